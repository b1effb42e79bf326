import { describe, expect, it } from 'vitest';
import { conversationOf, savedOf } from '../saved-conversation';
import { needsReadBack, readBackGate, readBackWords, servicesSaid, type Proposal } from './read-back';
import { newConversationState } from './tool';

const GEL: Proposal = { key: 'a', action: { kind: 'book', services: ['Gel Manicure'], customer: 'Ivy Wu' }, date: '2026-12-01', time: '14:00', price: 45 };

describe('read-back before a write', () => {
  it('is for every channel but the chat screen', () => {
    expect(needsReadBack('chat')).toBe(false);
    expect(needsReadBack(undefined)).toBe(false);
    expect(needsReadBack('phone')).toBe(true);
  });

  it('says the weekday, date, time, service and price (the price only with pricing on)', () => {
    expect(readBackWords(GEL, true)).toBe(
      "Just to confirm: you'd like me to book a Gel Manicure for Ivy Wu on Tuesday, December 1st at 2 PM, 45 dollars. Is that right?",
    );
    expect(readBackWords(GEL, false)).toBe("Just to confirm: you'd like me to book a Gel Manicure for Ivy Wu on Tuesday, December 1st at 2 PM. Is that right?");
    const move = { ...GEL, action: { kind: 'move' as const, service: 'Gel Manicure' }, from: { date: '2026-11-30', time: '10:30:00' }, staff: 'Kim' };
    expect(readBackWords(move, true)).toBe(
      "Just to confirm: you'd like me to move your Gel Manicure from Monday, November 30th at 10:30 AM to Tuesday, December 1st at 2 PM with Kim, 45 dollars. Is that right?",
    );
    expect(servicesSaid(['Acrylic Set', 'Gel Manicure', 'Spa Pedicure'])).toBe('an Acrylic Set, a Gel Manicure and a Spa Pedicure');
  });

  it('the same write runs only on a later customer turn; changed arguments are read back again and replace the old ones', () => {
    const c = newConversationState();
    c.turn = 1;
    const gate = readBackGate(c, 'create_appointment', true);
    expect(gate(GEL)).toMatchObject({ needs_confirmation: true, read_back: expect.stringContaining('Tuesday, December 1st at 2 PM') });
    expect(gate(GEL)).toMatchObject({ needs_confirmation: true }); // same turn: the caller has not answered
    c.turn = 2;
    const at3 = { ...GEL, key: 'b', time: '15:00' };
    expect(gate(at3)).toMatchObject({ needs_confirmation: true });
    c.turn = 3;
    // The yes answers the 3 PM read-back, the latest: the 2 PM one (a model's stale call) is read back again, not written.
    expect(gate(GEL)).toMatchObject({ needs_confirmation: true });
    expect(gate(at3)).toBeNull();
    expect(c.proposals.has('create_appointment|b')).toBe(false); // carried out: consumed
    c.turn = 4;
    expect(gate(GEL)).toBeNull(); // read back on turn 3, answered on turn 4
    // Another tool's proposal stands beside it.
    readBackGate(c, 'cancel_appointment', true)({ ...GEL, key: 'x' });
    expect([...c.proposals.keys()]).toContain('cancel_appointment|x');
  });

  it('the turn and the proposals are saved with the conversation; a state saved before them reads as turn 0 with none', () => {
    const c = newConversationState();
    c.turn = 4;
    c.proposals.set('create_appointment|a', 4);
    const again = conversationOf(JSON.parse(JSON.stringify(savedOf([], c, null))));
    expect(again.turn).toBe(4);
    expect([...again.proposals]).toEqual([['create_appointment|a', 4]]);
    const old = conversationOf({ id: c.id, history: [], phones: [], bookings: [], lastAt: null });
    expect(old.turn).toBe(0);
    expect(old.proposals.size).toBe(0);
  });

  it('a yes said before the read-back was heard whole (queued behind it, or over it) confirms nothing: it is read back again', () => {
    const c = newConversationState();
    c.turn = 1;
    const gate = readBackGate(c, 'create_appointment', true);
    expect(gate(GEL)).toMatchObject({ needs_confirmation: true });
    // Turn 2 was said while turn 1 still ran: not carried out, read back again (now at turn 2).
    c.turn = 2;
    c.unheard = 1;
    expect(gate(GEL)).toMatchObject({ needs_confirmation: true });
    // Turns 3 and 4 said while turn 2 still ran: turn 4 has heard neither 2's nor 3's reply.
    c.turn = 3;
    c.unheard = 1;
    expect(gate({ ...GEL, key: 'other', time: '16:00' })).toMatchObject({ needs_confirmation: true });
    c.turn = 4;
    c.unheard = 2;
    expect(gate(GEL)).toMatchObject({ needs_confirmation: true });
    // Turn 5, after hearing turn 4's read-back: the yes carries it out.
    c.turn = 5;
    c.unheard = 0;
    expect(gate(GEL)).toBeNull();
  });
});
