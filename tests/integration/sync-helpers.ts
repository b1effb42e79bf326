// Test devices for the sync RPCs: each has its own client id, HLC node, and seq counter, and
// pushes through the real supabase-js → gateway → PostgREST → SQL path.
import type { SupabaseClient } from '@supabase/supabase-js';
import { formatHlc } from '../../src/domain/hlc';
import {
  agentSettingsId,
  bookingSettingsId,
  businessHoursId,
  messageSettingsId,
  salonIdForOwner,
  staffPatternId,
  staffScheduleId,
  staffServiceId,
} from '../../src/domain/ids';
import { REGISTRY } from '../../src/domain/tables';
import { rowSchema } from '../../src/domain/tables/row-schema';
import { MESSAGE_KINDS } from '../../src/domain/tables/messages';
import { SYNCED_TABLES, type SyncedTableName } from '../../src/domain/types';
import type { PullResponse, PushMutation, PushResponse } from '../../sync/protocol';

let nodeCounter = 0;

export class Device {
  readonly clientId = crypto.randomUUID();
  readonly node: string;
  seq = 0;
  private counter = 0;

  constructor(
    readonly client: SupabaseClient,
    readonly salonId: string,
  ) {
    nodeCounter += 1;
    this.node = (nodeCounter.toString(16) + crypto.randomUUID().replace(/-/g, '')).slice(0, 12);
  }

  /** A fresh stamp, `offsetMs` away from now. */
  stamp(offsetMs = 0): string {
    this.counter += 1;
    return formatHlc({ wall: Date.now() + offsetMs, counter: this.counter, node: this.node });
  }

  mutation(table: SyncedTableName, rowId: string, op: PushMutation['op'], fields: Record<string, unknown>, hlc = this.stamp()): PushMutation {
    this.seq += 1;
    return { seq: this.seq, mutation_id: crypto.randomUUID(), table, row_id: rowId, op, fields, hlc };
  }

  put(table: SyncedTableName, row: Record<string, unknown> & { id: string }, hlc?: string): PushMutation {
    return this.mutation(table, row.id, 'put', row, hlc);
  }

  async pushRaw(mutations: unknown, salonId = this.salonId) {
    return this.client.rpc('sync_push', { p_client_id: this.clientId, p_salon_id: salonId, p_mutations: mutations });
  }

  async push(mutations: PushMutation[]): Promise<PushResponse> {
    const { data, error } = await this.pushRaw(mutations);
    if (error) throw new Error(`sync_push failed: ${error.code} ${error.message}`);
    return data as PushResponse;
  }

  async pull(cursor = 0, limit = 1000, salonId = this.salonId): Promise<PullResponse> {
    const { data, error } = await this.client.rpc('sync_pull', { p_salon_id: salonId, p_cursor: cursor, p_limit: limit });
    if (error) throw new Error(`sync_pull failed: ${error.code} ${error.message}`);
    return data as PullResponse;
  }

  /** Pulls every page from `cursor`; returns the rows by table and id (last write wins). */
  async pullAll(cursor = 0, limit = 1000) {
    const rows = new Map<string, Record<string, unknown>>();
    let pages = 0;
    for (;;) {
      const page = await this.pull(cursor, limit);
      pages += 1;
      for (const c of page.changes) rows.set(`${c.table}:${c.row.id}`, c.row);
      cursor = page.cursor;
      if (!page.has_more) return { rows, cursor, pages };
    }
  }
}

/**
 * The rows of one small salon, one of every synced table, as the client would put them: natural
 * keys derive their ids as src/domain/ids.ts does, since sync_push refuses any other id.
 */
export function salonFixture(salonId: string, ownerId: string) {
  const service = {
    id: crypto.randomUUID(),
    salon_id: salonId,
    name: 'Gel Manicure',
    price: 35.5,
    duration: 45,
    description: null,
    buffer_minutes: 10,
    category: 'Manicure',
    is_active: true,
  };
  const staff = { id: crypto.randomUUID(), salon_id: salonId, name: 'Ana', phone: null, position: 'Nail Technician', is_active: true };
  const customer = { id: crypto.randomUUID(), salon_id: salonId, name: 'Jo', phone: '555-0100', email: null, notes: 'Allergic to acrylic', tags: 'VIP' };
  const callId = crypto.randomUUID();
  const appointmentId = crypto.randomUUID();
  const f = {
    salon: {
      id: salonId,
      owner_id: ownerId,
      name: 'Polished',
      address: '1 Main St',
      phone: '555-0001',
      email: 'p@example.com',
      website: null,
      time_zone: 'Europe/Paris',
    },
    service,
    staff,
    staffService: { id: staffServiceId(staff.id, service.id), salon_id: salonId, staff_id: staff.id, service_id: service.id },
    hours: { id: businessHoursId(salonId, 1), salon_id: salonId, day_of_week: 1, open_time: '09:00', close_time: '18:00', is_closed: false },
    faq: { id: crypto.randomUUID(), salon_id: salonId, question: 'Parking?', answer: 'Behind the shop.' },
    schedule: {
      id: staffScheduleId(staff.id, '2026-12-01'),
      salon_id: salonId,
      staff_id: staff.id,
      date: '2026-12-01',
      start_time: '09:00',
      end_time: '17:00',
      is_day_off: false,
    },
    customer,
    // In the past, so the server queues no confirmation or reminder for it (tests count rows).
    appointment: {
      id: appointmentId,
      salon_id: salonId,
      customer_id: customer.id,
      staff_id: staff.id,
      service_id: service.id,
      appointment_date: '2026-06-01',
      start_time: '10:00',
      end_time: '10:45',
      notes: null,
      status: 'confirmed',
      contact_name: 'Jo',
      contact_phone: '555-0100',
      contact_email: null,
    },
    call: {
      id: callId,
      salon_id: salonId,
      channel: 'chat',
      started_at: '2026-11-24T10:00:00.000Z',
      ended_at: null,
      caller_name: 'Jo',
      caller_phone: '555-0100',
      outcome: null,
      message: null,
      callback_requested: false,
      message_done: false,
    },
    turn: {
      id: crypto.randomUUID(),
      salon_id: salonId,
      call_id: callId,
      position: 0,
      role: 'customer',
      content: 'Hi, can I book a manicure?',
      tool_name: null,
      tool_args: null,
      appointment_id: null,
      latency_ms: null,
      at: '2026-11-24T10:00:00.000Z',
    },
    notification: {
      id: crypto.randomUUID(),
      salon_id: salonId,
      kind: 'booking',
      source: 'assistant',
      title: 'New booking',
      body: 'Jo, Gel Manicure',
      appointment_id: null,
      call_id: callId,
      phone: null,
      at: '2026-11-24T10:01:00.000Z',
      read: false,
    },
    messageSettings: {
      id: messageSettingsId(salonId),
      salon_id: salonId,
      confirmation_on: true,
      update_on: true,
      cancellation_on: true,
      reminder_on: true,
      sms_on: false,
      reminder_lead_hours: 24,
      from_name: null,
      reply_to: null,
      ...Object.fromEntries(
        MESSAGE_KINDS.flatMap((k) => [
          [`${k}_subject`, null],
          [`${k}_body`, null],
          [`${k}_sms`, null],
        ]),
      ),
    },
    bookingSettings: {
      id: bookingSettingsId(salonId),
      salon_id: salonId,
      min_notice_minutes: 120,
      max_advance_days: 60,
      slot_interval: 30,
      self_booking_status: 'pending',
    },
    timeOff: {
      id: crypto.randomUUID(),
      salon_id: salonId,
      staff_id: staff.id,
      start_date: '2026-12-24',
      end_date: '2026-12-31',
      reason: 'vacation',
      note: 'Family trip',
    },
    staffBreak: { id: crypto.randomUUID(), salon_id: salonId, staff_id: staff.id, start_time: '13:00', end_time: '13:30', label: 'Lunch' },
    // A Sunday off: a regular week that changes no test's free times.
    agentSettings: {
      id: agentSettingsId(salonId),
      salon_id: salonId,
      voice: 'emma',
      greeting: 'Thanks for calling Lotus Nails!',
      bookings: true,
      pricing: true,
      hours: true,
      transfer: true,
      redirect_phone: '+12125550100',
      call_cap_minutes: 12,
    },
    pattern: { id: staffPatternId(staff.id, 0), salon_id: salonId, staff_id: staff.id, day_of_week: 0, start_time: null, end_time: null, is_day_off: true },
    // Version 0 is never one the server's own queue uses (an appointment's first version is 1).
    customerMessage: {
      id: crypto.randomUUID(),
      salon_id: salonId,
      appointment_id: appointmentId,
      kind: 'reminder',
      channel: 'sms',
      appointment_version: 0,
      status: 'queued',
      recipient: null,
      due_at: '2026-11-30T09:00:00.000Z',
      attempts: 0,
      sent_at: null,
      provider_id: null,
      last_error: null,
      resend_requested_at: null,
    },
  };
  // Every row within the registry's limits, i.e. what the server's CHECKs accept.
  for (const t of SYNCED_TABLES) rowSchema(REGISTRY[t]).parse(f[FIXTURE_ROW[t]]);
  return f;
}

export type SalonFixture = ReturnType<typeof salonFixture>;

/** The fixture row of each registered table: a table added to the registry needs one here (type-checked). */
export const FIXTURE_ROW: Record<SyncedTableName, keyof SalonFixture> = {
  salons: 'salon',
  services: 'service',
  staff: 'staff',
  staff_services: 'staffService',
  business_hours: 'hours',
  salon_faqs: 'faq',
  staff_schedules: 'schedule',
  customers: 'customer',
  appointments: 'appointment',
  calls: 'call',
  call_turns: 'turn',
  notifications: 'notification',
  message_settings: 'messageSettings',
  customer_messages: 'customerMessage',
  booking_settings: 'bookingSettings',
  staff_time_off: 'timeOff',
  staff_breaks: 'staffBreak',
  staff_patterns: 'pattern',
  agent_settings: 'agentSettings',
};

/** Every fixture row as put mutations, in the registry's order (parents first). */
export function fixtureMutations(device: Device, f: SalonFixture): PushMutation[] {
  return SYNCED_TABLES.map((t) => device.put(t, f[FIXTURE_ROW[t]]));
}

/** Creates the owner's salon the way the app does: a first push of its row, id derived from the owner. */
export async function pushNewSalon(client: SupabaseClient, ownerId: string, name = 'Polished'): Promise<string> {
  const salonId = salonIdForOwner(ownerId);
  const device = new Device(client, salonId);
  const res = await device.push([device.put('salons', { ...salonFixture(salonId, ownerId).salon, name })]);
  if (res.results[0]?.status !== 'applied') throw new Error(`salon push: ${JSON.stringify(res.results[0])}`);
  return salonId;
}
