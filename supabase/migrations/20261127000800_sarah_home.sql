-- Server-side Sarah's home (issue 25): the salon's model settings and her conversations, kept on
-- the server only. Both tables live in sync_private (PostgREST does not expose it), are no synced
-- table, and no owner can read them.
--
-- Model settings: the owner saves base URL, model and API key through save_sarah_model and reads
-- sarah_model_status, which never answers the key (has_key says one is kept); only the server's
-- chat process (service_role) reads the key, through sarah_model_settings. A null base URL or model
-- means the server's default (OPENAI_BASE_URL / OPENAI_MODEL).
--
-- Conversations: what the model saw, the phones the customer gave and what it booked, saved after
-- each turn (the loop's SavedConversation), so a reconnect or another server process carries on.
-- A turn runs under a lease on its row (sarah_claim … sarah_finish): two processes never run two
-- turns of one conversation at once, so nothing a turn remembers is booked twice.

create table sync_private.sarah_models (
  salon_id uuid primary key references public.salons (id) on delete cascade,
  base_url text constraint sarah_models_base_url_format check (base_url ~ '^https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?(/[^[:space:][:cntrl:]?#]*)?$' and length(base_url) <= 500),
  model text constraint sarah_models_model_format check (model ~ '^[^[:cntrl:]]{1,200}$'),
  api_key text constraint sarah_models_api_key_format check (api_key ~ '^[!-~]+$' and length(api_key) <= 500),
  updated_at timestamptz not null default now()
);

create table sync_private.sarah_conversations (
  id uuid primary key,
  salon_id uuid not null references public.salons (id) on delete cascade,
  -- The loop's SavedConversation, null before its first saved turn.
  state jsonb,
  ended_at timestamptz,
  lease uuid,
  lease_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index sarah_conversations_salon on sync_private.sarah_conversations (salon_id);

-- Messages a minute per salon, shared by every server process.
create table sync_private.sarah_rates (
  salon_id uuid primary key references public.salons (id) on delete cascade,
  window_start timestamptz not null,
  used integer not null
);

-- Nobody but the functions below touches the rows; RLS with no policy backs up the missing grants.
alter table sync_private.sarah_models enable row level security;
alter table sync_private.sarah_conversations enable row level security;
alter table sync_private.sarah_rates enable row level security;
revoke all on table sync_private.sarah_models from public, anon, authenticated, service_role;
revoke all on table sync_private.sarah_conversations from public, anon, authenticated, service_role;
revoke all on table sync_private.sarah_rates from public, anon, authenticated, service_role;

-- What the owner may see: everything but the key.
create or replace function sync_private.sarah_model_view(p sync_private.sarah_models)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when p.salon_id is null then null else jsonb_build_object(
    'base_url', p.base_url,
    'model', p.model,
    'has_key', p.api_key is not null,
    'updated_at', p.updated_at) end
$$;

-- Saves the salon's settings; blanks are the server's defaults. A bad value is refused with
-- errcode 22023, the owner's wording in the message and the field in the detail, and nothing is
-- stored. A blank key keeps the saved one only while the base URL stays the same: a key never
-- follows the settings to another address (a stolen session could otherwise send it anywhere).
create or replace function public.save_sarah_model(p_base_url text, p_model text, p_api_key text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_salon uuid := sync_private.sms_owner_salon();
  v_url text := nullif(btrim(coalesce(p_base_url, '')), '');
  v_model text := nullif(btrim(coalesce(p_model, '')), '');
  v_key text := nullif(btrim(coalesce(p_api_key, '')), '');
  v_saved sync_private.sarah_models;
  v_row sync_private.sarah_models;
begin
  if v_url is not null and (length(v_url) > 500 or v_url !~ '^https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?(/[^[:space:][:cntrl:]?#]*)?$') then
    raise exception using errcode = '22023', detail = 'base_url',
      message = 'The base URL starts with http:// or https:// and names the server, e.g. https://api.openai.com/v1 (at most 500 characters, no spaces, no ? or #).';
  end if;
  if v_model is not null and v_model !~ '^[^[:cntrl:]]{1,200}$' then
    raise exception using errcode = '22023', detail = 'model',
      message = 'The model name is at most 200 characters, on one line.';
  end if;
  -- (PostgreSQL's regular expressions count to 255 at most: lengths are checked apart.)
  if v_key is not null and (v_key !~ '^[!-~]+$' or length(v_key) > 500) then
    raise exception using errcode = '22023', detail = 'api_key',
      message = 'The API key is at most 500 characters, letters, digits and symbols, with no spaces.';
  end if;
  select * into v_saved from sync_private.sarah_models where salon_id = v_salon for update;
  if v_key is null and v_saved.salon_id is not null and v_saved.base_url is not distinct from v_url then
    v_key := v_saved.api_key;
  end if;
  insert into sync_private.sarah_models as s (salon_id, base_url, model, api_key, updated_at)
  values (v_salon, v_url, v_model, v_key, now())
  on conflict (salon_id) do update
    set base_url = excluded.base_url, model = excluded.model, api_key = excluded.api_key, updated_at = excluded.updated_at
  returning * into v_row;
  return sync_private.sarah_model_view(v_row);
end;
$$;

-- The saved settings without the key, or null (the server's defaults apply).
create or replace function public.sarah_model_status()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_row sync_private.sarah_models;
begin
  select * into v_row from sync_private.sarah_models where salon_id = sync_private.sms_owner_salon();
  return sync_private.sarah_model_view(v_row);
end;
$$;

-- Forgets the salon's settings: the server's defaults apply again.
create or replace function public.clear_sarah_model()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from sync_private.sarah_models where salon_id = sync_private.sms_owner_salon()
$$;

-- The chat process's read, key included: service_role only.
create or replace function public.sarah_model_settings(p_salon_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('base_url', m.base_url, 'model', m.model, 'api_key', m.api_key)
    from sync_private.sarah_models m
   where m.salon_id = p_salon_id
$$;

-- Takes a conversation's lease for one turn (or a reset, p_reset: no new row, no message counted).
-- Answers {status}: 'claimed' with the lease and the saved state; 'not_found' for an id of another
-- salon (its conversation or its call record) or, on reset, an unknown one; 'busy' while another
-- turn holds the lease; 'rate_limited' with retry_after seconds past p_per_minute messages.
-- Only a claimed answer changes anything.
create or replace function public.sarah_claim(p_salon_id uuid, p_conversation_id uuid, p_lease_seconds integer, p_per_minute integer, p_reset boolean default false)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row sync_private.sarah_conversations;
  v_rate sync_private.sarah_rates;
  v_lease uuid := gen_random_uuid();
begin
  if p_salon_id is null or p_conversation_id is null or coalesce(p_lease_seconds, 0) not between 1 and 3600 then
    raise exception using errcode = '22023', message = 'sarah_claim needs a salon, a conversation and a lease of 1 to 3600 seconds';
  end if;
  select * into v_row from sync_private.sarah_conversations where id = p_conversation_id for update;
  if found and v_row.salon_id <> p_salon_id then
    return jsonb_build_object('status', 'not_found');
  end if;
  if not found and (p_reset or exists (select 1 from public.calls c where c.id = p_conversation_id and c.salon_id <> p_salon_id)) then
    return jsonb_build_object('status', 'not_found');
  end if;
  if found and v_row.lease is not null and v_row.lease_until > clock_timestamp() then
    return jsonb_build_object('status', 'busy');
  end if;
  if not p_reset and p_per_minute is not null then
    insert into sync_private.sarah_rates (salon_id, window_start, used) values (p_salon_id, clock_timestamp(), 0)
      on conflict (salon_id) do nothing;
    select * into v_rate from sync_private.sarah_rates where salon_id = p_salon_id for update;
    if v_rate.window_start <= clock_timestamp() - interval '1 minute' then
      v_rate.window_start := clock_timestamp();
      v_rate.used := 0;
    end if;
    if v_rate.used >= p_per_minute then
      return jsonb_build_object('status', 'rate_limited',
        'retry_after', greatest(1, ceil(extract(epoch from v_rate.window_start + interval '1 minute' - clock_timestamp())))::integer);
    end if;
    update sync_private.sarah_rates set window_start = v_rate.window_start, used = v_rate.used + 1 where salon_id = p_salon_id;
  end if;
  insert into sync_private.sarah_conversations as c (id, salon_id, lease, lease_until)
  values (p_conversation_id, p_salon_id, v_lease, clock_timestamp() + make_interval(secs => p_lease_seconds))
  on conflict (id) do update
    set lease = excluded.lease, lease_until = excluded.lease_until, updated_at = now()
    where c.salon_id = p_salon_id and (c.lease is null or c.lease_until <= clock_timestamp())
  returning * into v_row;
  if not found then
    -- Another process created or claimed it between our read and our write.
    return jsonb_build_object('status', 'busy');
  end if;
  return jsonb_build_object('status', 'claimed', 'lease', v_lease, 'state', v_row.state, 'ended', v_row.ended_at is not null);
end;
$$;

-- Keeps a long turn's lease (the chat process renews it while the model thinks); false = lost.
create or replace function public.sarah_renew(p_salon_id uuid, p_conversation_id uuid, p_lease uuid, p_lease_seconds integer)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with renewed as (
    update sync_private.sarah_conversations
       set lease_until = clock_timestamp() + make_interval(secs => least(greatest(p_lease_seconds, 1), 3600))
     where id = p_conversation_id and salon_id = p_salon_id and lease = p_lease
    returning 1)
  select exists (select 1 from renewed)
$$;

-- Ends a turn: saves the conversation (p_state, when given) and lets the lease go; p_ended marks
-- it ended (a reset). When the turn started a new conversation (30 quiet minutes, the loop's new
-- id p_next_id), the old one ends as it was and the new one is saved beside it. False when the
-- lease was no longer this turn's: nothing is saved.
create or replace function public.sarah_finish(p_salon_id uuid, p_conversation_id uuid, p_lease uuid, p_state jsonb, p_ended boolean default false, p_next_id uuid default null)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_next boolean := p_next_id is not null and p_next_id <> p_conversation_id;
begin
  update sync_private.sarah_conversations
     set state = case when v_next or p_state is null then state else p_state end,
         ended_at = case when p_ended or v_next then coalesce(ended_at, now()) else null end,
         lease = null, lease_until = null, updated_at = now()
   where id = p_conversation_id and salon_id = p_salon_id and lease = p_lease;
  if not found then
    return false;
  end if;
  if v_next then
    insert into sync_private.sarah_conversations (id, salon_id, state) values (p_next_id, p_salon_id, p_state)
      on conflict (id) do nothing;
  end if;
  return true;
end;
$$;

-- The project's default privileges grant every new function in public to anon and
-- authenticated: take that back before granting what each caller needs.
revoke all on function sync_private.sarah_model_view(sync_private.sarah_models) from public, anon, authenticated;
revoke all on function public.save_sarah_model(text, text, text) from public, anon, authenticated, service_role;
revoke all on function public.sarah_model_status() from public, anon, authenticated, service_role;
revoke all on function public.clear_sarah_model() from public, anon, authenticated, service_role;
revoke all on function public.sarah_model_settings(uuid) from public, anon, authenticated, service_role;
revoke all on function public.sarah_claim(uuid, uuid, integer, integer, boolean) from public, anon, authenticated, service_role;
revoke all on function public.sarah_renew(uuid, uuid, uuid, integer) from public, anon, authenticated, service_role;
revoke all on function public.sarah_finish(uuid, uuid, uuid, jsonb, boolean, uuid) from public, anon, authenticated, service_role;
grant execute on function public.save_sarah_model(text, text, text) to authenticated;
grant execute on function public.sarah_model_status() to authenticated;
grant execute on function public.clear_sarah_model() to authenticated;
grant execute on function public.sarah_model_settings(uuid) to service_role;
grant execute on function public.sarah_claim(uuid, uuid, integer, integer, boolean) to service_role;
grant execute on function public.sarah_renew(uuid, uuid, uuid, integer) to service_role;
grant execute on function public.sarah_finish(uuid, uuid, uuid, jsonb, boolean, uuid) to service_role;
