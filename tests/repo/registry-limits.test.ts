// Forms and tools that check a length before a write take it from the table registry, so each
// accepts a value at the registry's limit and refuses one character past it (one
// source for the client's limits and the server's CHECKs).
import { describe, expect, it } from 'vitest';
import { takeMessageTool } from '../../src/assistant/tools/take-message';
import { SLUG_MAX, SLUG_RULE, slugProblem } from '../../src/domain/online-booking';
import { TABLES } from '../../src/domain/tables';
import { MESSAGES, validateRegistration } from '../../src/features/auth/validate';

const form = {
  ownerName: 'Mai',
  email: 'mai@example.com',
  password: 'secret123',
  confirmPassword: 'secret123',
  salonName: 'Lotus Nails',
  salonPhone: '555-0100',
  acceptTerms: true,
};

describe('limits read from the registry', () => {
  it('sign-up: the salon row’s name and phone limits, and the messages name them', () => {
    const { name, phone } = TABLES.salons.columns;
    expect(validateRegistration({ ...form, salonName: 'n'.repeat(name.max) })).toBeNull();
    expect(validateRegistration({ ...form, salonName: 'n'.repeat(name.max + 1) })).toBe(MESSAGES.salonNameTooLong);
    expect(MESSAGES.salonNameTooLong).toContain(`at most ${name.max} characters`);
    expect(validateRegistration({ ...form, salonPhone: '5'.repeat(phone.max) })).toBeNull();
    expect(validateRegistration({ ...form, salonPhone: '5'.repeat(phone.max + 1) })).toBe(MESSAGES.salonPhoneTooLong);
    expect(MESSAGES.salonPhoneTooLong).toContain(`at most ${phone.max} characters`);
  });

  it('the booking page address: booking_settings.booking_slug', () => {
    expect(SLUG_MAX).toBe(TABLES.booking_settings.columns.booking_slug.max);
    expect(slugProblem('a'.repeat(SLUG_MAX))).toBeNull();
    expect(slugProblem('a'.repeat(SLUG_MAX + 1))).toBe(SLUG_RULE);
    expect(SLUG_RULE).toContain(`3 to ${SLUG_MAX}`);
  });

  it('take_message: the call row’s caller_name, caller_phone and message', () => {
    const { caller_name, caller_phone, message } = TABLES.calls.columns;
    const args = { customer_name: 'Bea', customer_phone: '555-0177', message: 'Hello', callback_requested: false };
    const ok = (patch: Partial<typeof args>) => takeMessageTool.parameters.safeParse({ ...args, ...patch }).success;
    expect(ok({ customer_name: 'b'.repeat(caller_name.max) })).toBe(true);
    expect(ok({ customer_name: 'b'.repeat(caller_name.max + 1) })).toBe(false);
    expect(ok({ customer_phone: '5'.repeat(caller_phone.max) })).toBe(true);
    expect(ok({ customer_phone: '5'.repeat(caller_phone.max + 1) })).toBe(false);
    expect(ok({ message: 'm'.repeat(message.max) })).toBe(true);
    expect(ok({ message: 'm'.repeat(message.max + 1) })).toBe(false);
  });
});
