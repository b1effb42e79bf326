-- The push: sync_push(client, salon, mutations) checks the caller and the batch, then applies
-- each mutation in seq order and answers one result per mutation (applied, superseded,
-- conflict or rejected with a reason).

CREATE OR REPLACE FUNCTION public.sync_push(p_client_id uuid, p_salon_id uuid, p_mutations jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
  -- The batch itself (the mutations this guard let through): checked as a whole, applied in
  -- seq order under the salon's lock, its answer kept in v_inner.
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
    if v_apply is null or jsonb_typeof(v_apply) <> 'array' then
      raise exception using errcode = '22023', message = 'v_apply must be a JSON array';
    end if;
    v_n := jsonb_array_length(v_apply);
    if v_n > c_max_batch then
      raise exception using errcode = '22023',
        message = format('too many mutations in one push: %s (at most %s)', v_n, c_max_batch);
    end if;
    for v_i in 0 .. v_n - 1 loop
      v_m := v_apply -> v_i;
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
        select 1 from jsonb_array_elements(v_apply) m
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
          v_m := v_apply -> v_i;
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

    v_inner := jsonb_build_object('results', v_results, 'last_seq', v_last_seq);
  end;
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
$function$;
revoke all on function public.sync_push(p_client_id uuid, p_salon_id uuid, p_mutations jsonb) from public, anon, authenticated, service_role;
grant execute on function public.sync_push(p_client_id uuid, p_salon_id uuid, p_mutations jsonb) to authenticated;
grant execute on function public.sync_push(p_client_id uuid, p_salon_id uuid, p_mutations jsonb) to service_role;

