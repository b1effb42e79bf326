-- Inbound texts (issue 26, "Texts"): POST /phone/twilio/sms. Server-only state, in sync_private
-- (no device keeps or pulls it), every function granted to service_role alone.
--
--   sms_opt_outs   a number that replied STOP (or a carrier's opt-out word) to the salon's
--                  number: the sender skips every text of that salon to it ("opted out") until it
--                  replies START. Keyed by the number's E.164 key in the salon's region, made by the
--                  server with the app's code (src/domain/phone-key.ts customerPhoneKey), the key
--                  the sender texts.
--   sms_inbound    each inbound text's MessageSid, claimed before it is acted on, with the reply it
--                  got: a webhook the provider sends again acts on nothing twice and answers the
--                  same reply.
create table sync_private.sms_opt_outs (
  salon_id uuid not null references public.salons (id) on delete cascade,
  phone_key text not null constraint sms_opt_outs_phone_key check (phone_key ~ '^\+[1-9][0-9]{6,14}$'),
  keyword text not null constraint sms_opt_outs_keyword check (char_length(keyword) between 1 and 20),
  opted_out_at timestamptz not null,
  primary key (salon_id, phone_key)
);

create table sync_private.sms_inbound (
  salon_id uuid not null references public.salons (id) on delete cascade,
  message_sid text not null constraint sms_inbound_sid check (message_sid ~ '^(SM|MM)[0-9a-zA-Z]{32}$'),
  received_at timestamptz not null,
  reply text constraint sms_inbound_reply check (char_length(reply) <= 1600),
  primary key (salon_id, message_sid)
);

-- Claims an inbound text: {fresh: true} the first time, else {fresh: false, reply} (the reply it
-- got, null while the first delivery is still being handled or when it got none).
create or replace function public.phone_sms_claim(p_salon uuid, p_sid text, p_now timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reply text;
begin
  insert into sync_private.sms_inbound (salon_id, message_sid, received_at)
  values (p_salon, p_sid, p_now)
  on conflict (salon_id, message_sid) do nothing;
  if found then
    return jsonb_build_object('fresh', true);
  end if;
  select i.reply into v_reply from sync_private.sms_inbound i where i.salon_id = p_salon and i.message_sid = p_sid;
  return jsonb_build_object('fresh', false, 'reply', v_reply);
end
$$;

-- The reply a claimed text got (kept for a retried webhook).
create or replace function public.phone_sms_replied(p_salon uuid, p_sid text, p_reply text)
returns void
language sql
security definer
set search_path = ''
as $$
  update sync_private.sms_inbound set reply = p_reply where salon_id = p_salon and message_sid = p_sid;
$$;

-- Gives a claim back when handling the text failed, so the provider's retry handles it.
create or replace function public.phone_sms_release(p_salon uuid, p_sid text)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from sync_private.sms_inbound where salon_id = p_salon and message_sid = p_sid and reply is null;
$$;

-- STOP (p_out true, with the word the customer sent) or START (p_out false) for one number.
create or replace function public.phone_sms_opt(p_salon uuid, p_phone_key text, p_out boolean, p_keyword text, p_now timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_out then
    insert into sync_private.sms_opt_outs (salon_id, phone_key, keyword, opted_out_at)
    values (p_salon, p_phone_key, p_keyword, p_now)
    on conflict (salon_id, phone_key) do update set keyword = excluded.keyword, opted_out_at = excluded.opted_out_at;
  else
    delete from sync_private.sms_opt_outs where salon_id = p_salon and phone_key = p_phone_key;
  end if;
end
$$;

-- The sender's question before a text goes (sync/server/sms-gate.ts, before sender_sms_gate):
-- has the number opted out of the texts of the message's salon?
create or replace function public.sender_sms_opted_out(p_message_id uuid, p_to text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.customer_messages m
                   join sync_private.sms_opt_outs o on o.salon_id = m.salon_id and o.phone_key = p_to
                  where m.id = p_message_id)
$$;

-- The project's default privileges grant every new function in public to anon and
-- authenticated: take that back before granting the server's role alone.
revoke all on function public.phone_sms_claim(uuid, text, timestamptz) from public, anon, authenticated, service_role;
revoke all on function public.phone_sms_replied(uuid, text, text) from public, anon, authenticated, service_role;
revoke all on function public.phone_sms_release(uuid, text) from public, anon, authenticated, service_role;
revoke all on function public.phone_sms_opt(uuid, text, boolean, text, timestamptz) from public, anon, authenticated, service_role;
revoke all on function public.sender_sms_opted_out(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.phone_sms_claim(uuid, text, timestamptz) to service_role;
grant execute on function public.phone_sms_replied(uuid, text, text) to service_role;
grant execute on function public.phone_sms_release(uuid, text) to service_role;
grant execute on function public.phone_sms_opt(uuid, text, boolean, text, timestamptz) to service_role;
grant execute on function public.sender_sms_opted_out(uuid, text) to service_role;
