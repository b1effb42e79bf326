// The customer's messages in their language: the words around the placeholders (a missing name,
// the weekday, the date, the length), the lines the renderer adds, and our default templates.
// English is the product's exact words. The templates here are ours, the defaults an owner's own
// templates in that language replace (templatesFor in templates.ts).
import { format } from 'date-fns';
import type { Language } from '../languages';
import { dateToNoon, weekdayNameOf, weekdayOf } from '../dates';
import type { MessageKind } from '../types';
import { DEFAULT_TEMPLATES, type MessageTemplates } from './templates';
import { TRANSLATED_TEMPLATES } from './templates-translated';

export interface MessageWords {
  /** What a placeholder says when the salon or customer left it empty. */
  missing: { customer: string; salon: string; service: string; staff: string };
  weekday: (date: string) => string;
  /** 'December 1, 2026' as the language writes it. */
  date: (date: string) => string;
  /** '1 hour 30 minutes' as the language says it. */
  duration: (minutes: number) => string;
  /** Before the manage link when the template does not place it. */
  manageLine: string;
  /** After a pending appointment's texts: a "Y" back confirms it (the SMS webhook reads Y in any language). */
  replyY: string;
  templates: Readonly<Record<MessageKind, MessageTemplates>>;
}

const hoursAndMinutes = (minutes: number, hour: (n: number) => string, minute: (n: number) => string) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h === 0 ? '' : hour(h), m === 0 && h > 0 ? '' : minute(m)].filter(Boolean).join(' ');
};
const plural = (one: string, many: string) => (n: number) => `${n} ${n === 1 ? one : many}`;
const day = (date: string) => Number(date.slice(8, 10));
const month = (date: string) => Number(date.slice(5, 7));
const year = (date: string) => Number(date.slice(0, 4));

const ES_WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const ES_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const VI_WEEKDAYS = ['Chủ nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'];

export const MESSAGE_WORDS: Readonly<Record<Language, MessageWords>> = {
  en: {
    missing: { customer: 'there', salon: 'our salon', service: 'your service', staff: 'our team' },
    weekday: weekdayNameOf,
    // Local noon of the stored date (dates.ts): the device's zone can never move it a day.
    date: (date) => format(dateToNoon(date), 'MMMM d, yyyy'),
    duration: (minutes) => hoursAndMinutes(minutes, plural('hour', 'hours'), plural('minute', 'minutes')),
    manageLine: 'Change or cancel online:',
    replyY: 'Reply Y to confirm.',
    templates: DEFAULT_TEMPLATES,
  },
  es: {
    missing: { customer: 'estimado cliente', salon: 'nuestro salón', service: 'su servicio', staff: 'nuestro equipo' },
    weekday: (date) => ES_WEEKDAYS[weekdayOf(date)],
    date: (date) => `${day(date)} de ${ES_MONTHS[month(date) - 1]} de ${year(date)}`,
    duration: (minutes) => hoursAndMinutes(minutes, plural('hora', 'horas'), plural('minuto', 'minutos')),
    manageLine: 'Cambie o cancele en línea:',
    replyY: 'Responda Y para confirmar.',
    templates: TRANSLATED_TEMPLATES.es,
  },
  vi: {
    missing: { customer: 'quý khách', salon: 'tiệm', service: 'dịch vụ của quý khách', staff: 'thợ của tiệm' },
    weekday: (date) => VI_WEEKDAYS[weekdayOf(date)],
    date: (date) => `ngày ${day(date)} tháng ${month(date)} năm ${year(date)}`,
    duration: (minutes) =>
      hoursAndMinutes(
        minutes,
        (n) => `${n} giờ`,
        (n) => `${n} phút`,
      ),
    manageLine: 'Đổi hoặc hủy lịch trực tuyến:',
    replyY: 'Trả lời Y để xác nhận.',
    templates: TRANSLATED_TEMPLATES.vi,
  },
};

export const messageWords = (language: Language | null | undefined): MessageWords => MESSAGE_WORDS[language ?? 'en'];
