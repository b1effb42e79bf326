import { useMemo, useState } from 'react';
// Straight from its module, not the barrel: only this screen's chunk carries it (the /dashboard JS budget).
import { useClientCard } from '../../data/use-clients';
import { mergeClients } from '../../db/repositories/client-merge';
import { mergeConfirmation } from '../../domain/client-details';
import { searchClients, type ClientIndex } from '../../domain/clients';
import type { Customer } from '../../domain/types';
import { Button, Modal, Spinner, useAction } from '../../ui';
import { FeedbackBanner, InputField } from '../../ui/FormBits';
import { MERGE_CHOICES, MERGE_FAILED, MERGE_SUCCESS } from './clients-view';

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
  const [query, setQuery] = useState('');
  const [otherId, setOtherId] = useState<string | null>(null);
  const choices = useMemo(() => (query.trim() ? searchClients(index, query, MERGE_CHOICES, keep.id) : null), [index, query, keep.id]);

  return (
    <Modal title="Merge with another client" onClose={onClose}>
      {otherId ? (
        <ConfirmMerge salonId={salonId} keep={keep} otherId={otherId} onBack={() => setOtherId(null)} onMerged={onMerged} />
      ) : (
        <div className="merge-pick">
          <p className="muted">Find the other card of {keep.name}. This card stays; the other one is merged into it.</p>
          <InputField
            label="Find the other client"
            type="search"
            placeholder="Name or phone"
            autoComplete="off"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          {choices === null ? null : choices.total === 0 ? (
            <p className="muted">No other client matches "{query.trim()}".</p>
          ) : (
            <ul className="merge-choices" aria-label="Matching clients">
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
  const other = useClientCard(salonId, otherId);
  const { busy, feedback, run } = useAction();
  if (other === undefined) return <Spinner label="Loading client..." />;
  if (other === null) {
    return (
      <div className="merge-confirm">
        <p>That client is no longer on this device.</p>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      </div>
    );
  }
  const merge = async () => {
    if (await run(() => mergeClients(salonId, keep.id, otherId), MERGE_SUCCESS, MERGE_FAILED)) onMerged();
  };
  return (
    <div className="merge-confirm">
      <dl className="merge-cards">
        <div>
          <dt>Stays</dt>
          <dd>
            {keep.name} · {keep.phone}
          </dd>
        </div>
        <div>
          <dt>Merged into it</dt>
          <dd>
            {other.customer.name} · {other.customer.phone}
          </dd>
        </div>
      </dl>
      <p className="merge-confirm__text" data-testid="merge-confirmation">
        {mergeConfirmation(keep, other.customer, other.appointments.length)}
      </p>
      <p className="muted">Their notes and tags are combined on this card.</p>
      <FeedbackBanner feedback={feedback?.tone === 'error' ? feedback : null} />
      <div className="form__actions">
        <Button onClick={() => void merge()} disabled={busy}>
          {busy ? 'Merging...' : 'Merge'}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          Back
        </Button>
      </div>
    </div>
  );
}
