-- The staff tables: people, the services each does, their weekly patterns, dated schedules,
-- breaks and time off. Synced like the tables in 20_sync_tables.sql.

create table public.staff (
  id uuid not null,
  salon_id uuid not null,
  name text not null,
  phone text,
  position text not null,
  is_active boolean default true not null,
  updated_at text not null,
  deleted boolean default false not null,
  version bigint,
  field_stamps jsonb default '{}'::jsonb not null,
  constraint staff_pkey PRIMARY KEY (id),
  constraint staff_salon_id_id_key UNIQUE (salon_id, id),
  constraint staff_name_limits CHECK (((char_length(btrim(name)) >= 1) AND (char_length(name) <= 120))),
  constraint staff_phone_format CHECK ((phone ~ '^[0-9+(). -]{3,}$'::text)),
  constraint staff_phone_limits CHECK ((char_length(phone) <= 40)),
  constraint staff_position_limits CHECK (("position" = ANY (ARRAY['Senior Nail Technician'::text, 'Nail Technician'::text, 'Part-time Technician'::text, 'Apprentice'::text]))),
  constraint staff_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX staff_version_idx ON public.staff USING btree (salon_id, version);
alter table public.staff enable row level security;
revoke all on table public.staff from public, anon, authenticated, service_role;
grant all on table public.staff to service_role;
grant insert, select, update on table public.staff to authenticated;
create policy staff_select_own on public.staff for select to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy staff_insert_own on public.staff for insert to authenticated
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy staff_update_own on public.staff for update to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)))
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));

-- The id is derived from staff_id + service_id on the client, so two devices linking the same
-- pair converge on one row; the unique pair is the server's guard against a client that didn't.
create table public.staff_services (
  id uuid not null,
  salon_id uuid not null,
  staff_id uuid not null,
  service_id uuid not null,
  updated_at text not null,
  deleted boolean default false not null,
  version bigint,
  field_stamps jsonb default '{}'::jsonb not null,
  constraint staff_services_pkey PRIMARY KEY (id),
  constraint staff_services_staff_id_service_id_key UNIQUE (staff_id, service_id),
  constraint staff_services_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  constraint staff_services_salon_id_service_id_fkey FOREIGN KEY (salon_id, service_id) REFERENCES services(salon_id, id) DEFERRABLE INITIALLY DEFERRED,
  constraint staff_services_salon_id_staff_id_fkey FOREIGN KEY (salon_id, staff_id) REFERENCES staff(salon_id, id) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX staff_services_version_idx ON public.staff_services USING btree (salon_id, version);
CREATE INDEX staff_services_service_idx ON public.staff_services USING btree (service_id);
alter table public.staff_services enable row level security;
revoke all on table public.staff_services from public, anon, authenticated, service_role;
grant all on table public.staff_services to service_role;
grant insert, select, update on table public.staff_services to authenticated;
create policy staff_services_select_own on public.staff_services for select to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy staff_services_insert_own on public.staff_services for insert to authenticated
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy staff_services_update_own on public.staff_services for update to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)))
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));

create table public.staff_schedules (
  id uuid not null,
  salon_id uuid not null,
  staff_id uuid not null,
  date date not null,
  start_time time without time zone,
  end_time time without time zone,
  is_day_off boolean default false not null,
  updated_at text not null,
  deleted boolean default false not null,
  version bigint,
  field_stamps jsonb default '{}'::jsonb not null,
  constraint staff_schedules_pkey PRIMARY KEY (id),
  constraint staff_schedules_staff_id_date_key UNIQUE (staff_id, date),
  constraint staff_schedules_date_limits CHECK (((date >= '2000-01-01'::date) AND (date <= '2100-12-31'::date))),
  constraint staff_schedules_time_order CHECK ((end_time > start_time)),
  constraint staff_schedules_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  constraint staff_schedules_salon_id_staff_id_fkey FOREIGN KEY (salon_id, staff_id) REFERENCES staff(salon_id, id) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX staff_schedules_version_idx ON public.staff_schedules USING btree (salon_id, version);
CREATE INDEX staff_schedules_salon_date_idx ON public.staff_schedules USING btree (salon_id, date);
alter table public.staff_schedules enable row level security;
revoke all on table public.staff_schedules from public, anon, authenticated, service_role;
grant all on table public.staff_schedules to service_role;
grant insert, select, update on table public.staff_schedules to authenticated;
create policy staff_schedules_select_own on public.staff_schedules for select to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy staff_schedules_insert_own on public.staff_schedules for insert to authenticated
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy staff_schedules_update_own on public.staff_schedules for update to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)))
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));

create table public.staff_time_off (
  id uuid not null,
  salon_id uuid not null,
  staff_id uuid not null,
  start_date date not null,
  end_date date not null,
  reason text not null,
  note text,
  updated_at text not null,
  deleted boolean default false not null,
  version bigint,
  field_stamps jsonb default '{}'::jsonb not null,
  constraint staff_time_off_pkey PRIMARY KEY (id),
  constraint staff_time_off_salon_id_id_key UNIQUE (salon_id, id),
  constraint staff_time_off_check CHECK ((end_date >= start_date)),
  constraint staff_time_off_end_date_limits CHECK (((end_date >= '2000-01-01'::date) AND (end_date <= '2100-12-31'::date))),
  constraint staff_time_off_note_limits CHECK ((char_length(note) <= 200)),
  constraint staff_time_off_reason_limits CHECK ((reason = ANY (ARRAY['vacation'::text, 'sick'::text, 'other'::text]))),
  constraint staff_time_off_start_date_limits CHECK (((start_date >= '2000-01-01'::date) AND (start_date <= '2100-12-31'::date))),
  constraint staff_time_off_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  constraint staff_time_off_salon_id_staff_id_fkey FOREIGN KEY (salon_id, staff_id) REFERENCES staff(salon_id, id) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX staff_time_off_salon_version_idx ON public.staff_time_off USING btree (salon_id, version);
CREATE INDEX staff_time_off_staff_idx ON public.staff_time_off USING btree (staff_id);
alter table public.staff_time_off enable row level security;
revoke all on table public.staff_time_off from public, anon, authenticated, service_role;
grant all on table public.staff_time_off to service_role;
grant insert, select, update on table public.staff_time_off to authenticated;
create policy staff_time_off_select_own on public.staff_time_off for select to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy staff_time_off_insert_own on public.staff_time_off for insert to authenticated
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy staff_time_off_update_own on public.staff_time_off for update to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)))
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));

create table public.staff_breaks (
  id uuid not null,
  salon_id uuid not null,
  staff_id uuid not null,
  start_time time without time zone not null,
  end_time time without time zone not null,
  label text,
  updated_at text not null,
  deleted boolean default false not null,
  version bigint,
  field_stamps jsonb default '{}'::jsonb not null,
  constraint staff_breaks_pkey PRIMARY KEY (id),
  constraint staff_breaks_salon_id_id_key UNIQUE (salon_id, id),
  constraint staff_breaks_check CHECK ((end_time > start_time)),
  constraint staff_breaks_label_limits CHECK ((char_length(label) <= 60)),
  constraint staff_breaks_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  constraint staff_breaks_salon_id_staff_id_fkey FOREIGN KEY (salon_id, staff_id) REFERENCES staff(salon_id, id) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX staff_breaks_salon_version_idx ON public.staff_breaks USING btree (salon_id, version);
CREATE INDEX staff_breaks_staff_idx ON public.staff_breaks USING btree (staff_id);
alter table public.staff_breaks enable row level security;
revoke all on table public.staff_breaks from public, anon, authenticated, service_role;
grant all on table public.staff_breaks to service_role;
grant insert, select, update on table public.staff_breaks to authenticated;
create policy staff_breaks_select_own on public.staff_breaks for select to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy staff_breaks_insert_own on public.staff_breaks for insert to authenticated
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy staff_breaks_update_own on public.staff_breaks for update to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)))
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));

create table public.staff_patterns (
  id uuid not null,
  salon_id uuid not null,
  staff_id uuid not null,
  day_of_week smallint not null,
  start_time time without time zone,
  end_time time without time zone,
  is_day_off boolean default false not null,
  updated_at text not null,
  deleted boolean default false not null,
  version bigint,
  field_stamps jsonb default '{}'::jsonb not null,
  constraint staff_patterns_pkey PRIMARY KEY (id),
  constraint staff_patterns_salon_id_id_key UNIQUE (salon_id, id),
  constraint staff_patterns_staff_id_day_of_week_key UNIQUE (staff_id, day_of_week),
  constraint staff_patterns_check CHECK ((end_time > start_time)),
  constraint staff_patterns_day_of_week_limits CHECK (((day_of_week >= 0) AND (day_of_week <= 6))),
  constraint staff_patterns_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  constraint staff_patterns_salon_id_staff_id_fkey FOREIGN KEY (salon_id, staff_id) REFERENCES staff(salon_id, id) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX staff_patterns_salon_version_idx ON public.staff_patterns USING btree (salon_id, version);
alter table public.staff_patterns enable row level security;
revoke all on table public.staff_patterns from public, anon, authenticated, service_role;
grant all on table public.staff_patterns to service_role;
grant insert, select, update on table public.staff_patterns to authenticated;
create policy staff_patterns_select_own on public.staff_patterns for select to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy staff_patterns_insert_own on public.staff_patterns for insert to authenticated
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy staff_patterns_update_own on public.staff_patterns for update to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)))
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));

alter table public.appointments add constraint appointments_salon_id_staff_id_fkey FOREIGN KEY (salon_id, staff_id) REFERENCES staff(salon_id, id) DEFERRABLE INITIALLY DEFERRED;
