-- The sender process's side: claim due messages (each taken by one sender only), record what
-- was sent, mint the manage link a message carries, and tell the owner what did not go out.

CREATE OR REPLACE FUNCTION public.sender_record(p_results jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.sender_record(p_results jsonb) from public, anon, authenticated, service_role;
grant execute on function public.sender_record(p_results jsonb) to service_role;

-- A new manage link for an appointment: 256 bits from two random UUIDs (244 of them random),
-- hex; only its SHA-256 is stored. Good while the appointment lasts (checked on use), and never
-- beyond the longest booking window.
CREATE OR REPLACE FUNCTION sync_private.new_manage_token(p_salon_id uuid, p_appointment_id uuid)
 RETURNS text
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  insert into sync_private.manage_tokens (token_hash, salon_id, appointment_id, expires_at)
  values (sha256(convert_to(v_token, 'UTF8')), p_salon_id, p_appointment_id, now() + interval '800 days');
  return v_token;
end;
$function$;
revoke all on function sync_private.new_manage_token(p_salon_id uuid, p_appointment_id uuid) from public, anon, authenticated, service_role;

-- The sender's link for a confirmation, update or reminder: a fresh token when the salon's online
-- booking is on, else null (the message then says to call).
CREATE OR REPLACE FUNCTION public.sender_manage_token(p_appointment_id uuid)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_salon uuid;
begin
  select a.salon_id into v_salon
    from public.appointments a
    join public.booking_settings b on b.salon_id = a.salon_id and b.online_booking and b.booking_slug is not null and not b.deleted
   where a.id = p_appointment_id and not a.deleted;
  if v_salon is null then
    return null;
  end if;
  return sync_private.new_manage_token(v_salon, p_appointment_id);
end;
$function$;
revoke all on function public.sender_manage_token(p_appointment_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.sender_manage_token(p_appointment_id uuid) to service_role;

-- The sender's claim of due messages (and interrupted sends). The counters of every salon it may
-- touch are locked first, in salon order, so two senders claiming at once wait for each other
-- instead of deadlocking; `skip locked` still hands each message to one of them.
CREATE OR REPLACE FUNCTION public.sender_claim(p_now timestamp with time zone, p_limit integer, p_lease_seconds integer DEFAULT 120)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- The salons of the messages the claim below may write: due ones and interrupted sends.
  perform 1 from public.sync_salon_state s
   where s.salon_id in (
           select m.salon_id from public.customer_messages m
            where (m.status = 'queued' and m.due_at collate "C" <= sync_private.iso_instant(p_now))
               or (m.status = 'sending' and m.claimed_until < p_now))
   order by s.salon_id
     for update;
  -- Claim: each due message is taken by one sender only, and leased for p_lease_seconds.
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
             -- The booking's own contact, keyed by the sender; a booking from before has none and keeps its card's.
             'customer', case when a.contact_phone is not null
                                then jsonb_build_object('name', a.contact_name, 'phone', a.contact_phone,
                                                        'phone_key', null,
                                                        'email', a.contact_email, 'language', cu.language)
                              else jsonb_build_object('name', cu.name, 'phone', cu.phone, 'phone_key', cu.phone_key, 'email', cu.email,
                                                      'language', cu.language) end,
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
end;
$function$;
revoke all on function public.sender_claim(p_now timestamp with time zone, p_limit integer, p_lease_seconds integer) from public, anon, authenticated, service_role;
grant execute on function public.sender_claim(p_now timestamp with time zone, p_limit integer, p_lease_seconds integer) to service_role;

-- The owner's feed: which message, to whom, for which appointment, and why it did not go out.
CREATE OR REPLACE FUNCTION sync_private.notify_delivery_failed(p_m customer_messages, p_reason text)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_who text;
  v_phone text;
  v_when text;
  v_parts text;
begin
  select coalesce(nullif(c.name, ''), 'the customer'), left(c.phone, 40),
         to_char(a.appointment_date, 'Dy YYYY-MM-DD') || ' at ' || to_char(a.start_time, 'HH24:MI'),
         -- The same in parts, so the owner's device writes the sentence in her language.
         jsonb_build_object('about', 'failed', 'message', p_m.kind, 'channel', p_m.channel, 'customer', nullif(c.name, ''),
                            'date', to_char(a.appointment_date, 'YYYY-MM-DD'), 'start', to_char(a.start_time, 'HH24:MI'), 'reason', left(p_reason, 1000))::text
    into v_who, v_phone, v_when, v_parts
    from public.appointments a left join public.customers c on c.id = a.customer_id
   where a.id = p_m.appointment_id;
  insert into public.notifications
    (id, salon_id, kind, source, title, body, body_parts, appointment_id, call_id, phone, at, read, updated_at)
  values (gen_random_uuid(), p_m.salon_id, 'delivery_failed', 'server', 'Message not delivered',
          left(format('The %s %s to %s for %s was not delivered: %s',
                      case p_m.kind when 'cancellation' then 'cancellation notice' else p_m.kind end,
                      case p_m.channel when 'sms' then 'text' else 'email' end,
                      v_who, coalesce(v_when, 'an appointment'), p_reason), 4000),
          case when char_length(v_parts) <= 2000 then v_parts end,
          p_m.appointment_id, null, v_phone, sync_private.iso_instant(now()), false, sync_private.server_hlc());
end;
$function$;
revoke all on function sync_private.notify_delivery_failed(p_m customer_messages, p_reason text) from public, anon, authenticated, service_role;
