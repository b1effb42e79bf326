-- The local provider stand-in's account check (issue 26, Test Connection). The owner's Test
-- Connection asks the provider's REST API whether the saved Account SID and auth token are right
-- and the salon's number is in that account (Twilio's IncomingPhoneNumbers). Locally that API is
-- the SMS catcher's stand-in (sync/server/sms-catcher.ts), which has no accounts of its own: an
-- account, for it, is what salons saved (sync_private.sms_providers). This answers the numbers
-- saved under that SID with that exact token, or null when no salon saved the pair, which the
-- stand-in answers as Twilio does a wrong SID or token: 401. Service role only: the caller must
-- already hold the token to learn anything, but no device calls it at all.
create or replace function public.phone_standin_numbers(p_account_sid text, p_auth_token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when count(*) = 0 then null else jsonb_agg(distinct s.from_number) end
    from sync_private.sms_providers s
   where s.account_sid = p_account_sid
     and s.auth_token = p_auth_token
$$;

-- The project's default privileges grant every new function in public to anon and
-- authenticated: take that back before granting the server's role alone.
revoke all on function public.phone_standin_numbers(text, text) from public, anon, authenticated, service_role;
grant execute on function public.phone_standin_numbers(text, text) to service_role;
