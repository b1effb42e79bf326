import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { BookingSettings } from '../../domain/types';
import { bookingToForm, intervalChoices, noticeChoices, noticeLabel, statusChoices } from './booking-form';

/** English needs no catalog: each message carries its own text. */
const en = setupI18n({ locale: 'en', messages: { en: {} } });

describe('booking rules form', () => {
  it('offers the notice choices of the issue, stored in minutes', () => {
    expect(noticeChoices(en, '0')).toEqual([
      { value: '0', label: 'None' },
      { value: '30', label: '30 minutes' },
      { value: '60', label: '1 hour' },
      { value: '120', label: '2 hours' },
      { value: '240', label: '4 hours' },
      { value: '720', label: '12 hours' },
      { value: '1440', label: '1 day' },
      { value: '2880', label: '2 days' },
    ]);
  });

  it('lists a saved notice that is not one of the choices, in its place', () => {
    const choices = noticeChoices(en, '90');
    expect(choices).toHaveLength(9);
    expect(choices[3]).toEqual({ value: '90', label: '1 hour 30 minutes' });
    expect(noticeLabel(en, 1440 + 60 + 1)).toBe('1 day 1 hour 1 minute');
    expect(noticeChoices(en, '')).toHaveLength(8);
  });

  it('shows the defaults without a row and the row when there is one', () => {
    expect(bookingToForm(null)).toEqual({ min_notice_minutes: '0', max_advance_days: '90', slot_interval: '60', self_booking_status: 'confirmed' });
    const row = { min_notice_minutes: 120, max_advance_days: 60, slot_interval: 30, self_booking_status: 'pending', deleted: false } as BookingSettings;
    expect(bookingToForm(row)).toEqual({ min_notice_minutes: '120', max_advance_days: '60', slot_interval: '30', self_booking_status: 'pending' });
  });

  it('names the intervals and statuses as the owner reads them', () => {
    expect(intervalChoices(en).map((c) => c.label)).toEqual(['15 minutes', '30 minutes', '60 minutes']);
    expect(statusChoices(en)).toEqual([
      { value: 'confirmed', label: 'Confirmed' },
      { value: 'pending', label: 'Pending — waiting for your approval' },
    ]);
  });
});
