-- sync_pull: the salon's changes after a cursor, in version order (DESIGN.md §4, contract in
-- sync/protocol.ts). Runs as the caller, under RLS.
--
-- Rows go out as to_jsonb(row): every column, tombstones included. JSON shapes the client gets:
-- numeric(10,2) a JSON number (35.00 → 35), time "HH:MM:SS", date "YYYY-MM-DD", bigint version
-- a JSON number, field_stamps an object column → HLC.
create or replace function public.sync_pull(p_salon_id uuid, p_cursor bigint, p_limit int)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  c_max_limit constant int := 1000; -- MAX_PULL_LIMIT in sync/protocol.ts
  v_limit int := least(greatest(coalesce(p_limit, c_max_limit), 1), c_max_limit);
  v_cursor bigint := greatest(coalesce(p_cursor, 0), 0);
  v_purged bigint;
  v_result jsonb;
begin
  if auth.uid() is null or p_salon_id is null then
    raise exception using errcode = '42501', message = 'salon not found or not yours';
  end if;
  if public.current_salon_id() is distinct from p_salon_id then
    -- A salon no one has pushed yet (a second device signing in before the first one synced)
    -- simply has no changes; someone else's salon is refused.
    if sync_private.salon_owner(p_salon_id) is null then
      return jsonb_build_object('changes', '[]'::jsonb, 'cursor', v_cursor, 'has_more', false, 'resync', false);
    end if;
    raise exception using errcode = '42501', message = 'salon not found or not yours';
  end if;

  -- A cursor below the purge line may have missed a hard-deleted tombstone: the device must
  -- start over. Cursor 0 is "start over" already, so it never needs telling.
  select s.purged_version into v_purged from public.sync_salon_state s where s.salon_id = p_salon_id;
  if v_cursor > 0 and v_cursor < coalesce(v_purged, 0) then
    return jsonb_build_object('changes', '[]'::jsonb, 'cursor', v_cursor, 'has_more', false, 'resync', true);
  end if;

  -- Each branch reads at most limit + 1 rows off its (salon_id, version) index; the extra row
  -- tells has_more without counting.
  with changes as (
    (select 'salons' as tbl, t.version as v, to_jsonb(t) as row from public.salons t
      where t.id = p_salon_id and t.version > v_cursor)
    union all
    (select 'services', t.version, to_jsonb(t) from public.services t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'staff', t.version, to_jsonb(t) from public.staff t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'staff_services', t.version, to_jsonb(t) from public.staff_services t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'business_hours', t.version, to_jsonb(t) from public.business_hours t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'salon_faqs', t.version, to_jsonb(t) from public.salon_faqs t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'staff_schedules', t.version, to_jsonb(t) from public.staff_schedules t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'customers', t.version, to_jsonb(t) from public.customers t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'appointments', t.version, to_jsonb(t) from public.appointments t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'sync_conflicts', t.version, to_jsonb(t) from public.sync_conflicts t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
  ),
  page as (
    select c.tbl, c.v, c.row, row_number() over (order by c.v) as n
      from changes c order by c.v limit v_limit + 1
  )
  select jsonb_build_object(
    'changes', coalesce(jsonb_agg(jsonb_build_object('table', p.tbl, 'row', p.row) order by p.v)
                        filter (where p.n <= v_limit), '[]'::jsonb),
    'cursor', coalesce(max(p.v) filter (where p.n <= v_limit), v_cursor),
    'has_more', count(*) > v_limit,
    'resync', false)
    into v_result
    from page p;
  return v_result;
end;
$$;

revoke all on function public.sync_pull(uuid, bigint, int) from public, anon;
grant execute on function public.sync_pull(uuid, bigint, int) to authenticated, service_role;
