import { Trans, useLingui } from '@lingui/react/macro';
import type { PatternLike } from '../../domain/patterns';
import { positionLabel } from '../staff/staff-words';
import { regularSummary } from './regular-week';
import { cellText, type GridCell, type WeekGrid } from './week-grid';

export interface ScheduleGridProps {
  grid: WeekGrid;
  /** Every member's regular week, for the row's summary. */
  patterns: readonly PatternLike[];
  onEdit: (cell: GridCell, staffName: string) => void;
  onRegularWeek: (staffId: string, staffName: string) => void;
  /** The salon's locale: shift times as its clock writes them (src/domain/display-format.ts). */
  locale?: string;
}

/**
 * Staff × Monday..Sunday. Every cell is a button that opens the edit dialog for that cell; a day
 * of time off reads as its reason, and a working day's breaks are a line under the button.
 */
export function ScheduleGrid({ grid, patterns, onEdit, onRegularWeek, locale }: ScheduleGridProps) {
  const { t } = useLingui();
  return (
    <div className="week-grid__scroller">
      <table className="week-grid" aria-label={t`Week schedule`}>
        <thead>
          <tr>
            <th scope="col" className="week-grid__corner">
              <Trans>Staff</Trans>
            </th>
            {grid.days.map((d) => (
              <th key={d.date} scope="col" className="week-grid__day" data-date={d.date}>
                <span className="week-grid__weekday">{d.weekday}</span>
                <span className="week-grid__date">{d.label}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => {
            const name = row.staff.name;
            const summary = regularSummary(patterns, row.staff.id);
            return (
              <tr key={row.staff.id}>
                <th scope="row" className="week-grid__staff">
                  <span className="week-grid__name">{row.staff.name}</span>
                  <span className="week-grid__position">{positionLabel(row.staff.position)}</span>
                  <button
                    type="button"
                    className="week-grid__regular"
                    onClick={() => onRegularWeek(row.staff.id, row.staff.name)}
                    aria-label={t`Regular week of ${name}: ${summary}`}
                  >
                    <Trans>Regular week</Trans>
                  </button>
                  <span className="week-grid__position">{summary}</span>
                </th>
                {row.cells.map((cell, i) => {
                  const day = grid.days[i].long;
                  const text = cellText(cell, locale);
                  return (
                    <td key={cell.date}>
                      <button
                        type="button"
                        className={`week-cell week-cell--${cell.state}${cell.away ? ' week-cell--away' : ''}${cell.regular ? ' week-cell--regular' : ''}`}
                        data-testid={`cell-${row.staff.name}-${cell.date}`}
                        aria-label={cell.regular ? t`${name}, ${day}: ${text} (regular week). Edit` : t`${name}, ${day}: ${text}. Edit`}
                        onClick={() => onEdit(cell, row.staff.name)}
                      >
                        {text}
                      </button>
                      {cell.breaks?.map((b) => (
                        <span key={b} className="week-cell__break">
                          {b}
                        </span>
                      ))}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
