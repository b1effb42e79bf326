-- One mutation applied: per-field last-writer-wins against field_stamps, the double-booking
-- check, and the row written with its new version.

CREATE OR REPLACE FUNCTION sync_private.write_row(p_table text, p_salon_id uuid, p_row_id uuid, p_exists boolean, p_values jsonb, p_stamps jsonb, p_updated_at text)
 RETURNS bigint
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function sync_private.write_row(p_table text, p_salon_id uuid, p_row_id uuid, p_exists boolean, p_values jsonb, p_stamps jsonb, p_updated_at text) from public, anon, authenticated, service_role;
grant execute on function sync_private.write_row(p_table text, p_salon_id uuid, p_row_id uuid, p_exists boolean, p_values jsonb, p_stamps jsonb, p_updated_at text) to authenticated;
grant execute on function sync_private.write_row(p_table text, p_salon_id uuid, p_row_id uuid, p_exists boolean, p_values jsonb, p_stamps jsonb, p_updated_at text) to service_role;

-- One mutation of a push: its origin (none, or 'restore' for a row brought back from a backup)
-- is set for the triggers while it is written and cleared after; the mutation is checked, merged
-- field by field against field_stamps, written, and answered: applied, superseded, conflict or
-- rejected with a reason.
CREATE OR REPLACE FUNCTION sync_private.push_one(p_salon_id uuid, p_uid uuid, p_m jsonb, p_columns jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_origin jsonb := p_m -> 'origin';
  v_res jsonb;
begin
  if v_origin is not null and v_origin <> 'null'::jsonb and v_origin <> '"restore"'::jsonb then
    return jsonb_build_object('seq', (p_m ->> 'seq')::bigint, 'mutation_id', p_m ->> 'mutation_id', 'status', 'rejected',
      'reason', 'invalid origin: a change has none, or ''restore'' when it brings back a row from a backup');
  end if;
  perform set_config('salon_desk.origin', coalesce(v_origin #>> '{}', ''), true);
  -- The mutation itself: checked, merged field by field, written; every outcome lands in v_res.
  <<apply>>
  declare
    v_seq bigint := (p_m ->> 'seq')::bigint;
    v_mid text := p_m ->> 'mutation_id';
    v_table text := p_m ->> 'table';
    v_op text := p_m ->> 'op';
    v_hlc text := p_m ->> 'hlc';
    v_fields jsonb := p_m -> 'fields';
    v_row_id uuid;
    v_cols jsonb;
    v_key text;
    v_val jsonb;
    v_old jsonb;
    v_values jsonb := '{}';
    v_stamps jsonb := '{}';
    v_old_stamp text;
    v_updated_at text;
    v_version bigint;
    v_ahead_ms bigint;
    v_row jsonb;
    v_other record;
    v_conflict_id uuid;
    v_state text;
    v_msg text;
    v_col text;
    v_constraint text;
  begin
    -- The envelope of this mutation.
    if v_mid is null or jsonb_typeof(p_m -> 'mutation_id') <> 'string' then
      raise exception using errcode = 'SD400', message = 'missing mutation_id';
    end if;
    if v_table is null or not (v_table = any (sync_private.synced_tables())) then
      raise exception using errcode = 'SD400', message = 'unknown table: ' || coalesce(v_table, '(none)');
    end if;
    if coalesce(p_m ->> 'row_id', '') !~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' then
      raise exception using errcode = 'SD400', message = 'row_id must be a uuid';
    end if;
    v_row_id := (p_m ->> 'row_id')::uuid;
    if v_op is null or v_op not in ('put', 'patch', 'delete') then
      raise exception using errcode = 'SD400', message = 'unknown op: ' || coalesce(v_op, '(none)');
    end if;
    if v_op = 'delete' then
      v_fields := '{"deleted": true}';
    elsif v_fields is null or jsonb_typeof(v_fields) <> 'object' then
      raise exception using errcode = 'SD400', message = 'fields must be an object';
    end if;

    -- The stamp: well formed, and not from a clock running ahead (it would win every later
    -- conflict until real time caught up with it).
    if v_hlc is null or v_hlc !~ '^[0-9]{15}\.[0-9]{6}\.[0-9a-f]{12}$' then
      raise exception using errcode = 'SD400', message = 'invalid hlc: ' || coalesce(v_hlc, '(none)');
    end if;
    v_ahead_ms := substr(v_hlc, 1, 15)::bigint - (extract(epoch from clock_timestamp()) * 1000)::bigint;
    if v_ahead_ms > 5 * 60 * 1000 then
      raise exception using errcode = 'SD400',
        message = format('clock ahead: the change is stamped %s s ahead of the server clock; check this device''s date and time',
                         round(v_ahead_ms / 1000.0));
    end if;

    -- The row must be of this salon.
    if v_table = 'salons' and v_row_id <> p_salon_id then
      raise exception using errcode = 'SD400', message = 'row belongs to another salon';
    end if;

    -- Fields: real columns only, never the server's, the right JSON type for each column.
    v_cols := p_columns -> v_table;
    for v_key, v_val in select * from jsonb_each(v_fields) loop
      if not (v_cols ? v_key) then
        raise exception using errcode = 'SD400', message = format('unknown field: %s.%s', v_table, v_key);
      end if;
      if v_key = any (sync_private.server_columns()) then
        raise exception using errcode = 'SD400', message = format('field %s is set by the server', v_key);
      end if;
      if v_key = 'id' then
        if lower(v_val #>> '{}') is distinct from v_row_id::text then
          raise exception using errcode = 'SD400', message = 'id does not match row_id';
        end if;
        continue;
      end if;
      if v_key = 'salon_id' then
        if lower(v_val #>> '{}') is distinct from p_salon_id::text then
          raise exception using errcode = 'SD400', message = 'salon_id cannot be another salon';
        end if;
        continue;
      end if;
      if v_table = 'salons' and v_key = 'owner_id' and lower(v_val #>> '{}') is distinct from p_uid::text then
        raise exception using errcode = 'SD400', message = 'owner_id must be the signed-in owner';
      end if;
      if not sync_private.json_type_ok((v_cols ->> v_key)::"char", v_val) then
        raise exception using errcode = 'SD400', message = 'invalid value for ' || v_key;
      end if;
      v_values := v_values || jsonb_build_object(v_key, v_val);
    end loop;

    -- Lock the current row, if the caller can see one (RLS hides other salons' rows, so another
    -- salon's id reads as missing here, and its insert fails on the primary key).
    execute format('select to_jsonb(t) from public.%I t where t.id = $1 for update', v_table)
      into v_old using v_row_id;

    if v_old is null then
      if v_op <> 'put' then
        raise exception using errcode = 'SD400', message = 'row not found';
      end if;
      -- A new row: every writable column gets this mutation's stamp, the defaulted ones too, so
      -- an older edit of any of them arriving later loses.
      select jsonb_object_agg(k, v_hlc) into v_stamps
        from jsonb_object_keys(v_cols) k
       where k not in ('id', 'salon_id') and not (k = any (sync_private.server_columns()));
      v_updated_at := v_hlc;
    else
      if v_table <> 'salons' and (v_old ->> 'salon_id')::uuid <> p_salon_id then
        raise exception using errcode = 'SD400', message = 'row belongs to another salon';
      end if;
      -- Per-field last-writer-wins: a field is written only when its stored stamp is older.
      -- Equal stamps lose, so a replayed mutation is a no-op. A genesis stamp (wall time 0: the
      -- seed a device writes at sign-in, e.g. its own time zone) only fills fields never written,
      -- so every new device of the owner leaves an existing salon exactly as it was.
      for v_key, v_val in select * from jsonb_each(v_values) loop
        v_old_stamp := v_old -> 'field_stamps' ->> v_key;
        if v_old_stamp is null
           or (v_old_stamp collate "C" < v_hlc collate "C" and left(v_hlc, 15) <> '000000000000000') then
          v_stamps := v_stamps || jsonb_build_object(v_key, v_hlc);
        else
          v_values := v_values - v_key;
        end if;
      end loop;
      if v_values = '{}'::jsonb then
        v_res := jsonb_build_object('seq', v_seq, 'mutation_id', v_mid, 'status', 'superseded',
                                  'version', (v_old ->> 'version')::bigint);
        exit apply;
      end if;
      v_stamps := (v_old -> 'field_stamps') || v_stamps;
      select max(value collate "C") into v_updated_at from jsonb_each_text(v_stamps);
      v_updated_at := greatest(v_updated_at collate "C", v_hlc collate "C");
    end if;

    if v_table <> 'appointments' then
      v_version := sync_private.write_row(v_table, p_salon_id, v_row_id, v_old is not null, v_values, v_stamps, v_updated_at);
    else
      begin
        v_version := sync_private.write_row(v_table, p_salon_id, v_row_id, v_old is not null, v_values, v_stamps, v_updated_at);
      exception when exclusion_violation then
        -- Double booking: keep the appointment, outside the constraint, as
        -- 'conflict', and record which booking it collides with for the owner to resolve.
        v_row := coalesce(v_old, '{}'::jsonb) || v_values;
        select o.id, o.appointment_date, o.start_time, o.staff_name
          into v_other
          from sync_private.clashing_appointment(v_row_id, v_row) o;
        v_values := v_values || '{"status": "conflict"}';
        v_stamps := v_stamps || jsonb_build_object('status',
          greatest(v_hlc collate "C", coalesce(v_old -> 'field_stamps' ->> 'status', '') collate "C"));
        v_version := sync_private.write_row(v_table, p_salon_id, v_row_id, v_old is not null, v_values, v_stamps, v_updated_at);
        v_conflict_id := sync_private.record_conflict(
          p_salon_id, v_row_id, v_other.id,
          case when v_other.id is null then 'Double booking: the staff member already has an appointment at that time'
               else format('Double booking: %s already has an appointment at %s on %s',
                           v_other.staff_name, to_char(v_other.start_time, 'HH24:MI'), v_other.appointment_date)
          end,
          v_hlc);
        v_res := jsonb_build_object('seq', v_seq, 'mutation_id', v_mid, 'status', 'conflict',
                                  'version', v_version, 'conflict_id', v_conflict_id);
        exit apply;
      end;
      if v_old ->> 'status' = 'conflict'
         and (coalesce(v_values ->> 'status', 'conflict') <> 'conflict' or (v_values ->> 'deleted')::boolean) then
        perform sync_private.resolve_conflicts(p_salon_id, v_row_id, v_hlc);
      end if;
    end if;

    v_res := jsonb_build_object('seq', v_seq, 'mutation_id', v_mid, 'status', 'applied', 'version', v_version);
    exit apply;
  exception when others then
    get stacked diagnostics v_state = returned_sqlstate, v_msg = message_text,
                            v_col = column_name, v_constraint = constraint_name;
    -- Transient failures (deadlock, serialization, out of resources, shutdown) are not the
    -- mutation's fault: fail the whole call so the device retries it, rather than reject it.
    if left(v_state, 2) in ('40', '53', '57', '58') then
      raise;
    end if;
    -- A value PostgreSQL could not cast (a date '2026-13-40', a time '25:00', a price of 1e12):
    -- name the field. Only done on failure, so the common path casts once, in the write itself.
    if v_state like '22%' and v_table = any (sync_private.synced_tables()) and jsonb_typeof(v_fields) = 'object' then
      for v_key, v_val in select * from jsonb_each(v_fields) loop
        begin
          execute format('select jsonb_populate_record(null::public.%I, $1)', v_table)
            using jsonb_build_object(v_key, v_val);
        exception when others then
          v_state := 'SD400';
          v_msg := 'invalid value for ' || v_key;
          exit;
        end;
      end loop;
    end if;
    v_res := jsonb_build_object('seq', v_seq, 'mutation_id', v_mid, 'status', 'rejected',
                              'reason', sync_private.reason_for(v_state, v_msg, v_col, v_constraint));
  end;
  -- Reset at once: the next mutation of the batch (say, a booking made after the restore) is not one.
  perform set_config('salon_desk.origin', '', true);
  return v_res;
end;
$function$;
revoke all on function sync_private.push_one(p_salon_id uuid, p_uid uuid, p_m jsonb, p_columns jsonb) from public, anon, authenticated, service_role;
grant execute on function sync_private.push_one(p_salon_id uuid, p_uid uuid, p_m jsonb, p_columns jsonb) to authenticated;
grant execute on function sync_private.push_one(p_salon_id uuid, p_uid uuid, p_m jsonb, p_columns jsonb) to service_role;
