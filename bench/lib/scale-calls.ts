// What one salon does against the scale bench's backend, through the real PostgREST with the
// client supabase-js uses for .rpc() and .from(): an owner's device pulling and pushing with its
// own access token, and a customer on the booking page with only the anon key.
import { PostgrestClient } from '@supabase/postgrest-js';
import { formatHlc } from '../../src/domain/hlc';
import { addDays, weekdayOf } from '../../src/domain/dates';
import type { PublicBookAnswer, PublicFreeTimes } from '../../src/domain/public-booking/contract';
import { MAX_PULL_LIMIT, type PullResponse, type PushMutation, type PushResponse } from '../../sync/protocol';
import type { ScaleCluster } from './scale-cluster';
import type { SalonFacts } from './scale-rows';

let devices = 0;

function client(c: ScaleCluster, token: string, more: Record<string, string> = {}): PostgrestClient {
  return new PostgrestClient(c.restUrl, { headers: { apikey: c.anonKey, Authorization: `Bearer ${token}`, ...more } });
}

let customers = 0;
/**
 * A customer's own address, as Cloudflare hands it to a hosted project: the database keeps a
 * budget per address (a booking page's visitors come from many), and one address for every
 * booking of the bench would run out of it.
 */
export function customerAddress(): string {
  customers += 1;
  return `10.${(customers >> 16) & 255}.${(customers >> 8) & 255}.${customers & 255}`;
}

export class ScaleDevice {
  readonly clientId = crypto.randomUUID();
  private readonly node: string;
  private seq = 0;
  private counter = 0;
  private nextEdit = 0;
  cursor = 0;

  private constructor(
    readonly facts: SalonFacts,
    private readonly rest: PostgrestClient,
  ) {
    devices += 1;
    this.node = `${devices.toString(16).padStart(4, '0')}${crypto.randomUUID().replace(/-/g, '')}`.slice(0, 12);
  }

  static async of(c: ScaleCluster, facts: SalonFacts): Promise<ScaleDevice> {
    return new ScaleDevice(facts, client(c, await c.ownerToken(facts.ownerId)));
  }

  async pull(cursor: number, limit = MAX_PULL_LIMIT): Promise<PullResponse> {
    const { data, error } = await this.rest.rpc('sync_pull', { p_salon_id: this.facts.salonId, p_cursor: cursor, p_limit: limit });
    if (error) throw new Error(`sync_pull: ${error.code} ${error.message}`);
    return data as PullResponse;
  }

  /** Pulls every page from `cursor` on; the device's cursor is where it ends. Returns the rows. */
  async pullFrom(cursor: number): Promise<number> {
    let rows = 0;
    for (;;) {
      const page = await this.pull(cursor);
      rows += page.changes.length;
      if (page.resync) throw new Error('sync_pull asked for a resync');
      cursor = page.cursor;
      if (!page.has_more) break;
    }
    this.cursor = cursor;
    return rows;
  }

  /**
   * `n` edits of the owner's notes on past appointments (no customer message follows one), each
   * a patch with a fresh stamp, pushed as one batch; throws when the server refuses one.
   */
  async pushEdits(n: number): Promise<void> {
    const mutations = this.edits(n);
    const { data, error } = await this.rest.rpc('sync_push', { p_client_id: this.clientId, p_salon_id: this.facts.salonId, p_mutations: mutations });
    if (error) throw new Error(`sync_push: ${error.code} ${error.message}`);
    // Superseded is an answer too: another device of the salon wrote that field later.
    const refused = (data as PushResponse).results.filter((r) => r.status !== 'applied' && r.status !== 'superseded');
    if (refused.length > 0) throw new Error(`sync_push: ${refused.length} of ${n} not applied: ${JSON.stringify(refused[0])}`);
  }

  /** The next `n` edits this device would push. */
  edits(n: number): PushMutation[] {
    const ids = this.facts.pastAppointmentIds;
    return Array.from({ length: n }, (): PushMutation => {
      this.seq += 1;
      this.counter += 1;
      const id = ids[this.nextEdit++ % ids.length];
      return {
        seq: this.seq,
        mutation_id: crypto.randomUUID(),
        table: 'appointments',
        row_id: id,
        op: 'patch',
        fields: { notes: `Prefers almond shape (${this.seq})` },
        hlc: formatHlc({ wall: Date.now(), counter: this.counter % 999_999, node: this.node }),
      };
    });
  }

  /** The same page of appointments read through the table endpoint (RLS applies to the owner). */
  static readAppointments(rest: PostgrestClient, salonId: string, rows: number) {
    return async () => {
      const { data, error } = await rest.from('appointments').select('*').eq('salon_id', salonId).order('appointment_date', { ascending: false }).limit(rows);
      if (error) throw new Error(`appointments: ${error.message}`);
      if ((data as unknown[]).length !== rows) throw new Error(`appointments: ${(data as unknown[]).length} rows, not ${rows}`);
    };
  }

  static async ownerClient(c: ScaleCluster, facts: SalonFacts): Promise<PostgrestClient> {
    return client(c, await c.ownerToken(facts.ownerId));
  }
}

export const serviceClient = (c: ScaleCluster) => client(c, c.serviceRoleKey);

/** The booking page of one salon, as customers' browsers call it (anon key only). */
export class BookingPage {
  private rest: PostgrestClient;
  private booked = 0;

  constructor(
    private readonly c: ScaleCluster,
    readonly facts: SalonFacts,
    private readonly today: string,
  ) {
    this.rest = client(c, c.anonKey, { 'cf-connecting-ip': customerAddress() });
  }

  /** The n-th working day (Monday to Saturday) from a week ahead. */
  day(n: number): string {
    let d = addDays(this.today, 7);
    for (let k = 0; k < n || weekdayOf(d) === 0; ) {
      d = addDays(d, 1);
      if (weekdayOf(d) !== 0) k++;
    }
    return d;
  }

  async freeTimes(date: string, serviceId = this.facts.serviceIds[0]): Promise<PublicFreeTimes['times']> {
    const { data, error } = await this.rest.rpc('public_free_times', { p_slug: this.facts.slug, p_service_id: serviceId, p_date: date, p_staff_id: null });
    if (error) throw new Error(`public_free_times: ${error.message}`);
    return (data as PublicFreeTimes).times;
  }

  /**
   * A new customer (address) finds a free time a day further on each call; what is timed is the
   * returned public_book alone.
   */
  async prepareBooking(): Promise<() => Promise<void>> {
    this.rest = client(this.c, this.c.anonKey, { 'cf-connecting-ip': customerAddress() });
    for (let tries = 0; tries < 60; tries++) {
      const date = this.day(this.booked++ % 40);
      const serviceId = this.facts.serviceIds[this.booked % this.facts.serviceIds.length];
      const times = await this.freeTimes(date, serviceId);
      if (times.length === 0) continue;
      const n = this.booked;
      const args = {
        p_slug: this.facts.slug,
        p_service_id: serviceId,
        p_date: date,
        p_start: times[Math.floor(times.length / 2)].start,
        p_staff_id: null,
        p_name: `Walk In ${n}`,
        p_phone: `(555) 7${String(n).padStart(2, '0').slice(-2)}-${String(1000 + (n % 9000)).padStart(4, '0')}`,
        p_email: `booker${n}@example.com`,
        p_website: null,
        p_phone_key: null,
      };
      return async () => {
        const { data, error } = await this.rest.rpc('public_book', args);
        if (error) throw new Error(`public_book: ${error.message}`);
        const answer = data as PublicBookAnswer;
        if (answer.status !== 'booked') throw new Error(`public_book: ${answer.status}`);
      };
    }
    throw new Error('public_book: no free time found in 60 days');
  }
}
