-- mutation_problem as 20261124001020 made it, with the natural-key check read from
-- sync_private.natural_keys (20261125000100) instead of a CASE per table: the id a device must
-- use is derived_id(kind, the key's values), a salon_id part being the pushing salon and a uuid
-- part compared in lower case, exactly as the CASE did for each table.
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
  v_natural sync_private.natural_keys;
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

  -- Natural-key ids: the id must be the one derived from this salon and the row's own fields
  -- (sync_private.natural_keys says which fields, in which order, under which kind). The salon
  -- row is derived from its owner; a salon row of another id is push_one's "row belongs to
  -- another salon".
  select k.* into v_natural from sync_private.natural_keys k where k.table_name = v_table;
  if v_natural.table_name is not null or (v_table = 'salons' and v_row_id = p_salon_id::text) then
    execute format('select to_jsonb(t) from public.%I t where t.id = $1', v_table) into v_stored using v_row_id::uuid;
    if v_stored is null and p_m ->> 'op' <> 'put' then
      return null; -- push_one answers "row not found" (another salon's row reads as missing)
    end if;
    v_row := coalesce(v_stored, '{}'::jsonb) || v_fields;
    if v_natural.table_name is null then
      v_expected := sync_private.derived_id('salon', p_uid::text);
    else
      -- Ids are written in lower case on every device, so uuid parts are compared that way.
      v_expected := sync_private.derived_id(v_natural.kind, variadic (
        select array_agg(case when c = 'salon_id' then p_salon_id::text
                              when p_types -> v_table ->> c = 'uuid' then lower(v_row ->> c)
                              else v_row ->> c end order by i)
          from unnest(v_natural.key_columns) with ordinality k(c, i)));
    end if;
    if v_expected is not null and v_expected::text <> v_row_id then
      return format('row id does not match its natural key (%s)', v_table);
    end if;
  end if;
  return null;
exception when invalid_text_representation or numeric_value_out_of_range then
  return 'invalid value: ' || sqlerrm;
end;
$$;

