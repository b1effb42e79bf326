import { describe, expect, it } from 'vitest';
import { isUnreadHere, newAlerts } from './notifications';
import type { NotificationKind } from './types';

const row = (id: string, kind: NotificationKind, at: string, unread = true) => ({ id, kind, at, unread });

describe('isUnreadHere', () => {
  it('unread until read anywhere, and never for this device’s own rows', () => {
    const n = { id: 'a', read: false, deleted: false };
    expect(isUnreadHere(n, new Set())).toBe(true);
    expect(isUnreadHere(n, new Set(['a']))).toBe(false);
    expect(isUnreadHere({ ...n, read: true }, new Set())).toBe(false);
    expect(isUnreadHere({ ...n, deleted: true }, new Set())).toBe(false);
  });
});

describe('newAlerts', () => {
  it('the first look only takes a baseline: what waited before the app opened is not news', () => {
    const { alert, shown } = newAlerts(null, [row('a', 'booking', '2030-01-01T10:00:00.000Z')]);
    expect(alert).toEqual([]);
    expect(shown).toEqual(new Set(['a']));
  });

  it('alerts each new unread booking or message once, oldest first', () => {
    let shown = newAlerts(null, [row('a', 'booking', '2030-01-01T10:00:00.000Z')]).shown;
    const feed = [
      row('d', 'message', '2030-01-01T10:03:00.000Z'),
      row('c', 'booking', '2030-01-01T10:02:00.000Z'),
      row('a', 'booking', '2030-01-01T10:00:00.000Z'),
    ];
    const first = newAlerts(shown, feed);
    expect(first.alert.map((n) => n.id)).toEqual(['c', 'd']);
    shown = first.shown;
    expect(newAlerts(shown, feed).alert).toEqual([]);
  });

  it('no alert for read or own rows, cancellations, moves or conflicts', () => {
    const shown = new Set<string>();
    const feed = [
      row('r', 'booking', '2030-01-01T10:00:00.000Z', false),
      row('x', 'cancelled', '2030-01-01T10:01:00.000Z'),
      row('m', 'rescheduled', '2030-01-01T10:02:00.000Z'),
      row('k', 'conflict', '2030-01-01T10:03:00.000Z'),
    ];
    const next = newAlerts(shown, feed);
    expect(next.alert).toEqual([]);
    // A row seen read is settled: it does not alert later either.
    expect(newAlerts(next.shown, [{ ...feed[0], unread: true }]).alert).toEqual([]);
  });
});
