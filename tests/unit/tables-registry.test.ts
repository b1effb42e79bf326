// The registry of synced tables is consistent with itself and with the row types of the app.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { parseCustomer, parseNotes, parseService } from '../../src/domain/back-office';
import { BACKUP_TABLES } from '../../src/domain/backup';
import { REGISTRY, SYNC_COLUMNS, TABLE_NAMES, TABLES, type TableName } from '../../src/domain/tables';
import { rowSchema } from '../../src/domain/tables/row-schema';
import { SYNCED_TABLES, type SyncedTableName, type SyncedTables } from '../../src/domain/types';
import { PULLED_TABLES } from '../../sync/protocol';

type RegistryColumns<T extends TableName> = keyof (typeof TABLES)[T]['columns'] | (typeof SYNC_COLUMNS)[number];
/** Tables whose row type and registry entry disagree on the columns (never, when all agree). */
type Mismatched = {
  [T in TableName]: [keyof SyncedTables[T]] extends [RegistryColumns<T>] ? ([RegistryColumns<T>] extends [keyof SyncedTables[T]] ? never : T) : T;
}[TableName];

describe('the table registry', () => {
  it('has the row types\u2019 tables and columns (checked by the type checker)', () => {
    expectTypeOf<TableName>().toEqualTypeOf<SyncedTableName>();
    expectTypeOf<Mismatched>().toEqualTypeOf<never>();
  });

  it('lists every synced table once, parents first, and the lists derived from it follow', () => {
    expect(TABLE_NAMES).toEqual([
      'salons', 'services', 'staff', 'staff_services', 'business_hours', 'salon_faqs', 'staff_schedules', 'customers', 'appointments',
      'calls', 'call_turns', 'notifications', 'message_settings', 'customer_messages',
      'booking_settings', 'staff_time_off', 'staff_breaks',
    ]);
    expect(SYNCED_TABLES).toEqual(TABLE_NAMES);
    // The salon row travels apart; customer messages are the server's record, never restored.
    expect(BACKUP_TABLES).toEqual(TABLE_NAMES.filter((t) => t !== 'salons' && t !== 'customer_messages'));
    expect(PULLED_TABLES).toEqual([...TABLE_NAMES, 'sync_conflicts']);
  });

  it('refers only to tables listed before the referring one', () => {
    for (const [i, t] of TABLE_NAMES.entries()) {
      for (const [column, c] of Object.entries(REGISTRY[t].columns)) {
        if (c.kind !== 'ref') continue;
        expect(TABLE_NAMES.indexOf(c.ref as TableName), `${t}.${column} → ${c.ref}`).toBeGreaterThanOrEqual(0);
        expect(TABLE_NAMES.indexOf(c.ref as TableName), `${t}.${column} → ${c.ref}`).toBeLessThan(i);
      }
    }
  });

  it('keys, indexes and limits name real columns and make sense', () => {
    for (const t of TABLE_NAMES) {
      const def = REGISTRY[t];
      const columns = new Set([...Object.keys(def.columns), ...SYNC_COLUMNS]);
      expect(def.columns.id?.kind, t).toBe('id');
      expect(def.scope === 'salon' ? def.columns.salon_id?.ref : 'salons', t).toBe('salons');
      for (const k of def.naturalKey?.columns ?? []) expect(columns.has(k), `${t} natural key ${k}`).toBe(true);
      expect(def.dexie[0], t).toBe('id');
      for (const index of def.dexie) {
        for (const part of index.replace(/[[\]\s]/g, '').split('+')) expect(columns.has(part), `${t} index ${index}`).toBe(true);
      }
      for (const [name, c] of Object.entries(def.columns)) {
        if (c.kind === 'enum') expect(c.values?.length, `${t}.${name}`).toBeGreaterThan(0);
        if (c.min !== undefined && c.max !== undefined) expect(c.min, `${t}.${name}`).toBeLessThanOrEqual(c.max);
      }
    }
  });

  it('row schemas hold the limits: one past a limit is refused, the limit itself is taken', () => {
    const faq = rowSchema(TABLES.salon_faqs);
    const row = { id: crypto.randomUUID(), salon_id: crypto.randomUUID(), question: 'q'.repeat(500), answer: 'a' };
    expect(faq.safeParse(row).success).toBe(true);
    expect(faq.safeParse({ ...row, question: 'q'.repeat(501) }).error?.issues[0].message).toBe('must be at most 500 characters');
    expect(faq.safeParse({ ...row, answer: '   ' }).error?.issues[0].message).toBe('must not be empty');
    const hours = rowSchema(TABLES.business_hours);
    const day = { id: crypto.randomUUID(), salon_id: row.salon_id, day_of_week: 7, open_time: null, close_time: null, is_closed: true };
    expect(hours.safeParse(day).error?.issues[0].message).toBe('must be 0 (Sunday) to 6 (Saturday)');
  });

  it('the forms refuse what the server would: one past the registry’s limit', () => {
    const email = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
    expect(parseCustomer({ name: 'Jo', phone: '555-0100', email: email(320) }).email).toHaveLength(320);
    expect(() => parseCustomer({ name: 'Jo', phone: '555-0100', email: email(321) })).toThrow('Customer email is too long');
    expect(() => parseCustomer({ name: 'J'.repeat(121), phone: '555-0100' })).toThrow('Customer name is too long');
    expect(parseNotes('  ')).toBeNull();
    expect(parseNotes('n'.repeat(4000))).toHaveLength(4000);
    expect(() => parseNotes('n'.repeat(4001))).toThrow('The note is too long');
    expect(() => parseService({ name: 'S'.repeat(121), price: 1, duration: 30 })).toThrow('Service name is too long');
  });
});
