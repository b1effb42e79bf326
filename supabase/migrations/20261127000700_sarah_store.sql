-- Server-side Sarah's store (issue 25): what sync/server/sarah/pg-store.ts reads and writes for one
-- salon. A phone call reaches the cloud, not the tablet, so Sarah also runs on the server, over
-- these functions, with the same assistant core as the device.
--
-- Confined by the database: every function takes the salon and answers or changes that salon's
-- rows only (an id or a phone of another salon finds nothing; a row of another salon is refused),
-- and every one is granted to service_role alone, the key only the server process holds.
--
-- Writes are authoritative. Sarah's store reads what the rules need (with the salon's version),
-- checks availability with the app's own TypeScript (src/domain/availability.ts), then sends the
-- rows to sarah_write with the version it read. sarah_write takes the booking page's lock of the
-- salon and the salon's version row; if anything of the salon changed since the read, nothing is
-- written and the store reads and checks again. Otherwise every row goes through push_one (the
-- push's own per-row checks and stamps) with the exclusion constraint as the last word, and any
-- row that would be refused or marked a conflict undoes the whole write: Sarah never tells a
-- caller "booked" for a row the server then marks `conflict`. The rows reach devices through the
-- ordinary pull, with the versions the sync protocol expects.

-- The salon as Sarah's prompt and tools read it, with the version it was read at.
create or replace function public.sarah_salon(p_salon uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'version', (select s.version from public.sync_salon_state s where s.salon_id = p_salon),
    'salon', (select to_jsonb(s) from public.salons s where s.id = p_salon and not s.deleted),
    'hours', coalesce((select jsonb_agg(to_jsonb(h)) from public.business_hours h where h.salon_id = p_salon), '[]'),
    'services', coalesce((select jsonb_agg(to_jsonb(v)) from public.services v
                           where v.salon_id = p_salon and not v.deleted and v.is_active), '[]'),
    'faqs', coalesce((select jsonb_agg(jsonb_build_object('id', f.id, 'question', f.question, 'answer', f.answer))
                        from public.salon_faqs f where f.salon_id = p_salon and not f.deleted), '[]'),
    'staff', coalesce((select jsonb_agg(to_jsonb(m)) from public.staff m
                        where m.salon_id = p_salon and not m.deleted and m.is_active), '[]'),
    'booking_settings', (select to_jsonb(b) from public.booking_settings b where b.salon_id = p_salon and not b.deleted limit 1))
$$;

-- Every row the availability rules read for one service on one date (src/domain/availability-data.ts
-- builds the input from them), and the salon's version at the read.
create or replace function public.sarah_availability(p_salon uuid, p_service uuid, p_date date)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'version', (select s.version from public.sync_salon_state s where s.salon_id = p_salon),
    'services', coalesce((select jsonb_agg(to_jsonb(v)) from public.services v where v.salon_id = p_salon), '[]'),
    'staff', coalesce((select jsonb_agg(to_jsonb(m)) from public.staff m where m.salon_id = p_salon), '[]'),
    'staff_services', coalesce((select jsonb_agg(to_jsonb(l)) from public.staff_services l
                                 where l.salon_id = p_salon and l.service_id = p_service), '[]'),
    'dated', coalesce((select jsonb_agg(to_jsonb(d)) from public.staff_schedules d where d.salon_id = p_salon and d.date = p_date), '[]'),
    'appointments', coalesce((select jsonb_agg(to_jsonb(a)) from public.appointments a
                               where a.salon_id = p_salon and a.appointment_date = p_date), '[]'),
    'hours', coalesce((select jsonb_agg(to_jsonb(h)) from public.business_hours h where h.salon_id = p_salon), '[]'),
    'settings', (select to_jsonb(b) from public.booking_settings b where b.salon_id = p_salon limit 1),
    'time_off', coalesce((select jsonb_agg(to_jsonb(t)) from public.staff_time_off t
                           where t.salon_id = p_salon and t.start_date <= p_date and t.end_date >= p_date), '[]'),
    'breaks', coalesce((select jsonb_agg(to_jsonb(k)) from public.staff_breaks k where k.salon_id = p_salon), '[]'),
    'patterns', coalesce((select jsonb_agg(to_jsonb(p)) from public.staff_patterns p where p.salon_id = p_salon), '[]'))
$$;

-- Rows by id of the four tables Sarah looks up one by one; another salon's id answers nothing.
create or replace function public.sarah_rows(p_salon uuid, p_table text, p_ids uuid[])
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_rows jsonb;
begin
  if p_table is null or not (p_table = any (array['appointments', 'customers', 'services', 'staff'])) then
    raise exception using errcode = '22023', message = 'Sarah reads no table ' || coalesce(p_table, '(none)');
  end if;
  execute format('select coalesce(jsonb_agg(to_jsonb(t)), ''[]'') from public.%I t where t.salon_id = $1 and t.id = any ($2)', p_table)
    into v_rows using p_salon, coalesce(p_ids, '{}');
  return v_rows;
end;
$$;

-- The salon's live cards with a phone key (the key is made by the app's own phone code).
create or replace function public.sarah_customers_with_key(p_salon uuid, p_key text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(c)), '[]') from public.customers c
   where c.salon_id = p_salon and c.phone_key = p_key and not c.deleted
$$;

-- Upcoming appointments of these cards: live, not cancelled, from `p_today` on.
create or replace function public.sarah_upcoming(p_salon uuid, p_customers uuid[], p_today date)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(a)), '[]') from public.appointments a
   where a.salon_id = p_salon and a.customer_id = any (coalesce(p_customers, '{}')) and not a.deleted
     and a.status <> 'canceled' and a.appointment_date >= p_today
$$;

-- The live parts of a visit, and a call with its last turn (where the next goes).
create or replace function public.sarah_visit(p_salon uuid, p_visit uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(a)), '[]') from public.appointments a
   where a.salon_id = p_salon and a.visit_id = p_visit and not a.deleted
$$;

create or replace function public.sarah_call(p_salon uuid, p_call uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'call', (select to_jsonb(c) from public.calls c where c.id = p_call and c.salon_id = p_salon),
    'last', (select jsonb_build_object('position', t.position, 'at', t.at) from public.call_turns t
              where t.call_id = p_call and t.salon_id = p_salon and not t.deleted order by t.position desc limit 1))
$$;

-- The stamp of one of Sarah's rows: the server's clock, and always after `p_after` (the row's own
-- last stamp, or the write's previous row). Her write is checked under the salon's lock, so it is
-- the newest word on the row: a stamp equal to the one before (two rows of one write in the same
-- millisecond, a put of a call then its patch) or older (a device whose clock runs ahead) would
-- lose per-field last-writer-wins, and the write would be refused for nothing.
create or replace function sync_private.stamp_after(p_after text)
returns text
language sql
volatile
set search_path = ''
as $$
  select case when p_after is null or now_stamp collate "C" > p_after collate "C" then now_stamp
              else left(p_after, 15) || '.' || lpad((substr(p_after, 17, 6)::int + 1)::text, 6, '0') || '.000000000000' end
    from (select sync_private.server_hlc() as now_stamp) s
$$;
revoke all on function sync_private.stamp_after(text) from public, anon, authenticated;

-- Sarah's writes, as one: see the top of this file. p_seen_version null writes whatever changed
-- (the call record, a message taken: nothing in them depends on what was read).
create or replace function public.sarah_write(p_salon uuid, p_seen_version bigint, p_mutations jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_owner uuid := sync_private.salon_owner(p_salon);
  v_version bigint;
  v_columns jsonb;
  v_types jsonb;
  v_m jsonb;
  v_i int := 0;
  v_problem text;
  v_res jsonb;
  v_row jsonb;
  v_appointments jsonb := '[]';
  v_stamp text;
  v_row_stamp text;
begin
  if v_owner is null then
    raise exception using errcode = 'P0002', message = 'salon not found';
  end if;
  if jsonb_typeof(p_mutations) is distinct from 'array' or jsonb_array_length(p_mutations) > 50 then
    raise exception using errcode = '22023', message = 'p_mutations must be an array of at most 50 rows';
  end if;
  select m ->> 'table' into v_problem from jsonb_array_elements(p_mutations) m
   where not (coalesce(m ->> 'table', '') = any (array['customers', 'appointments', 'calls', 'call_turns', 'notifications'])) limit 1;
  if found then
    raise exception using errcode = '22023', message = 'Sarah writes no table ' || coalesce(v_problem, '(none)');
  end if;
  -- The booking page's lock of the salon (public_book), then the salon's version row: no other
  -- write of the salon can land between the check and the rows.
  perform pg_advisory_xact_lock(hashtextextended('public_book:' || p_salon::text, 0));
  select s.version into v_version from public.sync_salon_state s where s.salon_id = p_salon for update;
  if p_seen_version is not null and v_version is distinct from p_seen_version then
    return jsonb_build_object('status', 'stale', 'version', v_version);
  end if;

  -- The column catalogue of the tables written, as push's (sync_push reads every synced table's;
  -- a turn writes two or three of them, and the catalogue read was half of an empty write's cost).
  select jsonb_object_agg(x.t, sync_private.table_columns(x.t)),
         jsonb_object_agg(x.t, (select jsonb_object_agg(a.attname, ty.typname)
                                   from pg_catalog.pg_attribute a join pg_catalog.pg_type ty on ty.oid = a.atttypid
                                  where a.attrelid = format('public.%I', x.t)::regclass and a.attnum > 0 and not a.attisdropped))
    into v_columns, v_types
    from (select distinct m ->> 'table' as t from jsonb_array_elements(p_mutations) m) x;
  set constraints all deferred;
  perform set_config('salon_desk.via_push', 'on', true);
  for v_m in select * from jsonb_array_elements(p_mutations) loop
    v_i := v_i + 1;
    v_row_stamp := null;
    if coalesce(v_m ->> 'row_id', '') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      execute format('select t.updated_at from public.%I t where t.id = $1', v_m ->> 'table') into v_row_stamp using (v_m ->> 'row_id')::uuid;
    end if;
    v_stamp := sync_private.stamp_after(greatest(v_stamp collate "C", v_row_stamp collate "C"));
    v_m := v_m || jsonb_build_object('seq', v_i, 'mutation_id', gen_random_uuid()::text, 'hlc', v_stamp);
    v_problem := sync_private.mutation_problem(v_owner, p_salon, v_m, v_types);
    if v_problem is not null then
      raise exception using errcode = '22023', message = v_problem;
    end if;
    v_res := sync_private.push_one(p_salon, v_owner, v_m, v_columns);
    if v_res ->> 'status' = 'conflict' then
      -- A booking of the same member landed in the moment between (a device takes none of our locks).
      raise exception using errcode = 'P0001', message = 'slot taken';
    elsif v_res ->> 'status' <> 'applied' then
      raise exception using errcode = '22023', message = coalesce(v_res ->> 'reason', 'row refused: ' || (v_res ->> 'status'));
    end if;
    -- The appointments as written, so the store answers the caller without reading them again.
    if v_m ->> 'table' = 'appointments' then
      select to_jsonb(a) into v_row from public.appointments a where a.id = (v_m ->> 'row_id')::uuid;
      v_appointments := v_appointments || jsonb_build_array(v_row);
    end if;
  end loop;
  -- A reference to another salon's row (or to none) fails the salon-scoped foreign keys here.
  set constraints all immediate;
  perform set_config('salon_desk.via_push', 'off', true);
  return jsonb_build_object('status', 'written', 'appointments', v_appointments);
end;
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'public.sarah_salon(uuid)', 'public.sarah_availability(uuid, uuid, date)', 'public.sarah_rows(uuid, text, uuid[])',
    'public.sarah_customers_with_key(uuid, text)', 'public.sarah_upcoming(uuid, uuid[], date)', 'public.sarah_visit(uuid, uuid)',
    'public.sarah_call(uuid, uuid)', 'public.sarah_write(uuid, bigint, jsonb)'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', f);
    execute format('grant execute on function %s to service_role', f);
  end loop;
end;
$$;
