-- Texts with Sarah (issue 26, "Texts"): a free-text SMS to the salon's number is a turn of
-- server-side Sarah in a conversation of channel 'sms', on the Calls screen like a call or a chat;
-- a "Y" that confirms an appointment tells the owner (notification kind 'confirmed'); the owner
-- sees on a client's card that the number opted out of texts.
--
--   calls.channel             gains 'sms'.
--   notifications.kind        gains 'confirmed' (a customer confirmed by text).
--   sync_private.sms_threads  each number's current text conversation: texts from the same number
--                             go to the same conversation, which Sarah's loop itself ends after 30
--                             quiet minutes (it then answers with the new conversation's id, kept
--                             here). Server-only, like the opt-outs.
--   sms_opt_outs_of_salon()   the owner's read of her salon's opt-outs (the client card).

alter table public.calls drop constraint calls_channel_limits;
alter table public.calls add constraint calls_channel_limits check (channel = any (array['chat', 'phone', 'sms']));

alter table public.notifications drop constraint notifications_kind_limits;
alter table public.notifications add constraint notifications_kind_limits
  check (kind = any (array['booking', 'rescheduled', 'cancelled', 'message', 'conflict', 'delivery_failed', 'confirmed']));

create table sync_private.sms_threads (
  salon_id uuid not null references public.salons (id) on delete cascade,
  phone_key text not null constraint sms_threads_phone_key check (phone_key ~ '^\+[1-9][0-9]{6,14}$'),
  conversation_id uuid not null,
  last_at timestamptz not null,
  primary key (salon_id, phone_key)
);
alter table sync_private.sms_threads enable row level security;
revoke all on table sync_private.sms_threads from public, anon, authenticated, service_role;

-- The number's current conversation id, or null before its first text.
create or replace function public.phone_sms_thread(p_salon uuid, p_phone_key text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select t.conversation_id from sync_private.sms_threads t where t.salon_id = p_salon and t.phone_key = p_phone_key
$$;

-- After a turn: the conversation the number's next text continues (the loop's answer).
create or replace function public.phone_sms_thread_save(p_salon uuid, p_phone_key text, p_conversation uuid, p_at timestamptz)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into sync_private.sms_threads (salon_id, phone_key, conversation_id, last_at)
  values (p_salon, p_phone_key, p_conversation, p_at)
  on conflict (salon_id, phone_key) do update
    set conversation_id = excluded.conversation_id, last_at = excluded.last_at
    where sync_private.sms_threads.last_at <= excluded.last_at;
$$;

-- The owner's read: the numbers of her own salon that opted out of its texts (the client card).
-- The salon is the caller's (current_salon_id, as every owner function reads it), never a parameter.
create or replace function public.sms_opt_outs_of_salon()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_salon uuid := sync_private.sms_owner_salon();
begin
  return coalesce((
    select jsonb_agg(jsonb_build_object('phone_key', o.phone_key, 'keyword', o.keyword, 'opted_out_at', o.opted_out_at) order by o.phone_key)
      from sync_private.sms_opt_outs o where o.salon_id = v_salon), '[]'::jsonb);
end
$$;

-- The project's default privileges grant every new function in public to anon and
-- authenticated: take that back before granting what each caller needs.
revoke all on function public.phone_sms_thread(uuid, text) from public, anon, authenticated, service_role;
revoke all on function public.phone_sms_thread_save(uuid, text, uuid, timestamptz) from public, anon, authenticated, service_role;
revoke all on function public.sms_opt_outs_of_salon() from public, anon, authenticated, service_role;
grant execute on function public.phone_sms_thread(uuid, text) to service_role;
grant execute on function public.phone_sms_thread_save(uuid, text, uuid, timestamptz) to service_role;
grant execute on function public.sms_opt_outs_of_salon() to authenticated;
