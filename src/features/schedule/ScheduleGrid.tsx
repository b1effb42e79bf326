import type { PatternLike } from '../../domain/patterns';
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
  return (
    <div className="week-grid__scroller">
      <table className="week-grid" aria-label="Week schedule">
        <thead>
          <tr>
            <th scope="col" className="week-grid__corner">
              Staff
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
          {grid.rows.map((row) => (
            <tr key={row.staff.id}>
              <th scope="row" className="week-grid__staff">
                <span className="week-grid__name">{row.staff.name}</span>
                <span className="week-grid__position">{row.staff.position}</span>
                <button
                  type="button"
                  className="week-grid__regular"
                  onClick={() => onRegularWeek(row.staff.id, row.staff.name)}
                  aria-label={`Regular week of ${row.staff.name}: ${regularSummary(patterns, row.staff.id)}`}
                >
                  Regular week
                </button>
                <span className="week-grid__position">{regularSummary(patterns, row.staff.id)}</span>
              </th>
              {row.cells.map((cell, i) => (
                <td key={cell.date}>
                  <button
                    type="button"
                    className={`week-cell week-cell--${cell.state}${cell.away ? ' week-cell--away' : ''}${cell.regular ? ' week-cell--regular' : ''}`}
                    data-testid={`cell-${row.staff.name}-${cell.date}`}
                    aria-label={`${row.staff.name}, ${grid.days[i].long}: ${cellText(cell, locale)}${cell.regular ? ' (regular week)' : ''}. Edit`}
                    onClick={() => onEdit(cell, row.staff.name)}
                  >
                    {cellText(cell, locale)}
                  </button>
                  {cell.breaks?.map((b) => (
                    <span key={b} className="week-cell__break">
                      {b}
                    </span>
                  ))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
