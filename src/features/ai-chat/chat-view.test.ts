import { describe, expect, it } from 'vitest';
import { DEFAULT_GREETING } from '../../domain/phone';
import {
  canSend,
  chatHeader,
  chatStatus,
  firstLine,
  greeting,
  hasSuccess,
  logTime,
  recentEntries,
  sampleInteractions,
  sendsOnKey,
  type LogEntry,
} from './chat-view';

const entry = (n: number, type: LogEntry['type'] = 'info'): LogEntry => ({
  type,
  message: `action ${n}`,
  timestamp: `2026-03-25T10:00:${String(n).padStart(2, '0')}.000Z`,
});

describe('ready and sending', () => {
  const base = { serviceCount: 2, keySet: true, host: 'api.openai.com', reach: { kind: 'reachable' } } as const;
  it('is "Initializing..." only while something is loaded or checked', () => {
    expect(chatStatus({ ...base, serviceCount: undefined })).toMatchObject({ phase: 'loading', text: 'Initializing...', word: 'Initializing', canType: false });
    expect(chatStatus({ ...base, keySet: undefined }).text).toBe('Initializing...');
    expect(chatStatus({ ...base, reach: { kind: 'checking' } })).toMatchObject({ text: 'Initializing...', detail: 'Checking api.openai.com…', canType: false });
  });

  it('says "Ready to handle appointments" only once the provider answered', () => {
    expect(chatStatus(base)).toMatchObject({ phase: 'ready', text: 'Ready to handle appointments', word: 'Ready', canType: true });
  });

  it('names a missing key, a missing service, a refused key and a silent host, with why', () => {
    expect(chatStatus({ ...base, keySet: false })).toMatchObject({
      text: 'Not configured: add an AI provider key below',
      word: 'Not configured',
      canType: false,
    });
    expect(chatStatus({ ...base, serviceCount: 0 })).toMatchObject({ text: 'Waiting for a service: add one in Salon Profile', canType: false });
    expect(chatStatus({ ...base, reach: { kind: 'refused', status: 401 } })).toMatchObject({
      text: 'api.openai.com refused the key',
      word: 'Key refused',
      canType: false,
    });
    const down = chatStatus({ ...base, reach: { kind: 'unreachable', reason: 'this device is offline' } });
    // Messages still go into the offline queue while the host is away.
    expect(down).toMatchObject({ text: 'Cannot reach api.openai.com', word: 'Unreachable', canType: true });
    expect(down.detail).toContain('Why: this device is offline.');
  });

  it('sends only when ready, idle and the input has text', () => {
    expect(canSend({ ready: true, processing: false, text: 'Hi' })).toBe(true);
    expect(canSend({ ready: true, processing: false, text: '   \n' })).toBe(false);
    expect(canSend({ ready: true, processing: true, text: 'Hi' })).toBe(false);
    expect(canSend({ ready: false, processing: false, text: 'Hi' })).toBe(false);
  });

  it('Enter sends, Shift+Enter and IME composition do not', () => {
    expect(sendsOnKey('Enter', false)).toBe(true);
    expect(sendsOnKey('Enter', true)).toBe(false);
    expect(sendsOnKey('Enter', false, true)).toBe(false);
    expect(sendsOnKey('a', false)).toBe(false);
  });
});

describe('action log', () => {
  it('keeps the last 10, newest first', () => {
    const log = Array.from({ length: 13 }, (_, i) => entry(i + 1));
    const shown = recentEntries(log);
    expect(shown).toHaveLength(10);
    expect(shown[0].message).toBe('action 13');
    expect(shown[9].message).toBe('action 4');
    expect(log[0].message).toBe('action 1');
  });

  it('knows a reply wrote something only from a success entry', () => {
    expect(hasSuccess([entry(1, 'info'), entry(2, 'error')])).toBe(false);
    expect(hasSuccess([entry(1, 'info'), entry(2, 'success')])).toBe(true);
  });

  it('shows a time, or nothing for a bad timestamp', () => {
    expect(logTime('2026-03-25T10:00:05.000Z')).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(logTime('not a time')).toBe('');
  });
});

describe('texts', () => {
  it('greets for the salon and invites booking, changing and cancelling', () => {
    expect(chatHeader('Lotus Nails')).toBe('AI Assistant for Lotus Nails');
    const hello = greeting('Lotus Nails');
    expect(hello).toContain('Lotus Nails');
    for (const word of ['Hello', 'book', 'change', 'cancel']) expect(hello).toContain(word);
  });

  it("opens with the owner's own greeting, or the test greeting while the default is untouched", () => {
    expect(firstLine('Lotus Nails', '  Hi, Lotus Nails here! How can I help?  ')).toBe('Hi, Lotus Nails here! How can I help?');
    expect(firstLine('Lotus Nails', DEFAULT_GREETING)).toBe(greeting('Lotus Nails'));
    expect(firstLine('Lotus Nails', undefined)).toBe(greeting('Lotus Nails'));
  });

  it('offers eight samples on the spec topics, with the salon services when it has them', () => {
    const samples = sampleInteractions(['Gel Manicure', 'Spa Pedicure']);
    expect(samples.map((s) => s.topic)).toEqual([
      'Booking',
      'Changing',
      'Cancelling',
      'Business hours',
      'Price',
      'Availability',
      'New customer',
      'Special event',
    ]);
    expect(samples[0].text).toContain('Gel Manicure');
    expect(samples[4].text).toContain('Spa Pedicure');
    expect(sampleInteractions(['Acrylic Full Set'])[0].text).toContain('book an Acrylic Full Set for tomorrow');
    expect(samples[4].text).toContain('How much does a Spa Pedicure cost');
    const fallback = sampleInteractions([]);
    expect(fallback).toHaveLength(8);
    expect(fallback[0].text).toContain('book a manicure');
    expect(fallback.every((s) => s.text.length > 10 && !s.text.includes('undefined'))).toBe(true);
  });
});
