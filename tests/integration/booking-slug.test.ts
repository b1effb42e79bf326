// Salon Profile → Online booking: the page address check an owner's form calls as she
// types, and the push refusal a device gets when another salon took the address meanwhile.
import { describe, expect, it } from 'vitest';
import { clientFor } from './helpers';
import { pushSuite } from './push-suite';

const { ownerWithSalon, backend } = pushSuite('booking-slug.test');

describe('booking_slug_available', () => {
  it("answers taken for another salon's address, free for one's own, and never names the holder", async () => {
    const a = await ownerWithSalon();
    const b = await ownerWithSalon();
    const slug = `polished-${Date.now().toString(36)}`;
    const set = await a.device.push([a.device.mutation('booking_settings', a.f.bookingSettings.id, 'patch', { booking_slug: slug, online_booking: true })]);
    expect(set.results[0]).toMatchObject({ status: 'applied' });

    const own = await a.owner.client.rpc('booking_slug_available', { p_slug: slug });
    expect(own).toMatchObject({ error: null, data: { available: true, message: null } });
    const other = await b.owner.client.rpc('booking_slug_available', { p_slug: slug });
    expect(other).toMatchObject({ error: null, data: { available: false, message: 'That address is taken.' } });
    expect(JSON.stringify(other.data)).not.toContain(a.salonId);
    const fresh = await b.owner.client.rpc('booking_slug_available', { p_slug: `${slug}-2` });
    expect(fresh.data).toEqual({ available: true, message: null });
  });

  it('refuses an address that breaks the pattern, with the rule', async () => {
    const { owner } = await ownerWithSalon();
    for (const bad of ['ab', 'Polished', '-polished', 'polished-', 'nail salon', 'a'.repeat(41)]) {
      const { data } = await owner.client.rpc('booking_slug_available', { p_slug: bad });
      expect(data, bad).toMatchObject({ available: false, message: expect.stringMatching(/^Use 3 to 40 lowercase letters/) });
    }
  });

  it('is not callable without signing in', async () => {
    const { error } = await clientFor(backend()).rpc('booking_slug_available', { p_slug: 'polished' });
    expect(error).not.toBeNull();
  });
});

describe('a taken address on push', () => {
  it('is refused with a reason the owner can read', async () => {
    const a = await ownerWithSalon();
    const b = await ownerWithSalon();
    const slug = `glow-${Date.now().toString(36)}`;
    await a.device.push([a.device.mutation('booking_settings', a.f.bookingSettings.id, 'patch', { booking_slug: slug })]);
    const res = await b.device.push([b.device.mutation('booking_settings', b.f.bookingSettings.id, 'patch', { booking_slug: slug })]);
    expect(res.results[0]).toMatchObject({ status: 'rejected', reason: 'That booking page address is taken' });
  });
});
