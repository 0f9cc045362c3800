/**
 * Reads one rate cell of the Vietnamese schedule (vn_tariff_2026.csv). All VN rates are percents of the CIF value.
 * Cell forms seen: "5", "12.5", "7,2" (decimal comma), "*" (line excluded from the agreement), "" (no rate),
 * "0 (-KH, TH)" (the rate does not apply to goods from KH and TH), "0/5" (the AHTN line maps to several lines of
 * the agreement schedule, one rate each), "2,7; M: 5,4" (CPTPP: second rate for goods from Mexico),
 * "40 (NHN: 80)" (in-quota / out-of-quota, "ngoài hạn ngạch"), "150% thuế MFN" (standard rate = 1.5 × MFN),
 * "Theo hướng dẫn tại … Chương 98" (rate set by the chapter 98 rules), "Q" (VN-EAEU tariff quota) and the AKFTA
 * marker "(GIC)".
 */
import type { ParsedRate } from './types';
import { roundTo } from './units';

function emptyRate(text: string, kind: ParsedRate['kind']): ParsedRate {
  return { text, kind, ad_valorem_pct: null, specific: [], reference: null, min_pct: null, max_pct: null, ad_valorem_parts: [] };
}

function percentRate(text: string, pct: number): ParsedRate {
  return { ...emptyRate(text, 'ad_valorem'), ad_valorem_pct: pct, ad_valorem_parts: [{ pct }] };
}

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;

function toNumber(text: string): number {
  return roundTo(Number(text.replace(',', '.')), 6);
}

export function parseVnRate(cell: string | null): ParsedRate {
  const text = (cell ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return emptyRate(cell ?? '', 'empty');
  const mexico = /^(.*?);\s*M\s*:\s*(.+)$/.exec(text);
  if (mexico) return { ...parseAlternatives(cell ?? '', mexico[1]), country_rates: { MX: parseAlternatives(mexico[2], mexico[2]) } };
  return parseAlternatives(cell ?? '', text);
}

/** "0/5,5" → one rate per split line; a single rate comes back as itself. */
function parseAlternatives(original: string, text: string): ParsedRate {
  const parts = text.split('/').map((part) => parseSingle(part.trim()));
  if (parts.length === 1) return { ...parts[0], text: original };
  const numeric = parts.filter((part) => part.ad_valorem_pct !== null).map((part) => part.ad_valorem_pct as number);
  if (!numeric.length) return { ...emptyRate(original, parts.every((part) => part.not_eligible) ? 'empty' : 'unknown'), alternatives: parts };
  const min = Math.min(...numeric);
  const max = Math.max(...numeric);
  const uniform = min === max && parts.every((part) => part.ad_valorem_pct !== null && !part.excluded_origins);
  const rate = uniform ? percentRate(original, min) : { ...emptyRate(original, 'ad_valorem'), min_pct: min, max_pct: max };
  return { ...rate, alternatives: parts };
}

/**
 * AKFTA "0(-MM)(GIC)": the rate also covers goods made in the Gaeseong (Kaesong) Industrial Complex, which AKFTA
 * treats as Korean-originating. Strip the marker and keep it as a note.
 */
function parseSingle(text: string): ParsedRate {
  const gic = /^(.*?)\s*\(GIC\)$/i.exec(text);
  if (gic) return { ...parseSingle(gic[1]), text, note: 'also applies to goods of the Gaeseong Industrial Complex (GIC)' };
  return parseSingleRate(text);
}

function parseSingleRate(text: string): ParsedRate {
  if (text === '*') return { ...emptyRate(text, 'empty'), not_eligible: true, note: 'excluded from the agreement (*)' };
  if (text.toUpperCase() === 'Q') return { ...emptyRate(text, 'reference'), reference: 'tariff quota (Q): the rate applies within the quota set by the decree' };
  const plain = new RegExp(`^(${NUMBER})\\s*%?$`).exec(text);
  if (plain) return percentRate(text, toNumber(plain[1]));
  return parseExceptions(text) ?? parseQuota(text) ?? parseMfnMultiple(text) ?? parseChapter98(text) ?? emptyRate(text, 'unknown');
}

/** "0 (-KH, TH)", "0(-LA )": the listed origins may not use the rate. */
function parseExceptions(text: string): ParsedRate | null {
  const match = new RegExp(`^(${NUMBER})\\s*\\(\\s*-\\s*([A-Z ,]+)\\)$`).exec(text);
  if (!match) return null;
  const excluded = match[2].split(',').map((code) => code.trim()).filter(Boolean);
  return { ...percentRate(text, toNumber(match[1])), excluded_origins: excluded };
}

function parseQuota(text: string): ParsedRate | null {
  const match = new RegExp(`^(${NUMBER})\\s*\\(\\s*NHN\\s*:\\s*(${NUMBER})\\s*\\)$`, 'i').exec(text);
  if (!match) return null;
  return { ...percentRate(text, toNumber(match[1])), out_of_quota_pct: toNumber(match[2]), note: 'in-quota rate; out-of-quota (NHN) rate in out_of_quota_pct' };
}

function parseMfnMultiple(text: string): ParsedRate | null {
  const match = new RegExp(`^(${NUMBER})\\s*%\\s*thuế\\s*MFN$`, 'i').exec(text);
  if (!match) return null;
  return { ...emptyRate(text, 'reference'), reference: 'MFN rate', reference_factor: toNumber(match[1]) / 100 };
}

function parseChapter98(text: string): ParsedRate | null {
  if (!/^theo hướng dẫn/i.test(text)) return null;
  return { ...emptyRate(text, 'reference'), reference: text, note: 'rate set by the chapter 98 rules of the schedule' };
}
