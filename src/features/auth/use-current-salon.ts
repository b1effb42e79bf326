// The signed-in owner's salon. It joins the session (this folder) with the read layer, which
// may not import features (docs/architecture.md#layers), so it lives here rather than in src/data.
// The file, not the folder's index: the dashboard's first screen needs this hook alone.
import { useSalon } from '../../data/use-salon';
import type { Salon } from '../../domain/types';
import { useCurrentUser } from './use-auth';

/** The signed-in owner's salon: undefined while loading, null when there is none yet. */
export function useCurrentSalon(): Salon | null | undefined {
  const user = useCurrentUser();
  return useSalon(user?.id);
}
