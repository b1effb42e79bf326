-- Messages from the public landing page's contact form. Visitors may hand one in and nothing
-- else: no reading back (it would leak other visitors' details), no changing, no deleting.
create table public.contact_requests (
  id uuid primary key,                 -- made by the client, so a replayed insert is a 409, not a duplicate
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email text not null check (char_length(email) between 3 and 320 and email like '%_@_%'),
  salon_name text not null check (char_length(btrim(salon_name)) between 1 and 200),
  phone text not null check (char_length(btrim(phone)) between 3 and 50),
  message text not null default '' check (char_length(message) <= 5000),
  created_at timestamptz default now()
);

alter table public.contact_requests enable row level security;

revoke all on table public.contact_requests from anon, authenticated;
grant insert on table public.contact_requests to anon, authenticated;

create policy contact_requests_insert on public.contact_requests
  for insert to anon, authenticated with check (true);
