-- Free times in SQL, the same rules as the app's availability code: opening hours, staff
-- patterns and schedules, breaks, time off, processing gaps and booking rules.

CREATE OR REPLACE FUNCTION sync_private.minute_of(p_time time without time zone)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select case when p_time is null or p_time >= time '24:00' then null
              else (extract(hour from p_time) * 60 + extract(minute from p_time))::integer end
$function$;
revoke all on function sync_private.minute_of(p_time time without time zone) from public, anon, authenticated, service_role;

-- 'HH:MM' of a minute of the day (fromMinutes).
CREATE OR REPLACE FUNCTION sync_private.hhmm(p_minute integer)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select lpad((p_minute / 60)::text, 2, '0') || ':' || lpad((p_minute % 60)::text, 2, '0')
$function$;
revoke all on function sync_private.hhmm(p_minute integer) from public, anon, authenticated, service_role;

-- The parts of [p_start, p_end) the technician works (handsOn): all of it, or what lies before and
-- after the processing gap, clamped to it; a gap leaving no work counts as none.
CREATE OR REPLACE FUNCTION sync_private.worked_parts(p_start integer, p_end integer, p_offset integer, p_minutes integer)
 RETURNS TABLE(s integer, e integer)
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  with gap as (
    select least(p_start + p_offset, p_end) as gs, least(p_start + p_offset + p_minutes, p_end) as ge
  ), parts as (
    select p_start as s, gs as e, 1 as n from gap where p_start < gs
    union all
    select ge, p_end, 2 from gap where ge < p_end
  )
  select p_start, p_end where coalesce(p_minutes, 0) <= 0 or coalesce(p_offset, -1) < 0 or not exists (select 1 from parts)
  union all
  select parts.s, parts.e from parts where coalesce(p_minutes, 0) > 0 and coalesce(p_offset, -1) >= 0
$function$;
revoke all on function sync_private.worked_parts(p_start integer, p_end integer, p_offset integer, p_minutes integer) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION sync_private.opening_minutes(p_salon_id uuid, p_dow integer, OUT open_minute integer, OUT close_minute integer)
 RETURNS record
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  v_row record;
begin
  select h.is_closed, sync_private.minute_of(h.open_time) as o, sync_private.minute_of(h.close_time) as c
    into v_row
    from public.business_hours h
   where h.salon_id = p_salon_id and h.day_of_week = p_dow and not h.deleted
   order by h.updated_at collate "C" desc
   limit 1;
  if not found then
    open_minute := (array[600, 540, 540, 540, 540, 540, 480])[p_dow + 1];
    close_minute := (array[960, 1080, 1080, 1080, 1140, 1140, 1020])[p_dow + 1];
  elsif not v_row.is_closed and v_row.o is not null and v_row.c is not null and v_row.o < v_row.c then
    open_minute := v_row.o;
    close_minute := v_row.c;
  end if;
end;
$function$;
revoke all on function sync_private.opening_minutes(p_salon_id uuid, p_dow integer, OUT open_minute integer, OUT close_minute integer) from public, anon, authenticated, service_role;

-- The salon's booking rules (bookingRulesOf): the saved row, or no notice, 90 days, hourly.
CREATE OR REPLACE FUNCTION sync_private.booking_rules(p_salon_id uuid, OUT min_notice_minutes integer, OUT max_advance_days integer, OUT slot_interval integer)
 RETURNS record
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(r.min_notice_minutes, 0), coalesce(r.max_advance_days, 90),
         case when r.slot_interval in (15, 30) then r.slot_interval else 60 end
    from (select 1) one
    left join public.booking_settings r on r.salon_id = p_salon_id and not r.deleted
$function$;
revoke all on function sync_private.booking_rules(p_salon_id uuid, OUT min_notice_minutes integer, OUT max_advance_days integer, OUT slot_interval integer) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION sync_private.availability(p_salon_id uuid, p_service_id uuid, p_date date, p_staff_id uuid DEFAULT NULL::uuid, p_ignore_appointment_id uuid DEFAULT NULL::uuid, p_now timestamp without time zone DEFAULT NULL::timestamp without time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  v_service record;
  v_rules record;
  v_now timestamp := p_now;
  v_now_date date;
  v_now_minute integer;
  v_days integer;
  v_limits jsonb := '{}';
  v_passed_minute integer;
  v_notice_minute integer;
  v_open integer;
  v_close integer;
  v_eligible uuid[];
  v_members uuid[];
  v_starts integer[];
  v_ends integer[];
  v_any_away boolean;
  v_work_s integer[];
  v_work_e integer[];
  v_first integer;
  v_last integer;
  v_slots jsonb;
  v_passed boolean;
  v_too_soon boolean;
  v_minute integer;
  v_answer jsonb;
begin
  select s.duration, s.buffer_minutes, s.is_active, s.processing_offset, s.processing_minutes
    into v_service
    from public.services s
   where s.id = p_service_id and s.salon_id = p_salon_id and not s.deleted;
  if not found then
    raise exception using errcode = 'P0002', message = 'unknown service';
  end if;
  select * into v_rules from sync_private.booking_rules(p_salon_id);
  if v_now is null then
    select now() at time zone s.time_zone into v_now from public.salons s where s.id = p_salon_id;
  end if;
  v_now_date := v_now::date;
  v_now_minute := extract(hour from v_now)::integer * 60 + extract(minute from v_now)::integer;
  v_days := p_date - v_now_date;
  v_answer := jsonb_build_object('date', to_char(p_date, 'YYYY-MM-DD'), 'slots', '[]'::jsonb);

  -- What the new booking keeps its technician busy for, from its start: the service around its
  -- processing gap (the DB's CHECKs make every stored processing time one the domain accepts),
  -- then the cleanup buffer.
  select array_agg(w.s order by w.s), array_agg(w.e order by w.s) into v_work_s, v_work_e
    from (select p.s, p.e from sync_private.worked_parts(0, v_service.duration, v_service.processing_offset, v_service.processing_minutes) p
          union all
          select v_service.duration, v_service.duration + v_service.buffer_minutes where v_service.buffer_minutes > 0) w;

  -- The day's reasons, in the domain's order (prepareDay).
  if not v_service.is_active then
    return v_answer || '{"reason": "service_hidden"}';
  end if;
  if p_date < v_now_date then
    return v_answer || '{"reason": "past_date"}';
  end if;
  if v_days > v_rules.max_advance_days then
    return v_answer || jsonb_build_object('reason', 'too_far_ahead',
      'lastBookableDate', to_char(v_now_date + v_rules.max_advance_days, 'YYYY-MM-DD'));
  end if;
  if v_days = 0 then
    v_passed_minute := v_now_minute;
  end if;
  if v_rules.min_notice_minutes > 0 then
    v_notice_minute := v_now_minute + v_rules.min_notice_minutes - v_days * 1440;
    if v_notice_minute > 0 then
      v_minute := v_now_minute + v_rules.min_notice_minutes;
      v_limits := jsonb_build_object('earliest', jsonb_build_object(
        'date', to_char(v_now_date + v_minute / 1440, 'YYYY-MM-DD'), 'time', sync_private.hhmm(v_minute % 1440)));
    end if;
  end if;
  v_answer := v_answer || v_limits;

  select o.open_minute, o.close_minute into v_open, v_close
    from sync_private.opening_minutes(p_salon_id, extract(dow from p_date)::integer) o;
  if v_open is null then
    return v_answer || '{"reason": "closed"}';
  end if;

  -- Active members linked to the service, in the device's staff order (by id).
  select array_agg(st.id order by st.id) into v_eligible
    from public.staff st
   where st.salon_id = p_salon_id and not st.deleted and st.is_active
     and (p_staff_id is null or st.id = p_staff_id)
     and exists (select 1 from public.staff_services l
                  where l.service_id = p_service_id and l.staff_id = st.id and l.salon_id = p_salon_id and not l.deleted);
  if v_eligible is null then
    return v_answer || '{"reason": "no_staff_for_service"}';
  end if;

  -- Who of them works that date (a readable, forward shift, not a day off) and is not away.
  -- A dated row (an exception, even a deleted one's absence aside) wins; else the member's
  -- regular week (src/domain/patterns.ts effectiveSchedules).
  with dated as (
    select sc.staff_id, sc.start_time, sc.end_time, sc.is_day_off
      from public.staff_schedules sc
     where sc.staff_id = any (v_eligible) and sc.date = p_date and sc.salon_id = p_salon_id and not sc.deleted
  ), regular as (
    select p.staff_id, p.start_time, p.end_time, p.is_day_off
      from public.staff_patterns p
     where p.staff_id = any (v_eligible) and p.day_of_week = extract(dow from p_date)::integer and p.salon_id = p_salon_id
       and not p.deleted and not exists (select 1 from dated d where d.staff_id = p.staff_id)
  ), shift as (
    select x.staff_id, sync_private.minute_of(x.start_time) as s, sync_private.minute_of(x.end_time) as e
      from (select * from dated union all select * from regular) x
     where not x.is_day_off
  ), away as (
    select distinct t.staff_id
      from public.staff_time_off t
     where t.staff_id = any (v_eligible) and t.salon_id = p_salon_id and not t.deleted
       and t.start_date <= p_date and p_date <= t.end_date
  )
  select array_agg(m.id order by m.id) filter (where sh.s < sh.e and aw.staff_id is null),
         array_agg(sh.s order by m.id) filter (where sh.s < sh.e and aw.staff_id is null),
         array_agg(sh.e order by m.id) filter (where sh.s < sh.e and aw.staff_id is null),
         bool_or(aw.staff_id is not null)
    into v_members, v_starts, v_ends, v_any_away
    from unnest(v_eligible) m(id)
    left join shift sh on sh.staff_id = m.id
    left join away aw on aw.staff_id = m.id;
  if v_members is null then
    return v_answer || jsonb_build_object('reason', case when v_any_away then 'staff_time_off' else 'no_staff_working' end);
  end if;

  -- Candidate starts: the spec's hourly 09:00–18:00, or a finer grid across the opening hours.
  if v_rules.slot_interval = 60 then
    v_first := 540;
    v_last := 1080;
  else
    v_first := ((v_open + v_rules.slot_interval - 1) / v_rules.slot_interval) * v_rules.slot_interval;
    v_last := v_close - 1;
  end if;

  with member as (
    select * from unnest(v_members, v_starts, v_ends) with ordinality as m(id, s, e, ord)
  ), work as (
    select * from unnest(v_work_s, v_work_e) as w(s, e)
  ), appointment as (
    select a.staff_id, sync_private.minute_of(a.start_time) as s, sync_private.minute_of(a.end_time) as e,
           a.processing_offset, a.processing_minutes, sv.buffer_minutes
      from public.appointments a
      left join public.services sv on sv.id = a.service_id and sv.salon_id = p_salon_id
     where a.salon_id = p_salon_id and a.appointment_date = p_date and a.staff_id = any (v_members)
       and not a.deleted and a.status in ('pending', 'confirmed')
       and (p_ignore_appointment_id is null or a.id <> p_ignore_appointment_id)
  ), busy as (
    -- Each booking less its own gap; one whose times cannot be read blocks the whole day.
    select a.staff_id, p.s, p.e from appointment a cross join lateral sync_private.worked_parts(a.s, a.e, a.processing_offset, a.processing_minutes) p
     where a.s < a.e
    union all
    select a.staff_id, 0, 1440 from appointment a where not coalesce(a.s < a.e, false)
    union all
    -- Its service's cleanup buffer after it (after the whole day when unreadable).
    select a.staff_id, case when a.s < a.e then a.e else 1440 end, case when a.s < a.e then a.e else 1440 end + a.buffer_minutes
      from appointment a where a.buffer_minutes > 0
    union all
    -- Daily breaks, every working day; an unreadable one blocks the day.
    select b.staff_id,
           case when sync_private.minute_of(b.start_time) < sync_private.minute_of(b.end_time) then sync_private.minute_of(b.start_time) else 0 end,
           case when sync_private.minute_of(b.start_time) < sync_private.minute_of(b.end_time) then sync_private.minute_of(b.end_time) else 1440 end
      from public.staff_breaks b
     where b.staff_id = any (v_members) and b.salon_id = p_salon_id and not b.deleted
  ), fit as (
    -- Within the opening hours and the member's shift; its working times and buffer meet nothing busy.
    select c.t, array_agg(m.id order by m.ord) as ids
      from generate_series(v_first, v_last, v_rules.slot_interval) c(t)
      join member m on c.t >= m.s and c.t + v_service.duration <= m.e
     where c.t >= v_open and c.t + v_service.duration <= v_close
       and not exists (select 1 from busy b cross join work w
                        where b.staff_id = m.id and c.t + w.s < b.e and b.s < c.t + w.e)
     group by c.t
  ), judged as (
    select f.t, f.ids,
           case when f.t < v_passed_minute then 'passed'
                when f.t < v_notice_minute then 'too_soon' end as clock
      from fit f
  )
  select coalesce(jsonb_agg(jsonb_build_object('start', sync_private.hhmm(j.t), 'end', sync_private.hhmm(j.t + v_service.duration),
                                               'staffIds', to_jsonb(j.ids)) order by j.t) filter (where j.clock is null), '[]'::jsonb),
         coalesce(bool_or(j.clock = 'passed'), false),
         coalesce(bool_or(j.clock = 'too_soon'), false)
    into v_slots, v_passed, v_too_soon
    from judged j;

  -- Too soon wins over passed: the starts that have not passed are the ones the notice holds back.
  return v_answer || jsonb_build_object('slots', v_slots, 'reason',
    case when jsonb_array_length(v_slots) > 0 then null
         when v_too_soon then 'too_soon' when v_passed then 'no_time_left' else 'fully_booked' end);
end;
$function$;
revoke all on function sync_private.availability(p_salon_id uuid, p_service_id uuid, p_date date, p_staff_id uuid, p_ignore_appointment_id uuid, p_now timestamp without time zone) from public, anon, authenticated, service_role;
grant execute on function sync_private.availability(p_salon_id uuid, p_service_id uuid, p_date date, p_staff_id uuid, p_ignore_appointment_id uuid, p_now timestamp without time zone) to service_role;

-- "1 hour", "2 hours", "24 hours", "90 minutes": how long before a visit a rule closes.
CREATE OR REPLACE FUNCTION sync_private.span_text(p_minutes integer)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when p_minutes % 60 = 0 then (p_minutes / 60)::text || case when p_minutes = 60 then ' hour' else ' hours' end
    else p_minutes::text || ' minutes' end
$function$;
revoke all on function sync_private.span_text(p_minutes integer) from public, anon, authenticated, service_role;
