import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SavedHours } from '../../domain/business-hours';
import { addDays, weekDates, weekStartOf } from '../../domain/dates';
import { formatTime } from '../../domain/display-format';
import { fromMinutes } from '../../domain/time';
import type { Staff } from '../../domain/types';
import { Button, Checkbox } from '../../ui';
import { useAppointmentsBetween, type AppointmentView } from '../../data';
import { UNKNOWN_STAFF_COLOR, dayLocale, formatDay, staffColors, statusLabel } from './appointment-view';
import { groupByDate, hourMarks, layoutDay, weekTimeRange } from './calendar-layout';
import { VISIT_TAG, VISIT_TAG_TITLE, VISIT_WORD } from './visit-view';

/** Pixels per hour on the time axis: room for three short lines of text in a one-hour block. */
const HOUR_PX = 64;

interface WeekCalendarProps {
  salonId: string;
  staff: readonly Staff[];
  hours: readonly SavedHours[];
  today: string;
  onOpen: (appointment: AppointmentView) => void;
  /** The salon's locale: times as its clock writes them (src/domain/display-format.ts). */
  locale: string;
}

export function WeekCalendar({ salonId, staff, hours, today, onOpen, locale }: WeekCalendarProps) {
  const { t, i18n } = useLingui();
  const time = (at: string) => formatTime(at, locale);
  const days = dayLocale(i18n.locale);
  const day = (d: string, withYear = true) => formatDay(d, withYear, days);
  const [weekStart, setWeekStart] = useState(() => weekStartOf(today));
  const [showCanceled, setShowCanceled] = useState(true);
  const dates = useMemo(() => weekDates(weekStart), [weekStart]);
  // Only the shown week is read (a date-range index), never the whole table.
  const appointments = useAppointmentsBetween(salonId, dates[0], dates[dates.length - 1]);
  const colors = useMemo(() => staffColors(staff), [staff]);

  const week = useMemo(() => {
    const last = dates[dates.length - 1];
    const inWeek = (appointments ?? []).filter(
      (a) => a.appointment_date >= dates[0] && a.appointment_date <= last && (showCanceled || a.status !== 'canceled'),
    );
    // Ties in start time keep the staff order (layoutDay's sort is stable): a member keeps a column.
    const order = new Map(staff.map((s, i) => [s.id, i]));
    inWeek.sort((x, y) => (order.get(x.staff_id) ?? staff.length) - (order.get(y.staff_id) ?? staff.length));
    const range = weekTimeRange(dates, hours, inWeek);
    const byDate = groupByDate(inWeek, dates);
    return { range, days: dates.map((d) => ({ date: d, blocks: layoutDay(byDate.get(d) ?? [], range) })), count: inWeek.length };
  }, [appointments, dates, hours, showCanceled, staff]);

  // On a phone the week scrolls sideways: bring today's column into view rather than Monday's.
  const scrollRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = scrollRef.current;
    const todayHead = box?.querySelector<HTMLElement>('.appt-cal__day-head--today');
    if (!box || box.scrollWidth <= box.clientWidth) return;
    box.scrollLeft = todayHead ? todayHead.offsetLeft - box.clientWidth / 3 : 0;
  }, [weekStart]);

  const height = ((week.range.end - week.range.start) / 60) * HOUR_PX;
  const staffInWeek = staff.filter((s) => week.days.some((d) => d.blocks.some((b) => b.item.staff_id === s.id)));

  return (
    <section className="card appt-cal" aria-label={t`Week calendar`}>
      <div className="appt-cal__bar">
        <div className="appt-cal__nav">
          <Button variant="secondary" onClick={() => setWeekStart((w) => addDays(w, -7))}>
            <Trans>Previous week</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setWeekStart(weekStartOf(today))}>
            <Trans>This week</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setWeekStart((w) => addDays(w, 7))}>
            <Trans>Next week</Trans>
          </Button>
        </div>
        <h2 className="appt-cal__title" aria-live="polite">
          {day(dates[0], false)} – {day(dates[6])}
        </h2>
        <Checkbox label={t`Show canceled`} checked={showCanceled} onChange={(e) => setShowCanceled(e.target.checked)} />
      </div>

      {staffInWeek.length > 0 ? (
        <ul className="appt-legend" aria-label={t`Staff colours`}>
          {staffInWeek.map((s) => (
            <li key={s.id}>
              <span className="appt-legend__swatch" style={{ background: colors.get(s.id) }} aria-hidden="true" />
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
      {week.count === 0 ? (
        <p className="muted appt-cal__none">
          <Trans>No appointments this week.</Trans>
        </p>
      ) : null}

      <div className="appt-cal__scroll" ref={scrollRef}>
        <div className="appt-cal__grid">
          <div className="appt-cal__corner" aria-hidden="true" />
          {dates.map((d) => (
            <div key={d} className={d === today ? 'appt-cal__day-head appt-cal__day-head--today' : 'appt-cal__day-head'}>
              {day(d, false)}
            </div>
          ))}
          <div className="appt-cal__axis" style={{ height }} aria-hidden="true">
            {hourMarks(week.range).map((m) => (
              <span key={m} style={{ top: ((m - week.range.start) / 60) * HOUR_PX }}>
                {time(fromMinutes(m))}
              </span>
            ))}
          </div>
          {week.days.map((shown) => (
            <div
              key={shown.date}
              className="appt-cal__day"
              style={{ height, backgroundSize: `100% ${HOUR_PX}px` }}
              data-date={shown.date}
              aria-label={day(shown.date)}
              role="group"
            >
              {shown.blocks.map(({ item: a, top, height: h, column, columns }) => (
                <button
                  key={a.id}
                  type="button"
                  className={`appt-block appt-block--${a.status}`}
                  style={{
                    top: `${top}%`,
                    height: `${h}%`,
                    left: `${(column / columns) * 100}%`,
                    width: `${100 / columns}%`,
                    background: colors.get(a.staff_id) ?? UNKNOWN_STAFF_COLOR,
                  }}
                  title={`${time(a.start_time)}–${time(a.end_time)} ${a.customer?.name ?? ''} · ${a.service?.name ?? ''} · ${a.staff?.name ?? ''}`}
                  aria-label={`${time(a.start_time)} ${a.customer?.name ?? t`Unknown customer`}, ${a.service?.name ?? t`Unknown service`}${a.visit_id ? `, ${i18n._(VISIT_WORD)}` : ''}, ${statusLabel(a.status)}`}
                  onClick={() => onOpen(a)}
                >
                  <span className="appt-block__time">{time(a.start_time)}</span>
                  <span className="appt-block__who">{a.customer?.name ?? t`Unknown customer`}</span>
                  <span className="appt-block__what">
                    {a.service?.name ?? ''}
                    {/* A part of a visit says so in words, not only by sitting next to the rest. */}
                    {a.visit_id ? (
                      <span className="appt-block__visit" title={i18n._(VISIT_TAG_TITLE)}>
                        {' '}
                        · {i18n._(VISIT_TAG)}
                      </span>
                    ) : null}
                  </span>
                </button>
              ))}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
