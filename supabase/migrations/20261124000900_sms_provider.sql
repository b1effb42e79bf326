-- Text-message provider settings per salon (issue 15): the Twilio account SID, auth token and
-- From number the backend's sender texts customers with. Kept on the server only: the table is
-- in sync_private (PostgREST does not expose it), is no synced table, and no owner can read it.
-- The Phone Integration screen writes through save_sms_provider and reads sms_provider_status,
-- which never answers the token; only the sender (service_role) reads it, through
-- sender_sms_provider.

create table sync_private.sms_providers (
  salon_id uuid primary key references public.salons (id) on delete cascade,
  account_sid text not null constraint sms_providers_account_sid_format check (account_sid ~ '^AC[0-9a-fA-F]{32}$'),
  auth_token text not null constraint sms_providers_auth_token_format check (auth_token ~ '^[0-9a-fA-F]{32}$'),
  from_number text not null constraint sms_providers_from_number_format check (from_number ~ '^\+[1-9][0-9]{6,14}$'),
  updated_at timestamptz not null default now()
);

-- Nobody but the functions below touches the rows; RLS with no policy backs up the missing grants.
alter table sync_private.sms_providers enable row level security;
revoke all on table sync_private.sms_providers from public, anon, authenticated, service_role;

-- What the owner may see: everything but the token.
create or replace function sync_private.sms_provider_view(p sync_private.sms_providers)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when p.salon_id is null then null else jsonb_build_object(
    'account_sid', p.account_sid,
    'from_number', p.from_number,
    'has_token', p.auth_token is not null,
    'updated_at', p.updated_at) end
$$;

-- The caller's salon, or an error the screen can show as it is. P0002 (no data), not 42501: the
-- screen reads 42501 as a session that ran out, and this owner is signed in but has not synced.
create or replace function sync_private.sms_owner_salon()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  v_salon uuid := public.current_salon_id();
begin
  if v_salon is null then
    raise exception using errcode = 'P0002',
      message = 'No salon found for this account yet: let this tablet sync once, then save again.';
  end if;
  return v_salon;
end;
$$;

-- Saves the salon's settings. Values are checked here with the same rules as the screen's
-- (src/domain/sms-provider.ts); a bad one is refused with errcode 22023, the owner's wording in
-- the message and the field in the detail, and nothing is stored. Separators in the number are
-- dropped first, as the screen does. A blank token keeps the saved one, so the screen never needs
-- to hold it; but a new account SID needs its own token.
create or replace function public.save_sms_provider(p_account_sid text, p_auth_token text, p_from_number text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_salon uuid := sync_private.sms_owner_salon();
  v_sid text := btrim(coalesce(p_account_sid, ''));
  v_token text := nullif(btrim(coalesce(p_auth_token, '')), '');
  v_from text := regexp_replace(coalesce(p_from_number, ''), '[[:space:]().-]', '', 'g');
  v_saved sync_private.sms_providers;
  v_row sync_private.sms_providers;
begin
  if v_sid !~ '^AC[0-9a-fA-F]{32}$' then
    raise exception using errcode = '22023', detail = 'account_sid',
      message = 'The account SID starts with AC and has 32 more letters and digits (0-9, a-f).';
  end if;
  if v_token is not null and v_token !~ '^[0-9a-fA-F]{32}$' then
    raise exception using errcode = '22023', detail = 'auth_token',
      message = 'The auth token has 32 letters and digits (0-9, a-f).';
  end if;
  if v_from !~ '^\+[1-9][0-9]{6,14}$' then
    raise exception using errcode = '22023', detail = 'from_number',
      message = 'The From number is your Twilio number with + and the country code, e.g. +15551234567.';
  end if;
  select * into v_saved from sync_private.sms_providers where salon_id = v_salon for update;
  if v_token is null and (v_saved.salon_id is null or v_saved.account_sid is distinct from v_sid) then
    raise exception using errcode = '22023', detail = 'auth_token',
      message = case when v_saved.salon_id is null then 'Enter the auth token.'
                     else 'A new account SID needs its auth token.' end;
  end if;
  insert into sync_private.sms_providers as s (salon_id, account_sid, auth_token, from_number, updated_at)
  values (v_salon, v_sid, coalesce(v_token, v_saved.auth_token), v_from, now())
  on conflict (salon_id) do update
    set account_sid = excluded.account_sid, auth_token = excluded.auth_token,
        from_number = excluded.from_number, updated_at = excluded.updated_at
  returning * into v_row;
  return sync_private.sms_provider_view(v_row);
end;
$$;

-- The saved settings without the token (has_token says one is kept), or null.
create or replace function public.sms_provider_status()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_row sync_private.sms_providers;
begin
  select * into v_row from sync_private.sms_providers where salon_id = sync_private.sms_owner_salon();
  return sync_private.sms_provider_view(v_row);
end;
$$;

-- Forgets the salon's settings: no texts go out until new ones are saved.
create or replace function public.clear_sms_provider()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from sync_private.sms_providers where salon_id = sync_private.sms_owner_salon()
$$;

-- The sender's read, token included: service_role only.
create or replace function public.sender_sms_provider(p_salon_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('account_sid', s.account_sid, 'auth_token', s.auth_token, 'from_number', s.from_number)
    from sync_private.sms_providers s
   where s.salon_id = p_salon_id
$$;

-- The project's default privileges grant every new function in public to anon and
-- authenticated: take that back before granting what each caller needs.
revoke all on function sync_private.sms_provider_view(sync_private.sms_providers) from public, anon, authenticated;
revoke all on function sync_private.sms_owner_salon() from public, anon, authenticated;
revoke all on function public.save_sms_provider(text, text, text) from public, anon, authenticated, service_role;
revoke all on function public.sms_provider_status() from public, anon, authenticated, service_role;
revoke all on function public.clear_sms_provider() from public, anon, authenticated, service_role;
revoke all on function public.sender_sms_provider(uuid) from public, anon, authenticated, service_role;
grant execute on function public.save_sms_provider(text, text, text) to authenticated;
grant execute on function public.sms_provider_status() to authenticated;
grant execute on function public.clear_sms_provider() to authenticated;
grant execute on function public.sender_sms_provider(uuid) to service_role;
