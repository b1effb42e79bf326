-- The phone channel's first webhooks (issue 26): which salon a call is for. Twilio posts the
-- number the caller dialled (To); the salon is the one whose saved Twilio number (the SMS
-- provider's From number, sync_private.sms_providers, issue 15) it is. The webhook needs that
-- salon's auth token to check the request's signature before it does anything else, so the
-- answer carries it: service_role only, like sender_sms_provider.
--
-- p_number is the called number's E.164 key, made by the server with the app's phone code
-- (src/domain/phone-key.ts); from_number is E.164 by its CHECK, so the two compare as text.
-- Nothing stops two salons saving one number (the table predates this use and has no unique
-- index a migration could add safely over saved rows): such a number answers no salon rather
-- than the wrong one. A deleted salon answers none.
create or replace function public.phone_salon_by_number(p_number text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when count(*) = 1 then jsonb_build_object(
           'salon_id', min(s.salon_id::text),
           'account_sid', min(s.account_sid),
           'auth_token', min(s.auth_token)) end
    from sync_private.sms_providers s
    join public.salons sa on sa.id = s.salon_id and not sa.deleted
   where s.from_number = p_number
$$;

-- The project's default privileges grant every new function in public to anon and
-- authenticated: take that back before granting the server's role alone.
revoke all on function public.phone_salon_by_number(text) from public, anon, authenticated, service_role;
grant execute on function public.phone_salon_by_number(text) to service_role;
