-- purge_tombstones, same contract as 20261124001010 made it, with its plan (which tables, in which
-- order, kept alive by which references) read from sync_private.pulled_tables() and the foreign
-- keys (sync_private.table_references()) instead of a hand-written list per table:
--   - every pulled table that carries salon_id (the salon row itself is never purged);
--   - children before parents, so a parent whose last referring tombstone goes in this run goes
--     too (a table's depth is the longest chain of tables referring to it);
--   - a tombstone stays while a row still refers to it, unless the reference cascades (the
--     conflict records go with their appointment).
create or replace function public.purge_tombstones(p_older_than interval default interval '90 days')
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
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
$$;

revoke all on function public.purge_tombstones(interval) from public, anon, authenticated;
grant execute on function public.purge_tombstones(interval) to service_role;
