-- Online booking's settings and its small helpers: the booking page's slug, the manage
-- tokens a customer's link carries, the log of online bookings, and the parsing of public input.

create table public.booking_settings (
  id uuid not null,
  salon_id uuid not null,
  min_notice_minutes integer default 0 not null,
  max_advance_days integer default 90 not null,
  slot_interval integer default 60 not null,
  self_booking_status text default 'confirmed'::text not null,
  updated_at text not null,
  deleted boolean default false not null,
  version bigint,
  field_stamps jsonb default '{}'::jsonb not null,
  online_booking boolean default false not null,
  booking_slug text,
  online_cancel_notice_minutes integer default 1440 not null,
  embed_origins text default ''::text not null,
  constraint booking_settings_pkey PRIMARY KEY (id),
  constraint booking_settings_salon_id_id_key UNIQUE (salon_id, id),
  constraint booking_settings_salon_id_key UNIQUE (salon_id),
  constraint booking_settings_booking_slug_limits CHECK (((char_length(booking_slug) <= 40) AND (booking_slug ~ '^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$'::text))),
  constraint booking_settings_embed_origins_limits CHECK (((char_length(embed_origins) <= 2700) AND (embed_origins ~ '^(https://[a-z0-9]([a-z0-9-]*[a-z0-9])?([.][a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?( https://[a-z0-9]([a-z0-9-]*[a-z0-9])?([.][a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?){0,9})?$'::text))),
  constraint booking_settings_max_advance_days_limits CHECK (((max_advance_days >= 1) AND (max_advance_days <= 730))),
  constraint booking_settings_min_notice_minutes_limits CHECK (((min_notice_minutes >= 0) AND (min_notice_minutes <= 20160))),
  constraint booking_settings_online_cancel_notice_minutes_limits CHECK (((online_cancel_notice_minutes >= 0) AND (online_cancel_notice_minutes <= 20160))),
  constraint booking_settings_self_booking_status_limits CHECK ((self_booking_status = ANY (ARRAY['confirmed'::text, 'pending'::text]))),
  constraint booking_settings_slot_interval_check CHECK ((slot_interval = ANY (ARRAY[15, 30, 60]))),
  constraint booking_settings_slot_interval_limits CHECK (((slot_interval >= 15) AND (slot_interval <= 60))),
  constraint booking_settings_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX booking_settings_salon_version_idx ON public.booking_settings USING btree (salon_id, version);
CREATE UNIQUE INDEX booking_settings_booking_slug_key ON public.booking_settings USING btree (booking_slug);
alter table public.booking_settings enable row level security;
revoke all on table public.booking_settings from public, anon, authenticated, service_role;
grant all on table public.booking_settings to service_role;
grant insert, select, update on table public.booking_settings to authenticated;
create policy booking_settings_select_own on public.booking_settings for select to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy booking_settings_insert_own on public.booking_settings for insert to authenticated
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy booking_settings_update_own on public.booking_settings for update to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)))
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));

-- Manage links (/a/:token): only a SHA-256 of each token is kept, so a leaked table hands over no
-- link. A token is good until its appointment has ended (checked on use, so a moved appointment
-- keeps its links) and never past expires_at.
create table sync_private.manage_tokens (
  token_hash bytea not null,
  salon_id uuid not null,
  appointment_id uuid not null,
  created_at timestamp with time zone default now() not null,
  expires_at timestamp with time zone not null,
  constraint manage_tokens_pkey PRIMARY KEY (token_hash),
  constraint manage_tokens_salon_id_appointment_id_fkey FOREIGN KEY (salon_id, appointment_id) REFERENCES appointments(salon_id, id) ON DELETE CASCADE,
  constraint manage_tokens_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE
);
CREATE INDEX manage_tokens_appointment_idx ON sync_private.manage_tokens USING btree (appointment_id);
revoke all on table sync_private.manage_tokens from public, anon, authenticated, service_role;

-- Anonymous bookings by phone key, for the per-phone limit (a bot cycling addresses still hits it).
create table sync_private.online_bookings_log (
  id bigint generated always as identity not null,
  salon_id uuid not null,
  phone_key text not null,
  created_at timestamp with time zone default now() not null,
  constraint online_bookings_log_pkey PRIMARY KEY (id),
  constraint online_bookings_log_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE
);
CREATE INDEX online_bookings_log_phone_idx ON sync_private.online_bookings_log USING btree (phone_key, created_at);
revoke all on table sync_private.online_bookings_log from public, anon, authenticated, service_role;

-- UUID v5 as src/domain/ids.ts makes them (RFC 4122: SHA-1 of namespace and name).
CREATE OR REPLACE FUNCTION sync_private.uuid_v5(p_namespace uuid, p_name text)
 RETURNS uuid
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select encode(
    set_byte(set_byte(h, 6, (get_byte(h, 6) & 15) | 80), 8, (get_byte(h, 8) & 63) | 128),
    'hex')::uuid
  from (select substring(extensions.digest(uuid_send(p_namespace) || convert_to(p_name, 'UTF8'), 'sha1') from 1 for 16) as h) d
$function$;

-- An instant as the devices write them (Date#toISOString): UTC, milliseconds, Z.
CREATE OR REPLACE FUNCTION sync_private.iso_instant(p_at timestamp with time zone)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select to_char(p_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$function$;

-- The salon behind a live booking page, or the 404.
CREATE OR REPLACE FUNCTION sync_private.public_salon_of(p_slug text)
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  v_salon uuid;
begin
  select bs.salon_id into v_salon
    from public.booking_settings bs
    join public.salons s on s.id = bs.salon_id and not s.deleted
   where bs.booking_slug = p_slug and bs.online_booking and not bs.deleted;
  if v_salon is null then
    raise sqlstate 'PT404' using message = 'This booking page does not exist.';
  end if;
  return v_salon;
end;
$function$;
revoke all on function sync_private.public_salon_of(p_slug text) from public, anon, authenticated, service_role;

-- A uuid from text, or the 400 with the caller's sentence.
CREATE OR REPLACE FUNCTION sync_private.public_uuid(p_value text, p_message text)
 RETURNS uuid
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if p_value is null or p_value !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise sqlstate 'PT400' using message = p_message;
  end if;
  return p_value::uuid;
end;
$function$;
revoke all on function sync_private.public_uuid(p_value text, p_message text) from public, anon, authenticated, service_role;

-- Services a customer may book: shown, live, done by at least one active member.
CREATE OR REPLACE FUNCTION sync_private.public_services(p_salon_id uuid)
 RETURNS SETOF services
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select sv.* from public.services sv
   where sv.salon_id = p_salon_id and not sv.deleted and sv.is_active
     and exists (select 1 from public.staff_services l join public.staff st on st.id = l.staff_id
                  where l.service_id = sv.id and l.salon_id = p_salon_id and not l.deleted
                    and st.salon_id = p_salon_id and not st.deleted and st.is_active)
$function$;
revoke all on function sync_private.public_services(p_salon_id uuid) from public, anon, authenticated, service_role;

-- A day's free times as a customer sees them: start and end, in order, without who is free.
CREATE OR REPLACE FUNCTION sync_private.public_times(p_availability jsonb)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce((select jsonb_agg(jsonb_build_object('start', t -> 'start', 'end', t -> 'end') order by ord)
                     from jsonb_array_elements(coalesce(p_availability -> 'slots', '[]'::jsonb)) with ordinality as x(t, ord)), '[]'::jsonb)
$function$;
revoke all on function sync_private.public_times(p_availability jsonb) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION sync_private.online_salon(p_slug text)
 RETURNS TABLE(salon_id uuid, name text, address text, phone text, time_zone text, self_booking_status text, min_notice_minutes integer, max_advance_days integer, slot_interval integer, cancel_notice_minutes integer)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  v_id uuid := sync_private.public_salon_of(p_slug);
begin
  return query
    select s.id, s.name, s.address, s.phone, s.time_zone, b.self_booking_status,
           b.min_notice_minutes, b.max_advance_days, b.slot_interval, b.online_cancel_notice_minutes
      from public.booking_settings b
      join public.salons s on s.id = b.salon_id
     where b.salon_id = v_id and not b.deleted;
end;
$function$;
revoke all on function sync_private.online_salon(p_slug text) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION sync_private.public_refuse(p_message text)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  raise sqlstate 'PT400' using message = p_message;
end;
$function$;
revoke all on function sync_private.public_refuse(p_message text) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION sync_private.public_date(p_value text)
 RETURNS date
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if coalesce(p_value, '') ~ '^\d{4}-\d{2}-\d{2}$' then
    begin
      return p_value::date;
    exception when others then
      null;
    end;
  end if;
  raise sqlstate 'PT400' using message = 'Please choose a date.';
end;
$function$;
revoke all on function sync_private.public_date(p_value text) from public, anon, authenticated, service_role;

-- What the customer sees of an appointment (PublicAppointment).
CREATE OR REPLACE FUNCTION sync_private.public_appointment_json(p_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'date', to_char(a.appointment_date, 'YYYY-MM-DD'), 'start', to_char(a.start_time, 'HH24:MI'), 'end', to_char(a.end_time, 'HH24:MI'),
    'service', coalesce(sv.name, 'Appointment'), 'staff', st.name, 'price', coalesce(sv.price, 0), 'status', a.status)
    from public.appointments a
    left join public.services sv on sv.id = a.service_id
    left join public.staff st on st.id = a.staff_id
   where a.id = p_id
$function$;
revoke all on function sync_private.public_appointment_json(p_id uuid) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION sync_private.public_salon_json(p_salon_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object('name', s.name, 'address', s.address, 'phone', s.phone, 'time_zone', s.time_zone)
    from public.salons s where s.id = p_salon_id
$function$;
revoke all on function sync_private.public_salon_json(p_salon_id uuid) from public, anon, authenticated, service_role;

-- The sites that may frame a customer's page, by the page's slug or a manage link's token (the
-- salon of /a/<token> is known only through it); empty for an unknown, expired or switched-off
-- one, which then shows only on its own origin. For whatever serves the pages: the local gateway
-- runs it in-process, a host in front of a real project may call it with the service-role key.
-- Never anon's: it would tell a stranger which tokens are live.
CREATE OR REPLACE FUNCTION public.embed_origins_for(p_slug text DEFAULT NULL::text, p_token text DEFAULT NULL::text)
 RETURNS text[]
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((
    select string_to_array(nullif(b.embed_origins, ''), ' ')
      from public.booking_settings b
     where b.online_booking and not b.deleted
       and (b.booking_slug = p_slug
            or b.salon_id = (select t.salon_id from sync_private.manage_tokens t
                              where coalesce(p_token, '') ~ '^[0-9a-f]{64}$'
                                and t.token_hash = sha256(convert_to(p_token, 'UTF8')) and t.expires_at > now()))
  ), '{}')
$function$;
revoke all on function public.embed_origins_for(p_slug text, p_token text) from public, anon, authenticated, service_role;
grant execute on function public.embed_origins_for(p_slug text, p_token text) to service_role;

CREATE OR REPLACE FUNCTION sync_private.public_refusal(p_state text, p_message text, p_detail text, p_hint text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  perform set_config('response.status', substr(p_state, 3), true);
  return jsonb_build_object('code', p_state, 'message', p_message, 'details', nullif(p_detail, ''), 'hint', nullif(p_hint, ''));
end;
$function$;
revoke all on function sync_private.public_refusal(p_state text, p_message text, p_detail text, p_hint text) from public, anon, authenticated, service_role;

CREATE TRIGGER booking_settings_stamp_version BEFORE INSERT OR UPDATE ON public.booking_settings FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
CREATE TRIGGER writes_via_push BEFORE INSERT OR DELETE OR UPDATE ON public.booking_settings FOR EACH ROW EXECUTE FUNCTION sync_private.writes_via_push();
