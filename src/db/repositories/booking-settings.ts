// The salon's booking rules (issue 16, Salon Profile → Booking rules): one row per salon, its id
// derived from the salon so two offline devices converge on one row; through the writer, so a
// save works offline and syncs like every salon row.
import { parseBookingSettings, type BookingSettingsInput } from '../../domain/booking-settings';
import { PreconditionError } from '../../domain/errors';
import { bookingSettingsId } from '../../domain/ids';
import type { BookingSettings } from '../../domain/types';
import { appContext, type WriteContext } from '../context';
import { patchRow, putRow, writeTogether } from '../writer';

/** Saves the salon's rules: creates the row the first time, else changes only what changed. */
export async function saveBookingSettings(salonId: string | null, input: BookingSettingsInput, ctx?: WriteContext): Promise<BookingSettings> {
  const c = ctx ?? (await appContext());
  const clean = parseBookingSettings(input);
  const salon = salonId ? await c.db.salons.get(salonId) : undefined;
  if (!salon || salon.deleted) throw new PreconditionError('No salon found');
  const id = bookingSettingsId(salon.id);
  return writeTogether(c, ['booking_settings'], async () => {
    const existing = await c.db.booking_settings.get(id);
    // A patch stamps only the changed fields: an untouched rule must not beat another device's edit of it.
    if (existing && !existing.deleted) return patchRow(c, 'booking_settings', id, clean);
    return putRow(c, 'booking_settings', { id, salon_id: salon.id, ...clean });
  });
}
