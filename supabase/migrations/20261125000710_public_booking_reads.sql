-- What an anonymous customer may read of a salon with online booking on (issue 17; the wire
-- contract is src/domain/public-booking/contract.ts): the booking page and a day's free times,
-- by the page's slug. DESIGN.md §10: anonymous callers reach only functions, never a table; these
-- run as their owner, answer nothing of another salon, and free times carry no staff ids.
--
-- Errors go through PostgREST's status mapping: sqlstate 'PTxyz' answers HTTP xyz. Every kind of
-- miss (no such slug, booking switched off, a tombstoned row or salon) answers the same 404.
-- Parameters are text so bad input gets a sentence in the app's voice (a 400), not a cast error.

-- The salon behind a live booking page, or the 404.
create or replace function sync_private.public_salon_of(p_slug text)
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  v_salon uuid;
begin
  select bs.salon_id into v_salon
    from public.booking_settings bs
    join public.salons s on s.id = bs.salon_id and not s.deleted
   where bs.booking_slug = p_slug and bs.online_booking and not bs.deleted;
  if v_salon is null then
    raise sqlstate 'PT404' using message = 'This booking page does not exist.';
  end if;
  return v_salon;
end;
$$;

-- A uuid from text, or the 400 with the caller's sentence.
create or replace function sync_private.public_uuid(p_value text, p_message text)
returns uuid
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_value is null or p_value !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise sqlstate 'PT400' using message = p_message;
  end if;
  return p_value::uuid;
end;
$$;

-- Services a customer may book: shown, live, done by at least one active member.
create or replace function sync_private.public_services(p_salon_id uuid)
returns setof public.services
language sql
stable
set search_path = ''
as $$
  select sv.* from public.services sv
   where sv.salon_id = p_salon_id and not sv.deleted and sv.is_active
     and exists (select 1 from public.staff_services l join public.staff st on st.id = l.staff_id
                  where l.service_id = sv.id and l.salon_id = p_salon_id and not l.deleted
                    and st.salon_id = p_salon_id and not st.deleted and st.is_active)
$$;

create or replace function public.public_booking_page(p_slug text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_salon_id uuid := sync_private.public_salon_of(p_slug);
  v_rules record;
begin
  select * into v_rules from sync_private.booking_rules(v_salon_id);
  return (
    select jsonb_build_object(
      'salon', jsonb_build_object('name', s.name, 'address', s.address, 'phone', s.phone, 'time_zone', s.time_zone),
      'hours', (
        -- effectiveHours: the saved row of each weekday, else spec §4's default.
        select jsonb_agg(jsonb_build_object(
                 'day_of_week', d.dow,
                 'open_time', case when h.id is null then to_char(d.open_time, 'HH24:MI') when h.is_closed then null else to_char(h.open_time, 'HH24:MI') end,
                 'close_time', case when h.id is null then to_char(d.close_time, 'HH24:MI') when h.is_closed then null else to_char(h.close_time, 'HH24:MI') end,
                 'is_closed', coalesce(h.is_closed, false)) order by d.dow)
          from (values (0, time '10:00', time '16:00'), (1, time '09:00', time '18:00'), (2, time '09:00', time '18:00'),
                       (3, time '09:00', time '18:00'), (4, time '09:00', time '19:00'), (5, time '09:00', time '19:00'),
                       (6, time '08:00', time '17:00')) d(dow, open_time, close_time)
          left join lateral (
            select bh.* from public.business_hours bh
             where bh.salon_id = v_salon_id and bh.day_of_week = d.dow and not bh.deleted
             order by bh.updated_at collate "C" desc limit 1) h on true),
      'services', coalesce((
        select jsonb_agg(jsonb_build_object('id', sv.id, 'name', sv.name, 'price', sv.price, 'duration', sv.duration,
                                            'category', sv.category, 'description', sv.description)
                         order by sv.category nulls last, sv.name, sv.id)
          from sync_private.public_services(v_salon_id) sv), '[]'::jsonb),
      'staff', coalesce((
        select jsonb_agg(jsonb_build_object('id', m.id, 'name', m.name, 'service_ids', m.service_ids) order by m.name, m.id)
          from (select st.id, st.name, jsonb_agg(sv.id order by sv.id) as service_ids
                  from public.staff st
                  join public.staff_services l on l.staff_id = st.id and l.salon_id = v_salon_id and not l.deleted
                  join sync_private.public_services(v_salon_id) sv on sv.id = l.service_id
                 where st.salon_id = v_salon_id and not st.deleted and st.is_active
                 group by st.id, st.name) m), '[]'::jsonb),
      'rules', jsonb_build_object('min_notice_minutes', v_rules.min_notice_minutes, 'max_advance_days', v_rules.max_advance_days,
                                  'slot_interval', v_rules.slot_interval),
      'today', to_char((now() at time zone s.time_zone)::date, 'YYYY-MM-DD'))
    from public.salons s where s.id = v_salon_id);
end;
$$;

-- A day's free times as a customer sees them: start and end, in order, without who is free.
create or replace function sync_private.public_times(p_availability jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce((select jsonb_agg(jsonb_build_object('start', t -> 'start', 'end', t -> 'end') order by ord)
                     from jsonb_array_elements(coalesce(p_availability -> 'slots', '[]'::jsonb)) with ordinality as x(t, ord)), '[]'::jsonb)
$$;

create or replace function public.public_free_times(p_slug text, p_service_id text, p_date text, p_staff_id text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_salon_id uuid := sync_private.public_salon_of(p_slug);
  v_service_id uuid := sync_private.public_uuid(p_service_id, 'Please choose one of the salon''s services.');
  v_staff_id uuid;
  v_date date;
  v_service record;
  v_answer jsonb;
begin
  if p_date is null or p_date !~ '^\d{4}-\d{2}-\d{2}$' then
    raise sqlstate 'PT400' using message = 'Please choose a date (YYYY-MM-DD).';
  end if;
  begin
    v_date := p_date::date;
  exception when others then
    raise sqlstate 'PT400' using message = 'Please choose a real date (YYYY-MM-DD).';
  end;
  select sv.is_active into v_service
    from public.services sv where sv.id = v_service_id and sv.salon_id = v_salon_id and not sv.deleted;
  if not found then
    raise sqlstate 'PT400' using message = 'Please choose one of the salon''s services.';
  end if;
  if not v_service.is_active then
    raise sqlstate 'PT400' using message = 'This service cannot be booked online.';
  end if;
  if p_staff_id is not null then
    v_staff_id := sync_private.public_uuid(p_staff_id, 'Please choose a technician who does this service.');
    if not exists (select 1 from public.staff st join public.staff_services l on l.staff_id = st.id
                    where st.id = v_staff_id and st.salon_id = v_salon_id and not st.deleted and st.is_active
                      and l.service_id = v_service_id and l.salon_id = v_salon_id and not l.deleted) then
      raise sqlstate 'PT400' using message = 'Please choose a technician who does this service.';
    end if;
  end if;
  v_answer := sync_private.availability(v_salon_id, v_service_id, v_date, v_staff_id);
  -- Times only: who is free is the salon's business, not an anonymous caller's.
  return jsonb_build_object('date', v_answer -> 'date', 'times', sync_private.public_times(v_answer), 'reason', v_answer -> 'reason');
end;
$$;

revoke all on function sync_private.public_salon_of(text) from public;
revoke all on function sync_private.public_uuid(text, text) from public;
revoke all on function sync_private.public_services(uuid) from public;
revoke all on function sync_private.public_times(jsonb) from public;
revoke all on function public.public_booking_page(text) from public;
revoke all on function public.public_free_times(text, text, text, text) from public;
grant execute on function public.public_booking_page(text) to anon, authenticated, service_role;
grant execute on function public.public_free_times(text, text, text, text) to anon, authenticated, service_role;
