// The words of the emails' calendar file in the customer's language (ics.ts writes the file).
import type { Language } from '../languages';
import { ENGLISH_CALENDAR_FILE_WORDS, type CalendarFileWords } from './ics';

export const CALENDAR_FILE_WORDS: Readonly<Record<Language, CalendarFileWords>> = {
  en: ENGLISH_CALENDAR_FILE_WORDS,
  es: {
    summary: (service, salon) => `${service ?? 'Cita'} en ${salon}`,
    withStaff: (staff) => `Con ${staff}.`,
    callToChange: (salon, phone) => `Para cambiarla o cancelarla, llame a ${salon} al ${phone}.`,
    online: (url) => `O en línea: ${url}`,
  },
  vi: {
    summary: (service, salon) => `${service ?? 'Lịch hẹn'} tại ${salon}`,
    withStaff: (staff) => `Với ${staff}.`,
    callToChange: (salon, phone) => `Muốn đổi hoặc hủy lịch, xin gọi ${salon} theo số ${phone}.`,
    online: (url) => `Hoặc trực tuyến: ${url}`,
  },
};
