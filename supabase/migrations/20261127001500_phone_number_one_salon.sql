-- A Twilio number answers one salon (issue 26): the phone webhooks find the salon by the called
-- number (phone_salon_by_number), so a second salon saving a number another salon has would leave
-- both without calls. Saving it is refused with the owner's words, on the field (errcode 22023,
-- detail from_number, as save_sms_provider's own checks). A trigger rather than a unique index:
-- rows saved before this may repeat a number, and a migration must not fail on them; they still
-- answer no salon (phone_salon_by_number) until one owner changes theirs. The advisory lock keyed
-- by the number makes two salons saving it at the same moment take turns.
create or replace function sync_private.sms_number_one_salon()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.from_number is null then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('sms_from_number:' || new.from_number, 0));
  if exists (
    select 1 from sync_private.sms_providers s
      join public.salons sa on sa.id = s.salon_id and not sa.deleted
     where s.from_number = new.from_number and s.salon_id <> new.salon_id
  ) then
    raise exception using errcode = '22023', detail = 'from_number',
      message = 'This number is already connected to another salon. Use the Twilio number bought for this salon.';
  end if;
  return new;
end;
$$;

create trigger sms_number_one_salon before insert or update of from_number on sync_private.sms_providers
  for each row execute function sync_private.sms_number_one_salon();
