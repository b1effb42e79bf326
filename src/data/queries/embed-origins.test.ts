// Salon Profile → Online booking → "Sites that may show your booking page": what the
// owner may type, what is stored, and that a bad list is refused before anything is written.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { readBookingSettings } from './booking';
import type { SalonDeskDB } from '../../db/database';
import { saveOnlineBooking } from '../../db/repositories/booking-settings';
import { ensureSalonForOwner } from '../../db/repositories/salons';
import { EMBED_ORIGINS_TOO_MANY, embedOriginsText, readEmbedOrigins } from '../../domain/embed-origins';
import { ValidationError } from '../../domain/errors';
import { newId } from '../../domain/ids';
import { onlineBookingProblems } from '../../domain/online-booking';
import { EMBED_ORIGINS_PATTERN } from '../../domain/tables/formats';
import { freshDevice } from '../../../tests/support/db-helpers';

const stored = (typed: string) => {
  const read = readEmbedOrigins(typed);
  return 'value' in read ? read.value : `problem: ${read.problem}`;
};

describe('the sites that may show the booking page', () => {
  it('stores each typed site as its origin, one space apart, in the owner\u2019s order, once', () => {
    expect(stored('')).toBe('');
    expect(stored('  \n ')).toBe('');
    expect(stored('https://MySalon.com/\nhttps://www.mysalon.com:8443\r\nhttps://mysalon.com:443')).toBe('https://mysalon.com https://www.mysalon.com:8443');
    expect(stored('https://a.example, https://b.example')).toBe('https://a.example https://b.example');
    // A name in another script is stored as the browser sends it in the Origin header.
    expect(stored('https://bücher.example')).toBe('https://xn--bcher-kva.example');
  });

  it('refuses what is not an https site, naming the line', () => {
    expect(stored('http://mysalon.com')).toBe('problem: “http://mysalon.com”: only https:// sites may show your booking page.');
    expect(stored('mysalon.com')).toBe('problem: “mysalon.com” is not a site’s address: write it like https://mysalon.com.');
    expect(stored('https://mysalon.com/book')).toBe('problem: “https://mysalon.com/book”: write the site only, without a page (https://mysalon.com).');
    for (const bad of [
      'https://*.mysalon.com',
      "https://a.com'",
      'https://[::1]',
      'https://user@a.com',
      'https://a.com?x',
      'javascript:alert(1)',
      "'self'",
      '*',
    ]) {
      expect(stored(bad), bad).toMatch(/^problem: /);
    }
  });

  it('takes at most ten sites', () => {
    const sites = (n: number) => Array.from({ length: n }, (_, i) => `https://site${i}.example`).join('\n');
    expect(stored(sites(10)).split(' ')).toHaveLength(10);
    expect(stored(sites(11))).toBe(`problem: ${EMBED_ORIGINS_TOO_MANY}`);
    // Duplicates are one site.
    expect(stored(`${sites(10)}\nhttps://site0.example`).split(' ')).toHaveLength(10);
  });

  it('stores only what the server\u2019s CHECK takes (the same pattern), for any typed text', () => {
    const pattern = new RegExp(EMBED_ORIGINS_PATTERN);
    const line = fc.oneof(
      fc.webUrl({ validSchemes: ['https', 'http'] }),
      fc.string(),
      fc.domain().map((d) => `https://${d}`),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const read = readEmbedOrigins(lines.join('\n'));
        if ('value' in read) expect(read.value).toMatch(pattern);
      }),
    );
  });

  it('shows the stored list one site per line', () => {
    expect(embedOriginsText('https://a.example https://b.example')).toBe('https://a.example\nhttps://b.example');
    expect(embedOriginsText(undefined)).toBe('');
  });

  it('names the field in the form\u2019s problems', () => {
    expect(onlineBookingProblems({ online_booking: false, booking_slug: '', online_cancel_notice_minutes: '60', embed_origins: 'http://x.example' })).toEqual({
      embed_origins: '“http://x.example”: only https:// sites may show your booking page.',
    });
  });
});

const opened: SalonDeskDB[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.delete();
});

describe('saving the sites', () => {
  it('saves the list on the booking settings row and patches only it; a bad list writes nothing', async () => {
    const { db, ctx } = await freshDevice();
    opened.push(db);
    const salon = await ensureSalonForOwner({ id: newId(), email: 'o@example.com', salonName: 'Lotus Nails', salonPhone: '555-0100' }, ctx);
    const form = { online_booking: true, booking_slug: 'lotus-nails', online_cancel_notice_minutes: '1440', embed_origins: '' };
    await saveOnlineBooking(salon.id, form, ctx);
    await db.outbox.clear();
    await saveOnlineBooking(salon.id, { ...form, embed_origins: 'https://lotus.example\nhttps://www.lotus.example' }, ctx);
    expect((await db.outbox.toArray()).map((e) => Object.keys(e.fields ?? {}))).toEqual([['embed_origins']]);
    expect((await readBookingSettings(db, salon.id))?.embed_origins).toBe('https://lotus.example https://www.lotus.example');

    await expect(saveOnlineBooking(salon.id, { ...form, embed_origins: 'http://lotus.example' }, ctx)).rejects.toBeInstanceOf(ValidationError);
    expect(await db.outbox.count()).toBe(1);
    expect((await readBookingSettings(db, salon.id))?.embed_origins).toBe('https://lotus.example https://www.lotus.example');
  });
});
