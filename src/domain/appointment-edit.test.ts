// The pure rules of the owner's Edit / Move: when it is offered, which contact it
// starts from, what counts as a change, and the owner's notification of a new service.
import { describe, expect, it } from 'vitest';
import { contactChanged, editRefusal, effectiveContact, sameSlot } from './appointment-edit';
import { serviceChangedBody } from './notifications';

const now = { date: '2030-01-07', time: '12:00' };
const appt = (status: 'pending' | 'confirmed' | 'completed' | 'canceled' | 'no_show' | 'conflict', date = '2030-01-08', end = '11:00') => ({
  status,
  appointment_date: date,
  end_time: end,
});

describe('editRefusal', () => {
  it('offers Edit for a pending or confirmed booking still ahead, or under way', () => {
    expect(editRefusal(appt('confirmed'), now)).toBeNull();
    expect(editRefusal(appt('pending'), now)).toBeNull();
    // Today, ends at 12:30: still running at 12:00.
    expect(editRefusal(appt('confirmed', '2030-01-07', '12:30'), now)).toBeNull();
  });

  it('says why not for a finished, canceled, no-show or conflicting booking, and for one in the past', () => {
    expect(editRefusal(appt('completed'), now)).toBe('This appointment is completed, so it cannot be moved or edited.');
    expect(editRefusal(appt('canceled'), now)).toBe('This appointment is canceled, so it cannot be moved or edited. Book a new one instead.');
    expect(editRefusal(appt('no_show'), now)).toBe('This appointment is marked as a no-show, so it cannot be moved or edited.');
    expect(editRefusal(appt('conflict'), now)).toContain('Conflicts screen');
    expect(editRefusal(appt('confirmed', '2030-01-06', '18:00'), now)).toBe('This appointment is in the past, so it cannot be moved or edited.');
    // Ended at noon exactly, read as "10:00:00"-style stored times too.
    expect(editRefusal(appt('confirmed', '2030-01-07', '12:00:00'), now)).toBe('This appointment is in the past, so it cannot be moved or edited.');
  });
});

describe('effectiveContact', () => {
  const card = { name: 'Ana Lopez', phone: '555-0142', email: 'ana@example.com' };
  it("is the booking's own contact where it has one, else its card's", () => {
    expect(effectiveContact({ contact_name: 'Eve Stone', contact_phone: '555-0199', contact_email: null }, card)).toEqual({
      name: 'Eve Stone',
      phone: '555-0199',
      email: null,
    });
    expect(effectiveContact({ contact_name: null, contact_phone: null, contact_email: null }, card)).toEqual(card);
    expect(effectiveContact({}, null)).toEqual({ name: '', phone: '', email: null });
  });
});

describe('contactChanged', () => {
  const before = { name: 'Ana Lopez', phone: '555-0142', email: null };
  it('is false for the same details however spaced, or an emptied optional email', () => {
    expect(contactChanged(before, { name: '  Ana Lopez ', phone: '555-0142', email: '' })).toBe(false);
  });
  it('is true for another name, phone or email', () => {
    expect(contactChanged(before, { ...before, name: 'Ana María Lopez' })).toBe(true);
    expect(contactChanged(before, { ...before, phone: '555-0143' })).toBe(true);
    expect(contactChanged(before, { ...before, email: 'ana@example.com' })).toBe(true);
  });
  it('is true when the booking had no usable contact (an old booking without a card)', () => {
    expect(contactChanged({ name: '', phone: '', email: null }, before)).toBe(true);
  });
});

describe('sameSlot', () => {
  const held = { appointment_date: '2030-01-08', start_time: '10:00:00', service_id: 's1', staff_id: 'kim' };
  it('is the same slot for the same date, time and service, with its member or any', () => {
    expect(sameSlot(held, { date: '2030-01-08', start: '10:00', serviceId: 's1', staffId: null })).toBe(true);
    expect(sameSlot(held, { date: '2030-01-08', start: '10:00', serviceId: 's1', staffId: 'kim' })).toBe(true);
  });
  it('is another slot when anything of it changes', () => {
    expect(sameSlot(held, { date: '2030-01-09', start: '10:00', serviceId: 's1', staffId: null })).toBe(false);
    expect(sameSlot(held, { date: '2030-01-08', start: '11:00', serviceId: 's1', staffId: null })).toBe(false);
    expect(sameSlot(held, { date: '2030-01-08', start: '10:00', serviceId: 's2', staffId: null })).toBe(false);
    expect(sameSlot(held, { date: '2030-01-08', start: '10:00', serviceId: 's1', staffId: 'lily' })).toBe(false);
  });
});

describe('serviceChangedBody', () => {
  const facts = { service: 'Spa Pedicure', customer: 'Ana Lopez', staff: 'Kim', date: '2030-01-07', start: '10:00' };
  it('names the new service and the old one, and the move when there was one', () => {
    expect(serviceChangedBody(facts, { date: '2030-01-07', start: '10:00:00', service: 'Gel Manicure' })).toBe(
      'Spa Pedicure for Ana Lopez, Mon 2030-01-07 at 10:00 with Kim (was Gel Manicure)',
    );
    expect(serviceChangedBody(facts, { date: '2030-01-07', start: '09:00', service: null })).toBe(
      'Spa Pedicure for Ana Lopez moved from Mon 2030-01-07 at 09:00 to Mon 2030-01-07 at 10:00 with Kim (was another service)',
    );
  });
});
