// The figures' read takes the period's calls by the start index, their lines call by call and
// only the appointments booked in them; with the pure callStats it gives the Overview's numbers.
import { describe, expect, it } from 'vitest';
import { readCallStatsSources } from './call-stats';
import { callStats, periodWindow } from '../../domain/call-stats';
import type { Appointment, Call, CallTurn, Service } from '../../domain/types';
import { freshDevice } from '../../../tests/support/db-helpers';

const SALON = 'salon-1';
const sync = { salon_id: SALON, updated_at: '0', deleted: false, version: null };
const call = (id: string, started_at: string, outcome: Call['outcome'], salon_id = SALON): Call => ({
  ...sync,
  salon_id,
  id,
  channel: 'chat',
  started_at,
  ended_at: outcome ? started_at : null,
  caller_name: 'Jo',
  caller_phone: null,
  outcome,
  message: null,
  callback_requested: false,
  message_done: false,
});
const turn = (call_id: string, position: number, over: Partial<CallTurn>): CallTurn => ({
  ...sync,
  id: `${call_id}-${position}`,
  call_id,
  position,
  role: 'assistant',
  content: '',
  tool_name: null,
  tool_args: null,
  appointment_id: null,
  latency_ms: null,
  at: '2026-03-04T15:00:00.000Z',
  ...over,
});
const appt = (id: string, status: Appointment['status']): Appointment => ({
  ...sync,
  id,
  customer_id: 'cu',
  staff_id: 'st',
  service_id: 'gel',
  appointment_date: '2026-03-05',
  start_time: '10:00',
  end_time: '11:00',
  notes: null,
  status,
});
const gel: Service = { ...sync, id: 'gel', name: 'Gel Manicure', price: 45.5, duration: 60, description: null };

describe('readCallStatsSources', () => {
  it("reads the window's calls with their lines and booked appointments, nothing else", async () => {
    const { db } = await freshDevice();
    const window = periodWindow('today', '2026-03-04', 'America/New_York'); // 05:00Z .. 05:00Z next day
    await db.calls.bulkPut([
      call('in-1', '2026-03-04T15:00:00.000Z', 'booked'),
      call('in-2', '2026-03-04T16:00:00.000Z', 'message_taken'),
      call('before', '2026-03-04T04:59:59.999Z', 'booked'),
      call('after', '2026-03-05T05:00:00.000Z', 'booked'),
      call('other-salon', '2026-03-04T15:00:00.000Z', 'booked', 'salon-2'),
    ]);
    await db.call_turns.bulkPut([
      turn('in-1', 0, { role: 'customer' }),
      turn('in-1', 1, { role: 'tool', tool_name: 'create_appointment', appointment_id: 'booked-1' }),
      turn('in-1', 2, { latency_ms: 900 }),
      turn('in-2', 0, { latency_ms: 1500 }),
      turn('before', 0, { role: 'tool', tool_name: 'create_appointment', appointment_id: 'booked-before' }),
    ]);
    await db.appointments.bulkPut([appt('booked-1', 'confirmed'), appt('booked-before', 'confirmed'), appt('unrelated', 'confirmed')]);
    await db.services.put(gel);

    const sources = await readCallStatsSources(db, SALON, window.start, window.end);
    expect(sources.calls.map((c) => c.id).sort()).toEqual(['in-1', 'in-2']);
    expect(sources.turns.map((t) => t.id)).toEqual(['in-1-0', 'in-1-1', 'in-1-2', 'in-2-0']);
    expect(sources.appointments.map((a) => a.id)).toEqual(['booked-1']);

    const stats = callStats({ window, ...sources });
    expect(stats.callsHandled).toEqual({ kind: 'value', value: 2 });
    expect(stats.handledWithoutStaff).toEqual({ kind: 'value', value: { handled: 1, ended: 2, share: 0.5 } });
    expect(stats.medianReplyMs).toEqual({ kind: 'value', value: 1200 });
    expect(stats.bookings).toEqual({ kind: 'value', value: 1 });
    expect(stats.revenue).toEqual({ kind: 'value', value: 45.5 });
    db.close();
  });
});
