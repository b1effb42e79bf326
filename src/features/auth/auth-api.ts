// The sign-in, sign-up and password-reset calls (sync/auth) come with the Supabase client and the
// local database (~80 KB gzip). The forms show without them: the calls are fetched when a form is
// sent (the session, started beside the screen, has usually brought them by then).
import { msg } from '@lingui/core/macro';
import type * as Auth from '../../../sync/auth';
import { i18n } from '../../i18n/i18n';

/** sync/auth; when its code cannot be fetched (no connection yet), a sentence that says so. */
export async function authApi(): Promise<typeof Auth> {
  try {
    return await import('../../../sync/auth');
  } catch {
    throw new Error(i18n._(msg`No connection: check the internet connection and try again.`));
  }
}
