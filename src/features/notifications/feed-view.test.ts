import { describe, expect, it } from 'vitest';
import { KIND_TITLES, sourceLabel } from '../../domain/notifications';
import { appointmentHref, badgeText, dayLabel, telHref, timeAgo } from './feed-view';

describe('the bell', () => {
  it('counts both on the badge, capped', () => {
    expect(badgeText(0, 0)).toBeNull();
    expect(badgeText(2, 1)).toBe('3');
    expect(badgeText(100, 0)).toBe('99+');
  });
});

describe('feed entries', () => {
  const now = Date.parse('2030-01-10T12:00:00.000Z');
  it('says how long ago', () => {
    expect(timeAgo('2030-01-10T11:59:30.000Z', now)).toEqual({ unit: 'now' });
    expect(timeAgo('2030-01-10T11:55:00.000Z', now)).toEqual({ unit: 'min', n: 5 });
    expect(timeAgo('2030-01-10T09:00:00.000Z', now)).toEqual({ unit: 'h', n: 3 });
    expect(timeAgo('2030-01-08T12:00:00.000Z', now)).toEqual({ unit: 'd', n: 2 });
    expect(timeAgo('2029-12-01T12:00:00.000Z', now)).toEqual({ unit: 'day', date: '2029-12-01', withYear: true });
    expect(timeAgo('2030-01-01T12:00:00.000Z', now)).toEqual({ unit: 'day', date: '2030-01-01', withYear: false });
  });

  it('writes an older day as the language does', () => {
    expect(dayLabel('2029-12-01', true, 'en-US')).toBe('Dec 1, 2029');
    expect(dayLabel('2030-01-01', false, 'en-US')).toBe('Jan 1');
    expect(dayLabel('2030-01-01', false, 'es')).toBe('1 ene');
  });

  it('calls back on the number as typed', () => {
    expect(telHref('+1 (555) 014-2000')).toBe('tel:+15550142000');
    expect(telHref('555-0142')).toBe('tel:5550142');
    expect(telHref('')).toBeNull();
    expect(telHref(null)).toBeNull();
  });
});

describe('entries about an appointment', () => {
  it('open the appointment: bookings, moves, cancellations, undelivered messages and confirmations by text', () => {
    for (const kind of ['booking', 'rescheduled', 'cancelled', 'delivery_failed', 'confirmed'] as const) {
      expect(appointmentHref({ kind, appointment_id: 'a-1' }), kind).toBe('/dashboard/appointments?open=a-1');
    }
  });

  it('do not when there is no appointment to open', () => {
    expect(appointmentHref({ kind: 'message', appointment_id: null })).toBeNull();
    expect(appointmentHref({ kind: 'delivery_failed', appointment_id: null })).toBeNull();
    // A message Sarah took is about a call, even when the row names an appointment.
    expect(appointmentHref({ kind: 'message', appointment_id: 'a-1' })).toBeNull();
  });

  it("a message the server could not deliver reads as the server's", () => {
    expect(KIND_TITLES.delivery_failed).toBe('Message not delivered');
    expect(sourceLabel('server')).toBe('From the server');
  });
});
