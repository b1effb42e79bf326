-- purge_tombstones: hard-deletes tombstones older than the retention (TOMBSTONE_RETENTION_DAYS
-- in sync/protocol.ts), for a scheduled job with the service_role key. Devices whose cursor is
-- older than what was purged are told to resync (sync_pull), since they never saw the deletion.
--
-- Age is the wall part of updated_at (the HLC of the row's last write), not a server clock:
-- the row was last touched then, on whichever device. Rows whose updated_at is not an HLC are
-- left alone. Salons are never purged (that would delete the owner's account data wholesale).
-- A tombstone still referenced by another row (a deleted staff member with kept appointments)
-- stays until its referrers are gone, so the deferred foreign keys hold at commit.
create or replace function public.purge_tombstones(p_older_than interval default interval '90 days')
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  -- Children before parents, each with the references that keep a tombstone alive.
  c_plan constant text[][] := array[
    ['sync_conflicts', ''],
    ['appointments', ''],
    ['staff_services', ''],
    ['staff_schedules', ''],
    ['business_hours', ''],
    ['salon_faqs', ''],
    ['customers', 'and not exists (select 1 from public.appointments a where a.customer_id = t.id)'],
    ['services', 'and not exists (select 1 from public.appointments a where a.service_id = t.id)
                  and not exists (select 1 from public.staff_services x where x.service_id = t.id)'],
    ['staff', 'and not exists (select 1 from public.appointments a where a.staff_id = t.id)
               and not exists (select 1 from public.staff_services x where x.staff_id = t.id)
               and not exists (select 1 from public.staff_schedules x where x.staff_id = t.id)']
  ];
  v_cutoff text;
  v_i int;
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

  for v_i in 1 .. array_length(c_plan, 1) loop
    execute format(
      'with d as (
         delete from public.%I t
          where t.deleted and t.updated_at ~ ''^[0-9]{15}\.'' and t.updated_at collate "C" < $1 %s
          returning t.salon_id, t.version)
       select coalesce(jsonb_object_agg(salon_id, v), ''{}''), coalesce(sum(n), 0)
         from (select salon_id, max(version) as v, count(*) as n from d group by salon_id) x',
      c_plan[v_i][1], c_plan[v_i][2])
      into v_by_salon, v_count using v_cutoff;
    v_counts := v_counts || jsonb_build_object(c_plan[v_i][1], v_count);
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
