import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { ALL_STATUSES, TABLE_PAGE, type StatusFilter } from '../../domain/appointments';
import { formatPrice } from '../../domain/money';
import { APPOINTMENT_STATUSES, type AppointmentStatus, type Customer } from '../../domain/types';
import type { AppointmentView } from '../../data';
import { useAppointmentTable, type TableWindow } from '../../data/use-appointment-table';
import { OlderHistoryNote } from '../history/OlderHistoryNote';
import { useScreenSearch } from '../search/use-screen-search';
import { Button, Spinner } from '../../ui';
import { formatTimeRange } from '../../domain/display-format';
import { dayLocale, formatDay, sameRowShown, statusLabel, windowSummary } from './appointment-view';
import { StatusSelect } from './StatusSelect';
import { VISIT_TAG, VISIT_TAG_TITLE } from './visit-view';

interface TableProps {
  salonId: string;
  /** The salon's today: the list opens on it (upcoming first, in date order). */
  today: string;
  /** The salon's customers, already held by the screen: a search matches names and phones over them. */
  customers: readonly Customer[] | undefined;
  onStatus: (id: string, status: AppointmentStatus) => void;
  onDelete: (id: string) => void;
  /** Opens the appointment's details (the table had no way there). */
  onOpen: (id: string) => void;
  /** The salon's locale: times as its clock writes them (src/domain/display-format.ts). */
  locale: string;
}

export function AppointmentsTable({ salonId, today, customers, onStatus, onDelete, onOpen, locale }: TableProps) {
  const { t, i18n } = useLingui();
  // Shared with the top bar search: typing in either box filters the same way.
  const query = useScreenSearch((s) => s.query);
  const setQuery = useScreenSearch((s) => s.setQuery);
  const [status, setStatus] = useState<StatusFilter>(ALL_STATUSES);
  const [size, setSize] = useState({ later: TABLE_PAGE, earlier: 0 });
  // The read starts with the keystroke's own render: deferring it (useDeferredValue) only delayed
  // the answer, since the cost is the asynchronous read, not rendering (npm run bench, browser).
  const deferredQuery = query.trim();
  const req = useMemo(() => ({ today, query: deferredQuery, status, ...size }), [today, deferredQuery, status, size]);
  const current = useAppointmentTable(salonId, req, customers);
  const question = `${deferredQuery}\u0000${status}`;
  // While the next window loads, the last one stays on screen instead of a spinner flash.
  const last = useRef<{ win: TableWindow; question: string } | undefined>(undefined);
  if (current) last.current = { win: current, question };
  const shown = last.current;
  const win = shown?.win;
  const drawn = useRowsDrawn(shown?.question);
  const filtering = query.trim() !== '' || status !== ALL_STATUSES;
  // The top bar search can change the query from outside: a new question starts a new window.
  const asked = useRef(deferredQuery);
  if (asked.current !== deferredQuery) {
    asked.current = deferredQuery;
    if (size.later !== TABLE_PAGE || size.earlier !== 0) setSize({ later: TABLE_PAGE, earlier: 0 });
  }

  return (
    <section className="card appt-table-card" aria-label={t`Appointments list`}>
      <div className="appt-toolbar">
        <div className="field appt-toolbar__search">
          <label className="field__label" htmlFor="appt-search">
            <Trans>Search appointments</Trans>
          </label>
          <input
            id="appt-search"
            className="field__input"
            type="search"
            placeholder={t`Customer name, phone or service`}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div className="field appt-toolbar__filter">
          <label className="field__label" htmlFor="appt-status-filter">
            <Trans>Status</Trans>
          </label>
          <select
            id="appt-status-filter"
            className="field__input"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as StatusFilter);
              setSize({ later: TABLE_PAGE, earlier: 0 });
            }}
          >
            <option value={ALL_STATUSES}>{t`All`}</option>
            {APPOINTMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* A search reaches only as far back as this new device has fetched. */}
      {deferredQuery ? <OlderHistoryNote salonId={salonId} /> : null}

      {!win ? (
        <Spinner label={t`Loading appointments...`} />
      ) : win.rows.length === 0 ? (
        <div className="appt-empty">
          <h2 className="appt-empty__title">
            <Trans>No Appointments Found</Trans>
          </h2>
          <p className="muted">{filtering ? t`Try adjusting your search or filter criteria.` : t`No appointments have been scheduled yet.`}</p>
        </div>
      ) : (
        <>
          <div className="appt-more appt-more--top">
            <span className="muted" data-testid="appt-window">
              {windowSummary(win, dayLocale(i18n.locale))}
            </span>
            {win.moreEarlier ? (
              <Button variant="secondary" onClick={() => setSize((s) => ({ ...s, earlier: s.earlier + TABLE_PAGE }))}>
                <Trans>Show earlier</Trans>
              </Button>
            ) : null}
          </div>
          <table className="appt-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Date</Trans>
                </th>
                <th scope="col">
                  <Trans>Time</Trans>
                </th>
                <th scope="col">
                  <Trans>Customer</Trans>
                </th>
                <th scope="col">
                  <Trans>Service</Trans>
                </th>
                <th scope="col">
                  <Trans>Staff</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
                <th scope="col">
                  <span className="visually-hidden">
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {win.rows.slice(0, drawn).map((a) => (
                <AppointmentRow key={a.id} appointment={a} onStatus={onStatus} onDelete={onDelete} onOpen={onOpen} locale={locale} language={i18n.locale} />
              ))}
            </tbody>
          </table>
          {win.moreLater ? (
            <div className="appt-more">
              <Button variant="secondary" onClick={() => setSize((s) => ({ ...s, later: s.later + TABLE_PAGE }))}>
                <Trans>Show more</Trans>
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * Rows drawn in the first frame of an answer to a new question: more than a tablet's screen
 * shows of the table, so nobody sees the rest arrive.
 */
const FIRST_ROWS = 16;

/**
 * How many of the window's rows to draw. The first answer to a new question (a search
 * keystroke, a filter) draws FIRST_ROWS: style, layout and paint of a full window's 50 rows
 * with their status selectors took ~25 ms of the keystroke's frame (npm run bench, browser
 * suite, traced). The rest are drawn as soon as that frame is painted. A live update or Show
 * more keeps the question, so rows already drawn never disappear.
 */
function useRowsDrawn(question: string | undefined): number {
  const [whole, setWhole] = useState(question);
  useEffect(() => {
    if (whole === question) return;
    // After the next frame's paint: a timeout set from its animation-frame callback.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setWhole(question))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [whole, question]);
  return whole === question ? Infinity : FIRST_ROWS;
}

interface RowProps {
  appointment: AppointmentView;
  onStatus: (id: string, status: AppointmentStatus) => void;
  onDelete: (id: string) => void;
  onOpen: (id: string) => void;
  locale: string;
  /** The owner's language: a switch re-renders the memoised rows in it. */
  language: string;
}

/** A tap on a row's own controls is theirs; anywhere else on the row opens its details. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS selectors, not words
const onControl = (target: EventTarget | null) => target instanceof Element && target.closest('button, select, a, input, label') !== null;

/** Memoised on what it shows: a status change or a new read re-renders only the rows that changed. */
const AppointmentRow = memo(
  function AppointmentRow({ appointment: a, onStatus, onDelete, onOpen, locale, language }: RowProps) {
    const { t, i18n } = useLingui();
    const customer = a.customer?.name ?? t`Unknown customer`;
    const conflict = a.status === 'conflict';
    return (
      <tr
        className={conflict ? 'appt-row appt-row--conflict appt-row--opens' : 'appt-row appt-row--opens'}
        data-testid="appointment-row"
        onClick={(e) => {
          if (!onControl(e.target)) onOpen(a.id);
        }}
      >
        <td data-label={t`Date`}>{formatDay(a.appointment_date, true, dayLocale(language))}</td>
        <td data-label={t`Time`}>{formatTimeRange(a.start_time, a.end_time, locale)}</td>
        <td data-label={t`Customer`}>
          <span className="appt-strong">{customer}</span>
          {conflict ? <span className="appt-badge appt-badge--conflict">{statusLabel('conflict')}</span> : null}
          <span className="appt-sub">{a.customer?.phone ?? ''}</span>
        </td>
        <td data-label={t`Service`}>
          <span className="appt-strong">{a.service?.name ?? t`Unknown service`}</span>
          {a.visit_id ? (
            <span className="appt-badge appt-badge--visit" title={i18n._(VISIT_TAG_TITLE)}>
              {i18n._(VISIT_TAG)}
            </span>
          ) : null}
          <span className="appt-sub">{a.service ? formatPrice(a.service.price) : ''}</span>
        </td>
        <td data-label={t`Staff`}>{a.staff?.name ?? '—'}</td>
        <td data-label={t`Status`}>
          <StatusSelect status={a.status} label={t`Status of ${customer}'s appointment`} onChange={(s) => onStatus(a.id, s)} />
        </td>
        <td className="appt-row__actions">
          {/* The keyboard's and screen reader's way to the details; a tap anywhere on the row works too. */}
          <Button variant="ghost" className="appt-open" aria-label={t`Details of ${customer}'s appointment`} onClick={() => onOpen(a.id)}>
            <Trans>Details</Trans>
          </Button>
          <Button variant="ghost" className="appt-delete" aria-label={t`Delete ${customer}'s appointment`} onClick={() => onDelete(a.id)}>
            <Trans>Delete</Trans>
          </Button>
        </td>
      </tr>
    );
  },
  (prev, next) =>
    prev.onStatus === next.onStatus &&
    prev.onDelete === next.onDelete &&
    prev.onOpen === next.onOpen &&
    prev.locale === next.locale &&
    prev.language === next.language &&
    sameRowShown(prev.appointment, next.appointment),
);
