-- The AI agent configuration (spec §9; issue 26) as the registry declares it
-- (src/domain/tables/agent.ts): one row per salon, its id derived from the salon, synced like
-- every salon table. It was kept on one device only; the phone channel answers on the server
-- (greeting, abilities, the transfer number, the call's cap), so the server must read what the
-- owner chose, and the owner's other devices show the same.

create table public.agent_settings (
  id uuid primary key,
  salon_id uuid not null references public.salons (id) on delete cascade deferrable initially deferred,
  voice text not null
    constraint agent_settings_voice_limits check (voice = any (array['sarah', 'alex', 'emma', 'david'])),
  greeting text not null
    constraint agent_settings_greeting_limits check (char_length(greeting) <= 1000 and char_length(btrim(greeting)) >= 1),
  bookings boolean not null,
  pricing boolean not null,
  hours boolean not null,
  transfer boolean not null,
  redirect_phone text
    constraint agent_settings_redirect_phone_limits check (redirect_phone ~ '^\+[1-9][0-9]{6,14}$'),
  call_cap_minutes integer not null
    constraint agent_settings_call_cap_minutes_limits check (call_cap_minutes >= 1 and call_cap_minutes <= 60),
  updated_at text not null,
  deleted boolean not null default false,
  version bigint,
  field_stamps jsonb not null default '{}'::jsonb,
  unique (salon_id, id),
  unique (salon_id)
);
create index agent_settings_salon_version_idx on public.agent_settings (salon_id, version);

alter table public.agent_settings enable row level security;
revoke all on table public.agent_settings from public, anon, authenticated;
grant select, insert, update on table public.agent_settings to authenticated;
grant all on table public.agent_settings to service_role;
create policy agent_settings_select_own on public.agent_settings for select to authenticated
  using (salon_id = (select public.current_salon_id()));
create policy agent_settings_insert_own on public.agent_settings for insert to authenticated
  with check (salon_id = (select public.current_salon_id()));
create policy agent_settings_update_own on public.agent_settings for update to authenticated
  using (salon_id = (select public.current_salon_id()))
  with check (salon_id = (select public.current_salon_id()));
create trigger agent_settings_stamp_version before insert or update on public.agent_settings
  for each row execute function public.sync_stamp_version();
create trigger writes_via_push before insert or update or delete on public.agent_settings
  for each row execute function sync_private.writes_via_push();

create or replace function sync_private.synced_tables()
returns text[]
language sql
immutable
as $$
  select array['salons', 'services', 'staff', 'staff_services', 'business_hours', 'salon_faqs',
               'staff_schedules', 'customers', 'appointments', 'calls', 'call_turns', 'notifications',
               'message_settings', 'customer_messages', 'booking_settings', 'staff_time_off', 'staff_breaks',
               'staff_patterns', 'agent_settings']
$$;

insert into sync_private.natural_keys (table_name, kind, key_columns) values
  ('agent_settings', 'agent_settings', array['salon_id']);
