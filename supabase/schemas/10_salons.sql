-- The salon (one per owner) and the public contact form. current_salon_id() is what every
-- synced table's row-level policy asks: an owner reaches only the rows of her own salon.

-- One salon per owner. The id is made by the client, derived from the owner's
-- user id, so every device of the owner converges on the same row.
create table public.salons (
  id uuid not null,
  owner_id uuid not null,
  name text not null,
  address text default ''::text not null,
  phone text default ''::text not null,
  email text default ''::text not null,
  website text,
  time_zone text default 'UTC'::text not null,
  updated_at text not null,
  deleted boolean default false not null,
  version bigint,
  created_at timestamp with time zone default now() not null,
  field_stamps jsonb default '{}'::jsonb not null,
  constraint salons_pkey PRIMARY KEY (id),
  constraint salons_owner_id_key UNIQUE (owner_id),
  constraint salons_address_limits CHECK ((char_length(address) <= 300)),
  constraint salons_email_format CHECK ((email ~ '^((?:[A-Za-z0-9_''+\-]+\.)*[A-Za-z0-9_''+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,})?$'::text)),
  constraint salons_email_limits CHECK ((char_length(email) <= 320)),
  constraint salons_name_limits CHECK ((char_length(name) <= 160)),
  constraint salons_phone_format CHECK ((phone ~ '^([0-9+(). -]{3,})?$'::text)),
  constraint salons_phone_limits CHECK ((char_length(phone) <= 40)),
  constraint salons_time_zone_format CHECK ((time_zone ~ '^(UTC|Etc/(UTC|GMT([+-]1?[0-9])?)|(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)/[A-Za-z0-9_+-]+(/[A-Za-z0-9_+-]+)?)$'::text)),
  constraint salons_website_limits CHECK ((char_length(website) <= 500))
);
CREATE INDEX salons_version_idx ON public.salons USING btree (id, version);
alter table public.salons enable row level security;
revoke all on table public.salons from public, anon, authenticated, service_role;
grant all on table public.salons to authenticated;
revoke delete, truncate on table public.salons from authenticated;
grant all on table public.salons to service_role;
create policy salons_select_own on public.salons for select to authenticated
  using ((owner_id = ( SELECT auth.uid() AS uid)));
create policy salons_insert_own on public.salons for insert to authenticated
  with check ((owner_id = ( SELECT auth.uid() AS uid)));
create policy salons_update_own on public.salons for update to authenticated
  using ((owner_id = ( SELECT auth.uid() AS uid)))
  with check ((owner_id = ( SELECT auth.uid() AS uid)));

-- Messages from the public landing page's contact form. Visitors may hand one in and nothing
-- else: no reading back (it would leak other visitors' details), no changing, no deleting.
create table public.contact_requests (
  id uuid not null,
  name text not null,
  email text not null,
  salon_name text not null,
  phone text not null,
  message text default ''::text not null,
  created_at timestamp with time zone default now(),
  constraint contact_requests_pkey PRIMARY KEY (id),
  constraint contact_requests_email_check check (char_length(email) between 3 and 320 and email like '%_@_%'),
  constraint contact_requests_message_check CHECK ((char_length(message) <= 5000)),
  constraint contact_requests_name_check CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 200))),
  constraint contact_requests_phone_check CHECK (((char_length(btrim(phone)) >= 3) AND (char_length(btrim(phone)) <= 50))),
  constraint contact_requests_salon_name_check CHECK (((char_length(btrim(salon_name)) >= 1) AND (char_length(btrim(salon_name)) <= 200)))
);
alter table public.contact_requests enable row level security;
revoke all on table public.contact_requests from public, anon, authenticated, service_role;
grant all on table public.contact_requests to service_role;
grant insert on table public.contact_requests to anon;
grant insert on table public.contact_requests to authenticated;
create policy contact_requests_insert on public.contact_requests for insert to anon, authenticated
  with check (true);

-- The caller's salon id (one salon per owner: salons.owner_id is unique), or null.
-- SECURITY DEFINER so the lookup does not recurse through salons' own RLS; STABLE so policies
-- written as `salon_id = (select public.current_salon_id())` evaluate it once per statement
-- (an init plan), not once per row — a 1000-row pull stays one index scan per table.
CREATE OR REPLACE FUNCTION public.current_salon_id()
 RETURNS uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select s.id from public.salons s where s.owner_id = auth.uid()
$function$;
revoke all on function public.current_salon_id() from public, anon, authenticated, service_role;
grant execute on function public.current_salon_id() to authenticated;
grant execute on function public.current_salon_id() to service_role;

-- Who owns a salon, seen past RLS: sync_push must tell "not yours" from "does not exist yet"
-- (a device's first push creates the salon).
CREATE OR REPLACE FUNCTION sync_private.salon_owner(p_salon_id uuid)
 RETURNS uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select s.owner_id from public.salons s where s.id = p_salon_id
$function$;
revoke all on function sync_private.salon_owner(p_salon_id uuid) from public, anon, authenticated, service_role;
grant execute on function sync_private.salon_owner(p_salon_id uuid) to authenticated;
grant execute on function sync_private.salon_owner(p_salon_id uuid) to service_role;

-- Takes the salon's counter row lock up front. Every write takes it anyway (the version
-- trigger), but only at its first write, after sync_push already holds row locks; two
-- concurrent pushes touching the same rows in different order would then deadlock. Taking it
-- first makes pushes of one salon queue cleanly. SECURITY DEFINER because owners have no
-- UPDATE right on sync_salon_state (FOR UPDATE needs it); it locks only the caller's salon.
CREATE OR REPLACE FUNCTION sync_private.lock_salon(p_salon_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform 1 from public.sync_salon_state s
   where s.salon_id = p_salon_id and p_salon_id = public.current_salon_id()
     for update;
end;
$function$;
revoke all on function sync_private.lock_salon(p_salon_id uuid) from public, anon, authenticated, service_role;
grant execute on function sync_private.lock_salon(p_salon_id uuid) to authenticated;
grant execute on function sync_private.lock_salon(p_salon_id uuid) to service_role;

CREATE OR REPLACE FUNCTION public.booking_slug_available(p_slug text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_salon uuid := public.current_salon_id();
begin
  if auth.uid() is null or v_salon is null then
    raise exception using errcode = '42501', message = 'Sign in to check a booking page address';
  end if;
  if p_slug is null or char_length(p_slug) > 40 or p_slug !~ '^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$' then
    return jsonb_build_object('available', false,
      'message', 'Use 3 to 40 lowercase letters, digits or hyphens, starting and ending with a letter or digit.');
  end if;
  if exists (select 1 from public.booking_settings b where b.booking_slug = p_slug and b.salon_id <> v_salon) then
    return jsonb_build_object('available', false, 'message', 'That address is taken.');
  end if;
  return jsonb_build_object('available', true, 'message', null);
end
$function$;
revoke all on function public.booking_slug_available(p_slug text) from public, anon, authenticated, service_role;
grant execute on function public.booking_slug_available(p_slug text) to authenticated;
grant execute on function public.booking_slug_available(p_slug text) to service_role;

-- The caller's salon for the settings only its owner may see or change (SMS provider, the
-- assistant's model).
CREATE OR REPLACE FUNCTION sync_private.sms_owner_salon()
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  v_salon uuid := public.current_salon_id();
begin
  if v_salon is null then
    raise exception using errcode = 'P0002',
      message = 'No salon found for this account yet: let this tablet sync once, then save again.';
  end if;
  return v_salon;
end;
$function$;
revoke all on function sync_private.sms_owner_salon() from public, anon, authenticated, service_role;
