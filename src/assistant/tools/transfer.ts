// transfer_call: on a phone call, hands the caller to a person at the salon. It writes
// nothing in the salon: it marks the conversation's handoff, the loop puts it in the reply, and the
// relay ends Sarah's part of the call with it (ConversationRelay's `end` with handoff data); the
// transfer webhook then dials the salon's redirect number, and when no one answers the call comes
// back to Sarah to take a message. Offered only on the phone, with transfer on and a number to
// dial (abilities.ts), and refused in code otherwise.
import { z } from 'zod';
import { defineTool } from './tool';

export const TRANSFER_TOOL = 'transfer_call';

export const transferCallTool = defineTool({
  name: TRANSFER_TOOL,
  description:
    'Transfers this phone call to a person at the salon. Use it when the caller asks for a person, the owner or a manager, or when you cannot help. ' +
    'Tell the caller you are connecting them in the same reply. If no one answers, the call comes back to you to take a message.',
  parameters: z.object({
    reason: z.string().trim().min(1).max(300).describe("Why the caller wants a person, in a few words (the salon's team sees it)"),
  }),
  async execute({ reason }, tc) {
    tc.conversation.handoff = { reasonCode: 'transfer', reason };
    return { success: true, message: `Transferring the call to the salon team: ${reason}`, transferring: true };
  },
});
