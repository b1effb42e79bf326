-- sync_push: applies a device's outbox batch (DESIGN.md §4, contract in sync/protocol.ts).
-- Runs as the caller (SECURITY INVOKER), so every read and write below is filtered by RLS.

-- One mutation. The whole body is one plpgsql exception block, i.e. one subtransaction: a
-- mutation either writes completely or not at all, and its failure never aborts the batch.
create or replace function sync_private.push_one(p_salon_id uuid, p_uid uuid, p_m jsonb, p_columns jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
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
      return jsonb_build_object('seq', v_seq, 'mutation_id', v_mid, 'status', 'superseded',
                                'version', (v_old ->> 'version')::bigint);
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
      -- Double booking (DESIGN.md §4): keep the appointment, outside the constraint, as
      -- 'conflict', and record which booking it collides with for the owner to resolve.
      v_row := coalesce(v_old, '{}'::jsonb) || v_values;
      select a.id, a.appointment_date, a.start_time, coalesce(s.name, 'this staff member') as staff_name
        into v_other
        from public.appointments a
        left join public.staff s on s.id = a.staff_id
       where a.staff_id = (v_row ->> 'staff_id')::uuid
         and a.id <> v_row_id
         and a.status in ('pending', 'confirmed') and not a.deleted
         and tsrange(a.appointment_date + a.start_time, a.appointment_date + a.end_time, '[)')
             && tsrange((v_row ->> 'appointment_date')::date + (v_row ->> 'start_time')::time,
                        (v_row ->> 'appointment_date')::date + (v_row ->> 'end_time')::time, '[)')
       order by a.appointment_date, a.start_time
       limit 1;
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
      return jsonb_build_object('seq', v_seq, 'mutation_id', v_mid, 'status', 'conflict',
                                'version', v_version, 'conflict_id', v_conflict_id);
    end;
    if v_old ->> 'status' = 'conflict'
       and (coalesce(v_values ->> 'status', 'conflict') <> 'conflict' or (v_values ->> 'deleted')::boolean) then
      perform sync_private.resolve_conflicts(p_salon_id, v_row_id, v_hlc);
    end if;
  end if;

  return jsonb_build_object('seq', v_seq, 'mutation_id', v_mid, 'status', 'applied', 'version', v_version);
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
  return jsonb_build_object('seq', v_seq, 'mutation_id', v_mid, 'status', 'rejected',
                            'reason', sync_private.reason_for(v_state, v_msg, v_col, v_constraint));
end;
$$;

revoke all on function sync_private.push_one(uuid, uuid, jsonb, jsonb) from public;
grant execute on function sync_private.push_one(uuid, uuid, jsonb, jsonb) to authenticated, service_role;

-- The batch. Errors of the envelope itself (not signed in, not the caller's salon, not an
-- array, too many mutations, a mutation without an integer seq) fail the whole call with a
-- clean message and write nothing; anything wrong inside one mutation rejects only it.
create or replace function public.sync_push(p_client_id uuid, p_salon_id uuid, p_mutations jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  c_max_batch constant int := 200; -- MAX_PUSH_BATCH in sync/protocol.ts
  v_uid uuid := auth.uid();
  v_owner uuid;
  v_n int;
  v_m jsonb;
  v_i int;
  v_start_seq bigint;
  v_last_seq bigint;
  v_seq bigint;
  v_res jsonb;
  v_results jsonb;
  v_writes jsonb;
  v_excluded jsonb := '{}'; -- mutation index → reason, for rows left pointing at nothing
  v_dangling jsonb;
  v_attempt int := 0;
  v_columns jsonb;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'sign in to sync';
  end if;
  if p_client_id is null or p_salon_id is null then
    raise exception using errcode = '22023', message = 'p_client_id and p_salon_id are required';
  end if;
  if p_mutations is null or jsonb_typeof(p_mutations) <> 'array' then
    raise exception using errcode = '22023', message = 'p_mutations must be a JSON array';
  end if;
  v_n := jsonb_array_length(p_mutations);
  if v_n > c_max_batch then
    raise exception using errcode = '22023',
      message = format('too many mutations in one push: %s (at most %s)', v_n, c_max_batch);
  end if;
  for v_i in 0 .. v_n - 1 loop
    v_m := p_mutations -> v_i;
    if jsonb_typeof(v_m) is distinct from 'object' or jsonb_typeof(v_m -> 'seq') is distinct from 'number'
       or (v_m ->> 'seq') !~ '^[0-9]{1,18}$' then
      raise exception using errcode = '22023',
        message = format('mutation %s has no integer seq', v_i);
    end if;
  end loop;

  -- Column catalogue of every synced table, read once per batch rather than per mutation.
  select jsonb_object_agg(t, sync_private.table_columns(t)) into v_columns
    from unnest(sync_private.synced_tables()) t;

  -- The caller's salon, or a first push that creates it (a put of the salon row, owned by the
  -- caller). "Not yours" and "does not exist" read the same, so ids cannot be probed.
  v_owner := sync_private.salon_owner(p_salon_id);
  if v_owner is distinct from v_uid and not (
    v_owner is null and exists (
      select 1 from jsonb_array_elements(p_mutations) m
       where m ->> 'table' = 'salons' and m ->> 'op' = 'put' and m ->> 'row_id' = p_salon_id::text
         and m -> 'fields' ->> 'owner_id' = v_uid::text)
  ) then
    raise exception using errcode = '42501', message = 'salon not found or not yours';
  end if;

  -- One push per device and salon at a time: a retry racing its own first attempt waits for
  -- it and then finds its seqs taken.
  perform pg_advisory_xact_lock(hashtextextended('sync_push:' || p_client_id::text || ':' || p_salon_id::text, 0));
  perform sync_private.lock_salon(p_salon_id);
  select c.last_seq into v_start_seq from public.sync_clients c
   where c.client_id = p_client_id and c.salon_id = p_salon_id;
  v_start_seq := coalesce(v_start_seq, 0);

  -- Foreign keys are deferred so a batch may carry a parent after its child. Checked at the
  -- end of the batch; a mutation that left a row pointing at nothing is then rejected and the
  -- batch re-applied without it (rare: a client bug, or a parent that was itself rejected).
  loop
    v_attempt := v_attempt + 1;
    begin
      set constraints all deferred;
      v_results := '[]';
      v_writes := '[]';
      v_last_seq := v_start_seq;
      for v_i in 0 .. v_n - 1 loop
        v_m := p_mutations -> v_i;
        v_seq := (v_m ->> 'seq')::bigint;
        if v_seq <= v_last_seq then
          -- Already taken (a replayed batch): nothing is written again.
          v_res := jsonb_build_object('seq', v_seq, 'mutation_id', v_m ->> 'mutation_id', 'status', 'superseded',
                                      'version', sync_private.row_version(v_m ->> 'table', v_m ->> 'row_id'));
        elsif v_excluded ? v_i::text then
          v_res := jsonb_build_object('seq', v_seq, 'mutation_id', v_m ->> 'mutation_id', 'status', 'rejected',
                                      'reason', v_excluded ->> v_i::text);
        else
          v_res := sync_private.push_one(p_salon_id, v_uid, v_m, v_columns);
          if v_res ->> 'status' in ('applied', 'conflict') then
            v_writes := v_writes || jsonb_build_array(jsonb_build_object(
              'index', v_i, 'table', v_m ->> 'table', 'row_id', v_m ->> 'row_id'));
          end if;
        end if;
        v_results := v_results || jsonb_build_array(v_res);
        v_last_seq := greatest(v_last_seq, v_seq);
      end loop;

      begin
        set constraints all immediate;
      exception when foreign_key_violation then
        v_dangling := sync_private.dangling_references(v_writes);
        if v_dangling = '{}'::jsonb or v_attempt >= 5 then
          raise exception using errcode = '23503',
            message = 'the batch refers to rows that do not exist in this salon';
        end if;
        raise exception using errcode = 'SDRTY';
      end;
      exit;
    exception when sqlstate 'SDRTY' then
      -- Everything of this attempt is rolled back; try again without the offenders.
      v_excluded := v_excluded || v_dangling;
    end;
  end loop;

  if v_last_seq > v_start_seq then
    insert into public.sync_clients as c (client_id, salon_id, last_seq)
    values (p_client_id, p_salon_id, v_last_seq)
    on conflict (client_id, salon_id) do update set last_seq = excluded.last_seq, updated_at = now();
  end if;

  return jsonb_build_object('results', v_results, 'last_seq', v_last_seq);
end;
$$;

revoke all on function public.sync_push(uuid, uuid, jsonb) from public, anon;
grant execute on function public.sync_push(uuid, uuid, jsonb) to authenticated, service_role;
