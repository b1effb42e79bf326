// A conversation's row on the server: its saved state and the lease a turn runs under
// (supabase/migrations/20261127000800_sarah_home.sql, functions granted to service_role only).
// One turn at a time per conversation, whichever process runs it: claim, run, finish.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SavedConversation } from '../../../src/assistant/loop';

export type Claim =
  | { status: 'claimed'; lease: string; state: SavedConversation | null; ended: boolean }
  | { status: 'not_found' }
  | { status: 'busy' }
  | { status: 'rate_limited'; retry_after: number };

export interface ClaimOptions {
  leaseSeconds: number;
  /** Messages a minute the salon may send (null: not counted). */
  perMinute: number | null;
  /** A reset: an unknown conversation is not created, and no message is counted. */
  reset?: boolean;
}

export class Conversations {
  constructor(
    private readonly db: SupabaseClient,
    private readonly salonId: string,
  ) {}

  async claim(id: string, o: ClaimOptions): Promise<Claim> {
    const { data, error } = await this.db.rpc('sarah_claim', {
      p_salon_id: this.salonId,
      p_conversation_id: id,
      p_lease_seconds: o.leaseSeconds,
      p_per_minute: o.perMinute,
      p_reset: o.reset ?? false,
    });
    if (error) throw new Error(`sarah_claim failed: ${error.message}`);
    return data as Claim;
  }

  async renew(id: string, lease: string, leaseSeconds: number): Promise<boolean> {
    const { data, error } = await this.db.rpc('sarah_renew', {
      p_salon_id: this.salonId,
      p_conversation_id: id,
      p_lease: lease,
      p_lease_seconds: leaseSeconds,
    });
    if (error) throw new Error(`sarah_renew failed: ${error.message}`);
    return data === true;
  }

  /** Saves the state (null keeps the saved one) and lets the lease go; false when the lease was lost. */
  async finish(id: string, lease: string, state: SavedConversation | null, o: { ended?: boolean } = {}): Promise<boolean> {
    const { data, error } = await this.db.rpc('sarah_finish', {
      p_salon_id: this.salonId,
      p_conversation_id: id,
      p_lease: lease,
      p_state: state,
      p_ended: o.ended ?? false,
      p_next_id: state && state.id !== id ? state.id : null,
    });
    if (error) throw new Error(`sarah_finish failed: ${error.message}`);
    return data === true;
  }
}
