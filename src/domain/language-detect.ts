// Which of our three languages a customer's message is in, for Sarah's own words (tool answers,
// read-backs, the phone's filler) and the phone's speech recognition. Pure.
// Not a general detector: franc-min (trigrams, 48 KB gzip) called "I would like to book a gel
// manicure tomorrow" Spanish and "Có, cảm ơn" Spanish. A front desk hears short sentences in one of
// three known languages, so word lists and Vietnamese's own letters decide here, and a message that
// says too little ("ok", "5 PM") decides nothing: the conversation keeps its language.
import { LANGUAGES, type Language } from './languages';

/** Letters only Vietnamese writes (ă đ ơ ư and the stacked tone marks of U+1EA0–U+1EF9). */
const VIETNAMESE_LETTERS = /[ăđơưĂĐƠƯ\u1ea0-\u1ef9]/gu;
/** Marks only Spanish uses among the three. */
const SPANISH_MARKS = /[ñÑ¿¡]/gu;

// Words a customer at a nail salon says, common in one language and absent from the others'
// lists. Vietnamese also without its marks, as many type it on an English keyboard.
const WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    "i i'd i'm you the a an to my me is are was would like want book booking appointment please thanks thank yes can could do does for with at on this next tomorrow today what when how much time hi hello nails manicure pedicure cancel change move it that there have need of and or but".split(
      ' ',
    ),
  ),
  es: new Set(
    'hola quiero quisiera una un el la los las de del que para por favor gracias cita citas mañana manana hoy tiene tienen puedo puede hay mi mis es son con sí si también pero cuánto cuanto cuesta hora horas uñas unas buenos buenas días dias tardes noches lunes martes miércoles jueves viernes sábado domingo cancelar cambiar necesito está esta estoy muy bien semana próxima proxima'.split(
      ' ',
    ),
  ),
  vi: new Set(
    'tôi toi muốn muon đặt dat lịch lich làm lam móng mong chị chi em anh không khong được duoc cảm cam ơn on xin chào chao ngày ngay mai hôm hom nay giờ gio bao nhiêu nhieu tiền tien có co vâng vang dạ da thứ thu sáng sang chiều chieu tối toi hủy huy đổi doi tay chân chan sơn son gel cho với voi của cua'.split(
      ' ',
    ),
  ),
};
// Words both lists share say nothing ("con", "si", "da", "co"... are kept out of the count).
const SHARED = new Set([...WORDS.en].filter((w) => WORDS.es.has(w) || WORDS.vi.has(w)).concat([...WORDS.es].filter((w) => WORDS.vi.has(w))));

/** The language the message is clearly in, or null when it does not say enough. */
export function detectLanguage(message: string): Language | null {
  const text = message.normalize('NFC');
  const vietnameseLetters = text.match(VIETNAMESE_LETTERS)?.length ?? 0;
  if (vietnameseLetters >= 2) return 'vi';
  const words = text
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .filter((w) => w && !SHARED.has(w));
  const score: Record<Language, number> = { en: 0, es: (text.match(SPANISH_MARKS)?.length ?? 0) * 2, vi: vietnameseLetters * 2 };
  for (const word of words) for (const lang of LANGUAGES) if (WORDS[lang].has(word)) score[lang]++;
  const [best, second] = LANGUAGES.map((l) => [l, score[l]] as const).sort((a, b) => b[1] - a[1]);
  // Two signs at least, and twice the runner-up's: one shared-looking word never flips a conversation.
  return best[1] >= 2 && best[1] >= 2 * second[1] ? best[0] : null;
}
