import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { callStats, periodWindow, type CallStats } from '../../domain/call-stats';
import type { Call, CallTurn } from '../../domain/types';
import { CallFigures } from './AiPerformance';
import { callFiguresView, formatReplyTime, type CallFiguresView } from './call-figures';

/** English needs no catalog: each message carries its own text. */
const en = setupI18n({ locale: 'en', messages: { en: {} } });
en.activate('en');

const window = periodWindow('today', '2026-03-04', 'Europe/London');
const empty = callStats({ window, calls: [], turns: [], appointments: [], services: [] });
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '|')
    .replace(/\|+/g, '|')
    .replace(/&#x27;/g, "'");

// One booked chat today: the e2e case "1 call, 1 booking and its revenue — not 47".
const call: Pick<Call, 'id' | 'started_at' | 'ended_at' | 'outcome'> = {
  id: 'c1',
  started_at: '2026-03-04T10:00:00.000Z',
  ended_at: '2026-03-04T10:04:00.000Z',
  outcome: 'booked',
};
const line = (over: Partial<CallTurn>) => ({ call_id: 'c1', role: 'assistant' as const, tool_name: null, appointment_id: null, latency_ms: null, ...over });
const booked = callStats({
  window,
  calls: [call],
  turns: [line({ latency_ms: 1240 }), line({ role: 'tool', tool_name: 'create_appointment', appointment_id: 'a1' }), line({ latency_ms: 2210 })],
  appointments: [{ id: 'a1', service_id: 'gel', status: 'pending' }],
  services: [{ id: 'gel', price: 45.5 }],
});

describe('callFiguresView', () => {
  it('shows "No calls yet" for every figure of an empty period, and no bars or satisfaction', () => {
    const view = callFiguresView(en, empty, 'today');
    expect(view.figures.map((f) => [f.id, f.value, f.text])).toEqual([
      ['calls', null, 'No calls yet'],
      ['handled', null, 'No calls yet'],
      ['reply', null, 'No calls yet'],
      ['bookings', null, 'No calls yet'],
      ['revenue', null, 'No calls yet'],
    ]);
    expect(view.figures.some((f) => f.bar !== undefined)).toBe(false);
    expect(view.outcomes).toEqual([]);
  });

  it('says "no calls" once for the period instead of on each figure', () => {
    expect(callFiguresView(en, empty, 'today').noCalls).toBe("No calls yet today. Sarah's figures show here once she has talked to a customer.");
    expect(callFiguresView(en, empty, '7d').noCalls).toContain('No calls in the last 7 days.');
  });

  it("shows one call's figures from its records", () => {
    expect(callFiguresView(en, booked, 'today').noCalls).toBeNull();
    const view = callFiguresView(en, booked, '7d');
    const byId = Object.fromEntries(view.figures.map((f) => [f.id, f]));
    expect(byId.calls.text).toBe('1');
    expect(byId.calls.note).toBe('Last 7 days');
    expect([byId.handled.text, byId.handled.bar, byId.handled.note]).toEqual(['100%', 1, '1 of 1 calls, no message or hand-off']);
    expect(byId.reply.text).toBe('1.7s');
    expect(byId.bookings.text).toBe('1');
    expect(byId.revenue.text).toBe('$45.50');
    expect(byId.satisfaction).toBeUndefined();
    expect(view.outcomes.find((o) => o.outcome === 'booked')).toMatchObject({ count: 1, share: 1 });
    expect(view.outcomes.find((o) => o.outcome === 'failed')).toMatchObject({ count: 0, share: 0 });
  });

  it('shows satisfaction only the day something measures it', () => {
    const measured: CallStats = { ...booked, satisfaction: { kind: 'value', value: 4.64 } };
    expect(callFiguresView(en, measured, 'today').figures.find((f) => f.id === 'satisfaction')?.text).toBe('4.6');
  });

  it('formats reply times like the spec ("1.2s"), under a second in ms', () => {
    expect([formatReplyTime(850), formatReplyTime(1000), formatReplyTime(1249), formatReplyTime(12_460)]).toEqual(['850ms', '1.0s', '1.2s', '12.5s']);
  });
});

/** The figures as the Overview draws them, in English. */
const render = (view: CallFiguresView) => renderToStaticMarkup(createElement(I18nProvider, { i18n: en }, createElement(CallFigures, { view })));

describe('CallFigures', () => {
  it('renders the numbers of the records, none of the spec demo figures', () => {
    const html = render(callFiguresView(en, booked, 'today'));
    const shown = text(html);
    expect(shown).toContain('|Calls handled|1|Today|');
    expect(shown).toContain('|Bookings by Sarah|1|');
    expect(shown).toContain("|Revenue from Sarah's bookings|$45.50|");
    expect(html).toContain('aria-label="Handled without staff: 100%"');
    for (const invented of ['47', '97%', '1.2s', '23', '2,847', '4.9']) expect(shown).not.toContain(`|${invented}|`);
  });

  it('says so once when there is no call, with no zeros', () => {
    const html = render(callFiguresView(en, empty, 'today'));
    const shown = text(html);
    expect(shown).toBe("|No calls yet today. Sarah's figures show here once she has talked to a customer.|");
    expect(shown).not.toContain('$0.00');
    expect(html).not.toContain('How calls ended');
  });
});
