import { describe, expect, it } from 'vitest';
import { PreconditionError, ValidationError } from '../../domain/errors';
import { failureOf } from './feedback';

describe('failureOf', () => {
  it('shows the error\'s own message', () => {
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
