-- One salon per owner (DESIGN.md §3). The id is made by the client, derived from the owner's
-- user id, so every device of the owner converges on the same row.
create table public.salons (
  id uuid primary key,
  owner_id uuid not null unique references auth.users (id) on delete cascade,
  name text not null,
  address text not null default '',
  phone text not null default '',
  email text not null default '',
  website text,
  time_zone text not null default 'UTC',
  updated_at text not null,            -- HLC stamp of the last write, set by the client
  deleted boolean not null default false,
  version bigint,                      -- assigned by the server's sync functions
  created_at timestamptz not null default now()
);

alter table public.salons enable row level security;

-- Owners see and change only their own salon. `(select auth.uid())` is evaluated once per
-- statement instead of once per row (Supabase's RLS performance advice).
create policy salons_select_own on public.salons
  for select to authenticated using (owner_id = (select auth.uid()));
create policy salons_insert_own on public.salons
  for insert to authenticated with check (owner_id = (select auth.uid()));
create policy salons_update_own on public.salons
  for update to authenticated
  using (owner_id = (select auth.uid()))
  with check (owner_id = (select auth.uid()));
create policy salons_delete_own on public.salons
  for delete to authenticated using (owner_id = (select auth.uid()));

-- Anonymous visitors have no business with salons at all, not even through an empty policy.
revoke all on table public.salons from anon;
