// The customer-message sender drains 10,000 due reminders on the local backend,
// through PostgREST with the service-role key and SMTP to the local mail catcher, as `npm start`
// runs it. The salon is seeded straight through the service role (not timed): 1,000 technicians
// with 10 appointments each on one day, so the appointments' own trigger queues one reminder
// each; the sender's clock is set to the evening before, when all are due and none has started.
// Each run puts the reminders back in the queue first (not timed).
import type { SupabaseClient } from '@supabase/supabase-js';
import { messageSettingsId, salonIdForOwner } from '../../src/domain/ids';
import { MESSAGE_KINDS } from '../../src/domain/tables/messages';
import { startLocalBackend, type LocalBackend } from '../../sync/server/index';
import { NO_RATE_LIMITS } from '../../sync/server/limits';
import { createMailer, type Mailer } from '../../sync/server/mailer';
import { Sender } from '../../sync/server/sender';
import { clientFor } from '../../tests/integration/helpers';
import type { BenchSuite } from '../lib/types';

const STAFF = 1_000;
const PER_STAFF = 10;
const REMINDERS = STAFF * PER_STAFF;
const DAY = '2031-06-10';
const CLOCK = '2031-06-09T19:00:00.000Z'; // every reminder (08:00–17:00 UTC the day before) is due
const stamp = '000001000000000.000000.000000000000';
const uuid = (n: number, kind: number) => `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

let backend: LocalBackend | null = null;
let mailer: Mailer | null = null;

async function insertAll(admin: SupabaseClient, table: string, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += 1000) {
    const { error } = await admin.from(table).insert(rows.slice(i, i + 1000));
    if (error) throw new Error(`seeding ${table}: ${error.message}`);
  }
}

async function seed(local: LocalBackend, admin: SupabaseClient): Promise<void> {
  const { data, error } = await clientFor(local).auth.signUp({ email: 'bench.owner@example.com', password: 'secret123' });
  if (error || !data.user) throw new Error(`sign-up: ${error?.message}`);
  const ownerId = data.user.id;
  const salonId = salonIdForOwner(ownerId);
  const sync = { salon_id: salonId, updated_at: stamp };
  const salon = {
    id: salonId,
    owner_id: ownerId,
    name: 'Bench Nails',
    address: '1 Main St',
    phone: '555-0100',
    email: 'bench@example.com',
    time_zone: 'UTC',
    updated_at: stamp,
  };
  const upsert = await admin.from('salons').upsert(salon);
  if (upsert.error) throw new Error(`seeding salons: ${upsert.error.message}`);
  // Confirmations off: the bench counts reminders only.
  await insertAll(admin, 'message_settings', [
    {
      id: messageSettingsId(salonId),
      ...sync,
      confirmation_on: false,
      update_on: true,
      cancellation_on: true,
      reminder_on: true,
      sms_on: false,
      reminder_lead_hours: 24,
      ...Object.fromEntries(
        MESSAGE_KINDS.flatMap((k) => [
          [`${k}_subject`, null],
          [`${k}_body`, null],
          [`${k}_sms`, null],
        ]),
      ),
    },
  ]);
  await insertAll(admin, 'services', [{ id: uuid(1, 2), ...sync, name: 'Gel Manicure', price: 45, duration: 60 }]);
  await insertAll(
    admin,
    'staff',
    Array.from({ length: STAFF }, (_, i) => ({ id: uuid(i, 3), ...sync, name: `Tech ${i}`, position: 'Nail Technician', is_active: true })),
  );
  await insertAll(
    admin,
    'customers',
    Array.from({ length: REMINDERS }, (_, i) => ({
      id: uuid(i, 4),
      ...sync,
      name: `Customer ${i}`,
      phone: `555-${String(i).padStart(5, '0')}`,
      email: `customer${i}@example.com`,
    })),
  );
  await insertAll(
    admin,
    'appointments',
    Array.from({ length: REMINDERS }, (_, i) => {
      const hour = 8 + (i % PER_STAFF);
      return {
        id: uuid(i, 5),
        ...sync,
        customer_id: uuid(i, 4),
        staff_id: uuid(Math.floor(i / PER_STAFF), 3),
        service_id: uuid(1, 2),
        appointment_date: DAY,
        start_time: `${String(hour).padStart(2, '0')}:00`,
        end_time: `${String(hour + 1).padStart(2, '0')}:00`,
        status: 'confirmed',
      };
    }),
  );
}

async function requeue(admin: SupabaseClient): Promise<void> {
  const { error } = await admin.from('customer_messages').update({ status: 'queued', attempts: 0, sent_at: null, claimed_until: null }).eq('kind', 'reminder');
  if (error) throw new Error(`requeue: ${error.message}`);
}

async function sentCount(admin: SupabaseClient): Promise<number> {
  const { count, error } = await admin.from('customer_messages').select('id', { count: 'exact', head: true }).eq('kind', 'reminder').eq('status', 'sent');
  if (error) throw new Error(error.message);
  return count ?? 0;
}

const suite: BenchSuite = {
  name: 'messages',
  async setup() {
    backend = await startLocalBackend({ port: 0, dataDir: null, distDir: null, limits: NO_RATE_LIMITS });
    const admin = clientFor(backend, backend.serviceRoleKey);
    await seed(backend, admin);
    const local = backend;
    const smtp = createMailer({ host: '127.0.0.1', port: local.mail!.port, secure: false, from: 'bench@salon-desk.local' });
    mailer = smtp;
    return [
      {
        name: 'sender: drain due reminders (SMTP to the catcher)',
        size: `${REMINDERS.toLocaleString('en-US')} reminders`,
        budgetMs: 60_000,
        runs: 2,
        warmup: 0,
        async samples(opts) {
          const out: number[] = [];
          for (let r = 0; r < opts.runs; r++) {
            await requeue(admin);
            const sender = new Sender({
              url: local.url,
              serviceRoleKey: local.serviceRoleKey,
              mailer: smtp,
              clock: () => new Date(CLOCK),
              batchSize: 250,
              concurrency: 8,
            });
            const t0 = performance.now();
            const result = await sender.drain();
            out.push(performance.now() - t0);
            const sent = await sentCount(admin);
            if (result.sent !== REMINDERS || sent !== REMINDERS)
              throw new Error(`sent ${result.sent} (recorded ${sent}) of ${REMINDERS}: ${JSON.stringify(result)}`);
          }
          return out;
        },
      },
    ];
  },
  async teardown() {
    mailer?.close();
    await backend?.close();
  },
};

export default suite;
