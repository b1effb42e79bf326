import { describe, expect, it } from 'vitest';
import { PreconditionError, ValidationError } from '../domain/errors';
import { errorText, failureOf } from './feedback';

describe('failureOf', () => {
  it("shows the error's own message", () => {
    expect(failureOf(new PreconditionError('No salon found'), 'Failed to add service')).toEqual({ message: 'No salon found' });
  });

  it('falls back to the spec text when the error has none', () => {
    expect(failureOf(new Error(''), 'Failed to add FAQ')).toEqual({ message: 'Failed to add FAQ' });
    expect(failureOf(undefined, 'Failed to delete service')).toEqual({ message: 'Failed to delete service' });
    expect(failureOf({ code: 500 }, 'Failed to add staff member')).toEqual({ message: 'Failed to add staff member' });
  });

  it('ties bad input to its field', () => {
    expect(failureOf(new ValidationError('Price is required', 'price'), 'Failed to add service')).toEqual({ field: 'price', message: 'Price is required' });
    expect(failureOf(new ValidationError('Bad'), 'Failed to add service')).toEqual({ message: 'Bad' });
  });
});

// Moved with errorText from features/auth/validate.test.ts: one errorText for every screen.
describe('errorText', () => {
  it("uses the server's text, else the fallback", () => {
    expect(errorText(new Error('Invalid login credentials'), 'Failed to sign in')).toBe('Invalid login credentials');
    expect(errorText(new Error(''), 'Failed to sign in')).toBe('Failed to sign in');
    expect(errorText(undefined, 'Failed to create account')).toBe('Failed to create account');
  });

  // Moved from src/features/appointments/appointment-view.test.ts (it was features/appointments' errorText).
  it("uses the error's own message, else the fallback", () => {
    expect(errorText(new Error('10:00 is no longer available. Please choose a different time.'), 'Failed')).toBe(
      '10:00 is no longer available. Please choose a different time.',
    );
    expect(errorText(new Error(''), 'Failed to update appointment')).toBe('Failed to update appointment');
    expect(errorText('boom', 'Failed to delete appointment')).toBe('Failed to delete appointment');
  });
});
