// What the salon's number texts on its own when Sarah cannot answer (busy, failed, slow) or is
// not there, in the customer's language. English is the product's exact words; the others say the
// same, in the register the customer messages use (usted; quý khách).
import type { Language } from '../../../src/domain/languages';
import type { Salon } from '../../../src/domain/types';

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
