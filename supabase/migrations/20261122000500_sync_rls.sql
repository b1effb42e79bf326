-- Row-level security for the synced tables (DESIGN.md §5): an owner reaches only the rows of
-- the salon whose owner_id = auth.uid(); anon reaches none of them. salons keeps its own
-- policies (20261122000100_salons.sql).

-- The caller's salon id (one salon per owner: salons.owner_id is unique), or null.
-- SECURITY DEFINER so the lookup does not recurse through salons' own RLS; STABLE so policies
-- written as `salon_id = (select public.current_salon_id())` evaluate it once per statement
-- (an init plan), not once per row — a 1000-row pull stays one index scan per table.
create or replace function public.current_salon_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select s.id from public.salons s where s.owner_id = auth.uid()
$$;

revoke all on function public.current_salon_id() from public, anon;
grant execute on function public.current_salon_id() to authenticated, service_role;

-- Helpers only the sync functions use. A schema PostgREST does not expose, so they are not
-- callable as /rpc endpoints.
create schema if not exists sync_private;
revoke all on schema sync_private from public;
grant usage on schema sync_private to authenticated, service_role;

-- Who owns a salon, seen past RLS: sync_push must tell "not yours" from "does not exist yet"
-- (a device's first push creates the salon).
create or replace function sync_private.salon_owner(p_salon_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select s.owner_id from public.salons s where s.id = p_salon_id
$$;

revoke all on function sync_private.salon_owner(uuid) from public;
grant execute on function sync_private.salon_owner(uuid) to authenticated, service_role;

-- Owners read, insert and update their salon's rows (sync_push runs as the caller and needs
-- exactly that). No DELETE: rows become tombstones so other devices learn of the deletion; only
-- purge_tombstones (service_role) hard-deletes.
do $$
declare
  t text;
begin
  foreach t in array array[
    'services', 'staff', 'staff_services', 'business_hours', 'salon_faqs',
    'staff_schedules', 'customers', 'appointments'
  ] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from public, anon, authenticated', t);
    execute format('grant select, insert, update on table public.%I to authenticated', t);
    execute format('grant all on table public.%I to service_role', t);
    execute format(
      'create policy %I on public.%I for select to authenticated
         using (salon_id = (select public.current_salon_id()))', t || '_select_own', t);
    execute format(
      'create policy %I on public.%I for insert to authenticated
         with check (salon_id = (select public.current_salon_id()))', t || '_insert_own', t);
    execute format(
      'create policy %I on public.%I for update to authenticated
         using (salon_id = (select public.current_salon_id()))
         with check (salon_id = (select public.current_salon_id()))', t || '_update_own', t);
  end loop;
end;
$$;

-- Conflicts are written by the server (sync_push, through a definer helper); owners read them.
alter table public.sync_conflicts enable row level security;
revoke all on table public.sync_conflicts from public, anon, authenticated;
grant select on table public.sync_conflicts to authenticated;
grant all on table public.sync_conflicts to service_role;
create policy sync_conflicts_select_own on public.sync_conflicts
  for select to authenticated using (salon_id = (select public.current_salon_id()));

-- The counter: owners may read their salon's (sync_pull needs purged_version), never write it.
alter table public.sync_salon_state enable row level security;
revoke all on table public.sync_salon_state from public, anon, authenticated;
grant select on table public.sync_salon_state to authenticated;
grant all on table public.sync_salon_state to service_role;
create policy sync_salon_state_select_own on public.sync_salon_state
  for select to authenticated using (salon_id = (select public.current_salon_id()));

-- Each device's push position, per salon; sync_push (as the caller) reads and advances it.
alter table public.sync_clients enable row level security;
revoke all on table public.sync_clients from public, anon, authenticated;
grant select, insert, update on table public.sync_clients to authenticated;
grant all on table public.sync_clients to service_role;
create policy sync_clients_select_own on public.sync_clients
  for select to authenticated using (salon_id = (select public.current_salon_id()));
create policy sync_clients_insert_own on public.sync_clients
  for insert to authenticated with check (salon_id = (select public.current_salon_id()));
create policy sync_clients_update_own on public.sync_clients
  for update to authenticated
  using (salon_id = (select public.current_salon_id()))
  with check (salon_id = (select public.current_salon_id()));
