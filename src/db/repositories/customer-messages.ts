// The customer messages the backend queued and sent. The rows are the server's; the
// one thing a device writes is the owner's "Send again", through the writer so it waits offline
// and syncs like any write.
import { PreconditionError } from '../../domain/errors';
import type { CustomerMessage } from '../../domain/types';
import { appContext, type WriteContext } from '../context';
import { patchRow, writeTogether } from '../writer';

/**
 * The owner's "Send again" for a failed or skipped message: the only field a device writes on
 * these rows (the server re-queues the message when the request reaches it).
 */
export async function askToSendAgain(messageId: string, ctx?: WriteContext): Promise<CustomerMessage> {
  const c = ctx ?? (await appContext());
  return writeTogether(c, ['customer_messages'], async () => {
    const row = await c.db.customer_messages.get(messageId);
    if (!row || row.deleted) throw new PreconditionError('This message is no longer on this device');
    if (row.status !== 'failed' && row.status !== 'skipped') throw new PreconditionError('Only a message that failed or was not sent can be sent again');
    return patchRow(c, 'customer_messages', messageId, { resend_requested_at: new Date(c.now()).toISOString() });
  });
}
