// Salon Profile → Online booking: the checks before a save and the repository's write.
import { afterEach, describe, expect, it } from 'vitest';
import { readBookingSettings } from './booking';
import type { SalonDeskDB } from '../../db/database';
import { saveBookingSettings, saveOnlineBooking } from '../../db/repositories/booking-settings';
import { ensureSalonForOwner } from '../../db/repositories/salons';
import { DEFAULT_BOOKING_SETTINGS } from '../../domain/booking-settings';
import { ValidationError } from '../../domain/errors';
import { bookingSettingsId, newId } from '../../domain/ids';
import { effectiveOnlineBooking, normalizeSlug, onlineBookingProblems, SLUG_NEEDED, SLUG_RULE, slugProblem } from '../../domain/online-booking';
import { freshDevice } from '../../../tests/support/db-helpers';

describe('the online booking checks', () => {
  it('takes 3 to 40 lowercase letters, digits and inner hyphens', () => {
    for (const ok of ['abc', 'lotus-nails', 'nails4u', 'a'.repeat(40)]) expect(slugProblem(ok), ok).toBeNull();
    for (const bad of ['ab', 'a'.repeat(41), '-lotus', 'lotus-', 'lotus nails', 'Lotus', 'lötus', 'lotus_nails']) expect(slugProblem(bad), bad).toBe(SLUG_RULE);
  });

  it('reads a typed address as stored: trimmed, lower-case', () => {
    expect(normalizeSlug('  Lotus-Nails ')).toBe('lotus-nails');
  });

  it('names each bad field, and asks for an address before the page goes on', () => {
    expect(onlineBookingProblems({ online_booking: true, booking_slug: '', online_cancel_notice_minutes: '1440', embed_origins: '' })).toEqual({
      booking_slug: SLUG_NEEDED,
    });
    expect(onlineBookingProblems({ online_booking: false, booking_slug: '', online_cancel_notice_minutes: '60', embed_origins: '' })).toEqual({});
    expect(onlineBookingProblems({ online_booking: false, booking_slug: 'x y', online_cancel_notice_minutes: '-5', embed_origins: '' })).toEqual({
      booking_slug: SLUG_RULE,
      online_cancel_notice_minutes: expect.stringMatching(/^Online cancelling must close 0 to 20160 minutes/),
    });
    expect(Object.keys(onlineBookingProblems({ online_booking: false, booking_slug: '', online_cancel_notice_minutes: '20161', embed_origins: '' }))).toEqual([
      'online_cancel_notice_minutes',
    ]);
  });

  it('reads a salon that never saved as off, with a day to cancel', () => {
    expect(effectiveOnlineBooking(null)).toEqual({ online_booking: false, booking_slug: null, online_cancel_notice_minutes: 1440, embed_origins: '' });
  });
});

const opened: SalonDeskDB[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.delete();
});

async function device() {
  const { db, ctx } = await freshDevice();
  opened.push(db);
  const salon = await ensureSalonForOwner({ id: newId(), email: 'o@example.com', salonName: 'Lotus Nails', salonPhone: '555-0100' }, ctx);
  await db.outbox.clear();
  return { db, ctx, salonId: salon.id };
}

describe('saveOnlineBooking', () => {
  it('creates the row with the default booking rules the first time, then patches only what changed', async () => {
    const d = await device();
    const row = await saveOnlineBooking(
      d.salonId,
      { online_booking: true, booking_slug: ' Lotus-Nails ', online_cancel_notice_minutes: '120', embed_origins: '' },
      d.ctx,
    );
    expect(row).toMatchObject({
      id: bookingSettingsId(d.salonId),
      ...DEFAULT_BOOKING_SETTINGS,
      online_booking: true,
      booking_slug: 'lotus-nails',
      online_cancel_notice_minutes: 120,
      embed_origins: '',
    });
    await saveOnlineBooking(d.salonId, { online_booking: false, booking_slug: 'lotus-nails', online_cancel_notice_minutes: 120, embed_origins: '' }, d.ctx);
    // The booking rules form saves beside it without undoing the switch.
    await saveBookingSettings(d.salonId, { ...DEFAULT_BOOKING_SETTINGS, min_notice_minutes: 60 }, d.ctx);
    const entries = await d.db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => e.op)).toEqual(['put', 'patch', 'patch']);
    expect(entries[1].fields).toEqual({ online_booking: false });
    expect(await readBookingSettings(d.db, d.salonId)).toMatchObject({ online_booking: false, booking_slug: 'lotus-nails', min_notice_minutes: 60 });
  });

  it('writes nothing for a bad address', async () => {
    const d = await device();
    await expect(
      saveOnlineBooking(d.salonId, { online_booking: true, booking_slug: 'no', online_cancel_notice_minutes: 0, embed_origins: '' }, d.ctx),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(await d.db.outbox.count()).toBe(0);
  });
});
