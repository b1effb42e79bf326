import { describe, expect, it } from 'vitest';
import { KIND_TITLES, sourceLabel } from '../../domain/notifications';
import { appointmentHref, badgeText, bellLabel, telHref, timeAgo } from './feed-view';

describe('the bell', () => {
  it('names what waits: unread notifications and conflicts', () => {
    expect(bellLabel(0, 0)).toBe('Notifications');
    expect(bellLabel(2, 0)).toBe('Notifications: 2 unread');
    expect(bellLabel(0, 1)).toBe('Notifications: 1 conflict');
    expect(bellLabel(1, 2)).toBe('Notifications: 1 unread, 2 conflicts');
  });

  it('counts both on the badge, capped', () => {
    expect(badgeText(0, 0)).toBeNull();
    expect(badgeText(2, 1)).toBe('3');
    expect(badgeText(100, 0)).toBe('99+');
  });
});

describe('feed entries', () => {
  const now = Date.parse('2030-01-10T12:00:00.000Z');
  it('says how long ago', () => {
    expect(timeAgo('2030-01-10T11:59:30.000Z', now)).toBe('just now');
    expect(timeAgo('2030-01-10T11:55:00.000Z', now)).toBe('5 min ago');
    expect(timeAgo('2030-01-10T09:00:00.000Z', now)).toBe('3 h ago');
    expect(timeAgo('2030-01-08T12:00:00.000Z', now)).toBe('2 d ago');
    expect(timeAgo('2029-12-01T12:00:00.000Z', now)).toBe('Dec 1, 2029');
    expect(timeAgo('2030-01-01T12:00:00.000Z', now)).toBe('Jan 1');
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
