-- Issue 13: the contact form's budget (10 calls per IP per 10 minutes, sync/server/rest-budget.ts)
-- counts calls, and PostgREST inserts a whole JSON array in one: an audit stored 50 requests with
-- one call, and a 2 MiB body holds thousands. The form sends one request per call, so a caller
-- that is not the server's own (service_role) may insert one row per statement.
create or replace function sync_private.contact_requests_one_per_call()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (select count(*) from new_rows) > 1 then
    raise exception 'Send one contact request at a time.' using errcode = '22023';
  end if;
  return null;
end;
$$;

revoke all on function sync_private.contact_requests_one_per_call() from public;

create trigger contact_requests_one_per_call
  after insert on public.contact_requests
  referencing new table as new_rows
  for each statement execute function sync_private.contact_requests_one_per_call();
