// Sarah's own words in Spanish (Latin American usage, "usted" with customers). Texts meant for the
// model rather than the customer (tool plumbing, the returning-client marker) stay as in English.
import { spanishArticle } from '../../domain/clock-format';
import { weekdayOf, type ZonedNow } from '../../domain/dates';
import { toCents } from '../../domain/money';
import { EN, type ProposalAction, type ReadBackParts, type Words } from './en';

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

const weekday = (date: string) => WEEKDAYS[weekdayOf(date)];
const onDate = (date: string) => `el ${weekday(date)}, ${date}`;
/** 'viernes 28 de noviembre', as said aloud (after 'el', 'del' or 'al'). */
const spokenDate = (date: string) => `${weekday(date)} ${Number(date.slice(8, 10))} de ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
/** 'los lunes', 'los sábados': a weekday that repeats. */
const every = (day: string) => `los ${day.endsWith('s') ? day : `${day}s`}`;
/** 'la 1:00 p.m.', 'las 2:30 p.m.', 'las 14:30'. */
const las = (time: string) => `${spanishArticle(time)} ${time}`;
/**
 * 'a las 14:30' on a 24-hour clock; on a 12-hour one 'a las 2:30 de la tarde', 'a la 1 de la
 * tarde', 'a las 10 de la mañana': how the time is said aloud, which a voice reads better than
 * 'p. m.' (spelled out letter by letter), and how a text reads too.
 */
const spokenTime = (time: string, hour12?: boolean) => {
  const h = Number(time.slice(0, 2));
  const m = time.slice(3, 5);
  if (!hour12) return `a ${las(`${h}:${m}`)}`;
  const hour = h % 12 || 12;
  const part = h < 12 ? 'de la mañana' : h < 20 ? 'de la tarde' : 'de la noche';
  return `a ${spanishArticle(`${hour}:`)} ${hour}${m === '00' ? '' : `:${m}`} ${part}`;
};
const spokenWhen = (date: string, time: string, hour12?: boolean) => `${spokenDate(date)} ${spokenTime(time, hour12)}`;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function spokenPrice(price: number): string {
  const cents = Math.abs(toCents(price));
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  if (cents === 0) return 'gratis';
  const d = count(dollars, 'dólar', 'dólares');
  const c = count(rest, 'centavo', 'centavos');
  return rest === 0 ? d : dollars === 0 ? c : `${d} con ${c}`;
}

const servicesSaid = (names: readonly string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`);
const actionSaid = (a: ProposalAction) =>
  a.kind === 'book'
    ? `reserve ${servicesSaid(a.services)} a nombre de ${a.customer}`
    : a.kind === 'move'
      ? `cambie su cita de ${a.service}`
      : `cancele su cita${a.service ? ` de ${a.service}` : ''}`;
const TOPICS = { bookings: 'reservar, cambiar o cancelar citas', pricing: 'precios', hours: 'nuestro horario' } as const;

export const ES: Words = {
  REPLY_TECHNICAL_DIFFICULTIES: 'Lo siento, estoy teniendo problemas técnicos. Por favor, inténtelo de nuevo en un momento.',
  REPLY_EMPTY: 'Lo siento, tuve un problema al procesar su solicitud.',
  REPLY_QUEUED: 'No puedo comunicarme con la asistente en este momento. Su mensaje está guardado y se responderá en cuanto vuelva la conexión.',
  SLOTS_DATE_FORMAT: 'Por favor, indique una fecha válida en formato AAAA-MM-DD.',
  BOOKING_DATE_FORMAT: 'Recibí una fecha con un formato no válido. Por favor, indique la fecha en formato AAAA-MM-DD.',
  NOT_A_DATE: 'Por favor, indique una fecha válida.',
  PAST_DATE: 'Por favor, elija una fecha de hoy en adelante.',
  closedOn: (day) => `${cap(every(day))} estamos cerrados. Por favor, elija otra fecha.`,
  TIME_FORMAT: 'Por favor, indique la hora en formato HH:MM (por ejemplo 14:00).',
  TIME_PASSED: 'Esa hora ya pasó hoy. Por favor, elija una hora más tarde.',
  severalOptions: (name) => `Tenemos varias opciones de ${name}. ¿Cuál desea?`,
  serviceNotFound: (name, offered) =>
    offered.length > 0
      ? `No encontré un servicio llamado "${name}". Ofrecemos: ${offered.join(', ')}.`
      : `No encontré un servicio llamado "${name}". Todavía no tenemos servicios en la lista.`,
  noStaffForService: (service) => `Lo siento, ahora mismo nadie de nuestro equipo puede hacer ${service}.`,
  noSpecialistsOn: (service, day) => `Lo siento, ${every(day)} no trabaja nadie que haga ${service}. Por favor, elija otra fecha.`,
  noTimesLeft: (service, date) => `Lo siento, no quedan horas libres para ${service} el ${date}. Por favor, elija otra fecha.`,
  AVAILABILITY_TROUBLE: 'Tengo problemas para consultar la disponibilidad en este momento. Por favor, inténtelo de nuevo en un momento.',
  slotTaken: (time) => `Lo siento, a ${las(time)} ya no hay lugar. Por favor, elija otra hora.`,
  noStaffAtTime: (time, date) => `Lo siento, no hay nadie disponible a ${las(time)} el ${date}. Por favor, elija otra hora.`,
  outsideHours: (day, open, close) => `${cap(every(day))} abrimos de ${open} a ${close}. Por favor, elija una hora dentro de nuestro horario.`,
  noticePhrase: (minutes) => {
    if (minutes > 2880 && minutes % 1440 === 0) return count(minutes / 1440, 'día', 'días');
    if (minutes >= 60 && minutes % 60 === 0) return count(minutes / 60, 'hora', 'horas');
    if (minutes > 60) return `${count(Math.floor(minutes / 60), 'hora', 'horas')} y ${count(minutes % 60, 'minuto', 'minutos')}`;
    return count(minutes, 'minuto', 'minutos');
  },
  tooSoonAt: (notice, day, time) => `Necesitamos al menos ${notice} de anticipación: lo más pronto que puedo ofrecer ${day} es a ${las(time)}.`,
  tooSoonNothingLeft: (notice, day) =>
    `Necesitamos al menos ${notice} de anticipación, así que ya no me queda nada que ofrecer ${day}. Por favor, elija una fecha posterior.`,
  tooSoonUntil: (notice, when) =>
    `Necesitamos al menos ${notice} de anticipación: lo más pronto que puedo reservar es ${when}. Por favor, elija una fecha posterior.`,
  tooFarAhead: (days, lastDate) =>
    days === 0
      ? `Solo aceptamos reservas para el mismo día: la última fecha que puedo reservar es ${lastDate}.`
      : `Aceptamos reservas con hasta ${count(days, 'día', 'días')} de anticipación: la última fecha que puedo reservar es ${lastDate}.`,
  staffAway: (name, day) => `Lo siento, ${name} no está ${day}. Por favor, elija otra fecha, o puedo buscar a quien esté libre.`,
  noneInOn: (service, day) => `Lo siento, nadie de quienes hacen ${service} trabaja ${day}. Por favor, elija otra fecha.`,
  serviceHidden: (service) => `${service} no está disponible para reservar en este momento.`,
  REFUSED: {
    choose_service: 'Por favor, elija un servicio.',
    choose_time: 'Por favor, elija una hora.',
    name_required: '¿Me podría dar el nombre para la cita, por favor?',
    name_too_long: 'Ese nombre es demasiado largo. ¿Me podría dar uno más corto, por favor?',
    phone_required: '¿Me podría dar el número de teléfono para la cita, por favor?',
    phone_too_long: 'Ese número de teléfono es demasiado largo. ¿Podría confirmarlo, por favor?',
    phone_invalid: 'Ese número de teléfono no es válido. ¿Podría confirmarlo, por favor?',
    email_too_long: 'Ese correo electrónico es demasiado largo. ¿Podría confirmarlo, por favor?',
    email_invalid: 'Ese correo electrónico no es válido. ¿Podría confirmarlo, por favor?',
  },
  BOOKING_FAILED: 'Lo siento, no pude reservar esa cita. Por favor, inténtelo de nuevo o llame al salón.',
  CANCEL_FAILED: 'Lo siento, no pude cancelar esa cita. Por favor, inténtelo de nuevo o llame al salón.',
  noAppointmentsFor: (phone) => `No encontré citas para el ${phone}. ¿Podría confirmar el número de teléfono?`,
  returningClient: EN.returningClient,
  APPOINTMENT_NOT_FOUND: 'Lo siento, no encontré esa cita.',
  PHONE_NOT_GIVEN: '¿Me podría dar el número de teléfono para la cita, por favor? Solo puedo reservar con un número que usted me dé.',
  RESCHEDULE_NOT_FOUND: 'Lo siento, no encontré esa cita con el número de teléfono que me dio. ¿Podría confirmar el número?',
  RESCHEDULE_FAILED: 'Lo siento, no pude cambiar esa cita. Por favor, inténtelo de nuevo o llame al salón.',
  MOVE_CANCELED: 'Esa cita fue cancelada, así que no hay nada que cambiar. Puedo reservarle una nueva.',
  MOVE_PAST: 'Esa cita ya pasó, así que no se puede cambiar. Puedo reservarle una nueva.',
  staffNotFound: (name, team) =>
    team.length > 0
      ? `No encontré a nadie del equipo llamado "${name}". Nuestro equipo: ${team.join(', ')}.`
      : `No encontré a nadie del equipo llamado "${name}".`,
  staffCannotDo: (staff, service) => `Lo siento, ${staff} no hace ${service}. Por favor, elija a otra persona, o puedo buscar a quien esté libre.`,
  ABILITY_TOPICS: TOPICS,
  abilityOff: (ability) =>
    `Lo siento, aquí no puedo ayudarle con ${TOPICS[ability]}, pero puedo tomar un mensaje y el equipo del salón se comunicará con usted.`,
  messageTaken: (name, phone, callback) =>
    callback
      ? `Mensaje guardado para el equipo del salón. Dígale a ${name} que alguien del salón le devolverá la llamada al ${phone} lo antes posible.`
      : `Mensaje guardado para el equipo del salón. Dígale a ${name} que el salón tiene el mensaje y se comunicará si hace falta.`,
  MESSAGE_PHONE_NOT_GIVEN: 'Pida al cliente el número de teléfono donde el salón puede comunicarse antes de dejar el mensaje.',
  MESSAGE_PHONE_INVALID: 'Eso no parece un número de teléfono. Pida al cliente el número donde el salón puede comunicarse.',
  MESSAGE_FAILED: 'Lo siento, no pude guardar su mensaje. Por favor, inténtelo de nuevo o llame al salón.',
  relativeDateNotUnderstood: (text) => `No entendí la fecha "${text}". Pruebe con frases como 'today', 'tomorrow', 'next Monday', 'this Friday' o 'next week'.`,
  unknownTool: EN.unknownTool,
  invalidArguments: EN.invalidArguments,
  requestedPending: (service, customer, when, staff) =>
    `${service} solicitado para ${customer} ${when} con ${staff}. El salón lo confirmará en breve; la hora queda reservada hasta entonces.`,
  visitDoesNotFit: (services, time, failed) =>
    `Lo siento, ${services} seguidos desde ${las(time)} no caben: ${failed} no puede ir a continuación. ¿Le sirve otra hora?`,
  time: EN.time,
  weekday,
  onDate,
  dayPhrase: (date: string, now?: ZonedNow) => (now?.date === date ? 'hoy' : onDate(date)),
  dateAt: (date, time) => `${onDate(date)} a ${las(time)}`,
  THE_CUSTOMER: 'el cliente',
  OUR_TEAM: 'nuestro equipo',
  list: servicesSaid,
  APPOINTMENT: 'Cita',
  booked: (service, customer, when, staff) => `${service} reservado para ${customer} ${when} con ${staff}.`,
  visitBooked: (services, customer, when, staff, until) => `${services} reservados para ${customer} ${when} con ${staff}, uno tras otro hasta ${las(until)}.`,
  alreadyBooked: (services, customer, date, time) => `${services} ya está reservado para ${customer} el ${date} a ${las(time)}.`,
  movedFromTo: (service, from, to, staff) => `${service} cambiado de ${from} a ${to} con ${staff}.`,
  alreadyOn: (service, when, staff) => `${service} ya está ${when} con ${staff}.`,
  summaryOn: (service, when) => `${service} ${when}`,
  alreadyCanceled: (summary) => `${summary} ya estaba cancelada.`,
  canceledFor: (summary, customer) => `${summary} de ${customer} está cancelada.`,
  servicesSaid,
  readBack(p: ReadBackParts, pricing: boolean): string {
    const to = spokenWhen(p.date, p.time.slice(0, 5), p.hour12);
    const when = p.from ? ` del ${spokenWhen(p.from.date, p.from.time.slice(0, 5), p.hour12)} al ${to}` : ` para el ${to}`;
    const staff = p.staff ? ` con ${p.staff}` : '';
    const price = pricing && p.price !== undefined ? `, ${spokenPrice(p.price)}` : '';
    return `Para confirmar: quiere que ${actionSaid(p.action)}${when}${staff}${price}. ¿Es correcto?`;
  },
};
