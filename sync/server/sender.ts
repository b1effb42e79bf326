// The customer-message sender: claims due confirmations, updates, cancellation notices
// and reminders from the backend, renders them with the app's own templates
// (src/domain/messages), sends each by email (nodemailer) or text (the salon's SMS provider), and
// records the outcome. It talks to the database through PostgREST with the service-role key, as
// any Supabase client would, so the same code runs inside `npm start` and as `npm run sender`
// next to a hosted project. Exactly-once rests on the claim (supabase/migrations/
// 20261124000830_message_sender.sql): a claimed row is 'sending' before anything goes out.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterFailure, recipientFor, staleOutcome } from '../../src/domain/messages/delivery';
import { appointmentInstant, renderEmail, renderSms, type MessageFacts } from '../../src/domain/messages/render';
import { templatesFor } from '../../src/domain/messages/templates';
import { customerPhoneKey } from '../../src/domain/phone-key';
import { isLanguage } from '../../src/domain/languages';
import type { CustomerMessage, MessageSettings } from '../../src/domain/types';
import type { Mailer } from './mailer';
import { createTwilioSms, smsApiBaseFromEnv } from './sms';
import { smsGate } from './sms-gate';

export interface SmsSender {
  send(msg: { to: string; body: string }): Promise<string>;
}

/** One claimed message and what it needs to be rendered (sender_claim's answer). */
export interface Claimed {
  message: CustomerMessage;
  appointment: { id: string; date: string; start_time: string; end_time: string; status: string; deleted: boolean; version: number };
  /** `language` is the card's, also for a booking's own contact (the card is the same person's). */
  customer: { name: string | null; phone: string | null; phone_key: string | null; email: string | null; language?: string | null } | null;
  service: { name: string; duration: number; price: number } | null;
  staff: { name: string } | null;
  salon: { id: string; name: string; address: string; phone: string; email: string; time_zone: string };
  settings: Partial<MessageSettings> | null;
}

/**
 * The claimed customer with the phone key a text goes to: the card's own, which a device made, or
 * for a booking's own contact (which has none stored) and a card from before keys, the device's
 * code in the salon's region (one phone identity on every server path, not SQL's copy).
 */
export function withPhoneKey(customer: Claimed['customer'], salon: Pick<Claimed['salon'], 'phone' | 'time_zone'>): Claimed['customer'] {
  if (!customer || customer.phone_key || !customer.phone) return customer;
  return { ...customer, phone_key: customerPhoneKey(customer.phone, salon) };
}

export interface Outcome {
  id: string;
  status: 'sent' | 'queued' | 'failed' | 'skipped' | 'superseded';
  at: string;
  recipient?: string;
  provider_id?: string;
  error?: string;
  due_at?: string;
}

export interface SenderOptions {
  url: string;
  serviceRoleKey: string;
  /** Null: no mail server; email messages wait and are retried. */
  mailer: Mailer | null;
  /** The salon's SMS provider, or null when it saved none (default: its saved Twilio account). */
  smsFor?: (salonId: string, db: SupabaseClient) => Promise<SmsSender | null>;
  /** Where texts go for the default provider: Twilio, SALON_DESK_SMS_API_URL, or the local catcher. */
  smsApiBase?: string;
  /** The sender's clock; tests and the bench move it to a reminder's time. */
  clock?: () => Date;
  /**
   * Where the app is served (https://salon.example): confirmations, updates and reminders of a
   * salon with online booking on carry a manage link `<siteUrl>/a/<token>`. Without
   * it, messages carry no link and tell the customer to call.
   */
  siteUrl?: string;
  batchSize?: number;
  concurrency?: number;
  leaseSeconds?: number;
  log?: (line: string) => void;
  /** Called after the sends of a batch, before they are recorded: a test's crash point. */
  beforeRecord?: (outcomes: readonly Outcome[]) => void | Promise<void>;
}

export interface TickResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
}

/** An error as the retry rule sees it: SMTP 5xx and SMS 4xx are permanent, the rest may pass. */
export function classify(err: unknown): { message: string; retryable: boolean } {
  const e = err as { message?: string; responseCode?: number; retryable?: boolean; response?: string };
  const message = (e?.response || e?.message || String(err)).slice(0, 900);
  if (typeof e?.retryable === 'boolean') return { message, retryable: e.retryable };
  if (typeof e?.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600) return { message, retryable: false };
  return { message, retryable: true };
}

async function mapPool<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * supabase-js builds its realtime client up front, and on Node 20 that needs a WebSocket the
 * runtime lacks. The sender never subscribes, so a transport that refuses to connect is enough.
 */
class NoRealtime {
  constructor() {
    throw new Error('the sender does not use realtime');
  }
}
type RealtimeOptions = NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>;

export class Sender {
  private readonly db: SupabaseClient;
  private readonly clock: () => Date;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(private readonly opts: SenderOptions) {
    this.db = createClient(opts.url, opts.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoRealtime as unknown as NonNullable<RealtimeOptions['transport']> },
    });
    this.clock = opts.clock ?? (() => new Date());
  }

  /** One round: claim what is due, send it, record the outcomes. */
  async tick(): Promise<TickResult> {
    const now = this.clock();
    const { data, error } = await this.db.rpc('sender_claim', {
      p_now: now.toISOString(),
      p_limit: this.opts.batchSize ?? 100,
      p_lease_seconds: this.opts.leaseSeconds ?? 120,
    });
    if (error) throw new Error(`sender_claim failed: ${error.message}`);
    const claimed = (data ?? []) as Claimed[];
    const sms = new Map<string, Promise<SmsSender | null>>();
    const linkless = new Set<string>();
    const outcomes = await mapPool(claimed, this.opts.concurrency ?? 8, (c) => this.deliver(c, now, sms, linkless));
    await this.opts.beforeRecord?.(outcomes);
    if (outcomes.length > 0) {
      const rec = await this.db.rpc('sender_record', { p_results: outcomes });
      if (rec.error) throw new Error(`sender_record failed: ${rec.error.message}`);
    }
    const count = (s: Outcome['status']) => outcomes.filter((o) => o.status === s).length;
    const result = { claimed: claimed.length, sent: count('sent'), retried: count('queued'), failed: count('failed'), skipped: count('skipped') };
    if (claimed.length > 0) this.opts.log?.(`[sender] ${JSON.stringify(result)}`);
    return result;
  }

  /** Ticks until nothing is due (for tests, the bench, and after a pause). */
  async drain(maxRounds = 10_000): Promise<TickResult> {
    const total: TickResult = { claimed: 0, sent: 0, retried: 0, failed: 0, skipped: 0 };
    for (let i = 0; i < maxRounds; i++) {
      const r = await this.tick();
      for (const k of Object.keys(total) as (keyof TickResult)[]) total[k] += r[k];
      if (r.claimed === 0) break;
    }
    return total;
  }

  /** Runs a drain every `intervalMs` until stop(); a failed round is logged and tried again. */
  start(intervalMs: number): void {
    const loop = () => {
      if (this.stopped) return;
      this.running = this.drain(50)
        .catch((err: unknown) => this.opts.log?.(`[sender] round failed: ${err instanceof Error ? err.message : String(err)}`))
        .finally(() => {
          this.running = null;
          if (!this.stopped) this.timer = setTimeout(loop, intervalMs);
        });
    };
    this.timer = setTimeout(loop, 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** The salon's Twilio account as saved from the Phone Integration screen (server side only). */
  private readonly savedProvider = async (salonId: string, db: SupabaseClient): Promise<SmsSender | null> => {
    const { data, error } = await db.rpc('sender_sms_provider', { p_salon_id: salonId });
    if (error) throw new Error(`sender_sms_provider failed: ${error.message}`);
    const saved = data as { account_sid: string; auth_token: string; from_number: string } | null;
    if (!saved) return null;
    return createTwilioSms({
      accountSid: saved.account_sid,
      authToken: saved.auth_token,
      from: saved.from_number,
      apiBase: this.opts.smsApiBase ?? smsApiBaseFromEnv(process.env),
    });
  };

  /**
   * A fresh manage link for the appointment, or null: no site URL, a cancellation, or a salon whose
   * online booking is off (remembered for the round in `linkless`, so a salon without it costs one
   * call per round, not one per message). A failure to make one never holds the message back.
   */
  private async manageUrl(c: Claimed, linkless: Set<string>): Promise<string | null> {
    const site = this.opts.siteUrl;
    if (!site || c.message.kind === 'cancellation' || linkless.has(c.salon.id)) return null;
    const { data, error } = await this.db.rpc('sender_manage_token', { p_appointment_id: c.appointment.id });
    if (error) {
      this.opts.log?.(`[sender] no manage link for ${c.appointment.id}: ${error.message}`);
      return null;
    }
    if (typeof data !== 'string') {
      linkless.add(c.salon.id);
      return null;
    }
    return `${site.replace(/\/+$/, '')}/a/${data}`;
  }

  private async deliver(c: Claimed, now: Date, smsCache: Map<string, Promise<SmsSender | null>>, linkless: Set<string>): Promise<Outcome> {
    const m = c.message;
    const at = now.toISOString();
    const startsAt = appointmentInstant(c.appointment.date, c.appointment.start_time, c.salon.time_zone);
    const stale = staleOutcome(m.kind, c.appointment, startsAt, now);
    if (stale) return { id: m.id, status: stale.status, at, error: stale.reason };
    const recipient = recipientFor(m.channel, withPhoneKey(c.customer, c.salon));
    if ('skip' in recipient) return { id: m.id, status: 'skipped', at, error: recipient.skip };

    const language = isLanguage(c.customer?.language) ? c.customer.language : 'en';
    const facts: MessageFacts = {
      salon: c.salon,
      customer: { name: c.customer?.name ?? '' },
      appointment: {
        id: c.appointment.id,
        date: c.appointment.date,
        start_time: c.appointment.start_time,
        end_time: c.appointment.end_time,
        version: m.appointment_version,
      },
      service: c.service,
      staff: c.staff,
      manageUrl: await this.manageUrl(c, linkless),
      pending: c.appointment.status === 'pending',
      language,
    };
    const templates = templatesFor(m.kind, c.settings, language);
    try {
      let providerId: string;
      if (m.channel === 'email') {
        if (!this.opts.mailer) throw new Error('No mail server is set up for the backend.');
        const mail = renderEmail(m.kind, facts, templates);
        providerId = await this.opts.mailer.send({
          to: recipient.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          fromName: c.settings?.from_name || c.salon.name || undefined,
          replyTo: c.settings?.reply_to || c.salon.email || undefined,
          // The method in the part's type, as RFC 6047 asks, so a CANCEL removes the event.
          attachments: [{ filename: mail.ics.filename, content: mail.ics.content, contentType: `text/calendar; charset=utf-8; method=${mail.ics.method}` }],
        });
      } else {
        if (!smsCache.has(c.salon.id)) smsCache.set(c.salon.id, (this.opts.smsFor ?? this.savedProvider)(c.salon.id, this.db));
        const sms = await smsCache.get(c.salon.id)!;
        if (!sms) return { id: m.id, status: 'skipped', at, error: 'Text messages are on, but no SMS provider is saved (Phone Integration).' };
        // Only chosen countries, no premium or unassigned range, one booking-page text a day.
        const gate = await smsGate(this.db, m.id, c.salon, recipient.to, now);
        if (!gate.send) return { id: m.id, status: 'skipped', at, recipient: recipient.to, error: gate.reason };
        providerId = await sms.send({ to: recipient.to, body: renderSms(m.kind, facts, templates) });
      }
      return { id: m.id, status: 'sent', at, recipient: recipient.to, provider_id: providerId };
    } catch (err) {
      const failure = classify(err);
      const next = afterFailure(failure, m.attempts, now, startsAt);
      this.opts.log?.(`[sender] ${m.kind} ${m.channel} ${m.id}: ${failure.message}`);
      return next.status === 'queued'
        ? { id: m.id, status: 'queued', at, recipient: recipient.to, error: failure.message, due_at: next.due_at }
        : { id: m.id, status: 'failed', at, recipient: recipient.to, error: next.reason };
    }
  }
}
