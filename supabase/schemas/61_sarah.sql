-- What the assistant (Sarah) reads on the server, with the service role only.

create table sync_private.sarah_models (
  salon_id uuid not null,
  base_url text,
  model text,
  api_key text,
  updated_at timestamp with time zone default now() not null,
  constraint sarah_models_pkey PRIMARY KEY (salon_id),
  constraint sarah_models_api_key_format CHECK (((api_key ~ '^[!-~]+$'::text) AND (length(api_key) <= 500))),
  constraint sarah_models_base_url_format CHECK (((base_url ~ '^https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?(/[^[:space:][:cntrl:]?#]*)?$'::text) AND (length(base_url) <= 500))),
  constraint sarah_models_model_format CHECK ((model ~ '^[^[:cntrl:]]{1,200}$'::text)),
  constraint sarah_models_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE
);
alter table sync_private.sarah_models enable row level security;
revoke all on table sync_private.sarah_models from public, anon, authenticated, service_role;

create table sync_private.sarah_conversations (
  id uuid not null,
  salon_id uuid not null,
  state jsonb,
  ended_at timestamp with time zone,
  lease uuid,
  lease_until timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint sarah_conversations_pkey PRIMARY KEY (id),
  constraint sarah_conversations_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE
);
CREATE INDEX sarah_conversations_salon ON sync_private.sarah_conversations USING btree (salon_id);
alter table sync_private.sarah_conversations enable row level security;
revoke all on table sync_private.sarah_conversations from public, anon, authenticated, service_role;

-- Messages a minute per salon, shared by every server process.
create table sync_private.sarah_rates (
  salon_id uuid not null,
  window_start timestamp with time zone not null,
  used integer not null,
  constraint sarah_rates_pkey PRIMARY KEY (salon_id),
  constraint sarah_rates_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salons(id) ON DELETE CASCADE
);
alter table sync_private.sarah_rates enable row level security;
revoke all on table sync_private.sarah_rates from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.sarah_salon(p_salon uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'version', (select s.version from public.sync_salon_state s where s.salon_id = p_salon),
    'salon', (select to_jsonb(s) from public.salons s where s.id = p_salon and not s.deleted),
    'hours', coalesce((select jsonb_agg(to_jsonb(h)) from public.business_hours h where h.salon_id = p_salon), '[]'),
    'services', coalesce((select jsonb_agg(to_jsonb(v)) from public.services v
                           where v.salon_id = p_salon and not v.deleted and v.is_active), '[]'),
    'faqs', coalesce((select jsonb_agg(jsonb_build_object('id', f.id, 'question', f.question, 'answer', f.answer))
                        from public.salon_faqs f where f.salon_id = p_salon and not f.deleted), '[]'),
    'staff', coalesce((select jsonb_agg(to_jsonb(m)) from public.staff m
                        where m.salon_id = p_salon and not m.deleted and m.is_active), '[]'),
    'booking_settings', (select to_jsonb(b) from public.booking_settings b where b.salon_id = p_salon and not b.deleted limit 1))
$function$;
revoke all on function public.sarah_salon(p_salon uuid) from public, anon, authenticated, service_role;
grant execute on function public.sarah_salon(p_salon uuid) to service_role;

-- Every row the availability rules read for one service on one date (src/domain/availability-data.ts
-- builds the input from them), and the salon's version at the read.
CREATE OR REPLACE FUNCTION public.sarah_availability(p_salon uuid, p_service uuid, p_date date)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'version', (select s.version from public.sync_salon_state s where s.salon_id = p_salon),
    'services', coalesce((select jsonb_agg(to_jsonb(v)) from public.services v where v.salon_id = p_salon), '[]'),
    'staff', coalesce((select jsonb_agg(to_jsonb(m)) from public.staff m where m.salon_id = p_salon), '[]'),
    'staff_services', coalesce((select jsonb_agg(to_jsonb(l)) from public.staff_services l
                                 where l.salon_id = p_salon and l.service_id = p_service), '[]'),
    'dated', coalesce((select jsonb_agg(to_jsonb(d)) from public.staff_schedules d where d.salon_id = p_salon and d.date = p_date), '[]'),
    'appointments', coalesce((select jsonb_agg(to_jsonb(a)) from public.appointments a
                               where a.salon_id = p_salon and a.appointment_date = p_date), '[]'),
    'hours', coalesce((select jsonb_agg(to_jsonb(h)) from public.business_hours h where h.salon_id = p_salon), '[]'),
    'settings', (select to_jsonb(b) from public.booking_settings b where b.salon_id = p_salon limit 1),
    'time_off', coalesce((select jsonb_agg(to_jsonb(t)) from public.staff_time_off t
                           where t.salon_id = p_salon and t.start_date <= p_date and t.end_date >= p_date), '[]'),
    'breaks', coalesce((select jsonb_agg(to_jsonb(k)) from public.staff_breaks k where k.salon_id = p_salon), '[]'),
    'patterns', coalesce((select jsonb_agg(to_jsonb(p)) from public.staff_patterns p where p.salon_id = p_salon), '[]'))
$function$;
revoke all on function public.sarah_availability(p_salon uuid, p_service uuid, p_date date) from public, anon, authenticated, service_role;
grant execute on function public.sarah_availability(p_salon uuid, p_service uuid, p_date date) to service_role;

-- Rows by id of the four tables Sarah looks up one by one; another salon's id answers nothing.
CREATE OR REPLACE FUNCTION public.sarah_rows(p_salon uuid, p_table text, p_ids uuid[])
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_rows jsonb;
begin
  if p_table is null or not (p_table = any (array['appointments', 'customers', 'services', 'staff'])) then
    raise exception using errcode = '22023', message = 'Sarah reads no table ' || coalesce(p_table, '(none)');
  end if;
  execute format('select coalesce(jsonb_agg(to_jsonb(t)), ''[]'') from public.%I t where t.salon_id = $1 and t.id = any ($2)', p_table)
    into v_rows using p_salon, coalesce(p_ids, '{}');
  return v_rows;
end;
$function$;
revoke all on function public.sarah_rows(p_salon uuid, p_table text, p_ids uuid[]) from public, anon, authenticated, service_role;
grant execute on function public.sarah_rows(p_salon uuid, p_table text, p_ids uuid[]) to service_role;

-- The salon's live cards with a phone key (the key is made by the app's own phone code).
CREATE OR REPLACE FUNCTION public.sarah_customers_with_key(p_salon uuid, p_key text)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(to_jsonb(c)), '[]') from public.customers c
   where c.salon_id = p_salon and c.phone_key = p_key and not c.deleted
$function$;
revoke all on function public.sarah_customers_with_key(p_salon uuid, p_key text) from public, anon, authenticated, service_role;
grant execute on function public.sarah_customers_with_key(p_salon uuid, p_key text) to service_role;

-- Upcoming appointments of these cards: live, not cancelled, from `p_today` on.
CREATE OR REPLACE FUNCTION public.sarah_upcoming(p_salon uuid, p_customers uuid[], p_today date)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(to_jsonb(a)), '[]') from public.appointments a
   where a.salon_id = p_salon and a.customer_id = any (coalesce(p_customers, '{}')) and not a.deleted
     and a.status <> 'canceled' and a.appointment_date >= p_today
$function$;
revoke all on function public.sarah_upcoming(p_salon uuid, p_customers uuid[], p_today date) from public, anon, authenticated, service_role;
grant execute on function public.sarah_upcoming(p_salon uuid, p_customers uuid[], p_today date) to service_role;

-- The live parts of a visit, and a call with its last turn (where the next goes).
CREATE OR REPLACE FUNCTION public.sarah_visit(p_salon uuid, p_visit uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(to_jsonb(a)), '[]') from public.appointments a
   where a.salon_id = p_salon and a.visit_id = p_visit and not a.deleted
$function$;
revoke all on function public.sarah_visit(p_salon uuid, p_visit uuid) from public, anon, authenticated, service_role;
grant execute on function public.sarah_visit(p_salon uuid, p_visit uuid) to service_role;

CREATE OR REPLACE FUNCTION public.sarah_call(p_salon uuid, p_call uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'call', (select to_jsonb(c) from public.calls c where c.id = p_call and c.salon_id = p_salon),
    'last', (select jsonb_build_object('position', t.position, 'at', t.at) from public.call_turns t
              where t.call_id = p_call and t.salon_id = p_salon and not t.deleted order by t.position desc limit 1))
$function$;
revoke all on function public.sarah_call(p_salon uuid, p_call uuid) from public, anon, authenticated, service_role;
grant execute on function public.sarah_call(p_salon uuid, p_call uuid) to service_role;
