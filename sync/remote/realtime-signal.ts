// The change signal through Supabase Realtime (the same code against the local backend, whose
// stand-in speaks Realtime's protocol): the private broadcast channel 'salon:<id>', on which the
// database says 'changed' after each committed write to the salon (migration
// 20261127001700_salon_change_signal.sql), and which only the salon's owner may join.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type { ChangeSignal } from '../change-signal';

/** After the server closed the channel (its token expired while asleep), the wait to join again. */
const REJOIN_AFTER_CLOSE_MS = 5_000;

export function realtimeChangeSignal(client: SupabaseClient): ChangeSignal {
  return {
    listen(salonId, on) {
      let stopped = false;
      let channel: RealtimeChannel | null = null;
      let rejoin: ReturnType<typeof setTimeout> | null = null;

      const subscribe = async () => {
        // A private channel is joined with the owner's token: hand it over before joining, or
        // the first join goes with the anon key and is refused.
        await client.realtime.setAuth().catch(() => undefined);
        if (stopped) return;
        const ch = client.channel(`salon:${salonId}`, { config: { private: true } });
        channel = ch;
        ch.on('broadcast', { event: 'changed' }, () => on.changed());
        ch.subscribe((status) => {
          if (stopped || channel !== ch) return;
          on.live(status === 'SUBSCRIBED');
          // realtime-js rejoins by itself after an error or a dropped socket; a channel the server
          // closed stays closed, so it is joined afresh.
          if (status === 'CLOSED') {
            channel = null;
            void client.removeChannel(ch);
            rejoin = setTimeout(() => void subscribe(), REJOIN_AFTER_CLOSE_MS);
          }
        });
      };
      void subscribe();

      return () => {
        stopped = true;
        if (rejoin) clearTimeout(rejoin);
        if (channel) void client.removeChannel(channel);
        channel = null;
      };
    },
  };
}
