-- The synced tables the app edits offline (services, customers, appointments, hours, FAQs,
-- notifications, conflicts): each row carries salon_id, a per-field stamp map (field_stamps), the
-- writer's clock (updated_at), a tombstone flag (deleted) and a salon-wide version for pulls.

create table public.services (
  id uuid not null,
  salon_id uuid not null,
  name text not null,
  price numeric(10,2) not null,
  duration integer not null,
  description text,
  updated_at text not null,
  deleted boolean default false not null,
  version bigint,
  field_stamps jsonb default '{}'::jsonb not null,
  buffer_minutes integer default 0 not null,
  category text,
  is_active boolean default true not null,
  processing_offset integer default 0 not null,
  processing_minutes integer default 0 not null,
  constraint services_pkey PRIMARY KEY (id),
  constraint services_salon_id_id_key UNIQUE (salon_id, id),
  constraint services_buffer_minutes_limits CHECK (((buffer_minutes >= 0) AND (buffer_minutes <= 240))),
  constraint services_category_limits CHECK ((char_length(category) <= 60)),
  constraint services_description_limits CHECK ((char_length(description) <= 1000)),
  constraint services_duration_check CHECK (((duration >= 1) AND (duration <= 1440))),
  constraint services_name_limits CHECK (((char_length(btrim(name)) >= 1) AND (char_length(name) <= 120))),
  constraint services_price_limits CHECK (((price >= (0)::numeric) AND (price <= (100000)::numeric))),
  constraint services_processing_fits CHECK ((((processing_offset + processing_minutes) <= duration) AND (processing_minutes < duration))),
  constraint services_processing_minutes_limits CHECK (((processing_minutes >= 0) AND (processing_minutes <= 240))),
  constraint services_processing_offset_limits CHECK (((processing_offset >= 0) AND (processing_offset <= 1439))),
  constraint services_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX services_version_idx ON public.services USING btree (salon_id, version);
alter table public.services enable row level security;
revoke all on table public.services from public, anon, authenticated, service_role;
grant all on table public.services to service_role;
grant insert, select, update on table public.services to authenticated;
create policy services_select_own on public.services for select to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy services_insert_own on public.services for insert to authenticated
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy services_update_own on public.services for update to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)))
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));

create table public.business_hours (
  id uuid not null,
  salon_id uuid not null,
  day_of_week smallint not null,
  open_time time without time zone,
  close_time time without time zone,
  is_closed boolean default false not null,
  updated_at text not null,
  deleted boolean default false not null,
  version bigint,
  field_stamps jsonb default '{}'::jsonb not null,
  constraint business_hours_pkey PRIMARY KEY (id),
  constraint business_hours_salon_id_day_of_week_key UNIQUE (salon_id, day_of_week),
  constraint business_hours_day_of_week_check CHECK (((day_of_week >= 0) AND (day_of_week <= 6))),
  constraint business_hours_time_order CHECK ((close_time > open_time)),
  constraint business_hours_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX business_hours_version_idx ON public.business_hours USING btree (salon_id, version);
alter table public.business_hours enable row level security;
revoke all on table public.business_hours from public, anon, authenticated, service_role;
grant all on table public.business_hours to service_role;
grant insert, select, update on table public.business_hours to authenticated;
create policy business_hours_select_own on public.business_hours for select to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy business_hours_insert_own on public.business_hours for insert to authenticated
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy business_hours_update_own on public.business_hours for update to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)))
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));

create table public.salon_faqs (
  id uuid not null,
  salon_id uuid not null,
  question text not null,
  answer text not null,
  updated_at text not null,
  deleted boolean default false not null,
  version bigint,
  field_stamps jsonb default '{}'::jsonb not null,
  constraint salon_faqs_pkey PRIMARY KEY (id),
  constraint salon_faqs_answer_limits CHECK (((char_length(btrim(answer)) >= 1) AND (char_length(answer) <= 4000))),
  constraint salon_faqs_question_limits CHECK (((char_length(btrim(question)) >= 1) AND (char_length(question) <= 500))),
  constraint salon_faqs_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX salon_faqs_version_idx ON public.salon_faqs USING btree (salon_id, version);
alter table public.salon_faqs enable row level security;
revoke all on table public.salon_faqs from public, anon, authenticated, service_role;
grant all on table public.salon_faqs to service_role;
grant insert, select, update on table public.salon_faqs to authenticated;
create policy salon_faqs_select_own on public.salon_faqs for select to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy salon_faqs_insert_own on public.salon_faqs for insert to authenticated
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy salon_faqs_update_own on public.salon_faqs for update to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)))
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));

create table public.customers (
  id uuid not null,
  salon_id uuid not null,
  name text not null,
  phone text not null,
  email text,
  updated_at text not null,
  deleted boolean default false not null,
  version bigint,
  field_stamps jsonb default '{}'::jsonb not null,
  phone_key text,
  notes text,
  tags text,
  language text,
  constraint customers_pkey PRIMARY KEY (id),
  constraint customers_salon_id_id_key UNIQUE (salon_id, id),
  constraint customers_email_format CHECK ((email ~ '^(?:[A-Za-z0-9_''+\-]+\.)*[A-Za-z0-9_''+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$'::text)),
  constraint customers_email_limits CHECK ((char_length(email) <= 320)),
  constraint customers_language_limits CHECK ((language = ANY (ARRAY['en'::text, 'vi'::text, 'es'::text]))),
  constraint customers_name_limits CHECK ((char_length(name) <= 120)),
  constraint customers_notes_limits CHECK ((char_length(notes) <= 2000)),
  constraint customers_phone_format CHECK ((phone ~ '^[0-9+(). -]{3,}$'::text)),
  constraint customers_phone_key_e164 CHECK ((phone_key ~ '^\+[1-9][0-9]{6,14}$'::text)),
  constraint customers_phone_limits CHECK ((char_length(phone) <= 40)),
  constraint customers_tags_limits CHECK ((char_length(tags) <= 300)),
  constraint customers_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX customers_version_idx ON public.customers USING btree (salon_id, version);
CREATE INDEX customers_phone_key_idx ON public.customers USING btree (salon_id, phone_key);
alter table public.customers enable row level security;
revoke all on table public.customers from public, anon, authenticated, service_role;
grant all on table public.customers to service_role;
grant insert, select, update on table public.customers to authenticated;
create policy customers_select_own on public.customers for select to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy customers_insert_own on public.customers for insert to authenticated
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy customers_update_own on public.customers for update to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)))
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));

create table public.appointments (
  id uuid not null,
  salon_id uuid not null,
  customer_id uuid not null,
  staff_id uuid not null,
  service_id uuid not null,
  appointment_date date not null,
  start_time time without time zone not null,
  end_time time without time zone not null,
  notes text,
  status text default 'confirmed'::text not null,
  updated_at text not null,
  deleted boolean default false not null,
  version bigint,
  field_stamps jsonb default '{}'::jsonb not null,
  visit_id uuid,
  processing_offset integer default 0 not null,
  processing_minutes integer default 0 not null,
  contact_name text,
  contact_phone text,
  contact_email text,
  constraint appointments_pkey PRIMARY KEY (id),
  constraint appointments_salon_id_id_key UNIQUE (salon_id, id),
  constraint appointments_appointment_date_limits CHECK (((appointment_date >= '2000-01-01'::date) AND (appointment_date <= '2100-12-31'::date))),
  constraint appointments_contact_email_format CHECK ((contact_email ~ '^(?:[A-Za-z0-9_''+\-]+\.)*[A-Za-z0-9_''+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$'::text)),
  constraint appointments_contact_email_limits CHECK ((char_length(contact_email) <= 320)),
  constraint appointments_contact_name_limits CHECK ((char_length(contact_name) <= 120)),
  constraint appointments_contact_phone_format CHECK ((contact_phone ~ '^[0-9+(). -]{3,}$'::text)),
  constraint appointments_contact_phone_limits CHECK ((char_length(contact_phone) <= 40)),
  constraint appointments_notes_limits CHECK ((char_length(notes) <= 4000)),
  constraint appointments_processing_minutes_limits CHECK (((processing_minutes >= 0) AND (processing_minutes <= 240))),
  constraint appointments_processing_offset_limits CHECK (((processing_offset >= 0) AND (processing_offset <= 1439))),
  constraint appointments_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'confirmed'::text, 'completed'::text, 'canceled'::text, 'no_show'::text, 'conflict'::text]))),
  constraint appointments_time_order CHECK ((end_time > start_time)),
  constraint appointments_salon_id_customer_id_fkey FOREIGN KEY (salon_id, customer_id) REFERENCES customers(salon_id, id) DEFERRABLE INITIALLY DEFERRED,
  constraint appointments_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  constraint appointments_salon_id_service_id_fkey FOREIGN KEY (salon_id, service_id) REFERENCES services(salon_id, id) DEFERRABLE INITIALLY DEFERRED,
  constraint appointments_no_double_booking EXCLUDE USING gist (staff_id WITH =, sync_private.hands_on(appointment_date, start_time, end_time, processing_offset, processing_minutes) WITH &&) WHERE (((status = ANY (ARRAY['pending'::text, 'confirmed'::text])) AND (NOT deleted)))
);
CREATE INDEX appointments_version_idx ON public.appointments USING btree (salon_id, version);
CREATE INDEX appointments_customer_idx ON public.appointments USING btree (customer_id);
CREATE INDEX appointments_service_idx ON public.appointments USING btree (service_id);
CREATE INDEX appointments_visit_idx ON public.appointments USING btree (visit_id) WHERE (visit_id IS NOT NULL);
CREATE INDEX appointments_salon_date_idx ON public.appointments USING btree (salon_id, appointment_date);
alter table public.appointments enable row level security;
revoke all on table public.appointments from public, anon, authenticated, service_role;
grant all on table public.appointments to service_role;
grant insert, select, update on table public.appointments to authenticated;
create policy appointments_select_own on public.appointments for select to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy appointments_insert_own on public.appointments for insert to authenticated
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy appointments_update_own on public.appointments for update to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)))
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));

-- Double bookings found by sync_push; every device of the salon pulls them. The server writes
-- them (inside sync_push), owners only read them.
create table public.sync_conflicts (
  id uuid default gen_random_uuid() not null,
  salon_id uuid not null,
  appointment_id uuid not null,
  other_appointment_id uuid,
  reason text not null,
  resolved boolean default false not null,
  updated_at text not null,
  deleted boolean default false not null,
  version bigint,
  field_stamps jsonb default '{}'::jsonb not null,
  created_at timestamp with time zone default now() not null,
  constraint sync_conflicts_pkey PRIMARY KEY (id),
  constraint sync_conflicts_salon_id_appointment_id_fkey FOREIGN KEY (salon_id, appointment_id) REFERENCES appointments(salon_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  constraint sync_conflicts_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX sync_conflicts_version_idx ON public.sync_conflicts USING btree (salon_id, version);
CREATE INDEX sync_conflicts_appointment_idx ON public.sync_conflicts USING btree (appointment_id);
alter table public.sync_conflicts enable row level security;
revoke all on table public.sync_conflicts from public, anon, authenticated, service_role;
grant all on table public.sync_conflicts to service_role;
grant select on table public.sync_conflicts to authenticated;
create policy sync_conflicts_select_own on public.sync_conflicts for select to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));

create table public.notifications (
  id uuid not null,
  salon_id uuid not null,
  kind text not null,
  source text not null,
  title text not null,
  body text not null,
  appointment_id uuid,
  call_id uuid,
  phone text,
  at text not null,
  read boolean default false not null,
  updated_at text not null,
  deleted boolean default false not null,
  version bigint,
  field_stamps jsonb default '{}'::jsonb not null,
  body_parts text,
  constraint notifications_pkey PRIMARY KEY (id),
  constraint notifications_salon_id_id_key UNIQUE (salon_id, id),
  constraint notifications_at_instant CHECK (sync_private.is_instant(at, '2000-01-01'::text, '2100-12-31'::text)),
  constraint notifications_at_limits CHECK ((at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{3})?Z$'::text)),
  constraint notifications_body_limits CHECK ((char_length(body) <= 4000)),
  constraint notifications_body_parts_limits CHECK ((char_length(body_parts) <= 2000)),
  constraint notifications_kind_limits CHECK ((kind = ANY (ARRAY['booking'::text, 'rescheduled'::text, 'cancelled'::text, 'message'::text, 'conflict'::text, 'delivery_failed'::text, 'confirmed'::text]))),
  constraint notifications_phone_limits CHECK ((char_length(phone) <= 40)),
  constraint notifications_source_limits CHECK ((source = ANY (ARRAY['assistant'::text, 'device'::text, 'booking_page'::text, 'server'::text]))),
  constraint notifications_title_limits CHECK ((char_length(title) <= 200)),
  constraint notifications_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX notifications_salon_version_idx ON public.notifications USING btree (salon_id, version);
alter table public.notifications enable row level security;
revoke all on table public.notifications from public, anon, authenticated, service_role;
grant all on table public.notifications to service_role;
grant insert, select, update on table public.notifications to authenticated;
create policy notifications_select_own on public.notifications for select to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy notifications_insert_own on public.notifications for insert to authenticated
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));
create policy notifications_update_own on public.notifications for update to authenticated
  using ((salon_id = ( SELECT current_salon_id() AS current_salon_id)))
  with check ((salon_id = ( SELECT current_salon_id() AS current_salon_id)));

alter table public.salons add constraint salons_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES auth.users(id) ON DELETE CASCADE;
