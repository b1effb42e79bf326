-- Online booking, the server's own pieces (issue 17; see 20261125000900 for the whole): the salon
-- behind a page, manage-link tokens, what a customer sees, why a change is refused, and the
-- owner's notification.

-- The salon behind a switched-on page with what the changes need of it; the 404 is
-- public_salon_of's (20261125000710), one answer for "no such page" and "switched off".
create or replace function sync_private.online_salon(p_slug text)
returns table (salon_id uuid, name text, address text, phone text, time_zone text, self_booking_status text,
               min_notice_minutes int, max_advance_days int, slot_interval int, cancel_notice_minutes int)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_id uuid := sync_private.public_salon_of(p_slug);
begin
  return query
    select s.id, s.name, s.address, s.phone, s.time_zone, b.self_booking_status,
           b.min_notice_minutes, b.max_advance_days, b.slot_interval, b.online_cancel_notice_minutes
      from public.booking_settings b
      join public.salons s on s.id = b.salon_id
     where b.salon_id = v_id and not b.deleted;
end;
$$;

create or replace function sync_private.public_refuse(p_message text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise sqlstate 'PT400' using message = p_message;
end;
$$;

-- A date from text ('YYYY-MM-DD', a real one), or the 400: callers send text, so bad input gets a
-- sentence, not a cast error (as public_free_times does, 20261125000710).
create or replace function sync_private.public_date(p_value text)
returns date
language plpgsql
immutable
set search_path = ''
as $$
begin
  if coalesce(p_value, '') ~ '^\d{4}-\d{2}-\d{2}$' then
    begin
      return p_value::date;
    exception when others then
      null;
    end;
  end if;
  raise sqlstate 'PT400' using message = 'Please choose a date.';
end;
$$;

-- "1 hour", "2 hours", "24 hours", "90 minutes": how long before a visit a rule closes.
create or replace function sync_private.span_text(p_minutes int)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_minutes % 60 = 0 then (p_minutes / 60)::text || case when p_minutes = 60 then ' hour' else ' hours' end
    else p_minutes::text || ' minutes' end
$$;

-- What the customer sees of an appointment (PublicAppointment).
create or replace function sync_private.public_appointment_json(p_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'date', to_char(a.appointment_date, 'YYYY-MM-DD'), 'start', to_char(a.start_time, 'HH24:MI'), 'end', to_char(a.end_time, 'HH24:MI'),
    'service', coalesce(sv.name, 'Appointment'), 'staff', st.name, 'price', coalesce(sv.price, 0), 'status', a.status)
    from public.appointments a
    left join public.services sv on sv.id = a.service_id
    left join public.staff st on st.id = a.staff_id
   where a.id = p_id
$$;

create or replace function sync_private.public_salon_json(p_salon_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('name', s.name, 'address', s.address, 'phone', s.phone, 'time_zone', s.time_zone)
    from public.salons s where s.id = p_salon_id
$$;

-- A time taken meanwhile (issue 17): "That time was just taken — here are the nearest free times",
-- with up to six free starts nearest the one asked for, in time order.
create or replace function sync_private.taken_answer(p_availability jsonb, p_start text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('status', 'taken', 'message', 'That time was just taken — here are the nearest free times',
    'times', coalesce(jsonb_agg(jsonb_build_object('start', x.start, 'end', x.finish) order by x.start), '[]'::jsonb))
    from (
      select e.slot ->> 'start' as start, e.slot ->> 'end' as finish
        from jsonb_array_elements(coalesce(p_availability -> 'slots', '[]'::jsonb)) e (slot)
       order by abs(extract(epoch from ((e.slot ->> 'start')::time - coalesce(p_start, '12:00')::time))), e.slot ->> 'start'
       limit 6
    ) x
$$;

-- The owner's feed, as the devices word it (src/domain/notifications.ts), from the booking page.
create or replace function sync_private.notify_online(p_kind text, p_appointment_id uuid, p_body_suffix text default '')
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_a record;
begin
  select a.salon_id, a.appointment_date, a.start_time, sv.name as service, c.name as customer, c.phone, st.name as staff
    into v_a
    from public.appointments a
    left join public.services sv on sv.id = a.service_id
    left join public.customers c on c.id = a.customer_id
    left join public.staff st on st.id = a.staff_id
   where a.id = p_appointment_id;
  insert into public.notifications (id, salon_id, kind, source, title, body, appointment_id, call_id, phone, at, read, updated_at)
  values (gen_random_uuid(), v_a.salon_id, p_kind, 'booking_page',
          case p_kind when 'booking' then 'New booking' when 'rescheduled' then 'Appointment moved' else 'Appointment cancelled' end,
          left(format('%s for %s%s', coalesce(nullif(v_a.service, ''), 'Appointment'), coalesce(nullif(v_a.customer, ''), 'a customer'),
                      case when p_kind = 'rescheduled' then p_body_suffix || ' to ' else ', ' end)
               || to_char(v_a.appointment_date, 'Dy YYYY-MM-DD') || ' at ' || to_char(v_a.start_time, 'HH24:MI')
               || coalesce(' with ' || nullif(v_a.staff, ''), '')
               || case when p_kind = 'rescheduled' then '' else p_body_suffix end, 4000),
          p_appointment_id, null, left(v_a.phone, 40), sync_private.iso_instant(now()), false, sync_private.server_hlc());
end;
$$;

-- A new manage link for an appointment: 256 bits from two random UUIDs (244 of them random),
-- hex; only its SHA-256 is stored. Good while the appointment lasts (checked on use), and never
-- beyond the longest booking window.
create or replace function sync_private.new_manage_token(p_salon_id uuid, p_appointment_id uuid)
returns text
language plpgsql
set search_path = ''
as $$
declare
  v_token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  insert into sync_private.manage_tokens (token_hash, salon_id, appointment_id, expires_at)
  values (sha256(convert_to(v_token, 'UTF8')), p_salon_id, p_appointment_id, now() + interval '800 days');
  return v_token;
end;
$$;

-- The appointment of a live link, with its salon's online settings; 404 for anything else. A link
-- lives until a day after its appointment ends, and only while the salon's online booking is on.
create or replace function sync_private.manage_target(p_token text, p_lock boolean)
returns table (appointment_id uuid, salon_id uuid, service_id uuid, staff_id uuid, status text, visit_id uuid,
               starts_at timestamptz, appointment_date date, start_time time, time_zone text,
               min_notice_minutes int, max_advance_days int, slot_interval int, cancel_notice_minutes int, salon_phone text)
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(p_token, '') ~ '^[0-9a-f]{64}$' then
    return query
      select a.id, a.salon_id, a.service_id, a.staff_id, a.status, a.visit_id,
             sync_private.appointment_starts_at(a.appointment_date, a.start_time, a.salon_id),
             a.appointment_date, a.start_time, s.time_zone,
             b.min_notice_minutes, b.max_advance_days, b.slot_interval, b.online_cancel_notice_minutes, s.phone
        from sync_private.manage_tokens t
        join public.appointments a on a.id = t.appointment_id
        join public.salons s on s.id = a.salon_id
        join public.booking_settings b on b.salon_id = a.salon_id and b.online_booking and not b.deleted
       where t.token_hash = sha256(convert_to(p_token, 'UTF8')) and t.expires_at > now() and not a.deleted
         and sync_private.appointment_starts_at(a.appointment_date, a.end_time, a.salon_id) + interval '1 day' > now();
    if found then
      if p_lock then
        perform 1 from public.appointments a
          join sync_private.manage_tokens t on t.appointment_id = a.id
         where t.token_hash = sha256(convert_to(p_token, 'UTF8')) for update of a;
      end if;
      return;
    end if;
  end if;
  raise sqlstate 'PT404' using message = 'This link has expired or is not valid.';
end;
$$;

-- Why the customer may not cancel / move it online now, or null.
create or replace function sync_private.cancel_refusal(p_status text, p_starts_at timestamptz, p_cancel_notice int, p_phone text)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when p_status = 'canceled' then 'This appointment is cancelled.'
    when p_status not in ('pending', 'confirmed') then 'This appointment can no longer be changed online.'
    when p_starts_at - make_interval(mins => p_cancel_notice) < now() then
      format('Online cancellation closes %s before the appointment. Please call the salon%s to cancel.',
             sync_private.span_text(p_cancel_notice), coalesce(' at ' || nullif(btrim(p_phone), ''), ''))
  end
$$;

create or replace function sync_private.reschedule_refusal(p_status text, p_visit_id uuid, p_starts_at timestamptz, p_notice int, p_phone text)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when p_status = 'canceled' then 'This appointment is cancelled.'
    when p_status not in ('pending', 'confirmed') then 'This appointment can no longer be changed online.'
    when p_visit_id is not null then
      format('This visit has several services. Please call the salon%s to move it.', coalesce(' at ' || nullif(btrim(p_phone), ''), ''))
    when p_starts_at - make_interval(mins => p_notice) < now() or p_starts_at < now() then
      format('Online changes close %s before the appointment. Please call the salon%s to change it.',
             sync_private.span_text(greatest(p_notice, 0)), coalesce(' at ' || nullif(btrim(p_phone), ''), ''))
  end
$$;

-- A patch the server makes to an appointment: the changed fields get a fresh stamp, so a device's
-- older edit of them loses and a later one wins (per-field last writer wins, DESIGN.md §4).
create or replace function sync_private.server_stamps(p_stamps jsonb, p_fields text[], p_hlc text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select p_stamps || coalesce((select jsonb_object_agg(f, p_hlc) from unnest(p_fields) f), '{}'::jsonb)
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'sync_private.online_salon(text)', 'sync_private.public_refuse(text)', 'sync_private.public_date(text)', 'sync_private.span_text(int)',
    'sync_private.public_appointment_json(uuid)', 'sync_private.public_salon_json(uuid)', 'sync_private.taken_answer(jsonb, text)',
    'sync_private.notify_online(text, uuid, text)', 'sync_private.new_manage_token(uuid, uuid)', 'sync_private.manage_target(text, boolean)',
    'sync_private.cancel_refusal(text, timestamptz, int, text)', 'sync_private.reschedule_refusal(text, uuid, timestamptz, int, text)',
    'sync_private.server_stamps(jsonb, text[], text)']
  loop
    execute format('revoke all on function %s from public, anon, authenticated', f);
  end loop;
end;
$$;
