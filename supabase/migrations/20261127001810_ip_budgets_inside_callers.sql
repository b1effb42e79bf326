-- A request with no forwarding header at all is not a visitor's. On hosted Supabase every request
-- reaches PostgREST through its proxy, which always adds x-forwarded-for (and Cloudflare
-- cf-connecting-ip), and the local gateway always sets x-forwarded-for itself; only a caller
-- inside the server's own network reaches PostgREST without either (the bench, scripts), and
-- counting all of those as one 'unknown' caller had them share, and spend, one visitor's budget.
-- A header that is there but names no address still counts as 'unknown': a visitor cannot
-- remove the proxy's header, only send a blank entry in front of it.
create or replace function sync_private.request_ip_key()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_headers jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
begin
  if v_headers is null or not (v_headers ? 'cf-connecting-ip' or v_headers ? 'x-forwarded-for') then
    return null;
  end if;
  return sync_private.ip_budget_key(coalesce(
    nullif(btrim(v_headers->>'cf-connecting-ip'), ''),
    nullif(btrim(split_part(v_headers->>'x-forwarded-for', ',', 1)), ''),
    'unknown'));
end;
$$;

revoke all on function sync_private.request_ip_key() from public, anon, authenticated;
