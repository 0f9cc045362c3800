/**
 * Ratings the nomenclature splits goods by: a motor's output ("of an output not exceeding 750W"),
 * a generator's or transformer's kVA, an engine's cylinder capacity, a cable's voltage. A rating
 * the description states either falls inside a subheading's bounds or outside them.
 */

type Dimension = 'W' | 'VA' | 'cc' | 'V';

const UNITS: Record<string, [Dimension, number]> = {
  w: ['W', 1], kw: ['W', 1000], va: ['VA', 1], kva: ['VA', 1000], cc: ['cc', 1], cm3: ['cc', 1], v: ['V', 1], volt: ['V', 1], volts: ['V', 1], kv: ['V', 1000],
};
/** "1,500", "10,000", "37.5", "220": a comma before three digits groups thousands. */
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
const UNIT = String.raw`(kva|kw|va|w|cc|cm3|kv|volts?|v)`;
const STATED = new RegExp(String.raw`(?<![\w.,])${NUMBER}\s?${UNIT}\b`, 'gi');
const BOUND = new RegExp(String.raw`\b(not )?exceeding ${NUMBER}\s?${UNIT}\b`, 'gi');

interface Rating {
  dimension: Dimension;
  value: number;
}

const ratingOf = (number: string, unit: string): Rating => {
  const [dimension, factor] = UNITS[unit.toLowerCase()];
  return { dimension, value: Number(number.replace(/,/g, '')) * factor };
};

/** The ratings a description states ("3000W", "2.2 kW", "125cc", "220V"). */
export function statedRatings(description: string): Rating[] {
  return [...description.matchAll(STATED)].map((match) => ratingOf(match[1], match[2]));
}

interface Bounds {
  above?: number; // "exceeding": the rating must be more
  upTo?: number; // "not exceeding": the rating may be at most this
}

/** A subheading's bounds per rating: "exceeding 50cc but not exceeding 250cc". */
function boundsIn(text: string): Map<Dimension, Bounds> {
  const bounds = new Map<Dimension, Bounds>();
  for (const match of text.matchAll(BOUND)) {
    const { dimension, value } = ratingOf(match[2], match[3]);
    const own = bounds.get(dimension) ?? {};
    if (match[1]) own.upTo = value;
    else own.above = value;
    bounds.set(dimension, own);
  }
  return bounds;
}

const within = (value: number, { above, upTo }: Bounds) => (above === undefined || value > above) && (upTo === undefined || value <= upTo);

/**
 * Whether the ratings stated fit a subheading's bounds: 'match' when one of a bounded kind fits,
 * 'conflict' when the description states that kind and none fits, null when nothing is compared.
 */
export function ratingAgreement(stated: Rating[], subheadingText: string): 'match' | 'conflict' | null {
  if (!stated.length) return null;
  let result: 'match' | 'conflict' | null = null;
  for (const [dimension, bounds] of boundsIn(subheadingText)) {
    const values = stated.filter((rating) => rating.dimension === dimension).map((rating) => rating.value);
    if (!values.length) continue;
    if (!values.some((value) => within(value, bounds))) return 'conflict';
    result = 'match';
  }
  return result;
}
