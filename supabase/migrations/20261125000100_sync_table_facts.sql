-- What the sync functions need to know about each synced table, in one place, so that sync_pull,
-- purge_tombstones, dangling_references and mutation_problem (the next migrations) iterate over
-- the tables instead of each carrying its own hand-copied list. A new synced table then needs:
-- its entry in synced_tables(), its foreign keys (read from the catalogue here) and, when its id
-- is derived from a natural key, one row in sync_private.natural_keys. Nothing else.

-- Every table a pull sends: the ones devices push (synced_tables()) and the server-made conflict
-- records (sync/protocol.ts PULLED_TABLES), in the registry's order, parents first.
create or replace function sync_private.pulled_tables()
returns text[]
language sql
immutable
as $$
  select sync_private.synced_tables() || array['sync_conflicts']
$$;

-- References between rows of one salon, read from pg_constraint: every foreign key
-- (salon_id, column) → target (salon_id, id) of a pulled table, in the referring table's column
-- order (`ord`). salon_id → salons (every row has it) is not one. `cascades`: the target's hard delete
-- removes the referring rows too (sync_conflicts → appointments), so the purge need not wait.
create or replace function sync_private.table_references()
returns table (table_name text, column_name text, target text, cascades boolean, ord bigint)
language sql
stable
set search_path = ''
as $$
  select u.t, a.attname::text, tc.relname::text, co.confdeltype = 'c',
         row_number() over (order by u.ord, a.attnum)
    from unnest(sync_private.pulled_tables()) with ordinality u(t, ord)
    join pg_catalog.pg_constraint co on co.conrelid = format('public.%I', u.t)::regclass and co.contype = 'f'
    join pg_catalog.pg_class tc on tc.oid = co.confrelid
    join pg_catalog.pg_attribute a on a.attrelid = co.conrelid and a.attnum = any (co.conkey)
   where cardinality(co.conkey) = 2
     and a.attname <> 'salon_id'
     and exists (select 1 from pg_catalog.pg_attribute s
                  where s.attrelid = co.conrelid and s.attnum = any (co.conkey) and s.attname = 'salon_id')
   order by u.ord, a.attnum
$$;

-- Rows whose id every device derives from a natural key (src/domain/ids.ts): the id is
-- uuid_v5(kind || ':' || the key's values joined by '|'), see sync_private.derived_id. The
-- conformance test holds this table to the registry's naturalKey entries. A salon_id part is the
-- pushing salon's id (RLS makes the row's salon_id that salon anyway). The salon row itself
-- (derived from its owner) is the one special case, in mutation_problem.
create table sync_private.natural_keys (
  table_name text primary key,
  kind text not null,
  key_columns text[] not null check (cardinality(key_columns) > 0)
);

insert into sync_private.natural_keys (table_name, kind, key_columns) values
  ('staff_services', 'staff_service', array['staff_id', 'service_id']),
  ('business_hours', 'business_hours', array['salon_id', 'day_of_week']),
  ('staff_schedules', 'staff_schedule', array['staff_id', 'date']),
  ('message_settings', 'message_settings', array['salon_id']),
  ('booking_settings', 'booking_settings', array['salon_id']);

revoke all on table sync_private.natural_keys from public, anon, authenticated, service_role;
grant select on table sync_private.natural_keys to authenticated, service_role;

revoke all on function sync_private.pulled_tables() from public;
revoke all on function sync_private.table_references() from public;
grant execute on function sync_private.pulled_tables() to authenticated, service_role;
grant execute on function sync_private.table_references() to authenticated, service_role;
