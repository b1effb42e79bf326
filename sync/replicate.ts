// One sync pass of one salon (docs/architecture.md#sync): push the outbox (push.ts), then pull until caught
// up (pull.ts). No timers, no React.
import { pullChanges } from './pull';
import { pushOutbox } from './push';
import type { ReplicaContext } from './replica-context';

export { pullChanges, pushOutbox };
export type { ReplicaContext };

/** Push, then pull (docs/architecture.md#sync). */
export async function syncOnce(ctx: ReplicaContext): Promise<{ pushed: number; rejected: number; pulled: number }> {
  const pushResult = await pushOutbox(ctx);
  const pulled = await pullChanges(ctx);
  return { ...pushResult, pulled };
}
