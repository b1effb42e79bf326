-- Each public booking change (book, cancel, reschedule) was two functions: the budgeted one
-- anon calls, wrapping the one that does the work (renamed to *_unbudgeted when the per-IP budget was put in front of it).
-- Now one function each, its work inline inside the same refusal handler, so it reads in one
-- place; what it does and answers is unchanged. Written by npm run db:migration from supabase/schemas/.

drop function sync_private.public_book_unbudgeted(text, text, text, text, text, text, text, text, text, text);

drop function sync_private.public_cancel_unbudgeted(text);

drop function sync_private.public_reschedule_unbudgeted(text, text, text);

CREATE OR REPLACE FUNCTION public.public_book(p_slug text, p_service_id text, p_date text, p_start text, p_staff_id text DEFAULT NULL::text, p_name text DEFAULT NULL::text, p_phone text DEFAULT NULL::text, p_email text DEFAULT NULL::text, p_website text DEFAULT NULL::text, p_phone_key text DEFAULT NULL::text)
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
            -- A filled honeypot and an empty phone keep book_online's own answers.
            if coalesce(p_website, '') = '' then
              if v_phone <> '' and v_phone !~ '^[0-9+(). -]{3,}$' then
                perform sync_private.public_refuse('Please enter a valid phone number.');
              end if;
              if v_email is not null and v_email !~ '^(?:[A-Za-z0-9_''+\-]+\.)*[A-Za-z0-9_''+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$' then
                perform sync_private.public_refuse('Please enter a valid email address.');
              end if;
            end if;
            return sync_private.book_online(p_slug, p_service_id, p_date, p_start, p_staff_id, p_name, p_phone, p_email, p_website, p_phone_key);
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
revoke all on function public.public_book(text, text, text, text, text, text, text, text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.public_book(text, text, text, text, text, text, text, text, text, text) to service_role;
grant execute on function public.public_book(text, text, text, text, text, text, text, text, text, text) to anon;
grant execute on function public.public_book(text, text, text, text, text, text, text, text, text, text) to authenticated;

CREATE OR REPLACE FUNCTION public.public_cancel(p_token text)
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
revoke all on function public.public_cancel(text) from public, anon, authenticated, service_role;
grant execute on function public.public_cancel(text) to service_role;
grant execute on function public.public_cancel(text) to anon;
grant execute on function public.public_cancel(text) to authenticated;

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
            perform sync_private.notify_online('rescheduled', v.appointment_id, v_from);
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
