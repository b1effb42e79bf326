-- Per-IP budgets for the booking page and the landing page's contact form, kept by the database.
-- On hosted Supabase the browser calls PostgREST directly: limits kept by a gateway of ours would
-- not be there, so they are counted here, from the client address PostgREST hands the database.
--
-- Which header names the caller. Every request to a hosted project passes through Cloudflare,
-- which sets cf-connecting-ip to the address it was connected from and overwrites any value the
-- caller sent; x-forwarded-for's first entry is whatever the caller typed (a client that sends
-- its own x-forwarded-for keeps it first; proxies append). So cf-connecting-ip is trusted first.
-- Without it, the first x-forwarded-for entry is used: the local gateway removes what a caller
-- sent and puts the socket's peer there alone, so locally it is the real address.

-- The budgets: how many calls an address may make in a window. The one place they are set; the
-- local backend switches them off for test backends (`enforced`), and tests read them from here.
create table sync_private.ip_budgets (
  name text primary key,
  max_calls integer not null check (max_calls > 0),
  window_seconds integer not null check (window_seconds between 1 and 86400),
  enforced boolean not null default true
);
insert into sync_private.ip_budgets (name, max_calls, window_seconds) values
  -- A customer clicking through dates and technicians makes a few dozen reads; a scraper, thousands.
  ('public_read', 300, 300),
  -- A family booking a few visits from one phone, or a salon's own Wi-Fi, fits; a bot does not.
  ('public_change', 20, 3600),
  -- The contact form: a visitor sends one or two.
  ('contact_form', 10, 600);

-- Calls counted per address and fixed window. Unlogged: a crash may forget counts measured in
-- minutes, and the writes on every public call skip the WAL (PGlite and PostgreSQL 15 take it).
create unlogged table sync_private.ip_budget_calls (
  budget text not null,
  ip_key text not null,
  window_start timestamptz not null,
  calls integer not null,
  expires_at timestamptz not null,
  primary key (budget, ip_key, window_start)
);
create index ip_budget_calls_expiry on sync_private.ip_budget_calls (expires_at);

revoke all on table sync_private.ip_budgets, sync_private.ip_budget_calls from public, anon, authenticated;

-- The key an address counts under, by the local gateway's rule (sync/server/ip-key.ts): an IPv4
-- address, also when written as ::ffff:a.b.c.d, is one caller; an IPv6 caller is usually handed a
-- whole /64 and may pick a new address for every request, so it counts by its /64. Anything that
-- is not an address is kept as it came, so it still counts as one caller rather than none.
create function sync_private.ip_budget_key(p_address text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
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
$$;

-- The caller's key from the request PostgREST is serving, or null outside a request (a direct
-- connection: the server's own jobs and migrations are no visitor). A request that names no
-- address counts under 'unknown', one caller.
create function sync_private.request_ip_key()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_headers jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
begin
  if v_headers is null then
    return null;
  end if;
  return sync_private.ip_budget_key(coalesce(
    nullif(btrim(v_headers->>'cf-connecting-ip'), ''),
    nullif(btrim(split_part(v_headers->>'x-forwarded-for', ',', 1)), ''),
    'unknown'));
end;
$$;

-- Counts one call of `p_budget` for the caller, or refuses it with 429, the wait in words and a
-- Retry-After header (PostgREST's PGRST error: the status and headers come from the detail). A
-- refused call is not counted. The server's own calls (service_role) are not a visitor's.
create function sync_private.take_ip_budget(p_budget text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;

-- A booking-page function's refusal in words (a PTxxx error) as its answer, with that status:
-- returned rather than raised, so the call's transaction commits and the call stays counted
-- (raised, it would be rolled back with the count, and a guesser of links or page names could
-- try for ever). What the refused function wrote was undone with its block.
create function sync_private.public_refusal(p_state text, p_message text, p_detail text, p_hint text)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
begin
  perform set_config('response.status', substr(p_state, 3), true);
  return jsonb_build_object('code', p_state, 'message', p_message, 'details', nullif(p_detail, ''), 'hint', nullif(p_hint, ''));
end;
$$;

revoke all on function sync_private.ip_budget_key(text), sync_private.request_ip_key(), sync_private.take_ip_budget(text),
  sync_private.public_refusal(text, text, text, text) from public, anon, authenticated;

-- Each booking-page function moves to sync_private as <name>_unbudgeted, and the public name
-- becomes a wrapper with the same arguments that spends the caller's budget first. Written once
-- here for the seven, so their bodies stay where they are. Volatile: PostgREST runs a stable
-- function in a read-only transaction, where the count could not be written.
do $wrap$
declare
  v_fn record;
  v_args text;
begin
  for v_fn in
    select p.oid, p.proname, b.budget, pg_get_function_arguments(p.oid) as params,
           pg_get_function_identity_arguments(p.oid) as ident, p.proargnames
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      join (values ('public_booking_page', 'public_read'), ('public_free_times', 'public_read'),
                   ('public_appointment', 'public_read'), ('public_manage_free_times', 'public_read'),
                   ('public_book', 'public_change'), ('public_cancel', 'public_change'),
                   ('public_reschedule', 'public_change')) as b(name, budget) on b.name = p.proname
     where n.nspname = 'public'
  loop
    select string_agg(format('%1$I => %1$I', a), ', ') into v_args from unnest(v_fn.proargnames) as a;
    execute format('alter function public.%I(%s) set schema sync_private', v_fn.proname, v_fn.ident);
    execute format('alter function sync_private.%I(%s) rename to %I', v_fn.proname, v_fn.ident, v_fn.proname || '_unbudgeted');
    execute format('revoke all on function sync_private.%I(%s) from public, anon, authenticated', v_fn.proname || '_unbudgeted', v_fn.ident);
    execute format($create$
      create function public.%1$I(%2$s)
      returns jsonb
      language plpgsql
      volatile
      security definer
      set search_path = ''
      as $body$
      declare
        v_detail text;
        v_hint text;
      begin
        perform sync_private.take_ip_budget(%3$L);
        begin
          return sync_private.%4$I(%5$s);
        exception when others then
          -- Only the refusals in words; any other error is raised as it came.
          if sqlstate not like 'PT%%' then
            raise;
          end if;
          get stacked diagnostics v_detail = pg_exception_detail, v_hint = pg_exception_hint;
          return sync_private.public_refusal(sqlstate, sqlerrm, v_detail, v_hint);
        end;
      end;
      $body$
    $create$, v_fn.proname, v_fn.params, v_fn.budget, v_fn.proname || '_unbudgeted', v_args);
    -- The project's default privileges grant new functions of public to anon and authenticated.
    execute format('revoke all on function public.%I(%s) from public, anon, authenticated', v_fn.proname, v_fn.ident);
    execute format('grant execute on function public.%I(%s) to anon, authenticated, service_role', v_fn.proname, v_fn.ident);
  end loop;
end;
$wrap$;

-- The contact form is an insert into contact_requests: each statement spends one call. A BEFORE
-- statement trigger, so an address over budget is refused before any row is looked at.
create function sync_private.contact_requests_budget()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform sync_private.take_ip_budget('contact_form');
  return null;
end;
$$;
revoke all on function sync_private.contact_requests_budget() from public, anon, authenticated;

create trigger contact_requests_budget
  before insert on public.contact_requests
  for each statement execute function sync_private.contact_requests_budget();

-- The budgets as they stand, for the server and its tests (never for visitors).
create function public.ip_budgets()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(name, jsonb_build_object('max', max_calls, 'windowSeconds', window_seconds, 'enforced', enforced)), '{}'::jsonb)
    from sync_private.ip_budgets;
$$;
revoke all on function public.ip_budgets() from public, anon, authenticated;
grant execute on function public.ip_budgets() to service_role;
