// The device's database (DESIGN.md §3). Schema versions are append-only: to change the schema,
// add a `this.version(n + 1)` block below; never edit a released one.
import Dexie, { type Table } from 'dexie';
import type { SyncedTables } from '../domain/types';
import { customerKeyMiddleware, fillCustomerKeys } from './customer-keys';
import type {
  ActionLogEntry,
  AssistantQueueEntry,
  ConflictRow,
  OutboxEntry,
  PendingContactRequest,
  SettingRow,
  SyncStateRow,
} from './schema';

type SyncedTableMap = { [K in keyof SyncedTables]: Table<SyncedTables[K], string> };

export class SalonDeskDB extends Dexie {
  salons!: SyncedTableMap['salons'];
  services!: SyncedTableMap['services'];
  staff!: SyncedTableMap['staff'];
  staff_services!: SyncedTableMap['staff_services'];
  business_hours!: SyncedTableMap['business_hours'];
  salon_faqs!: SyncedTableMap['salon_faqs'];
  staff_schedules!: SyncedTableMap['staff_schedules'];
  customers!: SyncedTableMap['customers'];
  appointments!: SyncedTableMap['appointments'];
  outbox!: Table<OutboxEntry, number>;
  sync_state!: Table<SyncStateRow, string>;
  settings!: Table<SettingRow, string>;
  assistant_queue!: Table<AssistantQueueEntry, number>;
  action_log!: Table<ActionLogEntry, number>;
  conflicts!: Table<ConflictRow, string>;
  contact_requests!: Table<PendingContactRequest, number>;

  constructor(name = 'salon-desk') {
    super(name);
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
    // Version 2: the screens read windows, never whole tables (issue 3 "Speed"). Date+time orders
    // the appointments table, status+date its status filter and cards, updated_at the latest
    // changes for Recent Activity.
    this.version(2).stores({
      appointments:
        'id, salon_id, customer_id, staff_id, service_id, [salon_id+appointment_date], [staff_id+appointment_date], ' +
        '[salon_id+appointment_date+start_time], [salon_id+status+appointment_date+start_time], [salon_id+updated_at]',
      customers: 'id, salon_id, [salon_id+phone], [salon_id+updated_at]',
    });
    // Version 4: one phone identity (issue 12). Customers are found by their E.164 key; the raw
    // phone's index goes (nothing reads it). The upgrade fills the key of every existing row and
    // marks duplicates for the merge after open (repositories/customer-merge.ts). Version 3 is
    // the sync engine's; Dexie allows the gap.
    this.version(4)
      .stores({ customers: 'id, salon_id, [salon_id+updated_at], [salon_id+phone_key]' })
      .upgrade(fillCustomerKeys);
    this.use(customerKeyMiddleware);
  }
}

/** The app's database. Tests make their own instances with other names. */
export const db = new SalonDeskDB();
