// The registry of synced tables is consistent with itself and with the row types of the app.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { parseCustomer, parseNotes, parseService } from '../../src/domain/back-office';
import { BACKUP_TABLES } from '../../src/domain/backup';
import { dexieStores, REGISTRY, SYNC_COLUMNS, TABLE_NAMES, TABLES, type TableName } from '../../src/domain/tables';
import { rowSchema } from '../../src/domain/tables/row-schema';
import type { RowOf } from '../../src/domain/tables/row-types';
import {
  SYNCED_TABLES,
  type Appointment,
  type AppointmentStatus,
  type Customer,
  type Salon,
  type SyncedTableName,
  type SyncedTables,
} from '../../src/domain/types';
import { PULLED_TABLES } from '../../sync/protocol';

// Nothing here names the registry's tables one by one: adding a table needs no edit of this file.
describe('the table registry', () => {
  it('gives the row types: each kind its type, `| null` when nullable, `?` when optional (checked by the type checker)', () => {
    expectTypeOf<SyncedTableName>().toEqualTypeOf<TableName>();
    expectTypeOf<keyof Salon>().toEqualTypeOf<keyof (typeof TABLES)['salons']['columns'] | (typeof SYNC_COLUMNS)[number]>();
    expectTypeOf<Customer['name']>().toEqualTypeOf<string>();
    expectTypeOf<Customer['email']>().toEqualTypeOf<string | null>();
    expectTypeOf<Pick<Customer, 'phone_key'>>().toEqualTypeOf<{ phone_key?: string | null }>();
    expectTypeOf<Pick<Appointment, 'status' | 'processing_minutes'>>().toEqualTypeOf<{ status: AppointmentStatus; processing_minutes?: number }>();
    expectTypeOf<Pick<Appointment, 'deleted' | 'version'>>().toEqualTypeOf<{ deleted: boolean; version: number | null }>();
    expectTypeOf<SyncedTables['business_hours']['day_of_week']>().toEqualTypeOf<number>();
    expectTypeOf<SyncedTables['message_settings']['reminder_body']>().toEqualTypeOf<string | null>();
    // A made-up entry: the derivation reads any table, not only these.
    type Probe = {
      readonly columns: { id: { kind: 'id' }; n: { kind: 'int'; nullable: true }; e: { kind: 'enum'; values: readonly ['a', 'b']; optional: true } };
    };
    expectTypeOf<RowOf<Probe>>().toEqualTypeOf<{ id: string; n: number | null; e?: 'a' | 'b'; updated_at: string; deleted: boolean; version: number | null }>();
  });

  it('names each synced table once, as a PostgreSQL identifier, the salon first', () => {
    expect(TABLE_NAMES.length).toBeGreaterThan(1);
    expect(new Set(TABLE_NAMES).size).toBe(TABLE_NAMES.length);
    for (const t of TABLE_NAMES) expect(t, t).toMatch(/^[a-z][a-z0-9_]{0,62}$/);
    expect(TABLE_NAMES[0]).toBe('salons');
    expect(TABLE_NAMES.filter((t) => REGISTRY[t].scope === 'owner')).toEqual(['salons']);
    // The owner reads them in backup messages and counts: each its own words.
    expect(new Set(TABLE_NAMES.map((t) => REGISTRY[t].label)).size).toBe(TABLE_NAMES.length);
    for (const t of TABLE_NAMES)
      expect(
        REGISTRY[t].noun.every((w) => w.trim() !== ''),
        t,
      ).toBe(true);
  });

  it('the lists derived from it follow it, in its order', () => {
    expect(SYNCED_TABLES).toEqual(TABLE_NAMES);
    expect(Object.keys(dexieStores())).toEqual(TABLE_NAMES);
    // The salon row travels apart in a backup, and a table that says why stays out of it.
    expect(BACKUP_TABLES).toEqual(TABLE_NAMES.filter((t) => t !== 'salons' && !REGISTRY[t].notBackedUp));
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
