-- The client card's language: the one the customer's messages and Sarah use with them. Null until
-- the owner sets it, or the booking page or a conversation tells it. Only the languages the app
-- speaks: the registry's enum.
alter table public.customers
  add column language text constraint customers_language_limits check (language = any (array['en'::text, 'vi'::text, 'es'::text]));
