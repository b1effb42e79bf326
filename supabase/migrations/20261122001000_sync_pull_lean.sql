-- sync_pull, same contract as 20261122000800 (issue 4 "Speed"): a page is chosen from
-- (table, version, id) alone and only its rows are turned into JSON. Before, every branch built
-- to_jsonb for up to limit + 1 rows and the page kept limit of them, so a first sync of a big
-- salon serialised up to nine times the rows it sent. Access checks, cursor, has_more and resync
-- are unchanged; the row lookups run as the caller, under the same RLS.
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
    if sync_private.salon_owner(p_salon_id) is null then
      return jsonb_build_object('changes', '[]'::jsonb, 'cursor', v_cursor, 'has_more', false, 'resync', false);
    end if;
    raise exception using errcode = '42501', message = 'salon not found or not yours';
  end if;

  select s.purged_version into v_purged from public.sync_salon_state s where s.salon_id = p_salon_id;
  if v_cursor > 0 and v_cursor < coalesce(v_purged, 0) then
    return jsonb_build_object('changes', '[]'::jsonb, 'cursor', v_cursor, 'has_more', false, 'resync', true);
  end if;

  with changes as (
    (select 'salons' as tbl, t.version as v, t.id from public.salons t
      where t.id = p_salon_id and t.version > v_cursor)
    union all
    (select 'services', t.version, t.id from public.services t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'staff', t.version, t.id from public.staff t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'staff_services', t.version, t.id from public.staff_services t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'business_hours', t.version, t.id from public.business_hours t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'salon_faqs', t.version, t.id from public.salon_faqs t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'staff_schedules', t.version, t.id from public.staff_schedules t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'customers', t.version, t.id from public.customers t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'appointments', t.version, t.id from public.appointments t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'sync_conflicts', t.version, t.id from public.sync_conflicts t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
  ),
  page as (
    select c.tbl, c.v, c.id, row_number() over (order by c.v) as n
      from changes c order by c.v limit v_limit + 1
  ),
  sent as (
    select p.tbl, p.v, case p.tbl
        when 'salons' then (select to_jsonb(t) from public.salons t where t.id = p.id)
        when 'services' then (select to_jsonb(t) from public.services t where t.id = p.id)
        when 'staff' then (select to_jsonb(t) from public.staff t where t.id = p.id)
        when 'staff_services' then (select to_jsonb(t) from public.staff_services t where t.id = p.id)
        when 'business_hours' then (select to_jsonb(t) from public.business_hours t where t.id = p.id)
        when 'salon_faqs' then (select to_jsonb(t) from public.salon_faqs t where t.id = p.id)
        when 'staff_schedules' then (select to_jsonb(t) from public.staff_schedules t where t.id = p.id)
        when 'customers' then (select to_jsonb(t) from public.customers t where t.id = p.id)
        when 'appointments' then (select to_jsonb(t) from public.appointments t where t.id = p.id)
        when 'sync_conflicts' then (select to_jsonb(t) from public.sync_conflicts t where t.id = p.id)
      end as row
      from page p where p.n <= v_limit
  )
  select jsonb_build_object(
    'changes', coalesce((select jsonb_agg(jsonb_build_object('table', s.tbl, 'row', s.row) order by s.v) from sent s), '[]'::jsonb),
    'cursor', coalesce((select max(p.v) from page p where p.n <= v_limit), v_cursor),
    'has_more', (select count(*) from page) > v_limit,
    'resync', false)
    into v_result;
  return v_result;
end;
$$;

revoke all on function public.sync_pull(uuid, bigint, int) from public, anon;
grant execute on function public.sync_pull(uuid, bigint, int) to authenticated, service_role;
