// Switchable abilities: which tools each one owns, and that no price leaves a tool with
// pricing off, in fields or inside texts.
import { describe, expect, it } from 'vitest';
import { abilityOf, enabledTools, withoutPrices } from './abilities';
import { abilityOff, ABILITY_TOPICS } from './messages';
import { offRule } from './prompt';
import { TOOLS } from './tools';
import { DEFAULT_AGENT } from '../domain/phone';

const names = (agent = DEFAULT_AGENT) => enabledTools(TOOLS, agent).map((t) => t.name);

describe('abilities', () => {
  it('all tools with the defaults; bookings off removes every appointment tool, dates and take_message stay', () => {
    expect(names()).toEqual(TOOLS.map((t) => t.name));
    // With an ability off Sarah says she cannot help with it and offers to take a message.
    expect(names({ ...DEFAULT_AGENT, bookings: false })).toEqual([
      'get_business_hours',
      'get_service_info',
      'get_current_datetime',
      'parse_relative_date',
      'take_message',
    ]);
    expect(names({ ...DEFAULT_AGENT, pricing: false, hours: false })).not.toContain('get_service_info');
    expect(abilityOf('reschedule_appointment')).toBe('bookings');
    expect(abilityOf('parse_relative_date')).toBeNull();
  });

  it("a switched-off ability: she can't help with it and offers a message, in the prompt and in the refusal", () => {
    for (const ability of ['bookings', 'pricing', 'hours'] as const) {
      expect(abilityOff(ability)).toBe(
        `I'm sorry, I can't help with ${ABILITY_TOPICS[ability]} here, but I can take a message and the salon team will get back to you.`,
      );
      expect(offRule(ABILITY_TOPICS[ability])).toContain('offer to take a message for the salon team (take_message)');
      expect(`${abilityOff(ability)} ${offRule(ABILITY_TOPICS[ability])}`).not.toMatch(/call the salon|calling the salon/i);
    }
  });

  it('strips prices from fields and texts, and leaves the rest', () => {
    expect(
      withoutPrices({
        error: 'Several',
        options: ['Gel Manicure ($45.50, 60 min)', 'Classic ($1,035, 30 min)'],
        appointment: { price: '$45.50', date: '2026-03-27' },
      }),
    ).toEqual({ error: 'Several', options: ['Gel Manicure (60 min)', 'Classic (30 min)'], appointment: { date: '2026-03-27' } });
  });
});
