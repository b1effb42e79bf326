// The salon's booking rules (Salon Profile → Booking rules): one row per salon, its id
// derived from the salon so two offline devices converge on one row; through the writer, so a
// save works offline and syncs like every salon row.
import { DEFAULT_BOOKING_SETTINGS, parseBookingSettings, type BookingSettingsInput } from '../../domain/booking-settings';
import { parseOnlineBooking, type OnlineBookingInput } from '../../domain/online-booking';
import type { BookingSettings } from '../../domain/types';
import { appContext, type WriteContext } from '../context';
import { saveSalonSettingsRow } from './salon-settings-row';

/** Saves the salon's settings: creates the row the first time, else changes only what changed. */
export async function saveBookingSettings(salonId: string | null, input: BookingSettingsInput, ctx?: WriteContext): Promise<BookingSettings> {
  const clean = parseBookingSettings(input);
  return saveSalonSettingsRow(ctx ?? (await appContext()), 'booking_settings', salonId, clean);
}

/**
 * Saves Salon Profile → Online booking on the same row. Offline it saves too: whether
 * the address is free is the server's last word, and a taken one is refused on push.
 */
export async function saveOnlineBooking(salonId: string | null, input: OnlineBookingInput, ctx?: WriteContext): Promise<BookingSettings> {
  const clean = parseOnlineBooking(input);
  return saveSalonSettingsRow(ctx ?? (await appContext()), 'booking_settings', salonId, clean, { ...DEFAULT_BOOKING_SETTINGS });
}
