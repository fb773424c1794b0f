import { describe, expect, it } from 'vitest';
import { formatIndiaDate, formatIndiaTime, indiaDateTimeInput } from '@/admin-shared/date-time';

describe('the admin’s one time style', () => {
  it('writes every month in three letters, September included, in India time', () => {
    // 15:22 UTC is 20:52 in Mumbai.
    expect(formatIndiaTime('2025-09-28T15:22:00Z')).toBe('28 Sep 2025, 20:52 IST');
    expect(formatIndiaTime(new Date('2026-11-26T03:30:00Z'))).toBe('26 Nov 2026, 09:00 IST');
  });

  it('crosses midnight and the year on Mumbai’s calendar', () => {
    expect(formatIndiaTime('2025-12-31T20:00:00Z')).toBe('1 Jan 2026, 01:30 IST');
    expect(indiaDateTimeInput('2025-12-31T20:00:00Z')).toBe('2026-01-01T01:30');
  });

  it('gives a list its day alone, the day it is in Mumbai', () => {
    // 19:00 UTC on 27 November is past midnight in Mumbai (00:30 on the 28th).
    expect(formatIndiaDate('2026-11-27T19:00:00Z')).toBe('28 Nov 2026');
    expect(formatIndiaDate('2026-09-07T04:00:00Z')).toBe('7 Sep 2026');
  });

  it('agrees with Intl’s Asia/Kolkata numbers over three years', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2027, 0, 1); at += 7 * 3_600_000 + 13 * 60_000) {
      const p = Object.fromEntries(intl.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
      expect(indiaDateTimeInput(new Date(at))).toBe(`${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`);
    }
  });
});
