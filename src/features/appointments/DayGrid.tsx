import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
// The day view's grid: a column per technician, drawn from layoutDayView's answer.
// Each column is a drop target, each booking a draggable (dnd-kit) whose handle opens its details
// on a tap or Enter, with a "Move to…" button beside it as the single-pointer way to move it.
// Blocks are memoised on what they show, so a drag frame re-renders the dragged block only.
import { memo, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { formatTime } from '../../domain/display-format';
import { fromMinutes } from '../../domain/time';
import type { Staff } from '../../domain/types';
import type { AppointmentView } from '../../data';
import { statusLabel } from './appointment-view';
import { droppedStart, ROW_MINUTES, slotAt, type DayBlock, type DayColumn, type DayLayout, type Shade } from './day-layout';
import { VISIT_WORD } from './visit-view';

/** Pixels per grid row (ROW_MINUTES): 72 px an hour, two lines of text in a half-hour booking. */
export const ROW_PX = 6;
export const MINUTE_PX = ROW_PX / ROW_MINUTES;

export type Column = DayColumn<Staff, AppointmentView>;
export type Block = DayBlock<AppointmentView>;

const who = (a: AppointmentView) => a.customer?.name ?? t`Unknown customer`;

/** What a screen reader hears of a block: time, client, service, status; times by the salon's `locale`. */
export function blockLabel(a: AppointmentView, locale: string): string {
  return `${formatTime(a.start_time, locale)} ${who(a)}, ${a.service?.name ?? t`Unknown service`}${blockMore(a, locale)}`;
}

/** Heard after the visible text (which must start the name, WCAG 2.5.3): the end, a visit, the status. */
function blockMore(a: AppointmentView, locale: string): string {
  const end = formatTime(a.end_time, locale);
  const status = statusLabel(a.status);
  const visit = i18n._(VISIT_WORD);
  // Starts with a space: it follows the visible text.
  return ` ${a.visit_id ? t`until ${end}, ${visit}, ${status}` : t`until ${end}, ${status}`}`;
}

interface BlockProps {
  block: Block;
  range: DayLayout<Staff, AppointmentView>['range'];
  onOpen: (a: AppointmentView) => void;
  onMoveTo: (a: AppointmentView) => void;
  /** The salon's locale: times as its clock writes them (src/domain/display-format.ts). */
  locale: string;
}

const DayBlockView = memo(
  function DayBlockView({ block, range, onOpen, onMoveTo, locale }: BlockProps) {
    const a = block.item;
    const { setNodeRef, setActivatorNodeRef, listeners, attributes, transform, isDragging } = useDraggable({ id: a.id });
    const style: CSSProperties = {
      gridRow: `${block.rowStart} / ${block.rowEnd}`,
      // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS values, not words
      gridColumn: block.lanes === 1 ? '1 / -1' : `${block.lane + 1} / span 1`,
      // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS values, not words
      ...(transform && { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` }),
    };
    // While dragged, the block shows where it would land (the rules decide on the drop).
    const landing = transform ? formatTime(fromMinutes(droppedStart(block.start, block.end - block.start, transform.y / MINUTE_PX, range)), locale) : null;
    const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
      listeners?.onKeyDown?.(e);
      if (isDragging || e.defaultPrevented) return;
      if (e.key === 'Enter') onOpen(a);
      else if (e.key === 'm' || e.key === 'M') {
        e.preventDefault();
        onMoveTo(a);
      }
    };
    const classes = ['day-block', `day-block--${a.status}`, block.inGap ? 'day-block--in-gap' : '', isDragging ? 'day-block--dragging' : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div ref={setNodeRef} className={classes} style={style} data-appointment-id={a.id}>
        <div
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          className="day-block__handle"
          onKeyDown={onKeyDown}
          onClick={(e: MouseEvent) => {
            e.stopPropagation();
            onOpen(a);
          }}
        >
          {block.gap ? <span className="day-block__gap" style={{ top: `${block.gap.top}%`, height: `${block.gap.height}%` }} aria-hidden="true" /> : null}
          <span className="day-block__time">{landing ? `→ ${landing}` : formatTime(a.start_time, locale)}</span>
          <span className="day-block__who">{who(a)}</span>
          <span className="day-block__what">{a.service?.name ?? ''}</span>
          <span className="visually-hidden">{blockMore(a, locale)}</span>
        </div>
        <button
          type="button"
          className="day-block__move"
          aria-label={`${t`Move to…`} ${formatTime(a.start_time, locale)} ${who(a)}`}
          title={t`Move to…`}
          onClick={(e) => {
            e.stopPropagation();
            onMoveTo(a);
          }}
        >
          <span aria-hidden="true">⇅</span>
        </button>
      </div>
    );
  },
  (p, n) => p.range === n.range && p.locale === n.locale && p.onOpen === n.onOpen && p.onMoveTo === n.onMoveTo && sameBlock(p.block, n.block),
);

/** Same place and same text: a re-read that changed nothing of this block leaves it alone. */
function sameBlock(x: Block, y: Block): boolean {
  const a = x.item;
  const b = y.item;
  return (
    x.rowStart === y.rowStart &&
    x.rowEnd === y.rowEnd &&
    x.lane === y.lane &&
    x.lanes === y.lanes &&
    x.inGap === y.inGap &&
    x.gap?.top === y.gap?.top &&
    x.gap?.height === y.gap?.height &&
    a.id === b.id &&
    a.status === b.status &&
    a.start_time === b.start_time &&
    a.end_time === b.end_time &&
    a.visit_id === b.visit_id &&
    a.customer?.name === b.customer?.name &&
    a.service?.name === b.service?.name
  );
}

function ShadeView({ shade }: { shade: Shade }) {
  return (
    <div className={`day-shade day-shade--${shade.kind}`} style={{ gridRow: `${shade.rowStart} / ${shade.rowEnd}` }}>
      <span>{shade.label}</span>
    </div>
  );
}

interface ColumnProps {
  column: Column;
  index: number;
  layout: DayLayout<Staff, AppointmentView>;
  dateLabel: string;
  onOpen: (a: AppointmentView) => void;
  onMoveTo: (a: AppointmentView) => void;
  /** A tap on an empty stretch: New Appointment with this technician at that quarter hour. */
  onSlot: (staff: Staff, start: string) => void;
  locale: string;
}

const DayColumnView = memo(function DayColumnView({ column, index, layout, dateLabel, onOpen, onMoveTo, onSlot, locale }: ColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: column.staff.id });
  const lanes = Math.max(1, ...column.blocks.map((b) => b.lanes));
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    onSlot(column.staff, fromMinutes(slotAt((e.clientY - box.top) / box.height, layout.range)));
  };
  return (
    <div
      ref={setNodeRef}
      className={isOver ? 'day-col day-col--over' : 'day-col'}
      style={{ gridColumn: index + 1, gridTemplateColumns: `repeat(${lanes}, minmax(0, 1fr))` }}
      role="group"
      aria-label={`${column.staff.name}, ${dateLabel}`}
      data-staff-id={column.staff.id}
      onClick={onClick}
    >
      {column.shades.map((s) => (
        <ShadeView key={`${s.kind}-${s.rowStart}`} shade={s} />
      ))}
      {/* Keyed by place, not by booking: another day's bookings reuse these elements (patched, not
          rebuilt), which is most of what keeps a day change under its 50 ms budget (bench dayview). */}
      {column.blocks.map((b, i) => (
        <DayBlockView key={i} block={b} range={layout.range} onOpen={onOpen} onMoveTo={onMoveTo} locale={locale} />
      ))}
    </div>
  );
});

interface GridProps {
  layout: DayLayout<Staff, AppointmentView>;
  columns: readonly Column[];
  dateLabel: string;
  /** Percent down the grid for the current-time line, or null; and the time it reads. */
  nowTop: number | null;
  nowLabel: string;
  onOpen: (a: AppointmentView) => void;
  onMoveTo: (a: AppointmentView) => void;
  onSlot: (staff: Staff, start: string) => void;
  /** The salon's locale: the axis and the blocks' times as its clock writes them. */
  locale: string;
}

export const DayGrid = memo(function DayGrid({ layout, columns, dateLabel, nowTop, nowLabel, onOpen, onMoveTo, onSlot, locale }: GridProps) {
  const { range, rows } = layout;
  const hours: number[] = [];
  for (let m = range.start; m < range.end; m += 60) hours.push(m);
  const gridStyle = { '--day-cols': columns.length, '--day-rows': rows, '--row-px': `${ROW_PX}px` } as CSSProperties;
  return (
    <div className="day-grid" style={gridStyle} data-date={layout.date}>
      <div className="day-grid__corner" aria-hidden="true" />
      {columns.map((c) => (
        <div key={c.staff.id} className="day-grid__head" title={c.staff.name}>
          {c.staff.name}
        </div>
      ))}
      <div className="day-grid__axis" aria-hidden="true">
        {hours.map((m) => (
          <span key={m} style={{ top: (m - range.start) * MINUTE_PX }}>
            {formatTime(fromMinutes(m), locale)}
          </span>
        ))}
      </div>
      <div className="day-grid__body">
        {layout.closed.map((s) => (
          <div key={`closed-${s.rowStart}`} className="day-shade day-shade--closed" style={{ gridRow: `${s.rowStart} / ${s.rowEnd}` }} aria-hidden="true">
            <span>{s.label}</span>
          </div>
        ))}
        {columns.map((c, i) => (
          <DayColumnView
            key={c.staff.id}
            column={c}
            index={i}
            layout={layout}
            dateLabel={dateLabel}
            onOpen={onOpen}
            onMoveTo={onMoveTo}
            onSlot={onSlot}
            locale={locale}
          />
        ))}
        {nowTop !== null ? (
          <div className="day-grid__now" style={{ top: `${nowTop}%` }} aria-hidden="true">
            <span>{nowLabel}</span>
          </div>
        ) : null}
      </div>
    </div>
  );
});
