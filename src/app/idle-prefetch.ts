/** The bench (bench/lib/browser-probes.ts) counts scripts requested after this mark as prefetched. */
const PREFETCH_MARK = 'salon-desk:idle-prefetch';

/**
 * Marks the page's first idle moment, once: what the landing page fetches from then on is
 * prefetched for later, not its own start. Every idle prefetch calls this before its first import.
 */
export function markIdlePrefetch() {
  if (performance.getEntriesByName(PREFETCH_MARK).length === 0) performance.mark(PREFETCH_MARK);
}
