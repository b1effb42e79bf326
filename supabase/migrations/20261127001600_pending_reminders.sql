-- A pending appointment gets its reminder (issue 26, "Texts"). A booking that waits — made by Sarah,
-- or on the booking page when the salon's Booking rules say new bookings wait — was told nothing
-- until the owner confirmed it (issue 16, 20261124001050): so the reminder text that asks "Reply Y
-- to confirm." (src/domain/messages/content.ts) reached no customer, and a "Y" back
-- (phone/sms-confirm.ts) had nothing to answer. Now:
--   * a pending appointment's reminder is queued at the usual lead time (email, and a text when
--     the salon's SMS is on), as a confirmed one's is. Still no confirmation while it waits: the
--     customer is not told "confirmed" before the salon (or the customer's Y) confirms it;
--   * when it is confirmed (the owner approves, or the customer replies Y) the confirmation goes as
--     before and the reminder already queued stays: one reminder, not two (queuing it again would
--     add a row, the queue's key being per appointment version). Confirmed and moved at once, the
--     reminder goes for the new time only, as after any move;
--   * cancelling or deleting a pending appointment supersedes its queued reminder, as for a
--     confirmed one; moving it supersedes it and queues it again for the new time (and sends
--     nothing else: no update of an appointment the customer was never told was booked);
--   * requeue_reminders (the owner changed the lead time, or turned reminders back on) queues
--     pending appointments' reminders too, and one per visit — on its first part, at the visit's
--     first start, as the appointment trigger has done since 20261124001060; it queued one per
--     service of the visit before, and the customer got the visit's reminder once per service.
-- queue_for_appointment as 20261126000500 made it, requeue_reminders as 20261124001050 made it,
-- otherwise unchanged. The sender needs nothing: sender_claim and sender_sms_gate read no status,
-- its staleOutcome (src/domain/messages/delivery.ts) sends for pending and confirmed alike, and
-- it tells the text whether the appointment is still pending when it goes.

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
    -- Waiting: no confirmation (issue 16), only the reminder, whose text asks for a Y (issue 26).
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
$$;

revoke all on function sync_private.queue_for_appointment() from public;

create or replace function sync_private.requeue_reminders()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

revoke all on function sync_private.requeue_reminders() from public;
