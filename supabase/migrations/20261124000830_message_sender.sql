-- The sender's side of the database (issue 15): it claims due messages and records what happened,
-- through two functions only the service role may call (the sender runs with that key, over
-- PostgREST like any client: sync/server/sender.ts). The clock is the sender's (p_now), so tests
-- and the bench can run a reminder's time without waiting for it.
--
-- Exactly once: a claimed message is 'sending', committed, before anything goes out. Two senders
-- never claim the same row (FOR UPDATE SKIP LOCKED). A sender that stops between sending and
-- recording leaves the row 'sending'; once its lease is over the row is marked failed, "may not
-- have gone out", and the owner is told. It is never sent again on its own: SMTP cannot say
-- whether it delivered, and a second copy is the failure customers notice.

-- The owner's feed: which message, to whom, for which appointment, and why it did not go out.
create or replace function sync_private.notify_delivery_failed(p_m public.customer_messages, p_reason text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_who text;
  v_phone text;
  v_when text;
begin
  select coalesce(nullif(c.name, ''), 'the customer'), left(c.phone, 40),
         to_char(a.appointment_date, 'Dy YYYY-MM-DD') || ' at ' || to_char(a.start_time, 'HH24:MI')
    into v_who, v_phone, v_when
    from public.appointments a left join public.customers c on c.id = a.customer_id
   where a.id = p_m.appointment_id;
  insert into public.notifications
    (id, salon_id, kind, source, title, body, appointment_id, call_id, phone, at, read, updated_at)
  values (gen_random_uuid(), p_m.salon_id, 'delivery_failed', 'server', 'Message not delivered',
          left(format('The %s %s to %s for %s was not delivered: %s',
                      case p_m.kind when 'cancellation' then 'cancellation notice' else p_m.kind end,
                      case p_m.channel when 'sms' then 'text' else 'email' end,
                      v_who, coalesce(v_when, 'an appointment'), p_reason), 4000),
          p_m.appointment_id, null, v_phone, sync_private.iso_instant(now()), false, sync_private.server_hlc());
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
           'appointment', jsonb_build_object('id', a.id, 'date', a.appointment_date, 'start_time', a.start_time,
                                             'end_time', a.end_time, 'status', a.status, 'deleted', a.deleted,
                                             'version', a.version),
           'customer', jsonb_build_object('name', cu.name, 'phone', cu.phone, 'phone_key', cu.phone_key, 'email', cu.email),
           'service', case when sv.id is null then null
                           else jsonb_build_object('name', sv.name, 'duration', sv.duration, 'price', sv.price) end,
           'staff', case when st.id is null then null else jsonb_build_object('name', st.name) end,
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
    left join public.message_settings ms on ms.salon_id = c.salon_id and not ms.deleted;
  return v_out;
end;
$$;

-- p_results: [{ id, status: sent | queued (retry later) | failed | skipped | superseded,
--               at, recipient?, provider_id?, error?, due_at? }]. Only rows still 'sending' change.
create or replace function public.sender_record(p_results jsonb)
returns int
language plpgsql
security definer
set search_path = ''
as $$
declare
  r jsonb;
  v_m public.customer_messages;
  v_count int := 0;
begin
  if jsonb_typeof(p_results) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'sender_record: p_results must be an array';
  end if;
  for r in select * from jsonb_array_elements(p_results) loop
    if coalesce(r ->> 'status', '') not in ('sent', 'queued', 'failed', 'skipped', 'superseded') then
      raise exception using errcode = '22023', message = format('sender_record: unknown status %s', r ->> 'status');
    end if;
    update public.customer_messages m
       set status = r ->> 'status',
           recipient = coalesce(left(r ->> 'recipient', 320), m.recipient),
           sent_at = case when r ->> 'status' = 'sent' then r ->> 'at' else m.sent_at end,
           provider_id = coalesce(left(r ->> 'provider_id', 300), m.provider_id),
           last_error = case when r ->> 'status' = 'sent' then null else left(r ->> 'error', 1000) end,
           due_at = coalesce(r ->> 'due_at', m.due_at),
           claimed_until = null,
           updated_at = sync_private.server_hlc(m.updated_at)
     where m.id = (r ->> 'id')::uuid and m.status = 'sending'
    returning m.* into v_m;
    if found then
      v_count := v_count + 1;
      if v_m.status = 'failed' then
        perform sync_private.notify_delivery_failed(v_m, coalesce(v_m.last_error, 'unknown error'));
      end if;
    end if;
  end loop;
  return v_count;
end;
$$;

revoke all on function sync_private.notify_delivery_failed(public.customer_messages, text) from public;
revoke all on function public.sender_claim(timestamptz, int, int) from public, anon, authenticated;
grant execute on function public.sender_claim(timestamptz, int, int) to service_role;
revoke all on function public.sender_record(jsonb) from public, anon, authenticated;
grant execute on function public.sender_record(jsonb) to service_role;
