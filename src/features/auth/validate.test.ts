import { describe, expect, it } from 'vitest';
import { MESSAGES, toSignUpInput, validateLogin, validateRegistration, validateResetEmail, type RegistrationForm } from './validate';

const good: RegistrationForm = {
  ownerName: 'Mai Tran',
  email: 'mai@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  salonName: 'Lotus Nails',
  salonPhone: '555-0100',
  acceptTerms: true,
};

describe('validateRegistration', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(good)).toBeNull();
  });

  it.each(['ownerName', 'email', 'password', 'confirmPassword', 'salonName', 'salonPhone'] as const)('requires %s, whitespace counting as empty', (key) => {
    expect(validateRegistration({ ...good, [key]: '' })).toBe(MESSAGES.required);
    expect(validateRegistration({ ...good, [key]: '   ' })).toBe(MESSAGES.required);
  });

  it('requires the terms checkbox', () => {
    expect(validateRegistration({ ...good, acceptTerms: false })).toBe(MESSAGES.terms);
  });

  it("says 'Passwords do not match' when they differ", () => {
    expect(validateRegistration({ ...good, confirmPassword: 'secret2' })).toBe('Passwords do not match');
  });

  it('reports a mismatch before the length rule', () => {
    expect(validateRegistration({ ...good, password: 'abc', confirmPassword: 'abd' })).toBe('Passwords do not match');
  });

  it('needs at least 6 characters, and 6 is enough', () => {
    expect(validateRegistration({ ...good, password: '12345', confirmPassword: '12345' })).toBe('Password must be at least 6 characters long');
    expect(validateRegistration({ ...good, password: '123456', confirmPassword: '123456' })).toBeNull();
  });

  it('caps the salon name and phone at the salon row\u2019s limits', () => {
    expect(validateRegistration({ ...good, salonName: 'n'.repeat(160) })).toBeNull();
    expect(validateRegistration({ ...good, salonName: 'n'.repeat(161) })).toBe(MESSAGES.salonNameTooLong);
    expect(validateRegistration({ ...good, salonPhone: '5'.repeat(41) })).toBe(MESSAGES.salonPhoneTooLong);
  });

  it('allows 72 bytes, the most the server keeps, counting accented letters as two', () => {
    const at = (password: string) => validateRegistration({ ...good, password, confirmPassword: password });
    expect(at('p'.repeat(72))).toBeNull();
    expect(at('p'.repeat(73))).toBe(MESSAGES.tooLong);
    expect(at('é'.repeat(37))).toBe(MESSAGES.tooLong);
    expect(at('é'.repeat(36))).toBeNull();
    // 37 "é" are 37 characters: the sentence must speak of bytes to be true.
    expect(MESSAGES.tooLong).toMatch(/72 bytes, and accented letters count as 2/);
  });
});

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: '', password: 'x' })).toBe(MESSAGES.loginRequired);
    expect(validateLogin({ email: 'a@b.c', password: '' })).toBe(MESSAGES.loginRequired);
    expect(validateLogin({ email: 'a@b.c', password: ' ' })).toBeNull();
  });
});

describe('validateResetEmail', () => {
  it('requires an email', () => {
    expect(validateResetEmail('  ')).toBe(MESSAGES.resetRequired);
    expect(validateResetEmail('a@b.c')).toBeNull();
  });
});

describe('toSignUpInput', () => {
  it('trims everything but the password', () => {
    expect(toSignUpInput({ ...good, ownerName: ' Mai ', email: ' mai@example.com ', password: ' pass word ' })).toEqual({
      email: 'mai@example.com',
      password: ' pass word ',
      ownerName: 'Mai',
      salonName: 'Lotus Nails',
      salonPhone: '555-0100',
    });
  });
});
