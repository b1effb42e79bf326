-- Per-IP budgets for the public endpoints (booking page, contact form): calls counted in an
-- unlogged table, refused past the budget with a clear message.

-- The budgets: how many calls an address may make in a window. The one place they are set; the
-- local backend switches them off for test backends (`enforced`), and tests read them from here.
create table sync_private.ip_budgets (
  name text not null,
  max_calls integer not null,
  window_seconds integer not null,
  enforced boolean default true not null,
  constraint ip_budgets_pkey PRIMARY KEY (name),
  constraint ip_budgets_max_calls_check CHECK ((max_calls > 0)),
  constraint ip_budgets_window_seconds_check CHECK (((window_seconds >= 1) AND (window_seconds <= 86400)))
);
revoke all on table sync_private.ip_budgets from public, anon, authenticated, service_role;
insert into sync_private.ip_budgets (name, max_calls, window_seconds, enforced) values
  ('contact_form', '10', '600', 'true'),
  ('public_change', '20', '3600', 'true'),
  ('public_read', '300', '300', 'true');

-- Calls counted per address and fixed window. Unlogged: a crash may forget counts measured in
-- minutes, and the writes on every public call skip the WAL (PGlite and PostgreSQL 15 take it).
create unlogged table sync_private.ip_budget_calls (
  budget text not null,
  ip_key text not null,
  window_start timestamp with time zone not null,
  calls integer not null,
  expires_at timestamp with time zone not null,
  constraint ip_budget_calls_pkey PRIMARY KEY (budget, ip_key, window_start)
);
CREATE INDEX ip_budget_calls_expiry ON sync_private.ip_budget_calls USING btree (expires_at);
revoke all on table sync_private.ip_budget_calls from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION sync_private.contact_requests_one_per_call()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if current_user in ('anon', 'authenticated') and (select count(*) from new_rows) > 1 then
    raise exception 'Send one contact request at a time.' using errcode = '22023';
  end if;
  return null;
end;
$function$;
revoke all on function sync_private.contact_requests_one_per_call() from public, anon, authenticated, service_role;

-- The key an address counts under, by the local gateway's rule (sync/server/ip-key.ts): an IPv4
-- address, also when written as ::ffff:a.b.c.d, is one caller; an IPv6 caller is usually handed a
-- whole /64 and may pick a new address for every request, so it counts by its /64. Anything that
-- is not an address is kept as it came, so it still counts as one caller rather than none.
CREATE OR REPLACE FUNCTION sync_private.ip_budget_key(p_address text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  v_bare text := regexp_replace(regexp_replace(btrim(p_address), '^\[(.*)\]$', '\1'), '%.*$', '');
  v_ip inet;
begin
  if v_bare !~ '^[0-9A-Fa-f:.]+$' then
    return p_address;
  end if;
  begin
    v_ip := v_bare::inet;
  exception when invalid_text_representation then
    return p_address;
  end;
  if family(v_ip) = 4 then
    return host(v_ip);
  end if;
  if v_ip << '::ffff:0.0.0.0/96'::inet then
    return host('0.0.0.0'::inet + (v_ip - '::ffff:0.0.0.0'::inet));
  end if;
  return network(set_masklen(v_ip, 64))::text;
end;
$function$;
revoke all on function sync_private.ip_budget_key(p_address text) from public, anon, authenticated, service_role;

-- A request with no forwarding header at all is not a visitor's. On hosted Supabase every request
-- reaches PostgREST through its proxy, which always adds x-forwarded-for (and Cloudflare
-- cf-connecting-ip), and the local gateway always sets x-forwarded-for itself; only a caller
-- inside the server's own network reaches PostgREST without either (the bench, scripts), and
-- counting all of those as one 'unknown' caller had them share, and spend, one visitor's budget.
-- A header that is there but names no address still counts as 'unknown': a visitor cannot
-- remove the proxy's header, only send a blank entry in front of it.
CREATE OR REPLACE FUNCTION sync_private.request_ip_key()
 RETURNS text
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function sync_private.request_ip_key() from public, anon, authenticated, service_role;

-- Counts one call of `p_budget` for the caller, or refuses it with 429, the wait in words and a
-- Retry-After header (PostgREST's PGRST error: the status and headers come from the detail). A
-- refused call is not counted. The server's own calls (service_role) are not a visitor's.
CREATE OR REPLACE FUNCTION sync_private.take_ip_budget(p_budget text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_key text := sync_private.request_ip_key();
  v_rule sync_private.ip_budgets;
  v_window timestamptz;
  v_calls integer;
  v_wait integer;
begin
  if v_key is null or nullif(current_setting('request.jwt.claims', true), '')::jsonb->>'role' = 'service_role' then
    return;
  end if;
  select * into v_rule from sync_private.ip_budgets where name = p_budget;
  if not found or not v_rule.enforced then
    return;
  end if;
  v_window := to_timestamp(floor(extract(epoch from now()) / v_rule.window_seconds) * v_rule.window_seconds);
  insert into sync_private.ip_budget_calls as c (budget, ip_key, window_start, calls, expires_at)
    values (p_budget, v_key, v_window, 1, v_window + make_interval(secs => v_rule.window_seconds))
    on conflict (budget, ip_key, window_start) do update set calls = c.calls + 1 where c.calls < v_rule.max_calls
    returning calls into v_calls;
  if v_calls is null then
    v_wait := greatest(1, ceil(extract(epoch from v_window + make_interval(secs => v_rule.window_seconds) - now()))::integer);
    raise sqlstate 'PGRST' using
      message = jsonb_build_object('code', 'PT429', 'details', null, 'hint', null, 'message', format(
        'Too many tries from your network in a short time. Please wait %s and try again.',
        case when v_wait <= 60 then 'a minute' else ceil(v_wait / 60.0)::integer || ' minutes' end))::text,
      detail = jsonb_build_object('status', 429, 'headers', jsonb_build_object('Retry-After', v_wait::text))::text;
  end if;
  -- Each counted call clears a few windows that have ended, more than it adds, so the table
  -- holds about one row per address active in a window. Skipped rows are another call's.
  delete from sync_private.ip_budget_calls
   where (budget, ip_key, window_start) in (
     select budget, ip_key, window_start from sync_private.ip_budget_calls
      where expires_at <= now() order by expires_at limit 10 for update skip locked);
end;
$function$;
revoke all on function sync_private.take_ip_budget(p_budget text) from public, anon, authenticated, service_role;

-- The contact form is an insert into contact_requests: each statement spends one call. A BEFORE
-- statement trigger, so an address over budget is refused before any row is looked at.
CREATE OR REPLACE FUNCTION sync_private.contact_requests_budget()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform sync_private.take_ip_budget('contact_form');
  return null;
end;
$function$;
revoke all on function sync_private.contact_requests_budget() from public, anon, authenticated, service_role;

-- The budgets as they stand, for the server and its tests (never for visitors).
CREATE OR REPLACE FUNCTION public.ip_budgets()
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_object_agg(name, jsonb_build_object('max', max_calls, 'windowSeconds', window_seconds, 'enforced', enforced)), '{}'::jsonb)
    from sync_private.ip_budgets;
$function$;
revoke all on function public.ip_budgets() from public, anon, authenticated, service_role;
grant execute on function public.ip_budgets() to service_role;

CREATE TRIGGER contact_requests_one_per_call AFTER INSERT ON public.contact_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_private.contact_requests_one_per_call();
CREATE TRIGGER contact_requests_budget BEFORE INSERT ON public.contact_requests FOR EACH STATEMENT EXECUTE FUNCTION sync_private.contact_requests_budget();
