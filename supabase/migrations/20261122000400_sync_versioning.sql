-- Every write to a synced row takes the next value of its salon's counter (DESIGN.md §4).
--
-- The counter is bumped with INSERT … ON CONFLICT DO UPDATE … RETURNING: the row lock it takes
-- on sync_salon_state is held until the writing transaction ends, so a second writer of the
-- same salon waits, and versions become visible in the order they were handed out. A pull
-- reading "version > cursor" can therefore never skip a row that commits later with a smaller
-- version — which is what goes wrong with timestamp or sequence cursors.
--
-- SECURITY DEFINER: owners have no rights on sync_salon_state (they must not be able to move
-- their counter), yet every owner write has to bump it. The search_path is fixed (empty) so a
-- caller cannot slip in objects of their own.
create or replace function public.sync_stamp_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_salon uuid;
  v_version bigint;
begin
  if tg_table_name = 'salons' then
    v_salon := new.id;
  else
    v_salon := new.salon_id;
  end if;

  insert into public.sync_salon_state as s (salon_id, version)
  values (v_salon, 1)
  on conflict (salon_id) do update set version = s.version + 1
  returning s.version into v_version;

  new.version := v_version;
  return new;
end;
$$;

revoke all on function public.sync_stamp_version() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array[
    'salons', 'services', 'staff', 'staff_services', 'business_hours', 'salon_faqs',
    'staff_schedules', 'customers', 'appointments', 'sync_conflicts'
  ] loop
    execute format(
      'create trigger %I before insert or update on public.%I
         for each row execute function public.sync_stamp_version()',
      t || '_stamp_version', t);
  end loop;
end;
$$;
