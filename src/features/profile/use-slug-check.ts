// The address check of Salon Profile → Online booking, as the owner types: one request after a
// pause in typing, and an answer only for the address still in the box (a slow answer for an
// older text is dropped). The saved address needs no asking: it is the salon's own.
import { useEffect, useState } from 'react';
import { checkBookingSlug } from '../../../sync/remote/booking-slug';
import { normalizeSlug, slugProblem } from '../../domain/online-booking';

export type SlugStatus =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available' }
  /** The salon's saved address. */
  | { state: 'own' }
  | { state: 'taken'; message: string }
  | { state: 'unknown' }
  | { state: 'invalid'; message: string };

const PAUSE_MS = 400;

export function useSlugCheck(typed: string, saved: string | null): SlugStatus {
  const slug = normalizeSlug(typed);
  const problem = slug === '' ? null : slugProblem(slug);
  const needsServer = slug !== '' && !problem && slug !== saved;
  const [answer, setAnswer] = useState<{ slug: string; status: SlugStatus } | null>(null);

  useEffect(() => {
    if (!needsServer) return;
    let current = true;
    const timer = setTimeout(() => {
      void checkBookingSlug(slug).then((r) => {
        if (current) setAnswer({ slug, status: r });
      });
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [slug, needsServer]);

  if (slug === '') return { state: 'idle' };
  if (problem) return { state: 'invalid', message: problem };
  if (!needsServer) return { state: 'own' };
  return answer?.slug === slug ? answer.status : { state: 'checking' };
}
