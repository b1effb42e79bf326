-- Written by npm run db:migration from supabase/schemas/ (the current definitions live there).
-- A new device's first pull may leave the history tables' rows before a day out (sync_pull's
-- p_history_from) and fetch them afterwards a span of days at a time (sync_pull_history); the
-- helpers come first because pull_query, a SQL function, names them in its body.

drop function public.sync_pull(uuid, bigint, integer);

drop function sync_private.pull_query();

CREATE OR REPLACE FUNCTION sync_private.history_tables()
 RETURNS TABLE(t text, col text, is_text boolean)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select h.t, h.col, a.atttypid = 'text'::regtype
    from (values ('appointments', 'appointment_date'), ('calls', 'started_at'), ('staff_schedules', 'date')) h(t, col)
    join pg_catalog.pg_attribute a on a.attrelid = format('public.%I', h.t)::regclass and a.attname = h.col
$function$;
revoke all on function sync_private.history_tables() from public, anon, authenticated, service_role;
grant execute on function sync_private.history_tables() to authenticated;
grant execute on function sync_private.history_tables() to service_role;

CREATE OR REPLACE FUNCTION sync_private.history_bound(p_col text, p_is_text boolean, p_op text, p_param text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when p_is_text
    then format('t.%I COLLATE "C" %s to_char(%s, ''YYYY-MM-DD'')', p_col, p_op, p_param)
    else format('t.%I %s %s', p_col, p_op, p_param) end
$function$;
revoke all on function sync_private.history_bound(text, boolean, text, text) from public, anon, authenticated, service_role;
grant execute on function sync_private.history_bound(text, boolean, text, text) to authenticated;
grant execute on function sync_private.history_bound(text, boolean, text, text) to service_role;

CREATE OR REPLACE FUNCTION sync_private.check_history_day(p_day date, p_name text)
 RETURNS void
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if p_day is null or p_day < '2000-01-01'::date or p_day > current_date + 1 then
    raise exception using errcode = '22023',
      message = format('%s must be a day from 2000-01-01 to tomorrow, not %s', p_name, coalesce(p_day::text, 'null'));
  end if;
end;
$function$;
revoke all on function sync_private.check_history_day(date, text) from public, anon, authenticated, service_role;
grant execute on function sync_private.check_history_day(date, text) to authenticated;
grant execute on function sync_private.check_history_day(date, text) to service_role;

CREATE OR REPLACE FUNCTION public.sync_pull(p_salon_id uuid, p_cursor bigint, p_limit integer, p_history_from date DEFAULT NULL::date)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
 SET enable_bitmapscan TO 'off'
AS $function$
declare
  c_max_limit constant int := 5000; -- MAX_PULL_LIMIT in sync/protocol.ts
  v_limit int := least(greatest(coalesce(p_limit, c_max_limit), 1), c_max_limit);
  v_cursor bigint := greatest(coalesce(p_cursor, 0), 0);
  v_purged bigint;
  v_result json;
begin
  if auth.uid() is null or p_salon_id is null then
    raise exception using errcode = '42501', message = 'salon not found or not yours';
  end if;
  if public.current_salon_id() is distinct from p_salon_id then
    if sync_private.salon_owner(p_salon_id) is null then
      return json_build_object('changes', '[]'::json, 'cursor', v_cursor, 'has_more', false, 'resync', false);
    end if;
    raise exception using errcode = '42501', message = 'salon not found or not yours';
  end if;

  select s.purged_version into v_purged from public.sync_salon_state s where s.salon_id = p_salon_id;
  if v_cursor > 0 and v_cursor < coalesce(v_purged, 0) then
    return json_build_object('changes', '[]'::json, 'cursor', v_cursor, 'has_more', false, 'resync', true);
  end if;

  if p_history_from is null then
    execute sync_private.pull_query(false) into v_result using p_salon_id, v_cursor, v_limit;
  else
    perform sync_private.check_history_day(p_history_from, 'p_history_from');
    execute sync_private.pull_query(true) into v_result using p_salon_id, v_cursor, v_limit, p_history_from;
  end if;
  return v_result;
end;
$function$;
revoke all on function public.sync_pull(uuid, bigint, integer, date) from public, anon, authenticated, service_role;
grant execute on function public.sync_pull(uuid, bigint, integer, date) to authenticated;
grant execute on function public.sync_pull(uuid, bigint, integer, date) to service_role;

CREATE OR REPLACE FUNCTION sync_private.pull_query(p_recent boolean)
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select format($q$
    with changes as (%s),
    page as (
      select c.tbl, c.v, c.id, row_number() over (order by c.v) as n
        from changes c order by c.v limit $3 + 1
    ),
    sent as (
      select p.tbl, p.v, case p.tbl %s end as row
        from page p where p.n <= $3
    )
    select json_build_object(
      'changes', coalesce((select json_agg(json_build_object('table', s.tbl, 'row', s.row) order by s.v) from sent s), '[]'::json),
      'cursor', coalesce((select max(p.v) from page p where p.n <= $3), $2),
      'has_more', (select count(*) from page) > $3,
      'resync', false)$q$,
    string_agg(format(
      '(select %L::text as tbl, t.version as v, t.id from public.%I t where t.%I = $1 and t.version > $2%s order by t.version limit $3 + 1)',
      u.t, u.t, case when k.has_salon then 'salon_id' else 'id' end,
      case when p_recent and h.col is not null then ' and ' || sync_private.history_bound(h.col, h.is_text, '>=', '$4') else '' end), ' union all ' order by u.ord),
    string_agg(format('when %L then (select to_json(r) from (select %s from public.%I t where t.id = p.id) r)', u.t, k.cols, u.t), ' ' order by u.ord))
  from unnest(sync_private.pulled_tables()) with ordinality u(t, ord)
  left join sync_private.history_tables() h on h.t = u.t
  cross join lateral (
    select bool_or(a.attname = 'salon_id') as has_salon,
           string_agg(format('t.%I', a.attname), ', ' order by a.attnum) filter (where a.attname <> 'field_stamps') as cols
      from pg_catalog.pg_attribute a
     where a.attrelid = format('public.%I', u.t)::regclass and a.attnum > 0 and not a.attisdropped
  ) k
$function$;
revoke all on function sync_private.pull_query(boolean) from public, anon, authenticated, service_role;
grant execute on function sync_private.pull_query(boolean) to authenticated;
grant execute on function sync_private.pull_query(boolean) to service_role;

CREATE OR REPLACE FUNCTION sync_private.history_query()
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select format($q$
    with rows as (%s)
    select json_build_object(
      'changes', coalesce((select json_agg(json_build_object('table', r.tbl, 'row', r.row)) from rows r), '[]'::json),
      'from', $2,
      'older', (select max(o.d) from (%s) o))$q$,
    string_agg(format(
      'select %L::text as tbl, to_json(x) as row from (select %s from public.%I t where t.salon_id = $1 and %s and %s) x',
      h.t, k.cols, h.t, sync_private.history_bound(h.col, h.is_text, '>=', '$2'), sync_private.history_bound(h.col, h.is_text, '<', '$3')), ' union all '),
    string_agg(format(
      'select %s as d from public.%I t where t.salon_id = $1 and %s',
      case when h.is_text then format('left(max(t.%I COLLATE "C"), 10)::date', h.col) else format('max(t.%I)', h.col) end,
      h.t, sync_private.history_bound(h.col, h.is_text, '<', '$2')), ' union all '))
  from sync_private.history_tables() h
  cross join lateral (
    select string_agg(format('t.%I', a.attname), ', ' order by a.attnum) filter (where a.attname <> 'field_stamps') as cols
      from pg_catalog.pg_attribute a
     where a.attrelid = format('public.%I', h.t)::regclass and a.attnum > 0 and not a.attisdropped
  ) k
$function$;
revoke all on function sync_private.history_query() from public, anon, authenticated, service_role;
grant execute on function sync_private.history_query() to authenticated;
grant execute on function sync_private.history_query() to service_role;

CREATE OR REPLACE FUNCTION public.sync_pull_history(p_salon_id uuid, p_before date, p_days integer)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  c_max_days constant int := 366; -- MAX_HISTORY_DAYS in sync/protocol.ts
  v_result json;
begin
  if auth.uid() is null or p_salon_id is null then
    raise exception using errcode = '42501', message = 'salon not found or not yours';
  end if;
  perform sync_private.check_history_day(p_before, 'p_before');
  if p_days is null or p_days < 1 or p_days > c_max_days then
    raise exception using errcode = '22023', message = format('p_days must be 1 to %s, not %s', c_max_days, coalesce(p_days::text, 'null'));
  end if;
  if public.current_salon_id() is distinct from p_salon_id then
    -- As in sync_pull: a salon made on the device and not pushed yet has no history on the server.
    if sync_private.salon_owner(p_salon_id) is null then
      return json_build_object('changes', '[]'::json, 'from', p_before - p_days, 'older', null);
    end if;
    raise exception using errcode = '42501', message = 'salon not found or not yours';
  end if;
  execute sync_private.history_query() into v_result using p_salon_id, p_before - p_days, p_before;
  return v_result;
end;
$function$;
revoke all on function public.sync_pull_history(uuid, date, integer) from public, anon, authenticated, service_role;
grant execute on function public.sync_pull_history(uuid, date, integer) to authenticated;
grant execute on function public.sync_pull_history(uuid, date, integer) to service_role;

drop index if exists public.calls_salon_started_idx;
CREATE INDEX calls_salon_started_idx ON public.calls USING btree (salon_id, started_at COLLATE "C");

drop index if exists public.staff_schedules_salon_date_idx;
CREATE INDEX staff_schedules_salon_date_idx ON public.staff_schedules USING btree (salon_id, date);
