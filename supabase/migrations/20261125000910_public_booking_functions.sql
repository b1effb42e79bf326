-- Online booking, the functions callers run (issue 17): anonymous customers by the page's slug or a
-- manage link's token, the sender for a message's link. The pieces they share are in 20261125000900;
-- the answers are spelled out in src/domain/public-booking/contract.ts.

-- Parameters are text, as in public_free_times: bad input gets a sentence, not a cast error.
create or replace function public.public_book(
  p_slug text, p_service_id text, p_date text, p_start text, p_staff_id text default null,
  p_name text default null, p_phone text default null, p_email text default null, p_website text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_salon record;
  v_name text := btrim(coalesce(p_name, ''));
  v_phone text := btrim(coalesce(p_phone, ''));
  v_email text := nullif(btrim(coalesce(p_email, '')), '');
  v_key text;
  v_service public.services;
  v_now timestamp;
  v_avail jsonb;
  v_slot jsonb;
  v_staff uuid;
  v_customer uuid;
  v_id uuid := gen_random_uuid();
  v_hlc text;
  v_service_id uuid;
  v_date date;
  v_staff_id uuid;
begin
  select * into v_salon from sync_private.online_salon(p_slug);
  -- A bot fills every field; a person never sees this one.
  if coalesce(p_website, '') <> '' then
    perform sync_private.public_refuse('This booking could not be accepted.');
  end if;
  v_service_id := sync_private.public_uuid(p_service_id, 'Please choose a service.');
  v_date := sync_private.public_date(p_date);
  v_staff_id := case when nullif(p_staff_id, '') is not null then sync_private.public_uuid(p_staff_id, 'Please choose a technician from the list.') end;
  if coalesce(p_start, '') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' then perform sync_private.public_refuse('Please choose a time.'); end if;
  if v_name = '' then perform sync_private.public_refuse('Please enter your name.'); end if;
  if char_length(v_name) > 120 then perform sync_private.public_refuse('Name must be at most 120 characters.'); end if;
  if v_phone = '' then perform sync_private.public_refuse('Please enter your phone number.'); end if;
  v_key := case when char_length(v_phone) <= 40 then sync_private.phone_key(v_phone, v_salon.phone, v_salon.time_zone) end;
  if v_key is null then perform sync_private.public_refuse('Please enter a valid phone number.'); end if;
  if v_email is not null and (char_length(v_email) > 320 or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$') then
    perform sync_private.public_refuse('Please enter a valid email address.');
  end if;
  select * into v_service from public.services s
   where s.id = v_service_id and s.salon_id = v_salon.salon_id and not s.deleted and s.is_active;
  if not found then perform sync_private.public_refuse('Please choose a service.'); end if;
  if v_staff_id is not null and not exists (
       select 1 from public.staff st join public.staff_services l on l.staff_id = st.id and l.service_id = v_service_id and not l.deleted
        where st.id = v_staff_id and st.salon_id = v_salon.salon_id and st.is_active and not st.deleted) then
    perform sync_private.public_refuse('Please choose a technician from the list.');
  end if;

  -- One online change of a salon at a time: the re-check below then sees every booking the page
  -- made before it (buffers and breaks are not in the exclusion constraint).
  perform pg_advisory_xact_lock(hashtextextended('public_book:' || v_salon.salon_id::text, 0));
  if (select count(*) from sync_private.online_bookings_log g
       where g.salon_id = v_salon.salon_id and g.phone_key = v_key and g.created_at > now() - interval '1 hour') >= 5 then
    raise sqlstate 'PT429' using message = 'Too many bookings from this phone number in the last hour. Please call the salon.';
  end if;

  v_now := now() at time zone v_salon.time_zone;
  v_avail := sync_private.availability(v_salon.salon_id, v_service_id, v_date, v_staff_id, null, v_now);
  select e.slot into v_slot from jsonb_array_elements(coalesce(v_avail -> 'slots', '[]'::jsonb)) e (slot) where e.slot ->> 'start' = p_start;
  if v_slot is null then
    return sync_private.taken_answer(v_avail, p_start);
  end if;
  v_staff := coalesce(v_staff_id, (v_slot -> 'staffIds' ->> 0)::uuid);

  -- The customer by the phone's key; a new card otherwise. An existing card's name is the
  -- owner's: an anonymous caller never changes it, and only adds an email the card lacks.
  select c.id into v_customer from public.customers c
   where c.salon_id = v_salon.salon_id and c.phone_key = v_key and not c.deleted order by c.id limit 1;
  v_hlc := sync_private.server_hlc();
  if v_customer is null then
    v_customer := gen_random_uuid();
    insert into public.customers (id, salon_id, name, phone, email, phone_key, updated_at)
    values (v_customer, v_salon.salon_id, v_name, v_phone, v_email, v_key, v_hlc);
  elsif v_email is not null then
    update public.customers c set email = v_email, updated_at = sync_private.server_hlc(c.updated_at),
           field_stamps = sync_private.server_stamps(c.field_stamps, array['email'], sync_private.server_hlc(c.updated_at))
     where c.id = v_customer and c.email is null;
  end if;

  begin
    insert into public.appointments (id, salon_id, customer_id, staff_id, service_id, appointment_date, start_time, end_time,
                                     notes, status, processing_offset, processing_minutes, updated_at)
    values (v_id, v_salon.salon_id, v_customer, v_staff, v_service_id, v_date, p_start::time,
            p_start::time + make_interval(mins => v_service.duration), null, v_salon.self_booking_status,
            -- The service's processing time as processingOf copies it (its CHECK keeps it inside the service).
            case when v_service.processing_minutes > 0 then v_service.processing_offset else 0 end, v_service.processing_minutes,
            v_hlc);
  exception when exclusion_violation then
    -- A device's booking of the same member landed meanwhile (it takes no lock of ours).
    return sync_private.taken_answer(sync_private.availability(v_salon.salon_id, v_service_id, v_date, v_staff_id, null, v_now), p_start);
  end;
  insert into sync_private.online_bookings_log (salon_id, phone_key) values (v_salon.salon_id, v_key);
  perform sync_private.notify_online('booking', v_id,
    case when v_salon.self_booking_status = 'pending' then ' — waiting for your approval' else '' end);
  return jsonb_build_object('status', 'booked', 'appointment', sync_private.public_appointment_json(v_id),
                            'salon', sync_private.public_salon_json(v_salon.salon_id),
                            'manage_token', sync_private.new_manage_token(v_salon.salon_id, v_id));
end;
$$;

create or replace function public.public_appointment(p_token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v record;
  v_cancel text;
  v_move text;
begin
  select * into v from sync_private.manage_target(p_token, false);
  v_cancel := sync_private.cancel_refusal(v.status, v.starts_at, v.cancel_notice_minutes, v.salon_phone);
  v_move := sync_private.reschedule_refusal(v.status, v.visit_id, v.starts_at, v.min_notice_minutes, v.salon_phone);
  return jsonb_build_object(
    'appointment', sync_private.public_appointment_json(v.appointment_id),
    'salon', sync_private.public_salon_json(v.salon_id),
    'service_id', v.service_id,
    'can_cancel', v_cancel is null, 'cancel_refusal', v_cancel,
    'can_reschedule', v_move is null, 'reschedule_refusal', v_move,
    'rules', jsonb_build_object('min_notice_minutes', v.min_notice_minutes, 'max_advance_days', v.max_advance_days,
                                'slot_interval', v.slot_interval, 'online_cancel_notice_minutes', v.cancel_notice_minutes),
    'today', to_char(now() at time zone v.time_zone, 'YYYY-MM-DD'));
end;
$$;

create or replace function public.public_manage_free_times(p_token text, p_date text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v record;
  v_avail jsonb;
  v_date date;
begin
  select * into v from sync_private.manage_target(p_token, false);
  v_date := sync_private.public_date(p_date);
  v_avail := sync_private.availability(v.salon_id, v.service_id, v_date, null, v.appointment_id, now() at time zone v.time_zone);
  return jsonb_build_object('date', to_char(v_date, 'YYYY-MM-DD'),
    'times', sync_private.public_times(v_avail),
    'reason', v_avail -> 'reason');
end;
$$;

create or replace function public.public_cancel(p_token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v record;
  v_refusal text;
  v_part uuid;
begin
  select * into v from sync_private.manage_target(p_token, true);
  v_refusal := sync_private.cancel_refusal(v.status, v.starts_at, v.cancel_notice_minutes, v.salon_phone);
  if v_refusal is not null then perform sync_private.public_refuse(v_refusal); end if;
  -- A visit is cancelled as a whole, as on the devices (src/db/repositories/visits.ts).
  for v_part in
    select a.id from public.appointments a
     where (a.id = v.appointment_id or (v.visit_id is not null and a.visit_id = v.visit_id))
       and not a.deleted and a.status in ('pending', 'confirmed')
     for update
  loop
    update public.appointments a
       set status = 'canceled', updated_at = sync_private.server_hlc(a.updated_at),
           field_stamps = sync_private.server_stamps(a.field_stamps, array['status'], sync_private.server_hlc(a.updated_at))
     where a.id = v_part;
  end loop;
  perform sync_private.notify_online('cancelled', v.appointment_id);
  return jsonb_build_object('status', 'canceled', 'appointment', sync_private.public_appointment_json(v.appointment_id));
end;
$$;

create or replace function public.public_reschedule(p_token text, p_date text, p_start text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v record;
  v_refusal text;
  v_avail jsonb;
  v_slot jsonb;
  v_staff uuid;
  v_service public.services;
  v_from text;
  v_date date;
begin
  select * into v from sync_private.manage_target(p_token, true);
  v_refusal := sync_private.reschedule_refusal(v.status, v.visit_id, v.starts_at, v.min_notice_minutes, v.salon_phone);
  if v_refusal is not null then perform sync_private.public_refuse(v_refusal); end if;
  v_date := sync_private.public_date(p_date);
  if coalesce(p_start, '') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' then perform sync_private.public_refuse('Please choose a time.'); end if;
  select * into v_service from public.services s where s.id = v.service_id and not s.deleted and s.is_active;
  if not found then
    perform sync_private.public_refuse('This service can no longer be booked online. Please call the salon.');
  end if;

  perform pg_advisory_xact_lock(hashtextextended('public_book:' || v.salon_id::text, 0));
  v_avail := sync_private.availability(v.salon_id, v.service_id, v_date, null, v.appointment_id, now() at time zone v.time_zone);
  select e.slot into v_slot from jsonb_array_elements(coalesce(v_avail -> 'slots', '[]'::jsonb)) e (slot) where e.slot ->> 'start' = p_start;
  if v_slot is null then
    return sync_private.taken_answer(v_avail, p_start);
  end if;
  -- The same technician when she is free then, as the devices' reschedule does.
  v_staff := case when v_slot -> 'staffIds' ? v.staff_id::text then v.staff_id else (v_slot -> 'staffIds' ->> 0)::uuid end;
  v_from := ' moved from ' || to_char(v.appointment_date, 'Dy YYYY-MM-DD') || ' at ' || to_char(v.start_time, 'HH24:MI');
  begin
    update public.appointments a
       set appointment_date = v_date, start_time = p_start::time, end_time = p_start::time + make_interval(mins => v_service.duration),
           staff_id = v_staff,
           processing_offset = case when v_service.processing_minutes > 0 then v_service.processing_offset else 0 end,
           processing_minutes = v_service.processing_minutes,
           updated_at = sync_private.server_hlc(a.updated_at),
           field_stamps = sync_private.server_stamps(a.field_stamps,
             array['appointment_date', 'start_time', 'end_time', 'staff_id', 'processing_offset', 'processing_minutes'],
             sync_private.server_hlc(a.updated_at))
     where a.id = v.appointment_id;
  exception when exclusion_violation then
    return sync_private.taken_answer(
      sync_private.availability(v.salon_id, v.service_id, v_date, null, v.appointment_id, now() at time zone v.time_zone), p_start);
  end;
  perform sync_private.notify_online('rescheduled', v.appointment_id, v_from);
  return jsonb_build_object('status', 'rescheduled', 'appointment', sync_private.public_appointment_json(v.appointment_id));
end;
$$;

-- The sender's link for a confirmation, update or reminder: a fresh token when the salon's online
-- booking is on, else null (the message then says to call).
create or replace function public.sender_manage_token(p_appointment_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_salon uuid;
begin
  select a.salon_id into v_salon
    from public.appointments a
    join public.booking_settings b on b.salon_id = a.salon_id and b.online_booking and b.booking_slug is not null and not b.deleted
   where a.id = p_appointment_id and not a.deleted;
  if v_salon is null then
    return null;
  end if;
  return sync_private.new_manage_token(v_salon, p_appointment_id);
end;
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'public.public_book(text, text, text, text, text, text, text, text, text)', 'public.public_appointment(text)',
    'public.public_manage_free_times(text, text)', 'public.public_cancel(text)', 'public.public_reschedule(text, text, text)',
    'public.sender_manage_token(uuid)']
  loop
    -- Supabase grants new functions of the public schema to anon and authenticated by default.
    execute format('revoke all on function %s from public, anon, authenticated', f);
  end loop;
end;
$$;
grant execute on function public.public_book(text, text, text, text, text, text, text, text, text) to anon, authenticated;
grant execute on function public.public_appointment(text) to anon, authenticated;
grant execute on function public.public_manage_free_times(text, text) to anon, authenticated;
grant execute on function public.public_cancel(text) to anon, authenticated;
grant execute on function public.public_reschedule(text, text, text) to anon, authenticated;
grant execute on function public.sender_manage_token(uuid) to service_role;
