-- sync_pull, same arguments, same page choice and same answer shape as 20261125000110 made it,
-- with three changes for a new device bringing down a large salon:
-- * A page may hold up to 5,000 changes (was 1,000). Each call pays a fixed cost (the page's
--   query text is built and planned, the request goes through PostgREST and the device commits
--   one transaction per page), and a salon with ten years of history needed hundreds of calls.
--   A device asking for less still gets what it asked for.
-- * The pulled rows no longer carry field_stamps. Only sync_push reads the stamps (the server
--   merges field by field); a device drops them as soon as a row arrives, and they were about
--   half of every page's bytes, to build, send and parse.
-- * No bitmap scans while the page is chosen. Each table's branch wants the first rows after the
--   cursor in version order, which its (salon_id, version) index gives in that order, so the
--   scan can stop after one page. Without table statistics (PGlite never analyses; a salon far
--   bigger than the average one misleads the estimate on PostgreSQL too) the planner took a
--   bitmap scan instead: it read every later row of the salon's biggest table and sorted them,
--   each page again, so a first sync cost grew with the square of the salon's size (1.1 s of a
--   5,000-row page's 1.7 s at 200,000 appointments; 0.25 s for the whole page without).
create or replace function sync_private.pull_query()
returns text
language sql
stable
set search_path = ''
as $$
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
    select jsonb_build_object(
      'changes', coalesce((select jsonb_agg(jsonb_build_object('table', s.tbl, 'row', s.row) order by s.v) from sent s), '[]'::jsonb),
      'cursor', coalesce((select max(p.v) from page p where p.n <= $3), $2),
      'has_more', (select count(*) from page) > $3,
      'resync', false)$q$,
    string_agg(format(
      '(select %L::text as tbl, t.version as v, t.id from public.%I t where t.%I = $1 and t.version > $2 order by t.version limit $3 + 1)',
      u.t, u.t, case when k.has_salon then 'salon_id' else 'id' end), ' union all ' order by u.ord),
    string_agg(format('when %L then (select to_jsonb(t) - ''field_stamps'' from public.%I t where t.id = p.id)', u.t, u.t), ' ' order by u.ord))
  from unnest(sync_private.pulled_tables()) with ordinality u(t, ord)
  cross join lateral (
    select exists (select 1 from pg_catalog.pg_attribute a
                    where a.attrelid = format('public.%I', u.t)::regclass and a.attname = 'salon_id'
                      and a.attnum > 0 and not a.attisdropped) as has_salon
  ) k
$$;

revoke all on function sync_private.pull_query() from public;
grant execute on function sync_private.pull_query() to authenticated, service_role;

create or replace function public.sync_pull(p_salon_id uuid, p_cursor bigint, p_limit int)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
set enable_bitmapscan = off
as $$
declare
  c_max_limit constant int := 5000; -- MAX_PULL_LIMIT in sync/protocol.ts
  v_limit int := least(greatest(coalesce(p_limit, c_max_limit), 1), c_max_limit);
  v_cursor bigint := greatest(coalesce(p_cursor, 0), 0);
  v_purged bigint;
  v_result jsonb;
begin
  if auth.uid() is null or p_salon_id is null then
    raise exception using errcode = '42501', message = 'salon not found or not yours';
  end if;
  if public.current_salon_id() is distinct from p_salon_id then
    if sync_private.salon_owner(p_salon_id) is null then
      return jsonb_build_object('changes', '[]'::jsonb, 'cursor', v_cursor, 'has_more', false, 'resync', false);
    end if;
    raise exception using errcode = '42501', message = 'salon not found or not yours';
  end if;

  select s.purged_version into v_purged from public.sync_salon_state s where s.salon_id = p_salon_id;
  if v_cursor > 0 and v_cursor < coalesce(v_purged, 0) then
    return jsonb_build_object('changes', '[]'::jsonb, 'cursor', v_cursor, 'has_more', false, 'resync', true);
  end if;

  execute sync_private.pull_query() into v_result using p_salon_id, v_cursor, v_limit;
  return v_result;
end;
$$;

revoke all on function public.sync_pull(uuid, bigint, int) from public, anon;
grant execute on function public.sync_pull(uuid, bigint, int) to authenticated, service_role;
