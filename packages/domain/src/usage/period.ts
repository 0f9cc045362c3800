import { AppError } from '../errors';
import { LIMITS } from '../limits';

const DAY_MS = 86_400_000;

/** A span of whole UTC days, `from` and `to` inclusive, as the API names them (YYYY-MM-DD). */
export interface Period {
  from: string;
  to: string;
  /** First instant of `from`. */
  start: Date;
  /** First instant after `to`. */
  end: Date;
}

export interface PeriodQuery {
  date_from?: string;
  date_to?: string;
}

export const DEFAULT_PERIOD_DAYS = 30;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

export function periodBetween(from: string, to: string): Period {
  return { from, to, start: startOf(from), end: new Date(startOf(to).getTime() + DAY_MS) };
}

/**
 * The period a usage or report call asks for: the last 30 UTC days (today included) by default;
 * `date_from` alone runs to today, `date_to` alone covers the 30 days ending then. Backwards or
 * longer than LIMITS.reportMaxDays answers 422.
 */
export function resolvePeriod(query: PeriodQuery, now = new Date()): Period {
  const today = dayOf(now);
  const to = query.date_to ?? (query.date_from && query.date_from > today ? query.date_from : today);
  const from = query.date_from ?? dayOf(new Date(startOf(to).getTime() - (DEFAULT_PERIOD_DAYS - 1) * DAY_MS));
  if (from > to) throw new AppError('validation_error', { errors: [{ field: 'date_from', message: 'must be on or before date_to' }] });
  if (daysIn(periodBetween(from, to)) > LIMITS.reportMaxDays) {
    throw new AppError('validation_error', { errors: [{ field: 'date_from', message: `the period may span at most ${LIMITS.reportMaxDays} days` }] });
  }
  return periodBetween(from, to);
}

export const daysIn = (period: Period) => Math.round((period.end.getTime() - period.start.getTime()) / DAY_MS);

/** The same number of days just before the period. */
export function previousPeriod(period: Period): Period {
  const length = period.end.getTime() - period.start.getTime();
  return periodBetween(dayOf(new Date(period.start.getTime() - length)), dayOf(new Date(period.start.getTime() - DAY_MS)));
}

/** Every day of the period in order, so a day without activity still gets its row. */
export function eachDay(period: Period): string[] {
  const days: string[] = [];
  for (let t = period.start.getTime(); t < period.end.getTime(); t += DAY_MS) days.push(dayOf(new Date(t)));
  return days;
}
