// take_message: when Sarah cannot help, or the customer wants a person, she leaves a
// message for the salon on the call's record. The phone to call back must be one the customer
// typed in this conversation (a model must not make up where the salon calls), and the texts
// come from messages.ts, so what she tells the customer is the code's, not the model's.
import { z } from 'zod';
import { phoneKey } from '../../domain/phone-key';
import { TABLES } from '../../domain/tables';
import { wordsOf } from '../words';
import { salonRegion } from './common';
import { defineTool, fail } from './tool';

// The call row's columns hold what she takes: their limits are the tool's (a second message in
// the same call is joined to the first and cut at the column's limit, src/db/repositories/calls.ts).
const CALL = TABLES.calls.columns;

export const takeMessageTool = defineTool({
  name: 'take_message',
  description:
    'Leaves a message for the salon team, who will get back to the customer. Use it when you cannot help (a request you have no tool for), for a complaint, or when the customer asks for a person or the owner. First ask for their name and the phone number to reach them, and whether they want a call back.',
  writes: true,
  parameters: z.object({
    customer_name: z.string().trim().min(1).max(CALL.caller_name.max),
    customer_phone: z.string().trim().min(1).max(CALL.caller_phone.max),
    message: z.string().trim().min(1).max(CALL.message.max).describe("What the customer wants the salon to know, in the customer's own words"),
    callback_requested: z.boolean().describe('true when the customer wants a call back'),
  }),
  async execute(args, tc) {
    const text = wordsOf(tc.conversation);
    const region = await salonRegion(tc);
    const key = phoneKey(args.customer_phone, region);
    if (!key) return fail(text.MESSAGE_PHONE_INVALID);
    const typed = [...tc.conversation.phones].some((p) => phoneKey(p, region) === key);
    if (!typed) return fail(text.MESSAGE_PHONE_NOT_GIVEN);
    try {
      await tc.store.takeMessage({
        callId: tc.conversation.id,
        name: args.customer_name,
        phone: args.customer_phone,
        message: args.message,
        callbackRequested: args.callback_requested,
        at: tc.now().toISOString(),
      });
    } catch {
      return fail(text.MESSAGE_FAILED);
    }
    return { success: true, message: text.messageTaken(args.customer_name, args.customer_phone, args.callback_requested) };
  },
});
