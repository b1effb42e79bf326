// Our default customer messages in Spanish and Vietnamese, with the same placeholders and the
// same parts as the English ones (templates.ts). Texts in these languages leave GSM-7 anyway (é, ñ
// and á; Vietnamese's marks), so they are written as the language is, not squeezed into it.
import type { Language } from '../languages';
import type { MessageKind } from '../types';
import type { MessageTemplates } from './template-parts';

const ES_DETAILS = [
  'Cuándo: {weekday}, {date}, {time}–{end_time}',
  'Servicio: {service} ({duration})',
  'Con: {staff}',
  'Dónde: {salon_name}, {salon_address}',
].join('\n');
const ES_SIGN_OFF = 'Saludos cordiales,\n{salon_name}\n{salon_phone}';

export const SPANISH_TEMPLATES: Readonly<Record<MessageKind, MessageTemplates>> = {
  confirmation: {
    subject: 'Su cita en {salon_name} está confirmada',
    body: [
      'Hola {customer_name},',
      '¡Gracias por reservar con nosotros! Su cita está confirmada:',
      ES_DETAILS,
      'Si necesita cambiarla o cancelarla, llámenos al {salon_phone}. Le esperamos con gusto.',
      ES_SIGN_OFF,
    ].join('\n\n'),
    sms: '{salon_name}: Hola {customer_name}, su cita está reservada: {service} con {staff} el {weekday}, {date} a las {time}. {salon_address}. Para cambiarla o cancelarla, llame al {salon_phone}.',
  },
  update: {
    subject: 'Su cita en {salon_name} ha cambiado',
    body: [
      'Hola {customer_name},',
      'Su cita ha cambiado. Estos son los nuevos datos:',
      ES_DETAILS,
      'Si la nueva hora no le conviene, llámenos al {salon_phone} y buscaremos otra.',
      ES_SIGN_OFF,
    ].join('\n\n'),
    sms: '{salon_name}: Hola {customer_name}, su cita ha cambiado. Nueva hora: {weekday}, {date} a las {time}, {service} con {staff}. ¿Preguntas? Llame al {salon_phone}.',
  },
  cancellation: {
    subject: 'Su cita en {salon_name} ha sido cancelada',
    body: [
      'Hola {customer_name},',
      'Su cita de {service} con {staff} el {weekday}, {date} a las {time} ha sido cancelada.',
      'Si no lo esperaba, o desea reservar otra hora, llámenos al {salon_phone}. Nos encantará volver a verle.',
      ES_SIGN_OFF,
    ].join('\n\n'),
    sms: '{salon_name}: Hola {customer_name}, su cita de {service} el {weekday}, {date} a las {time} ha sido cancelada. Para reservar otra hora, llame al {salon_phone}.',
  },
  reminder: {
    subject: 'Recordatorio: su cita en {salon_name} el {weekday}',
    body: [
      'Hola {customer_name},',
      'Le recordamos su próxima cita:',
      ES_DETAILS,
      'Si no puede venir, llámenos al {salon_phone} para ofrecer la hora a otra persona. ¡Hasta pronto!',
      ES_SIGN_OFF,
    ].join('\n\n'),
    sms: '{salon_name}: Hola {customer_name}, le recordamos su cita: {service} con {staff} el {weekday}, {date} a las {time}. {salon_address}. ¿No puede venir? Llame al {salon_phone}.',
  },
};

const VI_DETAILS = [
  'Thời gian: {weekday}, {date}, {time}–{end_time}',
  'Dịch vụ: {service} ({duration})',
  'Thợ: {staff}',
  'Địa điểm: {salon_name}, {salon_address}',
].join('\n');
const VI_SIGN_OFF = 'Trân trọng,\n{salon_name}\n{salon_phone}';

export const VIETNAMESE_TEMPLATES: Readonly<Record<MessageKind, MessageTemplates>> = {
  confirmation: {
    subject: 'Lịch hẹn của quý khách tại {salon_name} đã được xác nhận',
    body: [
      'Chào {customer_name},',
      'Cảm ơn quý khách đã đặt lịch! Lịch hẹn của quý khách đã được xác nhận:',
      VI_DETAILS,
      'Nếu cần đổi hoặc hủy lịch, xin gọi cho chúng tôi theo số {salon_phone}. Rất mong được đón tiếp quý khách.',
      VI_SIGN_OFF,
    ].join('\n\n'),
    sms: '{salon_name}: Chào {customer_name}, quý khách đã đặt lịch: {service} với {staff} vào {weekday}, {date} lúc {time}. {salon_address}. Muốn đổi hoặc hủy, xin gọi {salon_phone}.',
  },
  update: {
    subject: 'Lịch hẹn của quý khách tại {salon_name} đã thay đổi',
    body: [
      'Chào {customer_name},',
      'Lịch hẹn của quý khách đã được thay đổi. Thông tin mới như sau:',
      VI_DETAILS,
      'Nếu giờ mới không tiện, xin gọi {salon_phone} để chúng tôi tìm giờ khác.',
      VI_SIGN_OFF,
    ].join('\n\n'),
    sms: '{salon_name}: Chào {customer_name}, lịch hẹn của quý khách đã thay đổi. Giờ mới: {weekday}, {date} lúc {time}, {service} với {staff}. Cần hỏi thêm, xin gọi {salon_phone}.',
  },
  cancellation: {
    subject: 'Lịch hẹn của quý khách tại {salon_name} đã bị hủy',
    body: [
      'Chào {customer_name},',
      'Lịch hẹn {service} với {staff} vào {weekday}, {date} lúc {time} đã bị hủy.',
      'Nếu quý khách không mong đợi điều này, hoặc muốn đặt giờ khác, xin gọi {salon_phone}. Rất mong được gặp lại quý khách.',
      VI_SIGN_OFF,
    ].join('\n\n'),
    sms: '{salon_name}: Chào {customer_name}, lịch hẹn {service} vào {weekday}, {date} lúc {time} đã bị hủy. Muốn đặt giờ khác, xin gọi {salon_phone}.',
  },
  reminder: {
    subject: 'Nhắc lịch: lịch hẹn của quý khách tại {salon_name} vào {weekday}',
    body: [
      'Chào {customer_name},',
      'Xin nhắc quý khách lịch hẹn sắp tới:',
      VI_DETAILS,
      'Nếu không đến được, xin gọi {salon_phone} để chúng tôi nhường giờ cho khách khác. Hẹn gặp quý khách!',
      VI_SIGN_OFF,
    ].join('\n\n'),
    sms: '{salon_name}: Chào {customer_name}, xin nhắc lịch hẹn: {service} với {staff} vào {weekday}, {date} lúc {time}. {salon_address}. Không đến được? Xin gọi {salon_phone}.',
  },
};

/** Ours for every language but English, whose defaults are templates.ts's. */
export const TRANSLATED_TEMPLATES: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<MessageKind, MessageTemplates>>>> = {
  es: SPANISH_TEMPLATES,
  vi: VIETNAMESE_TEMPLATES,
};
