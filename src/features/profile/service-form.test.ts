import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { Service } from '../../domain/types';
import { durationText, EMPTY_SERVICE, isHidden, serviceToForm } from './service-form';

/** English needs no catalog: each message carries its own text. */
const en = setupI18n({ locale: 'en', messages: { en: {} } });

const service = (over: Partial<Service> = {}): Service => ({
  id: 's1',
  salon_id: 'salon',
  name: 'Gel Manicure',
  price: 45.5,
  duration: 60,
  description: null,
  updated_at: '',
  deleted: false,
  version: null,
  ...over,
});

describe('service form', () => {
  it('a new service starts with no cleanup time and no category', () => {
    expect(EMPTY_SERVICE).toMatchObject({ buffer_minutes: '0', category: '' });
  });

  it('an old row without the issue-16 fields edits as 0 minutes, no category, shown', () => {
    expect(serviceToForm(service())).toEqual({
      name: 'Gel Manicure',
      price: '45.5',
      duration: '60',
      description: '',
      buffer_minutes: '0',
      category: '',
      processing_offset: '0',
      processing_minutes: '0',
    });
    expect(serviceToForm(service({ buffer_minutes: 15, category: 'Manicure', description: 'Shiny' }))).toMatchObject({
      buffer_minutes: '15',
      category: 'Manicure',
      description: 'Shiny',
    });
    expect(isHidden(service())).toBe(false);
    expect(isHidden(service({ is_active: false }))).toBe(true);
  });

  it('shows the cleanup beside the duration, never inside it', () => {
    expect(durationText(en, service())).toBe('60 min');
    expect(durationText(en, service({ buffer_minutes: 0 }))).toBe('60 min');
    expect(durationText(en, service({ buffer_minutes: 15 }))).toBe('60 min + 15 min cleanup');
  });

  it('names the processing time inside the duration', () => {
    expect(durationText(en, service({ processing_offset: 20, processing_minutes: 20 }))).toBe('60 min (20 min processing)');
    expect(durationText(en, service({ buffer_minutes: 10, processing_offset: 20, processing_minutes: 20 }))).toBe(
      '60 min + 10 min cleanup (20 min processing)',
    );
    expect(serviceToForm(service({ processing_offset: 25, processing_minutes: 15 }))).toMatchObject({ processing_offset: '25', processing_minutes: '15' });
  });
});
