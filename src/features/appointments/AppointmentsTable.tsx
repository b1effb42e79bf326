import { memo, useDeferredValue, useMemo, useState } from 'react';
import { ALL_STATUSES, filterAppointments, type StatusFilter } from '../../domain/appointments';
import { formatPrice } from '../../domain/money';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../domain/types';
import type { AppointmentView } from '../salon/use-salon-data';
import { useScreenSearch } from '../search/use-screen-search';
import { Button } from '../../ui';
import { firstPage, formatDay, shortTime, statusLabel } from './appointment-view';
import { StatusSelect } from './StatusSelect';

/** Rows put in the DOM at a time; the rest wait behind "Show more" so 20,000 stay fast. */
export const PAGE_SIZE = 200;

interface TableProps {
  appointments: readonly AppointmentView[];
  onStatus: (id: string, status: AppointmentStatus) => void;
  onDelete: (id: string) => void;
}

export function AppointmentsTable({ appointments, onStatus, onDelete }: TableProps) {
  // Shared with the top bar search: typing in either box filters the same way.
  const query = useScreenSearch((s) => s.query);
  const setQuery = useScreenSearch((s) => s.setQuery);
  const [status, setStatus] = useState<StatusFilter>(ALL_STATUSES);
  const [limit, setLimit] = useState(PAGE_SIZE);
  // Typing stays responsive: the filter over a big list runs at low priority behind the input.
  const deferredQuery = useDeferredValue(query);
  const rows = useMemo(() => filterAppointments(appointments, { query: deferredQuery, status }), [appointments, deferredQuery, status]);
  const { shown, hidden } = firstPage(rows, limit);
  const filtering = query.trim() !== '' || status !== ALL_STATUSES;

  return (
    <section className="card appt-table-card" aria-label="Appointments list">
      <div className="appt-toolbar">
        <div className="field appt-toolbar__search">
          <label className="field__label" htmlFor="appt-search">Search appointments</label>
          <input
            id="appt-search"
            className="field__input"
            type="search"
            placeholder="Customer name, phone or service"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setLimit(PAGE_SIZE);
            }}
          />
        </div>
        <div className="field appt-toolbar__filter">
          <label className="field__label" htmlFor="appt-status-filter">Status</label>
          <select
            id="appt-status-filter"
            className="field__input"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as StatusFilter);
              setLimit(PAGE_SIZE);
            }}
          >
            <option value={ALL_STATUSES}>All</option>
            {APPOINTMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {rows.length === 0 ? (
        <div className="appt-empty">
          <h2 className="appt-empty__title">No Appointments Found</h2>
          <p className="muted">{filtering ? 'Try adjusting your search or filter criteria.' : 'No appointments have been scheduled yet.'}</p>
        </div>
      ) : (
        <>
          <table className="appt-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Time</th>
                <th scope="col">Customer</th>
                <th scope="col">Service</th>
                <th scope="col">Staff</th>
                <th scope="col">Status</th>
                <th scope="col"><span className="visually-hidden">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {shown.map((a) => (
                <AppointmentRow key={a.id} appointment={a} onStatus={onStatus} onDelete={onDelete} />
              ))}
            </tbody>
          </table>
          {hidden > 0 ? (
            <div className="appt-more">
              <span className="muted">
                Showing {shown.length} of {rows.length}
              </span>
              <Button variant="secondary" onClick={() => setLimit((l) => l + PAGE_SIZE)}>
                Show more
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

interface RowProps {
  appointment: AppointmentView;
  onStatus: (id: string, status: AppointmentStatus) => void;
  onDelete: (id: string) => void;
}

/** Memoised: a status change re-renders one row, not the whole page of rows. */
const AppointmentRow = memo(function AppointmentRow({ appointment: a, onStatus, onDelete }: RowProps) {
  const customer = a.customer?.name ?? 'Unknown customer';
  const conflict = a.status === 'conflict';
  return (
    <tr className={conflict ? 'appt-row appt-row--conflict' : 'appt-row'} data-testid="appointment-row">
      <td data-label="Date">{formatDay(a.appointment_date)}</td>
      <td data-label="Time">
        {shortTime(a.start_time)}–{shortTime(a.end_time)}
      </td>
      <td data-label="Customer">
        <span className="appt-strong">{customer}</span>
        {conflict ? <span className="appt-badge appt-badge--conflict">Conflict</span> : null}
        <span className="appt-sub">{a.customer?.phone ?? ''}</span>
      </td>
      <td data-label="Service">
        <span className="appt-strong">{a.service?.name ?? 'Unknown service'}</span>
        <span className="appt-sub">{a.service ? formatPrice(a.service.price) : ''}</span>
      </td>
      <td data-label="Staff">{a.staff?.name ?? '—'}</td>
      <td data-label="Status">
        <StatusSelect status={a.status} label={`Status of ${customer}'s appointment`} onChange={(s) => onStatus(a.id, s)} />
      </td>
      <td className="appt-row__actions">
        <Button variant="ghost" className="appt-delete" aria-label={`Delete ${customer}'s appointment`} onClick={() => onDelete(a.id)}>
          Delete
        </Button>
      </td>
    </tr>
  );
});
