-- Issue 13 "Data that cannot be wrong": writes to synced tables go through sync_push only, and
-- sync_push refuses what no screen could make before the batch is applied.
--
-- 1. No hard deletes by owners: rows become tombstones (only service_role purges).
-- 2. No direct INSERT/UPDATE through REST: a trigger lets an owner's write through only inside
--    sync_push (a transaction-local flag it sets), so field_stamps, version and the like cannot
--    be set by a PATCH.
-- 3. The batch's seqs must increase (a repeat or a step back used to come back "superseded"
--    and was then dropped from the device's outbox unwritten): the whole call fails instead.
-- 4. Per mutation, before it is applied: dates as YYYY-MM-DD and times as HH:MM text (not
--    'today', 'allballs', '24:00' or a timestamp whose time would be dropped), money with at
--    most 2 decimals, a real IANA time zone, no client-set 'conflict', and natural-key ids
--    derived from their own salon and fields (nobody can claim another owner's future ids).
--    Such a mutation is rejected with its reason; nothing of it is stored.

drop policy if exists salons_delete_own on public.salons;
do $$
declare
  t text;
begin
  foreach t in array sync_private.synced_tables() loop
    execute format('revoke delete, truncate on table public.%I from authenticated, anon', t);
  end loop;
end;
$$;

-- (2) The owner's direct writes.
create or replace function sync_private.writes_via_push()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon')
     and coalesce(current_setting('salon_desk.via_push', true), '') <> 'on' then
    raise exception using errcode = '42501',
      message = format('%s on %s: salon data is written through sync_push only', tg_op, tg_table_name);
  end if;
  return coalesce(new, old);
end;
$$;

do $$
declare
  t text;
begin
  foreach t in array sync_private.synced_tables() loop
    execute format('drop trigger if exists writes_via_push on public.%I', t);
    execute format(
      'create trigger writes_via_push before insert or update or delete on public.%I
         for each row execute function sync_private.writes_via_push()', t);
  end loop;
end;
$$;

-- UUID v5 as src/domain/ids.ts makes them (RFC 4122: SHA-1 of namespace and name).
create or replace function sync_private.uuid_v5(p_namespace uuid, p_name text)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select encode(
    set_byte(set_byte(h, 6, (get_byte(h, 6) & 15) | 80), 8, (get_byte(h, 8) & 63) | 128),
    'hex')::uuid
  from (select substring(extensions.digest(uuid_send(p_namespace) || convert_to(p_name, 'UTF8'), 'sha1') from 1 for 16) as h) d
$$;

-- SALON_DESK_NAMESPACE in src/domain/ids.ts.
create or replace function sync_private.derived_id(p_kind text, variadic p_parts text[])
returns uuid
language sql
immutable
set search_path = ''
as $$
  select sync_private.uuid_v5('6f0c7a52-1d8e-4c1b-9b7e-3e2f5a9d4c10', p_kind || ':' || array_to_string(p_parts, '|'))
$$;

-- Table → column → type name of every synced table, read from the catalogue once per batch (not
-- once per field), so a column added later is checked by its type without a change here.
create or replace function sync_private.column_types()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(t, (
    select jsonb_object_agg(a.attname, ty.typname)
      from pg_catalog.pg_attribute a join pg_catalog.pg_type ty on ty.oid = a.atttypid
     where a.attrelid = format('public.%I', t)::regclass and a.attnum > 0 and not a.attisdropped)), '{}'::jsonb)
  from unnest(sync_private.synced_tables()) t
$$;

-- (4) Why one mutation must not be applied, or null; `p_types` is column_types().
create or replace function sync_private.mutation_problem(p_uid uuid, p_salon_id uuid, p_m jsonb, p_types jsonb)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_table text := p_m ->> 'table';
  v_fields jsonb := p_m -> 'fields';
  v_row_id text := lower(p_m ->> 'row_id');
  v_key text;
  v_val jsonb;
  v_type text;
  v_text text;
  v_stored jsonb;
  v_row jsonb;
  v_expected uuid;
begin
  if not (v_table = any (sync_private.synced_tables())) or jsonb_typeof(v_fields) is distinct from 'object'
     or v_row_id !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return null; -- the envelope's own checks (push_one) name these
  end if;
  for v_key, v_val in select * from jsonb_each(v_fields) loop
    if jsonb_typeof(v_val) = 'null' then
      continue;
    end if;
    v_type := p_types -> v_table ->> v_key;
    v_text := v_val #>> '{}';
    if v_type = 'date' and (jsonb_typeof(v_val) <> 'string' or v_text !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$') then
      return format('invalid value for %s: a date is written YYYY-MM-DD', v_key);
    elsif v_type = 'time' and (jsonb_typeof(v_val) <> 'string' or v_text !~ '^([01][0-9]|2[0-3]):[0-5][0-9](:00)?$') then
      return format('invalid value for %s: a time is written HH:MM, 00:00 to 23:59', v_key);
    elsif v_type = 'numeric' and jsonb_typeof(v_val) = 'number' and (v_val::text)::numeric <> round((v_val::text)::numeric, 2) then
      return format('invalid value for %s: at most 2 decimals', v_key);
    end if;
  end loop;

  if v_table = 'salons' and v_fields ? 'time_zone' and jsonb_typeof(v_fields -> 'time_zone') = 'string'
     and not exists (select 1 from pg_catalog.pg_timezone_names where name = v_fields ->> 'time_zone') then
    return 'invalid value for time_zone: not a time zone';
  end if;

  if v_table = 'appointments' and v_fields ->> 'status' = 'conflict' then
    select to_jsonb(a) into v_stored from public.appointments a where a.id = v_row_id::uuid;
    if v_stored is null or v_stored ->> 'status' <> 'conflict' then
      return 'invalid value for status: only the server marks a double booking';
    end if;
  end if;

  -- Natural-key ids: the id must be the one derived from this salon and the row's own fields.
  -- (A salon row of another id is push_one's "row belongs to another salon".)
  if v_table in ('business_hours', 'staff_schedules', 'staff_services')
     or (v_table = 'salons' and v_row_id = p_salon_id::text) then
    execute format('select to_jsonb(t) from public.%I t where t.id = $1', v_table) into v_stored using v_row_id::uuid;
    if v_stored is null and p_m ->> 'op' <> 'put' then
      return null; -- push_one answers "row not found" (another salon's row reads as missing)
    end if;
    v_row := coalesce(v_stored, '{}'::jsonb) || v_fields;
    v_expected := case v_table
      when 'salons' then sync_private.derived_id('salon', p_uid::text)
      when 'business_hours' then sync_private.derived_id('business_hours', p_salon_id::text, v_row ->> 'day_of_week')
      when 'staff_schedules' then sync_private.derived_id('staff_schedule', lower(v_row ->> 'staff_id'), v_row ->> 'date')
      when 'staff_services' then sync_private.derived_id('staff_service', lower(v_row ->> 'staff_id'), lower(v_row ->> 'service_id'))
    end;
    if v_expected is not null and v_expected::text <> v_row_id then
      return format('row id does not match its natural key (%s)', v_table);
    end if;
  end if;
  return null;
exception when invalid_text_representation or numeric_value_out_of_range then
  return 'invalid value: ' || sqlerrm;
end;
$$;

-- (3) and (4) around the batch. The batch itself moves to sync_private unchanged.
alter function public.sync_push(uuid, uuid, jsonb) set schema sync_private;
alter function sync_private.sync_push(uuid, uuid, jsonb) rename to push_batch;
revoke all on function sync_private.push_batch(uuid, uuid, jsonb) from public, anon;
grant execute on function sync_private.push_batch(uuid, uuid, jsonb) to authenticated, service_role;

create or replace function public.sync_push(p_client_id uuid, p_salon_id uuid, p_mutations jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_m jsonb;
  v_prev bigint;
  v_seq bigint;
  v_problem text;
  v_refused jsonb := '{}';  -- seq → rejection of this guard
  v_apply jsonb := '[]';
  v_inner jsonb;
  v_by_seq jsonb := '{}';
  v_results jsonb := '[]';
  v_last bigint;
  v_types jsonb;
begin
  if v_uid is not null and jsonb_typeof(p_mutations) = 'array' then
    v_types := sync_private.column_types();
    for v_m in select * from jsonb_array_elements(p_mutations) loop
      if jsonb_typeof(v_m -> 'seq') = 'number' and (v_m ->> 'seq') ~ '^[0-9]{1,18}$' then
        v_seq := (v_m ->> 'seq')::bigint;
        if v_seq <= v_prev then
          raise exception using errcode = '22023',
            message = format('mutation seqs must increase within a batch: %s came after %s', v_seq, v_prev);
        end if;
        v_prev := v_seq;
        v_problem := sync_private.mutation_problem(v_uid, p_salon_id, v_m, v_types);
        if v_problem is not null then
          v_refused := v_refused || jsonb_build_object(v_seq::text, jsonb_build_object(
            'seq', v_seq, 'mutation_id', v_m ->> 'mutation_id', 'status', 'rejected', 'reason', v_problem));
          continue;
        end if;
      end if;
      v_apply := v_apply || jsonb_build_array(v_m);
    end loop;
  end if;
  if v_refused = '{}'::jsonb then
    v_apply := p_mutations; -- untouched, so the batch's own envelope errors read as before
  end if;

  perform set_config('salon_desk.via_push', 'on', true);
  v_inner := sync_private.push_batch(p_client_id, p_salon_id, v_apply);
  perform set_config('salon_desk.via_push', 'off', true);
  if v_refused = '{}'::jsonb then
    return v_inner;
  end if;

  select coalesce(jsonb_object_agg(r ->> 'seq', r), '{}') into v_by_seq from jsonb_array_elements(v_inner -> 'results') r;
  for v_m in select * from jsonb_array_elements(p_mutations) loop
    v_results := v_results || jsonb_build_array(coalesce(v_refused -> (v_m ->> 'seq'), v_by_seq -> (v_m ->> 'seq')));
  end loop;
  select max(k::bigint) into v_last from jsonb_object_keys(v_refused) k;
  return jsonb_build_object('results', v_results,
                            'last_seq', greatest(coalesce((v_inner ->> 'last_seq')::bigint, 0), v_last));
end;
$$;

revoke all on function public.sync_push(uuid, uuid, jsonb) from public, anon;
grant execute on function public.sync_push(uuid, uuid, jsonb) to authenticated, service_role;
