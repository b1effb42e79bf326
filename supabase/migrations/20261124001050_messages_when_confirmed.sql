-- Customer messages follow the booking's status (issue 16): a booking by Sarah (or later the
-- public page) may start 'pending', waiting for the owner. The customer is confirmed when the
-- appointment is confirmed — at booking, or when the owner approves it — never while it waits;
-- reminders likewise go only for confirmed appointments. A cancelled request is still told.
-- queue_for_appointment and requeue_reminders as 20261124000810 made them, otherwise unchanged.
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

create or replace function sync_private.requeue_reminders()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_set public.message_settings := sync_private.message_settings_of(new.salon_id);
  v_appt public.appointments;
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
  for v_appt in
    select a.* from public.appointments a
     where a.salon_id = new.salon_id and not a.deleted and a.status = 'confirmed'
       and a.appointment_date >= current_date - 1
  loop
    v_due := sync_private.appointment_starts_at(v_appt.appointment_date, v_appt.start_time, v_appt.salon_id)
             - make_interval(hours => v_set.reminder_lead_hours);
    if v_due > now() then
      perform sync_private.queue_customer_message(v_appt, 'reminder', v_due, v_set.sms_on);
    end if;
  end loop;
  return null;
end;
$$;
