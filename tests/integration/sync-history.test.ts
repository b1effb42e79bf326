// A new device's history in two steps against the real backend: the first pull leaves the
// history tables' rows before a cutoff out, sync_pull_history brings them afterwards, and the
// device ends with what a device that pulled everything holds, whatever changed meanwhile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../sync/server/index';
import { patchRow } from '../../src/db/writer';
import { staffScheduleId } from '../../src/domain/ids';
import { createSyncEngine, type SyncEngine } from '../../sync/engine';
import { fetchHistoryPage } from '../../sync/history';
import type { HistoryArgs, HistoryResponse, PullResponse } from '../../sync/protocol';
import { pullChanges, syncOnce, type ReplicaContext } from '../../sync/replicate';
import { startTestBackend, uniqueEmail } from './helpers';
import { newDevice, signUpOwner, snapshot, type SimDevice } from './engine-harness';
import { Device, fixtureMutations, salonFixture } from './sync-helpers';

const CUTOFF = '2025-10-01';
let backend: LocalBackend;
const devices: SimDevice[] = [];
const engines: SyncEngine[] = [];

beforeAll(async () => {
  ({ backend } = await startTestBackend());
});
afterAll(async () => {
  for (const e of engines) await e.stop();
  for (const d of devices) await d.close();
  await backend?.close();
});

/** An owner's salon with rows before and after the cutoff in every history table. */
async function salonWithHistory() {
  const owner = await signUpOwner(backend, uniqueEmail('history'));
  const seeder = await newDevice(backend, owner);
  devices.push(seeder);
  const other = new Device(seeder.client, seeder.salonId);
  const f = salonFixture(seeder.salonId, owner.id);
  await other.push(fixtureMutations(other, f));
  const days = ['2019-02-11', '2021-07-05', '2023-03-14', '2025-09-30', '2025-10-01', '2026-06-02'];
  const appts = days.map((d) => ({ ...f.appointment, id: crypto.randomUUID(), appointment_date: d }));
  const calls = days.map((d) => ({ ...f.call, id: crypto.randomUUID(), started_at: `${d}T23:30:00.000Z` }));
  const schedules = days.map((d) => ({ ...f.schedule, id: staffScheduleId(f.staff.id, d), date: d }));
  const res = await other.push([
    ...appts.map((r) => other.put('appointments', r)),
    ...calls.map((r) => other.put('calls', r)),
    ...schedules.map((r) => other.put('staff_schedules', r)),
  ]);
  expect(res.results.every((r) => r.status === 'applied')).toBe(true);
  return { owner, other, f, appts, calls, schedules };
}

async function historyDevice(owner: Awaited<ReturnType<typeof signUpOwner>>, hook?: (page: HistoryResponse) => Promise<void>) {
  const d = await newDevice(backend, owner, {
    transport: (t) => ({
      ...t,
      pull: (a) => t.pull(a),
      refreshAuth: () => t.refreshAuth(),
      push: (a) => t.push(a),
      async pullHistory(a: HistoryArgs) {
        const page = await t.pullHistory!(a);
        await hook?.(page);
        return page;
      },
    }),
  });
  devices.push(d);
  const replica: ReplicaContext = { ...d.replica, historyFrom: CUTOFF };
  return { d, replica };
}

async function backfill(replica: ReplicaContext): Promise<number> {
  let pages = 0;
  for (;;) {
    const missing = await fetchHistoryPage(replica);
    pages += 1;
    if (missing === null) return pages;
    expect(missing).not.toBe('waiting');
    expect(pages).toBeLessThan(50);
  }
}

const ids = async (d: SimDevice, table: 'appointments' | 'calls' | 'staff_schedules') =>
  new Set((await d.db.table(table).toArray()).map((r: { id: string }) => r.id));

describe('the server', () => {
  it('sync_pull with p_history_from leaves out the history rows dated before it, and nothing else', async () => {
    const { other, appts, calls, schedules } = await salonWithHistory();
    const { data, error } = await other.client.rpc('sync_pull', { p_salon_id: other.salonId, p_cursor: 0, p_limit: 1000, p_history_from: CUTOFF });
    expect(error).toBeNull();
    const got = new Set((data as PullResponse).changes.map((c) => c.row.id));
    for (const rows of [appts, calls, schedules]) {
      expect(rows.map((r) => got.has(r.id))).toEqual([false, false, false, false, true, true]);
    }
    expect((data as PullResponse).changes.some((c) => c.table === 'customers')).toBe(true);
  });

  it('sync_pull_history pages by day, newest first, and says what is older', async () => {
    const { other, appts, calls } = await salonWithHistory();
    const { data, error } = await other.client.rpc('sync_pull_history', { p_salon_id: other.salonId, p_before: CUTOFF, p_days: 366 });
    expect(error).toBeNull();
    const page = data as HistoryResponse;
    expect(page.from).toBe('2024-09-30');
    expect(page.older).toBe('2023-03-14');
    const got = new Set(page.changes.map((c) => c.row.id));
    expect([appts, calls].map((rows) => rows.map((r) => got.has(r.id)))).toEqual([
      [false, false, false, true, false, false],
      [false, false, false, true, false, false],
    ]);
  });

  it('refuses a bad cutoff or page with a clear error, and another salon', async () => {
    const { other } = await salonWithHistory();
    const call = (fn: string, args: object) => other.client.rpc(fn, { p_salon_id: other.salonId, ...args });
    const bad = [
      await call('sync_pull', { p_cursor: 0, p_limit: 10, p_history_from: '2099-01-01' }),
      await call('sync_pull_history', { p_before: '2099-01-01', p_days: 30 }),
      await call('sync_pull_history', { p_before: CUTOFF, p_days: 0 }),
      await call('sync_pull_history', { p_before: CUTOFF, p_days: 400 }),
    ];
    expect(bad.map((r) => r.error?.message)).toEqual([
      'p_history_from must be a day from 2000-01-01 to tomorrow, not 2099-01-01',
      'p_before must be a day from 2000-01-01 to tomorrow, not 2099-01-01',
      'p_days must be 1 to 366, not 0',
      'p_days must be 1 to 366, not 400',
    ]);
    const stranger = await salonWithHistory();
    const { error } = await stranger.other.client.rpc('sync_pull_history', { p_salon_id: other.salonId, p_before: CUTOFF, p_days: 30 });
    expect(error?.message).toBe('salon not found or not yours');
  });
});

describe('a new device', () => {
  it('is in sync with the recent rows, then holds what a full pull holds', async () => {
    const { owner, appts, f } = await salonWithHistory();
    const { d, replica } = await historyDevice(owner);
    await syncOnce(replica);
    expect(await ids(d, 'appointments')).toEqual(new Set([appts[4].id, appts[5].id, f.appointment.id]));
    expect((await d.db.sync_state.get(d.salonId))?.history).toMatchObject({ cutoff: CUTOFF, recentOnly: false, next: CUTOFF });
    // Pages of 31 days at first, then sized to the rows found; the gaps between are skipped.
    expect(await backfill(replica)).toBeLessThan(10);
    expect((await d.db.sync_state.get(d.salonId))?.history?.next).toBeNull();
    const full = await newDevice(backend, owner);
    devices.push(full);
    await full.sync();
    expect(await snapshot(d)).toEqual(await snapshot(full));
  });

  it('ends with the latest state of old rows changed, deleted or edited on the device meanwhile', async () => {
    const { owner, other, appts, calls } = await salonWithHistory();
    let raced = false;
    const { d, replica } = await historyDevice(owner, async (page) => {
      // A page read, then, before it is stored, an old row it holds is deleted and the device pulls that.
      if (raced || !page.changes.some((c) => c.row.id === appts[2].id)) return;
      raced = true;
      await other.push([other.mutation('appointments', appts[2].id, 'delete', { deleted: true })]);
      await pullChanges(replica);
    });
    await syncOnce(replica);
    // After the first pull: an old row changed, an old call deleted, and a recent appointment
    // moved into the old history by another device while this one edits its notes unpushed.
    await other.push([
      other.mutation('appointments', appts[1].id, 'patch', { notes: 'Changed later' }),
      other.mutation('calls', calls[0].id, 'delete', { deleted: true }),
      other.mutation('appointments', appts[5].id, 'patch', { appointment_date: '2020-01-06' }),
    ]);
    await patchRow(d.ctx, 'appointments', appts[5].id, { notes: 'Mine, not pushed' });
    await backfill(replica);
    expect(raced).toBe(true);
    expect(await d.db.appointments.get(appts[2].id)).toMatchObject({ deleted: true });
    expect(await d.db.appointments.get(appts[1].id)).toMatchObject({ notes: 'Changed later' });
    expect(await d.db.calls.get(calls[0].id)).toMatchObject({ deleted: true });
    expect(await d.db.appointments.get(appts[5].id)).toMatchObject({ appointment_date: '2020-01-06', notes: 'Mine, not pushed' });
    await syncOnce(replica);
    expect(await d.db.outbox.count()).toBe(0);
    const full = await newDevice(backend, owner);
    devices.push(full);
    await full.sync();
    expect(await snapshot(d)).toEqual(await snapshot(full));
  });

  it('resumes an interrupted first pull without the old rows, and a device holding everything never backfills', async () => {
    const { owner, appts, f } = await salonWithHistory();
    const { d, replica } = await historyDevice(owner);
    let pages = 0;
    const cut: ReplicaContext = {
      ...replica,
      pullLimit: 5,
      transport: { ...replica.transport, pull: (a) => (++pages > 1 ? Promise.reject(new Error('offline')) : replica.transport.pull(a)) },
    };
    await expect(pullChanges(cut)).rejects.toThrow('offline');
    expect((await d.db.sync_state.get(d.salonId))?.history?.recentOnly).toBe(true);
    // A reload: a new context over the same database, whatever it is told, goes on as stored.
    await syncOnce({ ...replica, historyFrom: '2026-01-01' });
    expect(await ids(d, 'appointments')).toEqual(new Set([appts[4].id, appts[5].id, f.appointment.id]));
    expect(await fetchHistoryPage({ ...replica, historyFrom: undefined })).not.toBeNull();

    let asked = 0;
    const old = await newDevice(backend, owner);
    devices.push(old);
    const counting: ReplicaContext = { ...old.replica, transport: { ...old.transport, pullHistory: () => (asked++, Promise.reject(new Error('asked'))) } };
    await syncOnce(counting);
    expect((await old.db.sync_state.get(old.salonId))?.history).toBeUndefined();
    await syncOnce({ ...counting, historyFrom: CUTOFF });
    expect(await fetchHistoryPage({ ...counting, historyFrom: CUTOFF })).toBeNull();
    expect(asked).toBe(0);
    expect((await ids(old, 'appointments')).size).toBe(appts.length + 1);
  });

  it('through the engine: in sync first, then the older history in the background, the status saying what is missing', async () => {
    const { owner, appts, f } = await salonWithHistory();
    const { d, replica } = await historyDevice(owner);
    const { historyFrom: _h, ...rest } = replica;
    const engine = createSyncEngine({ ...rest, historyFrom: CUTOFF, historyPauseMs: 0, locks: null, events: null, isOnline: () => true, periodMs: 0 });
    engines.push(engine);
    const missing: (string | null | undefined)[] = [];
    engine.subscribe((s) => s.phase === 'idle' && missing.at(-1) !== s.olderHistoryBefore && missing.push(s.olderHistoryBefore));
    engine.start();
    await engine.syncNow();
    const deadline = Date.now() + 20_000;
    while (engine.getStatus().olderHistoryBefore !== null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(missing).toContain(CUTOFF);
    expect(missing.at(-1)).toBeNull();
    expect((await ids(d, 'appointments')).size).toBe(appts.length + 1);
    expect(await d.db.appointments.get(f.appointment.id)).toBeTruthy();
  });
});
