-- The booking page's customer card meets the customers' formats (20261126000200) before it is
-- written: a number that has a key but is not a phone as the forms take one ("+1 555 014 2000
-- ext 5") or an address zod's email rule refuses ("mai..tran@example.com") used to reach the
-- customers CHECKs and answer with a constraint's name; now it gets the page's own sentence.
-- public_book moves to sync_private unchanged (as sync_push did in 20261124000400) and the public
-- function checks the two formats, then calls it. The patterns are the registry's
-- (src/domain/tables/formats.ts PHONE_PATTERN, EMAIL_PATTERN; public/book-view.ts checks the same
-- on the page; tests/integration/public-booking.test.ts holds both sentences).

alter function public.public_book(text, text, text, text, text, text, text, text, text) set schema sync_private;
alter function sync_private.public_book(text, text, text, text, text, text, text, text, text) rename to book_online;
revoke all on function sync_private.book_online(text, text, text, text, text, text, text, text, text) from public, anon, authenticated;

create or replace function public.public_book(
  p_slug text, p_service_id text, p_date text, p_start text, p_staff_id text default null,
  p_name text default null, p_phone text default null, p_email text default null, p_website text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_phone text := btrim(coalesce(p_phone, ''));
  v_email text := nullif(btrim(coalesce(p_email, '')), '');
begin
  -- A filled honeypot and an empty phone keep book_online's own answers.
  if coalesce(p_website, '') = '' then
    if v_phone <> '' and v_phone !~ '^[0-9+(). -]{3,}$' then
      perform sync_private.public_refuse('Please enter a valid phone number.');
    end if;
    if v_email is not null and v_email !~ '^(?:[A-Za-z0-9_''+\-]+\.)*[A-Za-z0-9_''+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$' then
      perform sync_private.public_refuse('Please enter a valid email address.');
    end if;
  end if;
  return sync_private.book_online(p_slug, p_service_id, p_date, p_start, p_staff_id, p_name, p_phone, p_email, p_website);
end;
$$;

revoke all on function public.public_book(text, text, text, text, text, text, text, text, text) from public, anon, authenticated;
grant execute on function public.public_book(text, text, text, text, text, text, text, text, text) to anon, authenticated;
