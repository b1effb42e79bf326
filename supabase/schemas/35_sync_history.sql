-- A new device's history in two steps. Its first pull asks sync_pull for the history tables'
-- rows from a day on (p_history_from): the front desk works as soon as those are in. Then it
-- fetches the older rows a span of days at a time, newest first, through sync_pull_history,
-- which reads the rows as they are now (tombstones included); the device keeps whichever
-- version of a row is newer, and every later change comes through the pull as usual.

-- The tables whose rows are the salon's history, with the column that dates each row. A text
-- column holds an instant ('2026-11-28T09:30:00.000Z'): compared bytewise, a day compares below
-- every instant of that day.
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

-- `t.<col> <op> <param>` for a day given as a date parameter, whatever the column's type.
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
revoke all on function sync_private.history_bound(p_col text, p_is_text boolean, p_op text, p_param text) from public, anon, authenticated, service_role;
grant execute on function sync_private.history_bound(p_col text, p_is_text boolean, p_op text, p_param text) to authenticated;
grant execute on function sync_private.history_bound(p_col text, p_is_text boolean, p_op text, p_param text) to service_role;

-- A day a device may split its history at: a later one would leave today's bookings out of the
-- first pull, which is the device's mistake and must not pass silently.
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
revoke all on function sync_private.check_history_day(p_day date, p_name text) from public, anon, authenticated, service_role;
grant execute on function sync_private.check_history_day(p_day date, p_name text) to authenticated;
grant execute on function sync_private.check_history_day(p_day date, p_name text) to service_role;

-- One page of the older history: the history tables' rows dated from p_before - p_days up to
-- (not including) p_before, and `older`, the latest day before that page with a row (null when
-- there is none: the device then holds the whole history). $1 salon, $2 from, $3 before.
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
revoke all on function public.sync_pull_history(p_salon_id uuid, p_before date, p_days integer) from public, anon, authenticated, service_role;
grant execute on function public.sync_pull_history(p_salon_id uuid, p_before date, p_days integer) to authenticated;
grant execute on function public.sync_pull_history(p_salon_id uuid, p_before date, p_days integer) to service_role;
