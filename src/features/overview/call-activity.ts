// Sarah's conversations as Recent Activity lines ("Sarah booked Gel Manicure for Jo", "Message
// from Jo"), from the same call records as the figures. A call is dated by when it ended, or
// started while it goes on: its instants are real times, unlike a seeded row's stamp.
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { BOOKING_TOOL } from '../../domain/call-stats';
import { formatTime } from '../../domain/display-format';
import { isValidDate, monthDayLabel } from '../../domain/dates';
import type { Appointment, Call, CallTurn, Customer, Service } from '../../domain/types';

export type ActivityCall = Pick<Call, 'id' | 'started_at' | 'ended_at' | 'caller_name' | 'caller_phone' | 'outcome' | 'message' | 'callback_requested'> & {
  deleted?: boolean;
};
export type ActivityCallTurn = Pick<CallTurn, 'call_id' | 'tool_name' | 'tool_args' | 'appointment_id'> & { deleted?: boolean };
export type ActivityCallAppointment = Pick<Appointment, 'id' | 'customer_id' | 'service_id' | 'appointment_date' | 'start_time'>;

export interface CallActivitySources {
  calls: readonly ActivityCall[];
  turns: readonly ActivityCallTurn[];
  appointments: readonly ActivityCallAppointment[];
}

export interface CallLine {
  subject: string;
  action: string;
  at: number;
}

const RESCHEDULE_TOOL = 'reschedule_appointment';
const CANCEL_TOOL = 'cancel_appointment';

/** 'Mar 5' in English as the app has always written it; in another language as Intl writes it ('5 thg 3', '5 mar'). */
export function monthDay(i18n: I18n, date: string): string {
  if (i18n.locale === 'en') return monthDayLabel(date);
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(i18n.locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d, 12));
}

/** 'Mar 5 at 10:00', or at '10:00 AM' where the salon's clock is 12-hour (`locale`). */
export function when(i18n: I18n, date: string, time: string, locale?: string): string {
  const day = isValidDate(date) ? monthDay(i18n, date) : date;
  const at = locale ? formatTime(time, locale) : time.slice(0, 5);
  return i18n._(msg`${day} at ${at}`);
}

/** The new slot a reschedule step asked for, when its arguments say it. */
function movedTo(i18n: I18n, args: string | null, locale?: string): string | null {
  try {
    const parsed: unknown = JSON.parse(args ?? '');
    if (parsed && typeof parsed === 'object') {
      const { new_date: date, new_time: time } = parsed as Record<string, unknown>;
      if (typeof date === 'string' && typeof time === 'string') return when(i18n, date, time, locale);
    }
  } catch {
    // Arguments that are not JSON name no slot: the appointment's own date is used instead.
  }
  return null;
}

/** A call as one activity line; null for a call with no usable instant. */
export function describeCall(
  i18n: I18n,
  call: ActivityCall,
  sources: CallActivitySources,
  customers: readonly Pick<Customer, 'id' | 'name'>[],
  services: readonly Pick<Service, 'id' | 'name'>[],
  /** The salon's locale for times (src/domain/display-format.ts); absent, 24-hour 'HH:MM'. */
  locale?: string,
): CallLine | null {
  const at = Date.parse(call.ended_at ?? call.started_at);
  if (Number.isNaN(at)) return null;
  const steps = sources.turns.filter((t) => !t.deleted && t.call_id === call.id && t.appointment_id);
  const appointment = (tool: string) => {
    const step = steps.find((t) => t.tool_name === tool);
    const a = step ? sources.appointments.find((x) => x.id === step.appointment_id) : undefined;
    return { step, a, service: a ? services.find((s) => s.id === a.service_id)?.name : undefined };
  };
  const firstAppointment = steps.map((t) => sources.appointments.find((x) => x.id === t.appointment_id)).find((a) => !!a);
  const customer = firstAppointment ? customers.find((c) => c.id === firstAppointment.customer_id)?.name : undefined;
  const name = call.caller_name?.trim() || customer || i18n._(msg`a caller`);
  const their = (service: string | undefined) => (service ? i18n._(msg`${name}'s ${service}`) : i18n._(msg`${name}'s appointment`));
  const on = (a: ActivityCallAppointment) => when(i18n, a.appointment_date, a.start_time, locale);

  switch (call.outcome) {
    case 'booked': {
      const { a, service } = appointment(BOOKING_TOOL);
      const count = new Set(steps.filter((t) => t.tool_name === BOOKING_TOOL).map((t) => t.appointment_id)).size;
      const more = count - 1;
      const what = service
        ? more > 0
          ? i18n._(plural(more, { one: `${service} and # more`, other: `${service} and # more` }))
          : service
        : i18n._(msg`an appointment`);
      const day = a ? on(a) : '';
      return { at, subject: i18n._(msg`Sarah booked ${what} for ${name}`), action: a ? i18n._(msg`For ${day}`) : i18n._(msg`New booking`) };
    }
    case 'rescheduled': {
      const { step, a, service } = appointment(RESCHEDULE_TOOL);
      const to = movedTo(i18n, step?.tool_args ?? null, locale) ?? (a ? on(a) : null);
      const whose = their(service);
      return { at, subject: i18n._(msg`Sarah moved ${whose}`), action: to ? i18n._(msg`To ${to}`) : i18n._(msg`Appointment moved`) };
    }
    case 'cancelled': {
      const { a, service } = appointment(CANCEL_TOOL);
      const whose = their(service);
      const day = a ? on(a) : '';
      return {
        at,
        subject: i18n._(msg`Sarah cancelled ${whose}`),
        action: a ? i18n._(msg`It was on ${day}`) : i18n._(msg`Appointment cancelled`),
      };
    }
    case 'message_taken': {
      const phone = call.caller_phone;
      const callBack = call.callback_requested && phone ? ` · ${i18n._(msg`Call back ${phone}`)}` : '';
      return { at, subject: i18n._(msg`Message from ${name}`), action: `${call.message?.trim() || i18n._(msg`No message text`)}${callBack}` };
    }
    case 'answered':
      return { at, subject: i18n._(msg`Sarah answered ${name}`), action: i18n._(msg`Questions answered, nothing booked`) };
    case 'failed':
      return { at, subject: i18n._(msg`Sarah could not help ${name}`), action: i18n._(msg`The conversation failed: consider calling back`) };
    default:
      return { at, subject: i18n._(msg`Sarah is talking with ${name}`), action: i18n._(msg`Conversation in progress`) };
  }
}
