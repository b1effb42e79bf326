-- What makes a mutation rejected (unknown fields, bad values, another salon, dangling
-- references), and the conflicts a double booking records.

CREATE OR REPLACE FUNCTION sync_private.reason_for(p_state text, p_message text, p_column text, p_constraint text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select case
    when p_state = 'SD400' then p_message
    when p_state = '23502' then 'missing value for ' || coalesce(p_column, 'a required field')
    when p_state = '23505' and p_constraint = 'booking_settings_booking_slug_key' then 'That booking page address is taken'
    when p_state = '23505' and p_constraint like '%\_pkey' then 'row id already in use'
    when p_state = '23505' then 'duplicate row (' || coalesce(p_constraint, 'unique') || ')'
    when p_state = '23514' then 'invalid value (' || coalesce(p_constraint, 'check') || ')'
    when p_state = '23503' then 'references a missing row (' || coalesce(p_constraint, 'foreign key') || ')'
    when p_state = '42501' then 'not allowed: ' || p_message
    when p_state like '22%' then 'invalid value: ' || p_message
    else 'could not apply (' || p_state || '): ' || p_message
  end
$function$;
revoke all on function sync_private.reason_for(p_state text, p_message text, p_column text, p_constraint text) from public, anon, authenticated, service_role;
grant execute on function sync_private.reason_for(p_state text, p_message text, p_column text, p_constraint text) to authenticated;
grant execute on function sync_private.reason_for(p_state text, p_message text, p_column text, p_constraint text) to service_role;

-- Records a double booking. SECURITY DEFINER because owners only read sync_conflicts; it checks
-- the caller owns the salon, so it cannot be used to write into another salon.
CREATE OR REPLACE FUNCTION sync_private.record_conflict(p_salon_id uuid, p_appointment_id uuid, p_other_id uuid, p_reason text, p_hlc text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function sync_private.record_conflict(p_salon_id uuid, p_appointment_id uuid, p_other_id uuid, p_reason text, p_hlc text) from public, anon, authenticated, service_role;
grant execute on function sync_private.record_conflict(p_salon_id uuid, p_appointment_id uuid, p_other_id uuid, p_reason text, p_hlc text) to authenticated;
grant execute on function sync_private.record_conflict(p_salon_id uuid, p_appointment_id uuid, p_other_id uuid, p_reason text, p_hlc text) to service_role;

-- An appointment that left the 'conflict' status (moved, reassigned, canceled, deleted) settles
-- its open conflicts, so every device stops showing them.
CREATE OR REPLACE FUNCTION sync_private.resolve_conflicts(p_salon_id uuid, p_appointment_id uuid, p_hlc text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function sync_private.resolve_conflicts(p_salon_id uuid, p_appointment_id uuid, p_hlc text) from public, anon, authenticated, service_role;
grant execute on function sync_private.resolve_conflicts(p_salon_id uuid, p_appointment_id uuid, p_hlc text) to authenticated;
grant execute on function sync_private.resolve_conflicts(p_salon_id uuid, p_appointment_id uuid, p_hlc text) to service_role;

CREATE OR REPLACE FUNCTION sync_private.dangling_references(p_writes jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  v_refs jsonb;
  w jsonb;
  r jsonb;
  v_missing boolean;
  v_out jsonb := '{}';
begin
  select coalesce(jsonb_object_agg(x.table_name, x.refs), '{}') into v_refs
    from (select r.table_name, jsonb_agg(jsonb_build_array(r.column_name, r.target) order by r.ord) as refs
            from sync_private.table_references() r
           group by r.table_name) x;
  for w in select * from jsonb_array_elements(p_writes) loop
    for r in select * from jsonb_array_elements(coalesce(v_refs -> (w ->> 'table'), '[]')) loop
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
$function$;
revoke all on function sync_private.dangling_references(p_writes jsonb) from public, anon, authenticated, service_role;
grant execute on function sync_private.dangling_references(p_writes jsonb) to authenticated;
grant execute on function sync_private.dangling_references(p_writes jsonb) to service_role;

CREATE OR REPLACE FUNCTION sync_private.writes_via_push()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if current_user in ('authenticated', 'anon')
     and coalesce(current_setting('salon_desk.via_push', true), '') <> 'on' then
    raise exception using errcode = '42501',
      message = format('%s on %s: salon data is written through sync_push only', tg_op, tg_table_name);
  end if;
  return coalesce(new, old);
end;
$function$;

-- SALON_DESK_NAMESPACE in src/domain/ids.ts.
CREATE OR REPLACE FUNCTION sync_private.derived_id(p_kind text, VARIADIC p_parts text[])
 RETURNS uuid
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select sync_private.uuid_v5('6f0c7a52-1d8e-4c1b-9b7e-3e2f5a9d4c10', p_kind || ':' || array_to_string(p_parts, '|'))
$function$;

CREATE OR REPLACE FUNCTION sync_private.mutation_problem(p_uid uuid, p_salon_id uuid, p_m jsonb, p_types jsonb)
 RETURNS text
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$;

-- The active booking of the same member whose working time meets the row's (the row as it would
-- be written), earliest first: what a double booking is reported against.
CREATE OR REPLACE FUNCTION sync_private.clashing_appointment(p_id uuid, p_row jsonb)
 RETURNS TABLE(id uuid, appointment_date date, start_time time without time zone, staff_name text)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select a.id, a.appointment_date, a.start_time, coalesce(s.name, 'this staff member')
    from public.appointments a
    left join public.staff s on s.id = a.staff_id
   where a.staff_id = (p_row ->> 'staff_id')::uuid
     and a.id <> p_id
     and a.status in ('pending', 'confirmed') and not a.deleted
     and sync_private.hands_on(a.appointment_date, a.start_time, a.end_time, a.processing_offset, a.processing_minutes)
         && sync_private.hands_on((p_row ->> 'appointment_date')::date, (p_row ->> 'start_time')::time, (p_row ->> 'end_time')::time,
                                  coalesce((p_row ->> 'processing_offset')::integer, 0), coalesce((p_row ->> 'processing_minutes')::integer, 0))
   order by a.appointment_date, a.start_time
   limit 1
$function$;
revoke all on function sync_private.clashing_appointment(p_id uuid, p_row jsonb) from public, anon, authenticated, service_role;
grant execute on function sync_private.clashing_appointment(p_id uuid, p_row jsonb) to authenticated;
grant execute on function sync_private.clashing_appointment(p_id uuid, p_row jsonb) to service_role;

CREATE TRIGGER writes_via_push BEFORE INSERT OR DELETE OR UPDATE ON public.salons FOR EACH ROW EXECUTE FUNCTION sync_private.writes_via_push();
CREATE TRIGGER writes_via_push BEFORE INSERT OR DELETE OR UPDATE ON public.services FOR EACH ROW EXECUTE FUNCTION sync_private.writes_via_push();
CREATE TRIGGER writes_via_push BEFORE INSERT OR DELETE OR UPDATE ON public.staff FOR EACH ROW EXECUTE FUNCTION sync_private.writes_via_push();
CREATE TRIGGER writes_via_push BEFORE INSERT OR DELETE OR UPDATE ON public.staff_services FOR EACH ROW EXECUTE FUNCTION sync_private.writes_via_push();
CREATE TRIGGER writes_via_push BEFORE INSERT OR DELETE OR UPDATE ON public.business_hours FOR EACH ROW EXECUTE FUNCTION sync_private.writes_via_push();
CREATE TRIGGER writes_via_push BEFORE INSERT OR DELETE OR UPDATE ON public.salon_faqs FOR EACH ROW EXECUTE FUNCTION sync_private.writes_via_push();
CREATE TRIGGER writes_via_push BEFORE INSERT OR DELETE OR UPDATE ON public.staff_schedules FOR EACH ROW EXECUTE FUNCTION sync_private.writes_via_push();
CREATE TRIGGER writes_via_push BEFORE INSERT OR DELETE OR UPDATE ON public.customers FOR EACH ROW EXECUTE FUNCTION sync_private.writes_via_push();
CREATE TRIGGER writes_via_push BEFORE INSERT OR DELETE OR UPDATE ON public.appointments FOR EACH ROW EXECUTE FUNCTION sync_private.writes_via_push();
CREATE TRIGGER writes_via_push BEFORE INSERT OR DELETE OR UPDATE ON public.notifications FOR EACH ROW EXECUTE FUNCTION sync_private.writes_via_push();
CREATE TRIGGER writes_via_push BEFORE INSERT OR DELETE OR UPDATE ON public.staff_time_off FOR EACH ROW EXECUTE FUNCTION sync_private.writes_via_push();
CREATE TRIGGER writes_via_push BEFORE INSERT OR DELETE OR UPDATE ON public.staff_breaks FOR EACH ROW EXECUTE FUNCTION sync_private.writes_via_push();
CREATE TRIGGER writes_via_push BEFORE INSERT OR DELETE OR UPDATE ON public.staff_patterns FOR EACH ROW EXECUTE FUNCTION sync_private.writes_via_push();
