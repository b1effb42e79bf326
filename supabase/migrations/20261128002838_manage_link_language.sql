-- Written by npm run db:migration from supabase/schemas/ (the current definitions live there).

CREATE OR REPLACE FUNCTION public.public_appointment(p_token text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_detail text;
  v_hint text;
begin
  perform sync_private.take_ip_budget('public_read');
  begin
    declare
      v record;
      v_cancel text;
      v_move text;
    begin
      select * into v from sync_private.manage_target(p_token, false);
      v_cancel := sync_private.cancel_refusal(v.status, v.starts_at, v.cancel_notice_minutes, v.salon_phone);
      v_move := sync_private.reschedule_refusal(v.status, v.visit_id, v.starts_at, v.min_notice_minutes, v.salon_phone);
      return jsonb_build_object(
        'appointment', sync_private.public_appointment_json(v.appointment_id),
        'salon', sync_private.public_salon_json(v.salon_id),
        'service_id', v.service_id,
        'can_cancel', v_cancel is null, 'cancel_refusal', v_cancel,
        'can_reschedule', v_move is null, 'reschedule_refusal', v_move,
        'rules', jsonb_build_object('min_notice_minutes', v.min_notice_minutes, 'max_advance_days', v.max_advance_days,
                                    'slot_interval', v.slot_interval, 'online_cancel_notice_minutes', v.cancel_notice_minutes),
        'today', to_char(now() at time zone v.time_zone, 'YYYY-MM-DD'),
        -- The card's language: the page starts in it unless the customer's device chose one.
        'language', (select c.language from public.appointments a join public.customers c on c.id = a.customer_id
                      where a.id = v.appointment_id));
    end;
  exception when others then
    -- Only the refusals in words; any other error is raised as it came.
    if sqlstate not like 'PT%' then
      raise;
    end if;
    get stacked diagnostics v_detail = pg_exception_detail, v_hint = pg_exception_hint;
    return sync_private.public_refusal(sqlstate, sqlerrm, v_detail, v_hint);
  end;
end;
$function$;
revoke all on function public.public_appointment(text) from public, anon, authenticated, service_role;
grant execute on function public.public_appointment(text) to service_role;
grant execute on function public.public_appointment(text) to anon;
grant execute on function public.public_appointment(text) to authenticated;
