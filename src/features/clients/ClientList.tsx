import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
// Straight from its module, not the barrel: only this screen's chunk carries it (the /dashboard JS budget).
import { useVisitSummaries } from '../../data/use-clients';
import type { VisitSummary } from '../../domain/client-card';
import type { Customer } from '../../domain/types';
import { lastVisitLabel } from './clients-view';

interface Props {
  salonId: string;
  /** The page of matching clients, in name order. */
  rows: readonly Customer[];
  selectedId: string | null;
}

/**
 * The page of clients as a table. Visits and last visit come from the shown clients'
 * appointments only, read after the names are on screen; a client still on the page keeps the
 * figures read for it before, so a keystroke never blanks a column it already had.
 */
export function ClientList({ salonId, rows, selectedId }: Props) {
  const ids = useMemo(() => rows.map((c) => c.id), [rows]);
  const { t, i18n } = useLingui();
  const day = i18n.locale === 'en' ? 'en-US' : i18n.locale;
  const summaries = useVisitSummaries(salonId, ids);
  const known = useRef(new Map<string, VisitSummary>());
  if (summaries) for (const [id, s] of Object.entries(summaries)) known.current.set(id, s);

  return (
    <table className="clients-table">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Name</Trans>
          </th>
          <th scope="col">
            <Trans>Phone</Trans>
          </th>
          <th scope="col">
            <Trans>Visits</Trans>
          </th>
          <th scope="col">
            <Trans>Last visit</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => {
          const s = known.current.get(c.id);
          return (
            <tr key={c.id} className={c.id === selectedId ? 'clients-row clients-row--open' : 'clients-row'} data-testid="client-row">
              <th scope="row" data-label={t`Name`}>
                <Link to={`/dashboard/clients/${c.id}`} aria-current={c.id === selectedId ? 'page' : undefined}>
                  {c.name}
                </Link>
              </th>
              <td data-label={t`Phone`}>{c.phone}</td>
              <td data-label={t`Visits`}>{s ? s.visits : '…'}</td>
              <td data-label={t`Last visit`}>{s ? lastVisitLabel(s.lastVisit, day) : '…'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
