-- What the public booking page reads without a login: the salon and its services, free times,
-- and an appointment by its manage token.

CREATE OR REPLACE FUNCTION public.public_booking_page(p_slug text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_detail text;
  v_hint text;
begin
  perform sync_private.take_ip_budget('public_read');
  begin
    declare
      v_salon_id uuid := sync_private.public_salon_of(p_slug);
      v_rules record;
    begin
      select * into v_rules from sync_private.booking_rules(v_salon_id);
      return (
        select jsonb_build_object(
          'salon', jsonb_build_object('name', s.name, 'address', s.address, 'phone', s.phone, 'time_zone', s.time_zone),
          'hours', (
            -- effectiveHours: the saved row of each weekday, else the product's default hours.
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
revoke all on function public.public_booking_page(p_slug text) from public, anon, authenticated, service_role;
grant execute on function public.public_booking_page(p_slug text) to service_role;
grant execute on function public.public_booking_page(p_slug text) to anon;
grant execute on function public.public_booking_page(p_slug text) to authenticated;

-- A day's free times for a service, optionally with one member (public_read budget).
CREATE OR REPLACE FUNCTION public.public_free_times(p_slug text, p_service_id text, p_date text, p_staff_id text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_detail text;
  v_hint text;
begin
  perform sync_private.take_ip_budget('public_read');
  begin
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
revoke all on function public.public_free_times(p_slug text, p_service_id text, p_date text, p_staff_id text) from public, anon, authenticated, service_role;
grant execute on function public.public_free_times(p_slug text, p_service_id text, p_date text, p_staff_id text) to service_role;
grant execute on function public.public_free_times(p_slug text, p_service_id text, p_date text, p_staff_id text) to anon;
grant execute on function public.public_free_times(p_slug text, p_service_id text, p_date text, p_staff_id text) to authenticated;

-- An appointment by its manage link's token, with what the customer may still do (public_read budget).
CREATE OR REPLACE FUNCTION public.public_appointment(p_token text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_detail text;
  v_hint text;
begin
  perform sync_private.take_ip_budget('public_read');
  begin
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
        'today', to_char(now() at time zone v.time_zone, 'YYYY-MM-DD'),
        -- The card's language: the page starts in it unless the customer's device chose one.
        'language', (select c.language from public.appointments a join public.customers c on c.id = a.customer_id
                      where a.id = v.appointment_id));
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
revoke all on function public.public_appointment(p_token text) from public, anon, authenticated, service_role;
grant execute on function public.public_appointment(p_token text) to service_role;
grant execute on function public.public_appointment(p_token text) to anon;
grant execute on function public.public_appointment(p_token text) to authenticated;

-- The free times a manage link may move its appointment to, on one day (public_read budget).
CREATE OR REPLACE FUNCTION public.public_manage_free_times(p_token text, p_date text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_detail text;
  v_hint text;
begin
  perform sync_private.take_ip_budget('public_read');
  begin
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
revoke all on function public.public_manage_free_times(p_token text, p_date text) from public, anon, authenticated, service_role;
grant execute on function public.public_manage_free_times(p_token text, p_date text) to service_role;
grant execute on function public.public_manage_free_times(p_token text, p_date text) to anon;
grant execute on function public.public_manage_free_times(p_token text, p_date text) to authenticated;
