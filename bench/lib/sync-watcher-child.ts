// Child process of the sync bench: device B of "save to see", a second device of the owner with
// the app's engine running (online, visible, listening to the server's change signal as the app
// does). In its own process, so device A's local-write events cannot wake it, as on a real second
// device. Prints {"ready":true} once caught up and live, then {"name":…, "at": epoch ms} each time
// the watched service's name changes or a customer with a new name arrives in its database.
// Arguments: the backend's info as JSON (owner = the owner to sign in as), the service id to watch.
import 'fake-indexeddb/auto';
import { syncOnce } from '../../sync/replicate';
import type { BackendInfo } from './sync-backend-child';
import { benchDevice } from './sync-device';

async function main(): Promise<void> {
  const info = JSON.parse(process.argv[2] ?? '') as BackendInfo;
  const serviceId = process.argv[3] ?? '';
  const device = await benchDevice(info, 'watcher');
  await syncOnce(device.replica);
  let last = (await device.db.services.get(serviceId))?.name ?? null;
  const customers = new Set((await device.db.customers.toArray()).map((c) => c.name));
  const engine = device.engine({ online: () => true, visible: () => true, live: true });
  engine.start();
  await new Promise<void>((resolve) => {
    const off = engine.subscribe((s) => s.live && (off?.(), resolve()));
  });
  process.stdout.write(`${JSON.stringify({ ready: true, name: last })}\n`);
  // Looking at the database every 10 ms adds at most 10 ms to the figure (5 ms on average).
  const timer = setInterval(() => {
    void Promise.all([device.db.services.get(serviceId), device.db.customers.toArray()]).then(([row, all]) => {
      const at = Date.now();
      if (row && row.name !== last) {
        last = row.name;
        process.stdout.write(`${JSON.stringify({ name: row.name, at })}\n`);
      }
      for (const c of all) {
        if (customers.has(c.name)) continue;
        customers.add(c.name);
        process.stdout.write(`${JSON.stringify({ name: c.name, at })}\n`);
      }
    });
  }, 10);
  const stop = async () => {
    clearInterval(timer);
    engine.stop();
    await device.close();
    process.exit(0);
  };
  process.stdin.on('end', () => void stop());
  process.stdin.resume();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
