-- Customers book, cancel and reschedule themselves (issue 17), through functions anonymous callers
-- may run by the page's slug or a manage link's token — never a table. The answers are spelled out
-- in src/domain/public-booking/contract.ts. Free times come from sync_private.availability (the
-- SQL copy of src/domain/availability.ts, held equal to it by a property test), so the page offers
-- and accepts exactly what the tablet would. Every change re-checks its slot in its own
-- transaction; the exclusion constraint on appointments stays the last word against the tablet,
-- Sarah and other customers.
--
-- What a caller can learn: a page that does not exist and one that is switched off answer alike;
-- a bad or expired token answers like an unknown one; nothing says whether a phone is a customer.

-- ---------------------------------------------------------------------------------------------
-- The phone's E.164 key, as src/domain/phone-key.ts makes it for the numbers customers type: an
-- international number as written; a national one with the salon's calling code, its trunk "0"
-- (or a NANP "1") dropped. libphonenumber knows more (Italy keeps its 0 — handled; rarer national
-- quirks are not): where the two differ the customer gets a second card the owner can merge, never
-- someone else's.

create or replace function sync_private.calling_code_of_zone(p_zone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    (select code from (values
      ('America/Mexico_City', '52'), ('America/Tijuana', '52'), ('America/Cancun', '52'), ('America/Sao_Paulo', '55'),
      ('America/Bogota', '57'), ('America/Lima', '51'), ('America/Santiago', '56'),
      ('Europe/London', '44'), ('Europe/Dublin', '353'), ('Europe/Paris', '33'), ('Europe/Berlin', '49'), ('Europe/Madrid', '34'),
      ('Europe/Rome', '39'), ('Europe/Amsterdam', '31'), ('Europe/Brussels', '32'), ('Europe/Zurich', '41'), ('Europe/Vienna', '43'),
      ('Europe/Stockholm', '46'), ('Europe/Oslo', '47'), ('Europe/Copenhagen', '45'), ('Europe/Helsinki', '358'), ('Europe/Warsaw', '48'),
      ('Europe/Lisbon', '351'), ('Europe/Athens', '30'), ('Europe/Prague', '420'), ('Europe/Budapest', '36'), ('Europe/Bucharest', '40'),
      ('Europe/Kyiv', '380'), ('Europe/Kiev', '380'), ('Europe/Istanbul', '90'),
      ('Asia/Tokyo', '81'), ('Asia/Seoul', '82'), ('Asia/Shanghai', '86'), ('Asia/Hong_Kong', '852'), ('Asia/Taipei', '886'),
      ('Asia/Singapore', '65'), ('Asia/Manila', '63'), ('Asia/Bangkok', '66'), ('Asia/Ho_Chi_Minh', '84'), ('Asia/Jakarta', '62'),
      ('Asia/Kolkata', '91'), ('Asia/Calcutta', '91'), ('Asia/Dubai', '971'), ('Asia/Jerusalem', '972'),
      ('Pacific/Auckland', '64'), ('Africa/Johannesburg', '27'), ('Africa/Lagos', '234'), ('Africa/Cairo', '20'), ('Africa/Nairobi', '254')
    ) z (zone, code) where z.zone = p_zone),
    case when p_zone like 'America/Argentina/%' then '54' when p_zone like 'Australia/%' then '61' end,
    '1')
$$;

-- The salon's calling code: its own phone's when written internationally (calling codes are a
-- prefix code, so the first of 1–3 digits that is a known code is the one), else its zone's.
create or replace function sync_private.salon_calling_code(p_salon_phone text, p_time_zone text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_digits text := regexp_replace(coalesce(p_salon_phone, ''), '\D', '', 'g');
  v_len int;
begin
  if btrim(coalesce(p_salon_phone, '')) like '+%' and v_digits <> '' then
    for v_len in 1..3 loop
      if left(v_digits, v_len) in ('1', '7', '20', '27', '30', '31', '32', '33', '34', '36', '39', '40', '41', '43', '44', '45', '46',
          '47', '48', '49', '51', '52', '54', '55', '56', '57', '61', '62', '63', '64', '65', '66', '81', '82', '84', '86', '90', '91',
          '234', '254', '351', '353', '358', '380', '420', '852', '886', '971', '972') then
        return left(v_digits, v_len);
      end if;
    end loop;
  end if;
  return sync_private.calling_code_of_zone(p_time_zone);
end;
$$;

create or replace function sync_private.phone_key(p_raw text, p_salon_phone text, p_time_zone text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_digits text := regexp_replace(coalesce(p_raw, ''), '\D', '', 'g');
  v_code text;
  v_key text;
begin
  if v_digits = '' then
    return null;
  end if;
  if btrim(p_raw) like '+%' then
    v_key := '+' || v_digits;
  else
    v_code := sync_private.salon_calling_code(p_salon_phone, p_time_zone);
    if v_code = '1' then
      v_key := '+1' || case when length(v_digits) = 11 and left(v_digits, 1) = '1' then substr(v_digits, 2) else v_digits end;
    elsif v_code = '39' then
      v_key := '+39' || v_digits;
    else
      v_key := '+' || v_code || regexp_replace(v_digits, '^0', '');
    end if;
  end if;
  return case when v_key ~ '^\+[1-9][0-9]{6,14}$' then v_key end;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Shared pieces.

-- The salon behind a switched-on page, or 404. One answer for "no such page" and "switched off".
create or replace function sync_private.online_salon(p_slug text)
returns table (salon_id uuid, name text, address text, phone text, time_zone text, self_booking_status text,
               min_notice_minutes int, max_advance_days int, slot_interval int, cancel_notice_minutes int)
language plpgsql
stable
set search_path = ''
as $$
begin
  return query
    select s.id, s.name, s.address, s.phone, s.time_zone, b.self_booking_status,
           b.min_notice_minutes, b.max_advance_days, b.slot_interval, b.online_cancel_notice_minutes
      from public.booking_settings b
      join public.salons s on s.id = b.salon_id
     where b.booking_slug = lower(btrim(coalesce(p_slug, ''))) and b.online_booking and not b.deleted and not s.deleted;
  if not found then
    raise sqlstate 'PT404' using message = 'This booking page does not exist.';
  end if;
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

-- Up to six free starts nearest the one asked for, in time order: what "That time was just taken"
-- offers instead.
create or replace function sync_private.nearest_times(p_availability jsonb, p_start text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('start', x.start, 'end', x.finish) order by x.start), '[]'::jsonb)
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

-- ---------------------------------------------------------------------------------------------
-- The anonymous functions.

create or replace function public.public_book(
  p_slug text, p_service_id uuid, p_date date, p_start text, p_staff_id uuid default null,
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
  v_fits boolean;
  v_hlc text;
begin
  select * into v_salon from sync_private.online_salon(p_slug);
  -- A bot fills every field; a person never sees this one.
  if coalesce(p_website, '') <> '' then
    perform sync_private.public_refuse('This booking could not be accepted.');
  end if;
  if p_service_id is null then perform sync_private.public_refuse('Please choose a service.'); end if;
  if p_date is null then perform sync_private.public_refuse('Please choose a date.'); end if;
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
   where s.id = p_service_id and s.salon_id = v_salon.salon_id and not s.deleted and s.is_active;
  if not found then perform sync_private.public_refuse('Please choose a service.'); end if;
  if p_staff_id is not null and not exists (
       select 1 from public.staff st join public.staff_services l on l.staff_id = st.id and l.service_id = p_service_id and not l.deleted
        where st.id = p_staff_id and st.salon_id = v_salon.salon_id and st.is_active and not st.deleted) then
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
  v_avail := sync_private.availability(v_salon.salon_id, p_service_id, p_date, p_staff_id, null, v_now);
  select e.slot into v_slot from jsonb_array_elements(coalesce(v_avail -> 'slots', '[]'::jsonb)) e (slot) where e.slot ->> 'start' = p_start;
  if v_slot is null then
    return jsonb_build_object('status', 'taken', 'message', 'That time was just taken — here are the nearest free times',
                              'times', sync_private.nearest_times(v_avail, p_start));
  end if;
  v_staff := coalesce(p_staff_id, (v_slot -> 'staffIds' ->> 0)::uuid);

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

  v_fits := v_service.processing_minutes > 0 and v_service.processing_minutes < v_service.duration
            and v_service.processing_offset + v_service.processing_minutes <= v_service.duration;
  begin
    insert into public.appointments (id, salon_id, customer_id, staff_id, service_id, appointment_date, start_time, end_time,
                                     notes, status, processing_offset, processing_minutes, updated_at)
    values (v_id, v_salon.salon_id, v_customer, v_staff, p_service_id, p_date, p_start::time,
            p_start::time + make_interval(mins => v_service.duration), null, v_salon.self_booking_status,
            case when v_fits then v_service.processing_offset else 0 end, case when v_fits then v_service.processing_minutes else 0 end,
            v_hlc);
  exception when exclusion_violation then
    -- A device's booking of the same member landed meanwhile (it takes no lock of ours).
    return jsonb_build_object('status', 'taken', 'message', 'That time was just taken — here are the nearest free times',
                              'times', sync_private.nearest_times(
                                sync_private.availability(v_salon.salon_id, p_service_id, p_date, p_staff_id, null, v_now), p_start));
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

create or replace function public.public_manage_free_times(p_token text, p_date date)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v record;
  v_avail jsonb;
begin
  select * into v from sync_private.manage_target(p_token, false);
  if p_date is null then perform sync_private.public_refuse('Please choose a date.'); end if;
  v_avail := sync_private.availability(v.salon_id, v.service_id, p_date, null, v.appointment_id, now() at time zone v.time_zone);
  return jsonb_build_object('date', to_char(p_date, 'YYYY-MM-DD'),
    'times', coalesce((select jsonb_agg(jsonb_build_object('start', e.slot ->> 'start', 'end', e.slot ->> 'end'))
                         from jsonb_array_elements(coalesce(v_avail -> 'slots', '[]'::jsonb)) e (slot)), '[]'::jsonb),
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

create or replace function public.public_reschedule(p_token text, p_date date, p_start text)
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
  v_fits boolean;
  v_from text;
begin
  select * into v from sync_private.manage_target(p_token, true);
  v_refusal := sync_private.reschedule_refusal(v.status, v.visit_id, v.starts_at, v.min_notice_minutes, v.salon_phone);
  if v_refusal is not null then perform sync_private.public_refuse(v_refusal); end if;
  if p_date is null then perform sync_private.public_refuse('Please choose a date.'); end if;
  if coalesce(p_start, '') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' then perform sync_private.public_refuse('Please choose a time.'); end if;
  select * into v_service from public.services s where s.id = v.service_id and not s.deleted and s.is_active;
  if not found then
    perform sync_private.public_refuse('This service can no longer be booked online. Please call the salon.');
  end if;

  perform pg_advisory_xact_lock(hashtextextended('public_book:' || v.salon_id::text, 0));
  v_avail := sync_private.availability(v.salon_id, v.service_id, p_date, null, v.appointment_id, now() at time zone v.time_zone);
  select e.slot into v_slot from jsonb_array_elements(coalesce(v_avail -> 'slots', '[]'::jsonb)) e (slot) where e.slot ->> 'start' = p_start;
  if v_slot is null then
    return jsonb_build_object('status', 'taken', 'message', 'That time was just taken — here are the nearest free times',
                              'times', sync_private.nearest_times(v_avail, p_start));
  end if;
  -- The same technician when she is free then, as the devices' reschedule does.
  v_staff := case when v_slot -> 'staffIds' ? v.staff_id::text then v.staff_id else (v_slot -> 'staffIds' ->> 0)::uuid end;
  v_fits := v_service.processing_minutes > 0 and v_service.processing_minutes < v_service.duration
            and v_service.processing_offset + v_service.processing_minutes <= v_service.duration;
  v_from := ' from ' || to_char(v.appointment_date, 'Dy YYYY-MM-DD') || ' at ' || to_char(v.start_time, 'HH24:MI');
  begin
    update public.appointments a
       set appointment_date = p_date, start_time = p_start::time, end_time = p_start::time + make_interval(mins => v_service.duration),
           staff_id = v_staff,
           processing_offset = case when v_fits then v_service.processing_offset else 0 end,
           processing_minutes = case when v_fits then v_service.processing_minutes else 0 end,
           updated_at = sync_private.server_hlc(a.updated_at),
           field_stamps = sync_private.server_stamps(a.field_stamps,
             array['appointment_date', 'start_time', 'end_time', 'staff_id', 'processing_offset', 'processing_minutes'],
             sync_private.server_hlc(a.updated_at))
     where a.id = v.appointment_id;
  exception when exclusion_violation then
    return jsonb_build_object('status', 'taken', 'message', 'That time was just taken — here are the nearest free times',
                              'times', sync_private.nearest_times(
                                sync_private.availability(v.salon_id, v.service_id, p_date, null, v.appointment_id,
                                                          now() at time zone v.time_zone), p_start));
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
    'sync_private.calling_code_of_zone(text)', 'sync_private.salon_calling_code(text, text)', 'sync_private.phone_key(text, text, text)',
    'sync_private.online_salon(text)', 'sync_private.public_refuse(text)', 'sync_private.span_text(int)',
    'sync_private.public_appointment_json(uuid)', 'sync_private.public_salon_json(uuid)', 'sync_private.nearest_times(jsonb, text)',
    'sync_private.notify_online(text, uuid, text)', 'sync_private.new_manage_token(uuid, uuid)', 'sync_private.manage_target(text, boolean)',
    'sync_private.cancel_refusal(text, timestamptz, int, text)', 'sync_private.reschedule_refusal(text, uuid, timestamptz, int, text)',
    'sync_private.server_stamps(jsonb, text[], text)',
    'public.public_book(text, uuid, date, text, uuid, text, text, text, text)', 'public.public_appointment(text)',
    'public.public_manage_free_times(text, date)', 'public.public_cancel(text)', 'public.public_reschedule(text, date, text)',
    'public.sender_manage_token(uuid)']
  loop
    -- Supabase grants new functions of the public schema to anon and authenticated by default.
    execute format('revoke all on function %s from public, anon, authenticated', f);
  end loop;
end;
$$;
grant execute on function public.public_book(text, uuid, date, text, uuid, text, text, text, text) to anon, authenticated;
grant execute on function public.public_appointment(text) to anon, authenticated;
grant execute on function public.public_manage_free_times(text, date) to anon, authenticated;
grant execute on function public.public_cancel(text) to anon, authenticated;
grant execute on function public.public_reschedule(text, date, text) to anon, authenticated;
grant execute on function public.sender_manage_token(uuid) to service_role;
