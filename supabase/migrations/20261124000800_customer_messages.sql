-- Customer messages (issue 15), as the registry declares them (src/domain/tables/messages.ts):
-- the salon's message settings and templates (one row per salon, id derived from the salon), and
-- every confirmation, update, cancellation notice and reminder the backend queues and sends.
-- Both synced like every salon table. customer_messages rows are made by the server (the queue,
-- 20261124000810) and sent by the sender (20261124000830); a device only asks "send again".

create table public.message_settings (
  id uuid primary key,
  salon_id uuid not null references public.salons (id) on delete cascade deferrable initially deferred,
  confirmation_on boolean not null default true,
  update_on boolean not null default true,
  cancellation_on boolean not null default true,
  reminder_on boolean not null default true,
  sms_on boolean not null default false,
  reminder_lead_hours integer not null default 24
    constraint message_settings_reminder_lead_hours_limits check (reminder_lead_hours >= 1 and reminder_lead_hours <= 168),
  from_name text constraint message_settings_from_name_limits check (char_length(from_name) <= 80),
  reply_to text constraint message_settings_reply_to_limits check (char_length(reply_to) <= 320),
  confirmation_subject text constraint message_settings_confirmation_subject_limits check (char_length(confirmation_subject) <= 200),
  confirmation_body text constraint message_settings_confirmation_body_limits check (char_length(confirmation_body) <= 4000),
  confirmation_sms text constraint message_settings_confirmation_sms_limits check (char_length(confirmation_sms) <= 640),
  update_subject text constraint message_settings_update_subject_limits check (char_length(update_subject) <= 200),
  update_body text constraint message_settings_update_body_limits check (char_length(update_body) <= 4000),
  update_sms text constraint message_settings_update_sms_limits check (char_length(update_sms) <= 640),
  cancellation_subject text constraint message_settings_cancellation_subject_limits check (char_length(cancellation_subject) <= 200),
  cancellation_body text constraint message_settings_cancellation_body_limits check (char_length(cancellation_body) <= 4000),
  cancellation_sms text constraint message_settings_cancellation_sms_limits check (char_length(cancellation_sms) <= 640),
  reminder_subject text constraint message_settings_reminder_subject_limits check (char_length(reminder_subject) <= 200),
  reminder_body text constraint message_settings_reminder_body_limits check (char_length(reminder_body) <= 4000),
  reminder_sms text constraint message_settings_reminder_sms_limits check (char_length(reminder_sms) <= 640),
  updated_at text not null,
  deleted boolean not null default false,
  version bigint,
  field_stamps jsonb not null default '{}'::jsonb,
  unique (salon_id, id),
  unique (salon_id)
);
create index message_settings_salon_version_idx on public.message_settings (salon_id, version);

create table public.customer_messages (
  id uuid primary key,
  salon_id uuid not null references public.salons (id) on delete cascade deferrable initially deferred,
  appointment_id uuid not null,
  kind text not null constraint customer_messages_kind_limits
    check (kind = any (array['confirmation', 'update', 'cancellation', 'reminder'])),
  channel text not null constraint customer_messages_channel_limits check (channel = any (array['email', 'sms'])),
  appointment_version bigint not null
    constraint customer_messages_appointment_version_limits check (appointment_version >= 0 and appointment_version <= 2000000000),
  status text not null constraint customer_messages_status_limits
    check (status = any (array['queued', 'sending', 'sent', 'failed', 'skipped', 'superseded'])),
  recipient text constraint customer_messages_recipient_limits check (char_length(recipient) <= 320),
  due_at text not null constraint customer_messages_due_at_limits check (due_at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{3})?Z$'),
  attempts integer not null default 0 constraint customer_messages_attempts_limits check (attempts >= 0 and attempts <= 1000),
  sent_at text constraint customer_messages_sent_at_limits check (sent_at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{3})?Z$'),
  provider_id text constraint customer_messages_provider_id_limits check (char_length(provider_id) <= 300),
  last_error text constraint customer_messages_last_error_limits check (char_length(last_error) <= 1000),
  resend_requested_at text constraint customer_messages_resend_requested_at_limits check (resend_requested_at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{3})?Z$'),
  -- While a sender holds the message ('sending'): past this, the send is taken as interrupted.
  claimed_until timestamptz,
  updated_at text not null,
  deleted boolean not null default false,
  version bigint,
  field_stamps jsonb not null default '{}'::jsonb,
  unique (salon_id, id),
  foreign key (salon_id, appointment_id) references public.appointments (salon_id, id) deferrable initially deferred,
  -- Exactly once: one message per appointment, kind, channel and appointment version.
  constraint customer_messages_once unique (appointment_id, kind, channel, appointment_version)
);
create index customer_messages_salon_version_idx on public.customer_messages (salon_id, version);
-- The sender's scan: queued messages by the time they are due.
create index customer_messages_due_idx on public.customer_messages (due_at collate "C") where status = 'queued';
create index customer_messages_sending_idx on public.customer_messages (claimed_until) where status = 'sending';

do $$
declare
  t text;
begin
  foreach t in array array['message_settings', 'customer_messages'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from public, anon, authenticated', t);
    execute format('grant select, insert, update on table public.%I to authenticated', t);
    execute format('grant all on table public.%I to service_role', t);
    execute format(
      'create policy %I on public.%I for select to authenticated
         using (salon_id = (select public.current_salon_id()))', t || '_select_own', t);
    execute format(
      'create policy %I on public.%I for insert to authenticated
         with check (salon_id = (select public.current_salon_id()))', t || '_insert_own', t);
    execute format(
      'create policy %I on public.%I for update to authenticated
         using (salon_id = (select public.current_salon_id()))
         with check (salon_id = (select public.current_salon_id()))', t || '_update_own', t);
    execute format(
      'create trigger %I before insert or update on public.%I
         for each row execute function public.sync_stamp_version()', t || '_stamp_version', t);
    execute format(
      'create trigger writes_via_push before insert or update or delete on public.%I
         for each row execute function sync_private.writes_via_push()', t);
  end loop;
end;
$$;

-- A failed delivery reaches the owner's feed (kind delivery_failed, source server).
alter table public.notifications drop constraint notifications_kind_limits;
alter table public.notifications add constraint notifications_kind_limits
  check (kind = any (array['booking', 'rescheduled', 'cancelled', 'message', 'conflict', 'delivery_failed']));
alter table public.notifications drop constraint notifications_source_limits;
alter table public.notifications add constraint notifications_source_limits
  check (source = any (array['assistant', 'device', 'booking_page', 'server']));

create or replace function sync_private.synced_tables()
returns text[]
language sql
immutable
as $$
  select array['salons', 'services', 'staff', 'staff_services', 'business_hours', 'salon_faqs',
               'staff_schedules', 'customers', 'appointments', 'calls', 'call_turns', 'notifications',
               'message_settings', 'customer_messages']
$$;

-- A stamp for rows the server writes itself, in the devices' HLC form (src/domain/hlc.ts): its
-- wall clock, counter 0, node 000000000000. Never below the row's last stamp, so the purge's
-- age and the text order of stamps stay right.
create or replace function sync_private.server_hlc(p_at_least text default null)
returns text
language sql
volatile
set search_path = ''
as $$
  select greatest(
    lpad(floor(extract(epoch from clock_timestamp()) * 1000)::bigint::text, 15, '0') || '.000000.000000000000',
    coalesce(p_at_least, '') collate "C")
$$;

-- An instant as the devices write them (Date#toISOString): UTC, milliseconds, Z.
create or replace function sync_private.iso_instant(p_at timestamptz)
returns text
language sql
immutable
set search_path = ''
as $$
  select to_char(p_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
