-- The pull (rows changed since a cursor, in version order, in pages), the tombstone purge,
-- and the change signal: a committed write tells the salon's private Realtime topic once.

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
revoke all on function public.sync_pull(p_salon_id uuid, p_cursor bigint, p_limit integer, p_history_from date) from public, anon, authenticated, service_role;
grant execute on function public.sync_pull(p_salon_id uuid, p_cursor bigint, p_limit integer, p_history_from date) to authenticated;
grant execute on function public.sync_pull(p_salon_id uuid, p_cursor bigint, p_limit integer, p_history_from date) to service_role;

CREATE OR REPLACE FUNCTION public.purge_tombstones(p_older_than interval DEFAULT '90 days'::interval)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_plan record;
  v_cutoff text;
  v_by_salon jsonb;
  v_count bigint;
  v_counts jsonb := '{}';
  v_purged jsonb := '{}'; -- salon_id → highest purged version
  v_salon text;
  v_version bigint;
begin
  if p_older_than is null or p_older_than < interval '0' then
    raise exception using errcode = '22023', message = 'p_older_than must be a positive interval';
  end if;
  -- HLC text is fixed width, so "wall < cutoff" is a plain text comparison on the prefix.
  v_cutoff := lpad(floor(extract(epoch from now() - p_older_than) * 1000)::bigint::text, 15, '0');

  for v_plan in
    with recursive refs as (
      select r.table_name, r.column_name, r.target, r.cascades from sync_private.table_references() r
    ),
    purged as (
      select u.t, u.ord from unnest(sync_private.pulled_tables()) with ordinality u(t, ord)
       where exists (select 1 from pg_catalog.pg_attribute a
                      where a.attrelid = format('public.%I', u.t)::regclass and a.attname = 'salon_id'
                        and a.attnum > 0 and not a.attisdropped)
    ),
    depth(t, n) as (
      select p.t, 0 from purged p
      union all
      select r.target, d.n + 1 from depth d join refs r on r.table_name = d.t
       where r.target <> r.table_name and d.n < 64
    )
    select p.t, coalesce((
        select string_agg(format('and not exists (select 1 from public.%I x where x.%I = t.id)', r.table_name, r.column_name),
                          ' ' order by r.table_name, r.column_name)
          from refs r where r.target = p.t and not r.cascades), '') as keep
      from purged p join (select d.t, max(d.n) as n from depth d group by d.t) d on d.t = p.t
     order by d.n, p.ord desc
  loop
    execute format(
      'with d as (
         delete from public.%I t
          where t.deleted and t.updated_at ~ ''^[0-9]{15}\.'' and t.updated_at collate "C" < $1 %s
          returning t.salon_id, t.version)
       select coalesce(jsonb_object_agg(salon_id, v), ''{}''), coalesce(sum(n), 0)
         from (select salon_id, max(version) as v, count(*) as n from d group by salon_id) x',
      v_plan.t, v_plan.keep)
      into v_by_salon, v_count using v_cutoff;
    v_counts := v_counts || jsonb_build_object(v_plan.t, v_count);
    for v_salon, v_version in select key, value::bigint from jsonb_each_text(v_by_salon) loop
      v_purged := v_purged || jsonb_build_object(v_salon,
        greatest(v_version, coalesce((v_purged ->> v_salon)::bigint, 0)));
    end loop;
  end loop;

  update public.sync_salon_state s
     set purged_version = greatest(s.purged_version, (v_purged ->> s.salon_id::text)::bigint)
   where v_purged ? s.salon_id::text;

  return jsonb_build_object('purged', v_counts, 'salons', (select count(*) from jsonb_object_keys(v_purged)));
end;
$function$;
revoke all on function public.purge_tombstones(p_older_than interval) from public, anon, authenticated, service_role;
grant execute on function public.purge_tombstones(p_older_than interval) to service_role;

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
revoke all on function sync_private.pull_query(p_recent boolean) from public, anon, authenticated, service_role;
grant execute on function sync_private.pull_query(p_recent boolean) to authenticated;
grant execute on function sync_private.pull_query(p_recent boolean) to service_role;

CREATE OR REPLACE FUNCTION sync_private.signal_salon_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_flag text := 'salon_desk_signal.s' || replace(new.salon_id::text, '-', '_');
begin
  if current_setting(v_flag, true) is not distinct from '1' then
    return null;
  end if;
  perform set_config(v_flag, '1', true);
  perform realtime.send('{}'::jsonb, 'changed', 'salon:' || new.salon_id::text, true);
  return null;
end;
$function$;
revoke all on function sync_private.signal_salon_change() from public, anon, authenticated, service_role;

CREATE TRIGGER sync_salon_state_signal AFTER INSERT OR UPDATE OF version ON public.sync_salon_state FOR EACH ROW EXECUTE FUNCTION sync_private.signal_salon_change();

create policy salon_owner_hears_changes on realtime.messages for select to authenticated
  using (((extension = 'broadcast'::text) AND (( SELECT realtime.topic() AS topic) = ('salon:'::text || (( SELECT current_salon_id() AS current_salon_id))::text))));
