// The first-run checklist's read: the few rows that say how far a new salon is set up.
// Each table gives only what a step needs: a salon's services, staff, links and regular weeks are
// small; dated shifts are read from today on and stop at the first that counts; no appointment is read.
import type { SalonDeskDB } from '../../db/database';
import { setupHiddenKey } from '../../db/repositories/setup-checklist';
import { isShiftAhead, type SetupFacts } from '../../domain/setup-checklist';
import type { TableName } from '../use-live-read';

/** The device-only setting that holds the provider key (src/assistant/settings.ts ASSISTANT_SETTINGS_KEY). */
const ASSISTANT_SETTINGS_KEY = 'assistant_provider';

export const SETUP_TABLES: readonly TableName[] = [
  'salons',
  'business_hours',
  'services',
  'staff',
  'staff_services',
  'staff_schedules',
  'staff_patterns',
  'booking_settings',
  'settings',
];

/** A key from the app's build configuration (.env), which the assistant uses when none is saved. */
function envKey(): string {
  const env = (import.meta as unknown as { env?: Record<string, string | undefined> }).env;
  return env?.VITE_OPENAI_API_KEY?.trim() ?? '';
}

export interface SetupRead {
  facts: SetupFacts;
  /** The owner hid the checklist on this device. */
  hidden: boolean;
}

export async function readSetupFacts(db: SalonDeskDB, salonId: string, today: string): Promise<SetupRead> {
  const [salon, hours, services, staff, staffServices, bookingRows, provider, hidden, patterns] = await Promise.all([
    db.salons.get(salonId),
    db.business_hours.where('salon_id').equals(salonId).toArray(),
    db.services.where('salon_id').equals(salonId).toArray(),
    db.staff.where('salon_id').equals(salonId).toArray(),
    db.staff_services.where('salon_id').equals(salonId).toArray(),
    db.booking_settings.where('salon_id').equals(salonId).toArray(),
    db.settings.get(ASSISTANT_SETTINGS_KEY),
    db.settings.get(setupHiddenKey(salonId)),
    // A regular week is seven rows a member: few, whatever the salon's history.
    db.staff_patterns.where('salon_id').equals(salonId).toArray(),
  ]);
  const active = new Set(staff.filter((m) => !m.deleted && m.is_active).map((m) => m.id));
  // One shift that counts is enough to tick the step; the domain rule decides which count.
  const firstShift = await db.staff_schedules
    .where('[salon_id+date]')
    .between([salonId, today], [salonId, '\uffff'])
    .filter((s) => isShiftAhead(s, today, active))
    .first();
  const savedKey = (provider?.value as { apiKey?: unknown } | undefined)?.apiKey;
  const facts: SetupFacts = {
    salon: salon && !salon.deleted ? { address: salon.address ?? '' } : null,
    savedHoursDays: hours.filter((h) => !h.deleted).length,
    services,
    staff,
    staffServices,
    shifts: firstShift ? [firstShift] : [],
    patterns,
    bookingSettings: bookingRows.find((r) => !r.deleted) ?? null,
    aiKeyOnDevice: (typeof savedKey === 'string' && savedKey.trim() !== '') || envKey() !== '',
    today,
  };
  return { facts, hidden: hidden?.value === true };
}
