-- The salon's message settings and the queue of customer messages (confirmations, reminders)
-- that the sender process delivers.

create table public.message_settings (
  id uuid not null,
  salon_id uuid not null,
  confirmation_on boolean default true not null,
  update_on boolean default true not null,
  cancellation_on boolean default true not null,
  reminder_on boolean default true not null,
  sms_on boolean default false not null,
  reminder_lead_hours integer default 24 not null,
  from_name text,
  reply_to text,
  confirmation_subject text,
  confirmation_body text,
  confirmation_sms text,
  update_subject text,
  update_body text,
  update_sms text,
  cancellation_subject text,
  cancellation_body text,
  cancellation_sms text,
  reminder_subject text,
  reminder_body text,
  reminder_sms text,
  updated_at text not null,
  deleted boolean default false not null,
  version bigint,
  field_stamps jsonb default '{}'::jsonb not null,
  confirmation_subject_vi text,
  confirmation_body_vi text,
  confirmation_sms_vi text,
  update_subject_vi text,
  update_body_vi text,
  update_sms_vi text,
  cancellation_subject_vi text,
  cancellation_body_vi text,
  cancellation_sms_vi text,
  reminder_subject_vi text,
  reminder_body_vi text,
  reminder_sms_vi text,
  confirmation_subject_es text,
  confirmation_body_es text,
  confirmation_sms_es text,
  update_subject_es text,
  update_body_es text,
  update_sms_es text,
  cancellation_subject_es text,
  cancellation_body_es text,
  cancellation_sms_es text,
  reminder_subject_es text,
  reminder_body_es text,
  reminder_sms_es text,
  constraint message_settings_pkey PRIMARY KEY (id),
  constraint message_settings_salon_id_id_key UNIQUE (salon_id, id),
  constraint message_settings_salon_id_key UNIQUE (salon_id),
  constraint message_settings_cancellation_body_es_limits CHECK ((char_length(cancellation_body_es) <= 4000)),
  constraint message_settings_cancellation_body_limits CHECK ((char_length(cancellation_body) <= 4000)),
  constraint message_settings_cancellation_body_vi_limits CHECK ((char_length(cancellation_body_vi) <= 4000)),
  constraint message_settings_cancellation_sms_es_limits CHECK ((char_length(cancellation_sms_es) <= 640)),
  constraint message_settings_cancellation_sms_limits CHECK ((char_length(cancellation_sms) <= 640)),
  constraint message_settings_cancellation_sms_vi_limits CHECK ((char_length(cancellation_sms_vi) <= 640)),
  constraint message_settings_cancellation_subject_es_limits CHECK ((char_length(cancellation_subject_es) <= 200)),
  constraint message_settings_cancellation_subject_limits CHECK ((char_length(cancellation_subject) <= 200)),
  constraint message_settings_cancellation_subject_vi_limits CHECK ((char_length(cancellation_subject_vi) <= 200)),
  constraint message_settings_confirmation_body_es_limits CHECK ((char_length(confirmation_body_es) <= 4000)),
  constraint message_settings_confirmation_body_limits CHECK ((char_length(confirmation_body) <= 4000)),
  constraint message_settings_confirmation_body_vi_limits CHECK ((char_length(confirmation_body_vi) <= 4000)),
  constraint message_settings_confirmation_sms_es_limits CHECK ((char_length(confirmation_sms_es) <= 640)),
  constraint message_settings_confirmation_sms_limits CHECK ((char_length(confirmation_sms) <= 640)),
  constraint message_settings_confirmation_sms_vi_limits CHECK ((char_length(confirmation_sms_vi) <= 640)),
  constraint message_settings_confirmation_subject_es_limits CHECK ((char_length(confirmation_subject_es) <= 200)),
  constraint message_settings_confirmation_subject_limits CHECK ((char_length(confirmation_subject) <= 200)),
  constraint message_settings_confirmation_subject_vi_limits CHECK ((char_length(confirmation_subject_vi) <= 200)),
  constraint message_settings_from_name_limits CHECK ((char_length(from_name) <= 80)),
  constraint message_settings_reminder_body_es_limits CHECK ((char_length(reminder_body_es) <= 4000)),
  constraint message_settings_reminder_body_limits CHECK ((char_length(reminder_body) <= 4000)),
  constraint message_settings_reminder_body_vi_limits CHECK ((char_length(reminder_body_vi) <= 4000)),
  constraint message_settings_reminder_lead_hours_limits CHECK (((reminder_lead_hours >= 1) AND (reminder_lead_hours <= 168))),
  constraint message_settings_reminder_sms_es_limits CHECK ((char_length(reminder_sms_es) <= 640)),
  constraint message_settings_reminder_sms_limits CHECK ((char_length(reminder_sms) <= 640)),
  constraint message_settings_reminder_sms_vi_limits CHECK ((char_length(reminder_sms_vi) <= 640)),
  constraint message_settings_reminder_subject_es_limits CHECK ((char_length(reminder_subject_es) <= 200)),
  constraint message_settings_reminder_subject_limits CHECK ((char_length(reminder_subject) <= 200)),
  constraint message_settings_reminder_subject_vi_limits CHECK ((char_length(reminder_subject_vi) <= 200)),
  constraint message_settings_reply_to_format CHECK ((reply_to ~ '^(?:[A-Za-z0-9_''+\-]+\.)*[A-Za-z0-9_''+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$'::text)),
  constraint message_settings_reply_to_limits CHECK ((char_length(reply_to) <= 320)),
  constraint message_settings_update_body_es_limits CHECK ((char_length(update_body_es) <= 4000)),
  constraint message_settings_update_body_limits CHECK ((char_length(update_body) <= 4000)),
  constraint message_settings_update_body_vi_limits CHECK ((char_length(update_body_vi) <= 4000)),
  constraint message_settings_update_sms_es_limits CHECK ((char_length(update_sms_es) <= 640)),
  constraint message_settings_update_sms_limits CHECK ((char_length(update_sms) <= 640)),
  constraint message_settings_update_sms_vi_limits CHECK ((char_length(update_sms_vi) <= 640)),
  constraint message_settings_update_subject_es_limits CHECK ((char_length(update_subject_es) <= 200)),
  constraint message_settings_update_subject_limits CHECK ((char_length(update_subject) <= 200)),
  constraint message_settings_update_subject_vi_limits CHECK ((char_length(update_subject_vi) <= 200)),
  constraint message_settings_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX message_settings_salon_version_idx ON public.message_settings USING btree (salon_id, version);
alter table public.message_settings enable row level security;
revoke all on table public.message_settings from public, anon, authenticated, service_role;
grant all on table public.message_settings to service_role;
grant insert, select, update on table public.message_settings to authenticated;
create policy message_settings_select_own on public.message_settings for select to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy message_settings_insert_own on public.message_settings for insert to authenticated
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy message_settings_update_own on public.message_settings for update to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)))
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));

create table public.customer_messages (
  id uuid not null,
  salon_id uuid not null,
  appointment_id uuid not null,
  kind text not null,
  channel text not null,
  appointment_version bigint not null,
  status text not null,
  recipient text,
  due_at text not null,
  attempts integer default 0 not null,
  sent_at text,
  provider_id text,
  last_error text,
  resend_requested_at text,
  claimed_until timestamp with time zone,
  updated_at text not null,
  deleted boolean default false not null,
  version bigint,
  field_stamps jsonb default '{}'::jsonb not null,
  constraint customer_messages_pkey PRIMARY KEY (id),
  constraint customer_messages_once UNIQUE (appointment_id, kind, channel, appointment_version),
  constraint customer_messages_salon_id_id_key UNIQUE (salon_id, id),
  constraint customer_messages_appointment_version_limits CHECK (((appointment_version >= 0) AND (appointment_version <= 2000000000))),
  constraint customer_messages_attempts_limits CHECK (((attempts >= 0) AND (attempts <= 1000))),
  constraint customer_messages_channel_limits CHECK ((channel = ANY (ARRAY['email'::text, 'sms'::text]))),
  constraint customer_messages_due_at_instant CHECK (sync_private.is_instant(due_at, '2000-01-01'::text, '2100-12-31'::text)),
  constraint customer_messages_due_at_limits CHECK ((due_at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{3})?Z$'::text)),
  constraint customer_messages_kind_limits CHECK ((kind = ANY (ARRAY['confirmation'::text, 'update'::text, 'cancellation'::text, 'reminder'::text]))),
  constraint customer_messages_last_error_limits CHECK ((char_length(last_error) <= 1000)),
  constraint customer_messages_provider_id_limits CHECK ((char_length(provider_id) <= 300)),
  constraint customer_messages_recipient_limits CHECK ((char_length(recipient) <= 320)),
  constraint customer_messages_resend_requested_at_instant CHECK (sync_private.is_instant(resend_requested_at, '2000-01-01'::text, '2100-12-31'::text)),
  constraint customer_messages_resend_requested_at_limits CHECK ((resend_requested_at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{3})?Z$'::text)),
  constraint customer_messages_sent_at_instant CHECK (sync_private.is_instant(sent_at, '2000-01-01'::text, '2100-12-31'::text)),
  constraint customer_messages_sent_at_limits CHECK ((sent_at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{3})?Z$'::text)),
  constraint customer_messages_status_limits CHECK ((status = ANY (ARRAY['queued'::text, 'sending'::text, 'sent'::text, 'failed'::text, 'skipped'::text, 'superseded'::text]))),
  constraint customer_messages_salon_id_appointment_id_fkey FOREIGN KEY (salon_id, appointment_id) REFERENCES appointments(salon_id, id) DEFERRABLE INITIALLY DEFERRED,
  constraint customer_messages_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX customer_messages_salon_version_idx ON public.customer_messages USING btree (salon_id, version);
CREATE INDEX customer_messages_due_idx ON public.customer_messages USING btree (due_at COLLATE "C") WHERE (status = 'queued'::text);
CREATE INDEX customer_messages_sending_idx ON public.customer_messages USING btree (claimed_until) WHERE (status = 'sending'::text);
alter table public.customer_messages enable row level security;
revoke all on table public.customer_messages from public, anon, authenticated, service_role;
grant all on table public.customer_messages to service_role;
grant insert, select, update on table public.customer_messages to authenticated;
create policy customer_messages_select_own on public.customer_messages for select to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy customer_messages_insert_own on public.customer_messages for insert to authenticated
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy customer_messages_update_own on public.customer_messages for update to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)))
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));

-- A device may only ask to send a failed or skipped message again (resend_requested_at); what it
-- inserts is taken as a fresh queued message. Everything else on these rows is the server's.
CREATE OR REPLACE FUNCTION sync_private.customer_messages_device_guard()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;

-- The salon's settings, or the defaults when the owner never saved any.
CREATE OR REPLACE FUNCTION sync_private.message_settings_of(p_salon_id uuid)
 RETURNS message_settings
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$;

-- p_parts: what the caller knows beyond the appointment (where it moved from, a note), merged into
-- the body's parts (src/domain/notification-parts.ts) so the owner's device writes the sentence in
-- her language; the English body stays for older devices and the system notification.
CREATE OR REPLACE FUNCTION sync_private.notify_online(p_kind text, p_appointment_id uuid, p_body_suffix text DEFAULT ''::text, p_parts jsonb DEFAULT NULL::jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_a record;
  v_parts text;
begin
  select a.salon_id, a.appointment_date, a.start_time, sv.name as service, coalesce(a.contact_name, c.name) as customer,
         coalesce(a.contact_phone, c.phone) as phone, st.name as staff
    into v_a
    from public.appointments a
    left join public.services sv on sv.id = a.service_id
    left join public.customers c on c.id = a.customer_id
    left join public.staff st on st.id = a.staff_id
   where a.id = p_appointment_id;
  v_parts := (jsonb_build_object('about', p_kind,
                                 'appt', jsonb_build_object('service', nullif(v_a.service, ''), 'customer', nullif(v_a.customer, ''), 'staff', nullif(v_a.staff, ''),
                                                            'date', to_char(v_a.appointment_date, 'YYYY-MM-DD'), 'start', to_char(v_a.start_time, 'HH24:MI')))
              || coalesce(p_parts, '{}'::jsonb))::text;
  insert into public.notifications (id, salon_id, kind, source, title, body, body_parts, appointment_id, call_id, phone, at, read, updated_at)
  values (gen_random_uuid(), v_a.salon_id, p_kind, 'booking_page',
          case p_kind when 'booking' then 'New booking' when 'rescheduled' then 'Appointment moved' else 'Appointment cancelled' end,
          left(format('%s for %s%s', coalesce(nullif(v_a.service, ''), 'Appointment'), coalesce(nullif(v_a.customer, ''), 'a customer'),
                      case when p_kind = 'rescheduled' then p_body_suffix || ' to ' else ', ' end)
               || to_char(v_a.appointment_date, 'Dy YYYY-MM-DD') || ' at ' || to_char(v_a.start_time, 'HH24:MI')
               || coalesce(' with ' || nullif(v_a.staff, ''), '')
               || case when p_kind = 'rescheduled' then '' else p_body_suffix end, 4000),
          case when char_length(v_parts) <= 2000 then v_parts end,
          p_appointment_id, null, left(v_a.phone, 40), sync_private.iso_instant(now()), false, sync_private.server_hlc());
end;
$function$;
revoke all on function sync_private.notify_online(p_kind text, p_appointment_id uuid, p_body_suffix text, p_parts jsonb) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION sync_private.writing_restore()
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(current_setting('salon_desk.via_push', true), '') = 'on'
     and coalesce(current_setting('salon_desk.origin', true), '') = 'restore'
$function$;
revoke all on function sync_private.writing_restore() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION sync_private.restored_confirmation_note()
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select 'Restored from a backup; the customer was confirmed when it was booked.'::text
$function$;

CREATE TRIGGER message_settings_stamp_version BEFORE INSERT OR UPDATE ON public.message_settings FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
CREATE TRIGGER writes_via_push BEFORE INSERT OR DELETE OR UPDATE ON public.message_settings FOR EACH ROW EXECUTE FUNCTION sync_private.writes_via_push();
CREATE TRIGGER customer_messages_stamp_version BEFORE INSERT OR UPDATE ON public.customer_messages FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
CREATE TRIGGER writes_via_push BEFORE INSERT OR DELETE OR UPDATE ON public.customer_messages FOR EACH ROW EXECUTE FUNCTION sync_private.writes_via_push();
CREATE TRIGGER customer_messages_device_guard BEFORE INSERT OR UPDATE ON public.customer_messages FOR EACH ROW EXECUTE FUNCTION sync_private.customer_messages_device_guard();
