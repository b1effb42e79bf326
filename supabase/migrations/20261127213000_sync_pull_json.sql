-- sync_pull answers in json built as text instead of jsonb, and each pulled row is built from its
-- columns without field_stamps instead of whole and then stripped of them. Same arguments, same
-- page choice, same answer (PostgREST hands either type to the client as the same JSON text).
-- A new device's first sync of a big salon pays this per row: jsonb builds a binary value (the
-- row's stamps included) that is then printed as text again, and to_jsonb(t) - 'field_stamps'
-- copied each row's stamps only to drop them. In PGlite, 20,000 appointment rows in pages of
-- 5,000 built in about a third of the time. The return type changes, so the function is dropped
-- and created again with its grants.

drop function public.sync_pull(uuid, bigint, integer);

CREATE OR REPLACE FUNCTION public.sync_pull(p_salon_id uuid, p_cursor bigint, p_limit integer)
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

  execute sync_private.pull_query() into v_result using p_salon_id, v_cursor, v_limit;
  return v_result;
end;
$function$;
revoke all on function public.sync_pull(uuid, bigint, integer) from public, anon, authenticated, service_role;
grant execute on function public.sync_pull(uuid, bigint, integer) to authenticated;
grant execute on function public.sync_pull(uuid, bigint, integer) to service_role;

CREATE OR REPLACE FUNCTION sync_private.pull_query()
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
      '(select %L::text as tbl, t.version as v, t.id from public.%I t where t.%I = $1 and t.version > $2 order by t.version limit $3 + 1)',
      u.t, u.t, case when k.has_salon then 'salon_id' else 'id' end), ' union all ' order by u.ord),
    string_agg(format('when %L then (select to_json(r) from (select %s from public.%I t where t.id = p.id) r)', u.t, k.cols, u.t), ' ' order by u.ord))
  from unnest(sync_private.pulled_tables()) with ordinality u(t, ord)
  cross join lateral (
    select bool_or(a.attname = 'salon_id') as has_salon,
           string_agg(format('t.%I', a.attname), ', ' order by a.attnum) filter (where a.attname <> 'field_stamps') as cols
      from pg_catalog.pg_attribute a
     where a.attrelid = format('public.%I', u.t)::regclass and a.attnum > 0 and not a.attisdropped
  ) k
$function$;
revoke all on function sync_private.pull_query() from public, anon, authenticated, service_role;
grant execute on function sync_private.pull_query() to authenticated;
grant execute on function sync_private.pull_query() to service_role;
