-- Salon Profile → Online booking (issue 17): the address of the public page is checked as the
-- owner types it. Only signed-in owners may ask, and the answer is yes or no with a sentence: it
-- never says which salon holds an address. The caller's own current address counts as free, so
-- re-saving the form never refuses itself. The unique index booking_settings_booking_slug_key
-- stays the last word (a check passed offline can still be refused on push; see reason_for below).
create or replace function public.booking_slug_available(p_slug text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_salon uuid := public.current_salon_id();
begin
  if auth.uid() is null or v_salon is null then
    raise exception using errcode = '42501', message = 'Sign in to check a booking page address';
  end if;
  if p_slug is null or char_length(p_slug) > 40 or p_slug !~ '^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$' then
    return jsonb_build_object('available', false,
      'message', 'Use 3 to 40 lowercase letters, digits or hyphens, starting and ending with a letter or digit.');
  end if;
  if exists (select 1 from public.booking_settings b where b.booking_slug = p_slug and b.salon_id <> v_salon) then
    return jsonb_build_object('available', false, 'message', 'That address is taken.');
  end if;
  return jsonb_build_object('available', true, 'message', null);
end
$$;

revoke all on function public.booking_slug_available(text) from public, anon;
grant execute on function public.booking_slug_available(text) to authenticated;

-- A device that pushed an address another salon took meanwhile gets a refusal the owner can read,
-- instead of the index's name.
create or replace function sync_private.reason_for(p_state text, p_message text, p_column text, p_constraint text)
returns text
language sql
immutable
as $$
  select case
    when p_state = 'SD400' then p_message
    when p_state = '23502' then 'missing value for ' || coalesce(p_column, 'a required field')
    when p_state = '23505' and p_constraint = 'booking_settings_booking_slug_key' then 'That booking page address is taken'
    when p_state = '23505' and p_constraint like '%\_pkey' then 'row id already in use'
    when p_state = '23505' then 'duplicate row (' || coalesce(p_constraint, 'unique') || ')'
    when p_state = '23514' then 'invalid value (' || coalesce(p_constraint, 'check') || ')'
    when p_state = '23503' then 'references a missing row (' || coalesce(p_constraint, 'foreign key') || ')'
    when p_state = '42501' then 'not allowed: ' || p_message
    when p_state like '22%' then 'invalid value: ' || p_message
    else 'could not apply (' || p_state || '): ' || p_message
  end
$$;
