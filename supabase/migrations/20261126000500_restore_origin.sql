-- A restore is not a booking. Restoring a backup into an account whose server lacks its rows (a
-- new project, a lost database) pushes every appointment as a new row, and the queue trigger took
-- each future one for a fresh booking: its customer got a second "confirmation" of a visit they
-- had booked long ago. Now the device marks a restore's mutations `origin: 'restore'`
-- (sync/protocol.ts PushMutation), and:
--   * push_one takes nothing but that value or none (anything else is rejected with its reason,
--     nothing of the mutation stored) and holds it in the transaction-local setting
--     `salon_desk.origin` for that one mutation only, reset before the next;
--   * the queue trigger, where it would queue a confirmation during a restore, records it as
--     skipped instead ("restored from a backup"), so the owner sees why nothing went out and can
--     still Send again; the reminder is queued as for any booking (none has gone out yet);
--   * a later move of such an appointment sends an update, as after a sent confirmation.
-- The origin is used for this and nothing else, and is stored nowhere: not in the row, not after
-- the mutation.

-- (1) The origin around each mutation. push_one as 20261125000500 made it becomes apply_mutation,
-- unchanged; push_batch (sync_push's batch, 20261124000400) calls push_one by name per mutation.
alter function sync_private.push_one(uuid, uuid, jsonb, jsonb) rename to apply_mutation;
revoke all on function sync_private.apply_mutation(uuid, uuid, jsonb, jsonb) from public;
grant execute on function sync_private.apply_mutation(uuid, uuid, jsonb, jsonb) to authenticated, service_role;

create or replace function sync_private.push_one(p_salon_id uuid, p_uid uuid, p_m jsonb, p_columns jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_origin jsonb := p_m -> 'origin';
  v_res jsonb;
begin
  if v_origin is not null and v_origin <> 'null'::jsonb and v_origin <> '"restore"'::jsonb then
    return jsonb_build_object('seq', (p_m ->> 'seq')::bigint, 'mutation_id', p_m ->> 'mutation_id', 'status', 'rejected',
      'reason', 'invalid origin: a change has none, or ''restore'' when it brings back a row from a backup');
  end if;
  perform set_config('salon_desk.origin', coalesce(v_origin #>> '{}', ''), true);
  v_res := sync_private.apply_mutation(p_salon_id, p_uid, p_m, p_columns);
  -- Reset at once: the next mutation of the batch (say, a booking made after the restore) is not one.
  perform set_config('salon_desk.origin', '', true);
  return v_res;
end;
$$;

revoke all on function sync_private.push_one(uuid, uuid, jsonb, jsonb) from public;
grant execute on function sync_private.push_one(uuid, uuid, jsonb, jsonb) to authenticated, service_role;

-- (2) Whether the row being written comes from a restore: only inside sync_push, which sets both.
create or replace function sync_private.writing_restore()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(current_setting('salon_desk.via_push', true), '') = 'on'
     and coalesce(current_setting('salon_desk.origin', true), '') = 'restore'
$$;

-- Why a restored appointment's confirmation did not go out; also how a later move knows the
-- customer was confirmed (last_error is the sender's only while a message is failed or skipped).
create or replace function sync_private.restored_confirmation_note()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'Restored from a backup; the customer was confirmed when it was booked.'::text
$$;

-- The confirmation, or during a restore its record as skipped (one per channel, as queued ones are).
create or replace function sync_private.queue_confirmation(p_appt public.appointments, p_sms boolean)
returns void
language plpgsql
set search_path = ''
as $$
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
$$;

revoke all on function sync_private.writing_restore() from public;
revoke all on function sync_private.queue_confirmation(public.appointments, boolean) from public;

-- (3) queue_for_appointment as 20261124001060 made it, its confirmations through queue_confirmation
-- and a restored appointment's skipped confirmation counted as one the customer has.
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
    -- Only a row new to this server is a restored booking the customer already knows of: one the
    -- server holds cancelled (or pending) and a restore brings back is news to the customer.
    if v_ahead and v_set.confirmation_on and tg_op = 'INSERT' then
      perform sync_private.queue_confirmation(new, v_set.sms_on);
    elsif v_ahead and v_set.confirmation_on then
      perform sync_private.queue_customer_message(new, 'confirmation', now(), v_set.sms_on);
    end if;
  elsif (new.appointment_date, new.start_time, new.end_time, new.staff_id, new.service_id)
        is distinct from (old.appointment_date, old.start_time, old.end_time, old.staff_id, old.service_id) then
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
    return null; -- notes, pending → confirmed: nothing for the customer
  end if;

  if v_set.reminder_on and v_reminder_due > now() then
    perform sync_private.queue_customer_message(new, 'reminder', v_reminder_due, v_set.sms_on);
  end if;
  return null;
end;
$$;

revoke all on function sync_private.queue_for_appointment() from public;
