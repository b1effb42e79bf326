-- Texts go only where the salon chooses (issue 23, "Texts as a relay"): the booking page takes any
-- number, and each text is paid by the salon. Three parts:
--   1. sms_providers.allowed_countries: the countries the salon's texts may go to, saved with its
--      provider from Phone Integration ("Send texts to"); null = its own country only, which the
--      sender reads from the salon's phone (src/domain/sms-countries.ts homeCountry).
--   2. save_sms_provider takes the list (null keeps the saved one) and the status answers it.
--   3. sender_sms_gate: what the sender must know before a text goes (src/domain/messages/
--      sms-policy.ts decides): the countries, whether the appointment came from the booking page,
--      whether the number "answered", and whether it already had a booking-page text today.
-- sender_claim is left as it is; the gate is its own call, for the service role only.

-- ISO 3166 alpha-2 codes libphonenumber knows (getCountries() of libphonenumber-js 1.13.16; a
-- test holds this list equal to it, so the screen and the server accept the same codes).
create or replace function sync_private.sms_country_codes()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'AC', 'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
    'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
    'BT', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO',
    'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG',
    'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG',
    'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GT', 'GU', 'GW', 'GY', 'HK', 'HN', 'HR', 'HT',
    'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE',
    'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR',
    'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN',
    'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF',
    'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL',
    'PM', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD',
    'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY',
    'SZ', 'TA', 'TC', 'TD', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW',
    'TZ', 'UA', 'UG', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'XK',
    'YE', 'YT', 'ZA', 'ZM', 'ZW'
  ]::text[]
$$;

alter table sync_private.sms_providers add column allowed_countries text[]
  constraint sms_providers_allowed_countries check (
    allowed_countries is null
    or (cardinality(allowed_countries) between 1 and 30 and allowed_countries <@ sync_private.sms_country_codes()));

-- What the owner may see: everything but the token (now with the countries; null = own country).
create or replace function sync_private.sms_provider_view(p sync_private.sms_providers)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when p.salon_id is null then null else jsonb_build_object(
    'account_sid', p.account_sid,
    'from_number', p.from_number,
    'has_token', p.auth_token is not null,
    'allowed_countries', to_jsonb(p.allowed_countries),
    'updated_at', p.updated_at) end
$$;

-- The owner's list, upper-cased, in order, without repeats; or the owner's words for what is
-- wrong (errcode 22023, detail 'allowed_countries'), the same as src/domain/sms-countries.ts.
create or replace function sync_private.sms_countries_checked(p text[])
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
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
$$;

-- As before (20261124000900), with the countries: null keeps the saved choice (a first save
-- leaves it null: the salon's own country). A bad list is refused before anything is stored.
drop function public.save_sms_provider(text, text, text);
create function public.save_sms_provider(p_account_sid text, p_auth_token text, p_from_number text, p_allowed_countries text[] default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

-- Which message took a number's one booking-page text of the day, and when (the sender's clock).
-- A row counts only while its message is 'sending' or 'sent': a text refused or failed after its
-- gate leaves the day's text to the next one.
create table sync_private.booking_page_texts (
  message_id uuid primary key references public.customer_messages (id) on delete cascade,
  salon_id uuid not null references public.salons (id) on delete cascade,
  phone_key text not null,
  at timestamptz not null
);
create index booking_page_texts_number on sync_private.booking_page_texts (salon_id, phone_key, at);
alter table sync_private.booking_page_texts enable row level security;
revoke all on table sync_private.booking_page_texts from public, anon, authenticated, service_role;

-- The facts for one text about to go to p_to (E.164, the customer's phone key), at the sender's
-- clock p_now:
--   allowed_countries  the salon's choice, null = its own country;
--   booked_online      the appointment was booked through the booking page: book_online's 'booking'
--                      notification names it (source 'booking_page'). Read from that row rather
--                      than a column of the booking log, so book_online itself is not changed;
--   answered           the number answered: the salon has a completed appointment for a client with
--                      this phone key (the client came in). Texts that come back arrive with the
--                      phone channel, later; they will count here too;
--   texted_today       another message took this number's booking-page text in the 24 hours
--                      before p_now and is sent or still sending.
-- When the booking-page rule lets this text go, the number's text of the day is taken for it, under
-- a lock per salon and number: two messages claimed in one round (or by two senders) cannot both
-- pass. The country and number checks come after this, in the sender; a text they refuse is
-- 'skipped' and so frees the day's text again.
create or replace function public.sender_sms_gate(p_message_id uuid, p_to text, p_now timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

-- The project's default privileges grant every new function in public to anon and
-- authenticated: take that back before granting what each caller needs.
revoke all on function sync_private.sms_country_codes() from public, anon, authenticated;
revoke all on function sync_private.sms_countries_checked(text[]) from public, anon, authenticated;
revoke all on function public.save_sms_provider(text, text, text, text[]) from public, anon, authenticated, service_role;
revoke all on function public.sender_sms_gate(uuid, text, timestamptz) from public, anon, authenticated, service_role;
grant execute on function public.save_sms_provider(text, text, text, text[]) to authenticated;
grant execute on function public.sender_sms_gate(uuid, text, timestamptz) to service_role;
