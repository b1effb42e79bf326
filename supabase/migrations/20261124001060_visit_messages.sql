-- Customer messages for a visit of several services (issue 16): one confirmation, update,
-- cancellation notice and reminder for the whole visit, not one per service. queue_for_appointment
-- as 20261124001050 made it, with the visit rule first; sender_claim as 20261124000830 made it,
-- reading a visit's services, first start, last end, total price and technicians together.

create or replace function sync_private.queue_for_appointment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  c_all constant text[] := array['confirmation', 'update', 'cancellation', 'reminder'];
  v_set public.message_settings := sync_private.message_settings_of(new.salon_id);
  v_starts timestamptz := sync_private.appointment_starts_at(new.appointment_date, new.start_time, new.salon_id);
  v_ahead boolean := v_starts > now();
  v_on boolean := not new.deleted and new.status = 'confirmed';
  v_was_on boolean := tg_op = 'UPDATE' and not old.deleted and old.status = 'confirmed';
  v_was_active boolean := tg_op = 'UPDATE' and not old.deleted and old.status in ('pending', 'confirmed');
  v_reminder_due timestamptz := v_starts - make_interval(hours => v_set.reminder_lead_hours);
begin
  -- A visit's messages ride on its first part, whose id is the visit's id (createVisit makes it
  -- so), whatever order the parts arrive in; they speak of the whole visit (sender_claim gathers
  -- its services). The other parts say nothing.
  if new.visit_id is not null and new.visit_id <> new.id then
    return null;
  end if;
  if new.visit_id is not null then
    v_starts := sync_private.appointment_starts_at(new.appointment_date,
      (select min(p.start_time) from public.appointments p
        where p.visit_id = new.visit_id and not p.deleted and p.appointment_date = new.appointment_date), new.salon_id);
    v_ahead := v_starts > now();
    v_reminder_due := v_starts - make_interval(hours => v_set.reminder_lead_hours);
  end if;
  if tg_op = 'UPDATE' and new.deleted then
    if not old.deleted then
      perform sync_private.supersede_queued(new.id, c_all);
      update public.customer_messages m set deleted = true, updated_at = sync_private.server_hlc(m.updated_at)
       where m.appointment_id = new.id and not m.deleted;
    end if;
    return null;
  end if;

  if not v_on then
    if v_was_on then
      perform sync_private.supersede_queued(new.id, c_all);
    end if;
    -- A request the owner declines is news to the customer too, confirmed or still pending.
    if v_was_active and new.status = 'canceled' and v_ahead and v_set.cancellation_on then
      perform sync_private.queue_customer_message(new, 'cancellation', now(), v_set.sms_on);
    end if;
    return null;
  end if;

  if not v_was_on then
    if v_ahead and v_set.confirmation_on then
      perform sync_private.queue_customer_message(new, 'confirmation', now(), v_set.sms_on);
    end if;
  elsif (new.appointment_date, new.start_time, new.end_time, new.staff_id, new.service_id)
        is distinct from (old.appointment_date, old.start_time, old.end_time, old.staff_id, old.service_id) then
    perform sync_private.supersede_queued(new.id, c_all);
    if v_ahead then
      if exists (select 1 from public.customer_messages m
                  where m.appointment_id = new.id and m.kind in ('confirmation', 'update') and m.status in ('sending', 'sent')) then
        if v_set.update_on then
          perform sync_private.queue_customer_message(new, 'update', now(), v_set.sms_on);
        end if;
      elsif v_set.confirmation_on then
        perform sync_private.queue_customer_message(new, 'confirmation', now(), v_set.sms_on);
      end if;
    end if;
  else
    return null; -- notes, pending → confirmed: nothing for the customer
  end if;

  if v_set.reminder_on and v_reminder_due > now() then
    perform sync_private.queue_customer_message(new, 'reminder', v_reminder_due, v_set.sms_on);
  end if;
  return null;
end;
$$;

create or replace function public.sender_claim(p_now timestamptz, p_limit int, p_lease_seconds int default 120)
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
           'customer', jsonb_build_object('name', cu.name, 'phone', cu.phone, 'phone_key', cu.phone_key, 'email', cu.email),
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

revoke all on function public.sender_claim(timestamptz, int, int) from public, anon, authenticated;
grant execute on function public.sender_claim(timestamptz, int, int) to service_role;
