-- What the assistant writes and how its conversations are leased, plus the salon's model
-- settings (the API key never readable back).

CREATE OR REPLACE FUNCTION public.sarah_write(p_salon uuid, p_seen_version bigint, p_mutations jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_owner uuid := sync_private.salon_owner(p_salon);
  v_version bigint;
  v_columns jsonb;
  v_types jsonb;
  v_m jsonb;
  v_i int := 0;
  v_problem text;
  v_res jsonb;
  v_row jsonb;
  v_appointments jsonb := '[]';
  v_stamp text;
  v_row_stamp text;
begin
  if v_owner is null then
    raise exception using errcode = 'P0002', message = 'salon not found';
  end if;
  if jsonb_typeof(p_mutations) is distinct from 'array' or jsonb_array_length(p_mutations) > 50 then
    raise exception using errcode = '22023', message = 'p_mutations must be an array of at most 50 rows';
  end if;
  select m ->> 'table' into v_problem from jsonb_array_elements(p_mutations) m
   where not (coalesce(m ->> 'table', '') = any (array['customers', 'appointments', 'calls', 'call_turns', 'notifications'])) limit 1;
  if found then
    raise exception using errcode = '22023', message = 'Sarah writes no table ' || coalesce(v_problem, '(none)');
  end if;
  -- The booking page's lock of the salon (public_book), then the salon's version row: no other
  -- write of the salon can land between the check and the rows.
  perform pg_advisory_xact_lock(hashtextextended('public_book:' || p_salon::text, 0));
  select s.version into v_version from public.sync_salon_state s where s.salon_id = p_salon for update;
  if p_seen_version is not null and v_version is distinct from p_seen_version then
    return jsonb_build_object('status', 'stale', 'version', v_version);
  end if;

  -- The column catalogue of the tables written, as push's (sync_push reads every synced table's;
  -- a turn writes two or three of them, and the catalogue read was half of an empty write's cost).
  select jsonb_object_agg(x.t, sync_private.table_columns(x.t)),
         jsonb_object_agg(x.t, (select jsonb_object_agg(a.attname, ty.typname)
                                   from pg_catalog.pg_attribute a join pg_catalog.pg_type ty on ty.oid = a.atttypid
                                  where a.attrelid = format('public.%I', x.t)::regclass and a.attnum > 0 and not a.attisdropped))
    into v_columns, v_types
    from (select distinct m ->> 'table' as t from jsonb_array_elements(p_mutations) m) x;
  set constraints all deferred;
  perform set_config('salon_desk.via_push', 'on', true);
  for v_m in select * from jsonb_array_elements(p_mutations) loop
    v_i := v_i + 1;
    v_row_stamp := null;
    if coalesce(v_m ->> 'row_id', '') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      execute format('select t.updated_at from public.%I t where t.id = $1', v_m ->> 'table') into v_row_stamp using (v_m ->> 'row_id')::uuid;
    end if;
    v_stamp := sync_private.stamp_after(greatest(v_stamp collate "C", v_row_stamp collate "C"));
    v_m := v_m || jsonb_build_object('seq', v_i, 'mutation_id', gen_random_uuid()::text, 'hlc', v_stamp);
    v_problem := sync_private.mutation_problem(v_owner, p_salon, v_m, v_types);
    if v_problem is not null then
      raise exception using errcode = '22023', message = v_problem;
    end if;
    v_res := sync_private.push_one(p_salon, v_owner, v_m, v_columns);
    if v_res ->> 'status' = 'conflict' then
      -- A booking of the same member landed in the moment between (a device takes none of our locks).
      raise exception using errcode = 'P0001', message = 'slot taken';
    elsif v_res ->> 'status' <> 'applied' then
      raise exception using errcode = '22023', message = coalesce(v_res ->> 'reason', 'row refused: ' || (v_res ->> 'status'));
    end if;
    -- The appointments as written, so the store answers the caller without reading them again.
    if v_m ->> 'table' = 'appointments' then
      select to_jsonb(a) into v_row from public.appointments a where a.id = (v_m ->> 'row_id')::uuid;
      v_appointments := v_appointments || jsonb_build_array(v_row);
    end if;
  end loop;
  -- A reference to another salon's row (or to none) fails the salon-scoped foreign keys here.
  set constraints all immediate;
  perform set_config('salon_desk.via_push', 'off', true);
  return jsonb_build_object('status', 'written', 'appointments', v_appointments);
end;
$function$;
revoke all on function public.sarah_write(p_salon uuid, p_seen_version bigint, p_mutations jsonb) from public, anon, authenticated, service_role;
grant execute on function public.sarah_write(p_salon uuid, p_seen_version bigint, p_mutations jsonb) to service_role;

-- What the owner may see: everything but the key.
CREATE OR REPLACE FUNCTION sync_private.sarah_model_view(p sync_private.sarah_models)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when p.salon_id is null then null else jsonb_build_object(
    'base_url', p.base_url,
    'model', p.model,
    'has_key', p.api_key is not null,
    'updated_at', p.updated_at) end
$function$;
revoke all on function sync_private.sarah_model_view(p sync_private.sarah_models) from public, anon, authenticated, service_role;

-- Saves the salon's settings; blanks are the server's defaults. A bad value is refused with
-- errcode 22023, the owner's wording in the message and the field in the detail, and nothing is
-- stored. A blank key keeps the saved one only while the base URL stays the same: a key never
-- follows the settings to another address (a stolen session could otherwise send it anywhere).
CREATE OR REPLACE FUNCTION public.save_sarah_model(p_base_url text, p_model text, p_api_key text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_salon uuid := sync_private.sms_owner_salon();
  v_url text := nullif(btrim(coalesce(p_base_url, '')), '');
  v_model text := nullif(btrim(coalesce(p_model, '')), '');
  v_key text := nullif(btrim(coalesce(p_api_key, '')), '');
  v_saved sync_private.sarah_models;
  v_row sync_private.sarah_models;
begin
  if v_url is not null and (length(v_url) > 500 or v_url !~ '^https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?(/[^[:space:][:cntrl:]?#]*)?$') then
    raise exception using errcode = '22023', detail = 'base_url',
      message = 'The base URL starts with http:// or https:// and names the server, e.g. https://api.openai.com/v1 (at most 500 characters, no spaces, no ? or #).';
  end if;
  if v_model is not null and v_model !~ '^[^[:cntrl:]]{1,200}$' then
    raise exception using errcode = '22023', detail = 'model',
      message = 'The model name is at most 200 characters, on one line.';
  end if;
  -- (PostgreSQL's regular expressions count to 255 at most: lengths are checked apart.)
  if v_key is not null and (v_key !~ '^[!-~]+$' or length(v_key) > 500) then
    raise exception using errcode = '22023', detail = 'api_key',
      message = 'The API key is at most 500 characters, letters, digits and symbols, with no spaces.';
  end if;
  select * into v_saved from sync_private.sarah_models where salon_id = v_salon for update;
  if v_key is null and v_saved.salon_id is not null and v_saved.base_url is not distinct from v_url then
    v_key := v_saved.api_key;
  end if;
  insert into sync_private.sarah_models as s (salon_id, base_url, model, api_key, updated_at)
  values (v_salon, v_url, v_model, v_key, now())
  on conflict (salon_id) do update
    set base_url = excluded.base_url, model = excluded.model, api_key = excluded.api_key, updated_at = excluded.updated_at
  returning * into v_row;
  return sync_private.sarah_model_view(v_row);
end;
$function$;
revoke all on function public.save_sarah_model(p_base_url text, p_model text, p_api_key text) from public, anon, authenticated, service_role;
grant execute on function public.save_sarah_model(p_base_url text, p_model text, p_api_key text) to authenticated;

-- The saved settings without the key, or null (the server's defaults apply).
CREATE OR REPLACE FUNCTION public.sarah_model_status()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_row sync_private.sarah_models;
begin
  select * into v_row from sync_private.sarah_models where salon_id = sync_private.sms_owner_salon();
  return sync_private.sarah_model_view(v_row);
end;
$function$;
revoke all on function public.sarah_model_status() from public, anon, authenticated, service_role;
grant execute on function public.sarah_model_status() to authenticated;

-- Forgets the salon's settings: the server's defaults apply again.
CREATE OR REPLACE FUNCTION public.clear_sarah_model()
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  delete from sync_private.sarah_models where salon_id = sync_private.sms_owner_salon()
$function$;
revoke all on function public.clear_sarah_model() from public, anon, authenticated, service_role;
grant execute on function public.clear_sarah_model() to authenticated;

-- The chat process's read, key included: service_role only.
CREATE OR REPLACE FUNCTION public.sarah_model_settings(p_salon_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object('base_url', m.base_url, 'model', m.model, 'api_key', m.api_key)
    from sync_private.sarah_models m
   where m.salon_id = p_salon_id
$function$;
revoke all on function public.sarah_model_settings(p_salon_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.sarah_model_settings(p_salon_id uuid) to service_role;

-- Takes a conversation's lease for one turn (or a reset, p_reset: no new row, no message counted).
-- Answers {status}: 'claimed' with the lease and the saved state; 'not_found' for an id of another
-- salon (its conversation or its call record) or, on reset, an unknown one; 'busy' while another
-- turn holds the lease; 'rate_limited' with retry_after seconds past p_per_minute messages.
-- Only a claimed answer changes anything.
CREATE OR REPLACE FUNCTION public.sarah_claim(p_salon_id uuid, p_conversation_id uuid, p_lease_seconds integer, p_per_minute integer, p_reset boolean DEFAULT false)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_row sync_private.sarah_conversations;
  v_rate sync_private.sarah_rates;
  v_lease uuid := gen_random_uuid();
begin
  if p_salon_id is null or p_conversation_id is null or coalesce(p_lease_seconds, 0) not between 1 and 3600 then
    raise exception using errcode = '22023', message = 'sarah_claim needs a salon, a conversation and a lease of 1 to 3600 seconds';
  end if;
  select * into v_row from sync_private.sarah_conversations where id = p_conversation_id for update;
  if found and v_row.salon_id <> p_salon_id then
    return jsonb_build_object('status', 'not_found');
  end if;
  if not found and (p_reset or exists (select 1 from public.calls c where c.id = p_conversation_id and c.salon_id <> p_salon_id)) then
    return jsonb_build_object('status', 'not_found');
  end if;
  if found and v_row.lease is not null and v_row.lease_until > clock_timestamp() then
    return jsonb_build_object('status', 'busy');
  end if;
  if not p_reset and p_per_minute is not null then
    insert into sync_private.sarah_rates (salon_id, window_start, used) values (p_salon_id, clock_timestamp(), 0)
      on conflict (salon_id) do nothing;
    select * into v_rate from sync_private.sarah_rates where salon_id = p_salon_id for update;
    if v_rate.window_start <= clock_timestamp() - interval '1 minute' then
      v_rate.window_start := clock_timestamp();
      v_rate.used := 0;
    end if;
    if v_rate.used >= p_per_minute then
      return jsonb_build_object('status', 'rate_limited',
        'retry_after', greatest(1, ceil(extract(epoch from v_rate.window_start + interval '1 minute' - clock_timestamp())))::integer);
    end if;
    update sync_private.sarah_rates set window_start = v_rate.window_start, used = v_rate.used + 1 where salon_id = p_salon_id;
  end if;
  insert into sync_private.sarah_conversations as c (id, salon_id, lease, lease_until)
  values (p_conversation_id, p_salon_id, v_lease, clock_timestamp() + make_interval(secs => p_lease_seconds))
  on conflict (id) do update
    set lease = excluded.lease, lease_until = excluded.lease_until, updated_at = now()
    where c.salon_id = p_salon_id and (c.lease is null or c.lease_until <= clock_timestamp())
  returning * into v_row;
  if not found then
    -- Another process created or claimed it between our read and our write.
    return jsonb_build_object('status', 'busy');
  end if;
  return jsonb_build_object('status', 'claimed', 'lease', v_lease, 'state', v_row.state, 'ended', v_row.ended_at is not null);
end;
$function$;
revoke all on function public.sarah_claim(p_salon_id uuid, p_conversation_id uuid, p_lease_seconds integer, p_per_minute integer, p_reset boolean) from public, anon, authenticated, service_role;
grant execute on function public.sarah_claim(p_salon_id uuid, p_conversation_id uuid, p_lease_seconds integer, p_per_minute integer, p_reset boolean) to service_role;

-- Keeps a long turn's lease (the chat process renews it while the model thinks); false = lost.
CREATE OR REPLACE FUNCTION public.sarah_renew(p_salon_id uuid, p_conversation_id uuid, p_lease uuid, p_lease_seconds integer)
 RETURNS boolean
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with renewed as (
    update sync_private.sarah_conversations
       set lease_until = clock_timestamp() + make_interval(secs => least(greatest(p_lease_seconds, 1), 3600))
     where id = p_conversation_id and salon_id = p_salon_id and lease = p_lease
    returning 1)
  select exists (select 1 from renewed)
$function$;
revoke all on function public.sarah_renew(p_salon_id uuid, p_conversation_id uuid, p_lease uuid, p_lease_seconds integer) from public, anon, authenticated, service_role;
grant execute on function public.sarah_renew(p_salon_id uuid, p_conversation_id uuid, p_lease uuid, p_lease_seconds integer) to service_role;

CREATE OR REPLACE FUNCTION public.sarah_finish(p_salon_id uuid, p_conversation_id uuid, p_lease uuid, p_state jsonb, p_ended boolean DEFAULT false, p_next_id uuid DEFAULT NULL::uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_next boolean := p_next_id is not null and p_next_id <> p_conversation_id;
begin
  update sync_private.sarah_conversations
     set state = case when v_next or p_state is null then state else p_state end,
         ended_at = case when p_ended or v_next then coalesce(ended_at, now()) else null end,
         lease = null, lease_until = null, updated_at = now()
   where id = p_conversation_id and salon_id = p_salon_id and lease = p_lease;
  if not found then
    return false;
  end if;
  if v_next then
    insert into sync_private.sarah_conversations (id, salon_id, state) values (p_next_id, p_salon_id, p_state)
      on conflict (id) do nothing;
  end if;
  return true;
end;
$function$;
revoke all on function public.sarah_finish(p_salon_id uuid, p_conversation_id uuid, p_lease uuid, p_state jsonb, p_ended boolean, p_next_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.sarah_finish(p_salon_id uuid, p_conversation_id uuid, p_lease uuid, p_state jsonb, p_ended boolean, p_next_id uuid) to service_role;
