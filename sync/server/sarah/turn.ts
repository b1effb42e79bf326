// One turn of server-side Sarah: claim the conversation's lease, carry on its saved
// state with the salon's model and store, save what it became, let the lease go. Answers as the
// HTTP layer sends it: a status and a body. Anything refused is refused before the claim, or by
// the claim itself, so a refused request changes nothing.
import type { Language } from '../../../src/domain/languages';
import OpenAI from 'openai';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createAssistant, type AssistantReply, type SavedConversation } from '../../../src/assistant/loop';
import type { AgentConfig } from '../../../src/domain/phone';
import type { SalonStore } from '../../../src/domain/salon-store';
import type { CallChannel } from '../../../src/domain/types';
import { Conversations } from './conversations';
import { refusedModelAddress } from './model-address';
import { modelFor, type ModelSettings } from './model-settings';

export interface SarahOptions {
  /** The service-role client: conversations, model settings. */
  db: SupabaseClient;
  /**
   * The salon's store on the server (serverSalonStore over the same client). `agent` is the AI
   * agent configuration the request brought: the server keeps none yet (it lives on the owner's
   * devices), so a store without one answers the defaults.
   */
  storeFor: (salonId: string, agent?: AgentConfig) => SalonStore;
  /** The server's environment's model, for salons that saved none. */
  defaults: ModelSettings;
  /** Messages a minute per salon, over every server process (default 30). */
  perMinute?: number;
  /** How long a turn's lease lasts before it is renewed (default 60 s; renewed every third of it). */
  leaseSeconds?: number;
  /** Whether a salon may point Sarah at a loopback or private address (default false; the local backend's tests allow it). */
  privateModels?: boolean;
  /** Per request to the model (default 60 s). */
  modelTimeoutMs?: number;
  clock?: () => Date;
  log?: (line: string) => void;
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface TurnRequest {
  conversationId: string;
  message: string;
  /** When the customer typed it (a message queued offline); default now. */
  at?: Date;
  /** Sarah's first line as the screen showed it, for a new conversation's history. */
  greeting?: string;
  /** The AI agent configuration (abilities, greeting) from the owner's device, checked by http.ts. */
  agent?: AgentConfig;
  /** The conversation's channel, for its call record (default 'chat'; the relay's is 'phone'). */
  channel?: CallChannel;
  /**
   * Phones the customer gave without typing them (a caller's number, Twilio's From): they count as
   * given, exactly as a typed one does, so Sarah books for them and finds their appointments.
   */
  phones?: readonly string[];
  /** The channel's own rules, after the system prompt (phone: speakable words, the caller's number). */
  instructions?: string;
  /** Sarah's words as the model writes them (the phone relay speaks them at once); see SendOptions.onText. */
  onText?: (delta: string) => void;
  /** How many of the latest replies the caller had not heard whole when speaking (see SendOptions.unheardReplies). */
  unheardReplies?: number;
  /** The language the channel speaks now (a phone call's speech): the conversation takes it before reading the message. */
  language?: Language;
}

export const refusal = (status: number, error: string, message: string, headers?: Record<string, string>): Answer => ({
  status,
  body: { error, message },
  headers,
});

/** A conversation's saved state, as JSON, past which it takes no more messages (well under the REST body cap it is saved through). */
export const MAX_STATE_CHARS = 512 * 1024;

const NOT_FOUND = refusal(404, 'not_found', 'No such conversation.');
const TOO_LONG = refusal(413, 'conversation_too_long', 'This conversation is too long to carry on: reset it and start a new one.');
const BUSY = refusal(409, 'busy', 'Sarah is still answering the previous message of this conversation: send this one again in a moment.', {
  'retry-after': '1',
});

/** Writes refuse once the lease is lost: another process may be running this conversation now. */
const WRITES = new Set(['book', 'move', 'cancel', 'takeMessage', 'openCall', 'appendTurns', 'endCall']);
function guarded(store: SalonStore, lost: () => boolean): SalonStore {
  return new Proxy(store, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (WRITES.has(String(key)) && lost()) throw new Error('this conversation was taken over by another request');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

export function createSarah(o: SarahOptions) {
  const leaseSeconds = o.leaseSeconds ?? 60;
  const clock = o.clock ?? (() => new Date());
  const log = o.log ?? (() => {});

  /** Runs `work` under the conversation's lease, renewed while it runs; the store it gets refuses writes once the lease is lost. */
  async function underLease(
    salonId: string,
    id: string,
    lease: string,
    work: (store: SalonStore) => Promise<{ state: SavedConversation | null; ended?: boolean; answer: Answer }>,
    agent?: AgentConfig,
  ): Promise<Answer> {
    const conversations = new Conversations(o.db, salonId);
    let lost = false;
    const timer = setInterval(
      () => {
        conversations.renew(id, lease, leaseSeconds).then(
          (kept) => (lost ||= !kept),
          (err: unknown) => log(`[sarah] renewing ${id} failed: ${err instanceof Error ? err.message : String(err)}`),
        );
      },
      (leaseSeconds * 1000) / 3,
    );
    try {
      const done = await work(guarded(o.storeFor(salonId, agent), () => lost));
      clearInterval(timer);
      const saved = await conversations.finish(id, lease, done.state, { ended: done.ended });
      if (!saved) log(`[sarah] ${id}: the lease ran out during the turn; its state was not saved`);
      return done.answer;
    } catch (err) {
      clearInterval(timer);
      await conversations.finish(id, lease, null).catch(() => false);
      throw err;
    }
  }

  function assistantFor(
    store: SalonStore,
    model: ModelSettings | null,
    state: SavedConversation,
    req?: Pick<TurnRequest, 'greeting' | 'channel' | 'instructions'>,
  ) {
    return createAssistant({
      getClient: () =>
        new OpenAI({
          apiKey: model?.apiKey ?? 'no-key',
          baseURL: model?.baseURL,
          maxRetries: 0,
          timeout: o.modelTimeoutMs ?? 60_000,
          // A salon's address may not send the server elsewhere (model-address.ts checked it, not where it redirects).
          fetchOptions: model?.chosenBySalon ? { redirect: 'error' } : undefined,
        }),
      model: model?.model ?? '',
      store,
      now: clock,
      channel: req?.channel ?? 'chat',
      greeting: () => req?.greeting,
      instructions: () => req?.instructions,
      resume: state,
    });
  }

  return {
    async chat(salonId: string, req: TurnRequest): Promise<Answer> {
      const claim = await new Conversations(o.db, salonId).claim(req.conversationId, { leaseSeconds, perMinute: o.perMinute ?? 30 });
      if (claim.status === 'not_found') return NOT_FOUND;
      if (claim.status === 'busy') return BUSY;
      if (claim.status === 'rate_limited') {
        return refusal(429, 'rate_limited', `Too many messages for this salon: at most ${o.perMinute ?? 30} a minute. Try again in ${claim.retry_after} s.`, {
          'retry-after': String(claim.retry_after),
        });
      }
      return underLease(
        salonId,
        req.conversationId,
        claim.lease,
        async (store) => {
          if (claim.state && JSON.stringify(claim.state).length > MAX_STATE_CHARS) return { state: null, answer: TOO_LONG };
          const model = await modelFor(o.db, salonId, o.defaults);
          const refused = model.chosenBySalon && !o.privateModels ? await refusedModelAddress(model.baseURL) : null;
          if (refused) return { state: null, answer: refusal(422, 'model_address_refused', refused) };
          const fresh: SavedConversation = { id: req.conversationId, history: [], phones: [], bookings: [], lastAt: null };
          const state0 = claim.state ?? fresh;
          const seeded = req.phones?.length ? { ...state0, phones: [...new Set([...state0.phones, ...req.phones])] } : state0;
          const assistant = assistantFor(store, model, seeded, req);
          const reply: AssistantReply = await assistant.send(req.message, {
            conversationId: req.conversationId,
            at: req.at,
            onText: req.onText,
            unheardReplies: req.unheardReplies,
            language: req.language,
          });
          const state = assistant.saved();
          const body: Record<string, unknown> = { reply: reply.reply, actions: reply.actions, conversation_id: state.id };
          if (reply.error) body.error = { kind: reply.error.kind, message: reply.error.message, status: reply.error.status ?? null };
          // Sarah handed the call to a person (transfer_call): the relay ends her part with it.
          if (reply.handoff) body.handoff = reply.handoff;
          return { state, answer: { status: 200, body } };
        },
        req.agent,
      );
    },

    /** Ends the conversation (Reset AI, Clear Chat): its call record ends; the next message may start a new one. */
    async reset(salonId: string, conversationId: string): Promise<Answer> {
      const claim = await new Conversations(o.db, salonId).claim(conversationId, { leaseSeconds, perMinute: null, reset: true });
      if (claim.status === 'not_found') return NOT_FOUND;
      if (claim.status !== 'claimed') return BUSY;
      return underLease(salonId, conversationId, claim.lease, async (store) => {
        if (claim.state) await assistantFor(store, null, claim.state).reset();
        return { state: null, ended: true, answer: { status: 200, body: { conversation_id: conversationId, ended: true } } };
      });
    },
  };
}

export type Sarah = ReturnType<typeof createSarah>;
