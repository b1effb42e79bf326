-- Helpers that table definitions themselves call (check constraints and the double-booking
-- index), so they come before the tables.

CREATE OR REPLACE FUNCTION sync_private.hands_on(p_date date, p_start time without time zone, p_end time without time zone, p_offset integer, p_minutes integer)
 RETURNS tsmultirange
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select case
    when p_minutes is null or p_minutes <= 0 or p_offset is null or p_offset < 0
      or (p_offset = 0 and p_date + p_start + make_interval(mins => p_minutes) >= p_date + p_end)
      then tsmultirange(tsrange(p_date + p_start, p_date + p_end, '[)'))
    else tsmultirange(
      tsrange(p_date + p_start, least(p_date + p_start + make_interval(mins => p_offset), p_date + p_end), '[)'),
      tsrange(least(p_date + p_start + make_interval(mins => p_offset + p_minutes), p_date + p_end), p_date + p_end, '[)'))
  end
$function$;
revoke all on function sync_private.hands_on(p_date date, p_start time without time zone, p_end time without time zone, p_offset integer, p_minutes integer) from public, anon, authenticated, service_role;
grant execute on function sync_private.hands_on(p_date date, p_start time without time zone, p_end time without time zone, p_offset integer, p_minutes integer) to authenticated;
grant execute on function sync_private.hands_on(p_date date, p_start time without time zone, p_end time without time zone, p_offset integer, p_minutes integer) to service_role;

-- Immutable in effect: an explicit "Z" makes the parse independent of the session's TimeZone.
CREATE OR REPLACE FUNCTION sync_private.is_instant(p_value text, p_min text, p_max text)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  return p_value ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{3})?Z$'
     and to_char(p_value::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') = left(p_value, 19)
     and left(p_value, 10) between p_min and p_max;
exception when others then
  -- 22008 month 99 / 30 February, 22007 a malformed field: not an instant either way.
  return false;
end;
$function$;
revoke all on function sync_private.is_instant(p_value text, p_min text, p_max text) from public, anon, authenticated, service_role;
grant execute on function sync_private.is_instant(p_value text, p_min text, p_max text) to authenticated;
grant execute on function sync_private.is_instant(p_value text, p_min text, p_max text) to service_role;

-- ISO 3166 alpha-2 codes libphonenumber knows (getCountries() of libphonenumber-js 1.13.16; a
-- test holds this list equal to it, so the screen and the server accept the same codes).
CREATE OR REPLACE FUNCTION sync_private.sms_country_codes()
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select array[
    'AC', 'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
    'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
    'BT', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO',
    'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG',
    'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG',
    'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GT', 'GU', 'GW', 'GY', 'HK', 'HN', 'HR', 'HT',
    'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE',
    'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR',
    'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN',
    'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF',
    'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL',
    'PM', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD',
    'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY',
    'SZ', 'TA', 'TC', 'TD', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW',
    'TZ', 'UA', 'UG', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'XK',
    'YE', 'YT', 'ZA', 'ZM', 'ZW'
  ]::text[]
$function$;
revoke all on function sync_private.sms_country_codes() from public, anon, authenticated, service_role;
