// The service form's values (docs/behaviour.md#salon-profile, with cleanup time and category), and how a
// service row reads in the Services Offered table. Pure, so it is tested without a browser.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Service } from '../../domain/types';
import { isBookableService } from '../../domain/services';

export interface ServiceFormValues {
  name: string;
  price: string;
  duration: string;
  description: string;
  buffer_minutes: string;
  category: string;
  /** Processing time inside the service: starts this many minutes in, lasts this long (0 = none). */
  processing_offset: string;
  processing_minutes: string;
}

/** A new service: no cleanup time, no category. */
export const EMPTY_SERVICE: ServiceFormValues = {
  name: '',
  price: '',
  duration: '',
  description: '',
  buffer_minutes: '0',
  category: '',
  processing_offset: '0',
  processing_minutes: '0',
};

export function serviceToForm(s: Service): ServiceFormValues {
  return {
    name: s.name,
    price: String(s.price),
    duration: String(s.duration),
    description: s.description ?? '',
    buffer_minutes: String(s.buffer_minutes ?? 0),
    category: s.category ?? '',
    processing_offset: String(s.processing_offset ?? 0),
    processing_minutes: String(s.processing_minutes ?? 0),
  };
}

/**
 * '60 min', '60 min + 15 min cleanup' (the cleanup blocks the member but is not the visit), and
 * '(20 min processing)' when the technician is free for part of it.
 */
export function durationText(i18n: I18n, s: Pick<Service, 'duration' | 'buffer_minutes' | 'processing_minutes'>): string {
  const buffer = s.buffer_minutes ?? 0;
  const processing = s.processing_minutes ?? 0;
  const minutes = s.duration;
  const base = buffer > 0 ? i18n._(msg`${minutes} min + ${buffer} min cleanup`) : i18n._(msg`${minutes} min`);
  return processing > 0 ? i18n._(msg`${base} (${processing} min processing)`) : base;
}

/** The text that marks a hidden service wherever it is listed (never colour alone). */
export const HIDDEN_MARK = msg`Hidden — not bookable`;

export const isHidden = (s: Pick<Service, 'is_active'>) => !isBookableService(s);
