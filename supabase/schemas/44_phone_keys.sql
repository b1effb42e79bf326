-- Phone numbers as keys: the salon's calling code from its phone or time zone, and the
-- normalised key a customer's number is matched by.

CREATE OR REPLACE FUNCTION sync_private.calling_code_of_zone(p_zone text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function sync_private.calling_code_of_zone(p_zone text) from public, anon, authenticated, service_role;

-- The salon's calling code: its own phone's when written internationally (calling codes are a
-- prefix code, so the first of 1–3 digits that is a known code is the one), else its zone's.
CREATE OR REPLACE FUNCTION sync_private.salon_calling_code(p_salon_phone text, p_time_zone text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function sync_private.salon_calling_code(p_salon_phone text, p_time_zone text) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION sync_private.phone_key(p_raw text, p_salon_phone text, p_time_zone text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function sync_private.phone_key(p_raw text, p_salon_phone text, p_time_zone text) from public, anon, authenticated, service_role;

-- sameContact() of src/domain/booking-contact.ts: names that agree (equal, or one the other's
-- leading words, case and spacing ignored) and no email or the card's own. lower() folds ASCII
-- alike everywhere; where a database's collation folds fewer letters than JavaScript, the answer
-- is "another person", the safe side.
CREATE OR REPLACE FUNCTION sync_private.same_contact(p_card_name text, p_card_email text, p_name text, p_email text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select x <> '' and y <> '' and (x = y or left(x, char_length(y) + 1) = y || ' ' or left(y, char_length(x) + 1) = x || ' ')
     and (coalesce(btrim(p_email), '') = '' or lower(btrim(p_email)) = lower(btrim(coalesce(p_card_email, ''))))
    from (select lower(regexp_replace(btrim(coalesce(p_card_name, '')), '\s+', ' ', 'g')) as x,
                 lower(regexp_replace(btrim(coalesce(p_name, '')), '\s+', ' ', 'g')) as y) n
$function$;
revoke all on function sync_private.same_contact(p_card_name text, p_card_email text, p_name text, p_email text) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION sync_private.phone_key_fits(p_key text, p_raw text, p_salon_code text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(p_key ~ '^\+[1-9][0-9]{6,14}$' and exists (
    select 1
      from (select regexp_replace(coalesce(p_raw, ''), '\D', '', 'g') as typed, strpos(coalesce(p_raw, ''), '+') > 0 as plus) t
     cross join generate_series(1, 3) as n (code_len)
     cross join lateral (select left(substr(p_key, 2), n.code_len) as code, substr(p_key, 2 + n.code_len) as nat) k
     cross join lateral (select left(t.typed, char_length(t.typed) - char_length(k.nat)) as before) b
     where char_length(k.nat) between 1 and char_length(t.typed)
       and right(t.typed, char_length(k.nat)) = k.nat
       and (b.before ~ ('^' || case when t.plus then '' else '(00|011)?' end || k.code || '0?$')
            or (not t.plus and k.code = p_salon_code and b.before in ('', '0')))), false)
$function$;
revoke all on function sync_private.phone_key_fits(p_key text, p_raw text, p_salon_code text) from public, anon, authenticated, service_role;

-- The key a booking of p_raw is made under: the page's p_key when it fits, else SQL's own.
CREATE OR REPLACE FUNCTION sync_private.booking_phone_key(p_raw text, p_key text, p_salon_phone text, p_time_zone text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when sync_private.phone_key_fits(p_key, p_raw, sync_private.salon_calling_code(p_salon_phone, p_time_zone)) then p_key
              else sync_private.phone_key(p_raw, p_salon_phone, p_time_zone) end
$function$;
revoke all on function sync_private.booking_phone_key(p_raw text, p_key text, p_salon_phone text, p_time_zone text) from public, anon, authenticated, service_role;
