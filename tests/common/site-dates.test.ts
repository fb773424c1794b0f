import { describe, expect, it } from 'vitest';
import { formatSiteDate, siteYear } from '../../common/site-dates';

describe('the public site’s dates', () => {
  it('writes a date as SPEC §3’s formattedDate does', () => {
    expect(formatSiteDate(new Date('2026-11-22T06:00:00Z'))).toBe('November 22, 2026');
  });

  it('takes the day and year on Mumbai’s calendar, not the server’s or the visitor’s', () => {
    // 20:00 UTC on 31 December is 01:30 on 1 January in Mumbai.
    expect(formatSiteDate(new Date('2025-12-31T20:00:00Z'))).toBe('January 1, 2026');
    expect(siteYear(new Date('2025-12-31T20:00:00Z'))).toBe(2026);
    expect(siteYear(new Date('2025-12-31T18:00:00Z'))).toBe(2025);
  });

  it('agrees with Intl’s Asia/Kolkata formatting, which the server used before', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'Asia/Kolkata' });
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2027, 0, 1); at += 7 * 3_600_000 + 13 * 60_000) {
      expect(formatSiteDate(new Date(at))).toBe(intl.format(new Date(at)));
    }
  });
});
