// The Overview's figures read while a cold start is still evaluating its code (src/app/boot.ts
// waits for them a moment), so the Overview's first render already shows them instead of drawing
// once empty and again a moment later (src/data/primed-reads.ts says why that matters).
import { knownAuthState } from '../../../sync/auth-cache';
import { appointmentsBetweenRead, primeRead, salonRead, serviceRowsRead, setupProgressRead, staffRowsRead } from '../../data';
import { addDays, todayIn, weekStartOf, type ZonedNow } from '../../domain/dates';
import { salonIdForOwner } from '../../domain/ids';

/** Today and the time in the salon's zone; an unknown zone name falls back to the device's. */
export function salonNow(timeZone: string | undefined, now: number): ZonedNow {
  try {
    return todayIn(timeZone ?? 'UTC', new Date(now));
  } catch {
    return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date(now));
  }
}

/**
 * Reads what the Overview's first render needs, as its hooks key it (the salon, this week's
 * appointments, the staff, the services, the set-up checklist). Resolves when all are in; never
 * rejects (a failed read is the screen's own read's to report). The Overview forgets the answers
 * once its figures are up (its reads listen for themselves by then).
 */
export async function primeOverview(now = Date.now()): Promise<void> {
  const auth = knownAuthState();
  if (auth.status !== 'signed_in') return;
  const salonId = salonIdForOwner(auth.user.id);
  try {
    const rows = [primeRead(staffRowsRead(salonId)), primeRead(serviceRowsRead(salonId))];
    const salon = await primeRead(salonRead(auth.user.id));
    if (!salon) return;
    // The week and day as the Overview counts them: in the salon's zone.
    const today = salonNow(salon.time_zone, now);
    const weekStart = weekStartOf(today.date);
    await Promise.all([
      ...rows,
      primeRead(appointmentsBetweenRead(salonId, weekStart, addDays(weekStart, 6))),
      primeRead(setupProgressRead(salonId, today.date)),
    ]);
  } catch {
    // The Overview reads again and shows what failed.
  }
}
