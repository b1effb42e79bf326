// The service form's values (spec §5 plus issue 16's cleanup time and category), and how a
// service row reads in the Services Offered table. Pure, so it is tested without a browser.
import type { Service } from '../../domain/types';
import { isBookableService } from '../../domain/services';

export interface ServiceFormValues {
  name: string;
  price: string;
  duration: string;
  description: string;
  buffer_minutes: string;
  category: string;
}

/** A new service: no cleanup time, no category. */
export const EMPTY_SERVICE: ServiceFormValues = { name: '', price: '', duration: '', description: '', buffer_minutes: '0', category: '' };

export function serviceToForm(s: Service): ServiceFormValues {
  return {
    name: s.name,
    price: String(s.price),
    duration: String(s.duration),
    description: s.description ?? '',
    buffer_minutes: String(s.buffer_minutes ?? 0),
    category: s.category ?? '',
  };
}

/** '60 min', or '60 min + 15 min cleanup': the cleanup blocks the member but is not the visit. */
export function durationText(s: Pick<Service, 'duration' | 'buffer_minutes'>): string {
  const buffer = s.buffer_minutes ?? 0;
  return buffer > 0 ? `${s.duration} min + ${buffer} min cleanup` : `${s.duration} min`;
}

/** The text that marks a hidden service wherever it is listed (never colour alone). */
export const HIDDEN_MARK = 'Hidden — not bookable';

export const isHidden = (s: Pick<Service, 'is_active'>) => !isBookableService(s);
