-- SMS: the salon's provider settings (its secret never readable back), the countries texts may
-- go to, opt-outs, and which message took a number's one booking-page text of the day.

create table sync_private.sms_providers (
  salon_id uuid not null,
  account_sid text not null,
  auth_token text not null,
  from_number text not null,
  updated_at timestamp with time zone default now() not null,
  allowed_countries text[],
  constraint sms_providers_pkey PRIMARY KEY (salon_id),
  constraint sms_providers_account_sid_format CHECK ((account_sid ~ '^AC[0-9a-fA-F]{32}$'::text)),
  constraint sms_providers_allowed_countries check (
    allowed_countries is null
    or (cardinality(allowed_countries) between 1 and 30 and allowed_countries <@ sync_private.sms_country_codes())),
  constraint sms_providers_auth_token_format CHECK ((auth_token ~ '^[0-9a-fA-F]{32}$'::text)),
  constraint sms_providers_from_number_format CHECK ((from_number ~ '^\+[1-9][0-9]{6,14}$'::text)),
  constraint sms_providers_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE
);
alter table sync_private.sms_providers enable row level security;
revoke all on table sync_private.sms_providers from public, anon, authenticated, service_role;

-- Which message took a number's one booking-page text of the day, and when (the sender's clock).
-- A row counts only while its message is 'sending' or 'sent': a text refused or failed after its
-- gate leaves the day's text to the next one.
create table sync_private.booking_page_texts (
  message_id uuid not null,
  salon_id uuid not null,
  phone_key text not null,
  at timestamp with time zone not null,
  constraint booking_page_texts_pkey PRIMARY KEY (message_id),
  constraint booking_page_texts_message_id_fkey FOREIGN KEY (message_id) REFERENCES customer_messages(id) ON DELETE CASCADE,
  constraint booking_page_texts_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE
);
CREATE INDEX booking_page_texts_number ON sync_private.booking_page_texts USING btree (salon_id, phone_key, at);
alter table sync_private.booking_page_texts enable row level security;
revoke all on table sync_private.booking_page_texts from public, anon, authenticated, service_role;

-- A number that replied STOP (or a carrier's opt-out word) to the salon's number: the sender
-- skips every text of that salon to it ("opted out") until it replies START. Keyed by the
-- number's E.164 key in the salon's region, made by the server with the app's code
-- (src/domain/phone-key.ts customerPhoneKey), the key the sender texts.
create table sync_private.sms_opt_outs (
  salon_id uuid not null,
  phone_key text not null,
  keyword text not null,
  opted_out_at timestamp with time zone not null,
  constraint sms_opt_outs_pkey PRIMARY KEY (salon_id, phone_key),
  constraint sms_opt_outs_keyword CHECK (((char_length(keyword) >= 1) AND (char_length(keyword) <= 20))),
  constraint sms_opt_outs_phone_key CHECK ((phone_key ~ '^\+[1-9][0-9]{6,14}$'::text)),
  constraint sms_opt_outs_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE
);

CREATE OR REPLACE FUNCTION sync_private.sms_provider_view(p sync_private.sms_providers)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when p.salon_id is null then null else jsonb_build_object(
    'account_sid', p.account_sid,
    'from_number', p.from_number,
    'has_token', p.auth_token is not null,
    'allowed_countries', to_jsonb(p.allowed_countries),
    'updated_at', p.updated_at) end
$function$;
revoke all on function sync_private.sms_provider_view(p sync_private.sms_providers) from public, anon, authenticated, service_role;

-- The saved settings without the token (has_token says one is kept), or null.
CREATE OR REPLACE FUNCTION public.sms_provider_status()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_row sync_private.sms_providers;
begin
  select * into v_row from sync_private.sms_providers where salon_id = sync_private.sms_owner_salon();
  return sync_private.sms_provider_view(v_row);
end;
$function$;
revoke all on function public.sms_provider_status() from public, anon, authenticated, service_role;
grant execute on function public.sms_provider_status() to authenticated;

-- Forgets the salon's settings: no texts go out until new ones are saved.
CREATE OR REPLACE FUNCTION public.clear_sms_provider()
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  delete from sync_private.sms_providers where salon_id = sync_private.sms_owner_salon()
$function$;
revoke all on function public.clear_sms_provider() from public, anon, authenticated, service_role;
grant execute on function public.clear_sms_provider() to authenticated;

-- The sender's read, token included: service_role only.
CREATE OR REPLACE FUNCTION public.sender_sms_provider(p_salon_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object('account_sid', s.account_sid, 'auth_token', s.auth_token, 'from_number', s.from_number)
    from sync_private.sms_providers s
   where s.salon_id = p_salon_id
$function$;
revoke all on function public.sender_sms_provider(p_salon_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.sender_sms_provider(p_salon_id uuid) to service_role;

-- The owner's list, upper-cased, in order, without repeats; or the owner's words for what is
-- wrong (errcode 22023, detail 'allowed_countries'), the same as src/domain/sms-countries.ts.
CREATE OR REPLACE FUNCTION sync_private.sms_countries_checked(p text[])
 RETURNS text[]
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  v_bad text;
  v_out text[];
begin
  select x into v_bad from unnest(p) with ordinality u (x, i)
   where upper(btrim(coalesce(x, ''))) <> all (sync_private.sms_country_codes()) order by i limit 1;
  if found then
    raise exception using errcode = '22023', detail = 'allowed_countries',
      message = format('"%s" is no country code we know: use two letters, e.g. US, GB, FR.', left(btrim(coalesce(v_bad, '')), 10));
  end if;
  select coalesce(array_agg(d.c order by d.i), '{}') into v_out
    from (select distinct on (upper(btrim(x))) upper(btrim(x)) as c, i
            from unnest(p) with ordinality u (x, i) order by upper(btrim(x)), i) d;
  if cardinality(v_out) = 0 then
    raise exception using errcode = '22023', detail = 'allowed_countries', message = 'Choose at least one country to send texts to.';
  end if;
  if cardinality(v_out) > 30 then
    raise exception using errcode = '22023', detail = 'allowed_countries', message = 'Choose at most 30 countries to send texts to.';
  end if;
  return v_out;
end;
$function$;
revoke all on function sync_private.sms_countries_checked(p text[]) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.save_sms_provider(p_account_sid text, p_auth_token text, p_from_number text, p_allowed_countries text[] DEFAULT NULL::text[])
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_salon uuid := sync_private.sms_owner_salon();
  v_sid text := btrim(coalesce(p_account_sid, ''));
  v_token text := nullif(btrim(coalesce(p_auth_token, '')), '');
  v_from text := regexp_replace(coalesce(p_from_number, ''), '[[:space:]().-]', '', 'g');
  v_countries text[];
  v_saved sync_private.sms_providers;
  v_row sync_private.sms_providers;
begin
  if v_sid !~ '^AC[0-9a-fA-F]{32}$' then
    raise exception using errcode = '22023', detail = 'account_sid',
      message = 'The account SID starts with AC and has 32 more letters and digits (0-9, a-f).';
  end if;
  if v_token is not null and v_token !~ '^[0-9a-fA-F]{32}$' then
    raise exception using errcode = '22023', detail = 'auth_token',
      message = 'The auth token has 32 letters and digits (0-9, a-f).';
  end if;
  if v_from !~ '^\+[1-9][0-9]{6,14}$' then
    raise exception using errcode = '22023', detail = 'from_number',
      message = 'The From number is your Twilio number with + and the country code, e.g. +15551234567.';
  end if;
  if p_allowed_countries is not null then
    v_countries := sync_private.sms_countries_checked(p_allowed_countries);
  end if;
  select * into v_saved from sync_private.sms_providers where salon_id = v_salon for update;
  if v_token is null and (v_saved.salon_id is null or v_saved.account_sid is distinct from v_sid) then
    raise exception using errcode = '22023', detail = 'auth_token',
      message = case when v_saved.salon_id is null then 'Enter the auth token.'
                     else 'A new account SID needs its auth token.' end;
  end if;
  insert into sync_private.sms_providers as s (salon_id, account_sid, auth_token, from_number, allowed_countries, updated_at)
  values (v_salon, v_sid, coalesce(v_token, v_saved.auth_token), v_from, coalesce(v_countries, v_saved.allowed_countries), now())
  on conflict (salon_id) do update
    set account_sid = excluded.account_sid, auth_token = excluded.auth_token,
        from_number = excluded.from_number, allowed_countries = excluded.allowed_countries,
        updated_at = excluded.updated_at
  returning * into v_row;
  return sync_private.sms_provider_view(v_row);
end;
$function$;
revoke all on function public.save_sms_provider(p_account_sid text, p_auth_token text, p_from_number text, p_allowed_countries text[]) from public, anon, authenticated, service_role;
grant execute on function public.save_sms_provider(p_account_sid text, p_auth_token text, p_from_number text, p_allowed_countries text[]) to authenticated;

CREATE OR REPLACE FUNCTION public.sender_sms_gate(p_message_id uuid, p_to text, p_now timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_m public.customer_messages;
  v_online boolean;
  v_answered boolean;
  v_today boolean;
begin
  if p_message_id is null or p_now is null or coalesce(p_to, '') !~ '^\+[1-9][0-9]{6,14}$' then
    raise exception using errcode = '22023', message = 'sender_sms_gate: p_message_id, p_to (E.164) and p_now are required';
  end if;
  select * into v_m from public.customer_messages m where m.id = p_message_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'sender_sms_gate: no such message';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('sender_sms_gate:' || v_m.salon_id::text || ':' || p_to, 0));
  v_online := exists (select 1 from public.notifications n
                       where n.salon_id = v_m.salon_id and n.appointment_id = v_m.appointment_id
                         and n.source = 'booking_page' and n.kind = 'booking');
  v_answered := exists (select 1 from public.customers c join public.appointments a on a.customer_id = c.id
                         where c.salon_id = v_m.salon_id and c.phone_key = p_to and not c.deleted
                           and a.salon_id = v_m.salon_id and a.status = 'completed' and not a.deleted);
  v_today := exists (select 1 from sync_private.booking_page_texts t join public.customer_messages m on m.id = t.message_id
                      where t.salon_id = v_m.salon_id and t.phone_key = p_to and t.message_id <> p_message_id
                        and t.at > p_now - interval '24 hours' and m.status in ('sending', 'sent'));
  if v_online and not v_answered and not v_today then
    insert into sync_private.booking_page_texts (message_id, salon_id, phone_key, at)
    values (p_message_id, v_m.salon_id, p_to, p_now)
    on conflict (message_id) do update set phone_key = excluded.phone_key, at = excluded.at;
  end if;
  -- Yesterday's rows decide nothing any more.
  delete from sync_private.booking_page_texts t
   where t.salon_id = v_m.salon_id and t.phone_key = p_to and t.at < p_now - interval '2 days';
  return jsonb_build_object(
    'allowed_countries', (select to_jsonb(s.allowed_countries) from sync_private.sms_providers s where s.salon_id = v_m.salon_id),
    'booked_online', v_online, 'answered', v_answered, 'texted_today', v_today);
end;
$function$;
revoke all on function public.sender_sms_gate(p_message_id uuid, p_to text, p_now timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.sender_sms_gate(p_message_id uuid, p_to text, p_now timestamp with time zone) to service_role;

-- The sender's question before a text goes (sync/server/sms-gate.ts, before sender_sms_gate):
-- has the number opted out of the texts of the message's salon?
CREATE OR REPLACE FUNCTION public.sender_sms_opted_out(p_message_id uuid, p_to text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (select 1 from public.customer_messages m
                   join sync_private.sms_opt_outs o on o.salon_id = m.salon_id and o.phone_key = p_to
                  where m.id = p_message_id)
$function$;
revoke all on function public.sender_sms_opted_out(p_message_id uuid, p_to text) from public, anon, authenticated, service_role;
grant execute on function public.sender_sms_opted_out(p_message_id uuid, p_to text) to service_role;

-- The owner's read: the numbers of her own salon that opted out of its texts (the client card).
-- The salon is the caller's (current_salon_id, as every owner function reads it), never a parameter.
CREATE OR REPLACE FUNCTION public.sms_opt_outs_of_salon()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_salon uuid := sync_private.sms_owner_salon();
begin
  return coalesce((
    select jsonb_agg(jsonb_build_object('phone_key', o.phone_key, 'keyword', o.keyword, 'opted_out_at', o.opted_out_at) order by o.phone_key)
      from sync_private.sms_opt_outs o where o.salon_id = v_salon), '[]'::jsonb);
end
$function$;
revoke all on function public.sms_opt_outs_of_salon() from public, anon, authenticated, service_role;
grant execute on function public.sms_opt_outs_of_salon() to authenticated;

CREATE OR REPLACE FUNCTION sync_private.sms_number_one_salon()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.from_number is null then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('sms_from_number:' || new.from_number, 0));
  if exists (
    select 1 from sync_private.sms_providers s
      join public.salons sa on sa.id = s.salon_id and not sa.deleted
     where s.from_number = new.from_number and s.salon_id <> new.salon_id
  ) then
    raise exception using errcode = '22023', detail = 'from_number',
      message = 'This number is already connected to another salon. Use the Twilio number bought for this salon.';
  end if;
  return new;
end;
$function$;

CREATE TRIGGER sms_number_one_salon BEFORE INSERT OR UPDATE OF from_number ON sync_private.sms_providers FOR EACH ROW EXECUTE FUNCTION sync_private.sms_number_one_salon();
