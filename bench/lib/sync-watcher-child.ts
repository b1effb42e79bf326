// Child process of the sync bench: device B of "save to see", a second device of the owner with
// the app's engine running (online, visible: its 2 s poll is what brings other devices' saves).
// In its own process, so device A's local-write events cannot wake it, as on a real second
// device. Prints {"ready":true} once caught up, then {"name":…, "at": epoch ms} each time the
// watched service's name changes in its database. Argument: the backend's info as JSON
// (owner = the owner to sign in as), then the service id to watch.
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
  const engine = device.engine({ online: () => true, visible: () => true });
  engine.start();
  process.stdout.write(`${JSON.stringify({ ready: true, name: last })}\n`);
  // Looking at the database every 10 ms adds at most 10 ms to a figure measured in seconds.
  const timer = setInterval(() => {
    void device.db.services.get(serviceId).then((row) => {
      if (!row || row.name === last) return;
      last = row.name;
      process.stdout.write(`${JSON.stringify({ name: row.name, at: Date.now() })}\n`);
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
