// The device's database (docs/architecture.md#data-contract). Schema versions are append-only: to change the schema,
// add a `this.version(n + 1)` block below; never edit a released one.
import Dexie, { type Table } from 'dexie';
import { dexieStores } from '../domain/tables';
import type { SyncedTables } from '../domain/types';
import { customerKeyMiddleware, fillCustomerKeys } from './customer-keys';
import type { ActionLogEntry, AssistantQueueEntry, ConflictRow, OutboxEntry, PendingContactRequest, SettingRow, SyncStateRow } from './schema';

/** The newest version block's number: a new block raises it (unit test: equal to the history's). */
export const CURRENT_VERSION = 15;

/** The device-only stores as the newest version block leaves them (the synced ones are the registry's). */
export const LOCAL_STORES: Readonly<Record<string, string>> = {
  outbox: '++seq, &mutation_id, salon_id, [table+row_id]',
  sync_state: 'salon_id',
  settings: 'key',
  assistant_queue: '++id, salon_id, status',
  action_log: '++id, salon_id, timestamp',
  conflicts: 'id, salon_id',
  contact_requests: '++seq, &id, status',
};

const openedKey = (name: string) => `salon-desk:schema-opened:${name}`;

/**
 * Whether this browser opened the database `name` at CURRENT_VERSION before. IndexedDB versions
 * only go up, so the database is at least there; clearing the site's data clears both.
 */
function openedAtCurrentVersion(name: string): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(openedKey(name)) === String(CURRENT_VERSION);
  } catch {
    return false;
  }
}

function rememberOpened(name: string, version: number): void {
  try {
    if (typeof localStorage !== 'undefined' && version === CURRENT_VERSION) localStorage.setItem(openedKey(name), String(version));
  } catch {
    // No localStorage (a private mode that refuses it): the next start declares the history again.
  }
}

/** Outbox fields of versions 1–2 that nothing read; version 3 strips them. */
export const OBSOLETE_OUTBOX_FIELDS = ['base_version', 'attempts', 'next_attempt_at', 'last_error', 'status'] as const;

type SyncedTableMap = { [K in keyof SyncedTables]: Table<SyncedTables[K], string> };

// The synced tables' properties come from the registry's table map, so a new synced table needs
// no line here (Dexie sets them at open from the declared stores).
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type -- typing only, see above
export interface SalonDeskDB extends SyncedTableMap {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- typing only, see above
export class SalonDeskDB extends Dexie {
  outbox!: Table<OutboxEntry, number>;
  sync_state!: Table<SyncStateRow, string>;
  settings!: Table<SettingRow, string>;
  assistant_queue!: Table<AssistantQueueEntry, number>;
  action_log!: Table<ActionLogEntry, number>;
  conflicts!: Table<ConflictRow, string>;
  contact_requests!: Table<PendingContactRequest, number>;

  constructor(name = 'salon-desk') {
    super(name);
    this.use(customerKeyMiddleware);
    // Each version block costs Dexie a rebuild of every table's API (about 15 ms on a desktop for
    // the twelve, four times that on the tablet, on every cold start). A database this device
    // already opened at the current version needs none of the history: its schema alone is
    // declared. Any other (new, older, or a browser without localStorage) gets every block, so
    // the upgrades of the versions it lacks run as released.
    if (openedAtCurrentVersion(name)) this.declareCurrent();
    else this.declareHistory();
    this.on('ready', () => rememberOpened(name, this.verno));
  }

  /** The schema as the last version block leaves it, in one block (unit test: equal to the history's). */
  protected declareCurrent(): void {
    this.version(CURRENT_VERSION).stores({ ...LOCAL_STORES, ...dexieStores() });
  }

  /** Every released version block, in order, then the registry's say on the newest. */
  protected declareHistory(): void {
    this.version(1).stores({
      salons: 'id, owner_id',
      services: 'id, salon_id',
      staff: 'id, salon_id',
      staff_services: 'id, salon_id, staff_id, service_id',
      business_hours: 'id, salon_id',
      salon_faqs: 'id, salon_id',
      staff_schedules: 'id, salon_id, staff_id, date, [staff_id+date], [salon_id+date]',
      customers: 'id, salon_id, [salon_id+phone]',
      appointments: 'id, salon_id, customer_id, staff_id, service_id, [salon_id+appointment_date], [staff_id+appointment_date]',
      outbox: '++seq, &mutation_id, salon_id, [table+row_id], status',
      sync_state: 'salon_id',
      settings: 'key',
      assistant_queue: '++id, salon_id, status',
      action_log: '++id, salon_id, timestamp',
      conflicts: 'id, salon_id',
      // seq keeps submission order (ids are random, timestamps can tie).
      contact_requests: '++seq, &id, status',
    });
    // Version 2: the screens read windows, never whole tables. Date+time orders
    // the appointments table, status+date its status filter and cards, updated_at the latest
    // changes for Recent Activity.
    this.version(2).stores({
      appointments:
        'id, salon_id, customer_id, staff_id, service_id, [salon_id+appointment_date], [staff_id+appointment_date], ' +
        '[salon_id+appointment_date+start_time], [salon_id+status+appointment_date+start_time], [salon_id+updated_at]',
      customers: 'id, salon_id, [salon_id+phone], [salon_id+updated_at]',
    });
    // Version 3: the outbox keeps only what is sent and its order. `base_version`,
    // `attempts`, `next_attempt_at`, `last_error` and `status` were written once and never read:
    // retry and auth state live in the engine per salon, and a refused change is kept in
    // `conflicts` with its reason. The `status` index goes; every queued change stays, minus
    // those five fields.
    this.version(3)
      .stores({ outbox: '++seq, &mutation_id, salon_id, [table+row_id]' })
      .upgrade((tx) =>
        tx
          .table('outbox')
          .toCollection()
          .modify((entry: Record<string, unknown>) => {
            for (const key of OBSOLETE_OUTBOX_FIELDS) delete entry[key];
          }),
      );
    // Version 4: one phone identity. Customers are found by their E.164 key; the raw
    // phone's index goes (nothing reads it). The upgrade fills the key of every existing row and
    // marks duplicates for the merge after open (repositories/customer-merge.ts). Version 3 is
    // the outbox's.
    this.version(4).stores({ customers: 'id, salon_id, [salon_id+updated_at], [salon_id+phone_key]' }).upgrade(fillCustomerKeys);
    // Version 5: Sarah's conversations and the owner's notifications, as the registry
    // declares them.
    this.version(5).stores({
      calls: 'id, salon_id, [salon_id+started_at], [salon_id+updated_at]',
      call_turns: 'id, salon_id, [call_id+position]',
      notifications: 'id, salon_id, [salon_id+at]',
    });
    // Version 6: customer messages and their settings.
    this.version(6).stores({
      message_settings: 'id, salon_id',
      customer_messages: 'id, salon_id, appointment_id, [salon_id+status]',
    });
    // Version 7: booking rules, staff time off and breaks.
    this.version(7).stores({
      booking_settings: 'id, salon_id',
      staff_time_off: 'id, salon_id, staff_id',
      staff_breaks: 'id, salon_id, staff_id',
    });
    // Version 8: the services of one visit share a visit_id, and are found by it.
    this.version(8).stores({
      appointments:
        'id, salon_id, customer_id, staff_id, service_id, [salon_id+appointment_date], [staff_id+appointment_date], ' +
        '[salon_id+appointment_date+start_time], [salon_id+status+appointment_date+start_time], [salon_id+updated_at], visit_id',
    });
    // Version 9: an appointment's history is its notifications, found by it.
    this.version(9).stores({
      notifications: 'id, salon_id, [salon_id+at], appointment_id',
    });
    // Version 10: each technician's regular week.
    this.version(10).stores({
      staff_patterns: 'id, salon_id, staff_id',
    });
    // Version 11: the AI agent configuration, synced (it was this device's setting).
    this.version(11).stores({
      agent_settings: 'id, salon_id',
    });
    // Version 12: two appointment indexes nothing needs go. Nothing read staff_id alone, and
    // [salon_id+appointment_date] is the start of [salon_id+appointment_date+start_time]. Every
    // index is written with each row: dropping the two took a new device holding ten years of a
    // salon from 647 MB of IndexedDB to 562 MB, and its first sync writes less.
    this.version(12).stores({
      appointments:
        'id, salon_id, customer_id, service_id, [staff_id+appointment_date], ' +
        '[salon_id+appointment_date+start_time], [salon_id+status+appointment_date+start_time], [salon_id+updated_at], visit_id',
    });
    // Version 13: the schedule's staff_id and date indexes go: every read of a schedule goes by
    // [staff_id+date] or [salon_id+date]. A ten-year salon holds a row per member and day, and a
    // new device's first sync wrote two index entries per row that nothing read.
    this.version(13).stores({
      staff_schedules: 'id, salon_id, [staff_id+date], [salon_id+date]',
    });
    // Version 14: two more appointment indexes go. salon_id alone: a salon's rows are read
    // through [salon_id+updated_at] (src/db/salon-rows.ts). [staff_id+appointment_date]: a
    // member's bookings of a day are the salon's day, filtered. Both were written with each of a
    // ten-year salon's 200,000 rows on its first sync, about a sixth of IndexedDB's work there.
    this.version(14).stores({
      appointments:
        'id, customer_id, service_id, [salon_id+appointment_date+start_time], [salon_id+status+appointment_date+start_time], [salon_id+updated_at], visit_id',
    });
    // Version 15: salon_id alone goes from the calls and the schedules too, read through
    // [salon_id+updated_at] and [salon_id+date]: a row per call and per member and day, written
    // with each of them on a first sync and read by nothing but a whole-salon walk.
    this.version(15).stores({
      calls: 'id, [salon_id+started_at], [salon_id+updated_at]',
      staff_schedules: 'id, [staff_id+date], [salon_id+date]',
    });
    // Keep this call after the last version block.
    this.declareSyncedStores();
  }

  /**
   * The synced tables' current schema is the registry's (src/domain/tables.ts): it is declared
   * once more on the newest version, after the literal blocks above. Those blocks stay as they
   * were released (history: a device upgrading from version 1 replays them), so the registry can
   * never rewrite a released version. While the newest block and the registry agree, declaring
   * again changes nothing; src/db/dexie-registry.test.ts builds the database from the blocks
   * alone (this method overridden to do nothing) and fails when they differ, i.e. when the
   * registry's indexes changed without a new `this.version(n + 1)` block carrying the change.
   * Installed devices only ever get new indexes through a new version, never by this call.
   */
  protected declareSyncedStores(): void {
    this.version(this.verno).stores(dexieStores());
  }
}

/** The app's database. Tests make their own instances with other names. */
export const db = new SalonDeskDB();
