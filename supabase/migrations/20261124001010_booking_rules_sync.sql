-- sync_pull, purge_tombstones and dangling_references as 20261124000820 made them, with the
-- tables of 20261124001000 (booking_settings, staff_time_off, staff_breaks) added.
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
    (select 'calls', t.version, t.id from public.calls t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'call_turns', t.version, t.id from public.call_turns t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'notifications', t.version, t.id from public.notifications t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'message_settings', t.version, t.id from public.message_settings t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'customer_messages', t.version, t.id from public.customer_messages t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'booking_settings', t.version, t.id from public.booking_settings t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'staff_time_off', t.version, t.id from public.staff_time_off t
      where t.salon_id = p_salon_id and t.version > v_cursor order by t.version limit v_limit + 1)
    union all
    (select 'staff_breaks', t.version, t.id from public.staff_breaks t
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
        when 'calls' then (select to_jsonb(t) from public.calls t where t.id = p.id)
        when 'call_turns' then (select to_jsonb(t) from public.call_turns t where t.id = p.id)
        when 'notifications' then (select to_jsonb(t) from public.notifications t where t.id = p.id)
        when 'message_settings' then (select to_jsonb(t) from public.message_settings t where t.id = p.id)
        when 'customer_messages' then (select to_jsonb(t) from public.customer_messages t where t.id = p.id)
        when 'booking_settings' then (select to_jsonb(t) from public.booking_settings t where t.id = p.id)
        when 'staff_time_off' then (select to_jsonb(t) from public.staff_time_off t where t.id = p.id)
        when 'staff_breaks' then (select to_jsonb(t) from public.staff_breaks t where t.id = p.id)
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
    ['staff_breaks', ''],
    ['staff_time_off', ''],
    ['booking_settings', ''],
    ['customer_messages', ''],
    ['message_settings', ''],
    ['notifications', ''],
    ['call_turns', ''],
    ['calls', 'and not exists (select 1 from public.call_turns x where x.call_id = t.id)'],
    ['appointments', 'and not exists (select 1 from public.customer_messages m where m.appointment_id = t.id)'],
    ['staff_services', ''],
    ['staff_schedules', ''],
    ['business_hours', ''],
    ['salon_faqs', ''],
    ['customers', 'and not exists (select 1 from public.appointments a where a.customer_id = t.id)'],
    ['services', 'and not exists (select 1 from public.appointments a where a.service_id = t.id)
                  and not exists (select 1 from public.staff_services x where x.service_id = t.id)'],
    ['staff', 'and not exists (select 1 from public.appointments a where a.staff_id = t.id)
               and not exists (select 1 from public.staff_services x where x.staff_id = t.id)
               and not exists (select 1 from public.staff_schedules x where x.staff_id = t.id)
               and not exists (select 1 from public.staff_time_off x where x.staff_id = t.id)
               and not exists (select 1 from public.staff_breaks x where x.staff_id = t.id)']
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

create or replace function sync_private.dangling_references(p_writes jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  c_refs constant jsonb := '{
    "staff_services": [["staff_id", "staff"], ["service_id", "services"]],
    "staff_schedules": [["staff_id", "staff"]],
    "appointments": [["customer_id", "customers"], ["staff_id", "staff"], ["service_id", "services"]],
    "call_turns": [["call_id", "calls"]],
    "customer_messages": [["appointment_id", "appointments"]],
    "staff_time_off": [["staff_id", "staff"]],
    "staff_breaks": [["staff_id", "staff"]]
  }';
  w jsonb;
  r jsonb;
  v_missing boolean;
  v_out jsonb := '{}';
begin
  for w in select * from jsonb_array_elements(p_writes) loop
    for r in select * from jsonb_array_elements(coalesce(c_refs -> (w ->> 'table'), '[]')) loop
      execute format(
        'select exists (select 1 from public.%I c where c.id = $1 and not exists (
           select 1 from public.%I p where p.salon_id = c.salon_id and p.id = c.%I))',
        w ->> 'table', r ->> 1, r ->> 0)
        into v_missing using (w ->> 'row_id')::uuid;
      if v_missing then
        v_out := v_out || jsonb_build_object(w ->> 'index',
          format('%s refers to a %s row that does not exist in this salon', r ->> 0, r ->> 1));
        exit;
      end if;
    end loop;
  end loop;
  return v_out;
end;
$$;


revoke all on function sync_private.dangling_references(jsonb) from public;
grant execute on function sync_private.dangling_references(jsonb) to authenticated, service_role;
