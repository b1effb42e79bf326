import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SlotTakenError } from '../../domain/booking-rules';
import { formatTime } from '../../domain/display-format';
import { ValidationError } from '../../domain/errors';
import { domainText, domainTextsReady } from '../../i18n/domain-texts';

/**
 * A time taken between offering and booking, in the owner's language, naming the time as the
 * screen writes its other times: `locale` is the salon's (useDisplayLocale). The sentence is in
 * this catalog (bookings), not domainText's tables, which sit in the app's on a tight budget.
 */
export function slotTakenText(i18n: I18n, err: SlotTakenError, locale: string): string {
  const time = formatTime(err.time, locale);
  return i18n._(msg`${time} is no longer available. Please choose a different time.`);
}

/**
 * errorText (src/ui) in the owner's language: a thrown Error's own sentence through domainText,
 * which keeps the parts a ValidationError carries; anything else gets the screen's fallback. With
 * the salon's `locale`, a slot-taken refusal names its time on the salon's clock.
 */
export function failureText(i18n: I18n, err: unknown, fallback: string, locale?: string): string {
  if (locale && err instanceof SlotTakenError) return slotTakenText(i18n, err, locale);
  return err instanceof Error && err.message.trim() ? domainText(i18n, err) : fallback;
}

/** failureText once domainText's tables are there (a banner's text is set once, not drawn again). */
export async function failureTextReady(i18n: I18n, err: unknown, fallback: string, locale: string): Promise<string> {
  if (i18n.locale !== 'en' && !(err instanceof SlotTakenError)) await domainTextsReady().catch(() => undefined);
  return failureText(i18n, err, fallback, locale);
}

/**
 * For a form whose useAction writes the refusal (through domainText, which passes a sentence it
 * has no entry for as it is): a slot-taken refusal already said, at its field; anything else as it came.
 */
export function saidSlotTaken(i18n: I18n, err: unknown, locale: string): unknown {
  return err instanceof SlotTakenError ? new ValidationError(slotTakenText(i18n, err, locale), err.field) : err;
}
