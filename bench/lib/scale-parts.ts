// The pieces of the scale bench's salons that scale-rows.ts assembles: the value type, the ids,
// and what a salon accumulates besides bookings (FAQs, breaks, time off, calls, notifications,
// sent reminders). Kept apart so each file reads on one screen or two.
export type Value = string | number | boolean | null;

export interface SalonSize {
  staff: number;
  services: number;
  customers: number;
  appointments: number;
  /** Days of history before today (appointments, then exceptions in the last part of it). */
  pastDays: number;
  /** Dated schedule exceptions per member. */
  exceptionDays: number;
  /** Calls with Sarah (four turns each), notifications, and sent messages of the history. */
  calls: number;
  notifications: number;
  messages: number;
}

export const MEDIAN_SALON: SalonSize = {
  staff: 8,
  services: 24,
  customers: 1_300,
  appointments: 5_600,
  pastDays: 700,
  exceptionDays: 120,
  calls: 150,
  notifications: 300,
  messages: 1_000,
};
export const LARGE_SALON: SalonSize = {
  staff: 24,
  services: 40,
  customers: 12_000,
  appointments: 80_000,
  pastDays: 1_000,
  exceptionDays: 365,
  calls: 1_500,
  notifications: 3_000,
  messages: 10_000,
};

export const hex = (n: number, width: number) => n.toString(16).padStart(width, '0').slice(-width);
/** A UUID-shaped id, unique per salon, table and row, the same on every run. */
export function rowId(salon: number, table: number, n: number): string {
  return `${hex(salon, 8)}-${hex(table, 4)}-4${hex(n >>> 12, 3)}-8${hex(n, 3)}-${hex(n * 2654435761, 12)}`;
}

/** COPY text format: \N for null, t/f, and backslash escapes for the characters COPY reads specially. */
export function copyValue(v: Value): string {
  if (v === null) return '\\N';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (typeof v === 'number') return String(v);
  if (!SPECIAL.test(v)) return v;
  return v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}
const SPECIAL = /[\\\t\n\r]/;
export const copyLine = (row: readonly Value[]) => `${row.map(copyValue).join('\t')}\n`;

/**
 * formatHlc's text for a counter of 0, without its argument checks: the generator makes millions
 * (the unit test holds the two equal).
 */
export const stampOf = (wall: number, node: string) => `${String(wall).padStart(15, '0')}.000000.${node}`;

/** field_stamps with every field at one stamp: the pieces that `.join(stamp)` puts together. */
export function stampTemplate(fields: readonly string[]): string[] {
  return `{${fields.map((c) => `"${c}": "\u0000"`).join(', ')}}`.split('\u0000');
}

export interface Draft {
  table: string;
  columns: string[];
  rows: { values: Value[]; deleted?: boolean }[];
}

const instant = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/**
 * What a salon accumulates besides bookings: FAQs, breaks and time off, calls with Sarah and
 * their turns, notifications, and the reminders sent for past appointments (each naming the
 * appointment's version, whose rows come `before` rows earlier in insert order).
 */
export function historyRows(index: number, size: SalonSize, salonId: string, staffIds: string[], ap: Draft, before: number, rand: () => number): Draft[] {
  const col = (name: string) => ap.columns.indexOf(name);
  const past = ap.rows.map((r, k) => ({ r, version: before + k + 1 })).filter(({ r }) => r.values[col('status')] === 'completed');
  const faqs: Draft = { table: 'salon_faqs', columns: ['id', 'salon_id', 'question', 'answer'], rows: [] };
  for (let k = 0; k < 6; k++) faqs.rows.push({ values: [rowId(index, 5, k), salonId, `Question ${k + 1}?`, 'Yes, please call ahead.'] });
  const breaks: Draft = { table: 'staff_breaks', columns: ['id', 'salon_id', 'staff_id', 'start_time', 'end_time', 'label'], rows: [] };
  const off: Draft = { table: 'staff_time_off', columns: ['id', 'salon_id', 'staff_id', 'start_date', 'end_date', 'reason', 'note'], rows: [] };
  staffIds.forEach((m, k) => {
    breaks.rows.push({ values: [rowId(index, 6, k), salonId, m, '13:00', '13:30', 'Lunch'] });
    for (let j = 0; j < 2; j++) {
      const start = String(past[Math.floor(rand() * past.length)]?.r.values[col('appointment_date')] ?? '2026-01-05');
      off.rows.push({ values: [rowId(index, 6, 1_000 + k * 2 + j), salonId, m, start, start, 'vacation', null] });
    }
  });
  const calls: Draft = {
    table: 'calls',
    columns: ['id', 'salon_id', 'channel', 'started_at', 'ended_at', 'caller_name', 'caller_phone', 'outcome', 'message', 'callback_requested', 'message_done'],
    rows: [],
  };
  const turns: Draft = {
    table: 'call_turns',
    columns: ['id', 'salon_id', 'call_id', 'position', 'role', 'content', 'tool_name', 'tool_args', 'appointment_id', 'latency_ms', 'at'],
    rows: [],
  };
  for (let k = 0; k < size.calls; k++) {
    const id = rowId(index, 7, k);
    const date = String(past[(k * 37) % past.length].r.values[col('appointment_date')]);
    calls.rows.push({
      values: [id, salonId, k % 3 ? 'phone' : 'chat', instant(date, 14), instant(date, 15), 'Anna Smith', '(555) 200-3000', 'booked', null, false, false],
    });
    for (let t = 0; t < 4; t++) {
      turns.rows.push({
        values: [
          rowId(index, 8, k * 4 + t),
          salonId,
          id,
          t,
          t % 2 ? 'assistant' : 'customer',
          t % 2 ? 'I can book that for you.' : 'Can I come in tomorrow?',
          null,
          null,
          null,
          t % 2 ? 320 : null,
          instant(date, 14),
        ],
      });
    }
  }
  const notes: Draft = {
    table: 'notifications',
    columns: ['id', 'salon_id', 'kind', 'source', 'title', 'body', 'appointment_id', 'call_id', 'phone', 'at', 'read'],
    rows: [],
  };
  for (let k = 0; k < size.notifications; k++) {
    const { r } = past[(k * 53) % past.length];
    notes.rows.push({
      values: [
        rowId(index, 10, k),
        salonId,
        'booking',
        k % 2 ? 'booking_page' : 'assistant',
        'New booking',
        'Gel Polish',
        r.values[0],
        null,
        null,
        instant(String(r.values[col('appointment_date')]), 9),
        true,
      ],
    });
  }
  const sent: Draft = {
    table: 'customer_messages',
    columns: ['id', 'salon_id', 'appointment_id', 'kind', 'channel', 'appointment_version', 'status', 'recipient', 'due_at', 'attempts', 'sent_at'],
    rows: [],
  };
  for (const { r, version } of past.slice(-size.messages)) {
    const at = instant(String(r.values[col('appointment_date')]), 8);
    sent.rows.push({
      values: [rowId(index, 11, sent.rows.length), salonId, r.values[0], 'reminder', 'email', version, 'sent', 'client@example.com', at, 1, at],
    });
  }
  return [faqs, breaks, off, calls, turns, notes, sent];
}
