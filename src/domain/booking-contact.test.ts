import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookedAsText, cardForBooking, namesAgree, sameContact } from './booking-contact';
import { buildClientIndex, cardsSharingPhone } from './clients';

const card = (name: string, email: string | null = null) => ({ name, email, phone: '555-0100' });

describe('booking contact', () => {
  it('names agree when equal or one is the other’s leading words, case and spacing aside', () => {
    expect(namesAgree('Anna Lee', '  anna   LEE ')).toBe(true);
    expect(namesAgree('Anna Lee', 'Anna')).toBe(true);
    expect(namesAgree('Anna', 'Anna Lee')).toBe(true);
    expect(namesAgree('Anna Lee', 'Ann')).toBe(false);
    expect(namesAgree('Anna Lee', 'Lee')).toBe(false);
    expect(namesAgree('Anna Lee', '')).toBe(false);
  });

  it('namesAgree is symmetric, and a name always agrees with itself however it is spaced', () => {
    const name = fc.stringMatching(/^[A-Za-z]{1,8}( [A-Za-z]{1,8}){0,2}$/);
    fc.assert(fc.property(name, name, (a, b) => namesAgree(a, b) === namesAgree(b, a)));
    fc.assert(fc.property(name, (a) => namesAgree(a, ` ${a.toUpperCase().replace(/ /g, '   ')} `)));
  });

  it('an email the card lacks, or another one, is another person', () => {
    expect(sameContact(card('Ana'), { name: 'Ana', email: null })).toBe(true);
    expect(sameContact(card('Ana'), { name: 'Ana', email: 'ana@example.com' })).toBe(false);
    expect(sameContact(card('Ana', 'ana@example.com'), { name: 'ana', email: 'ANA@example.com ' })).toBe(true);
    expect(sameContact(card('Ana', 'ana@example.com'), { name: 'Ana', email: 'eve@example.com' })).toBe(false);
    expect(sameContact(card('Ana', 'ana@example.com'), { name: 'Eve', email: null })).toBe(false);
  });

  it('the owner books onto the card the phone matched; anyone else only onto one whose details agree', () => {
    const cards = [card('Victoria Victim'), card('Eve Stone', 'eve@example.com')];
    expect(cardForBooking(cards, { name: 'Mallory', email: 'm@example.com' }, 'owner')).toBe(cards[0]);
    expect(cardForBooking(cards, { name: 'Mallory', email: 'm@example.com' }, 'untrusted')).toBeNull();
    expect(cardForBooking(cards, { name: 'Victoria Victim', email: 'm@example.com' }, 'untrusted')).toBeNull();
    expect(cardForBooking(cards, { name: 'Eve', email: null }, 'untrusted')).toBe(cards[1]);
    expect(cardForBooking([], { name: 'Eve', email: null }, 'owner')).toBeNull();
  });

  it('an untrusted booking never lands on a card with another email, whatever the names', () => {
    const email = fc.constantFrom(null, 'a@example.com', 'b@example.com');
    const name = fc.constantFrom('Ana', 'Ana Lee', 'Eve', 'ana lee');
    fc.assert(
      fc.property(fc.array(fc.record({ name, email }), { maxLength: 4 }), name, email, (cards, n, e) => {
        const got = cardForBooking(
          cards.map((c) => ({ ...c, phone: '1' })),
          { name: n, email: e },
          'untrusted',
        );
        if (got === null) return true;
        return namesAgree(got.name, n) && (e === null || got.email === e);
      }),
    );
  });

  it('shows the booking’s own details only where they are not the card’s', () => {
    const c = { name: 'Ana Lee', phone: '555-0100', email: null };
    expect(bookedAsText({}, c)).toBeNull();
    expect(bookedAsText({ contact_name: 'ana lee', contact_phone: '555-0100', contact_email: null }, c)).toBeNull();
    expect(bookedAsText({ contact_name: 'Eve', contact_phone: '(555) 0100', contact_email: 'eve@example.com' }, c)).toBe('Eve · (555) 0100 · eve@example.com');
  });
});

describe('cards sharing a number', () => {
  it('lists the other live cards with the same phone key, never the card itself or another number', () => {
    const cards = [
      { id: 'a', name: 'Victoria Victim', phone: '(212) 555-0199', phone_key: '+12125550199' },
      { id: 'b', name: 'Eve Stranger', phone: '212.555.0199', phone_key: '+12125550199' },
      { id: 'c', name: 'Gone', phone: '212.555.0199', phone_key: '+12125550199', deleted: true },
      { id: 'd', name: 'Other', phone: '212.555.0100', phone_key: '+12125550100' },
    ];
    const index = buildClientIndex(cards);
    expect(cardsSharingPhone(index, cards[0]).map((c) => c.id)).toEqual(['b']);
    expect(cardsSharingPhone(index, cards[3])).toEqual([]);
    expect(cardsSharingPhone(index, { id: 'x', phone_key: null })).toEqual([]);
  });
});
