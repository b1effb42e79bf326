import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { calendarFile } from './calendar-file';

const salon = { name: 'Lotus Nails', address: '1 Main St, Springfield', phone: '+1 555 010 0100', time_zone: 'America/New_York' };
const appt = { date: '2026-12-03', start: '14:00', end: '14:45', service: 'Gel, French', staff: 'Ana', price: 40, status: 'confirmed' as const };
const NOW = new Date('2026-11-25T10:00:00Z');

/** The event as Mozilla's ical.js (Thunderbird's parser) and node-ical read it: instants and texts. */
function readBothWays(file: string) {
  const vevent = new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('ical.js found no VEVENT');
  const e = new ICAL.Event(vevent);
  const byIcalJs = { start: e.startDate.toJSDate().toISOString(), end: e.endDate.toJSDate().toISOString(), summary: e.summary, location: e.location };
  const [n] = Object.values(nodeIcal.sync.parseICS(file)).filter((c): c is VEvent => c?.type === 'VEVENT');
  const text = (v: VEvent['summary'] | undefined) => (typeof v === 'object' ? v.val : (v ?? ''));
  const byNodeIcal = { start: n.start.toISOString(), end: n.end?.toISOString(), summary: text(n.summary), location: text(n.location) };
  return [byIcalJs, byNodeIcal];
}

describe('Add to calendar', () => {
  it('writes the visit as UTC instants, escaping what iCalendar reserves; a booking awaiting approval is tentative', () => {
    const file = calendarFile(appt, salon, 'abc@salon-desk', NOW);
    expect(file).toContain('\r\nDTSTART:20261203T190000Z\r\n');
    expect(file).toContain('\r\nDTEND:20261203T194500Z\r\n');
    expect(file).toContain('\r\nSUMMARY:Gel\\, French at Lotus Nails\r\n');
    expect(file).toContain('\r\nDTSTAMP:20261125T100000Z\r\n');
    expect(file).toContain('\r\nDESCRIPTION:With Ana. Salon phone: +1 555 010 0100\r\n');
    expect(file).not.toContain('TZID');
    expect(file).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect(calendarFile({ ...appt, status: 'pending' }, salon, 'abc@salon-desk', NOW)).toContain('\r\nSTATUS:TENTATIVE\r\n');
  });

  it("takes its words from the caller, so they can be the customer's language", () => {
    const words = {
      summary: (service: string, salon: string) => `${service} tại ${salon}`,
      withStaff: (staff: string) => `Với ${staff}.`,
      salonPhone: (phone: string) => `Điện thoại: ${phone}`,
    };
    const file = calendarFile(appt, salon, 'abc@salon-desk', NOW, words);
    expect(file).toContain('\r\nSUMMARY:Gel\\, French tại Lotus Nails\r\n');
    expect(file).toContain('\r\nDESCRIPTION:Với Ana. Điện thoại: +1 555 010 0100\r\n');
  });

  // Each instant worked out by hand from the zone's rules on that day.
  it.each([
    ['America/New_York', '2026-11-28', '10:00', '11:00', '2026-11-28T15:00:00.000Z', '2026-11-28T16:00:00.000Z'],
    ['Asia/Ho_Chi_Minh', '2026-11-28', '10:00', '11:30', '2026-11-28T03:00:00.000Z', '2026-11-28T04:30:00.000Z'],
    // Spring forward: 01:30 standard time, 03:30 daylight time, one hour apart.
    ['America/New_York', '2026-03-08', '01:30', '03:30', '2026-03-08T06:30:00.000Z', '2026-03-08T07:30:00.000Z'],
    // Both ends inside the skipped hour: the booked half hour from the first minute after it.
    ['America/New_York', '2026-03-08', '02:00', '02:30', '2026-03-08T07:00:00.000Z', '2026-03-08T07:30:00.000Z'],
    ['Europe/Madrid', '2026-10-25', '10:00', '10:45', '2026-10-25T09:00:00.000Z', '2026-10-25T09:45:00.000Z'],
  ])('in %s on %s, %s–%s reads as the same instants in ical.js and node-ical', (zone, date, start, end, at, until) => {
    const name = 'Tiệm Nail Hoàng Yến Phương 💅 Chăm Sóc Móng Chuyên Nghiệp';
    const file = calendarFile(
      { ...appt, date, start, end, service: 'Sơn Gel', staff: 'Nguyễn Thị Phượng' },
      { ...salon, name, time_zone: zone },
      'abc@salon-desk',
      NOW,
    );
    const want = { start: at, end: until, summary: `Sơn Gel at ${name}`, location: salon.address };
    expect(readBothWays(file)).toEqual([want, want]);
    expect(file.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
  });
});
