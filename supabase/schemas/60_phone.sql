-- The phone assistant's records and its SMS channel: calls and their turns, the assistant's
-- settings, inbound texts and their threads, and the lookups the phone server makes.

create table public.calls (
  id uuid not null,
  salon_id uuid not null,
  channel text not null,
  started_at text not null,
  ended_at text,
  caller_name text,
  caller_phone text,
  outcome text,
  message text,
  callback_requested boolean default false not null,
  message_done boolean default false not null,
  updated_at text not null,
  deleted boolean default false not null,
  version bigint,
  field_stamps jsonb default '{}'::jsonb not null,
  constraint calls_pkey PRIMARY KEY (id),
  constraint calls_salon_id_id_key UNIQUE (salon_id, id),
  constraint calls_caller_name_limits CHECK ((char_length(caller_name) <= 120)),
  constraint calls_caller_phone_limits CHECK ((char_length(caller_phone) <= 40)),
  constraint calls_channel_limits CHECK ((channel = ANY (ARRAY['chat'::text, 'phone'::text, 'sms'::text]))),
  constraint calls_ended_at_instant CHECK (sync_private.is_instant(ended_at, '2000-01-01'::text, '2100-12-31'::text)),
  constraint calls_ended_at_limits CHECK ((ended_at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{3})?Z$'::text)),
  constraint calls_message_limits CHECK ((char_length(message) <= 4000)),
  constraint calls_outcome_limits CHECK ((outcome = ANY (ARRAY['booked'::text, 'rescheduled'::text, 'cancelled'::text, 'answered'::text, 'message_taken'::text, 'failed'::text]))),
  constraint calls_started_at_instant CHECK (sync_private.is_instant(started_at, '2000-01-01'::text, '2100-12-31'::text)),
  constraint calls_started_at_limits CHECK ((started_at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{3})?Z$'::text)),
  constraint calls_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX calls_salon_version_idx ON public.calls USING btree (salon_id, version);
CREATE INDEX calls_salon_started_idx ON public.calls USING btree (salon_id, started_at COLLATE "C");
alter table public.calls enable row level security;
revoke all on table public.calls from public, anon, authenticated, service_role;
grant all on table public.calls to service_role;
grant insert, select, update on table public.calls to authenticated;
create policy calls_select_own on public.calls for select to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy calls_insert_own on public.calls for insert to authenticated
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy calls_update_own on public.calls for update to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)))
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));

create table public.call_turns (
  id uuid not null,
  salon_id uuid not null,
  call_id uuid not null,
  position integer not null,
  role text not null,
  content text not null,
  tool_name text,
  tool_args text,
  appointment_id uuid,
  latency_ms integer,
  at text not null,
  updated_at text not null,
  deleted boolean default false not null,
  version bigint,
  field_stamps jsonb default '{}'::jsonb not null,
  constraint call_turns_pkey PRIMARY KEY (id),
  constraint call_turns_salon_id_id_key UNIQUE (salon_id, id),
  constraint call_turns_at_instant CHECK (sync_private.is_instant(at, '2000-01-01'::text, '2100-12-31'::text)),
  constraint call_turns_at_limits CHECK ((at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{3})?Z$'::text)),
  constraint call_turns_content_limits CHECK ((char_length(content) <= 8000)),
  constraint call_turns_latency_ms_limits CHECK (((latency_ms >= 0) AND (latency_ms <= 600000))),
  constraint call_turns_position_limits CHECK ((("position" >= 0) AND ("position" <= 10000))),
  constraint call_turns_role_limits CHECK ((role = ANY (ARRAY['customer'::text, 'assistant'::text, 'tool'::text]))),
  constraint call_turns_tool_args_limits CHECK ((char_length(tool_args) <= 4000)),
  constraint call_turns_tool_name_limits CHECK ((char_length(tool_name) <= 60)),
  constraint call_turns_salon_id_call_id_fkey FOREIGN KEY (salon_id, call_id) REFERENCES calls(salon_id, id) DEFERRABLE INITIALLY DEFERRED,
  constraint call_turns_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX call_turns_salon_version_idx ON public.call_turns USING btree (salon_id, version);
CREATE INDEX call_turns_call_idx ON public.call_turns USING btree (call_id);
alter table public.call_turns enable row level security;
revoke all on table public.call_turns from public, anon, authenticated, service_role;
grant all on table public.call_turns to service_role;
grant insert, select, update on table public.call_turns to authenticated;
create policy call_turns_select_own on public.call_turns for select to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy call_turns_insert_own on public.call_turns for insert to authenticated
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy call_turns_update_own on public.call_turns for update to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)))
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));

-- Each inbound text's MessageSid (POST /phone/twilio/sms), claimed before it is acted on, with
-- the reply it got: a webhook the provider sends again acts on nothing twice and answers the
-- same reply.
create table sync_private.sms_inbound (
  salon_id uuid not null,
  message_sid text not null,
  received_at timestamp with time zone not null,
  reply text,
  constraint sms_inbound_pkey PRIMARY KEY (salon_id, message_sid),
  constraint sms_inbound_reply CHECK ((char_length(reply) <= 1600)),
  constraint sms_inbound_sid CHECK ((message_sid ~ '^(SM|MM)[0-9a-zA-Z]{32}$'::text)),
  constraint sms_inbound_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE
);

create table sync_private.sms_threads (
  salon_id uuid not null,
  phone_key text not null,
  conversation_id uuid not null,
  last_at timestamp with time zone not null,
  constraint sms_threads_pkey PRIMARY KEY (salon_id, phone_key),
  constraint sms_threads_phone_key CHECK ((phone_key ~ '^\+[1-9][0-9]{6,14}$'::text)),
  constraint sms_threads_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE
);
alter table sync_private.sms_threads enable row level security;
revoke all on table sync_private.sms_threads from public, anon, authenticated, service_role;

create table public.agent_settings (
  id uuid not null,
  salon_id uuid not null,
  voice text not null,
  greeting text not null,
  bookings boolean not null,
  pricing boolean not null,
  hours boolean not null,
  transfer boolean not null,
  redirect_phone text,
  call_cap_minutes integer not null,
  updated_at text not null,
  deleted boolean default false not null,
  version bigint,
  field_stamps jsonb default '{}'::jsonb not null,
  constraint agent_settings_pkey PRIMARY KEY (id),
  constraint agent_settings_salon_id_id_key UNIQUE (salon_id, id),
  constraint agent_settings_salon_id_key UNIQUE (salon_id),
  constraint agent_settings_call_cap_minutes_limits CHECK (((call_cap_minutes >= 1) AND (call_cap_minutes <= 60))),
  constraint agent_settings_greeting_limits CHECK (((char_length(greeting) <= 1000) AND (char_length(btrim(greeting)) >= 1))),
  constraint agent_settings_redirect_phone_limits CHECK ((redirect_phone ~ '^\+[1-9][0-9]{6,14}$'::text)),
  constraint agent_settings_voice_limits CHECK ((voice = ANY (ARRAY['sarah'::text, 'alex'::text, 'emma'::text, 'david'::text]))),
  constraint agent_settings_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX agent_settings_salon_version_idx ON public.agent_settings USING btree (salon_id, version);
alter table public.agent_settings enable row level security;
revoke all on table public.agent_settings from public, anon, authenticated, service_role;
grant all on table public.agent_settings to service_role;
grant insert, select, update on table public.agent_settings to authenticated;
create policy agent_settings_select_own on public.agent_settings for select to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy agent_settings_insert_own on public.agent_settings for insert to authenticated
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy agent_settings_update_own on public.agent_settings for update to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)))
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));

CREATE OR REPLACE FUNCTION public.phone_salon_by_number(p_number text)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select case when count(*) = 1 then jsonb_build_object(
           'salon_id', min(s.salon_id::text),
           'account_sid', min(s.account_sid),
           'auth_token', min(s.auth_token)) end
    from sync_private.sms_providers s
    join public.salons sa on sa.id = s.salon_id and not sa.deleted
   where s.from_number = p_number
$function$;
revoke all on function public.phone_salon_by_number(p_number text) from public, anon, authenticated, service_role;
grant execute on function public.phone_salon_by_number(p_number text) to service_role;

-- Claims an inbound text: {fresh: true} the first time, else {fresh: false, reply} (the reply it
-- got, null while the first delivery is still being handled or when it got none).
CREATE OR REPLACE FUNCTION public.phone_sms_claim(p_salon uuid, p_sid text, p_now timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.phone_sms_claim(p_salon uuid, p_sid text, p_now timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.phone_sms_claim(p_salon uuid, p_sid text, p_now timestamp with time zone) to service_role;

-- The reply a claimed text got (kept for a retried webhook).
CREATE OR REPLACE FUNCTION public.phone_sms_replied(p_salon uuid, p_sid text, p_reply text)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  update sync_private.sms_inbound set reply = p_reply where salon_id = p_salon and message_sid = p_sid;
$function$;
revoke all on function public.phone_sms_replied(p_salon uuid, p_sid text, p_reply text) from public, anon, authenticated, service_role;
grant execute on function public.phone_sms_replied(p_salon uuid, p_sid text, p_reply text) to service_role;

-- Gives a claim back when handling the text failed, so the provider's retry handles it.
CREATE OR REPLACE FUNCTION public.phone_sms_release(p_salon uuid, p_sid text)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  delete from sync_private.sms_inbound where salon_id = p_salon and message_sid = p_sid and reply is null;
$function$;
revoke all on function public.phone_sms_release(p_salon uuid, p_sid text) from public, anon, authenticated, service_role;
grant execute on function public.phone_sms_release(p_salon uuid, p_sid text) to service_role;

-- STOP (p_out true, with the word the customer sent) or START (p_out false) for one number.
CREATE OR REPLACE FUNCTION public.phone_sms_opt(p_salon uuid, p_phone_key text, p_out boolean, p_keyword text, p_now timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if p_out then
    insert into sync_private.sms_opt_outs (salon_id, phone_key, keyword, opted_out_at)
    values (p_salon, p_phone_key, p_keyword, p_now)
    on conflict (salon_id, phone_key) do update set keyword = excluded.keyword, opted_out_at = excluded.opted_out_at;
  else
    delete from sync_private.sms_opt_outs where salon_id = p_salon and phone_key = p_phone_key;
  end if;
end
$function$;
revoke all on function public.phone_sms_opt(p_salon uuid, p_phone_key text, p_out boolean, p_keyword text, p_now timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.phone_sms_opt(p_salon uuid, p_phone_key text, p_out boolean, p_keyword text, p_now timestamp with time zone) to service_role;

-- The number's current conversation id, or null before its first text.
CREATE OR REPLACE FUNCTION public.phone_sms_thread(p_salon uuid, p_phone_key text)
 RETURNS uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select t.conversation_id from sync_private.sms_threads t where t.salon_id = p_salon and t.phone_key = p_phone_key
$function$;
revoke all on function public.phone_sms_thread(p_salon uuid, p_phone_key text) from public, anon, authenticated, service_role;
grant execute on function public.phone_sms_thread(p_salon uuid, p_phone_key text) to service_role;

-- After a turn: the conversation the number's next text continues (the loop's answer).
CREATE OR REPLACE FUNCTION public.phone_sms_thread_save(p_salon uuid, p_phone_key text, p_conversation uuid, p_at timestamp with time zone)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into sync_private.sms_threads (salon_id, phone_key, conversation_id, last_at)
  values (p_salon, p_phone_key, p_conversation, p_at)
  on conflict (salon_id, phone_key) do update
    set conversation_id = excluded.conversation_id, last_at = excluded.last_at
    where sync_private.sms_threads.last_at <= excluded.last_at;
$function$;
revoke all on function public.phone_sms_thread_save(p_salon uuid, p_phone_key text, p_conversation uuid, p_at timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.phone_sms_thread_save(p_salon uuid, p_phone_key text, p_conversation uuid, p_at timestamp with time zone) to service_role;

CREATE OR REPLACE FUNCTION public.phone_standin_numbers(p_account_sid text, p_auth_token text)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select case when count(*) = 0 then null else jsonb_agg(distinct s.from_number) end
    from sync_private.sms_providers s
   where s.account_sid = p_account_sid
     and s.auth_token = p_auth_token
$function$;
revoke all on function public.phone_standin_numbers(p_account_sid text, p_auth_token text) from public, anon, authenticated, service_role;
grant execute on function public.phone_standin_numbers(p_account_sid text, p_auth_token text) to service_role;

CREATE TRIGGER calls_stamp_version BEFORE INSERT OR UPDATE ON public.calls FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
CREATE TRIGGER writes_via_push BEFORE INSERT OR DELETE OR UPDATE ON public.calls FOR EACH ROW EXECUTE FUNCTION sync_private.writes_via_push();
CREATE TRIGGER call_turns_stamp_version BEFORE INSERT OR UPDATE ON public.call_turns FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
CREATE TRIGGER writes_via_push BEFORE INSERT OR DELETE OR UPDATE ON public.call_turns FOR EACH ROW EXECUTE FUNCTION sync_private.writes_via_push();
CREATE TRIGGER agent_settings_stamp_version BEFORE INSERT OR UPDATE ON public.agent_settings FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
CREATE TRIGGER writes_via_push BEFORE INSERT OR DELETE OR UPDATE ON public.agent_settings FOR EACH ROW EXECUTE FUNCTION sync_private.writes_via_push();
