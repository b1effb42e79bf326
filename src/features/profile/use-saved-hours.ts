// The salon's saved business_hours rows, undefined until they are read FOR THIS salon.
// The shared useBusinessHoursRows answers [] while the salon id is still unknown, and a live query
// keeps its last answer while a new one runs; the hours form takes its initial values once, so it
// must not mount on that stale [] (it would show defaults over the saved week).
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database';
import type { BusinessHours } from '../../domain/types';

export function useSavedHours(salonId: string | undefined): BusinessHours[] | undefined {
  const result = useLiveQuery(
    async () => (salonId ? { salonId, rows: (await db.business_hours.where('salon_id').equals(salonId).toArray()).filter((r) => !r.deleted) } : undefined),
    [salonId],
  );
  return result && result.salonId === salonId ? result.rows : undefined;
}
