// What the salon's number texts on its own when Sarah cannot answer (busy, failed, slow) or is
// not there, and its answers to a Y, in the customer's language. English is the product's exact words; the others say the
// same, in the register the customer messages use (usted; quý khách).
import { monthDayLabel, weekdayNameOf } from '../../../src/domain/dates';
import type { Language } from '../../../src/domain/languages';
import { spanishArticle } from '../../../src/domain/clock-format';
import { messageTime } from '../../../src/domain/messages/content';
import { MESSAGE_WORDS } from '../../../src/domain/messages/words';
import type { Appointment, Salon } from '../../../src/domain/types';

export type SalonFacts = Pick<Salon, 'name' | 'phone'>;

export interface SmsSorry {
  busy: (s: SalonFacts) => string;
  /** `number` is the salon's texted number, for a salon that saved no phone. */
  failed: (s: SalonFacts, number: string) => string;
  slow: (s: SalonFacts, number: string) => string;
  /** The answer to a free text when no Sarah runs. */
  thanks: (s: SalonFacts) => string;
}

const phoneOf = (s: SalonFacts, number: string) => s.phone?.trim() || number;

export const SMS_SORRY: Readonly<Record<Language, SmsSorry>> = {
  en: {
    busy: (s) => `${s.name}: sorry, we are answering a lot of texts right now. Please text again in a minute.`,
    failed: (s, n) => `${s.name}: sorry, something went wrong on our side. Please text again, or call us at ${phoneOf(s, n)}.`,
    slow: (s, n) => `${s.name}: sorry, this is taking us longer than usual. Please text again in a minute, or call us at ${phoneOf(s, n)}.`,
    thanks: (s) => `${s.name}: thanks for your text! We will get back to you soon.`,
  },
  es: {
    busy: (s) => `${s.name}: lo sentimos, estamos respondiendo muchos mensajes en este momento. Escríbanos de nuevo en un minuto.`,
    failed: (s, n) => `${s.name}: lo sentimos, algo falló de nuestro lado. Escríbanos de nuevo o llámenos al ${phoneOf(s, n)}.`,
    slow: (s, n) => `${s.name}: lo sentimos, esto está tardando más de lo normal. Escríbanos de nuevo en un minuto o llámenos al ${phoneOf(s, n)}.`,
    thanks: (s) => `${s.name}: ¡gracias por su mensaje! Le responderemos pronto.`,
  },
  vi: {
    busy: (s) => `${s.name}: xin lỗi, hiện chúng tôi đang trả lời rất nhiều tin nhắn. Quý khách vui lòng nhắn lại sau một phút.`,
    failed: (s, n) => `${s.name}: xin lỗi, bên chúng tôi có trục trặc. Quý khách vui lòng nhắn lại, hoặc gọi cho chúng tôi theo số ${phoneOf(s, n)}.`,
    slow: (s, n) =>
      `${s.name}: xin lỗi, việc này mất nhiều thời gian hơn thường lệ. Quý khách vui lòng nhắn lại sau một phút, hoặc gọi cho chúng tôi theo số ${phoneOf(s, n)}.`,
    thanks: (s) => `${s.name}: cảm ơn quý khách đã nhắn tin! Chúng tôi sẽ trả lời sớm.`,
  },
};

type Booked = Pick<Appointment, 'appointment_date' | 'start_time'>;

/** The answers to a Y (a text of Y or YES, which the reminders in every language ask for, or Sí or Có). */
export interface SmsConfirmWords {
  /** The time as the customer's messages write it: the language's clock in the salon's country. */
  confirmed: (s: SalonFacts & Pick<Salon, 'time_zone'>, a: Booked) => string;
  nothingPending: (s: SalonFacts) => string;
}

const dayOf = (language: Exclude<Language, 'en'>, a: Booked) =>
  `${MESSAGE_WORDS[language].weekday(a.appointment_date)}, ${MESSAGE_WORDS[language].date(a.appointment_date)}`;

/** "a las 2:30 p.m.", but "a la 1:30 p.m." (and "a la 01:30"). */
const alas = (time: string) => `a ${spanishArticle(time)} ${time}`;

export const SMS_CONFIRM: Readonly<Record<Language, SmsConfirmWords>> = {
  en: {
    confirmed: (s, a) =>
      `${s.name}: your appointment on ${weekdayNameOf(a.appointment_date)}, ${monthDayLabel(a.appointment_date)} at ${messageTime(a.start_time, 'en', s.time_zone)} is confirmed. See you then!`,
    nothingPending: (s) => `${s.name}: we found no appointment waiting for confirmation for this number. Call us if you need help.`,
  },
  es: {
    confirmed: (s, a) => `${s.name}: su cita del ${dayOf('es', a)} ${alas(messageTime(a.start_time, 'es', s.time_zone))} está confirmada. ¡Le esperamos!`,
    nothingPending: (s) => `${s.name}: no encontramos ninguna cita pendiente de confirmar para este número. Llámenos si necesita ayuda.`,
  },
  vi: {
    confirmed: (s, a) =>
      `${s.name}: lịch hẹn của quý khách vào ${dayOf('vi', a)} lúc ${messageTime(a.start_time, 'vi', s.time_zone)} đã được xác nhận. Hẹn gặp quý khách!`,
    nothingPending: (s) => `${s.name}: chúng tôi không tìm thấy lịch hẹn nào đang chờ xác nhận cho số này. Xin gọi cho chúng tôi nếu cần giúp đỡ.`,
  },
};
