import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui';
import type { VisitRow } from './clients-view';

interface Props {
  title: string;
  rows: readonly VisitRow[];
  empty: string;
  /** Show this many first, with a button for the rest (a regular's history runs long). */
  initially?: number;
}

/** A card's upcoming or past visits; each date opens the appointment on the Appointments screen. */
export function VisitTable({ title, rows, empty, initially }: Props) {
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
              <th scope="col">Date</th>
              <th scope="col">Time</th>
              <th scope="col">Service</th>
              <th scope="col">Staff</th>
              <th scope="col">Price</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.id} data-testid="visit-row">
                <td data-label="Date">
                  <Link to={`/dashboard/appointments?open=${r.id}`}>{r.date}</Link>
                </td>
                <td data-label="Time">{r.time}</td>
                <td data-label="Service">{r.service}</td>
                <td data-label="Staff">{r.staff}</td>
                <td data-label="Price">{r.price}</td>
                <td data-label="Status">{r.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {shown.length < rows.length ? (
        <Button variant="ghost" className="btn--small" onClick={() => setAll(true)}>
          Show all {rows.length} {title.toLowerCase()}
        </Button>
      ) : null}
    </section>
  );
}
