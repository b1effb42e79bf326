// Sarah's conversations as Recent Activity lines ("Sarah booked Gel Manicure for Jo", "Message
// from Jo"), from the same call records as the figures. A call is dated by when it ended, or
// started while it goes on: its instants are real times, unlike a seeded row's stamp.
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

/** 'Mar 5 at 10:00', or at '10:00 AM' where the salon's clock is 12-hour (`locale`). */
export function when(date: string, time: string, locale?: string): string {
  const day = isValidDate(date) ? monthDayLabel(date) : date;
  return `${day} at ${locale ? formatTime(time, locale) : time.slice(0, 5)}`;
}

/** The new slot a reschedule step asked for, when its arguments say it. */
function movedTo(args: string | null, locale?: string): string | null {
  try {
    const parsed: unknown = JSON.parse(args ?? '');
    if (parsed && typeof parsed === 'object') {
      const { new_date: date, new_time: time } = parsed as Record<string, unknown>;
      if (typeof date === 'string' && typeof time === 'string') return when(date, time, locale);
    }
  } catch {
    // Arguments that are not JSON name no slot: the appointment's own date is used instead.
  }
  return null;
}

/** A call as one activity line; null for a call with no usable instant. */
export function describeCall(
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
  const name = call.caller_name?.trim() || customer || 'a caller';
  const their = (service: string | undefined) => (service ? `${name}'s ${service}` : `${name}'s appointment`);

  switch (call.outcome) {
    case 'booked': {
      const { a, service } = appointment(BOOKING_TOOL);
      const count = new Set(steps.filter((t) => t.tool_name === BOOKING_TOOL).map((t) => t.appointment_id)).size;
      const what = service ? (count > 1 ? `${service} and ${count - 1} more` : service) : 'an appointment';
      return { at, subject: `Sarah booked ${what} for ${name}`, action: a ? `For ${when(a.appointment_date, a.start_time, locale)}` : 'New booking' };
    }
    case 'rescheduled': {
      const { step, a, service } = appointment(RESCHEDULE_TOOL);
      const to = movedTo(step?.tool_args ?? null, locale) ?? (a ? when(a.appointment_date, a.start_time, locale) : null);
      return { at, subject: `Sarah moved ${their(service)}`, action: to ? `To ${to}` : 'Appointment moved' };
    }
    case 'cancelled': {
      const { a, service } = appointment(CANCEL_TOOL);
      return {
        at,
        subject: `Sarah cancelled ${their(service)}`,
        action: a ? `It was on ${when(a.appointment_date, a.start_time, locale)}` : 'Appointment cancelled',
      };
    }
    case 'message_taken': {
      const callBack = call.callback_requested && call.caller_phone ? ` · Call back ${call.caller_phone}` : '';
      return { at, subject: `Message from ${name}`, action: `${call.message?.trim() || 'No message text'}${callBack}` };
    }
    case 'answered':
      return { at, subject: `Sarah answered ${name}`, action: 'Questions answered, nothing booked' };
    case 'failed':
      return { at, subject: `Sarah could not help ${name}`, action: 'The conversation failed: consider calling back' };
    default:
      return { at, subject: `Sarah is talking with ${name}`, action: 'Conversation in progress' };
  }
}
