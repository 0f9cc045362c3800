/**
 * Reads the rate texts of the US schedule (general, special and column 2) into numbers.
 * Every distinct form of the late-2024 USITC export parses; parse-rate.test.ts keeps it that way.
 */
import type { AdValoremPart, ParsedRate, RateKind, SpecialRateSegment, SpecificPart } from './types';
import { roundTo } from './units';

export { parseVnRate } from './parse-vn-rate';

export function blankRate(text: string, kind: RateKind): ParsedRate {
  return { text, kind, ad_valorem_pct: null, specific: [], reference: null, min_pct: null, max_pct: null, ad_valorem_parts: [] };
}

export function parseRate(text: string | null): ParsedRate {
  const original = text ?? '';
  const display = collapseSpaces(original);
  const cleaned = cleanForParsing(display);
  if (!/[a-z0-9]/i.test(cleaned)) return blankRate(original, 'empty');
  return parseFree(original, cleaned) ?? parseReference(original, display, cleaned) ?? parseTerms(original, cleaned) ?? blankRate(original, 'unknown');
}

function collapseSpaces(text: string): string {
  return text.replace(/[\u00a0\s]+/g, ' ').trim();
}

/** Undoes the export's layout damage: words broken at line ends ("thou- sand"), brackets round deleted text, stray "/" or ":". */
function cleanForParsing(text: string): string {
  return text
    .replace(/([a-z])- ([a-z])/g, '$1$2')
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/[\s/:]+$/, '')
    .trim();
}

function parseFree(original: string, cleaned: string): ParsedRate | null {
  const match = /^free\b[\s,.;]*(.*)$/i.exec(cleaned);
  if (!match) return null;
  const rate: ParsedRate = { ...blankRate(original, 'free'), ad_valorem_pct: 0 };
  if (match[1]) rate.note = match[1]; // "under bond", "for such temporary periods as …": conditions, not a rate
  return rate;
}

const REFERENCE_START = /^(the (rate|duty)\b|a duty\b|see\b|no change\b)/i;

/** Rates defined elsewhere: another line's rate, a chapter 99 heading, a U.S. note, a value other than the customs value. */
function parseReference(original: string, display: string, cleaned: string): ParsedRate | null {
  if (!REFERENCE_START.test(cleaned)) return null;
  const rate: ParsedRate = { ...blankRate(original, 'reference'), reference: display.replace(/^\[(.*)\]$/, '$1') };
  const adjustment = /(\+|plus|minus)\s*(\d+(?:\.\d+)?)\s*%/i.exec(cleaned);
  if (adjustment) rate.reference_adjust_pct = Number(adjustment[2]) * (adjustment[1].toLowerCase() === 'minus' ? -1 : 1);
  return rate;
}

interface Term {
  adValorem?: AdValoremPart;
  specific?: SpecificPart;
}

function parseTerms(original: string, cleaned: string): ParsedRate | null {
  const polarity = parsePolarityRange(cleaned);
  const terms = polarity ? [polarity] : cleaned.split(/\s*\+\s*/).map(parseTerm);
  if (terms.some((term) => term === null)) return null;
  return assembleRate(original, terms as Term[]);
}

function assembleRate(original: string, terms: Term[]): ParsedRate {
  const adParts = terms.flatMap((term) => (term.adValorem ? [term.adValorem] : []));
  const specific = terms.flatMap((term) => (term.specific ? [term.specific] : []));
  const kind: RateKind = specific.length && adParts.length ? 'compound' : specific.length ? 'specific' : 'ad_valorem';
  const wholeValueParts = adParts.filter((part) => part.basis === undefined);
  const adValoremPct = wholeValueParts.length ? roundTo(wholeValueParts.reduce((sum, part) => sum + part.pct, 0), 6) : null;
  return { ...blankRate(original, kind), ad_valorem_pct: adValoremPct, specific, ad_valorem_parts: adParts };
}

function parseTerm(term: string): Term | null {
  const adValorem = parsePercentTerm(term);
  if (adValorem) return { adValorem };
  const specific = parseMoneyTerm(term);
  return specific ? { specific } : null;
}

/** A percent applies to the whole customs value unless the text names another base (the case, the battery, the cost of repairs). */
const WHOLE_VALUE_BASIS = /^(the )?(entire set|full value of the imported article)$/i;

function parsePercentTerm(term: string): AdValoremPart | null {
  const match = /^(\d+(?:\.\d+)?)(?:\s+(\d+)\/(\d+))?\s*(?:%|percent\b)\s*(.*)$/i.exec(term);
  if (!match) return null;
  const fraction = match[2] ? Number(match[2]) / Number(match[3]) : 0; // "33 1/3%"
  const pct = roundTo(Number(match[1]) + fraction, 6);
  const basis = match[4].replace(/^(on|of)\s+/i, '').trim();
  return basis && !WHOLE_VALUE_BASIS.test(basis) ? { pct, basis } : { pct };
}

/** Unit words of the specific rates, longest first where one is a prefix of another. */
const RATE_UNITS: Array<[RegExp, string, string?]> = [
  [/^pf\.?\s*liters?/i, 'pf_liter'],
  [/^liters?/i, 'liter'],
  [/^clean\s+kg/i, 'kg', 'clean kg'],
  [/^kg/i, 'kg'],
  [/^g\b/i, 'g'],
  [/^t\b/i, 't'],
  [/^each\b/i, 'each'],
  [/^doz\.?/i, 'doz'],
  [/^line\s*\/\s*gross/i, 'line_gross'],
  [/^gross/i, 'gross'],
  [/^(1,?000|thousand)/i, 'thousand'],
  [/^m(2|²)/i, 'm2'],
  [/^m(3|³)/i, 'm3'],
  [/^lin\.?\s*m\b/i, 'm'],
  [/^m\b/i, 'm'],
  [/^bbl/i, 'bbl'],
  [/^head\b/i, 'head'],
  [/^pr\b\.?/i, 'pair'],
  [/^pack\b/i, 'pack'],
  [/^jewel\b/i, 'jewel'],
  [/^article\b/i, 'each'],
  [/^(other\s+)?piece\b/i, 'piece'],
];

/** "2.4¢/kg", "$1.035/kg", "1¢ each", "3¢ for each other piece", "$3.47/pf. liter", "1.5¢/kg on drained weight". */
function parseMoneyTerm(term: string): SpecificPart | null {
  const match = /^(\$)?\s*(\d+(?:,\d{3})*(?:\.\d+)?)\s*(¢)?\s*(.*)$/.exec(term);
  if (!match || (!match[1] && !match[3])) return null;
  const number = Number(match[2].replace(/,/g, ''));
  const amount = match[3] ? roundTo(number / 100, 10) : number;
  const unitText = match[4].replace(/^(\/|for each\b|per\b)\s*/i, '');
  for (const [pattern, per, fixedNote] of RATE_UNITS) {
    const unit = pattern.exec(unitText);
    if (!unit) continue;
    const rest = unitText.slice(unit[0].length).replace(/^[\s,]+/, '').trim();
    const basisNote = [fixedNote, rest].filter(Boolean).join(' ');
    return basisNote ? { amount, currency: 'USD', per, basis_note: basisNote } : { amount, currency: 'USD', per };
  }
  return null;
}

/**
 * Raw-sugar style rates: "1.4606¢/kg less 0.020668¢/kg for each degree under 100 degrees … but not less than 0.943854¢/kg".
 * The amount is the 100-degree rate (the ceiling) and min_amount the floor.
 */
function parsePolarityRange(text: string): Term | null {
  const match = /^(.+?)\s+less\s+(.+?)\s+for each degree under (\d+) degrees.*?but not less(?: than)?\s+(.+)$/i.exec(text);
  if (!match) return null;
  const ceiling = parseMoneyTerm(match[1]);
  const step = parseMoneyTerm(match[2].replace(/\s+/g, ''));
  const floor = parseMoneyTerm(match[4].replace(/\s+/g, ''));
  if (!ceiling || !step || !floor) return null;
  const basisNote = `less ${step.amount} USD/${step.per} for each degree under ${match[3]} degrees`;
  return { specific: { ...ceiling, basis_note: basisNote, min_amount: floor.amount } };
}

/**
 * A parenthesised list of program codes: "(A+,AU,BH,CA)", "(CA,IL, MX)", "(B,C,)", "(E IL,JO)", "(.OM)".
 * Upper case only, so "(see U.S. note 3 …)" and "note 1(b)" stay part of the rate text.
 */
const PROGRAM_GROUP = /\(\s*(\.?[A-Z]{1,2}[*+]?(?:\s*[,\s]\s*\.?[A-Z]{1,2}[*+]?)*)\s*,?\s*\)/g;
const UNCLOSED_PROGRAMS = /\(\s*(\.?[A-Z]{1,2}[*+]?(?:\s*[,\s]\s*\.?[A-Z]{1,2}[*+]?)*)\s*$/;

function programCodes(list: string): string[] {
  return list.split(/[\s,]+/).map((code) => code.replace(/^\./, '')).filter(Boolean);
}

/**
 * The US "Special" column: "Free (A+,AU,…,SG) 3.4% (JP)" → [{Free, [A+,AU,…]}, {3.4%, [JP]}].
 * A rate with no list after it (plain "Free, under bond") comes back with no programs.
 */
export function parseSpecialRate(text: string | null): SpecialRateSegment[] {
  const source = collapseSpaces(text ?? '');
  const segments: SpecialRateSegment[] = [];
  let start = 0;
  for (const group of source.matchAll(PROGRAM_GROUP)) {
    addSegment(segments, source.slice(start, group.index), programCodes(group[1]));
    start = (group.index ?? 0) + group[0].length;
  }
  const rest = source.slice(start).trim();
  if (rest) addSegment(segments, rest, []);
  return segments;
}

function addSegment(segments: SpecialRateSegment[], rawText: string, programs: string[]): void {
  let text = rawText.trim();
  const unclosed = UNCLOSED_PROGRAMS.exec(text); // "See 9919.04.67 (PA (PA)": the export doubled an opening parenthesis
  if (unclosed) {
    programs = [...programCodes(unclosed[1]), ...programs];
    text = text.slice(0, unclosed.index).trim();
  }
  const previous = segments[segments.length - 1];
  if (!text && previous) {
    previous.programs = [...new Set([...previous.programs, ...programs])]; // "(P) (P)": a second list for the same rate
    return;
  }
  segments.push({ rate: parseRate(text), programs: [...new Set(programs)] });
}
