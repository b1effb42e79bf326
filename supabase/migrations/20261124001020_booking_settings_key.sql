-- mutation_problem as 20261124000825 made it, with booking_settings' natural key: one row per
-- salon, its id derived from the salon (src/domain/ids.ts bookingSettingsId).
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
  if v_table in ('business_hours', 'staff_schedules', 'staff_services', 'message_settings', 'booking_settings')
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
      when 'message_settings' then sync_private.derived_id('message_settings', p_salon_id::text)
      when 'booking_settings' then sync_private.derived_id('booking_settings', p_salon_id::text)
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

