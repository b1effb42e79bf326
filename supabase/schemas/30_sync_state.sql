-- Sync's bookkeeping and its table facts: each device's last applied seq (sync_clients), the
-- salon's version counter (sync_salon_state), the natural keys of tables with one row per key,
-- and the functions that list the synced tables, their columns and types, and stamp versions.

-- The per-salon change counter. purged_version: the highest version among
-- tombstones purge_tombstones hard-deleted; a pull cursor below it has missed a deletion.
create table public.sync_salon_state (
  salon_id uuid not null,
  version bigint default 0 not null,
  purged_version bigint default 0 not null,
  constraint sync_salon_state_pkey PRIMARY KEY (salon_id),
  constraint sync_salon_state_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
);
alter table public.sync_salon_state enable row level security;
revoke all on table public.sync_salon_state from public, anon, authenticated, service_role;
grant all on table public.sync_salon_state to service_role;
grant select on table public.sync_salon_state to authenticated;
create policy sync_salon_state_select_own on public.sync_salon_state for select to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));

-- The highest mutation seq taken from each device for each salon: makes pushes idempotent.
create table public.sync_clients (
  client_id uuid not null,
  salon_id uuid not null,
  last_seq bigint default 0 not null,
  updated_at timestamp with time zone default now() not null,
  constraint sync_clients_pkey PRIMARY KEY (client_id, salon_id),
  constraint sync_clients_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
);
alter table public.sync_clients enable row level security;
revoke all on table public.sync_clients from public, anon, authenticated, service_role;
grant all on table public.sync_clients to service_role;
grant insert, select, update on table public.sync_clients to authenticated;
create policy sync_clients_select_own on public.sync_clients for select to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy sync_clients_insert_own on public.sync_clients for insert to authenticated
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy sync_clients_update_own on public.sync_clients for update to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)))
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));

-- Rows whose id every device derives from a natural key (src/domain/ids.ts): the id is
-- uuid_v5(kind || ':' || the key's values joined by '|'), see sync_private.derived_id. The
-- conformance test holds this table to the registry's naturalKey entries. A salon_id part is the
-- pushing salon's id (RLS makes the row's salon_id that salon anyway). The salon row itself
-- (derived from its owner) is the one special case, in mutation_problem.
create table sync_private.natural_keys (
  table_name text not null,
  kind text not null,
  key_columns text[] not null,
  constraint natural_keys_pkey PRIMARY KEY (table_name),
  constraint natural_keys_key_columns_check CHECK ((cardinality(key_columns) > 0))
);
revoke all on table sync_private.natural_keys from public, anon, authenticated, service_role;
grant select on table sync_private.natural_keys to authenticated;
grant select on table sync_private.natural_keys to service_role;
insert into sync_private.natural_keys (table_name, kind, key_columns) values
  ('agent_settings', 'agent_settings', '{salon_id}'),
  ('booking_settings', 'booking_settings', '{salon_id}'),
  ('business_hours', 'business_hours', '{salon_id,day_of_week}'),
  ('message_settings', 'message_settings', '{salon_id}'),
  ('staff_patterns', 'staff_pattern', '{staff_id,day_of_week}'),
  ('staff_schedules', 'staff_schedule', '{staff_id,date}'),
  ('staff_services', 'staff_service', '{staff_id,service_id}');

CREATE OR REPLACE FUNCTION public.sync_stamp_version()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_salon uuid;
  v_version bigint;
begin
  if tg_table_name = 'salons' then
    v_salon := new.id;
  else
    v_salon := new.salon_id;
  end if;

  insert into public.sync_salon_state as s (salon_id, version)
  values (v_salon, 1)
  on conflict (salon_id) do update set version = s.version + 1
  returning s.version into v_version;

  new.version := v_version;
  return new;
end;
$function$;
revoke all on function public.sync_stamp_version() from public, anon, authenticated, service_role;
grant execute on function public.sync_stamp_version() to service_role;

CREATE OR REPLACE FUNCTION sync_private.synced_tables()
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select array['salons', 'services', 'staff', 'staff_services', 'business_hours', 'salon_faqs',
               'staff_schedules', 'customers', 'appointments', 'calls', 'call_turns', 'notifications',
               'message_settings', 'customer_messages', 'booking_settings', 'staff_time_off', 'staff_breaks',
               'staff_patterns', 'agent_settings']
$function$;
revoke all on function sync_private.synced_tables() from public, anon, authenticated, service_role;
grant execute on function sync_private.synced_tables() to authenticated;
grant execute on function sync_private.synced_tables() to service_role;

CREATE OR REPLACE FUNCTION sync_private.server_columns()
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select array['version', 'field_stamps', 'updated_at', 'created_at']
$function$;
revoke all on function sync_private.server_columns() from public, anon, authenticated, service_role;
grant execute on function sync_private.server_columns() to authenticated;
grant execute on function sync_private.server_columns() to service_role;

CREATE OR REPLACE FUNCTION sync_private.table_columns(p_table text)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_object_agg(a.attname, t.typcategory), '{}'::jsonb)
  from pg_catalog.pg_attribute a
  join pg_catalog.pg_type t on t.oid = a.atttypid
  where a.attrelid = format('public.%I', p_table)::regclass
    and a.attnum > 0 and not a.attisdropped
$function$;
revoke all on function sync_private.table_columns(p_table text) from public, anon, authenticated, service_role;
grant execute on function sync_private.table_columns(p_table text) to authenticated;
grant execute on function sync_private.table_columns(p_table text) to service_role;

-- The JSON type a value must have for a column of this category. Checked before casting so a
-- number does not quietly become text, nor "true" a boolean.
CREATE OR REPLACE FUNCTION sync_private.json_type_ok(p_category "char", p_value jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select case jsonb_typeof(p_value)
    when 'null' then true                                  -- NOT NULL columns say so themselves
    when 'string' then p_category in ('S', 'D', 'U')       -- text; date/time; uuid
    when 'number' then p_category = 'N'
    when 'boolean' then p_category = 'B'
    else false
  end
$function$;
revoke all on function sync_private.json_type_ok(p_category "char", p_value jsonb) from public, anon, authenticated, service_role;
grant execute on function sync_private.json_type_ok(p_category "char", p_value jsonb) to authenticated;
grant execute on function sync_private.json_type_ok(p_category "char", p_value jsonb) to service_role;

-- The current version of a row the caller can see, or null.
CREATE OR REPLACE FUNCTION sync_private.row_version(p_table text, p_row_id text)
 RETURNS bigint
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  v bigint;
begin
  if not (p_table = any (sync_private.synced_tables()))
     or p_row_id !~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' then
    return null;
  end if;
  execute format('select t.version from public.%I t where t.id = $1', p_table) into v using p_row_id::uuid;
  return v;
end;
$function$;
revoke all on function sync_private.row_version(p_table text, p_row_id text) from public, anon, authenticated, service_role;
grant execute on function sync_private.row_version(p_table text, p_row_id text) to authenticated;
grant execute on function sync_private.row_version(p_table text, p_row_id text) to service_role;

-- Table → column → type name of every synced table, read from the catalogue once per batch (not
-- once per field), so a column added later is checked by its type without a change here.
CREATE OR REPLACE FUNCTION sync_private.column_types()
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_object_agg(t, (
    select jsonb_object_agg(a.attname, ty.typname)
      from pg_catalog.pg_attribute a join pg_catalog.pg_type ty on ty.oid = a.atttypid
     where a.attrelid = format('public.%I', t)::regclass and a.attnum > 0 and not a.attisdropped)), '{}'::jsonb)
  from unnest(sync_private.synced_tables()) t
$function$;

-- A stamp for rows the server writes itself, in the devices' HLC form (src/domain/hlc.ts): its
-- wall clock, counter 0, node 000000000000. Never below the row's last stamp, so the purge's
-- age and the text order of stamps stay right.
CREATE OR REPLACE FUNCTION sync_private.server_hlc(p_at_least text DEFAULT NULL::text)
 RETURNS text
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  select greatest(
    lpad(floor(extract(epoch from clock_timestamp()) * 1000)::bigint::text, 15, '0') || '.000000.000000000000',
    coalesce(p_at_least, '') collate "C")
$function$;

-- When the appointment starts, as an instant: its date and time are the salon's wall clock.
CREATE OR REPLACE FUNCTION sync_private.appointment_starts_at(p_date date, p_time time without time zone, p_salon_id uuid)
 RETURNS timestamp with time zone
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select (p_date + p_time) at time zone coalesce((select s.time_zone from public.salons s where s.id = p_salon_id), 'UTC')
$function$;

-- Every table a pull sends: the ones devices push (synced_tables()) and the server-made conflict
-- records (sync/protocol.ts PULLED_TABLES), in the registry's order, parents first.
CREATE OR REPLACE FUNCTION sync_private.pulled_tables()
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select sync_private.synced_tables() || array['sync_conflicts']
$function$;
revoke all on function sync_private.pulled_tables() from public, anon, authenticated, service_role;
grant execute on function sync_private.pulled_tables() to authenticated;
grant execute on function sync_private.pulled_tables() to service_role;

-- References between rows of one salon, read from pg_constraint: every foreign key
-- (salon_id, column) → target (salon_id, id) of a pulled table, in the referring table's column
-- order (`ord`). salon_id → salons (every row has it) is not one. `cascades`: the target's hard delete
-- removes the referring rows too (sync_conflicts → appointments), so the purge need not wait.
CREATE OR REPLACE FUNCTION sync_private.table_references()
 RETURNS TABLE(table_name text, column_name text, target text, cascades boolean, ord bigint)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select u.t, a.attname::text, tc.relname::text, co.confdeltype = 'c',
         row_number() over (order by u.ord, a.attnum)
    from unnest(sync_private.pulled_tables()) with ordinality u(t, ord)
    join pg_catalog.pg_constraint co on co.conrelid = format('public.%I', u.t)::regclass and co.contype = 'f'
    join pg_catalog.pg_class tc on tc.oid = co.confrelid
    join pg_catalog.pg_attribute a on a.attrelid = co.conrelid and a.attnum = any (co.conkey)
   where cardinality(co.conkey) = 2
     and a.attname <> 'salon_id'
     and exists (select 1 from pg_catalog.pg_attribute s
                  where s.attrelid = co.conrelid and s.attnum = any (co.conkey) and s.attname = 'salon_id')
   order by u.ord, a.attnum
$function$;
revoke all on function sync_private.table_references() from public, anon, authenticated, service_role;
grant execute on function sync_private.table_references() to authenticated;
grant execute on function sync_private.table_references() to service_role;

CREATE OR REPLACE FUNCTION sync_private.server_stamps(p_stamps jsonb, p_fields text[], p_hlc text)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select p_stamps || coalesce((select jsonb_object_agg(f, p_hlc) from unnest(p_fields) f), '{}'::jsonb)
$function$;
revoke all on function sync_private.server_stamps(p_stamps jsonb, p_fields text[], p_hlc text) from public, anon, authenticated, service_role;

-- The stamp of one of Sarah's rows: the server's clock, and always after `p_after` (the row's own
-- last stamp, or the write's previous row). Her write is checked under the salon's lock, so it is
-- the newest word on the row: a stamp equal to the one before (two rows of one write in the same
-- millisecond, a put of a call then its patch) or older (a device whose clock runs ahead) would
-- lose per-field last-writer-wins, and the write would be refused for nothing.
CREATE OR REPLACE FUNCTION sync_private.stamp_after(p_after text)
 RETURNS text
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  select case when p_after is null or now_stamp collate "C" > p_after collate "C" then now_stamp
              else left(p_after, 15) || '.' || lpad((substr(p_after, 17, 6)::int + 1)::text, 6, '0') || '.000000000000' end
    from (select sync_private.server_hlc() as now_stamp) s
$function$;
revoke all on function sync_private.stamp_after(p_after text) from public, anon, authenticated, service_role;

-- Every write to a synced row takes the next value of its salon's counter (sync_stamp_version).
CREATE TRIGGER salons_stamp_version BEFORE INSERT OR UPDATE ON public.salons FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
CREATE TRIGGER services_stamp_version BEFORE INSERT OR UPDATE ON public.services FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
CREATE TRIGGER staff_stamp_version BEFORE INSERT OR UPDATE ON public.staff FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
CREATE TRIGGER staff_services_stamp_version BEFORE INSERT OR UPDATE ON public.staff_services FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
CREATE TRIGGER business_hours_stamp_version BEFORE INSERT OR UPDATE ON public.business_hours FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
CREATE TRIGGER salon_faqs_stamp_version BEFORE INSERT OR UPDATE ON public.salon_faqs FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
CREATE TRIGGER staff_schedules_stamp_version BEFORE INSERT OR UPDATE ON public.staff_schedules FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
CREATE TRIGGER customers_stamp_version BEFORE INSERT OR UPDATE ON public.customers FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
CREATE TRIGGER appointments_stamp_version BEFORE INSERT OR UPDATE ON public.appointments FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
CREATE TRIGGER sync_conflicts_stamp_version BEFORE INSERT OR UPDATE ON public.sync_conflicts FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
CREATE TRIGGER notifications_stamp_version BEFORE INSERT OR UPDATE ON public.notifications FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
CREATE TRIGGER staff_time_off_stamp_version BEFORE INSERT OR UPDATE ON public.staff_time_off FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
CREATE TRIGGER staff_breaks_stamp_version BEFORE INSERT OR UPDATE ON public.staff_breaks FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
CREATE TRIGGER staff_patterns_stamp_version BEFORE INSERT OR UPDATE ON public.staff_patterns FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
