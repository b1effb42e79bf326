// The Basic Information form's values and its time zone choices.
import type { SalonInfoInput } from '../../domain/back-office';
import type { Salon } from '../../domain/types';

export interface SalonFormValues {
  name: string;
  phone: string;
  address: string;
  email: string;
  website: string;
  time_zone: string;
}

export function salonToForm(salon: Pick<Salon, 'name' | 'phone' | 'address' | 'email' | 'website' | 'time_zone'>): SalonFormValues {
  return {
    name: salon.name ?? '',
    phone: salon.phone ?? '',
    address: salon.address ?? '',
    email: salon.email ?? '',
    website: salon.website ?? '',
    time_zone: salon.time_zone ?? '',
  };
}

/** An empty website means "none" (the website is optional). */
export function formToSalonInfo(values: SalonFormValues): SalonInfoInput {
  return { ...values, website: values.website.trim() === '' ? null : values.website };
}

/** The zones this browser knows, or an empty list where Intl cannot list them. */
export function supportedTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/**
 * The select's options, sorted: the browser's list plus the salon's current zone and UTC when the
 * list lacks them (Chromium lists canonical zones only, so a salon on 'UTC' or an alias such as
 * 'Asia/Calcutta' would otherwise show a select that silently changes the zone on save).
 */
export function timeZoneOptions(current: string, supported: readonly string[]): string[] {
  const zones = new Set(supported);
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}
