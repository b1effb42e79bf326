-- What queues a message: an appointment's insert or change queues its confirmation and
-- reminder (and supersedes stale ones); a change of message settings requeues reminders.

CREATE OR REPLACE FUNCTION sync_private.queue_customer_message(p_appt appointments, p_kind text, p_due timestamp with time zone, p_sms boolean)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_channel text;
begin
  foreach v_channel in array case when p_sms then array['email', 'sms'] else array['email'] end loop
    insert into public.customer_messages as m
      (id, salon_id, appointment_id, kind, channel, appointment_version, status, due_at, attempts, updated_at)
    values (gen_random_uuid(), p_appt.salon_id, p_appt.id, p_kind, v_channel, p_appt.version, 'queued',
            sync_private.iso_instant(p_due), 0, sync_private.server_hlc())
    on conflict on constraint customer_messages_once do update
      set status = 'queued', due_at = excluded.due_at, updated_at = sync_private.server_hlc(m.updated_at)
      where m.status = 'superseded';
  end loop;
end;
$function$;

CREATE OR REPLACE FUNCTION sync_private.supersede_queued(p_appointment_id uuid, p_kinds text[])
 RETURNS void
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  update public.customer_messages m
     set status = 'superseded', updated_at = sync_private.server_hlc(m.updated_at)
   where m.appointment_id = p_appointment_id and m.status = 'queued' and m.kind = any (p_kinds)
$function$;

CREATE OR REPLACE FUNCTION sync_private.queue_for_appointment()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c_all constant text[] := array['confirmation', 'update', 'cancellation', 'reminder'];
  v_set public.message_settings := sync_private.message_settings_of(new.salon_id);
  v_starts timestamptz := sync_private.appointment_starts_at(new.appointment_date, new.start_time, new.salon_id);
  v_ahead boolean := v_starts > now();
  v_on boolean := not new.deleted and new.status = 'confirmed';
  v_was_on boolean := tg_op = 'UPDATE' and not old.deleted and old.status = 'confirmed';
  v_pending boolean := not new.deleted and new.status = 'pending';
  v_was_active boolean := tg_op = 'UPDATE' and not old.deleted and old.status in ('pending', 'confirmed');
  v_moved boolean := false;
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
  if v_was_active then
    v_moved := (new.appointment_date, new.start_time, new.end_time, new.staff_id, new.service_id)
               is distinct from (old.appointment_date, old.start_time, old.end_time, old.staff_id, old.service_id);
  end if;

  if not v_on and not v_pending then
    if v_was_on then
      perform sync_private.supersede_queued(new.id, c_all);
    elsif v_was_active then
      -- A pending appointment's reminder, its only message, goes no more.
      perform sync_private.supersede_queued(new.id, array['reminder']);
    end if;
    -- A request the owner declines is news to the customer too, confirmed or still pending.
    if v_was_active and new.status = 'canceled' and v_ahead and v_set.cancellation_on then
      perform sync_private.queue_customer_message(new, 'cancellation', now(), v_set.sms_on);
    end if;
    return null;
  end if;

  if v_pending then
    -- Waiting: no confirmation, only the reminder, whose text asks for a Y.
    if v_was_on then
      -- Taken back to pending: nothing queued that says "confirmed" goes; the reminder is queued again below.
      perform sync_private.supersede_queued(new.id, c_all);
    elsif v_moved then
      perform sync_private.supersede_queued(new.id, array['reminder']);
    elsif v_was_active then
      return null; -- notes: nothing for the customer
    end if;
  elsif not v_was_on then
    -- Only a row new to this server is a restored booking the customer already knows of: one the
    -- server holds cancelled (or pending) and a restore brings back is news to the customer.
    if v_ahead and v_set.confirmation_on and tg_op = 'INSERT' then
      perform sync_private.queue_confirmation(new, v_set.sms_on);
    elsif v_ahead and v_set.confirmation_on then
      perform sync_private.queue_customer_message(new, 'confirmation', now(), v_set.sms_on);
    end if;
    if v_was_active then
      -- Pending → confirmed: the reminder queued while it waited (or already sent) is its reminder.
      if v_moved then
        perform sync_private.supersede_queued(new.id, array['reminder']);
      elsif exists (select 1 from public.customer_messages m
                     where m.appointment_id = new.id and m.kind = 'reminder' and not m.deleted
                       and m.status in ('queued', 'sending', 'sent')) then
        return null;
      end if;
    end if;
  elsif v_moved then
    perform sync_private.supersede_queued(new.id, c_all);
    if v_ahead then
      if exists (select 1 from public.customer_messages m
                  where m.appointment_id = new.id and m.kind in ('confirmation', 'update')
                    and (m.status in ('sending', 'sent')
                         or (m.status = 'skipped' and m.last_error = sync_private.restored_confirmation_note()))) then
        if v_set.update_on then
          perform sync_private.queue_customer_message(new, 'update', now(), v_set.sms_on);
        end if;
      elsif v_set.confirmation_on then
        perform sync_private.queue_customer_message(new, 'confirmation', now(), v_set.sms_on);
      end if;
    end if;
  else
    return null; -- notes: nothing for the customer
  end if;

  if v_set.reminder_on and v_reminder_due > now() then
    perform sync_private.queue_customer_message(new, 'reminder', v_reminder_due, v_set.sms_on);
  end if;
  return null;
end;
$function$;
revoke all on function sync_private.queue_for_appointment() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION sync_private.requeue_reminders()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_set public.message_settings := sync_private.message_settings_of(new.salon_id);
  v_appt public.appointments;
  v_start time;
  v_due timestamptz;
begin
  if tg_op = 'UPDATE' and (new.reminder_on, new.reminder_lead_hours, new.deleted)
                          is not distinct from (old.reminder_on, old.reminder_lead_hours, old.deleted) then
    return null;
  end if;
  update public.customer_messages m
     set status = 'superseded', updated_at = sync_private.server_hlc(m.updated_at)
   where m.salon_id = new.salon_id and m.kind = 'reminder' and m.status = 'queued';
  if not v_set.reminder_on then
    return null;
  end if;
  -- A visit's reminder rides on its first part, for the visit's first start, as in
  -- queue_for_appointment; its other parts get none.
  for v_appt in
    select a.* from public.appointments a
     where a.salon_id = new.salon_id and not a.deleted and a.status in ('pending', 'confirmed')
       and (a.visit_id is null or a.visit_id = a.id)
       and a.appointment_date >= current_date - 1
  loop
    v_start := v_appt.start_time;
    if v_appt.visit_id is not null then
      v_start := (select min(p.start_time) from public.appointments p
                   where p.visit_id = v_appt.visit_id and not p.deleted and p.appointment_date = v_appt.appointment_date);
    end if;
    v_due := sync_private.appointment_starts_at(v_appt.appointment_date, v_start, v_appt.salon_id)
             - make_interval(hours => v_set.reminder_lead_hours);
    if v_due > now() then
      perform sync_private.queue_customer_message(v_appt, 'reminder', v_due, v_set.sms_on);
    end if;
  end loop;
  return null;
end;
$function$;
revoke all on function sync_private.requeue_reminders() from public, anon, authenticated, service_role;

-- The confirmation, or during a restore its record as skipped (one per channel, as queued ones are).
CREATE OR REPLACE FUNCTION sync_private.queue_confirmation(p_appt appointments, p_sms boolean)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_channel text;
begin
  if not sync_private.writing_restore() then
    perform sync_private.queue_customer_message(p_appt, 'confirmation', now(), p_sms);
    return;
  end if;
  foreach v_channel in array case when p_sms then array['email', 'sms'] else array['email'] end loop
    insert into public.customer_messages
      (id, salon_id, appointment_id, kind, channel, appointment_version, status, due_at, attempts, last_error, updated_at)
    values (gen_random_uuid(), p_appt.salon_id, p_appt.id, 'confirmation', v_channel, p_appt.version, 'skipped',
            sync_private.iso_instant(now()), 0, sync_private.restored_confirmation_note(), sync_private.server_hlc())
    on conflict on constraint customer_messages_once do nothing;
  end loop;
end;
$function$;
revoke all on function sync_private.queue_confirmation(p_appt appointments, p_sms boolean) from public, anon, authenticated, service_role;

CREATE TRIGGER appointments_queue_messages AFTER INSERT OR UPDATE ON public.appointments FOR EACH ROW EXECUTE FUNCTION sync_private.queue_for_appointment();
CREATE TRIGGER message_settings_requeue_reminders AFTER INSERT OR UPDATE ON public.message_settings FOR EACH ROW EXECUTE FUNCTION sync_private.requeue_reminders();
