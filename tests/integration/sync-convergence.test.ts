// Convergence: several devices of one salon make random creates, edits and deletes across the
// tables while randomly offline, then all sync. Every device and the server must end identical,
// with no outbox entry lost and no row duplicated. Runs against the real local backend.
// CONVERGENCE_RUNS / CONVERGENCE_STEPS raise the effort for a soak run (40 × 60 passed).
// endOnFailure: each run signs up an owner and several devices, so shrinking would take minutes;
// the counterexample and seed are printed as found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LocalBackend } from '../../sync/server/index';
import { addFaq, addService, deleteFaq, deleteService, saveBusinessHours, updateService } from '../../src/db/repositories/salon-profile';
import { addStaff, deleteStaff, setStaffActive, setStaffService } from '../../src/db/repositories/staff';
import { saveScheduleCell } from '../../src/db/repositories/schedules';
import { createAppointment, updateAppointmentStatus } from '../../src/db/repositories/appointments';
import { DEFAULT_BUSINESS_HOURS } from '../../src/domain/business-hours';
import { PreconditionError, ValidationError } from '../../src/domain/errors';
import { STAFF_POSITIONS } from '../../src/domain/types';
import { startTestBackend, uniqueEmail } from './helpers';
import { newDevice, signUpOwner, snapshot, syncAll, type SimDevice } from './engine-harness';
import { salonRowsOf } from '../../src/db/salon-rows';

let backend: LocalBackend;
beforeAll(async () => {
  ({ backend } = await startTestBackend());
});
afterAll(async () => backend?.close());

const KINDS = [
  'service',
  'price',
  'deleteService',
  'staff',
  'toggleStaff',
  'deleteStaff',
  'link',
  'faq',
  'deleteFaq',
  'hours',
  'shift',
  'book',
  'status',
  'sync',
  'offline',
] as const;
type Kind = (typeof KINDS)[number];
interface Step {
  device: number;
  kind: Kind;
  a: number;
  b: number;
  flag: boolean;
}

const DATES = ['2031-03-03', '2031-03-04', '2031-03-05'];
const STATUSES = ['pending', 'confirmed', 'completed', 'canceled', 'no_show'] as const;
const pick = <T>(rows: T[], n: number): T | undefined => (rows.length ? rows[n % rows.length] : undefined);
const live = async <T extends { deleted: boolean }>(rows: Promise<T[]>) => (await rows).filter((r) => !r.deleted);

/** Applies one step; domain refusals (a slot taken, a row deleted meanwhile) are part of the game. */
async function apply(d: SimDevice, step: Step, created: Set<string>): Promise<void> {
  const { db, ctx, salonId } = d;
  const services = await live(db.services.where('salon_id').equals(salonId).toArray());
  const staff = await live(db.staff.where('salon_id').equals(salonId).toArray());
  const track = <T extends { id: string }>(row: T) => (created.add(row.id), row);
  const { a, b, flag } = step;
  switch (step.kind) {
    case 'service':
      track(await addService(salonId, { name: `Service ${a % 7}`, price: `${20 + (a % 40)}.${b % 10}0`, duration: String(30 + (b % 3) * 15) }, ctx));
      return;
    case 'price': {
      const s = pick(services, a);
      if (s)
        await updateService(s.id, { name: s.name, price: String(10 + (b % 90)), duration: String(s.duration), description: flag ? `note ${b}` : null }, ctx);
      return;
    }
    case 'deleteService': {
      const s = pick(services, a);
      if (s) await deleteService(s.id, ctx);
      return;
    }
    case 'staff':
      track(await addStaff(salonId, { name: `Tech ${a % 9}`, position: STAFF_POSITIONS[b % STAFF_POSITIONS.length] }, ctx));
      return;
    case 'toggleStaff': {
      const m = pick(staff, a);
      if (m) await setStaffActive(m.id, !m.is_active, ctx);
      return;
    }
    case 'deleteStaff': {
      const m = pick(staff, a);
      if (m && flag) await deleteStaff(m.id, ctx);
      return;
    }
    case 'link': {
      const m = pick(staff, a);
      const s = pick(services, b);
      if (m && s) await setStaffService(m.id, s.id, flag, ctx);
      return;
    }
    case 'faq':
      track(await addFaq(salonId, { question: `Question ${a}?`, answer: `Answer ${b}` }, ctx));
      return;
    case 'deleteFaq': {
      const f = pick(await live(db.salon_faqs.where('salon_id').equals(salonId).toArray()), a);
      if (f) await deleteFaq(f.id, ctx);
      return;
    }
    case 'hours':
      await saveBusinessHours(
        salonId,
        DEFAULT_BUSINESS_HOURS.map((h) =>
          h.day_of_week === a % 7 ? { ...h, is_closed: flag, open_time: flag ? null : h.open_time, close_time: flag ? null : h.close_time } : h,
        ),
        ctx,
      );
      return;
    case 'shift': {
      const m = pick(staff, a);
      const shift = flag ? { start_time: '09:00', end_time: `${12 + (b % 7)}:00`, is_day_off: false } : { start_time: null, end_time: null, is_day_off: true };
      if (m) await saveScheduleCell(salonId, m.id, pick(DATES, b)!, shift, ctx);
      return;
    }
    case 'book': {
      const s = pick(services, a);
      if (!s) return;
      const start = `${String(9 + (b % 8)).padStart(2, '0')}:00`;
      track(
        await createAppointment(
          {
            salonId,
            serviceId: s.id,
            staffId: null,
            date: pick(DATES, a)!,
            start,
            now: { date: '2031-01-01', time: '08:00' },
            customer: { name: `Guest ${b % 5}`, phone: `555-01${b % 5}` },
          },
          ctx,
        ),
      );
      return;
    }
    case 'status': {
      const appt = pick(await live(salonRowsOf(db.appointments, salonId).toArray()), a);
      if (appt && appt.status !== 'conflict') await updateAppointmentStatus(appt.id, STATUSES[b % STATUSES.length], ctx);
      return;
    }
    default:
      return;
  }
}

describe('convergence', () => {
  it('3–5 devices editing offline and online end identical to each other and the server', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 3, max: 5 }),
        fc.array(fc.record({ device: fc.nat(4), kind: fc.constantFrom(...KINDS), a: fc.nat(1000), b: fc.nat(1000), flag: fc.boolean() }), {
          minLength: 25,
          maxLength: Number(process.env.CONVERGENCE_STEPS ?? 60),
        }),
        async (count, steps) => {
          const owner = await signUpOwner(backend, uniqueEmail('conv'));
          const devices: SimDevice[] = [];
          for (let i = 0; i < count; i++) devices.push(await newDevice(backend, owner));
          const online = devices.map(() => true);
          const created = new Set<string>();
          try {
            for (const step of steps) {
              const i = step.device % count;
              if (step.kind === 'offline') online[i] = !online[i];
              else if (step.kind === 'sync') {
                if (online[i]) await devices[i].sync();
              } else {
                // By class, not name: a refusal may be a subclass (SlotTakenError for a taken time).
                await apply(devices[i], step, created).catch((e: unknown) => {
                  if (!(e instanceof ValidationError) && !(e instanceof PreconditionError)) throw e;
                });
              }
            }
            await syncAll(devices, 6);
            const fresh = await newDevice(backend, owner);
            devices.push(fresh);
            await fresh.sync();
            const expected = await snapshot(fresh);
            for (const d of devices) {
              expect(await d.db.outbox.count()).toBe(0);
              expect(await d.db.conflicts.filter((c) => c.kind === 'rejected').toArray()).toEqual([]);
              expect(await snapshot(d)).toEqual(expected);
            }
            // Nothing made on any device is missing on the server (tombstones count as present).
            const ids = new Set(Object.values(expected).flatMap((rows) => (rows as { id: string }[]).map((r) => r.id)));
            for (const id of created) expect(ids.has(id)).toBe(true);
            // Natural keys stay unique: one salon, one row per weekday, per link, per staff and date.
            expect(expected.salons).toHaveLength(1);
            const unique = (rows: unknown[], key: (r: Record<string, unknown>) => string) =>
              new Set((rows as Record<string, unknown>[]).map(key)).size === rows.length;
            expect(unique(expected.business_hours, (r) => String(r.day_of_week))).toBe(true);
            expect(unique(expected.staff_services, (r) => `${r.staff_id}|${r.service_id}`)).toBe(true);
            expect(unique(expected.staff_schedules, (r) => `${r.staff_id}|${r.date}`)).toBe(true);
          } finally {
            for (const d of devices) await d.close();
          }
        },
      ),
      { numRuns: Number(process.env.CONVERGENCE_RUNS ?? 6), endOnFailure: true },
    );
  }, 600_000);
});
