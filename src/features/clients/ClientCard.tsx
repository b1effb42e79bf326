import { useId, useMemo, useState } from 'react';
// Straight from its module, not the barrel: only this screen's chunk carries it (the /dashboard JS budget).
import { useClientCard } from '../../data/use-clients';
import { parseTags } from '../../domain/client-details';
import { cardsSharingPhone, type ClientIndex } from '../../domain/clients';
import { todayIn } from '../../domain/dates';
import { optOutOf, optOutText } from '../../domain/sms-opt-outs';
import type { Customer } from '../../domain/types';
import { Button, Spinner, type Feedback } from '../../ui';
import { cardView, samePhoneText, CARD_GONE, EDIT_SUCCESS, MERGE_SUCCESS, PAST_VISITS_SHOWN, telHref } from './clients-view';
import { EditClientDialog } from './EditClientDialog';
import { MergeClientDialog } from './MergeClientDialog';
import { useSmsOptOuts } from './use-sms-opt-outs';
import { VisitTable } from './VisitTable';

interface Props {
  salonId: string;
  customerId: string;
  /** The salon's time zone: "upcoming" and late cancellations are on its clock. */
  zone: string;
  /** The screen's search index, which the merge's picker searches too. */
  index: ClientIndex<Customer>;
  onNotice: (notice: Feedback | null) => void;
}

/** One client's card: contact, tags, notes, figures and visits, with Edit and Merge. */
export function ClientCard({ salonId, customerId, zone, index, onNotice }: Props) {
  const card = useClientCard(salonId, customerId);
  const [dialog, setDialog] = useState<'edit' | 'merge' | null>(null);
  const titleId = useId();
  const view = useMemo(() => (card ? cardView(card.appointments, zone, todayIn(zone)) : null), [card, zone]);
  const twins = useMemo(() => (card ? cardsSharingPhone(index, card.customer) : []), [card, index]);
  const optOuts = useSmsOptOuts(salonId);
  const optedOut = card && optOuts.known ? optOutOf(optOuts.known.optOuts, card.customer, { time_zone: zone }) : null;

  if (card === undefined) return <Spinner label="Loading client..." />;
  if (card === null || !view) return <p className="card muted">{CARD_GONE}</p>;
  const { customer } = card;
  const tags = parseTags(customer.tags);
  const open = (which: 'edit' | 'merge') => {
    onNotice(null);
    setDialog(which);
  };

  return (
    <article className="card client-card" aria-labelledby={titleId} data-testid="client-card">
      <header className="client-card__head">
        <h2 id={titleId} className="card__title client-card__name">
          {customer.name}
        </h2>
        <div className="client-card__actions">
          <Button variant="secondary" className="btn--small" onClick={() => open('edit')}>
            Edit
          </Button>
          <Button variant="secondary" className="btn--small" onClick={() => open('merge')}>
            Merge with another client…
          </Button>
        </div>
      </header>

      <dl className="facts client-card__contact">
        <div className="facts__row">
          <dt>Phone</dt>
          <dd>
            <a href={telHref(customer.phone)}>{customer.phone}</a>
          </dd>
        </div>
        <div className="facts__row">
          <dt>Email</dt>
          <dd>{customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : <span className="muted">None</span>}</dd>
        </div>
        {optedOut ? (
          <div className="facts__row" data-testid="sms-opt-out">
            <dt>Texts</dt>
            <dd>
              {optOutText(optedOut, zone)}
              {optOuts.stale ? <span className="muted"> (as last seen online)</span> : null}
            </dd>
          </div>
        ) : null}
      </dl>

      {twins.length > 0 ? (
        <p className="client-card__twins" role="note" data-testid="same-phone-note">
          {samePhoneText(twins.map((t) => t.name))}
        </p>
      ) : null}

      <div className="client-card__about">
        <h3 className="client-card__section-title">Tags</h3>
        {tags.length > 0 ? (
          <ul className="chips" aria-label="Tags">
            {tags.map((t) => (
              <li key={t} className="chip">
                {t}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No tags.</p>
        )}
        <h3 className="client-card__section-title">Notes</h3>
        {customer.notes ? <p className="client-card__notes">{customer.notes}</p> : <p className="muted">No notes.</p>}
      </div>

      <dl className="client-totals" aria-label="Totals">
        {view.totals.map((t) => (
          <div key={t.label} className="client-totals__item">
            <dt>{t.label}</dt>
            <dd>{t.value}</dd>
          </div>
        ))}
      </dl>

      <VisitTable title="Upcoming visits" rows={view.upcoming} empty="No upcoming visits." />
      <VisitTable title="Past visits" rows={view.past} empty="No past visits." initially={PAST_VISITS_SHOWN} />

      {dialog === 'edit' ? (
        <EditClientDialog
          salonId={salonId}
          customer={customer}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            onNotice({ tone: 'success', text: EDIT_SUCCESS });
          }}
        />
      ) : null}
      {dialog === 'merge' ? (
        <MergeClientDialog
          salonId={salonId}
          keep={customer}
          index={index}
          onClose={() => setDialog(null)}
          onMerged={() => {
            setDialog(null);
            onNotice({ tone: 'success', text: MERGE_SUCCESS });
          }}
        />
      ) : null}
    </article>
  );
}
