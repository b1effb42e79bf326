import { lazy, Suspense } from 'react';
import { useAfterFirstScreen } from '../startup/use-after-first-screen';

// Its code and its storage estimate come after the first screen: nothing of a cold start waits for them.
const StorageWarning = lazy(() => import('./StorageWarning').then((m) => ({ default: m.StorageWarning })));

/** The quota warning under the top bar, once the first screen is up. */
export function LateStorageWarning() {
  const later = useAfterFirstScreen();
  return later ? (
    <Suspense fallback={null}>
      <StorageWarning />
    </Suspense>
  ) : null;
}
