import type { I18n } from '@lingui/core';
import { domainText } from '../../i18n/domain-texts';

/**
 * errorText (src/ui) in the owner's language: a thrown Error's own sentence through domainText,
 * which keeps the parts a ValidationError carries; anything else gets the screen's fallback.
 */
export function failureText(i18n: I18n, err: unknown, fallback: string): string {
  return err instanceof Error && err.message.trim() ? domainText(i18n, err) : fallback;
}
