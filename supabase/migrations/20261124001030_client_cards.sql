-- The client card (issue 16): notes and tags on a customer, as the registry declares them.
alter table public.customers
  add column notes text constraint customers_notes_limits check (char_length(notes) <= 2000),
  add column tags text constraint customers_tags_limits check (char_length(tags) <= 300);
