import { afterEach, describe, expect, it } from 'vitest';
import { submitContactRequest } from '../src/db/repositories/contact-requests';
import { flushContactRequests, type ContactInsert } from './contact-sender';
import { ValidationError } from '../src/domain/errors';
import type { SalonDeskDB } from '../src/db/database';
import { freshDevice } from '../tests/support/db-helpers';

const opened: SalonDeskDB[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.delete();
});
async function device() {
  const d = await freshDevice();
  opened.push(d.db);
  return d.db;
}
const good = { name: ' Ana ', email: 'ana@example.com', salonName: 'Nails by Ana', phone: '+1 (555) 010-0000', message: '' };

describe('contact requests', () => {
  it('stores a valid request trimmed', async () => {
    const db = await device();
    const id = await submitContactRequest(good, db);
    expect(await db.contact_requests.get({ id })).toMatchObject({ name: 'Ana', salon_name: 'Nails by Ana', status: 'pending' });
  });

  it.each([
    [{ name: '  ' }, 'Your name is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ salonName: '' }, 'Nail salon name is required'],
    [{ phone: 'call me' }, 'Please enter a valid phone number'],
    [{ message: 'x'.repeat(4001) }, 'Message is too long'],
  ])('rejects %o with a clear message and stores nothing', async (patch, message) => {
    const db = await device();
    const err = await submitContactRequest({ ...good, ...patch }, db).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as Error).message).toBe(message);
    expect(await db.contact_requests.count()).toBe(0);
  });

  it('delivers in order, treats a replay (23505) as delivered, keeps everything on a network failure', async () => {
    const db = await device();
    await submitContactRequest({ ...good, name: 'First' }, db);
    await submitContactRequest({ ...good, name: 'Second' }, db);
    const sent: string[] = [];
    let online = false;
    const insert: ContactInsert = async (row) => {
      if (!online) return { error: { message: 'fetch failed' }, status: 0 };
      sent.push(row.name);
      return row.name === 'Second' ? { error: { code: '23505', message: 'duplicate key' }, status: 409 } : { error: null, status: 201 };
    };
    expect(await flushContactRequests(db, insert)).toBe(0);
    expect(await db.contact_requests.count()).toBe(2);
    online = true;
    expect(await flushContactRequests(db, insert)).toBe(2);
    expect(sent).toEqual(['First', 'Second']);
    expect(await db.contact_requests.count()).toBe(0);
  });

  it('keeps a request the server refuses, marked failed with the reason', async () => {
    const db = await device();
    const id = await submitContactRequest(good, db);
    await flushContactRequests(db, async () => ({ error: { code: '23514', message: 'check violation' }, status: 400 }));
    expect(await db.contact_requests.get({ id })).toMatchObject({ status: 'failed', last_error: 'check violation', attempts: 1 });
  });
});
