-- The synced entities of spec §3 (DESIGN.md §3). Column names and types mirror
-- src/domain/types.ts. Every row carries the sync columns:
--   salon_id     scopes the row to one owner (RLS, pulls, the version counter);
--   updated_at   HLC text of the newest field write (fixed width, compare with COLLATE "C");
--   deleted      tombstone; rows are never hard-deleted while a device may still need them;
--   version      the salon's counter when the row was last written (set by a trigger, §4);
--   field_stamps column → HLC of its last write, for per-field last-writer-wins in sync_push.
--
-- References between rows go through (salon_id, id) pairs, not bare ids: a row can then only
-- point at rows of its own salon, even though foreign-key checks bypass RLS. They are
-- DEFERRABLE INITIALLY DEFERRED so one pushed batch may carry parents after their children.

-- btree_gist gives uuid an `=` gist operator class, so the exclusion constraint below can mix
-- "same staff member" with "overlapping time range". Supabase keeps extensions in `extensions`.
create schema if not exists extensions;
create extension if not exists btree_gist with schema extensions;

alter table public.salons
  add column field_stamps jsonb not null default '{}'::jsonb;

create table public.services (
  id uuid primary key,
  salon_id uuid not null references public.salons (id) on delete cascade deferrable initially deferred,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  price numeric(10, 2) not null check (price >= 0),
  duration int not null check (duration between 1 and 1440), -- minutes
  description text,
  updated_at text not null,
  deleted boolean not null default false,
  version bigint,
  field_stamps jsonb not null default '{}'::jsonb,
  unique (salon_id, id)
);

create table public.staff (
  id uuid primary key,
  salon_id uuid not null references public.salons (id) on delete cascade deferrable initially deferred,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  phone text,
  position text not null,
  is_active boolean not null default true,
  updated_at text not null,
  deleted boolean not null default false,
  version bigint,
  field_stamps jsonb not null default '{}'::jsonb,
  unique (salon_id, id)
);

-- The id is derived from staff_id + service_id on the client, so two devices linking the same
-- pair converge on one row; the unique pair is the server's guard against a client that didn't.
create table public.staff_services (
  id uuid primary key,
  salon_id uuid not null references public.salons (id) on delete cascade deferrable initially deferred,
  staff_id uuid not null,
  service_id uuid not null,
  updated_at text not null,
  deleted boolean not null default false,
  version bigint,
  field_stamps jsonb not null default '{}'::jsonb,
  unique (staff_id, service_id),
  foreign key (salon_id, staff_id) references public.staff (salon_id, id) deferrable initially deferred,
  foreign key (salon_id, service_id) references public.services (salon_id, id) deferrable initially deferred
);

create table public.business_hours (
  id uuid primary key,
  salon_id uuid not null references public.salons (id) on delete cascade deferrable initially deferred,
  day_of_week smallint not null check (day_of_week between 0 and 6), -- 0 = Sunday
  open_time time,
  close_time time,
  is_closed boolean not null default false,
  updated_at text not null,
  deleted boolean not null default false,
  version bigint,
  field_stamps jsonb not null default '{}'::jsonb,
  unique (salon_id, day_of_week)
);

create table public.salon_faqs (
  id uuid primary key,
  salon_id uuid not null references public.salons (id) on delete cascade deferrable initially deferred,
  question text not null check (char_length(question) <= 2000),
  answer text not null check (char_length(answer) <= 5000),
  updated_at text not null,
  deleted boolean not null default false,
  version bigint,
  field_stamps jsonb not null default '{}'::jsonb
);

create table public.staff_schedules (
  id uuid primary key,
  salon_id uuid not null references public.salons (id) on delete cascade deferrable initially deferred,
  staff_id uuid not null,
  date date not null,
  start_time time,
  end_time time,
  is_day_off boolean not null default false,
  updated_at text not null,
  deleted boolean not null default false,
  version bigint,
  field_stamps jsonb not null default '{}'::jsonb,
  unique (staff_id, date),
  foreign key (salon_id, staff_id) references public.staff (salon_id, id) deferrable initially deferred
);

create table public.customers (
  id uuid primary key,
  salon_id uuid not null references public.salons (id) on delete cascade deferrable initially deferred,
  name text not null check (char_length(name) <= 200),
  phone text not null check (char_length(phone) <= 50),
  email text,
  updated_at text not null,
  deleted boolean not null default false,
  version bigint,
  field_stamps jsonb not null default '{}'::jsonb,
  unique (salon_id, id)
);

create table public.appointments (
  id uuid primary key,
  salon_id uuid not null references public.salons (id) on delete cascade deferrable initially deferred,
  customer_id uuid not null,
  staff_id uuid not null,
  service_id uuid not null,
  appointment_date date not null,
  start_time time not null,
  end_time time not null,
  notes text,
  status text not null default 'confirmed'
    check (status in ('pending', 'confirmed', 'completed', 'canceled', 'no_show', 'conflict')),
  updated_at text not null,
  deleted boolean not null default false,
  version bigint,
  field_stamps jsonb not null default '{}'::jsonb,
  unique (salon_id, id),
  constraint appointments_time_order check (end_time > start_time),
  foreign key (salon_id, customer_id) references public.customers (salon_id, id) deferrable initially deferred,
  foreign key (salon_id, staff_id) references public.staff (salon_id, id) deferrable initially deferred,
  foreign key (salon_id, service_id) references public.services (salon_id, id) deferrable initially deferred,
  -- No two active appointments of one staff member overlap (DESIGN.md §4). Immediate, not
  -- deferred: sync_push catches the violation on the very statement and stores the booking as
  -- 'conflict' instead, which this predicate leaves out.
  constraint appointments_no_double_booking exclude using gist (
    staff_id with =,
    tsrange(appointment_date + start_time, appointment_date + end_time, '[)') with &&
  ) where (status in ('pending', 'confirmed') and not deleted)
);

-- Double bookings found by sync_push; every device of the salon pulls them. The server writes
-- them (inside sync_push), owners only read them.
create table public.sync_conflicts (
  id uuid primary key default gen_random_uuid(),
  salon_id uuid not null references public.salons (id) on delete cascade deferrable initially deferred,
  appointment_id uuid not null,
  other_appointment_id uuid,
  reason text not null,
  resolved boolean not null default false,
  updated_at text not null,
  deleted boolean not null default false,
  version bigint,
  field_stamps jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  foreign key (salon_id, appointment_id) references public.appointments (salon_id, id)
    on delete cascade deferrable initially deferred
);

-- The per-salon change counter (DESIGN.md §4). purged_version: the highest version among
-- tombstones purge_tombstones hard-deleted; a pull cursor below it has missed a deletion.
create table public.sync_salon_state (
  salon_id uuid primary key references public.salons (id) on delete cascade deferrable initially deferred,
  version bigint not null default 0,
  purged_version bigint not null default 0
);

-- The highest mutation seq taken from each device for each salon: makes pushes idempotent.
create table public.sync_clients (
  client_id uuid not null,
  salon_id uuid not null references public.salons (id) on delete cascade deferrable initially deferred,
  last_seq bigint not null default 0,
  updated_at timestamptz not null default now(),
  primary key (client_id, salon_id)
);

-- Pulls read "salon_id = $1 and version > $2 order by version" from every table.
create index salons_version_idx on public.salons (id, version);
create index services_version_idx on public.services (salon_id, version);
create index staff_version_idx on public.staff (salon_id, version);
create index staff_services_version_idx on public.staff_services (salon_id, version);
create index business_hours_version_idx on public.business_hours (salon_id, version);
create index salon_faqs_version_idx on public.salon_faqs (salon_id, version);
create index staff_schedules_version_idx on public.staff_schedules (salon_id, version);
create index customers_version_idx on public.customers (salon_id, version);
create index appointments_version_idx on public.appointments (salon_id, version);
create index sync_conflicts_version_idx on public.sync_conflicts (salon_id, version);
-- Referencing sides of the composite keys, for FK checks and the purge's "still referenced".
create index staff_services_service_idx on public.staff_services (service_id);
create index appointments_customer_idx on public.appointments (customer_id);
create index appointments_service_idx on public.appointments (service_id);
create index sync_conflicts_appointment_idx on public.sync_conflicts (appointment_id);
