// The reads behind Sarah's figures: the period's calls through the
// [salon_id+started_at] index, their transcript lines call by call through [call_id+position],
// and only the appointments those lines booked, by key. Never a whole table.
import type { Appointment, Call, CallTurn, Service } from '../../domain/types';
import type { SalonDeskDB } from '../../db/database';
import { bookedAppointmentIds } from '../../domain/call-stats';
import type { TableName } from '../use-live-read';

export const CALL_STATS_TABLES: readonly TableName[] = ['calls', 'call_turns', 'appointments', 'services'];

export interface CallStatsSources {
  calls: Call[];
  turns: CallTurn[];
  /** The appointments the calls' create_appointment steps booked (those on this device). */
  appointments: Appointment[];
  services: Service[];
}

/** Turns of the given calls, in call order then position (tombstones included: the caller drops them). */
export async function readTurnsOf(db: SalonDeskDB, callIds: readonly string[]): Promise<CallTurn[]> {
  const perCall = await Promise.all(callIds.map((id) => db.call_turns.where('[call_id+position]').between([id, 0], [id, Infinity], true, true).toArray()));
  return perCall.flat();
}

/** Calls of the salon started within [start, end) (ISO instants), with what the figures need. */
export function readCallStatsSources(db: SalonDeskDB, salonId: string, start: string, end: string): Promise<CallStatsSources> {
  return db.transaction('r', [db.calls, db.call_turns, db.appointments, db.services], async () => {
    const rows = await db.calls.where('[salon_id+started_at]').between([salonId, start], [salonId, end], true, false).toArray();
    const calls = rows.filter((c) => !c.deleted);
    const turns = (
      await readTurnsOf(
        db,
        calls.map((c) => c.id),
      )
    ).filter((t) => !t.deleted);
    const ids = bookedAppointmentIds(turns);
    const none = ids.length === 0;
    const [appointments, services]: [(Appointment | undefined)[], Service[]] = await Promise.all([
      none ? [] : db.appointments.bulkGet(ids),
      none ? [] : db.services.where('salon_id').equals(salonId).toArray(),
    ]);
    return {
      calls,
      turns,
      appointments: appointments.filter((a): a is Appointment => !!a && a.salon_id === salonId),
      services,
    };
  });
}
