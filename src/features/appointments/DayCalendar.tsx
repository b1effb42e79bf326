// The day view: a column per technician, the way salons read their day (Fresha, Vagaro,
// Square). Loaded on demand with the calendar, so dnd-kit rides in this chunk only. A drop or
// "Move to…" goes through the details' own write (moveBooking → editAppointment): the same rules
// decide, a refused move leaves the block where it was and the live region says why.
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDisplayLocale } from '../../i18n/use-display-locale';
import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { SavedHours } from '../../domain/business-hours';
import { addDays, todayIn } from '../../domain/dates';
import { formatTime } from '../../domain/display-format';
import { fromMinutes, toMinutes } from '../../domain/time';
import type { Salon, Staff } from '../../domain/types';
import type { AppointmentView } from '../../data';
import { Button, Checkbox } from '../../ui';
import { dayLocale, formatDay } from './appointment-view';
import { columnsPerPage, dayColumns, droppedStart, layoutDayView, nowLine, SNAP_MINUTES } from './day-layout';
import { blockLabel, DayGrid, MINUTE_PX } from './DayGrid';
import { MoveToDialog } from './MoveToDialog';
import { moveBooking, sameAsNow, visitStart } from './move-booking';
import { useDayData } from './use-day-data';
import './day-calendar.css';

export interface DayCalendarProps {
  salon: Pick<Salon, 'id' | 'time_zone'>;
  staff: readonly Staff[];
  hours: readonly SavedHours[];
  today: string;
  onOpen: (appointment: AppointmentView) => void;
  /** A tap on an empty slot: New Appointment with this technician, date and time. */
  onNew: (slot: { staffId: string; date: string; start: string }) => void;
}

const unknownStaff = (id: string): Staff => ({ id, name: t`Unknown technician`, is_active: false }) as Staff;

const INSTRUCTIONS = msg`To move this appointment, press Space, then the arrow keys: up and down by 15 minutes, left and right to the next technician. Space drops it, Escape puts it back. Or press M for Move to…, or Enter for its details.`;

/** The salon's clock, read again every minute for the current-time line. */
function useSalonNow(zone: string): { date: string; minutes: number } {
  const read = useCallback(() => {
    const now = todayIn(zone);
    return { date: now.date, minutes: toMinutes(now.time) };
  }, [zone]);
  const [now, setNow] = useState(read);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(read()), 60_000);
    return () => window.clearInterval(timer);
  }, [read]);
  return now;
}

export function DayCalendar({ salon, staff, hours, today, onOpen, onNew }: DayCalendarProps) {
  const { i18n } = useLingui();
  const [date, setDate] = useState(today);
  const [showCanceled, setShowCanceled] = useState(false);
  const [page, setPage] = useState(0);
  const [moving, setMoving] = useState<AppointmentView | null>(null);
  const [said, setSaid] = useState('');
  const staffIds = useMemo(() => staff.map((s) => s.id), [staff]);
  const data = useDayData(salon.id, date, staffIds, showCanceled);
  const now = useSalonNow(salon.time_zone);
  const perPage = useMemo(() => columnsPerPage(typeof window === 'undefined' ? 1024 : window.innerWidth), []);

  const layout = useMemo(() => {
    if (!data) return null;
    const shown = dayColumns(staff, data.items, unknownStaff);
    return layoutDayView({ date: data.date, staff: shown, hours, shifts: data.shifts, timeOff: data.timeOff, breaks: data.breaks, items: data.items });
    // The shades' words are the owner's language's: laid out again when she picks another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, staff, hours, i18n.locale]);
  const stale = data !== undefined && data.date !== date;
  const pages = layout ? Math.max(1, Math.ceil(layout.columns.length / perPage)) : 1;
  const shownPage = Math.min(page, pages - 1);
  const columns = useMemo(() => layout?.columns.slice(shownPage * perPage, (shownPage + 1) * perPage) ?? [], [layout, shownPage, perPage]);
  const days = dayLocale(i18n.locale);
  const dateLabel = formatDay(date, true, days);
  const locale = useDisplayLocale(salon.time_zone);
  // The columns are named by the day they draw: a new title alone re-renders none of them.
  const shownLabel = layout ? formatDay(layout.date, true, days) : dateLabel;
  const total = layout?.columns.length ?? 0;
  const from = shownPage * perPage + 1;
  const to = Math.min((shownPage + 1) * perPage, total);
  const line = layout && !stale ? nowLine(layout.range, date, now) : null;

  // Read by the drop handler; refs so the handlers given to memoised blocks never change.
  const latest = useRef({ layout, data, date });
  latest.current = { layout, data, date };
  const lastDrop = useRef(0);
  const gridRef = useRef<HTMLDivElement>(null);

  const move = useCallback(
    async (a: AppointmentView, to: { date: string; start: string; staffId: string }) => {
      const name = latest.current.layout?.columns.find((c) => c.staff.id === to.staffId)?.staff.name ?? t`that technician`;
      if (sameAsNow(a, to)) return;
      const customer = a.customer?.name;
      setSaid(customer ? t`Moving ${customer}…` : t`Moving the appointment…`);
      const parts = latest.current.data?.items ?? [];
      const outcome = await moveBooking(a, { ...to, start: visitStart(a, parts, to.start) }, name, locale);
      if (outcome.ok) focusAfter.current = a.id;
      setSaid(outcome.text);
    },
    [locale],
  );
  // A moved block is drawn anew where it went: the focus follows it there (a keyboard user's place).
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    const id = focusAfter.current;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector and key codes, not words
    const handle = id ? gridRef.current?.querySelector<HTMLElement>(`[data-appointment-id="${id}"] .day-block__handle`) : null;
    if (!handle) return;
    focusAfter.current = null;
    handle.focus();
  }, [layout]);

  // A drag by keys moves by whole quarter hours: counted here, because dnd-kit may scroll the page
  // instead of moving the block for an arrow, and its delta then says where the page went.
  const keySteps = useRef(0);
  const onDragStart = useCallback(() => {
    keySteps.current = 0;
  }, []);
  const onDragEnd = useCallback(
    ({ active, over, delta, activatorEvent }: DragEndEvent) => {
      lastDrop.current = Date.now();
      const { layout: l, data: d } = latest.current;
      const a = d?.items.find((i) => i.id === active.id);
      if (!l || !d || !a) return;
      const start = toMinutes(a.start_time.slice(0, 5));
      const length = toMinutes(a.end_time.slice(0, 5)) - start;
      const byKeys = activatorEvent instanceof KeyboardEvent;
      const landed = fromMinutes(droppedStart(start, length, byKeys ? keySteps.current * SNAP_MINUTES : delta.y / MINUTE_PX, l.range));
      void move(a, { date: d.date, start: landed, staffId: over ? String(over.id) : a.staff_id });
    },
    [move],
  );
  // A click that ends a pointer drag is not a tap on the block.
  const open = useCallback(
    (a: AppointmentView) => {
      if (Date.now() - lastDrop.current > 250) onOpen(a);
    },
    [onOpen],
  );
  const onSlot = useCallback((s: Staff, start: string) => onNew({ staffId: s.id, date: latest.current.data?.date ?? latest.current.date, start }), [onNew]);

  // Arrow keys move a picked-up block by a quarter hour, or by one technician's column.
  const coordinateGetter: KeyboardCoordinateGetter = useCallback((event, { currentCoordinates: c }) => {
    const width = gridRef.current?.querySelector('.day-col')?.getBoundingClientRect().width ?? 80;
    const step = SNAP_MINUTES * MINUTE_PX;
    if (event.code === 'ArrowDown' || event.code === 'ArrowUp') keySteps.current += event.code === 'ArrowDown' ? 1 : -1;
    if (event.code === 'ArrowDown') return { ...c, y: c.y + step };
    if (event.code === 'ArrowUp') return { ...c, y: c.y - step };
    if (event.code === 'ArrowRight') return { ...c, x: c.x + width };
    if (event.code === 'ArrowLeft') return { ...c, x: c.x - width };
    return undefined;
  }, []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector and key codes, not words
    useSensor(KeyboardSensor, { coordinateGetter, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] } }),
  );
  const nameOf = (id: unknown) => layout?.columns.find((c) => c.staff.id === id)?.staff.name ?? t`no technician`;
  const itemOf = (id: unknown) => data?.items.find((i) => i.id === id);
  const announcements = {
    onDragStart: ({ active }: { active: { id: unknown } }) => {
      const item = itemOf(active.id);
      const what = item ? blockLabel(item, locale) : t`the appointment`;
      return t`Picked up ${what}.`;
    },
    onDragOver: ({ over }: { over: { id: unknown } | null }) => {
      if (!over) return undefined;
      const name = nameOf(over.id);
      return t`Over ${name}.`;
    },
    onDragEnd: () => undefined,
    onDragCancel: () => t`Move canceled: the appointment is where it was.`,
  };

  return (
    <section className="card appt-cal day-cal" aria-label={t`Day calendar`}>
      <div className="appt-cal__bar">
        <div className="appt-cal__nav">
          <Button variant="secondary" onClick={() => setDate((d) => addDays(d, -1))}>
            <Trans>Previous day</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setDate(today)}>
            <Trans>Today</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setDate((d) => addDays(d, 1))}>
            <Trans>Next day</Trans>
          </Button>
        </div>
        <h2 className="appt-cal__title" aria-live="polite">
          {dateLabel}
        </h2>
        <Checkbox label={t`Show canceled`} checked={showCanceled} onChange={(e) => setShowCanceled(e.target.checked)} />
      </div>
      {pages > 1 ? (
        <div className="day-cal__pages" role="group" aria-label={t`Technicians shown`}>
          <Button variant="secondary" disabled={shownPage === 0} onClick={() => setPage(shownPage - 1)}>
            <Trans>Previous technicians</Trans>
          </Button>
          <span>{t`${from}–${to} of ${total}`}</span>
          <Button variant="secondary" disabled={shownPage >= pages - 1} onClick={() => setPage(shownPage + 1)}>
            <Trans>Next technicians</Trans>
          </Button>
        </div>
      ) : null}
      <p className="day-cal__said" role="status" aria-live="polite">
        {said}
      </p>
      {!layout ? (
        <p className="muted">
          <Trans>Loading the day…</Trans>
        </p>
      ) : columns.length === 0 ? (
        <p className="muted appt-cal__none">
          <Trans>No technicians yet: add them in Staff Management.</Trans>
        </p>
      ) : (
        <div className="appt-cal__scroll day-cal__scroll" ref={gridRef} aria-busy={stale || undefined}>
          <DndContext
            sensors={sensors}
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
            accessibility={{ announcements, screenReaderInstructions: { draggable: i18n._(INSTRUCTIONS) } }}
          >
            <DayGrid
              layout={layout}
              columns={columns}
              dateLabel={shownLabel}
              nowTop={line}
              nowLabel={formatTime(fromMinutes(now.minutes), locale)}
              onOpen={open}
              onMoveTo={setMoving}
              onSlot={onSlot}
              locale={locale}
            />
          </DndContext>
        </div>
      )}
      {moving ? (
        <MoveToDialog
          appointment={moving}
          dayItems={data?.items ?? []}
          staff={staff}
          timeZone={salon.time_zone}
          onClose={() => setMoving(null)}
          onMoved={(text) => {
            setMoving(null);
            setSaid(text);
          }}
        />
      ) : null}
    </section>
  );
}
