import { describe, expect, it } from 'vitest';
import { ownerDisplayName, salonDisplayName } from './display-names';

describe('ownerDisplayName', () => {
  it('prefers the owner name from the account metadata', () => {
    expect(ownerDisplayName({ email: 'mai@example.com', ownerName: 'Mai Tran' })).toBe('Mai Tran');
  });

  it('falls back to the part of the email before the @', () => {
    expect(ownerDisplayName({ email: 'mai.tran@example.com', ownerName: null })).toBe('mai.tran');
    expect(ownerDisplayName({ email: 'mai.tran@example.com', ownerName: '  ' })).toBe('mai.tran');
  });

  it("falls back to 'User' when there is nothing else", () => {
    expect(ownerDisplayName({ email: '', ownerName: null })).toBe('User');
    expect(ownerDisplayName({ email: '@example.com', ownerName: null })).toBe('User');
    expect(ownerDisplayName(null)).toBe('User');
  });
});

describe('salonDisplayName', () => {
  it('prefers the local salon row, then the metadata, then a default', () => {
    expect(salonDisplayName('Lotus Nails & Spa', 'Lotus Nails')).toBe('Lotus Nails & Spa');
    expect(salonDisplayName(undefined, 'Lotus Nails')).toBe('Lotus Nails');
    expect(salonDisplayName('', null)).toBe('Your Salon');
    expect(salonDisplayName(null, undefined)).toBe('Your Salon');
  });
});
