-- Online booking (issue 17): the owner turns the public booking page on and picks its address in
-- Salon Profile; customers then book, cancel and reschedule through the backend while every salon
-- device may be offline. The settings ride on the salon's booking_settings row (synced like the
-- booking rules, registry src/domain/tables/booking.ts); the manage links' tokens and the page's
-- rate limits are the server's own (sync_private), never synced to a device.

alter table public.booking_settings
  add column online_booking boolean not null default false,
  add column booking_slug text
    constraint booking_settings_booking_slug_limits check (char_length(booking_slug) <= 40 and booking_slug ~ '^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$'),
  add column online_cancel_notice_minutes integer not null default 1440
    constraint booking_settings_online_cancel_notice_minutes_limits check (online_cancel_notice_minutes >= 0 and online_cancel_notice_minutes <= 20160);

-- One salon per address. A device that pushes an address another salon holds gets its change
-- refused with the reason below (sync_private.reason_for names the constraint).
create unique index booking_settings_booking_slug_key on public.booking_settings (booking_slug);

-- Manage links (/a/:token): only a SHA-256 of each token is kept, so a leaked table hands over no
-- link. A token is good until its appointment has ended (checked on use, so a moved appointment
-- keeps its links) and never past expires_at.
create table sync_private.manage_tokens (
  token_hash bytea primary key,
  salon_id uuid not null references public.salons (id) on delete cascade,
  appointment_id uuid not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  foreign key (salon_id, appointment_id) references public.appointments (salon_id, id) on delete cascade
);
create index manage_tokens_appointment_idx on sync_private.manage_tokens (appointment_id);

-- Anonymous bookings by phone key, for the per-phone limit (a bot cycling addresses still hits it).
create table sync_private.online_bookings_log (
  id bigint generated always as identity primary key,
  salon_id uuid not null references public.salons (id) on delete cascade,
  phone_key text not null,
  created_at timestamptz not null default now()
);
create index online_bookings_log_phone_idx on sync_private.online_bookings_log (phone_key, created_at);

revoke all on sync_private.manage_tokens, sync_private.online_bookings_log from public, anon, authenticated;
