import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
// Straight from its module, not the barrel: only this screen's chunk carries it (the /dashboard JS budget).
import { useClientCard } from '../../data/use-clients';
import { mergeClients } from '../../db/repositories/client-merge';
import { searchClients, type ClientIndex } from '../../domain/clients';
import type { Customer } from '../../domain/types';
import { Button, Modal, Spinner, useAction } from '../../ui';
import { FeedbackBanner, InputField } from '../../ui/FormBits';
import { MERGE_CHOICES } from './clients-view';
import { mergeConfirmation, MERGE_FAILED, MERGE_SUCCESS } from './clients-words';

interface Props {
  salonId: string;
  /** The card the merge starts from: it stays. */
  keep: Customer;
  index: ClientIndex<Customer>;
  onClose: () => void;
  onMerged: () => void;
}

/** Two cards of one person: pick the other card, read what will happen, confirm. */
export function MergeClientDialog({ salonId, keep, index, onClose, onMerged }: Props) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [otherId, setOtherId] = useState<string | null>(null);
  const trimmed = query.trim();
  const name = keep.name;
  const choices = useMemo(() => (query.trim() ? searchClients(index, query, MERGE_CHOICES, keep.id) : null), [index, query, keep.id]);

  return (
    <Modal title={t`Merge with another client`} onClose={onClose}>
      {otherId ? (
        <ConfirmMerge salonId={salonId} keep={keep} otherId={otherId} onBack={() => setOtherId(null)} onMerged={onMerged} />
      ) : (
        <div className="merge-pick">
          <p className="muted">
            <Trans>Find the other card of {name}. This card stays; the other one is merged into it.</Trans>
          </p>
          <InputField
            label={t`Find the other client`}
            type="search"
            placeholder={t`Name or phone`}
            autoComplete="off"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          {choices === null ? null : choices.total === 0 ? (
            <p className="muted">
              <Trans>No other client matches "{trimmed}".</Trans>
            </p>
          ) : (
            <ul className="merge-choices" aria-label={t`Matching clients`}>
              {choices.rows.map((c) => (
                <li key={c.id}>
                  <button type="button" className="merge-choice" onClick={() => setOtherId(c.id)}>
                    <span className="merge-choice__name">{c.name}</span>
                    <span className="muted"> · {c.phone}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Modal>
  );
}

interface ConfirmProps {
  salonId: string;
  keep: Customer;
  otherId: string;
  onBack: () => void;
  onMerged: () => void;
}

function ConfirmMerge({ salonId, keep, otherId, onBack, onMerged }: ConfirmProps) {
  // Live: the count said is the count that moves, even if a booking lands meanwhile.
  const { t, i18n } = useLingui();
  const other = useClientCard(salonId, otherId);
  const { busy, feedback, run } = useAction();
  if (other === undefined) return <Spinner label={t`Loading client...`} />;
  if (other === null) {
    return (
      <div className="merge-confirm">
        <p>
          <Trans>That client is no longer on this device.</Trans>
        </p>
        <Button variant="secondary" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
      </div>
    );
  }
  const merge = async () => {
    if (await run(() => mergeClients(salonId, keep.id, otherId), i18n._(MERGE_SUCCESS), i18n._(MERGE_FAILED))) onMerged();
  };
  return (
    <div className="merge-confirm">
      <dl className="merge-cards">
        <div>
          <dt>
            <Trans>Stays</Trans>
          </dt>
          <dd>
            {keep.name} · {keep.phone}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Merged into it</Trans>
          </dt>
          <dd>
            {other.customer.name} · {other.customer.phone}
          </dd>
        </div>
      </dl>
      <p className="merge-confirm__text" data-testid="merge-confirmation">
        {mergeConfirmation(i18n, keep.name, other.customer.name, other.appointments.length)}
      </p>
      <p className="muted">
        <Trans>Their notes and tags are combined on this card.</Trans>
      </p>
      <FeedbackBanner feedback={feedback?.tone === 'error' ? feedback : null} />
      <div className="form__actions">
        <Button onClick={() => void merge()} disabled={busy}>
          {busy ? t`Merging...` : t`Merge`}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          <Trans>Back</Trans>
        </Button>
      </div>
    </div>
  );
}
