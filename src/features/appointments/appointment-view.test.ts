import { describe, expect, it } from 'vitest';
import {
  formatDay,
  noSlotMessage,
  phoneMatchKey,
  SELECTABLE_STATUSES,
  staffColors,
  STAFF_COLORS,
  statusLabel,
  summaryCards,
  windowSummary,
  sameRowShown,
} from './appointment-view';
import type { AppointmentStatus } from '../../domain/types';

const a = (appointment_date: string, status: AppointmentStatus, price = 40, deleted = false) => ({
  appointment_date,
  status,
  deleted,
  service: { name: 'Gel Manicure', price },
  customer: { name: 'Ana', phone: '555-0101' },
});

describe('summaryCards', () => {
  const today = '2026-03-04'; // a Wednesday; its week is 2026-03-02..08
  const none = { day: [], week: [], pending: [], outcomes: [] };

  it("counts today's appointments without canceled ones", () => {
    const cards = summaryCards({ ...none, day: [a(today, 'confirmed'), a(today, 'canceled'), a(today, 'pending'), a('2026-03-05', 'confirmed')] }, today);
    expect(cards.today).toBe(2);
  });

  it('counts live pending requests only', () => {
    expect(
      summaryCards({ ...none, pending: [a(today, 'pending'), a('2026-04-01', 'pending'), a(today, 'pending', 40, true), a(today, 'confirmed')] }, today)
        .pending,
    ).toBe(2);
  });

  it('sums completed appointments of this Monday-first week as dollars', () => {
    const week = [
      a('2026-03-02', 'completed', 20),
      a('2026-03-08', 'completed', 25.5),
      a('2026-03-01', 'completed', 99),
      a(today, 'confirmed', 99),
      a(today, 'completed', 99, true),
    ];
    expect(summaryCards({ ...none, week }, today).weekRevenue).toBe('$45.50');
    expect(summaryCards(none, today).weekRevenue).toBe('$0.00');
  });

  it('shows the no-show rate from data, and a dash with nothing to measure', () => {
    expect(summaryCards({ ...none, outcomes: [a(today, 'confirmed')] }, today).noShowRate).toBe('—');
    const outcomes = [a(today, 'completed'), a(today, 'completed'), a(today, 'no_show')];
    expect(summaryCards({ ...none, outcomes }, today).noShowRate).toBe('33.3%');
    expect(summaryCards({ ...none, outcomes: [a(today, 'no_show'), a(today, 'completed', 40, true)] }, today).noShowRate).toBe('100%');
  });
});

describe('labels', () => {
  it('offers the five statuses a person may set, no_show shown as No-show', () => {
    expect(SELECTABLE_STATUSES).toEqual(['pending', 'confirmed', 'completed', 'canceled', 'no_show']);
    expect(SELECTABLE_STATUSES.map(statusLabel)).toEqual(['Pending', 'Confirmed', 'Completed', 'Canceled', 'No-show']);
    expect(statusLabel('conflict')).toBe('Conflict');
  });

  it('formats calendar dates without any zone shifting the day', () => {
    expect(formatDay('2026-03-02')).toBe('Mon, Mar 2, 2026');
    expect(formatDay('2026-03-08', false)).toBe('Sun, Mar 8');
    expect(formatDay('garbage')).toBe('garbage');
  });
});

describe('noSlotMessage', () => {
  it('says why a day has no free time', () => {
    expect(noSlotMessage('closed', 'Sunday')).toBe('We are closed on Sundays. Please choose a different date.');
    expect(noSlotMessage('no_staff_working', 'Monday')).toContain('Staff Schedule');
    expect(noSlotMessage('no_staff_for_service', null)).toContain('Staff Management');
    expect(noSlotMessage('fully_booked', 'Monday')).toContain('fully booked');
    expect(noSlotMessage('too_soon', 'Monday', { earliest: { date: '2031-03-03', time: '14:30' } })).toBe(
      'Your booking rules need more notice: the earliest start is 2031-03-03 at 14:30.',
    );
    expect(noSlotMessage('too_far_ahead', 'Monday', { lastBookableDate: '2031-06-01' })).toContain('the last bookable date is 2031-06-01');
    expect(noSlotMessage('staff_time_off', 'Monday')).toContain('time off');
    expect(noSlotMessage('service_hidden', 'Monday')).toContain('hidden');
    expect(noSlotMessage('past_date', null)).toBe('Please choose a date that is today or in the future.');
    expect(noSlotMessage('no_time_left', null)).toContain('today');
  });
});

describe('phoneMatchKey', () => {
  it('is the key the booking stores, however the number was typed', () => {
    expect(phoneMatchKey('(555) 010-1234')).toBe('+15550101234');
    expect(phoneMatchKey('555-010-1234')).toBe(phoneMatchKey('+1 555 010 1234'));
  });
  it('is null for a partial number (a few digits would match half the book)', () => {
    expect(phoneMatchKey('555')).toBeNull();
    expect(phoneMatchKey('555-01')).toBeNull();
    expect(phoneMatchKey('')).toBeNull();
  });
});

describe('staffColors and windowSummary', () => {
  it('gives each member a colour, cycling the palette', () => {
    const staff = Array.from({ length: STAFF_COLORS.length + 1 }, (_, i) => ({ id: `s${i}` }));
    const colors = staffColors(staff);
    expect(colors.get('s0')).toBe(STAFF_COLORS[0]);
    expect(colors.get('s1')).not.toBe(colors.get('s0'));
    expect(colors.get(`s${STAFF_COLORS.length}`)).toBe(STAFF_COLORS[0]);
  });

  it('says how many rows show, of how many matches or over which dates', () => {
    const rows = (...dates: string[]) => dates.map((appointment_date) => ({ appointment_date }));
    expect(windowSummary({ rows: rows('2026-03-04', '2026-03-05'), total: 1043 })).toBe('Showing 2 of 1,043');
    expect(windowSummary({ rows: rows('2026-03-04', '2026-03-09'), total: null })).toBe('Showing 2 appointments, Wed, Mar 4, 2026 – Mon, Mar 9, 2026');
    expect(windowSummary({ rows: rows('2026-03-04'), total: null })).toBe('Showing 1 appointment, Wed, Mar 4, 2026');
  });
});

describe('sameRowShown', () => {
  const row = {
    id: 'a1',
    status: 'pending' as AppointmentStatus,
    appointment_date: '2026-03-04',
    start_time: '10:00:00',
    end_time: '11:00:00',
    customer: { name: 'Ana', phone: '555-0101' },
    service: { name: 'Gel Manicure', price: 40 },
    staff: { name: 'Lily' },
  };

  it('is true for a new read of the same row', () => {
    expect(sameRowShown(row, { ...row, customer: { ...row.customer }, service: { ...row.service }, staff: { ...row.staff } })).toBe(true);
  });

  it('is false when anything the row shows changes', () => {
    const changes: Array<Partial<typeof row>> = [
      { id: 'a2' },
      { status: 'completed' },
      { appointment_date: '2026-03-05' },
      { start_time: '10:30:00' },
      { end_time: '11:30:00' },
      { customer: { name: 'Bea', phone: '555-0101' } },
      { customer: { name: 'Ana', phone: '555-0102' } },
      { service: { name: 'Pedicure', price: 40 } },
      { service: { name: 'Gel Manicure', price: 45 } },
      { staff: { name: 'Mai' } },
    ];
    for (const change of changes) expect(sameRowShown(row, { ...row, ...change })).toBe(false);
    expect(sameRowShown(row, { ...row, customer: null })).toBe(false);
    // The "Visit" tag: a row of one visit is not the same as a lone one.
    expect(sameRowShown(row, { ...row, visit_id: 'v1' })).toBe(false);
    expect(sameRowShown({ ...row, visit_id: null }, row)).toBe(true);
  });
});
