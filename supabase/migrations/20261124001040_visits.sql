-- One visit, several services (issue 16): the appointment rows of one visit share a visit_id.
alter table public.appointments add column visit_id uuid;
create index appointments_visit_idx on public.appointments (visit_id) where visit_id is not null;
