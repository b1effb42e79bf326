-- Building blocks of sync_push (next migration). They live in sync_private, which PostgREST
-- does not expose, so none of them is an /rpc endpoint.

-- The tables a device may push to, and which of their columns only the server sets.
create or replace function sync_private.synced_tables()
returns text[]
language sql
immutable
as $$
  select array['salons', 'services', 'staff', 'staff_services', 'business_hours', 'salon_faqs',
               'staff_schedules', 'customers', 'appointments']
$$;

create or replace function sync_private.server_columns()
returns text[]
language sql
immutable
as $$
  select array['version', 'field_stamps', 'updated_at', 'created_at']
$$;

-- Column name → type category (pg_type.typcategory) of one table, read from the catalog so a
-- migration adding a column needs no change here.
create or replace function sync_private.table_columns(p_table text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(a.attname, t.typcategory), '{}'::jsonb)
  from pg_catalog.pg_attribute a
  join pg_catalog.pg_type t on t.oid = a.atttypid
  where a.attrelid = format('public.%I', p_table)::regclass
    and a.attnum > 0 and not a.attisdropped
$$;

-- The JSON type a value must have for a column of this category. Checked before casting so a
-- number does not quietly become text, nor "true" a boolean.
create or replace function sync_private.json_type_ok(p_category "char", p_value jsonb)
returns boolean
language sql
immutable
as $$
  select case jsonb_typeof(p_value)
    when 'null' then true                                  -- NOT NULL columns say so themselves
    when 'string' then p_category in ('S', 'D', 'U')       -- text; date/time; uuid
    when 'number' then p_category = 'N'
    when 'boolean' then p_category = 'B'
    else false
  end
$$;

-- A readable reason for an error raised while applying one mutation. SD400 carries our own
-- validation messages; the rest are constraint or cast failures from PostgreSQL.
create or replace function sync_private.reason_for(p_state text, p_message text, p_column text, p_constraint text)
returns text
language sql
immutable
as $$
  select case
    when p_state = 'SD400' then p_message
    when p_state = '23502' then 'missing value for ' || coalesce(p_column, 'a required field')
    when p_state = '23505' and p_constraint like '%\_pkey' then 'row id already in use'
    when p_state = '23505' then 'duplicate row (' || coalesce(p_constraint, 'unique') || ')'
    when p_state = '23514' then 'invalid value (' || coalesce(p_constraint, 'check') || ')'
    when p_state = '23503' then 'references a missing row (' || coalesce(p_constraint, 'foreign key') || ')'
    when p_state = '42501' then 'not allowed: ' || p_message
    when p_state like '22%' then 'invalid value: ' || p_message
    else 'could not apply (' || p_state || '): ' || p_message
  end
$$;

-- The current version of a row the caller can see, or null.
create or replace function sync_private.row_version(p_table text, p_row_id text)
returns bigint
language plpgsql
stable
set search_path = ''
as $$
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
$$;

-- Takes the salon's counter row lock up front. Every write takes it anyway (the version
-- trigger), but only at its first write, after sync_push already holds row locks; two
-- concurrent pushes touching the same rows in different order would then deadlock. Taking it
-- first makes pushes of one salon queue cleanly. SECURITY DEFINER because owners have no
-- UPDATE right on sync_salon_state (FOR UPDATE needs it); it locks only the caller's salon.
create or replace function sync_private.lock_salon(p_salon_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.sync_salon_state s
   where s.salon_id = p_salon_id and p_salon_id = public.current_salon_id()
     for update;
end;
$$;

-- Inserts (p_exists false) or updates one row with the given column values and stamps, and
-- returns its new version. Values are cast through jsonb_populate_record, i.e. exactly as
-- PostgreSQL casts text input for each column's type.
create or replace function sync_private.write_row(
  p_table text, p_salon_id uuid, p_row_id uuid, p_exists boolean,
  p_values jsonb, p_stamps jsonb, p_updated_at text
)
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  v_all jsonb;
  v_cols text;
  v_from text;
  v_version bigint;
begin
  if not p_exists then
    v_all := p_values || jsonb_build_object('id', p_row_id, 'updated_at', p_updated_at, 'field_stamps', p_stamps);
    if p_table <> 'salons' then
      v_all := v_all || jsonb_build_object('salon_id', p_salon_id);
    end if;
    select string_agg(quote_ident(k), ', '), string_agg('r.' || quote_ident(k), ', ')
      into v_cols, v_from
      from jsonb_object_keys(v_all) k;
    execute format('insert into public.%I (%s) select %s from jsonb_populate_record(null::public.%I, $1) r returning version',
                   p_table, v_cols, v_from, p_table)
      into v_version using v_all;
  else
    select string_agg(quote_ident(k), ', '), string_agg('r.' || quote_ident(k), ', ')
      into v_cols, v_from
      from jsonb_object_keys(p_values) k;
    execute format('update public.%I t set (%s) = (select %s from jsonb_populate_record(null::public.%I, $1) r),
                      field_stamps = $2, updated_at = $3
                    where t.id = $4 returning t.version',
                   p_table, v_cols, v_from, p_table)
      into v_version using p_values, p_stamps, p_updated_at, p_row_id;
  end if;
  return v_version;
end;
$$;

-- Records a double booking. SECURITY DEFINER because owners only read sync_conflicts; it checks
-- the caller owns the salon, so it cannot be used to write into another salon.
create or replace function sync_private.record_conflict(
  p_salon_id uuid, p_appointment_id uuid, p_other_id uuid, p_reason text, p_hlc text
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  if public.current_salon_id() is distinct from p_salon_id then
    raise exception using errcode = '42501', message = 'salon not found or not yours';
  end if;
  insert into public.sync_conflicts (salon_id, appointment_id, other_appointment_id, reason, updated_at, field_stamps)
  values (p_salon_id, p_appointment_id, p_other_id, p_reason, p_hlc,
          jsonb_build_object('appointment_id', p_hlc, 'other_appointment_id', p_hlc, 'reason', p_hlc,
                             'resolved', p_hlc, 'deleted', p_hlc))
  returning id into v_id;
  return v_id;
end;
$$;

-- An appointment that left the 'conflict' status (moved, reassigned, canceled, deleted) settles
-- its open conflicts, so every device stops showing them.
create or replace function sync_private.resolve_conflicts(p_salon_id uuid, p_appointment_id uuid, p_hlc text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if public.current_salon_id() is distinct from p_salon_id then
    raise exception using errcode = '42501', message = 'salon not found or not yours';
  end if;
  update public.sync_conflicts c
     set resolved = true,
         field_stamps = c.field_stamps || jsonb_build_object('resolved', p_hlc),
         updated_at = greatest(c.updated_at collate "C", p_hlc collate "C")
   where c.salon_id = p_salon_id and c.appointment_id = p_appointment_id and not c.resolved;
end;
$$;

-- Rows a batch wrote that point at a parent missing from the salon (the foreign keys are
-- deferred to the end of the batch). Returns mutation_index → reason for each offender.
create or replace function sync_private.dangling_references(p_writes jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  c_refs constant jsonb := '{
    "staff_services": [["staff_id", "staff"], ["service_id", "services"]],
    "staff_schedules": [["staff_id", "staff"]],
    "appointments": [["customer_id", "customers"], ["staff_id", "staff"], ["service_id", "services"]]
  }';
  w jsonb;
  r jsonb;
  v_missing boolean;
  v_out jsonb := '{}';
begin
  for w in select * from jsonb_array_elements(p_writes) loop
    for r in select * from jsonb_array_elements(coalesce(c_refs -> (w ->> 'table'), '[]')) loop
      execute format(
        'select exists (select 1 from public.%I c where c.id = $1 and not exists (
           select 1 from public.%I p where p.salon_id = c.salon_id and p.id = c.%I))',
        w ->> 'table', r ->> 1, r ->> 0)
        into v_missing using (w ->> 'row_id')::uuid;
      if v_missing then
        v_out := v_out || jsonb_build_object(w ->> 'index',
          format('%s refers to a %s row that does not exist in this salon', r ->> 0, r ->> 1));
        exit;
      end if;
    end loop;
  end loop;
  return v_out;
end;
$$;

revoke all on all functions in schema sync_private from public;
grant execute on all functions in schema sync_private to authenticated, service_role;
