import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { addDays, todayIn, weekStartOf } from '../../domain/dates';
import type { Shift } from '../../domain/schedule';
import { clearScheduleCell, clearWeek, saveScheduleCell, upsertSchedules } from '../../db/repositories/schedules';
import { Banner, buttonClass, Spinner } from '../../ui';
import { useBusinessHoursRows, useLatestSchedules, useSchedules, useStaff } from '../../data';
import { useStaffPatterns } from '../../data/use-patterns';
import { weekFromHours } from '../../domain/patterns';
import { removeRegularWeek, saveRegularWeek } from '../../db/repositories/patterns';
// Straight from its module, not the barrel: only this screen's chunk carries it (the /dashboard JS budget).
import { useStaffBreaks, useTimeOff } from '../../data/use-booking';
import { useCurrentSalon } from '../auth/use-current-salon';
import { failureText } from '../appointments/failure-text';
import { useDisplayLocale } from '../../i18n/use-display-locale';
import { EditCellDialog } from './EditCellDialog';
import { RegularWeekDialog } from './RegularWeekDialog';
import { GENERATE_HELP, initialWeek } from './regular-week';
import { ScheduleGrid } from './ScheduleGrid';
import { ScheduleToolbar, type ScheduleAction } from './ScheduleToolbar';
import { autoDrafts, copyDrafts, defaultDrafts } from './schedule-actions';
import { useFlashMessage } from './use-flash-message';
import { buildWeekGrid, gridDay, scheduledCount, shiftWeek, weekLabel, type GridCell } from './week-grid';
import './schedule.css';

/** Success text and fallback failure text of each toolbar action (docs/behaviour.md#messages). */
const MESSAGES: Record<ScheduleAction, { ok: MessageDescriptor; fail: MessageDescriptor }> = {
  generate: { ok: msg`Schedule generated successfully!`, fail: msg`Failed to generate schedule` },
  auto: { ok: msg`Schedule generated successfully!`, fail: msg`Failed to generate schedule` },
  copy: { ok: msg`Schedule copied from previous week!`, fail: msg`Failed to copy schedule` },
  clear: { ok: msg`Week schedule deleted successfully!`, fail: msg`Failed to delete schedule` },
};

function currentWeekOf(zone: string | undefined): string {
  try {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a zone name, not a word
    return weekStartOf(todayIn(zone ?? 'UTC').date);
  } catch {
    // An unknown zone name must not break the page: fall back to the device's own calendar.
    return weekStartOf(todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone).date);
  }
}

export function SchedulePage() {
  const { t, i18n } = useLingui();
  const salon = useCurrentSalon();
  const salonId = salon?.id ?? null;
  const locale = useDisplayLocale(salon?.time_zone);
  const thisWeek = currentWeekOf(salon?.time_zone);
  // null = follow the current week (it moves on by itself at midnight on Sunday).
  const [chosenWeek, setChosenWeek] = useState<string | null>(null);
  const weekStart = chosenWeek ?? thisWeek;
  const weekEnd = addDays(weekStart, 6);
  const previousStart = shiftWeek(weekStart, -1);

  const staff = useStaff(salonId);
  const rows = useSchedules(salonId, weekStart, weekEnd);
  const previousRows = useSchedules(salonId, previousStart, addDays(previousStart, 6));
  const activeIds = useMemo(() => (staff ?? []).filter((s) => s.is_active).map((s) => s.id), [staff]);
  const latest = useLatestSchedules(activeIds);
  const timeOff = useTimeOff(salonId);
  const breaks = useStaffBreaks(salonId);
  const patterns = useStaffPatterns(salonId);
  const hours = useBusinessHoursRows(salonId);
  const [regularOf, setRegularOf] = useState<{ id: string; name: string } | null>(null);
  const { message, show } = useFlashMessage();
  const [busy, setBusy] = useState<ScheduleAction | null>(null);
  const [editing, setEditing] = useState<{ cell: GridCell; staffName: string } | null>(null);

  const grid = useMemo(
    () => buildWeekGrid(staff ?? [], rows ?? [], weekStart, { timeOff, breaks, patterns }),
    [staff, rows, weekStart, timeOff, breaks, patterns],
  );

  const run = async (action: ScheduleAction) => {
    if (action === 'clear' && !window.confirm(t`Are you sure you want to delete the entire week schedule? This cannot be undone.`)) return;
    setBusy(action);
    try {
      if (action === 'generate') await upsertSchedules(salonId, defaultDrafts(staff ?? [], weekStart, hours ?? []));
      if (action === 'auto') await upsertSchedules(salonId, autoDrafts(staff ?? [], latest ?? new Map(), weekStart));
      if (action === 'copy') {
        const known = new Set((staff ?? []).map((s) => s.id));
        await upsertSchedules(salonId, copyDrafts(previousRows ?? [], known, weekStart));
      }
      if (action === 'clear') await clearWeek(salonId, weekStart);
      show('success', i18n._(MESSAGES[action].ok));
    } catch (err) {
      show('error', failureText(i18n, err, i18n._(MESSAGES[action].fail)));
    } finally {
      setBusy(null);
    }
  };

  const afterCellWrite = () => {
    setEditing(null);
    show('success', t`Schedule updated successfully!`);
  };
  const saveCell = async (shift: Shift) => {
    if (!editing) return;
    await saveScheduleCell(salonId, editing.cell.staffId, editing.cell.date, shift);
    afterCellWrite();
  };
  const clearCell = async () => {
    if (!editing) return;
    await clearScheduleCell(editing.cell.staffId, editing.cell.date);
    afterCellWrite();
  };

  // The dialog starts from the member's regular week, or the salon's hours when they have none.
  const regularStart = regularOf ? initialWeek(patterns ?? [], regularOf.id, hours) : null;
  const loading = salon === undefined || staff === undefined || rows === undefined || patterns === undefined;

  return (
    <div className="page schedule-page">
      <header className="page__head">
        <h1 className="page__title">
          <Trans>Staff Schedule Management</Trans>
        </h1>
        <p className="page__subtitle">
          <Trans>Plan who works when, one week at a time.</Trans>
        </p>
      </header>

      {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}

      {loading ? (
        <Spinner />
      ) : grid.rows.length === 0 ? (
        <section className="card schedule-empty">
          <h2 className="card__title">
            <Trans>No active staff members</Trans>
          </h2>
          <p className="muted">
            <Trans>Add your team (or set members Active) first, then plan their week here.</Trans>
          </p>
          <Link className={buttonClass('primary')} to="/dashboard/staff">
            <Trans>Go to Staff Management</Trans>
          </Link>
        </section>
      ) : (
        <section className="card schedule-card" aria-label={t`Week`}>
          <ScheduleToolbar
            label={weekLabel(weekStart, i18n.locale)}
            isThisWeek={weekStart === thisWeek}
            busy={busy !== null}
            ready={salonId !== null && staff !== undefined && rows !== undefined && previousRows !== undefined && latest !== undefined && hours !== undefined}
            canClear={scheduledCount(grid) > 0}
            onPrevious={() => setChosenWeek(shiftWeek(weekStart, -1))}
            onNext={() => setChosenWeek(shiftWeek(weekStart, 1))}
            onThisWeek={() => setChosenWeek(null)}
            onAction={(a) => void run(a)}
          />
          <p className="muted schedule-help" id="schedule-help">
            {i18n._(GENERATE_HELP)}
          </p>
          <ScheduleGrid
            grid={grid}
            patterns={patterns ?? []}
            onEdit={(cell, staffName) => setEditing({ cell, staffName })}
            onRegularWeek={(id, name) => setRegularOf({ id, name })}
            locale={locale}
          />
        </section>
      )}

      {regularOf && salonId ? (
        <RegularWeekDialog
          key={regularOf.id}
          staffName={regularOf.name}
          initial={regularStart?.week ?? []}
          hasRegular={regularStart?.hasRegular ?? false}
          salonHours={weekFromHours(hours)}
          onSave={(week) => saveRegularWeek(salonId, regularOf.id, week)}
          onRemove={() => removeRegularWeek(regularOf.id).then(() => undefined)}
          onClose={() => setRegularOf(null)}
          onSaved={(text) => {
            setRegularOf(null);
            show('success', text);
          }}
        />
      ) : null}

      {editing ? (
        <EditCellDialog
          key={`${editing.cell.staffId}|${editing.cell.date}`}
          cell={editing.cell}
          staffName={editing.staffName}
          dayLabel={gridDay(editing.cell.date, i18n.locale).long}
          onSave={saveCell}
          onClearCell={clearCell}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
