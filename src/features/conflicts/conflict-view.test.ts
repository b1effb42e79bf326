import { describe, expect, it } from 'vitest';
import type { ConflictRow } from '../../data';
import type { AppointmentStatus } from '../../domain/types';
import { isOpenConflict, mutationSummary, openConflictCount, tableLabel } from './conflict-view';

const base: ConflictRow = {
  id: 'c1',
  salon_id: 's',
  kind: 'double_booking',
  table: 'appointments',
  row_id: 'a1',
  other_row_id: 'a2',
  reason: 'Double booking',
  created_at: '2030-01-01T00:00:00Z',
  resolved: false,
};

describe('open conflicts', () => {
  const statuses: Record<string, AppointmentStatus> = { a1: 'conflict', a3: 'confirmed' };
  const statusOf = (id: string) => statuses[id];

  it('a double booking is open only while its flagged appointment is still in conflict', () => {
    expect(isOpenConflict(base, statusOf)).toBe(true);
    expect(isOpenConflict({ ...base, resolved: true }, statusOf)).toBe(false);
    expect(isOpenConflict({ ...base, row_id: 'a3' }, statusOf)).toBe(false);
    expect(isOpenConflict({ ...base, row_id: 'gone' }, statusOf)).toBe(false);
    expect(isOpenConflict({ ...base, row_id: null }, statusOf)).toBe(false);
  });

  it('a refused change is open until dismissed, and both kinds count for the bell', () => {
    const rejected: ConflictRow = { ...base, id: 'r1', kind: 'rejected', row_id: 'x' };
    expect(isOpenConflict(rejected, statusOf)).toBe(true);
    expect(openConflictCount([base, rejected, { ...rejected, id: 'r2', resolved: true }, { ...base, id: 'c2', row_id: 'a3' }], statusOf)).toBe(2);
  });
});

describe('refused changes in words', () => {
  it('names the table and lists the written fields without bookkeeping', () => {
    expect(tableLabel('staff_schedules')).toBe('Staff schedule');
    // Every table has words, most its registry noun; the labels shown before the registry stay.
    const before = {
      salons: 'Salon',
      services: 'Service',
      staff: 'Staff member',
      salon_faqs: 'FAQ',
      customers: 'Customer',
      appointments: 'Appointment',
      calls: 'Call',
      notifications: 'Notification',
      customer_messages: 'Customer message',
      staff_time_off: 'Time off',
      staff_breaks: 'Break',
    };
    for (const [t, label] of Object.entries(before)) expect(tableLabel(t as keyof typeof before), t).toBe(label);
    expect(tableLabel('no_such_table' as 'salons')).toBe('no_such_table');
    expect(tableLabel(null)).toBe('Unknown');
    expect(mutationSummary({ op: 'patch', fields: { price: 45.5, duration: 60, updated_at: 'h' }, hlc: 'h' })).toBe('Changed: Price 45.5, Duration 60');
    expect(mutationSummary({ op: 'put', fields: { id: 'x', salon_id: 's', staff_id: 'k', is_active: false, notes: null }, hlc: 'h' })).toBe(
      'Saved: Staff k, Is active no, Notes (empty)',
    );
    expect(mutationSummary({ op: 'delete', fields: { deleted: true }, hlc: 'h' })).toBe('Deleted');
    expect(mutationSummary(undefined)).toBe('No details were kept.');
    expect(mutationSummary({ op: 'patch', fields: { notes: 'x'.repeat(80) }, hlc: 'h' })).toMatch(/^Changed: Notes x{57}…$/);
  });
});
