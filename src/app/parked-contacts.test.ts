// The contact form's last resort: a request typed while the queue's code could not load is kept
// in localStorage and moved into the real queue (validated there) when that code loads.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db/database';
import { adoptParkedContactRequests, parkContactRequest } from '../features/landing/parked-contacts';

const KEY = 'salon-desk:parked-contact-requests';
const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
});

const good = { name: 'Kim Pham', email: 'kim@example.com', salonName: 'Kim Nails', phone: '555-0123', message: 'Call me' };

beforeEach(async () => {
  store.clear();
  await db.contact_requests.clear();
});

describe('parked contact requests', () => {
  it('are kept as typed and join the delivery queue when its code loads', async () => {
    parkContactRequest(good);
    parkContactRequest({ ...good, email: 'second@example.com', message: '' });
    expect(JSON.parse(store.get(KEY)!)).toHaveLength(2);

    expect(await adoptParkedContactRequests()).toBe(2);
    const queued = (await db.contact_requests.toArray()).sort((a, b) => a.email.localeCompare(b.email));
    expect(queued.map((r) => [r.email, r.salon_name, r.status])).toEqual([
      ['kim@example.com', 'Kim Nails', 'pending'],
      ['second@example.com', 'Kim Nails', 'pending'],
    ]);
    expect(store.has(KEY)).toBe(false);
    // Adopted once: a second start moves nothing again.
    expect(await adoptParkedContactRequests()).toBe(0);
    expect(await db.contact_requests.count()).toBe(2);
  });

  it('drops a request the queue refuses as invalid and keeps the valid ones', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    parkContactRequest({ ...good, phone: 'call me' });
    parkContactRequest(good);
    expect(await adoptParkedContactRequests()).toBe(1);
    expect((await db.contact_requests.toArray()).map((r) => r.phone)).toEqual(['555-0123']);
    expect(store.has(KEY)).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('keep the id they were parked with, so adopting one twice queues one request, not two', async () => {
    parkContactRequest(good);
    const [{ id }] = JSON.parse(store.get(KEY)!) as Array<{ id: string }>;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const parked = store.get(KEY)!;
    expect(await adoptParkedContactRequests()).toBe(1);
    // The page closed before the parking spot was cleared: the next start adopts it again.
    store.set(KEY, parked);
    expect(await adoptParkedContactRequests()).toBe(1);
    expect((await db.contact_requests.toArray()).map((r) => r.id)).toEqual([id]);
    expect(store.has(KEY)).toBe(false);
  });

  it('a damaged parking spot neither throws nor blocks a new request', async () => {
    store.set(KEY, '{not json');
    parkContactRequest(good);
    expect(await adoptParkedContactRequests()).toBe(1);
    expect(await db.contact_requests.count()).toBe(1);
  });
});
