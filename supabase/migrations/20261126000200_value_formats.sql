-- Issue 13 "Data that cannot be wrong", the formats the server only length-checked until now, as
-- the table registry says them (src/domain/tables/formats.ts; the conformance test compares):
--
-- 1. Email and phone columns hold what the forms let through: an email address as zod's email
--    rule reads one, a phone of digits, + ( ) . - and spaces (the salon's may be empty: sign-up
--    seeds it so when the owner's metadata has none; its email too, the column's default).
--    Null stays allowed where the column is nullable: the forms store a blank optional field as
--    null. calls.caller_phone and notifications.phone stay free text on purpose (the number as
--    the caller said it: a refused call record would lose its transcript), and
--    customer_messages.recipient is the server's copy.
-- 2. Instants are real instants in 2000-2100, by a strict parse (2026-99-99T99:99:99Z matched the
--    pattern and was stored): sync_private.is_instant, with the registry's range as arguments.
-- 3. A salon's time zone is "UTC", an Area/Location name or a fixed offset (Etc/GMT-2), as a
--    device's Intl reports one (no Factory, EST5EDT, US/Eastern, GMT); mutation_problem still
--    asks pg_timezone_names whether it exists.
--
-- Validated, like 20261122001100 and for its reason: a row that breaks a rule fails here, where an
-- operator sees it, not in an owner's unrelated later edit of that row.

-- Immutable in effect: an explicit "Z" makes the parse independent of the session's TimeZone.
create or replace function sync_private.is_instant(p_value text, p_min text, p_max text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  return p_value ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{3})?Z$'
     and to_char(p_value::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') = left(p_value, 19)
     and left(p_value, 10) between p_min and p_max;
exception when others then
  -- 22008 month 99 / 30 February, 22007 a malformed field: not an instant either way.
  return false;
end;
$$;

revoke all on function sync_private.is_instant(text, text, text) from public, anon;
grant execute on function sync_private.is_instant(text, text, text) to authenticated, service_role;

alter table public.salons
  add constraint salons_phone_format check (phone ~ '^([0-9+(). -]{3,})?$'),
  add constraint salons_email_format check (email ~ '^((?:[A-Za-z0-9_''+\-]+\.)*[A-Za-z0-9_''+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,})?$'),
  add constraint salons_time_zone_format check (time_zone ~ '^(UTC|Etc/(UTC|GMT([+-]1?[0-9])?)|(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)/[A-Za-z0-9_+-]+(/[A-Za-z0-9_+-]+)?)$');

alter table public.staff
  add constraint staff_phone_format check (phone ~ '^[0-9+(). -]{3,}$');

alter table public.customers
  add constraint customers_phone_format check (phone ~ '^[0-9+(). -]{3,}$'),
  add constraint customers_email_format check (email ~ '^(?:[A-Za-z0-9_''+\-]+\.)*[A-Za-z0-9_''+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$');

alter table public.message_settings
  add constraint message_settings_reply_to_format check (reply_to ~ '^(?:[A-Za-z0-9_''+\-]+\.)*[A-Za-z0-9_''+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$');

alter table public.calls
  add constraint calls_started_at_instant check (sync_private.is_instant(started_at, '2000-01-01', '2100-12-31')),
  add constraint calls_ended_at_instant check (sync_private.is_instant(ended_at, '2000-01-01', '2100-12-31'));

alter table public.call_turns
  add constraint call_turns_at_instant check (sync_private.is_instant(at, '2000-01-01', '2100-12-31'));

alter table public.notifications
  add constraint notifications_at_instant check (sync_private.is_instant(at, '2000-01-01', '2100-12-31'));

alter table public.customer_messages
  add constraint customer_messages_due_at_instant check (sync_private.is_instant(due_at, '2000-01-01', '2100-12-31')),
  add constraint customer_messages_sent_at_instant check (sync_private.is_instant(sent_at, '2000-01-01', '2100-12-31')),
  add constraint customer_messages_resend_requested_at_instant check (sync_private.is_instant(resend_requested_at, '2000-01-01', '2100-12-31'));
