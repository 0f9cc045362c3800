import type { Market } from '../types';
import { roundTo } from './units';

export const DEFAULT_CURRENCY: Readonly<Record<Market, string>> = { US: 'USD', EU: 'EUR', VN: 'VND' };

/** Currencies without minor units in practice (ISO 4217 exponent 0). */
const WHOLE_UNIT_CURRENCIES = new Set(['VND', 'JPY', 'KRW', 'CLP', 'ISK', 'PYG', 'UGX', 'XAF', 'XOF']);

export function roundMoney(amount: number, currency: string): number {
  return roundTo(amount, WHOLE_UNIT_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2);
}

/** Percentages keep four decimals: enough for an ad valorem equivalent, short enough to read. */
export function roundPct(pct: number): number {
  return roundTo(pct, 4);
}

export function roundPctOrNull(pct: number | null): number | null {
  return pct === null ? null : roundPct(pct);
}

export function percentOf(value: number, pct: number): number {
  return (value * pct) / 100;
}
