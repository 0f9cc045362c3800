/**
 * Chapter 99 headings that a US line's footnotes point to ("See 9903.88.15."). They are conditional (origin, exclusions,
 * quotas, dates), so they are reported as may_apply and never folded into effective_pct.
 */
import type { DutyLine, MayApply } from './types';
import { US_COLUMN2_COUNTRIES } from './programs';

const HEADING_REFERENCE = /(99\d\d\.\d\d(?:\.\d\d)?)(?:\s*(?:-|–|through)\s*(99\d\d\.\d\d(?:\.\d\d)?))?/g;

/** "9903.88.15", "9904.02.01-9904.02.37" … in the order they appear, without repeats. */
export function chapter99References(texts: readonly string[]): string[] {
  const found = texts.flatMap((text) => [...text.matchAll(HEADING_REFERENCE)].map((match) => (match[2] ? `${match[1]}-${match[2]}` : match[1])));
  return [...new Set(found)];
}

// Section 301 (China) list headings whose additional rate is settled; other 9903.88 headings carry exclusions or later lists.
const SECTION_301_RATES: Record<string, string> = {
  '9903.88.01': '25% (list 1)',
  '9903.88.02': '25% (list 2)',
  '9903.88.03': '25% (list 3)',
  '9903.88.15': '7.5% (list 4A)',
};

interface Chapter99Rule {
  prefix: RegExp;
  appliesTo?: (origin: string) => boolean; // omitted: any origin
  reason: (heading: string) => string;
}

const isChina = (origin: string) => origin === 'CN';

const RULES: Chapter99Rule[] = [
  {
    prefix: /^9903\.(88|91|92)/,
    appliesTo: isChina,
    reason: (heading) => {
      const rate = SECTION_301_RATES[heading] ? ` of ${SECTION_301_RATES[heading]}` : '';
      return `Section 301 additional duty${rate} on products of China (subchapter III of chapter 99), unless an exclusion applies. Not included in effective_pct.`;
    },
  },
  {
    prefix: /^9903\.90/,
    appliesTo: (origin) => US_COLUMN2_COUNTRIES.includes(origin),
    reason: () => 'Additional duty on certain products of column 2 countries such as Russia (U.S. note 30 to subchapter III of chapter 99). Not included in effective_pct.',
  },
  {
    prefix: /^9903\.0[1-2]/,
    reason: () => 'IEEPA additional duty (2025 executive orders); whether and at what rate depends on the origin and the entry date. Not included in effective_pct.',
  },
  {
    prefix: /^9903\.8[0-5]/,
    reason: () => 'Section 232 additional duty (steel, aluminium, vehicles and their derivatives) depending on the product and origin. Not included in effective_pct.',
  },
  {
    prefix: /^9903\.45/,
    reason: () => 'Section 201 safeguard duty or tariff-rate quota, depending on origin and quantity. Not included in effective_pct.',
  },
  {
    prefix: /^9902/,
    reason: () => 'Temporary duty suspension or reduction (chapter 99 subchapter II) may give a lower rate for goods that match its description.',
  },
  {
    prefix: /^9904/,
    reason: () => 'Quantitative limitation or tariff-rate quota provisions (chapter 99 subchapter IV) may apply.',
  },
  {
    prefix: /^99/,
    reason: () => 'Chapter 99 provision referenced by this line: an additional duty or other treatment may apply depending on origin and conditions. Not included in effective_pct.',
  },
];

/** may_apply entries for the chapter 99 headings of a line's footnotes and additional-duty texts. */
export function chapter99MayApply(line: DutyLine, origin: string | undefined): MayApply[] {
  const references = chapter99References([...line.footnotes, ...line.additional_duties]);
  return references.flatMap((reference) => {
    const first = reference.split('-')[0];
    const rule = RULES.find((candidate) => candidate.prefix.test(first))!;
    if (origin && rule.appliesTo && !rule.appliesTo(origin)) return [];
    return [{ name: `HTS ${reference}`, reason: rule.reason(first) }];
  });
}
