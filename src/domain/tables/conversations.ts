// Sarah's conversations on record and the owner's notifications: synced like every
// salon table, so the owner's other devices see each call, its transcript and what it changed.
import { bool, instant, owned, ref, SERVER_ONLY, text } from './columns';
import type { TableDef } from './kinds';

export { INSTANT_PATTERN } from './formats';

/** sms: a customer's texts to the salon's number, answered by Sarah. */
export const CALL_CHANNELS = ['chat', 'phone', 'sms'] as const;
/** How a conversation ended; null while it is still going. */
export const CALL_OUTCOMES = ['booked', 'rescheduled', 'cancelled', 'answered', 'message_taken', 'failed'] as const;
export const TURN_ROLES = ['customer', 'assistant', 'tool'] as const;
/** delivery_failed: a customer message the backend could not deliver; confirmed: a customer confirmed by text. */
export const NOTIFICATION_KINDS = ['booking', 'rescheduled', 'cancelled', 'message', 'conflict', 'delivery_failed', 'confirmed'] as const;
/** Who caused a notification: Sarah, the owner on one of her devices, or the public booking page. */
export const NOTIFICATION_SOURCES = ['assistant', 'device', 'booking_page', 'server'] as const;
/** The most a notification's body parts (JSON) hold: a few names, a date and a time, with room. */
export const BODY_PARTS_MAX = 2000;

export const CONVERSATION_TABLES = {
  calls: {
    scope: 'salon',
    columns: {
      ...owned,
      channel: { kind: 'enum', values: CALL_CHANNELS },
      started_at: instant,
      ended_at: { ...instant, nullable: true },
      caller_name: text(120, { nullable: true }),
      /** As the caller said it: free text, no phone format (a refused call record would lose its transcript). */
      caller_phone: text(40, { nullable: true }),
      outcome: { kind: 'enum', values: CALL_OUTCOMES, nullable: true },
      /** The message Sarah took for the salon (outcome message_taken). */
      message: text(4000, { nullable: true }),
      callback_requested: bool,
      /** The owner dealt with the message ("Done"). */
      message_done: bool,
    },
    serverOnly: SERVER_ONLY,
    dexie: ['id', '[salon_id+started_at]', '[salon_id+updated_at]'],
    label: 'calls',
    noun: ['call', 'calls'],
  },
  call_turns: {
    scope: 'salon',
    columns: {
      ...owned,
      call_id: ref('calls'),
      /** Order within the call, from 0. */
      position: { kind: 'int', min: 0, max: 10_000 },
      role: { kind: 'enum', values: TURN_ROLES },
      /** What was said, or for a tool step its one-line result. */
      content: text(8000),
      tool_name: text(60, { nullable: true }),
      /** The tool call's arguments as JSON. */
      tool_args: text(4000, { nullable: true }),
      /** The appointment a tool step created, moved or cancelled. */
      appointment_id: { kind: 'uuid', nullable: true },
      /** For an assistant turn: milliseconds from the customer's message to this reply. */
      latency_ms: { kind: 'int', min: 0, max: 600_000, nullable: true },
      at: instant,
    },
    serverOnly: SERVER_ONLY,
    dexie: ['id', 'salon_id', '[call_id+position]'],
    label: 'call transcript lines',
    noun: ['transcript line', 'transcript lines'],
  },
  notifications: {
    scope: 'salon',
    columns: {
      ...owned,
      kind: { kind: 'enum', values: NOTIFICATION_KINDS },
      source: { kind: 'enum', values: NOTIFICATION_SOURCES },
      title: text(200),
      body: text(4000),
      /**
       * The body's sentence in parts (src/domain/notification-parts.ts, JSON), so a device writes it
       * in its owner's language; null on older rows and where the parts would not fit.
       */
      body_parts: text(BODY_PARTS_MAX, { nullable: true, optional: true }),
      appointment_id: { kind: 'uuid', nullable: true },
      call_id: { kind: 'uuid', nullable: true },
      /** The number to call back, for a message: the call's caller_phone, free text like it. */
      phone: text(40, { nullable: true }),
      at: instant,
      read: bool,
    },
    serverOnly: SERVER_ONLY,
    dexie: ['id', 'salon_id', '[salon_id+at]', 'appointment_id'],
    label: 'notifications',
    noun: ['notification', 'notifications'],
  },
} as const satisfies Record<string, TableDef>;
