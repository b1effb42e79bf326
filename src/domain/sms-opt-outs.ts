// The numbers that opted out of a salon's texts: a customer replied STOP (or a carrier's
// opt-out word) to the salon's number. The list lives on the server (sync_private.sms_opt_outs);
// the owner's device reads it (sms_opt_outs_of_salon) to show it on the client card. Pure: the
// reading of the server's answer and the card's words.
import { formatDate, salonLocale } from './display-format';
import { todayIn } from './dates';
import { customerPhoneKey } from './phone-key';

export interface SmsOptOut {
  /** The number's E.164 key in the salon's region, as the sender texts it. */
  phone_key: string;
  /** The word the customer sent (STOP, UNSUBSCRIBE, …). */
  keyword: string;
  opted_out_at: string;
}

const isOptOut = (v: unknown): v is SmsOptOut => {
  const o = v as Partial<SmsOptOut> | null;
  return (
    !!o && typeof o.phone_key === 'string' && typeof o.keyword === 'string' && typeof o.opted_out_at === 'string' && !Number.isNaN(Date.parse(o.opted_out_at))
  );
};

/** The server's answer as a list; a row it cannot read is left out rather than shown wrong. Not a list: null. */
export function readSmsOptOuts(data: unknown): SmsOptOut[] | null {
  return Array.isArray(data) ? data.filter(isOptOut).map(({ phone_key, keyword, opted_out_at }) => ({ phone_key, keyword, opted_out_at })) : null;
}

/** The opt-out of a client's number, if it opted out; the card's key, or its phone keyed in the salon's region. */
export function optOutOf(
  optOuts: readonly SmsOptOut[],
  customer: { phone: string; phone_key?: string | null },
  salon: { time_zone: string; phone?: string | null },
): SmsOptOut | null {
  const key = customer.phone_key ?? customerPhoneKey(customer.phone, salon);
  return key ? (optOuts.find((o) => o.phone_key === key) ?? null) : null;
}

/** The card's line: 'Opted out of texts (replied STOP) on 3 Nov 2026', the day on the salon's calendar. */
export function optOutText(o: SmsOptOut, zone: string): string {
  const day = todayIn(zone, new Date(o.opted_out_at)).date;
  return `Opted out of texts (replied ${o.keyword}) on ${formatDate(day, salonLocale(zone), true)}`;
}
