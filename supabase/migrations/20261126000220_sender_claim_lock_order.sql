-- Two senders claiming at once could deadlock (PostgreSQL 15: "deadlock detected ... while
-- inserting index tuple in relation sync_salon_state"): each claim's UPDATE of customer_messages
-- bumps the version of every salon it touches (sync_stamp_version), in whatever order the rows
-- come, so a claim holding salon X's counter and waiting for Y's met one holding Y and waiting for
-- X. sender_claim now locks the counters of every salon it may touch in salon_id order first, then
-- claims exactly as before (the claim moves to sync_private.claim_messages unchanged): concurrent
-- claims of the same salons wait for each other instead, and `skip locked` still hands each
-- message to one of them.

alter function public.sender_claim(timestamptz, int, int) set schema sync_private;
alter function sync_private.sender_claim(timestamptz, int, int) rename to claim_messages;
revoke all on function sync_private.claim_messages(timestamptz, int, int) from public, anon, authenticated, service_role;

create or replace function public.sender_claim(p_now timestamptz, p_limit int, p_lease_seconds int default 120)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The salons of the messages claim_messages may write: due ones and interrupted sends.
  perform 1 from public.sync_salon_state s
   where s.salon_id in (
           select m.salon_id from public.customer_messages m
            where (m.status = 'queued' and m.due_at collate "C" <= sync_private.iso_instant(p_now))
               or (m.status = 'sending' and m.claimed_until < p_now))
   order by s.salon_id
     for update;
  return sync_private.claim_messages(p_now, p_limit, p_lease_seconds);
end;
$$;

revoke all on function public.sender_claim(timestamptz, int, int) from public, anon, authenticated;
grant execute on function public.sender_claim(timestamptz, int, int) to service_role;
