/** Tariff codes: digits ↔ the way each market writes them, levels, and lenient parsing of what users type. */
import type { LineLevel, Market } from '../types';

/** Digits of a declarable (deepest) line per market. */
export const NATIONAL_DIGITS: Readonly<Record<Market, number>> = { US: 10, EU: 8, VN: 8 };

const LEVEL_BY_DIGITS: Readonly<Record<number, LineLevel>> = {
  2: 'chapter',
  4: 'heading',
  6: 'subheading',
  8: 'national',
  10: 'statistical',
};

export function digitsOf(code: string): string {
  return code.replace(/\D/g, '');
}

/** The level of a code with this many digits, or null when the market has no such level. */
export function levelOf(market: Market, digits: string): LineLevel | null {
  const deepest = NATIONAL_DIGITS[market] as number | undefined; // undefined for a market string from outside
  if (!deepest || !/^\d+$/.test(digits) || digits.length > deepest) return null;
  return LEVEL_BY_DIGITS[digits.length] ?? null;
}

/** Groups after the 4-digit heading are pairs of digits: 6109 | 10 | 00 | 12. */
function groupsOf(digits: string): string[] {
  if (digits.length <= 4) return [digits];
  const groups = [digits.slice(0, 4)];
  for (let i = 4; i < digits.length; i += 2) groups.push(digits.slice(i, i + 2));
  return groups;
}

/** '6109100012' → US '6109.10.00.12', EU '6109 10 00', VN '6109.10.00'. */
export function formatCode(market: Market, digits: string): string {
  const separator = market === 'EU' ? ' ' : '.';
  return groupsOf(digits).join(separator);
}

// Labels people paste in front of a code ("HTS 6109.10.00.12", "CN: 6109 10 00").
const CODE_LABEL = /^(?:htsus|hts|hs|cn|taric|ahtn|code)\s*:?\s*/i;
// Separators seen in spreadsheets, documents and rulings: dot, space (also no-break), dash.
const CODE_TEXT = /^\d+(?:[.\s\u00a0-]+\d+)*$/;

/**
 * Digits of a code typed in any common form ('6109100012', '6109.10.0012', '6109 10 00 12', '6109.10'),
 * or null when the text is not a code of this market. A leading zero lost in a spreadsheet ('101.21',
 * '101210010') is restored: the first group then has an odd length, which no schedule writes.
 */
export function normalizeCodeInput(market: Market | string, text: string): string | null {
  const trimmed = text.trim().replace(CODE_LABEL, '');
  if (!CODE_TEXT.test(trimmed)) return null;
  const firstGroup = trimmed.match(/^\d+/)?.[0] ?? '';
  const digits = firstGroup.length % 2 === 1 ? `0${digitsOf(trimmed)}` : digitsOf(trimmed);
  return levelOf(market as Market, digits) ? digits : null;
}
