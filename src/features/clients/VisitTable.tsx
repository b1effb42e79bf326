import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui';
import type { VisitRow } from './clients-view';
import { visitStatus } from './clients-words';

interface Props {
  title: string;
  /** The button's words for the rest, with the count. */
  showAll: (count: number) => string;
  rows: readonly VisitRow[];
  empty: string;
  /** Show this many first, with a button for the rest (a regular's history runs long). */
  initially?: number;
}

/** A card's upcoming or past visits; each date opens the appointment on the Appointments screen. */
export function VisitTable({ title, showAll, rows, empty, initially }: Props) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const [all, setAll] = useState(false);
  const shown = all || initially === undefined ? rows : rows.slice(0, initially);
  return (
    <section className="client-visits" aria-labelledby={titleId}>
      <h3 id={titleId} className="client-card__section-title">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <table className="visit-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col">
                <Trans>Time</Trans>
              </th>
              <th scope="col">
                <Trans>Service</Trans>
              </th>
              <th scope="col">
                <Trans>Staff</Trans>
              </th>
              <th scope="col">
                <Trans>Price</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.id} data-testid="visit-row">
                <td data-label={t`Date`}>
                  <Link to={`/dashboard/appointments?open=${r.id}`}>{r.date}</Link>
                </td>
                <td data-label={t`Time`}>{r.time}</td>
                <td data-label={t`Service`}>{r.service ?? t`Unknown service`}</td>
                <td data-label={t`Staff`}>{r.staff ?? t`Unknown staff`}</td>
                <td data-label={t`Price`}>{r.price}</td>
                <td data-label={t`Status`}>{visitStatus(i18n, r.status, r.late)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {shown.length < rows.length ? (
        <Button variant="ghost" className="btn--small" onClick={() => setAll(true)}>
          {showAll(rows.length)}
        </Button>
      ) : null}
    </section>
  );
}
