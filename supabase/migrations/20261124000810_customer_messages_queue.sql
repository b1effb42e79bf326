-- The queue of customer messages (issue 15), made on the server from the appointments themselves,
-- so a booking from any path (a device, Sarah, later the public booking page) is confirmed and
-- reminded even while every salon device is off:
--   new or re-activated appointment  → confirmation (+ reminder, when it is far enough away)
--   moved (date, time, staff, service) → update, or a confirmation when none went out yet
--                                        (+ a reminder for the new time; the old one is superseded)
--   cancelled                         → cancellation notice; queued messages superseded
--   deleted (tombstone)               → queued messages superseded, every message tombstoned
-- Only for appointments still ahead; each kind only when the salon's settings have it on.

-- A device may only ask to send a failed or skipped message again (resend_requested_at); what it
-- inserts is taken as a fresh queued message. Everything else on these rows is the server's.
create or replace function sync_private.customer_messages_device_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('authenticated', 'anon') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.status := 'queued';
    new.attempts := 0;
    new.recipient := null;
    new.sent_at := null;
    new.provider_id := null;
    new.last_error := null;
    new.resend_requested_at := null;
    new.claimed_until := null;
    return new;
  end if;
  if new.resend_requested_at is distinct from old.resend_requested_at and old.status in ('failed', 'skipped')
     and not old.deleted then
    old.status := 'queued';
    old.attempts := 0;
    old.last_error := null;
    old.due_at := sync_private.iso_instant(now());
  end if;
  old.resend_requested_at := new.resend_requested_at;
  old.updated_at := new.updated_at;
  old.field_stamps := new.field_stamps;
  return old;
end;
$$;

create trigger customer_messages_device_guard before insert or update on public.customer_messages
  for each row execute function sync_private.customer_messages_device_guard();

-- The salon's settings, or the defaults when the owner never saved any.
create or replace function sync_private.message_settings_of(p_salon_id uuid)
returns public.message_settings
language plpgsql
stable
set search_path = ''
as $$
declare
  v public.message_settings;
begin
  select * into v from public.message_settings s where s.salon_id = p_salon_id and not s.deleted;
  if not found then
    v.salon_id := p_salon_id;
    v.confirmation_on := true;
    v.update_on := true;
    v.cancellation_on := true;
    v.reminder_on := true;
    v.sms_on := false;
    v.reminder_lead_hours := 24;
  end if;
  return v;
end;
$$;

-- When the appointment starts, as an instant: its date and time are the salon's wall clock.
create or replace function sync_private.appointment_starts_at(p_date date, p_time time, p_salon_id uuid)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select (p_date + p_time) at time zone coalesce((select s.time_zone from public.salons s where s.id = p_salon_id), 'UTC')
$$;

-- One message per channel: email always (the sender skips it, saying why, when the customer has
-- no usable address), a text when the salon turned texts on.
create or replace function sync_private.queue_customer_message(
  p_appt public.appointments, p_kind text, p_due timestamptz, p_sms boolean
)
returns void
language plpgsql
set search_path = ''
as $$
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
$$;

create or replace function sync_private.supersede_queued(p_appointment_id uuid, p_kinds text[])
returns void
language sql
set search_path = ''
as $$
  update public.customer_messages m
     set status = 'superseded', updated_at = sync_private.server_hlc(m.updated_at)
   where m.appointment_id = p_appointment_id and m.status = 'queued' and m.kind = any (p_kinds)
$$;

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
  v_active boolean := not new.deleted and new.status in ('pending', 'confirmed');
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

  if not v_active then
    if v_was_active then
      perform sync_private.supersede_queued(new.id, c_all);
      if new.status = 'canceled' and v_ahead and v_set.cancellation_on then
        perform sync_private.queue_customer_message(new, 'cancellation', now(), v_set.sms_on);
      end if;
    end if;
    return null;
  end if;

  if not v_was_active then
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

create trigger appointments_queue_messages after insert or update on public.appointments
  for each row execute function sync_private.queue_for_appointment();

-- The owner changed the reminder lead time or turned reminders off or on: queued reminders follow.
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
     where a.salon_id = new.salon_id and not a.deleted and a.status in ('pending', 'confirmed')
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

create trigger message_settings_requeue_reminders after insert or update on public.message_settings
  for each row execute function sync_private.requeue_reminders();

revoke all on function sync_private.queue_for_appointment() from public;
revoke all on function sync_private.requeue_reminders() from public;
