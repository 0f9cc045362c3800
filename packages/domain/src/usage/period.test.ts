import { AppError } from '../errors';
import { eachDay, previousPeriod, resolvePeriod } from './period';

const NOW = new Date('2026-03-01T23:30:00+09:00'); // 2026-03-01T14:30Z: still 1 March in UTC

describe('usage and report periods (UTC days, inclusive)', () => {
  it('when no dates are given, then the period is the 30 UTC days ending today', () => {
    const p = resolvePeriod({}, NOW);
    expect([p.from, p.to]).toEqual(['2026-01-31', '2026-03-01']);
    expect(p.start.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(p.end.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(eachDay(p)).toHaveLength(30);
  });

  it('when one end is given, then date_from runs to today and date_to takes the 30 days before it', () => {
    expect(resolvePeriod({ date_from: '2026-02-27' }, NOW)).toMatchObject({ from: '2026-02-27', to: '2026-03-01' });
    expect(resolvePeriod({ date_to: '2024-03-01' }, NOW)).toMatchObject({ from: '2024-02-01', to: '2024-03-01' });
    expect(resolvePeriod({ date_from: '2026-04-01' }, NOW)).toMatchObject({ from: '2026-04-01', to: '2026-04-01' });
  });

  it('when the previous period is asked, then it has as many days and ends the day before, across a leap day', () => {
    const p = resolvePeriod({ date_from: '2024-03-01', date_to: '2024-03-07' }, NOW);
    expect(previousPeriod(p)).toMatchObject({ from: '2024-02-23', to: '2024-02-29' });
    expect(eachDay(resolvePeriod({ date_from: '2024-02-28', date_to: '2024-03-01' }, NOW))).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });

  it('when a period runs backwards or beyond 366 days, then it is a validation error naming date_from', () => {
    const fieldOf = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return (error as AppError).options.errors?.[0].field;
      }
      return null;
    };
    expect(fieldOf(() => resolvePeriod({ date_from: '2026-03-02', date_to: '2026-03-01' }, NOW))).toBe('date_from');
    expect(fieldOf(() => resolvePeriod({ date_from: '2025-02-28', date_to: '2026-03-01' }, NOW))).toBe('date_from');
    expect(fieldOf(() => resolvePeriod({ date_from: '2025-03-01', date_to: '2026-03-01' }, NOW))).toBeNull();
  });
});
