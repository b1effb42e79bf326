import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import { bookingsClash, handsOn, parseProcessing, processingOf } from './processing';

describe('processing time', () => {
  it('cuts the gap out of the working time, clamped to the appointment', () => {
    expect(handsOn(600, 660, { processing_offset: 20, processing_minutes: 20 })).toEqual([
      [600, 620],
      [640, 660],
    ]);
    expect(handsOn(600, 660, { processing_offset: 0, processing_minutes: 15 })).toEqual([[615, 660]]);
    expect(handsOn(600, 660, { processing_offset: 45, processing_minutes: 30 })).toEqual([[600, 645]]);
    expect(handsOn(600, 660)).toEqual([[600, 660]]);
    expect(handsOn(600, 660, { processing_offset: 20, processing_minutes: 0 })).toEqual([[600, 660]]);
  });

  it('counts a gap covering the whole appointment, or values no screen makes, as no gap', () => {
    expect(handsOn(600, 660, { processing_offset: 0, processing_minutes: 60 })).toEqual([[600, 660]]);
    expect(handsOn(600, 660, { processing_offset: -5, processing_minutes: 10 })).toEqual([[600, 660]]);
    expect(handsOn(600, 660, { processing_offset: 10, processing_minutes: 2.5 })).toEqual([[600, 660]]);
  });

  it("lets a short booking sit in another one's gap, and nowhere else", () => {
    const gel = { start_time: '10:00', end_time: '11:00', processing_offset: 20, processing_minutes: 20 };
    expect(bookingsClash(gel, { start_time: '10:20', end_time: '10:40' })).toBe(false);
    expect(bookingsClash(gel, { start_time: '10:25', end_time: '10:45' })).toBe(true);
    expect(bookingsClash(gel, { start_time: '11:00', end_time: '11:30' })).toBe(false);
    expect(bookingsClash(gel, { start_time: '10:10', end_time: '10:30' })).toBe(true);
    // Two gel services a gap apart interleave: each one's work falls in the other's gap.
    expect(bookingsClash(gel, { ...gel, start_time: '10:20', end_time: '11:20' })).toBe(false);
    expect(bookingsClash(gel, { ...gel, start_time: '10:10', end_time: '11:10' })).toBe(true);
    expect(bookingsClash(gel, { start_time: '25:00', end_time: '26:00' })).toBe(true);
  });

  it('reads the service form: blank is none, and the gap must fit inside the service', () => {
    expect(parseProcessing('', '', 60)).toEqual({ processing_offset: 0, processing_minutes: 0 });
    expect(parseProcessing('30', '0', 60)).toEqual({ processing_offset: 0, processing_minutes: 0 });
    expect(parseProcessing(' 20 ', '20', 60)).toEqual({ processing_offset: 20, processing_minutes: 20 });
    const fieldOf = (o: string, m: string, d: number) => {
      try {
        parseProcessing(o, m, d);
        return null;
      } catch (e) {
        return [(e as ValidationError).field, (e as Error).message];
      }
    };
    expect(fieldOf('20', 'abc', 60)).toEqual(['processing_minutes', 'Processing time must be a whole number of minutes from 0 to 240']);
    expect(fieldOf('0', '60', 60)).toEqual(['processing_minutes', 'Processing time must be shorter than the service']);
    expect(fieldOf('50', '20', 60)).toEqual(['processing_offset', 'Processing must end by the end of the service']);
    expect(fieldOf('x', '20', 60)).toEqual(['processing_offset', 'Processing must start a whole number of minutes after the service starts']);
    expect(fieldOf('10', '241', 600)).toEqual(['processing_minutes', 'Processing time must be a whole number of minutes from 0 to 240']);
  });

  it('a new booking copies a processing time that fits its service, and nothing from older rows', () => {
    expect(processingOf({ duration: 60, processing_offset: 20, processing_minutes: 20 })).toEqual({ processing_offset: 20, processing_minutes: 20 });
    expect(processingOf({ duration: 60 })).toEqual({ processing_offset: 0, processing_minutes: 0 });
    expect(processingOf({ duration: 30, processing_offset: 20, processing_minutes: 20 })).toEqual({ processing_offset: 0, processing_minutes: 0 });
  });
});
