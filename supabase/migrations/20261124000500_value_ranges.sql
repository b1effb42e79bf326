-- The rest of issue 13's "values no screen could make", as the registry (src/domain/tables.ts)
-- now states them: every date within 2000-2100, working shifts and opening hours ending after
-- they start, and the salon row's text lengths (the registration form caps them now; a blank
-- salon name stays allowed, since sign-up seeds one when the owner gave none). Validated like
-- 20261122001100, for the same reason: a failure belongs here, not in an owner's later edit.

alter table public.appointments
  add constraint appointments_appointment_date_limits
    check (appointment_date >= '2000-01-01' and appointment_date <= '2100-12-31');

alter table public.staff_schedules
  add constraint staff_schedules_date_limits check (date >= '2000-01-01' and date <= '2100-12-31'),
  add constraint staff_schedules_time_order check (end_time > start_time);

alter table public.business_hours
  add constraint business_hours_time_order check (close_time > open_time);

alter table public.salons
  add constraint salons_name_limits check (char_length(name) <= 160),
  add constraint salons_address_limits check (char_length(address) <= 300),
  add constraint salons_phone_limits check (char_length(phone) <= 40),
  add constraint salons_email_limits check (char_length(email) <= 320),
  add constraint salons_website_limits check (char_length(website) <= 500);
