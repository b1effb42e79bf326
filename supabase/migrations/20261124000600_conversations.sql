-- Sarah's conversations on record and the owner's notifications (issue 14): three synced tables,
-- as the registry declares them (src/domain/tables/conversations.ts). Like every synced table:
-- sync columns, (salon_id, id) references, RLS for the owner, the version stamp, writes through
-- sync_push only; and listed by synced_tables(), sync_pull, the purge and the reference check
-- (tests/integration/registry-conformance.test.ts names whatever of that is missing).

create table public.calls (
  id uuid primary key,
  salon_id uuid not null references public.salons (id) on delete cascade deferrable initially deferred,
  channel text not null constraint calls_channel_limits check (channel = any (array['chat', 'phone'])),
  started_at text not null constraint calls_started_at_limits check (started_at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{3})?Z$'),
  ended_at text constraint calls_ended_at_limits check (ended_at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{3})?Z$'),
  caller_name text constraint calls_caller_name_limits check (char_length(caller_name) <= 120),
  caller_phone text constraint calls_caller_phone_limits check (char_length(caller_phone) <= 40),
  outcome text constraint calls_outcome_limits
    check (outcome = any (array['booked', 'rescheduled', 'cancelled', 'answered', 'message_taken', 'failed'])),
  message text constraint calls_message_limits check (char_length(message) <= 4000),
  callback_requested boolean not null default false,
  message_done boolean not null default false,
  updated_at text not null,
  deleted boolean not null default false,
  version bigint,
  field_stamps jsonb not null default '{}'::jsonb,
  unique (salon_id, id)
);
create index calls_salon_version_idx on public.calls (salon_id, version);

create table public.call_turns (
  id uuid primary key,
  salon_id uuid not null references public.salons (id) on delete cascade deferrable initially deferred,
  call_id uuid not null,
  position integer not null constraint call_turns_position_limits check (position >= 0 and position <= 10000),
  role text not null constraint call_turns_role_limits check (role = any (array['customer', 'assistant', 'tool'])),
  content text not null constraint call_turns_content_limits check (char_length(content) <= 8000),
  tool_name text constraint call_turns_tool_name_limits check (char_length(tool_name) <= 60),
  tool_args text constraint call_turns_tool_args_limits check (char_length(tool_args) <= 4000),
  appointment_id uuid,
  latency_ms integer constraint call_turns_latency_ms_limits check (latency_ms >= 0 and latency_ms <= 600000),
  at text not null constraint call_turns_at_limits check (at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{3})?Z$'),
  updated_at text not null,
  deleted boolean not null default false,
  version bigint,
  field_stamps jsonb not null default '{}'::jsonb,
  unique (salon_id, id),
  foreign key (salon_id, call_id) references public.calls (salon_id, id) deferrable initially deferred
);
create index call_turns_salon_version_idx on public.call_turns (salon_id, version);
create index call_turns_call_idx on public.call_turns (call_id);

create table public.notifications (
  id uuid primary key,
  salon_id uuid not null references public.salons (id) on delete cascade deferrable initially deferred,
  kind text not null constraint notifications_kind_limits
    check (kind = any (array['booking', 'rescheduled', 'cancelled', 'message', 'conflict'])),
  source text not null constraint notifications_source_limits
    check (source = any (array['assistant', 'device', 'booking_page'])),
  title text not null constraint notifications_title_limits check (char_length(title) <= 200),
  body text not null constraint notifications_body_limits check (char_length(body) <= 4000),
  appointment_id uuid,
  call_id uuid,
  phone text constraint notifications_phone_limits check (char_length(phone) <= 40),
  at text not null constraint notifications_at_limits check (at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{3})?Z$'),
  read boolean not null default false,
  updated_at text not null,
  deleted boolean not null default false,
  version bigint,
  field_stamps jsonb not null default '{}'::jsonb,
  unique (salon_id, id)
);
create index notifications_salon_version_idx on public.notifications (salon_id, version);

do $$
declare
  t text;
begin
  foreach t in array array['calls', 'call_turns', 'notifications'] loop
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

create or replace function sync_private.synced_tables()
returns text[]
language sql
immutable
as $$
  select array['salons', 'services', 'staff', 'staff_services', 'business_hours', 'salon_faqs',
               'staff_schedules', 'customers', 'appointments', 'calls', 'call_turns', 'notifications']
$$;

