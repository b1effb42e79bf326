-- A client's phone number gives a stranger nothing of theirs (issue 23). The booking page used to
-- find the client's card by the phone's key alone, add the email it was given to a card that had
-- none, and send every later message of that card there: a stranger who typed a client's number
-- received her confirmations, reminders and manage links. Now:
--   * an appointment keeps the name, phone and email it was booked with (contact_*), and its
--     messages go only there (a booking from before has none and keeps using its card);
--   * the page never changes a card: it books onto an existing card only when the name and email
--     given are the card's own (sync_private.same_contact, as src/domain/booking-contact.ts), and
--     otherwise makes a card of its own beside it, which the owner is told of and can merge;
--   * the owner's notification names the new card's neighbour; the customer is told nothing of it.

alter table public.appointments
  add column contact_name text
    constraint appointments_contact_name_limits check (char_length(contact_name) <= 120),
  add column contact_phone text
    constraint appointments_contact_phone_limits check (char_length(contact_phone) <= 40)
    constraint appointments_contact_phone_format check (contact_phone ~ '^[0-9+(). -]{3,}$'),
  add column contact_email text
    constraint appointments_contact_email_limits check (char_length(contact_email) <= 320)
    constraint appointments_contact_email_format check (contact_email ~ '^(?:[A-Za-z0-9_''+\-]+\.)*[A-Za-z0-9_''+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$');

-- sameContact() of src/domain/booking-contact.ts: names that agree (equal, or one the other's
-- leading words, case and spacing ignored) and no email or the card's own. lower() folds ASCII
-- alike everywhere; where a database's collation folds fewer letters than JavaScript, the answer
-- is "another person", the safe side.
create or replace function sync_private.same_contact(p_card_name text, p_card_email text, p_name text, p_email text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select x <> '' and y <> '' and (x = y or left(x, char_length(y) + 1) = y || ' ' or left(y, char_length(x) + 1) = x || ' ')
     and (coalesce(btrim(p_email), '') = '' or lower(btrim(p_email)) = lower(btrim(coalesce(p_card_email, ''))))
    from (select lower(regexp_replace(btrim(coalesce(p_card_name, '')), '\s+', ' ', 'g')) as x,
                 lower(regexp_replace(btrim(coalesce(p_name, '')), '\s+', ' ', 'g')) as y) n
$$;
revoke all on function sync_private.same_contact(text, text, text, text) from public, anon, authenticated;

-- The owner's feed, as before (20261125000905), naming the booking's own contact.
create or replace function sync_private.notify_online(p_kind text, p_appointment_id uuid, p_body_suffix text default '')
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_a record;
begin
  select a.salon_id, a.appointment_date, a.start_time, sv.name as service, coalesce(a.contact_name, c.name) as customer,
         coalesce(a.contact_phone, c.phone) as phone, st.name as staff
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
revoke all on function sync_private.notify_online(text, uuid, text) from public, anon, authenticated;

-- book_online as 20261125000910 made it, but for the customer card and the contact (see above).
create or replace function sync_private.book_online(
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
  v_neighbour text;
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

  -- The card whose name and email are the ones given (the oldest such), else a new one. No card
  -- is ever changed from here; the owner merges cards she knows are one person.
  select c.id into v_customer from public.customers c
   where c.salon_id = v_salon.salon_id and c.phone_key = v_key and not c.deleted
     and sync_private.same_contact(c.name, c.email, v_name, v_email)
   order by c.updated_at collate "C", c.id limit 1;
  v_hlc := sync_private.server_hlc();
  if v_customer is null then
    select c.name into v_neighbour from public.customers c
     where c.salon_id = v_salon.salon_id and c.phone_key = v_key and not c.deleted order by c.updated_at collate "C", c.id limit 1;
    v_customer := gen_random_uuid();
    insert into public.customers (id, salon_id, name, phone, email, phone_key, updated_at)
    values (v_customer, v_salon.salon_id, v_name, v_phone, v_email, v_key, v_hlc);
  end if;

  begin
    insert into public.appointments (id, salon_id, customer_id, staff_id, service_id, appointment_date, start_time, end_time,
                                     notes, status, processing_offset, processing_minutes, contact_name, contact_phone, contact_email,
                                     updated_at)
    values (v_id, v_salon.salon_id, v_customer, v_staff, v_service_id, v_date, p_start::time,
            p_start::time + make_interval(mins => v_service.duration), null, v_salon.self_booking_status,
            -- The service's processing time as processingOf copies it (its CHECK keeps it inside the service).
            case when v_service.processing_minutes > 0 then v_service.processing_offset else 0 end, v_service.processing_minutes,
            v_name, v_phone, v_email, v_hlc);
  exception when exclusion_violation then
    -- A device's booking of the same member landed meanwhile (it takes no lock of ours).
    return sync_private.taken_answer(sync_private.availability(v_salon.salon_id, v_service_id, v_date, v_staff_id, null, v_now), p_start);
  end;
  insert into sync_private.online_bookings_log (salon_id, phone_key) values (v_salon.salon_id, v_key);
  perform sync_private.notify_online('booking', v_id,
    case when v_salon.self_booking_status = 'pending' then ' — waiting for your approval' else '' end
    || case when v_neighbour is not null
            then format(' — same phone as %s''s card; a new card was made (Clients → Merge if they are one person)', coalesce(nullif(v_neighbour, ''), 'another client'))
            else '' end);
  return jsonb_build_object('status', 'booked', 'appointment', sync_private.public_appointment_json(v_id),
                            'salon', sync_private.public_salon_json(v_salon.salon_id),
                            'manage_token', sync_private.new_manage_token(v_salon.salon_id, v_id));
end;
$$;
revoke all on function sync_private.book_online(text, text, text, text, text, text, text, text, text) from public, anon, authenticated;

-- The sender's claim (20261124001060, moved to sync_private.claim_messages by 20261126000220) with
-- the recipient taken from the appointment's own contact.
create or replace function sync_private.claim_messages(p_now timestamptz, p_limit int, p_lease_seconds int default 120)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  c_interrupted constant text :=
    'The sender stopped while sending it, so it may not have gone out. Use Send again if the customer did not get it.';
  v_m public.customer_messages;
  v_out jsonb;
begin
  if p_now is null or p_limit is null or p_limit < 1 or p_limit > 1000
     or p_lease_seconds is null or p_lease_seconds < 1 or p_lease_seconds > 3600 then
    raise exception using errcode = '22023', message = 'sender_claim: p_now, p_limit 1..1000 and p_lease_seconds 1..3600 are required';
  end if;

  for v_m in
    update public.customer_messages m
       set status = 'failed', last_error = c_interrupted, claimed_until = null,
           updated_at = sync_private.server_hlc(m.updated_at)
     where m.status = 'sending' and m.claimed_until < p_now
    returning m.*
  loop
    perform sync_private.notify_delivery_failed(v_m, c_interrupted);
  end loop;

  with due as (
    select m.id from public.customer_messages m
     where m.status = 'queued' and m.due_at collate "C" <= sync_private.iso_instant(p_now)
     order by m.due_at collate "C"
     limit p_limit
       for update skip locked
  ), claimed as (
    update public.customer_messages m
       set status = 'sending', attempts = m.attempts + 1,
           claimed_until = p_now + make_interval(secs => p_lease_seconds),
           updated_at = sync_private.server_hlc(m.updated_at)
      from due where m.id = due.id
    returning m.*
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'message', to_jsonb(c) - 'field_stamps' - 'claimed_until',
           'appointment', jsonb_build_object('id', a.id, 'date', a.appointment_date, 'start_time', coalesce(v.first_start, a.start_time),
                                             'end_time', coalesce(v.last_end, a.end_time), 'status', a.status, 'deleted', a.deleted,
                                             'version', a.version),
           -- The booking's own contact (issue 23); a booking from before has none and keeps its card's.
           'customer', case when a.contact_phone is not null
                              then jsonb_build_object('name', a.contact_name, 'phone', a.contact_phone,
                                                      'phone_key', sync_private.phone_key(a.contact_phone, sa.phone, sa.time_zone),
                                                      'email', a.contact_email)
                            else jsonb_build_object('name', cu.name, 'phone', cu.phone, 'phone_key', cu.phone_key, 'email', cu.email) end,
           'service', case when v.names is not null
                             then jsonb_build_object('name', v.names, 'duration', extract(epoch from v.last_end - v.first_start) / 60, 'price', v.price)
                           when sv.id is null then null
                           else jsonb_build_object('name', sv.name, 'duration', sv.duration, 'price', sv.price) end,
           'staff', case when v.staff_names is not null then jsonb_build_object('name', v.staff_names)
                         when st.id is null then null else jsonb_build_object('name', st.name) end,
           'salon', jsonb_build_object('id', sa.id, 'name', sa.name, 'address', sa.address, 'phone', sa.phone,
                                       'email', sa.email, 'time_zone', sa.time_zone),
           'settings', to_jsonb(ms) - 'field_stamps'
         ) order by c.due_at collate "C"), '[]'::jsonb)
    into v_out
    from claimed c
    join public.appointments a on a.id = c.appointment_id
    join public.salons sa on sa.id = c.salon_id
    left join public.customers cu on cu.id = a.customer_id
    left join public.services sv on sv.id = a.service_id
    left join public.staff st on st.id = a.staff_id
    left join public.message_settings ms on ms.salon_id = c.salon_id and not ms.deleted
    left join lateral (
      select string_agg(s2.name, ' + ' order by p.start_time) as names, min(p.start_time) as first_start,
             max(p.end_time) as last_end, sum(s2.price) as price, string_agg(distinct st2.name, ' and ') as staff_names
        from public.appointments p
        join public.services s2 on s2.id = p.service_id
        left join public.staff st2 on st2.id = p.staff_id
       where a.visit_id is not null and p.visit_id = a.visit_id and not p.deleted
    ) v on true;
  return v_out;
end;
$$;

revoke all on function sync_private.claim_messages(timestamptz, int, int) from public, anon, authenticated, service_role;
