import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatHlc, genesisHlc } from '../../domain/hlc';
import { changeTime, recentActivity, timeAgo, type ActivitySources } from './activity';

/** English needs no catalog: each message carries its own text. */
const en = setupI18n({ locale: 'en', messages: { en: {} } });

const NODE = 'abcdef012345';
const stamp = (wall: number, counter = 0) => formatHlc({ wall, counter, node: NODE });
const T = Date.UTC(2026, 2, 4, 10, 0, 0);
const empty: ActivitySources = { salon: null, appointments: [], customers: [], staff: [], services: [], faqs: [] };
const base = { deleted: false };

describe('changeTime', () => {
  it('reads the wall time of a stamp; genesis and malformed stamps are no change', () => {
    expect(changeTime(stamp(T))).toBe(T);
    expect(changeTime(genesisHlc(NODE))).toBeNull();
    expect(changeTime('2026-03-04T10:00:00Z')).toBeNull();
  });
});

describe('recentActivity', () => {
  const sources: ActivitySources = {
    salon: { id: 's', name: 'Lotus Nails', updated_at: genesisHlc(NODE), ...base },
    customers: [{ id: 'c1', name: 'Jane Doe', updated_at: stamp(T + 1000), ...base }],
    services: [
      { id: 'sv1', name: 'Gel Manicure', price: 45, updated_at: stamp(T), ...base },
      { id: 'sv2', name: 'Old Polish', price: 10, updated_at: stamp(T + 5000), deleted: true },
    ],
    staff: [
      { id: 'st1', name: 'Anna Lee', is_active: true, updated_at: stamp(T + 2000), ...base },
      { id: 'st2', name: 'Bo', is_active: false, updated_at: stamp(T + 2000, 1), ...base },
    ],
    faqs: [{ id: 'f1', question: 'Do you take walk-ins?', updated_at: stamp(T + 3000), ...base }],
    appointments: [
      {
        id: 'a1',
        customer_id: 'c1',
        service_id: 'sv1',
        appointment_date: '2026-03-05',
        start_time: '10:00:00',
        status: 'confirmed',
        updated_at: stamp(T + 4000),
        ...base,
      },
      {
        id: 'a2',
        customer_id: 'gone',
        service_id: 'gone',
        appointment_date: '2026-03-06',
        start_time: '09:00',
        status: 'pending',
        updated_at: stamp(T + 4500),
        deleted: true,
      },
    ],
  };

  it('orders every table’s changes newest first and leaves out genesis rows', () => {
    const items = recentActivity(en, sources);
    expect(items.map((i) => i.key)).toEqual([
      'service:sv2',
      'appointment:a2',
      'appointment:a1',
      'faq:f1',
      'staff:st2',
      'staff:st1',
      'customer:c1',
      'service:sv1',
    ]);
    expect(items.some((i) => i.kind === 'salon')).toBe(false);
    expect(items[0].at).toBe(T + 5000);
  });

  it('says what changed', () => {
    const byKey = new Map(recentActivity(en, sources).map((i) => [i.key, `${i.subject} | ${i.action}`]));
    expect(byKey.get('appointment:a1')).toBe('Jane Doe — Gel Manicure | Appointment confirmed for Mar 5 at 10:00');
    expect(byKey.get('appointment:a2')).toBe('A customer | Appointment deleted for Mar 6 at 09:00');
    expect(byKey.get('service:sv1')).toBe('Gel Manicure | Service saved ($45.00)');
    expect(byKey.get('service:sv2')).toBe('Old Polish | Service removed');
    expect(byKey.get('staff:st2')).toBe('Bo | Staff member saved (inactive)');
    expect(byKey.get('faq:f1')).toBe('Do you take walk-ins? | FAQ saved');
    expect(byKey.get('customer:c1')).toBe('Jane Doe | Client saved');
  });

  it("writes times on the salon's clock when given its locale", () => {
    const us = new Map(recentActivity(en, sources, 8, 'en-US').map((i) => [i.key, i.action.replace(/[\u202f\u00a0]/g, ' ')]));
    expect(us.get('appointment:a1')).toBe('Appointment confirmed for Mar 5 at 10:00 AM');
    expect(us.get('appointment:a2')).toBe('Appointment deleted for Mar 6 at 9:00 AM');
    const uk = new Map(recentActivity(en, sources, 8, 'en-GB').map((i) => [i.key, i.action]));
    expect(uk.get('appointment:a2')).toBe('Appointment deleted for Mar 6 at 09:00');
  });

  it('keeps only the latest few and shows an edited salon', () => {
    const items = recentActivity(en, { ...sources, salon: { id: 's', name: 'Lotus Nails', updated_at: stamp(T + 9000), ...base } }, 2);
    expect(items.map((i) => `${i.subject} | ${i.action}`)).toEqual(['Lotus Nails | Salon profile updated', 'Old Polish | Service removed']);
  });

  it('is empty for a salon nobody has changed yet', () => {
    expect(recentActivity(en, { ...empty, salon: { id: 's', name: 'X', updated_at: genesisHlc(NODE), ...base } })).toEqual([]);
  });
});

describe('timeAgo', () => {
  it('speaks in the largest whole unit', () => {
    expect(timeAgo(en, T, T + 59_000)).toBe('just now');
    expect(timeAgo(en, T, T - 10_000)).toBe('just now');
    expect(timeAgo(en, T, T + 60_000)).toBe('1 minute ago');
    expect(timeAgo(en, T, T + 59 * 60_000)).toBe('59 minutes ago');
    expect(timeAgo(en, T, T + 3_600_000)).toBe('1 hour ago');
    expect(timeAgo(en, T, T + 5 * 3_600_000)).toBe('5 hours ago');
    expect(timeAgo(en, T, T + 49 * 3_600_000)).toBe('2 days ago');
  });
});
