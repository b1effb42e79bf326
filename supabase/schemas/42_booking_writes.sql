-- public_book: a customer books online (no login): checked, matched to her card by phone key,
-- and written as an appointment the salon's devices pull.

CREATE OR REPLACE FUNCTION sync_private.taken_answer(p_availability jsonb, p_start text)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object('status', 'taken', 'message', 'That time was just taken — here are the nearest free times',
    'times', coalesce(jsonb_agg(jsonb_build_object('start', x.start, 'end', x.finish) order by x.start), '[]'::jsonb))
    from (
      select e.slot ->> 'start' as start, e.slot ->> 'end' as finish
        from jsonb_array_elements(coalesce(p_availability -> 'slots', '[]'::jsonb)) e (slot)
       order by abs(extract(epoch from ((e.slot ->> 'start')::time - coalesce(p_start, '12:00')::time))), e.slot ->> 'start'
       limit 6
    ) x
$function$;
revoke all on function sync_private.taken_answer(p_availability jsonb, p_start text) from public, anon, authenticated, service_role;

-- A customer books from the booking page, without a login, spending one call of her address's
-- public_change budget. A refusal comes back in words (public_refusal); any other error as it came.
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
revoke all on function public.public_book(p_slug text, p_service_id text, p_date text, p_start text, p_staff_id text, p_name text, p_phone text, p_email text, p_website text, p_phone_key text, p_language text) from public, anon, authenticated, service_role;
grant execute on function public.public_book(p_slug text, p_service_id text, p_date text, p_start text, p_staff_id text, p_name text, p_phone text, p_email text, p_website text, p_phone_key text, p_language text) to service_role;
grant execute on function public.public_book(p_slug text, p_service_id text, p_date text, p_start text, p_staff_id text, p_name text, p_phone text, p_email text, p_website text, p_phone_key text, p_language text) to anon;
grant execute on function public.public_book(p_slug text, p_service_id text, p_date text, p_start text, p_staff_id text, p_name text, p_phone text, p_email text, p_website text, p_phone_key text, p_language text) to authenticated;
