-- The rules a salon books by (issue 16), as the registry declares them (src/domain/tables/booking.ts
-- and the services entry of catalog.ts): each service's cleanup buffer, category and hidden flag;
-- the salon's booking settings (one row per salon, id derived from the salon); each member's time
-- off and daily breaks. Synced like every salon table.

alter table public.services
  add column buffer_minutes integer not null default 0
    constraint services_buffer_minutes_limits check (buffer_minutes >= 0 and buffer_minutes <= 240),
  add column category text constraint services_category_limits check (char_length(category) <= 60),
  add column is_active boolean not null default true;

create table public.booking_settings (
  id uuid primary key,
  salon_id uuid not null references public.salons (id) on delete cascade deferrable initially deferred,
  min_notice_minutes integer not null default 0
    constraint booking_settings_min_notice_minutes_limits check (min_notice_minutes >= 0 and min_notice_minutes <= 20160),
  max_advance_days integer not null default 90
    constraint booking_settings_max_advance_days_limits check (max_advance_days >= 1 and max_advance_days <= 730),
  slot_interval integer not null default 60
    constraint booking_settings_slot_interval_limits check (slot_interval >= 15 and slot_interval <= 60),
  self_booking_status text not null default 'confirmed'
    constraint booking_settings_self_booking_status_limits check (self_booking_status = any (array['confirmed', 'pending'])),
  updated_at text not null,
  deleted boolean not null default false,
  version bigint,
  field_stamps jsonb not null default '{}'::jsonb,
  unique (salon_id, id),
  unique (salon_id),
  constraint booking_settings_slot_interval_check check (slot_interval = any (array[15, 30, 60]))
);
create index booking_settings_salon_version_idx on public.booking_settings (salon_id, version);

create table public.staff_time_off (
  id uuid primary key,
  salon_id uuid not null references public.salons (id) on delete cascade deferrable initially deferred,
  staff_id uuid not null,
  start_date date not null
    constraint staff_time_off_start_date_limits check (start_date >= '2000-01-01' and start_date <= '2100-12-31'),
  end_date date not null
    constraint staff_time_off_end_date_limits check (end_date >= '2000-01-01' and end_date <= '2100-12-31'),
  reason text not null constraint staff_time_off_reason_limits check (reason = any (array['vacation', 'sick', 'other'])),
  note text constraint staff_time_off_note_limits check (char_length(note) <= 200),
  updated_at text not null,
  deleted boolean not null default false,
  version bigint,
  field_stamps jsonb not null default '{}'::jsonb,
  unique (salon_id, id),
  foreign key (salon_id, staff_id) references public.staff (salon_id, id) deferrable initially deferred,
  constraint staff_time_off_check check (end_date >= start_date)
);
create index staff_time_off_salon_version_idx on public.staff_time_off (salon_id, version);
create index staff_time_off_staff_idx on public.staff_time_off (staff_id);

create table public.staff_breaks (
  id uuid primary key,
  salon_id uuid not null references public.salons (id) on delete cascade deferrable initially deferred,
  staff_id uuid not null,
  start_time time not null,
  end_time time not null,
  label text constraint staff_breaks_label_limits check (char_length(label) <= 60),
  updated_at text not null,
  deleted boolean not null default false,
  version bigint,
  field_stamps jsonb not null default '{}'::jsonb,
  unique (salon_id, id),
  foreign key (salon_id, staff_id) references public.staff (salon_id, id) deferrable initially deferred,
  constraint staff_breaks_check check (end_time > start_time)
);
create index staff_breaks_salon_version_idx on public.staff_breaks (salon_id, version);
create index staff_breaks_staff_idx on public.staff_breaks (staff_id);

do $$
declare
  t text;
begin
  foreach t in array array['booking_settings', 'staff_time_off', 'staff_breaks'] loop
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
               'staff_schedules', 'customers', 'appointments', 'calls', 'call_turns', 'notifications',
               'message_settings', 'customer_messages', 'booking_settings', 'staff_time_off', 'staff_breaks']
$$;
