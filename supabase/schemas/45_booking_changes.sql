-- A customer cancels or reschedules from her manage link, within the salon's notice rules.

CREATE OR REPLACE FUNCTION sync_private.manage_target(p_token text, p_lock boolean)
 RETURNS TABLE(appointment_id uuid, salon_id uuid, service_id uuid, staff_id uuid, status text, visit_id uuid, starts_at timestamp with time zone, appointment_date date, start_time time without time zone, time_zone text, min_notice_minutes integer, max_advance_days integer, slot_interval integer, cancel_notice_minutes integer, salon_phone text)
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function sync_private.manage_target(p_token text, p_lock boolean) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION sync_private.cancel_refusal(p_status text, p_starts_at timestamp with time zone, p_cancel_notice integer, p_phone text)
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select case
    when p_status = 'canceled' then 'This appointment is cancelled.'
    when p_status not in ('pending', 'confirmed') then 'This appointment can no longer be changed online.'
    when p_starts_at - make_interval(mins => p_cancel_notice) < now() then
      format('Online cancellation closes %s before the appointment. Please call the salon%s to cancel.',
             sync_private.span_text(p_cancel_notice), coalesce(' at ' || nullif(btrim(p_phone), ''), ''))
  end
$function$;
revoke all on function sync_private.cancel_refusal(p_status text, p_starts_at timestamp with time zone, p_cancel_notice integer, p_phone text) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION sync_private.reschedule_refusal(p_status text, p_visit_id uuid, p_starts_at timestamp with time zone, p_notice integer, p_phone text)
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select case
    when p_status = 'canceled' then 'This appointment is cancelled.'
    when p_status not in ('pending', 'confirmed') then 'This appointment can no longer be changed online.'
    when p_visit_id is not null then
      format('This visit has several services. Please call the salon%s to move it.', coalesce(' at ' || nullif(btrim(p_phone), ''), ''))
    when p_starts_at - make_interval(mins => p_notice) < now() or p_starts_at < now() then
      format('Online changes close %s before the appointment. Please call the salon%s to change it.',
             sync_private.span_text(greatest(p_notice, 0)), coalesce(' at ' || nullif(btrim(p_phone), ''), ''))
  end
$function$;
revoke all on function sync_private.reschedule_refusal(p_status text, p_visit_id uuid, p_starts_at timestamp with time zone, p_notice integer, p_phone text) from public, anon, authenticated, service_role;

-- Cancels the manage link's appointment (its whole visit), within the salon's notice (public_change budget).
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
revoke all on function public.public_cancel(p_token text) from public, anon, authenticated, service_role;
grant execute on function public.public_cancel(p_token text) to service_role;
grant execute on function public.public_cancel(p_token text) to anon;
grant execute on function public.public_cancel(p_token text) to authenticated;

-- Moves the manage link's appointment to a free time, within the salon's notice (public_change budget).
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
revoke all on function public.public_reschedule(p_token text, p_date text, p_start text) from public, anon, authenticated, service_role;
grant execute on function public.public_reschedule(p_token text, p_date text, p_start text) to service_role;
grant execute on function public.public_reschedule(p_token text, p_date text, p_start text) to anon;
grant execute on function public.public_reschedule(p_token text, p_date text, p_start text) to authenticated;
