-- Written by npm run db:migration from supabase/schemas/ (the current definitions live there).

drop function sync_private.notify_online(text, uuid, text);

CREATE OR REPLACE FUNCTION public.public_book(p_slug text, p_service_id text, p_date text, p_start text, p_staff_id text DEFAULT NULL::text, p_name text DEFAULT NULL::text, p_phone text DEFAULT NULL::text, p_email text DEFAULT NULL::text, p_website text DEFAULT NULL::text, p_phone_key text DEFAULT NULL::text, p_language text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_detail text;
  v_hint text;
begin
  perform sync_private.take_ip_budget('public_change');
  begin
    declare
      v_phone text := btrim(coalesce(p_phone, ''));
      v_email text := nullif(btrim(coalesce(p_email, '')), '');
    begin
      -- A filled honeypot and an empty phone keep the booking's own answers below.
      if coalesce(p_website, '') = '' then
        if v_phone <> '' and v_phone !~ '^[0-9+(). -]{3,}$' then
          perform sync_private.public_refuse('Please enter a valid phone number.');
        end if;
        if v_email is not null and v_email !~ '^(?:[A-Za-z0-9_''+\-]+\.)*[A-Za-z0-9_''+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$' then
          perform sync_private.public_refuse('Please enter a valid email address.');
        end if;
      end if;
      -- The booking itself.
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
        v_key := case when char_length(v_phone) <= 40 then sync_private.booking_phone_key(v_phone, p_phone_key, v_salon.phone, v_salon.time_zone) end;
        if v_key is null then perform sync_private.public_refuse('Please enter a valid phone number.'); end if;
        if v_email is not null and (char_length(v_email) > 320 or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$') then
          perform sync_private.public_refuse('Please enter a valid email address.');
        end if;
        -- The page's language (the browser's, one the app speaks): a new card keeps it for the customer's messages.
        if p_language is not null and p_language not in ('en', 'vi', 'es') then
          perform sync_private.public_refuse('The language must be en, vi or es.');
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
          insert into public.customers (id, salon_id, name, phone, email, phone_key, language, updated_at)
          values (v_customer, v_salon.salon_id, v_name, v_phone, v_email, v_key, p_language, v_hlc);
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
                  else '' end,
          jsonb_strip_nulls(jsonb_build_object('note', case when v_salon.self_booking_status = 'pending' then 'pending' end))
          || case when v_neighbour is not null then jsonb_build_object('samePhoneAs', nullif(v_neighbour, '')) else '{}'::jsonb end);
        return jsonb_build_object('status', 'booked', 'appointment', sync_private.public_appointment_json(v_id),
                                  'salon', sync_private.public_salon_json(v_salon.salon_id),
                                  'manage_token', sync_private.new_manage_token(v_salon.salon_id, v_id),
                                  -- The calendar file's UID, the one the emails' files carry (messages/ics.ts eventUid):
                                  -- a customer who adds both has one event, which an update moves.
                                  'event_uid', v_id::text || '@salon-desk');
      end;
    end;
  exception when others then
    -- Only the refusals in words; any other error is raised as it came.
    if sqlstate not like 'PT%' then
      raise;
    end if;
    get stacked diagnostics v_detail = pg_exception_detail, v_hint = pg_exception_hint;
    return sync_private.public_refusal(sqlstate, sqlerrm, v_detail, v_hint);
  end;
end;
$function$;
revoke all on function public.public_book(text, text, text, text, text, text, text, text, text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.public_book(text, text, text, text, text, text, text, text, text, text, text) to service_role;
grant execute on function public.public_book(text, text, text, text, text, text, text, text, text, text, text) to anon;
grant execute on function public.public_book(text, text, text, text, text, text, text, text, text, text, text) to authenticated;

CREATE OR REPLACE FUNCTION public.public_reschedule(p_token text, p_date text, p_start text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_detail text;
  v_hint text;
begin
  perform sync_private.take_ip_budget('public_change');
  begin
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
      perform sync_private.notify_online('rescheduled', v.appointment_id, v_from,
        jsonb_build_object('from', jsonb_build_object('date', to_char(v.appointment_date, 'YYYY-MM-DD'), 'start', to_char(v.start_time, 'HH24:MI'))));
      return jsonb_build_object('status', 'rescheduled', 'appointment', sync_private.public_appointment_json(v.appointment_id));
    end;
  exception when others then
    -- Only the refusals in words; any other error is raised as it came.
    if sqlstate not like 'PT%' then
      raise;
    end if;
    get stacked diagnostics v_detail = pg_exception_detail, v_hint = pg_exception_hint;
    return sync_private.public_refusal(sqlstate, sqlerrm, v_detail, v_hint);
  end;
end;
$function$;
revoke all on function public.public_reschedule(text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.public_reschedule(text, text, text) to service_role;
grant execute on function public.public_reschedule(text, text, text) to anon;
grant execute on function public.public_reschedule(text, text, text) to authenticated;

CREATE OR REPLACE FUNCTION sync_private.notify_online(p_kind text, p_appointment_id uuid, p_body_suffix text DEFAULT ''::text, p_parts jsonb DEFAULT NULL::jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_a record;
  v_parts text;
begin
  select a.salon_id, a.appointment_date, a.start_time, sv.name as service, coalesce(a.contact_name, c.name) as customer,
         coalesce(a.contact_phone, c.phone) as phone, st.name as staff
    into v_a
    from public.appointments a
    left join public.services sv on sv.id = a.service_id
    left join public.customers c on c.id = a.customer_id
    left join public.staff st on st.id = a.staff_id
   where a.id = p_appointment_id;
  v_parts := (jsonb_build_object('about', p_kind,
                                 'appt', jsonb_build_object('service', nullif(v_a.service, ''), 'customer', nullif(v_a.customer, ''), 'staff', nullif(v_a.staff, ''),
                                                            'date', to_char(v_a.appointment_date, 'YYYY-MM-DD'), 'start', to_char(v_a.start_time, 'HH24:MI')))
              || coalesce(p_parts, '{}'::jsonb))::text;
  insert into public.notifications (id, salon_id, kind, source, title, body, body_parts, appointment_id, call_id, phone, at, read, updated_at)
  values (gen_random_uuid(), v_a.salon_id, p_kind, 'booking_page',
          case p_kind when 'booking' then 'New booking' when 'rescheduled' then 'Appointment moved' else 'Appointment cancelled' end,
          left(format('%s for %s%s', coalesce(nullif(v_a.service, ''), 'Appointment'), coalesce(nullif(v_a.customer, ''), 'a customer'),
                      case when p_kind = 'rescheduled' then p_body_suffix || ' to ' else ', ' end)
               || to_char(v_a.appointment_date, 'Dy YYYY-MM-DD') || ' at ' || to_char(v_a.start_time, 'HH24:MI')
               || coalesce(' with ' || nullif(v_a.staff, ''), '')
               || case when p_kind = 'rescheduled' then '' else p_body_suffix end, 4000),
          case when char_length(v_parts) <= 2000 then v_parts end,
          p_appointment_id, null, left(v_a.phone, 40), sync_private.iso_instant(now()), false, sync_private.server_hlc());
end;
$function$;
revoke all on function sync_private.notify_online(text, uuid, text, jsonb) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION sync_private.notify_delivery_failed(p_m customer_messages, p_reason text)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_who text;
  v_phone text;
  v_when text;
  v_parts text;
begin
  select coalesce(nullif(c.name, ''), 'the customer'), left(c.phone, 40),
         to_char(a.appointment_date, 'Dy YYYY-MM-DD') || ' at ' || to_char(a.start_time, 'HH24:MI'),
         -- The same in parts, so the owner's device writes the sentence in her language.
         jsonb_build_object('about', 'failed', 'message', p_m.kind, 'channel', p_m.channel, 'customer', nullif(c.name, ''),
                            'date', to_char(a.appointment_date, 'YYYY-MM-DD'), 'start', to_char(a.start_time, 'HH24:MI'), 'reason', left(p_reason, 1000))::text
    into v_who, v_phone, v_when, v_parts
    from public.appointments a left join public.customers c on c.id = a.customer_id
   where a.id = p_m.appointment_id;
  insert into public.notifications
    (id, salon_id, kind, source, title, body, body_parts, appointment_id, call_id, phone, at, read, updated_at)
  values (gen_random_uuid(), p_m.salon_id, 'delivery_failed', 'server', 'Message not delivered',
          left(format('The %s %s to %s for %s was not delivered: %s',
                      case p_m.kind when 'cancellation' then 'cancellation notice' else p_m.kind end,
                      case p_m.channel when 'sms' then 'text' else 'email' end,
                      v_who, coalesce(v_when, 'an appointment'), p_reason), 4000),
          case when char_length(v_parts) <= 2000 then v_parts end,
          p_m.appointment_id, null, v_phone, sync_private.iso_instant(now()), false, sync_private.server_hlc());
end;
$function$;
revoke all on function sync_private.notify_delivery_failed(customer_messages, text) from public, anon, authenticated, service_role;
