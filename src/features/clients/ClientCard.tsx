import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
// Straight from its module, not the barrel: only this screen's chunk carries it (the /dashboard JS budget).
import { useClientCard } from '../../data/use-clients';
import { parseTags } from '../../domain/client-details';
import { cardsSharingPhone, type ClientIndex } from '../../domain/clients';
import { todayIn } from '../../domain/dates';
import { formatDate } from '../../domain/display-format';
import { optOutOf } from '../../domain/sms-opt-outs';
import type { Customer } from '../../domain/types';
import { useDisplayLocale } from '../../i18n/use-display-locale';
import { Button, Spinner, type Feedback } from '../../ui';
import { cardView, PAST_VISITS_SHOWN, telHref } from './clients-view';
import { CARD_GONE, EDIT_SUCCESS, MERGE_SUCCESS, optOutText, samePhoneText, totalLabel } from './clients-words';
import { EditClientDialog } from './EditClientDialog';
import { MergeClientDialog } from './MergeClientDialog';
import { useSmsOptOuts } from './use-sms-opt-outs';
import { OlderHistoryNote } from '../history/OlderHistoryNote';
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
  const { t, i18n } = useLingui();
  const display = useDisplayLocale(zone);
  const card = useClientCard(salonId, customerId);
  const [dialog, setDialog] = useState<'edit' | 'merge' | null>(null);
  const titleId = useId();
  const view = useMemo(() => (card ? cardView(card.appointments, zone, todayIn(zone), i18n.locale) : null), [card, zone, i18n.locale]);
  const twins = useMemo(() => (card ? cardsSharingPhone(index, card.customer) : []), [card, index]);
  const optOuts = useSmsOptOuts(salonId);
  const optedOut = card && optOuts.known ? optOutOf(optOuts.known.optOuts, card.customer, { time_zone: zone }) : null;

  if (card === undefined) return <Spinner label={t`Loading client...`} />;
  if (card === null || !view) return <p className="card muted">{i18n._(CARD_GONE)}</p>;
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
            <Trans>Edit</Trans>
          </Button>
          <Button variant="secondary" className="btn--small" onClick={() => open('merge')}>
            <Trans>Merge with another client…</Trans>
          </Button>
        </div>
      </header>

      <dl className="facts client-card__contact">
        <div className="facts__row">
          <dt>
            <Trans>Phone</Trans>
          </dt>
          <dd>
            <a href={telHref(customer.phone)}>{customer.phone}</a>
          </dd>
        </div>
        <div className="facts__row">
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd>{customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : <span className="muted">{t`None`}</span>}</dd>
        </div>
        {optedOut ? (
          <div className="facts__row" data-testid="sms-opt-out">
            <dt>
              <Trans>Texts</Trans>
            </dt>
            <dd>
              {optOutText(i18n, optedOut.keyword, formatDate(todayIn(zone, new Date(optedOut.opted_out_at)).date, display, true))}
              {optOuts.stale ? (
                <span className="muted">
                  {' '}
                  <Trans>(as last seen online)</Trans>
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>

      {twins.length > 0 ? (
        <p className="client-card__twins" role="note" data-testid="same-phone-note">
          {samePhoneText(
            i18n,
            twins.map((c) => c.name),
          )}
        </p>
      ) : null}

      <div className="client-card__about">
        <h3 className="client-card__section-title">
          <Trans>Tags</Trans>
        </h3>
        {tags.length > 0 ? (
          <ul className="chips" aria-label={t`Tags`}>
            {tags.map((tag) => (
              <li key={tag} className="chip">
                {tag}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">
            <Trans>No tags.</Trans>
          </p>
        )}
        <h3 className="client-card__section-title">
          <Trans>Notes</Trans>
        </h3>
        {customer.notes ? (
          <p className="client-card__notes">{customer.notes}</p>
        ) : (
          <p className="muted">
            <Trans>No notes.</Trans>
          </p>
        )}
      </div>

      <dl className="client-totals" aria-label={t`Totals`}>
        {view.totals.map((total) => (
          <div key={total.key} className="client-totals__item">
            <dt>{totalLabel(i18n, total.key)}</dt>
            <dd>{total.value}</dd>
          </div>
        ))}
      </dl>

      <VisitTable title={t`Upcoming visits`} showAll={(n) => t`Show all ${n} upcoming visits`} rows={view.upcoming} empty={t`No upcoming visits.`} />
      {/* Visits before the day this new device has fetched back to are not counted yet. */}
      <OlderHistoryNote salonId={salonId} />
      <VisitTable
        title={t`Past visits`}
        showAll={(n) => t`Show all ${n} past visits`}
        rows={view.past}
        empty={t`No past visits.`}
        initially={PAST_VISITS_SHOWN}
      />

      {dialog === 'edit' ? (
        <EditClientDialog
          salonId={salonId}
          customer={customer}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            onNotice({ tone: 'success', text: i18n._(EDIT_SUCCESS) });
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
            onNotice({ tone: 'success', text: i18n._(MERGE_SUCCESS) });
          }}
        />
      ) : null}
    </article>
  );
}
