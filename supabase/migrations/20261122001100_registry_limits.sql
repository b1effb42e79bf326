-- The column limits of the table registry (src/domain/tables.ts), held by the server too, so the
-- device's zod and the server's CHECKs share one source (issue 12). Each limited column gets one
-- constraint named <table>_<column>_limits; tests/integration/registry-conformance.test.ts reads
-- the catalogue and fails on any limit the registry and these constraints do not share.
--
-- Where an earlier migration already checked a looser limit (names up to 200 characters, FAQs up
-- to 2000/5000, phones up to 50) that constraint is replaced by the registry's: every row the app
-- writes passes the same limits first (src/domain/back-office.ts parses each form and the
-- assistant's customer through them, trimmed), so existing rows already satisfy them. The
-- constraints are added validated, not NOT VALID: a NOT VALID check would still refuse any later
-- update of an offending row (PostgreSQL checks the whole new row), so it would only move a
-- failure from this migration, where an operator sees it, to an owner's unrelated edit.
--
-- Not here, on purpose: the salon row's texts (seeded at sign-up from fields without a length
-- cap; see the registry's serverUnchecked) and rules an earlier migration already holds exactly
-- as the registry says them (services.duration, business_hours.day_of_week,
-- appointments.status and appointments_time_order).

alter table public.services
  drop constraint if exists services_name_check,
  drop constraint if exists services_price_check,
  add constraint services_name_limits check (char_length(btrim(name)) >= 1 and char_length(name) <= 120),
  add constraint services_price_limits check (price >= 0 and price <= 100000),
  add constraint services_description_limits check (char_length(description) <= 1000);

alter table public.staff
  drop constraint if exists staff_name_check,
  add constraint staff_name_limits check (char_length(btrim(name)) >= 1 and char_length(name) <= 120),
  add constraint staff_phone_limits check (char_length(phone) <= 40),
  add constraint staff_position_limits
    check (position in ('Senior Nail Technician', 'Nail Technician', 'Part-time Technician', 'Apprentice'));

alter table public.salon_faqs
  drop constraint if exists salon_faqs_question_check,
  drop constraint if exists salon_faqs_answer_check,
  add constraint salon_faqs_question_limits check (char_length(btrim(question)) >= 1 and char_length(question) <= 500),
  add constraint salon_faqs_answer_limits check (char_length(btrim(answer)) >= 1 and char_length(answer) <= 4000);

alter table public.customers
  drop constraint if exists customers_name_check,
  drop constraint if exists customers_phone_check,
  add constraint customers_name_limits check (char_length(name) <= 120),
  add constraint customers_phone_limits check (char_length(phone) <= 40),
  add constraint customers_email_limits check (char_length(email) <= 320);

alter table public.appointments
  add constraint appointments_notes_limits check (char_length(notes) <= 4000);
