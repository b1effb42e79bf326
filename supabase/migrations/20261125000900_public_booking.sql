-- Customers book, cancel and reschedule themselves (issue 17), through functions anonymous callers
-- may run by the page's slug or a manage link's token — never a table. The answers are spelled out
-- in src/domain/public-booking/contract.ts. Free times come from sync_private.availability (the
-- SQL copy of src/domain/availability.ts, held equal to it by a property test), so the page offers
-- and accepts exactly what the tablet would. Every change re-checks its slot in its own
-- transaction; the exclusion constraint on appointments stays the last word against the tablet,
-- Sarah and other customers.
--
-- What a caller can learn: a page that does not exist and one that is switched off answer alike;
-- a bad or expired token answers like an unknown one; nothing says whether a phone is a customer.
--
-- This file: the phone's key; 20261125000905 the server's own pieces (salon and token lookups,
-- refusals, the owner's notification); 20261125000910 the functions callers run.

-- ---------------------------------------------------------------------------------------------
-- The phone's E.164 key, as src/domain/phone-key.ts makes it for the numbers customers type: an
-- international number as written; a national one with the salon's calling code, its trunk "0"
-- (or a NANP "1") dropped. libphonenumber knows more (Italy keeps its 0 — handled; rarer national
-- quirks are not): where the two differ the customer gets a second card the owner can merge, never
-- someone else's.

create or replace function sync_private.calling_code_of_zone(p_zone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    (select code from (values
      ('America/Mexico_City', '52'), ('America/Tijuana', '52'), ('America/Cancun', '52'), ('America/Sao_Paulo', '55'),
      ('America/Bogota', '57'), ('America/Lima', '51'), ('America/Santiago', '56'),
      ('Europe/London', '44'), ('Europe/Dublin', '353'), ('Europe/Paris', '33'), ('Europe/Berlin', '49'), ('Europe/Madrid', '34'),
      ('Europe/Rome', '39'), ('Europe/Amsterdam', '31'), ('Europe/Brussels', '32'), ('Europe/Zurich', '41'), ('Europe/Vienna', '43'),
      ('Europe/Stockholm', '46'), ('Europe/Oslo', '47'), ('Europe/Copenhagen', '45'), ('Europe/Helsinki', '358'), ('Europe/Warsaw', '48'),
      ('Europe/Lisbon', '351'), ('Europe/Athens', '30'), ('Europe/Prague', '420'), ('Europe/Budapest', '36'), ('Europe/Bucharest', '40'),
      ('Europe/Kyiv', '380'), ('Europe/Kiev', '380'), ('Europe/Istanbul', '90'),
      ('Asia/Tokyo', '81'), ('Asia/Seoul', '82'), ('Asia/Shanghai', '86'), ('Asia/Hong_Kong', '852'), ('Asia/Taipei', '886'),
      ('Asia/Singapore', '65'), ('Asia/Manila', '63'), ('Asia/Bangkok', '66'), ('Asia/Ho_Chi_Minh', '84'), ('Asia/Jakarta', '62'),
      ('Asia/Kolkata', '91'), ('Asia/Calcutta', '91'), ('Asia/Dubai', '971'), ('Asia/Jerusalem', '972'),
      ('Pacific/Auckland', '64'), ('Africa/Johannesburg', '27'), ('Africa/Lagos', '234'), ('Africa/Cairo', '20'), ('Africa/Nairobi', '254')
    ) z (zone, code) where z.zone = p_zone),
    case when p_zone like 'America/Argentina/%' then '54' when p_zone like 'Australia/%' then '61' end,
    '1')
$$;

-- The salon's calling code: its own phone's when written internationally (calling codes are a
-- prefix code, so the first of 1–3 digits that is a known code is the one), else its zone's.
create or replace function sync_private.salon_calling_code(p_salon_phone text, p_time_zone text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_digits text := regexp_replace(coalesce(p_salon_phone, ''), '\D', '', 'g');
  v_len int;
begin
  if btrim(coalesce(p_salon_phone, '')) like '+%' and v_digits <> '' then
    for v_len in 1..3 loop
      if left(v_digits, v_len) in ('1', '7', '20', '27', '30', '31', '32', '33', '34', '36', '39', '40', '41', '43', '44', '45', '46',
          '47', '48', '49', '51', '52', '54', '55', '56', '57', '61', '62', '63', '64', '65', '66', '81', '82', '84', '86', '90', '91',
          '234', '254', '351', '353', '358', '380', '420', '852', '886', '971', '972') then
        return left(v_digits, v_len);
      end if;
    end loop;
  end if;
  return sync_private.calling_code_of_zone(p_time_zone);
end;
$$;

create or replace function sync_private.phone_key(p_raw text, p_salon_phone text, p_time_zone text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_digits text := regexp_replace(coalesce(p_raw, ''), '\D', '', 'g');
  v_code text;
  v_key text;
begin
  if v_digits = '' then
    return null;
  end if;
  if btrim(p_raw) like '+%' then
    v_key := '+' || v_digits;
  else
    v_code := sync_private.salon_calling_code(p_salon_phone, p_time_zone);
    if v_code = '1' then
      v_key := '+1' || case when length(v_digits) = 11 and left(v_digits, 1) = '1' then substr(v_digits, 2) else v_digits end;
    elsif v_code = '39' then
      v_key := '+39' || v_digits;
    else
      v_key := '+' || v_code || regexp_replace(v_digits, '^0', '');
    end if;
  end if;
  return case when v_key ~ '^\+[1-9][0-9]{6,14}$' then v_key end;
end;
$$;

revoke all on function sync_private.calling_code_of_zone(text) from public, anon, authenticated;
revoke all on function sync_private.salon_calling_code(text, text) from public, anon, authenticated;
revoke all on function sync_private.phone_key(text, text, text) from public, anon, authenticated;
