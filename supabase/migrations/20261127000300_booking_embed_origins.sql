-- The sites that may show a salon's booking page in a frame (issue 23). The gateway sends every
-- page a Content-Security-Policy: the owner's app may not be framed at all, the customers' pages
-- (/book/<slug>, /a/<token>) only by the page's own origin and the sites the owner lists in Salon
-- Profile → Online booking. The list rides on the salon's booking_settings row (synced; registry
-- src/domain/tables/booking.ts): https origins separated by one space, as a CSP source list is
-- written, at most ten (EMBED_ORIGINS_PATTERN in src/domain/tables/formats.ts). The CHECK is the
-- same pattern, so nothing but origins can reach the header: no quote, semicolon or keyword.

alter table public.booking_settings
  add column embed_origins text not null default ''
    constraint booking_settings_embed_origins_limits check (
      char_length(embed_origins) <= 2700
      and embed_origins ~ '^(https://[a-z0-9]([a-z0-9-]*[a-z0-9])?([.][a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?( https://[a-z0-9]([a-z0-9-]*[a-z0-9])?([.][a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?){0,9})?$');

-- The sites that may frame a customer's page, by the page's slug or a manage link's token (the
-- salon of /a/<token> is known only through it); empty for an unknown, expired or switched-off
-- one, which then shows only on its own origin. For whatever serves the pages: the local gateway
-- runs it in-process, a host in front of a real project may call it with the service-role key.
-- Never anon's: it would tell a stranger which tokens are live.
create or replace function public.embed_origins_for(p_slug text default null, p_token text default null)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select string_to_array(nullif(b.embed_origins, ''), ' ')
      from public.booking_settings b
     where b.online_booking and not b.deleted
       and (b.booking_slug = p_slug
            or b.salon_id = (select t.salon_id from sync_private.manage_tokens t
                              where coalesce(p_token, '') ~ '^[0-9a-f]{64}$'
                                and t.token_hash = sha256(convert_to(p_token, 'UTF8')) and t.expires_at > now()))
  ), '{}')
$$;

revoke all on function public.embed_origins_for(text, text) from public, anon, authenticated;
grant execute on function public.embed_origins_for(text, text) to service_role;
