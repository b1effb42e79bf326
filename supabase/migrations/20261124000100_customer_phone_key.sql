-- One phone identity (issue 12): a customer's phone as an E.164 key ("+15550142000"), the one
-- identity every lookup by phone compares. Clients compute it (libphonenumber-js, in the salon's
-- region) and push it like any field. Null for rows written before it existed or by older
-- clients (and for a phone that is no number at all): devices fill those locally on apply.
alter table public.customers
  add column phone_key text
  constraint customers_phone_key_e164 check (phone_key ~ '^\+[1-9][0-9]{6,14}$');

-- Not unique: until their devices merge them, duplicates that only the old keys kept apart exist,
-- and an older client may still push one; the server must take those pushes, not reject them.
create index customers_phone_key_idx on public.customers (salon_id, phone_key);
