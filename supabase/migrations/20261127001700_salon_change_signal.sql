-- "Salon X changed", said the moment a write commits, so the salon's other devices pull at once
-- instead of waiting for their next poll. Every synced write bumps its salon's version in
-- sync_salon_state (sync_stamp_version), so a trigger there sees device pushes, booking-page
-- bookings, server-side Sarah and the message sender alike.
--
-- The signal is a Supabase Realtime broadcast on the private topic 'salon:<id>' and carries
-- nothing but that: the pull stays the one source of truth, and a missed signal only costs the
-- wait until the next pull. One signal per salon per transaction: a push of 200 mutations bumps
-- the version 200 times, and the devices need to hear it once (a transaction-local setting
-- remembers that this transaction has signalled this salon).
create or replace function sync_private.signal_salon_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_flag text := 'salon_desk_signal.s' || replace(new.salon_id::text, '-', '_');
begin
  if current_setting(v_flag, true) is not distinct from '1' then
    return null;
  end if;
  perform set_config(v_flag, '1', true);
  perform realtime.send('{}'::jsonb, 'changed', 'salon:' || new.salon_id::text, true);
  return null;
end;
$$;

revoke all on function sync_private.signal_salon_change() from public, anon, authenticated;

create trigger sync_salon_state_signal
  after insert or update of version on public.sync_salon_state
  for each row execute function sync_private.signal_salon_change();

-- Who may listen: only the owner of the salon the topic names. Realtime checks this policy when
-- a client joins a private channel, as that client, with realtime.topic() set to the topic it
-- asked for. No insert policy: devices only listen, the database alone speaks on these topics.
create policy salon_owner_hears_changes on realtime.messages
  for select to authenticated
  using (
    extension = 'broadcast'
    and (select realtime.topic()) = 'salon:' || (select public.current_salon_id())::text
  );
