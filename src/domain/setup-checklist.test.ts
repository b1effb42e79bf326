import { describe, expect, it } from 'vitest';
import { hasShiftsAhead, setupDone, setupProgress, stepsDone, type SetupFacts, type ShiftRow } from './setup-checklist';

const TODAY = '2026-03-10';
const live = { deleted: false };

const NEW_SALON: SetupFacts = {
  salon: { address: '' },
  savedHoursDays: 0,
  services: [],
  staff: [],
  staffServices: [],
  shifts: [],
  bookingSettings: null,
  aiKeyOnDevice: false,
  today: TODAY,
};

const shift = (over: Partial<ShiftRow> = {}): ShiftRow => ({
  ...live,
  staff_id: 'm1',
  date: TODAY,
  is_day_off: false,
  start_time: '09:00:00',
  end_time: '17:00:00',
  ...over,
});

const SET_UP: SetupFacts = {
  salon: { address: '12 Main St' },
  savedHoursDays: 7,
  services: [{ ...live, id: 's1' }],
  staff: [{ ...live, id: 'm1', is_active: true }],
  staffServices: [{ ...live, staff_id: 'm1', service_id: 's1' }],
  shifts: [shift()],
  bookingSettings: { ...live, online_booking: true },
  aiKeyOnDevice: true,
  today: TODAY,
};

describe('setupProgress', () => {
  it('has nothing done for a salon just signed up', () => {
    const p = setupProgress(NEW_SALON);
    expect(stepsDone(p)).toBe(0);
    expect(setupDone(p)).toBe(false);
  });

  it('has every step done for a salon that is set up', () => {
    const p = setupProgress(SET_UP);
    expect(p).toEqual({ profile: true, services: true, staff: true, shifts: true, online: true, sarah: true });
    expect(setupDone(p)).toBe(true);
  });

  it('profile needs both an address and saved hours', () => {
    expect(setupProgress({ ...SET_UP, salon: { address: '  ' } }).profile).toBe(false);
    expect(setupProgress({ ...SET_UP, savedHoursDays: 0 }).profile).toBe(false);
    expect(setupProgress({ ...SET_UP, salon: null }).profile).toBe(false);
  });

  it('services count only active, live ones (absent is_active is active)', () => {
    expect(setupProgress({ ...SET_UP, services: [{ ...live, id: 's1', is_active: false }] }).services).toBe(false);
    expect(setupProgress({ ...SET_UP, services: [{ id: 's1', deleted: true }] }).services).toBe(false);
    expect(setupProgress({ ...SET_UP, services: [{ ...live, id: 's1', is_active: true }] }).services).toBe(true);
  });

  it('staff needs an active member with an active service', () => {
    expect(setupProgress({ ...SET_UP, staffServices: [] }).staff).toBe(false);
    expect(setupProgress({ ...SET_UP, staff: [{ ...live, id: 'm1', is_active: false }] }).staff).toBe(false);
    expect(setupProgress({ ...SET_UP, staffServices: [{ deleted: true, staff_id: 'm1', service_id: 's1' }] }).staff).toBe(false);
    expect(setupProgress({ ...SET_UP, services: [{ ...live, id: 's1', is_active: false }] }).staff).toBe(false);
  });

  it('online booking is the booking_settings flag, off when never saved', () => {
    expect(setupProgress({ ...SET_UP, bookingSettings: { ...live } }).online).toBe(false);
    expect(setupProgress({ ...SET_UP, bookingSettings: { ...live, online_booking: false } }).online).toBe(false);
    expect(setupProgress({ ...SET_UP, bookingSettings: { deleted: true, online_booking: true } }).online).toBe(false);
  });

  it('Sarah is an AI key on this device', () => {
    expect(setupProgress({ ...SET_UP, aiKeyOnDevice: false }).sarah).toBe(false);
  });
});

describe('hasShiftsAhead', () => {
  const active = new Set(['m1']);
  it('is a working day from today on of an active member', () => {
    expect(hasShiftsAhead({ shifts: [shift()] }, TODAY, active)).toBe(true);
    expect(hasShiftsAhead({ shifts: [shift({ date: '2026-04-01' })] }, TODAY, active)).toBe(true);
  });

  it('ignores past days, days off, tombstones and inactive members', () => {
    expect(hasShiftsAhead({ shifts: [] }, TODAY, active)).toBe(false);
    expect(hasShiftsAhead({ shifts: [shift({ date: '2026-03-09' })] }, TODAY, active)).toBe(false);
    expect(hasShiftsAhead({ shifts: [shift({ is_day_off: true, start_time: null, end_time: null })] }, TODAY, active)).toBe(false);
    expect(hasShiftsAhead({ shifts: [shift({ deleted: true })] }, TODAY, active)).toBe(false);
    expect(hasShiftsAhead({ shifts: [shift({ staff_id: 'm2' })] }, TODAY, active)).toBe(false);
  });

  it('counts a regular week (staff_patterns): a working weekday repeats, so it is always ahead', () => {
    const week = (over: { is_day_off?: boolean; staff_id?: string; deleted?: boolean } = {}) => [
      { staff_id: 'm1', day_of_week: 2, start_time: '09:00:00', end_time: '17:00:00', is_day_off: false, deleted: false, ...over },
    ];
    expect(hasShiftsAhead({ shifts: [], patterns: week() }, TODAY, active)).toBe(true);
    expect(hasShiftsAhead({ shifts: [], patterns: week({ is_day_off: true }) }, TODAY, active)).toBe(false);
    expect(hasShiftsAhead({ shifts: [], patterns: week({ staff_id: 'm2' }) }, TODAY, active)).toBe(false);
    expect(hasShiftsAhead({ shifts: [], patterns: week({ deleted: true }) }, TODAY, active)).toBe(false);
  });

  it('is what the checklist ticks shifts by', () => {
    expect(setupProgress({ ...SET_UP, shifts: [shift({ date: '2026-03-01' })] }).shifts).toBe(false);
    expect(setupProgress({ ...SET_UP, staff: [{ ...live, id: 'm1', is_active: false }] }).shifts).toBe(false);
  });
});
