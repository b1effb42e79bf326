// The bell's conflict badge, apart from the conflicts screen's hooks: the bell is on every page,
// and this keeps the availability rules (which the Move panel needs) out of the code every page loads.
import { useUnresolvedConflicts } from '../../data';
import { useCurrentSalon } from '../auth/use-current-salon';
import { openConflictCount } from './conflict-view';

/** Open items for the bell's badge: both kinds, settled double bookings left out; 0 (nothing read) until `read`. */
export function useOpenConflictCount(read = true): number {
  const salon = useCurrentSalon();
  const unresolved = useUnresolvedConflicts(read ? salon?.id : undefined);
  return unresolved ? openConflictCount(unresolved.rows, (id) => unresolved.status.get(id)) : 0;
}
