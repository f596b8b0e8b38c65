import { describe, expect, it } from 'vitest';
import { FAR_ZONES, hourIn, zoneAwayFromMidnight } from '../env';

describe("the e2e users' zone", () => {
  it('is in its day (06:00–18:00) at every half hour of a year, DST included', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let minutes = 0; minutes < 366 * 24 * 60; minutes += 30) {
      const now = new Date(start + minutes * 60_000);
      const zone = zoneAwayFromMidnight(now);
      const hour = hourIn(zone, now);
      expect(hour, `${now.toISOString()} in ${zone}`).toBeGreaterThanOrEqual(6);
      expect(hour, `${now.toISOString()} in ${zone}`).toBeLessThan(18);
    }
  });

  it('is not Auckland across 11:00 UTC, when its midnight passes', () => {
    for (const time of ['10:45', '11:00', '11:15']) {
      const now = new Date(`2026-12-02T${time}:00Z`);
      const auckland = hourIn('Pacific/Auckland', now);
      expect(auckland >= 23 || auckland < 1, `Auckland at ${String(auckland)}`).toBe(true);
      expect(zoneAwayFromMidnight(now)).not.toBe('Pacific/Auckland');
    }
    expect(zoneAwayFromMidnight(new Date('2026-12-02T21:00:00Z'))).toBe(FAR_ZONES[0]);
  });
});
