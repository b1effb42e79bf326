import { describe, expect, it } from 'vitest';
import { formToSalonInfo, salonToForm, supportedTimeZones, timeZoneOptions } from './salon-form';

describe('salon form', () => {
  it('shows a missing website as an empty field and saves an empty one as none', () => {
    const form = salonToForm({ name: 'Lotus', phone: '555', address: '1 Main', email: 'a@b.co', website: null, time_zone: 'UTC' });
    expect(form.website).toBe('');
    expect(formToSalonInfo(form).website).toBeNull();
    expect(formToSalonInfo({ ...form, website: '  ' }).website).toBeNull();
    expect(formToSalonInfo({ ...form, website: 'https://lotus.example' }).website).toBe('https://lotus.example');
  });

  it("offers the salon's zone and UTC even when the browser list lacks them, sorted, without duplicates", () => {
    const options = timeZoneOptions('Asia/Calcutta', ['Europe/Paris', 'America/New_York', 'Europe/Paris']);
    expect(options).toEqual(['America/New_York', 'Asia/Calcutta', 'Europe/Paris', 'UTC']);
    expect(timeZoneOptions('', [])).toEqual(['UTC']);
  });

  it('reads the IANA zones of this runtime', () => {
    expect(supportedTimeZones()).toContain('America/New_York');
  });
});
