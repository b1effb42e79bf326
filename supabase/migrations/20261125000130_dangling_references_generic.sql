-- dangling_references, same contract as 20261124001010 made it, with the references to check read
-- from the foreign keys (sync_private.table_references(), once per batch) instead of a
-- hand-written list per table. Rows a batch wrote that point at a parent missing from the salon
-- (the foreign keys are deferred to the end of the batch); returns mutation_index → reason for
-- each offender, naming its first dangling column in the table's column order.
create or replace function sync_private.dangling_references(p_writes jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_refs jsonb;
  w jsonb;
  r jsonb;
  v_missing boolean;
  v_out jsonb := '{}';
begin
  select coalesce(jsonb_object_agg(x.table_name, x.refs), '{}') into v_refs
    from (select r.table_name, jsonb_agg(jsonb_build_array(r.column_name, r.target) order by r.ord) as refs
            from sync_private.table_references() r
           group by r.table_name) x;
  for w in select * from jsonb_array_elements(p_writes) loop
    for r in select * from jsonb_array_elements(coalesce(v_refs -> (w ->> 'table'), '[]')) loop
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
