// What the phone says on its own, in the call's language: the greeting for a caller whose card
// names a language, the filler, the are-you-still-there, the goodbyes and the apologies. The
// provider's speech runs in one language at a time (ConversationRelay's `language`), so the call
// carries one, and these follow it. English is the product's exact words.
import type { Language } from '../../../src/domain/languages';

export interface PhoneWords {
  /** The provider's speech recognition and voice for the language (BCP 47). */
  speech: string;
  /** The greeting's opening, with and without the salon's name. */
  thanks: (salon: string | null) => string;
  /** The rest of the default greeting, open and after hours. */
  open: string;
  closed: string;
  /** After the owner's own greeting, after hours. */
  closedAfterOwn: string;
  filler: string;
  reprompt: string;
  goodbyeSilence: string;
  goodbyeTimeLimit: string;
  sorryBusy: string;
  sorryFailed: string;
  hold: string;
  /** When a transfer no one answered brings the call back to Sarah. */
  backToSarah: string;
}

export const PHONE_WORDS: Readonly<Record<Language, PhoneWords>> = {
  en: {
    speech: 'en-US',
    thanks: (salon) => (salon ? `Thank you for calling ${salon}!` : 'Thank you for calling!'),
    open: 'This is Sarah, your virtual receptionist. How can I help you today?',
    closed:
      "We're closed right now, but this is Sarah, your virtual receptionist, and I can still help: I can book an appointment or take a message. How can I help you today?",
    closedAfterOwn: "We're closed right now, but I can still book an appointment or take a message.",
    filler: 'One moment while I check that.',
    reprompt: 'Are you still there?',
    goodbyeSilence: "I haven't heard anything for a while, so I'll say goodbye for now. Thank you for calling, and please call back anytime. Goodbye!",
    goodbyeTimeLimit: "I'm sorry, we've reached the time limit for this call. Please call back if there's anything else I can help you with. Goodbye!",
    sorryBusy: "I'm sorry, I'm answering a lot of calls right now. Could you say that again in a moment?",
    sorryFailed: "I'm sorry, something went wrong on my side. Could you say that again?",
    hold: 'Please hold while I connect you.',
    backToSarah: "I'm sorry, no one could come to the phone right now. I can take a message for the team. What would you like me to pass on?",
  },
  es: {
    speech: 'es-US',
    thanks: (salon) => (salon ? `¡Gracias por llamar a ${salon}!` : '¡Gracias por llamar!'),
    open: 'Le habla Sarah, la recepcionista virtual. ¿En qué puedo ayudarle?',
    closed:
      'Ahora mismo estamos cerrados, pero le habla Sarah, la recepcionista virtual, y puedo ayudarle: puedo reservar una cita o tomar un mensaje. ¿En qué puedo ayudarle?',
    closedAfterOwn: 'Ahora mismo estamos cerrados, pero puedo reservar una cita o tomar un mensaje.',
    filler: 'Un momento, por favor, lo estoy revisando.',
    reprompt: '¿Sigue ahí?',
    goodbyeSilence: 'Hace un rato que no le escucho, así que me despido por ahora. Gracias por llamar, y llámenos cuando quiera. ¡Adiós!',
    goodbyeTimeLimit: 'Lo siento, llegamos al tiempo máximo de esta llamada. Vuelva a llamar si necesita algo más. ¡Adiós!',
    sorryBusy: 'Lo siento, estoy atendiendo muchas llamadas en este momento. ¿Podría repetirlo en un momento?',
    sorryFailed: 'Lo siento, algo falló de mi lado. ¿Podría repetirlo?',
    hold: 'Un momento, por favor, le comunico.',
    backToSarah: 'Lo siento, nadie pudo atender el teléfono en este momento. Puedo tomar un mensaje para el equipo. ¿Qué quiere que les diga?',
  },
  vi: {
    speech: 'vi-VN',
    thanks: (salon) => (salon ? `Cảm ơn quý khách đã gọi đến ${salon}!` : 'Cảm ơn quý khách đã gọi!'),
    open: 'Tôi là Sarah, lễ tân ảo của tiệm. Tôi có thể giúp gì cho quý khách?',
    closed:
      'Hiện tiệm đã đóng cửa, nhưng tôi là Sarah, lễ tân ảo của tiệm, và tôi vẫn có thể đặt lịch hẹn hoặc ghi lại lời nhắn. Tôi có thể giúp gì cho quý khách?',
    closedAfterOwn: 'Hiện tiệm đã đóng cửa, nhưng tôi vẫn có thể đặt lịch hẹn hoặc ghi lại lời nhắn.',
    filler: 'Quý khách chờ một chút để tôi kiểm tra nhé.',
    reprompt: 'Quý khách còn đó không ạ?',
    goodbyeSilence: 'Đã lâu tôi không nghe thấy quý khách, nên xin tạm biệt. Cảm ơn quý khách đã gọi, mời quý khách gọi lại bất cứ lúc nào. Tạm biệt!',
    goodbyeTimeLimit: 'Xin lỗi, cuộc gọi đã đến giới hạn thời gian. Quý khách vui lòng gọi lại nếu cần thêm gì. Tạm biệt!',
    sorryBusy: 'Xin lỗi, hiện tôi đang nghe rất nhiều cuộc gọi. Quý khách nói lại giúp tôi sau một chút được không ạ?',
    sorryFailed: 'Xin lỗi, bên tôi có trục trặc. Quý khách nói lại giúp tôi được không ạ?',
    hold: 'Quý khách vui lòng chờ máy, tôi chuyển cuộc gọi ngay.',
    backToSarah: 'Xin lỗi, hiện không ai nghe máy được. Tôi có thể ghi lại lời nhắn cho tiệm. Quý khách muốn nhắn gì ạ?',
  },
};

export const phoneWords = (language: Language | null | undefined): PhoneWords => PHONE_WORDS[language ?? 'en'];
