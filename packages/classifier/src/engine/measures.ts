/**
 * Ratings the nomenclature splits goods by: a motor's output ("of an output not exceeding 750W"),
 * a generator's or transformer's kVA, an engine's cylinder capacity, a cable's voltage, a bolt's
 * thread diameter, a sheet's thickness. A rating the description states either falls inside a
 * subheading's bounds or outside them.
 */

import type { Normalized } from '../types';

type Dimension = 'W' | 'VA' | 'cc' | 'V' | 'diameter' | 'thickness' | 'width' | 'kg' | 'l' | 'gsm' | 'vol' | 'cylinders' | 'cm' | 'Nm' | 'gvw' | 'purity' | 'm' | 'brix';

/**
 * An engine's or tractor's power in horsepower is in W (1 hp = 745.7 W, the metric PS 735.5 W, as 마력 and 馬力 are);
 * a mass ("25 kg bags", "249 g", "4 lb") and a volume ("750 ml", "5 litres") meet a line's bounds on a packing's content, a container's capacity or the goods' weight.
 */
const UNITS: Record<string, [Dimension, number]> = {
  w: ['W', 1], kw: ['W', 1000], hp: ['W', 745.7], horsepower: ['W', 745.7], ps: ['W', 735.5], 마력: ['W', 735.5], 馬力: ['W', 735.5], va: ['VA', 1], kva: ['VA', 1000], cc: ['cc', 1], cm3: ['cc', 1], v: ['V', 1], vdc: ['V', 1], vac: ['V', 1], volt: ['V', 1], volts: ['V', 1], kv: ['V', 1000],
  // A fabric's or paper's weight per square metre ("120 gsm", "weighing not more than 100g/m2") is no mass.
  'g/m2': ['gsm', 1], 'g/m²': ['gsm', 1], gsm: ['gsm', 1], 'gr/m2': ['gsm', 1],
  g: ['kg', 0.001], gr: ['kg', 0.001], kg: ['kg', 1], kgs: ['kg', 1], lb: ['kg', 0.4536], lbs: ['kg', 0.4536], ml: ['l', 0.001], l: ['l', 1], litre: ['l', 1], litres: ['l', 1], liter: ['l', 1], liters: ['l', 1], ltr: ['l', 1], lít: ['l', 1],
  // A wine's or spirit's alcoholic strength ("13.5% vol"), which wine lines are split by (2204.21: "not exceeding 15% vol.", "not over 14 percent vol.").
  '% vol': ['vol', 1], '%vol': ['vol', 1], 'percent vol': ['vol', 1],
  // An engine's cylinders ("4-cylinder", "V6") against "Having engines with not more than 4 cylinders" (8703.23).
  cylinders: ['cylinders', 1], cylinder: ['cylinders', 1], cyl: ['cylinders', 1],
  // A screen's or a wheel's size in inches ("65 inch TV", "26 inch bike") against lines bounded in cm (8528.72 "Exceeding 113 cm", 8712.00 "wheels … not exceeding 55 cm in diameter").
  inch: ['cm', 2.54], inches: ['cm', 2.54], '"': ['cm', 2.54], cm: ['cm', 1], centimeters: ['cm', 1], centimetres: ['cm', 1],
  // A yarn's fineness as its metric number, as the lines of 5205, 5206 and 5509 bound it ("exceeding 52 nm", "not exceeding 80 metric number").
  nm: ['Nm', 1], 'metric number': ['Nm', 1],
  // A vessel's length in metres, as 8903 splits sailboats and motorboats ("of a length exceeding 7.5 m but not exceeding 24 m").
  m: ['m', 1],
};
/**
 * "1,500", "10,000", "37.5", "220": a comma before three digits groups thousands; before one or two
 * ("13,5% vol", "3,5 kW", as Vietnamese and most European writing puts it) it is the decimal mark.
 */
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+(?![\d,])|\d+(?:\.\d+|,\d{1,2}(?!\d))?)`;
const RATING_UNITS = String.raw`kva|kw|va|w|hp|ps|마력|馬力|cc|cm3|kv|volts?|vdc|vac|v|kgs?|g\/m2|g\/m²|gr\/m2|gsm|gr?|ml|l|lit(?:re|er)s?|ltr|lít|%\s?vol|percent vol|cylinders?|inch(?:es)?|lbs?|"`;
/** Units read in a line's bounds only: a description's bare "cm" is a length of any kind, an inch is a screen's or a wheel's. */
const LINE_UNITS = String.raw`horsepower|centimet(?:er|re)s|cm|nm|metric number|m`;
// "0,012 mm": a leading zero before the comma makes it the decimal mark whatever follows.
const parseNumber = (number: string) => Number(/^\d+,\d{1,2}$|^0,\d+$/.test(number) ? number.replace(',', '.') : number.replace(/,/g, ''));
/** "1.998 cc", "rộng 1.250 mm", as Vietnamese writes thousands: no engine measures a thousandth of a cc, no sheet is 1.25 mm wide. */
const THOUSANDS_DOT = /^[1-9]\d{0,2}\.\d{3}$/;
const wholeNumber = (number: string) => (THOUSANDS_DOT.test(number) ? Number(number.replace('.', '')) : parseNumber(number));
/** A line's bounds may be in mm too: `measuredInMm` says whether they are a diameter's or a thickness's. */
const UNIT = String.raw`(${RATING_UNITS}|${LINE_UNITS}|mm)`;
const RATING_UNIT = String.raw`(${RATING_UNITS})`;
/**
 * "60 W x 40 H cm": a letter before a times sign is a width, height or depth, not watts or volts.
 * "2 g x 100 bags" and "100 x 2g" are each packing's content, as the bare "2 g" is. "15마력" ends with no word boundary.
 */
// A unit is a whole word in any Latin script: Vietnamese "1450 vòng/phút" (turns a minute) is no 1,450 volts.
const STATED = new RegExp(String.raw`(?<![\w.,])${NUMBER}\s?-?${RATING_UNIT}(?![a-z0-9\u00c0-\u024f\u1e00-\u1eff])(?!\s?[x×*]\s?\d(?!\d*\s?(?:bags?|packs?|pcs|sachets?|tins?|boxes|bottles?|cans?)\b))`, 'gi');
/**
 * A size in mm is a diameter only where it says so: a metric thread ("M8", "M10x1.25", not the m2 of "g/m2") or a
 * diameter written out ("dia 8mm", "Ø8mm", "8mm diameter", "đường kính 8mm", "최대 단면치수 8mm"); any other mm is a length or width.
 */
const STATED_DIAMETER = /(?<!\/)\bM(\d{1,2}(?:\.\d+)?)(?=\b|\s?[x×*])|(?:\bdia\.?|\bdiameter|Ø|φ|\bcross-sectional dimension|đường kính|\bphi(?=\s?\d)|직경|지름|단면\s?(?:최대\s?)?치수|(?:最大)?断面(?:最大)?寸法|径)\s?[:=]?\s?(?:of\s)?(\d+(?:\.\d+)?)\s?mm\b|\b(\d+(?:\.\d+)?)\s?mm\s(?:in\s)?(?:dia\b|diameter\b)/gi;
/** Wire and wire rod are sized by their diameter: the one size in mm such goods give ("COPPER WIRE ROD 8MM") is it. */
const WIRE = /\bwires?(?:\s?rods?)?\b|\brods? in coils\b|線材|\S線(?![材路])|선재|동\s?선|\bdây (?:đồng|nhôm|thép)\b/i;
/**
 * A thickness written out ("thickness 5mm", "5mm thick", "T=1.2mm", "두께 3.2mm", "厚さ0.8mm"), or the one size in mm a
 * description gives that is neither a diameter nor part of a "600 x 600 mm" size ("Float glass
 * 5mm", "Aluminium sheet 1mm"): flat goods are sold by their thickness. It is held only against
 * bounds a line says are a thickness.
 */
const STATED_THICKNESS = /(?:\bthickness|\bthk\.?|\bT|\bdày|\bday|두께|厚さ|厚み)\s?[:=]?\s?(\d+(?:[.,]\d+)?)\s?mm\b|\b(\d+(?:[.,]\d+)?)\s?mm\s?(?:thick|thickness)\b/i;
/** A lone size above this is a length ("Steel ruler 300mm"), not the thickness of a sheet or plate. */
const LONE_THICKNESS_MAX = 50;
const SIZE_IN_MM = /(?<![\w.,])(\d+(?:\.\d+)?)\s?mm\b/gi;
const SIZE_PRODUCT = /\d\s?(?:mm|cm|m)?\s?[x×*]\s?\d/i;
/** How far the word saying what a bound in mm measures may stand from it ("… with a diameter of less than 6 mm"). */
const MEASURED_REACH = 40;

/**
 * "not exceeding 1,500 W", "exceeding 50cc", "over 1500 but not over 3000cc", "under 18.65 W",
 * "less than 93.3 kW", "93.3 kW or more". A bound may leave its unit to the next one.
 */
const BOUND = new RegExp(String.raw`\b(not exceeding|not over|not more than|not less than|exceeding|exceeds|over|more than|under|less than) ${NUMBER}(?:\s?${UNIT}(?![a-z0-9]))?|(?<![\w.,])${NUMBER}\s?${UNIT}(?: thick| per hour)?,? (or more|or less|or greater|or over|and over)\b`, 'gi');
/** "Of a capacity exceeding two litres": a bound may write its number out. */
const NUMBER_WORDS: Record<string, string> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10' };
const WRITTEN_NUMBER = new RegExp(String.raw`\b(${Object.keys(NUMBER_WORDS).join('|')})(?=\s(?:${RATING_UNITS}|${LINE_UNITS})\b)`, 'gi');
/** How far a bound without a unit may stand from the one that gives it ("over 1500 but not over 3000cc"). */
const SHARED_UNIT_REACH = 20;


export interface Rating {
  dimension: Dimension;
  value: number;
  /**
   * A bound the description words as the nomenclature does ("weighing more than 100 g/m2", "of an
   * output not exceeding 750 W"): the goods lie anywhere inside it, and `value` is its number.
   */
  range?: Bounds;
}

const ratingOf = (number: string, unit: string): Rating => {
  const [dimension, factor] = UNITS[unit.toLowerCase().replace(/\s+/g, ' ')];
  return { dimension, value: (dimension === 'cc' ? wholeNumber(number) : parseNumber(number)) * factor };
};

/** The ratings a description states ("3000W", "2.2 kW", "125cc", "220V"). */
const CURRENT_BEFORE_FIGURE = /\b(AC|DC)(?=\d)/gi;
/** A cable's voltage class "12.7/22 (24) kV": the highest voltage for equipment, in brackets before the unit. */
const HIGHEST_VOLTAGE = /\s?\((\d+(?:[.,]\d+)?)\)\s?(kV|V)\b/gi;
/** A cable's rated voltages "0.6/1 kV", "12/20KV" (to earth, between phases): the second is the cable's voltage. */
const RATED_VOLTAGES = /(?<![\d.,/])(\d+(?:[.,]\d+)?)\s?\/\s?(\d+(?:[.,]\d+)?)\s?(kV|V)\b/gi;

/** A fraction of a horsepower ("1/4 HP", "Not exceeding 1/4 horsepower") as the decimal the figures are read in, not as 4 hp. */
const HORSEPOWER_FRACTION = /(?<![\d./])(\d{1,2})\s?\/\s?(\d{1,2})(?=\s?(?:hp\b|horsepower\b|馬力|마력))/gi;
const withHorsepowerFractions = (text: string): string => text.replace(HORSEPOWER_FRACTION, (_match, numerator: string, denominator: string) => String(Number(numerator) / Number(denominator)));

export function statedRatings(description: string): Rating[] {
  const written = [...description.matchAll(STATED_DIAMETER)].map((match): Rating => ({ dimension: 'diameter', value: Number(match[1] ?? match[2] ?? match[3]) }));
  const diameters = written.length ? written : wireDiameter(description);
  // "DC12V", "AC220V": the current's kind written against the figure.
  const spaced = withHorsepowerFractions(description).replace(CURRENT_BEFORE_FIGURE, '$1 ').replace(HIGHEST_VOLTAGE, ' $1 $2').replace(RATED_VOLTAGES, ' $2 $3');
  const stated = [...spaced.matchAll(STATED)].filter((match) => !NETWORK_G.test(match[0]) && !inBound(spaced, match.index, match[0].length)).map((match) => beyond(ratingOf(match[1], match[2]), spaced[match.index - 1]));
  return [...stated, ...diameters, ...statedThickness(description, diameters.length > 0), ...statedWidth(description), ...engineLitres(description), ...statedYarnCount(description), ...statedRanges(description), ...statedGrossVehicleWeight(description), ...statedPurity(description), ...statedVesselLength(description), ...statedCircumference(description), ...statedBrix(description)];
}

/**
 * A belt's outside circumference, in cm as 4010's lines bound it: written out ("outside circumference 1,200 mm",
 * "chu vi ngoài 1200mm", "외주 1,140mm"), in a V-ribbed belt's size ("6PK2135": 2,135 mm effective length), from a
 * classical belt's inside length in inches ("A-42": 42 in, plus the section's depth) or from a timing belt's teeth and pitch.
 */
const CIRCUMFERENCE_IN_MM = new RegExp(String.raw`(?:\bcircumference|\bcirc\.|\b(?:outside|outer|effective) length|\bchu vi(?: ngoài)?|외주|둘레|外周|周長)\s?[:=]?\s?(?:approx\.?\s?)?${NUMBER}\s?mm\b`, 'i');
const RIBBED_BELT_SIZE = /\b\d{1,2}\s?PK\s?(\d{3,4})\b/i;
const CLASSICAL_BELT_SIZE = /\bV-?belts?[;,]?\s+([ABC])[- ]?(\d{2,3})\b/i;
/** What a classical section adds to its inside length to make the outside one, in mm (ISO 4184). */
const SECTION_OUTSIDE_MM: Record<string, number> = { A: 50, B: 69, C: 88 };
const TEETH_AND_PITCH = /\b(\d{2,3})\s?(?:teeth|T)\b[^.]{0,20}?\b(\d{1,2}(?:\.\d+)?)\s?mm pitch\b/i;
/** The ways a belt's circumference is written, in mm, the first that a description holds deciding. */
const CIRCUMFERENCE_READINGS: Array<[RegExp, (match: RegExpExecArray) => number]> = [
  [CIRCUMFERENCE_IN_MM, (written) => wholeNumber(written[1])],
  [RIBBED_BELT_SIZE, (ribbed) => Number(ribbed[1])],
  [CLASSICAL_BELT_SIZE, (classical) => Number(classical[2]) * 25.4 + SECTION_OUTSIDE_MM[classical[1].toUpperCase()]],
  [TEETH_AND_PITCH, (toothed) => Number(toothed[1]) * Number(toothed[2])],
];
function statedCircumference(description: string): Rating[] {
  for (const [pattern, toMm] of CIRCUMFERENCE_READINGS) {
    const match = pattern.exec(description);
    if (match) return [{ dimension: 'cm', value: toMm(match) / 10 }];
  }
  return [];
}

/** "Woven fabrics of cotton, >200g/m²": a figure written as a bound is just past it, so "more than 200 g/m2" takes it and "not more than 200" does not. */
const beyond = (rating: Rating, sign: string | undefined): Rating =>
  sign === '>' ? { ...rating, value: rating.value * (1 + BEYOND) } : sign === '<' ? { ...rating, value: rating.value * (1 - BEYOND) } : rating;
const BEYOND = 1e-6;

/**
 * How pure an unwrought metal or element is ("99.9% Mg", "순도 98.5%", "Si 99.99%"), which magnesium, zinc and silicon
 * are split by ("containing at least 99.8% by weight of magnesium"): the highest share of 90 % or more stated.
 */
const PURITY_STATED = /(?<![\d.,])(9\d(?:[.,]\d+)?|100)\s?%/g;
const PURITY_MIN = 90;
function statedPurity(description: string): Rating[] {
  // "Zn 99,99%": Vietnamese and European writing put a comma for the decimal point.
  const shares = [...description.matchAll(PURITY_STATED)].map((match) => Number(match[1].replace(',', '.'))).filter((share) => share >= PURITY_MIN);
  return shares.length ? [{ dimension: 'purity', value: Math.max(...shares) }] : [];
}
/**
 * "containing at least 99.8% by weight of magnesium", "containing by weight less than 99.99% of zinc", "… 99.99% or more …".
 * A fibre share a yarn or fabric line bounds so ("containing 85% or more by weight of wool") is read too: a stated 90 % or
 * more meets it, and a share below 90 % states no purity.
 */
const PURITY_BOUND = /\bcontaining (?:by weight )?(at least |not less than |less than )?(\d+(?:\.\d+)?)%(?: by weight)?(?: of \w+)?( or more)?/i;
function purityBounds(text: string): Bounds | null {
  const bound = PURITY_BOUND.exec(text);
  if (!bound) return null;
  const value = Number(bound[2]);
  if (/^less than/i.test(bound[1] ?? '')) return { max: { value, inclusive: false } };
  return bound[1] || bound[3] ? { min: { value, inclusive: true } } : null;
}

/**
 * A goods vehicle's gross vehicle weight ("GVW 26 t", "gross vehicle weight 3.5 tonnes", "총중량 25톤"), which 8704 splits its
 * lorries by ("g.v.w. exceeding 20 tonnes"): in kg, apart from any other mass the description gives.
 */
const GVW_WORDS = String.raw`(?:\bg\.?\s?v\.?\s?w\.?(?:r\.?)?|\bgross vehicle weight(?: rating)?|차량\s?총중량|총중량|車両総重量|tổng trọng lượng)`;
const GVW_UNITS: Record<string, number> = { t: 1000, ton: 1000, tons: 1000, tonne: 1000, tonnes: 1000, 'metric ton': 1000, 'metric tons': 1000, 톤: 1000, トン: 1000, tấn: 1000, kg: 1 };
const GVW_UNIT = String.raw`(metric tons?|tonnes?|tons?|t|kg|톤|トン|tấn)(?![a-z])`;
const GVW_STATED = new RegExp(String.raw`${GVW_WORDS}\s*(?:of\s*|[:=]\s*)?${NUMBER}\s?${GVW_UNIT}`, 'gi');
function statedGrossVehicleWeight(description: string): Rating[] {
  return [...description.matchAll(GVW_STATED)].map((match) => ({ dimension: 'gvw' as const, value: parseNumber(match[1]) * GVW_UNITS[match[2].toLowerCase()] }));
}
/** A juice's sugar as its Brix value ("Brix 65", "65 °Brix", "độ Brix 65"), which 2009's lines bound ("of a Brix value not exceeding 20"). */
const BRIX_STATED = /\bbrix\s?(?:value\s?)?[:=]?\s?(\d+(?:[.,]\d+)?)|(?<![\w.,])(\d+(?:[.,]\d+)?)\s?°?\s?brix\b/i;
function statedBrix(description: string): Rating[] {
  const brix = BRIX_STATED.exec(description);
  return brix ? [{ dimension: 'brix', value: parseNumber(brix[1] ?? brix[2]) }] : [];
}
const BRIX_BOUND = /\bbrix value (not exceeding|exceeding) (\d+)\b/i;
function brixBounds(text: string): Bounds | null {
  const bound = BRIX_BOUND.exec(text);
  if (!bound) return null;
  const value = Number(bound[2]);
  return /^not/i.test(bound[1]) ? { max: { value, inclusive: true } } : { min: { value, inclusive: false } };
}
/** A boat's or yacht's length in metres ("Sailing yacht, 12 m", "LOA 9.2M", "길이 8m"): only where the goods are named a vessel. */
const VESSEL = /\b(?:boats?|sailboats?|motorboats?|speedboats?|pontoons?|yachts?|vessels?|ships?|catamarans?|dinghies|dinghy|canoes?|kayaks?)\b|보트|요트|선박|ボート|ヨット|thuyền|xuồng|\bca nô\b|\bdu thuyền\b/i;
const VESSEL_LENGTH = /(?:\b(?:length|loa|long)|길이|全長|chiều dài)\s?(?:overall\s?)?[:=]?\s?(\d+(?:[.,]\d+)?)\s?m(?![a-z0-9²])|(?<![\w.,])(\d+(?:[.,]\d+)?)\s?m(?![a-z0-9²])(?!\s?[x×*])/gi;
/** Or in feet and inches, as American shops size kayaks and boats ("10 ft", "13'9\""), where no metres are given. */
const VESSEL_FEET = /(?<![\w.,])(\d+(?:\.\d+)?)\s?(?:ft\b|feet\b|foot\b|['’](?:\s?(\d{1,2})\s?(?:"|”|in\b))?)/i;
const METRES_PER_FOOT = 0.3048;
function statedVesselLength(description: string): Rating[] {
  if (!VESSEL.test(description)) return [];
  const metres = [...description.matchAll(VESSEL_LENGTH)].slice(0, 1).map((match) => ({ dimension: 'm' as const, value: parseNumber(match[1] ?? match[2]) }));
  if (metres.length) return metres;
  const feet = VESSEL_FEET.exec(description);
  return feet ? [{ dimension: 'm' as const, value: Number(feet[1]) * METRES_PER_FOOT + Number(feet[2] ?? 0) * METRES_PER_FOOT / 12 }] : [];
}
/** A line's bounds on it: "(of a g.v.w. exceeding 5 tonnes but not exceeding 20 tonnes)", "G.V.W. not exceeding 5,000kg". */
const GVW_BOUNDS = new RegExp(String.raw`${GVW_WORDS}((?:\s*,?\s*(?:but\s+|and\s+)?(?:not exceeding|exceeding|not over|over|not more than|more than)\s+${NUMBER.replace('(', '(?:')}\s?${GVW_UNIT.replace('(', '(?:')})+)`, 'i');
const GVW_BOUND = new RegExp(String.raw`(not exceeding|exceeding|not over|over|not more than|more than)\s+${NUMBER}\s?${GVW_UNIT}`, 'gi');
/** A bound standing in the gross vehicle weight's clause. */
const GVW_BEFORE = new RegExp(String.raw`${GVW_WORDS}[^;()]*$`, 'i');
function grossVehicleWeightBounds(text: string): Bounds | null {
  const phrase = GVW_BOUNDS.exec(text);
  if (!phrase) return null;
  const bounds: Bounds = {};
  for (const [, words, number, unit] of phrase[1].matchAll(GVW_BOUND)) {
    const value = parseNumber(number) * GVW_UNITS[unit.toLowerCase()];
    if (/^(?:exceeding|over|more than)$/i.test(words)) bounds.min = { value, inclusive: false };
    else bounds.max = { value, inclusive: true };
  }
  return bounds.min || bounds.max ? bounds : null;
}

/** Words that make the number after them a bound ("not exceeding 375 W"), and after it ("125 W or more"). */
const BOUND_BEFORE = /\b(?:not exceeding|not over|not more than|not less than|exceeding|over|more than|under|less than)\s$/i;
const BOUND_AFTER = /^\s(?:or more|or less|or greater|or over|and over)\b/i;
function inBound(description: string, at: number, length: number): boolean {
  return BOUND_BEFORE.test(description.slice(Math.max(0, at - 20), at)) || BOUND_AFTER.test(description.slice(at + length, at + length + 12));
}

/**
 * The bounds a description states in the nomenclature's words, each a range. A declarant copying a
 * fabric's subheading often drops its "/m2" ("weighing more than 100 g"): grams a fabric or paper is
 * said to be weighing are its weight per square metre.
 */
function statedRanges(description: string): Rating[] {
  const ranges: Rating[] = [];
  for (const [dimension, range] of boundsIn(description)) {
    const value = range.min?.value ?? range.max?.value ?? 0;
    ranges.push({ dimension, value, range });
    if (dimension === 'kg' && WEIGHING_GRAMS.test(description)) ranges.push({ dimension: 'gsm', value: value * 1000, range: scaled(range, 1000) });
  }
  return ranges;
}
const WEIGHING_GRAMS = /\bweighing (?:not )?(?:more|less) than \d+(?:\.\d+)?\s?g(?:r|m2)?\b/i;
const scaled = ({ min, max }: Bounds, factor: number): Bounds => ({
  ...(min ? { min: { ...min, value: min.value * factor } } : {}),
  ...(max ? { max: { ...max, value: max.value * factor } } : {}),
});
/** "5G", "4G LTE", "2.4G": a network generation or a radio band, not grams. */
const NETWORK_G = /^(?:[2-6]|2\.4|5\.8)\s?G$/;

/**
 * A yarn's fineness as its metric number (km per kg): from its decitex ("147.6 dtex", "147.6데시텍스"), tex or denier, its
 * English cotton count ("Ne 40/1", "40番手": 1.6934 Nm each) or its metric count written as yarn counts are ("Nm 26"). A metric
 * count with its ply is written either way round ("Nm 2/28", "2/32 NM", "NM 36/1"): the count is the larger number.
 */
const YARN_COUNTS: Array<[RegExp, (match: RegExpMatchArray) => number]> = [
  [/(?<![\w.,])(\d+(?:[.,]\d+)?)\s?(?:dtex|decitex|데시텍스|デシテックス)(?![a-z])/gi, (m) => 10000 / parseNumber(m[1])],
  [/(?<![\w.,])(\d+(?:[.,]\d+)?)\s?tex\b/gi, (m) => 1000 / parseNumber(m[1])],
  [/(?<![\w.,])(\d+(?:[.,]\d+)?)\s?(?:denier|den\b|デニール|데니어)/gi, (m) => 9000 / parseNumber(m[1])],
  // Korean declarations count cotton yarn in English counts as 수 ("40수" is Ne 40).
  [/\b[Nn][Ee]\s?(\d+(?:\.\d+)?)(?![\d.])|(?<![\w.,])(\d+(?:\.\d+)?)\s?(?:[Nn][Ee]\b|番手|수(?![가-힣]))/g, (m) => parseNumber(m[1] ?? m[2]) * 1.6934],
  // Korean and Chinese mills write English counts with an S and the ply ("CM 40S/1", "60S/2": Ne 40 single, Ne 60 two-ply).
  [/(?<![\w.,])(\d{1,3})[Ss]\/\d(?!\d)/g, (m) => parseNumber(m[1]) * 1.6934],
  [/\b[Nn][Mm]\s?(\d{1,3})\s?\/\s?(\d{1,3})(?![\d.])|(?<![\w.,/])(\d{1,3})\s?\/\s?(\d{1,3})\s?[Nn][Mm]\b/g, (m) => Math.max(parseNumber(m[1] ?? m[3]), parseNumber(m[2] ?? m[4]))],
  // "NM 50.8": a number after the letters is a count, in whatever case (a wavelength's nm follows its number).
  [/\b[Nn][Mm]\s?(\d+(?:\.\d+)?)(?![\d./])/g, (m) => parseNumber(m[1])],
];
/** Tights and stockings are sold by their yarn's denier written with a D alone ("20D", "80D"), which elsewhere is no yarn count ("3D"). */
const HOSIERY = /\b(?:tights|pantyhose|panty hose|stockings?|hosiery)\b|quần tất|vớ (?:da|đùi)|タイツ|ストッキング|스타킹/i;
const HOSIERY_DENIER = /(?<![\w.,])(\d{1,3})\s?D\b/g;
function statedYarnCount(description: string): Rating[] {
  const counts: Array<[RegExp, (match: RegExpMatchArray) => number]> = HOSIERY.test(description) ? [...YARN_COUNTS, [HOSIERY_DENIER, (m) => 9000 / parseNumber(m[1])]] : YARN_COUNTS;
  return counts.flatMap(([pattern, toMetric]) =>
    [...description.matchAll(pattern)].map((match) => ({ dimension: 'Nm' as const, value: toMetric(match) })).filter((rating) => rating.value > 0 && rating.value < 1000),
  );
}

/** A vehicle's engine written in litres ("sedan 1.8L", "2.0L turbo petrol") is its cylinder capacity: 1.8 l is 1,800 cc. */
const ENGINE_LITRES = /\b(\d\.\d)\s?l\b/gi;
const VEHICLE_WORDS = /\b(?:car|cars|sedan|saloon|suv|hatchback|pickup|pick-up|van|vehicle|engine|motor car|turbo|petrol|gasoline|diesel|hybrid)\b|xe ô tô|乗用車|승용차/i;
const ENGINE_FLUIDS = /\b(?:oil|coolant|fluid|lubricant|fuel)\b/i;
function engineLitres(description: string): Rating[] {
  if (!VEHICLE_WORDS.test(description) || ENGINE_FLUIDS.test(description)) return [];
  return [...description.matchAll(ENGINE_LITRES)].map((match) => ({ dimension: 'cc' as const, value: Math.round(Number(match[1]) * 1000) })).filter((rating) => rating.value >= 600 && rating.value <= 8000);
}

/**
 * "2.5 mm x 1250 mm", "2.0mm x 1,250mm", "0.3 x 100 mm", "20 x 2000 x 6000 mm": flat goods are sized thickness by width
 * (by length), the thickness first and far the thinnest; "600 x 600 x 10 mm" says no order and is left.
 */
/** A width or length figure, with thousands commas as mills write them ("1,250"). */
const SIZE_FIGURE = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
const FLAT_SIZE = new RegExp(String.raw`(?<![\w.,])(\d+(?:\.\d+)?)\s?(?:mm)?\s?[x×*]\s?${SIZE_FIGURE}\s?(?:mm)?(?:\s?[x×*]\s?${SIZE_FIGURE})?\s?mm\b`, 'i');
/** How much thinner than its width a flat size's first figure must be to be its thickness. */
const FLAT_RATIO = 5;
/**
 * A coil's or a sheet's size as a mill's invoice writes it, width first: "1,500 mm x 5.0 mm", "1219MM X 0.8MM" (each figure
 * with its mm, the width a mill's, the thickness far smaller and no third figure).
 */
const WIDTH_BY_THICKNESS = /(?<![\w.,])(\d{1,2},\d{3}|\d{3,4})\s?mm\s?[x×*]\s?(\d{1,2}(?:\.\d+)?)\s?mm\b(?!\s?[x×*])/i;
const MILL_WIDTH_MIN = 300;
/**
 * Korean and Japanese mills and importers write a flat product's thickness with a T after the figure ("SPCC 0.8T X 1219MM",
 * "STS316L 2.0T X 1219 X 2438", "실리콘 고무 시트 2T"). Read so only where the goods are named flat, so that tonnes ("5T crane")
 * and counts ("100T" sticks) are no thickness.
 */
const MILL_FIGURE = String.raw`(?<![\w.,])(\d{1,2}(?:\.\d{1,3})?)\s?T`;
const MILL_THICKNESS = new RegExp(String.raw`${MILL_FIGURE}(?![\p{L}\p{N}])`, 'iu');
/** The thickness with its T, then the width: "0.8T X 1219MM", "2.0T X 1219 X 2438". */
const MILL_SIZE = new RegExp(String.raw`${MILL_FIGURE}\s?[x×*]\s?(\d{1,2},\d{3}|\d{2,4})(?:\.\d+)?\s?(?:mm)?(?![\p{L}\p{N}.])`, 'iu');
const FLAT_GOODS = /\b(?:coils?|sheets?|sheeting|plates?|strips?|foils?|films?|boards?|panels?|pads?|foams?|tapes?|hoops?|flat)\b|강판|판재|시트|코일|필름|호일|박판|후판|패드|板|シート|コイル|フィルム|tấm|cuộn|lá/iu;
function millThickness(description: string): number | undefined {
  const written = FLAT_GOODS.test(description) ? MILL_THICKNESS.exec(description) : null;
  return written ? Number(written[1]) : undefined;
}
function flatSize(description: string): { thickness: number; width: number } | null {
  const mill = MILL_SIZE.exec(description);
  if (mill) {
    const [thickness, width] = [Number(mill[1]), parseNumber(mill[2])];
    if (thickness * FLAT_RATIO <= width) return { thickness, width };
  }
  const widthFirst = WIDTH_BY_THICKNESS.exec(description);
  if (widthFirst) {
    const [width, thickness] = [parseNumber(widthFirst[1]), Number(widthFirst[2])];
    if (width >= MILL_WIDTH_MIN && thickness * FLAT_RATIO <= width && thickness <= LONE_THICKNESS_MAX) return { thickness, width };
  }
  const size = FLAT_SIZE.exec(description);
  if (!size) return null;
  const [thickness, width, length] = [Number(size[1]), parseNumber(size[2]), size[3] === undefined ? Infinity : parseNumber(size[3])];
  if (thickness > LONE_THICKNESS_MAX || thickness * FLAT_RATIO > width || width > length) return null;
  return { thickness, width };
}
/** A width written out ("width 1250mm", "W=1250mm", "1250 mm wide", Vietnamese "rộng 1.250 mm", also typed without its marks, Korean "폭 1,250mm", Japanese "幅1250mm"), or a flat size's second figure. */
const STATED_WIDTH = /(?:\bwidth|\bW|\brộng|\bkhổ|\brong|\bkho|폭|幅)\s?[:=]?\s?(\d+(?:[.,]\d+)?)\s?mm\b|\b(\d+(?:[.,]\d+)?)\s?mm\s?(?:wide|width)\b/i;
/** A roll sized width by length ("12MM X 33M", "48 mm x 50 m", "2cm x 10m"): tapes and films are sold so. */
const ROLL_SIZE = /(?<![\w.,])(\d+(?:\.\d+)?)\s?(mm|cm)\s?[x×*]\s?\d+(?:\.\d+)?\s?(?:m|yds?|yards?)\b/i;
function rollWidth(description: string): number | undefined {
  const roll = ROLL_SIZE.exec(description);
  return roll ? Number(roll[1]) * (roll[2].toLowerCase() === 'cm' ? 10 : 1) : undefined;
}
/** A width in cm or inches written out ("60 Inch Wide", "width 150cm"), in mm; one in metres ("khổ 1,6m") is not read. */
const WIDTH_IN_UNITS = /(?:\bwidth|\bwide|\brộng|\bkhổ|\brong|\bkho|폭|幅)\s?[:=]?\s?(\d+(?:[.,]\d+)?)\s?(cm|inch(?:es)?|")|(?<![\w.,])(\d+(?:[.,]\d+)?)\s?(cm|inch(?:es)?|")\s?(?:wide|width)\b/i;
const WIDTH_UNIT_MM: Record<string, number> = { cm: 10, inch: 25.4, inches: 25.4, '"': 25.4 };
function widthInUnits(description: string): number | undefined {
  const written = WIDTH_IN_UNITS.exec(description);
  return written ? parseNumber(written[1] ?? written[3]) * WIDTH_UNIT_MM[(written[2] ?? written[4]).toLowerCase()] : undefined;
}
function statedWidth(description: string): Rating[] {
  const written = description.match(STATED_WIDTH);
  const width = written ? wholeNumber(written[1] ?? written[2]) : widthInUnits(description) ?? flatSize(description)?.width ?? rollWidth(description);
  return width === undefined ? [] : [{ dimension: 'width', value: width }];
}

function wireDiameter(description: string): Rating[] {
  const sizes = [...description.matchAll(SIZE_IN_MM)];
  return WIRE.test(description) && sizes.length === 1 && !SIZE_PRODUCT.test(description) ? [{ dimension: 'diameter', value: Number(sizes[0][1]) }] : [];
}

function statedThickness(description: string, diameterStated: boolean): Rating[] {
  const written = description.match(STATED_THICKNESS);
  if (written) return [{ dimension: 'thickness', value: parseNumber(written[1] ?? written[2]) }];
  const mill = millThickness(description);
  if (mill !== undefined) return [{ dimension: 'thickness', value: mill }];
  const flat = diameterStated ? null : flatSize(description);
  if (flat) return [{ dimension: 'thickness', value: flat.thickness }];
  const sizes = [...description.matchAll(SIZE_IN_MM)];
  if (diameterStated || sizes.length !== 1 || SIZE_PRODUCT.test(description) || Number(sizes[0][1]) > LONE_THICKNESS_MAX) return [];
  return [{ dimension: 'thickness', value: Number(sizes[0][1]) }];
}

const statedByReading = new WeakMap<Normalized, Rating[]>();
/** The ratings a reading's description states, read once though every candidate HS6 and line asks. */
export function ratingsOf(n: Normalized): Rating[] {
  let stated = statedByReading.get(n);
  if (!stated) statedByReading.set(n, (stated = withRatedVoltage([...statedRatings(n.clean_description), ...fabricOunces(n)], n.raw_description)));
  return stated;
}

/** A cable's rated voltages ("0.6/1kV", "12/20KV") read as a code by the cleaner: the second, where no voltage is read otherwise. */
function withRatedVoltage(ratings: Rating[], raw: string): Rating[] {
  if (ratings.some((rating) => rating.dimension === 'V')) return ratings;
  const rated = [...raw.matchAll(RATED_VOLTAGES)].map((match): Rating => ({ dimension: 'V', value: parseNumber(match[2]) * (/^k/i.test(match[3]) ? 1000 : 1) }));
  return [...ratings, ...rated.slice(0, 1)];
}

/** The woven fabric headings, whose lines split on weight per square metre (5208 against 5209 at 200 g/m2). */
const WOVEN_FABRIC_HEADING = /^(?:5007|511[123]|520[89]|521[012]|53(?:09|10|11)|540[78]|551[2-6])$/;
/** "Cotton Duck Canvas 10 oz", "12 oz denim": a woven fabric's ounces are per square yard (33.906 g/m2 each), no mass. */
const FABRIC_OUNCES = /(?<![\d.])(\d{1,2}(?:\.\d+)?)\s?oz\b(?!\s?(?:bottle|jar|can|cup|bag|pack))/i;
const GRAMS_PER_OUNCE_YARD = 33.906;
function fabricOunces(n: Normalized): Rating[] {
  const ounces = FABRIC_OUNCES.exec(n.clean_description);
  if (!ounces || !WOVEN_FABRIC_HEADING.test(n.hs_headings[0] ?? '') || /\bfl\.? ?oz\b|g\/m|gsm/i.test(n.clean_description)) return [];
  return [{ dimension: 'gsm', value: Number(ounces[1]) * GRAMS_PER_OUNCE_YARD }];
}

interface Bounds {
  min?: { value: number; inclusive: boolean };
  max?: { value: number; inclusive: boolean };
}

/**
 * "Measuring per single yarn less than 67 decitex" (6115.21, 6115.30), "… not more than 500 decitex" (5402.31): a bound on the
 * yarn's decitex, held as its metric number (the finer the yarn, the higher), since that is how counts are read. Lines that
 * exclude such hosiery ("excluding … hosiery measuring per single yarn less than 67 decitex", 6115.94-.99) set no bound, nor
 * does the monofilament 5402 takes in ("monofilament (less than 67 decitex)"), which is no yarn the goods are made of.
 */
const SINGLE_YARN_DECITEX = /\bmeasuring per single yarn (?:(less than|not more than|more than) (\d+(?:\.\d+)?) decitex|(\d+(?:\.\d+)?) decitex or more)\b/i;
const EXCLUDING_OPEN = /\(excluding [^)]*$/i;
function singleYarnFineness(text: string): Bounds | null {
  const said = SINGLE_YARN_DECITEX.exec(text);
  if (!said || EXCLUDING_OPEN.test(text.slice(0, said.index)) || /metric number/i.test(text)) return null;
  const metric = 10000 / Number(said[2] ?? said[3]);
  if (said[1] === 'less than') return { min: { value: metric, inclusive: false } };
  if (said[1] === 'not more than') return { min: { value: metric, inclusive: true } };
  if (said[1] === 'more than') return { max: { value: metric, inclusive: false } };
  return { max: { value: metric, inclusive: true } };
}

/** "Not exceeding a net weight of 1kg" (3506.10): the bound of the packing's content. */
const NET_CONTENT_OF = /\b(not exceeding|exceeding) a net (?:weight|content) of\b/gi;

/** A line's bounds per rating: "exceeding 50cc but not exceeding 250cc", "of 93.3 kW or more but less than 119.4 kW". */
function boundsIn(text: string): Map<Dimension, Bounds> {
  const found = [...withHorsepowerFractions(text).replace(WRITTEN_NUMBER, (word) => NUMBER_WORDS[word.toLowerCase()]).replace(NET_CONTENT_OF, '$1').matchAll(BOUND)].map((match) => ({ at: match.index, end: match.index + match[0].length, words: (match[1] ?? match[6]).toLowerCase(), number: match[2] ?? match[4], unit: match[3] ?? match[5] }));
  found.forEach((bound, i) => {
    const next = found[i + 1];
    if (!bound.unit && next?.unit && next.at - bound.end <= SHARED_UNIT_REACH) bound.unit = next.unit;
  });
  const bounds = new Map<Dimension, Bounds>();
  const gvw = grossVehicleWeightBounds(text);
  if (gvw) bounds.set('gvw', gvw);
  const purity = purityBounds(text);
  if (purity) bounds.set('purity', purity);
  const fineness = singleYarnFineness(text);
  if (fineness) bounds.set('Nm', fineness);
  const brix = brixBounds(text);
  if (brix) bounds.set('brix', brix);
  for (const { at, end, words, number, unit } of found) {
    // A gross vehicle weight's bound in kg ("g.v.w. not exceeding 5,000kg") is read above, no mass of the goods.
    if (!unit || (gvw && GVW_BEFORE.test(text.slice(0, at)))) continue;
    const inMm = () => (/ thick /.test(text.slice(at, end)) ? 'thickness' : measuredInMm(text, at, end));
    const rating = unit.toLowerCase() === 'mm' ? { dimension: inMm(), value: parseNumber(number) } : ratingOf(number, unit);
    if (!rating.dimension) continue;
    // "other than in rolls of a width not exceeding 20cm" (3919.90): the line holds the rolls wider, as its sibling holds these.
    const said = OTHER_THAN_ROLLS.test(text.slice(0, at)) ? OPPOSITE_BOUND[words] ?? words : words;
    // "of a width exceeding 30 cm": a width stated ("1,200 mm wide", "60 Inch Wide"), not any size in cm or inches, meets it.
    if (rating.dimension === 'cm' && measuredInMm(text, at, end) === 'width') addBound(bounds, 'width', rating.value * 10, said, text, at);
    else addBound(bounds, rating.dimension, rating.value, said, text, at);
  }
  return bounds;
}

/** Sets a line's bound on one dimension from its words ("not exceeding", "or more" …). */
function addBound(bounds: Map<Dimension, Bounds>, dimension: Dimension, value: number, words: string, text: string, at: number): void {
  const own = bounds.get(dimension) ?? {};
  if (words === 'or more' || words === 'or greater' || words === 'or over' || words === 'and over' || words === 'not less than') own.min = { value, inclusive: true };
  else if (words === 'exceeds' && NO_DIMENSION_BEFORE.test(text.slice(Math.max(0, at - MEASURED_REACH), at))) own.max = { value, inclusive: true };
  else if (words === 'exceeding' || words === 'exceeds' || words === 'over' || words === 'more than') own.min = { value, inclusive: false };
  else own.max = { value, inclusive: words === 'not exceeding' || words === 'not over' || words === 'not more than' || words === 'or less' };
  bounds.set(dimension, own);
}

const OTHER_THAN_ROLLS = /\bother than in rolls [^,;()]*$/i;
const OPPOSITE_BOUND: Record<string, string> = { 'not exceeding': 'exceeding', 'not over': 'over', 'not more than': 'more than', exceeding: 'not exceeding', over: 'not over', 'more than': 'not more than' };

/** "of which no cross-sectional dimension exceeds 1mm" (5404) bounds the goods from above. */
const NO_DIMENSION_BEFORE = /\bno (?:[\w-]+ )?dimension $/i;

/** What a bound in mm measures: the word right after it ("3.2 mm or more in diameter"), else the nearest before it. */
function measuredInMm(text: string, at: number, end: number): Dimension | null {
  const after = text.slice(end, end + 15);
  const before = text.slice(Math.max(0, at - MEASURED_REACH), at);
  const said = /^\s*(?:or more\s*)?(?:in\s)?(\w+)/i.exec(after)?.[1] ?? '';
  if (/\b(?:ply|wall)\b/i.test(before.slice(-20))) return null;
  // The measure word right after the bound, else the nearest before it ("of a width more than 150mm but less than 600mm").
  const measure = /^(diameter|thickness|thick|length|long|width|wide)$/i.test(said) ? said : [...before.matchAll(/\b(diameter|cross-sectional dimension|thick(?:ness)?|length|long|width|wide)\b/gi)].at(-1)?.[1] ?? '';
  // A wire's "maximum cross-sectional dimension" (7408.11) is its diameter where it is round, as the wire a description sizes is.
  if (/^(?:diameter|cross-sectional dimension)$/i.test(measure)) return 'diameter';
  if (/^thick(ness)?$/i.test(measure)) return 'thickness';
  if (/^(?:width|wide)$/i.test(measure)) return 'width';
  return null;
}

/** Two ranges share some value. */
const overlap = (a: Bounds, b: Bounds) => {
  const below = (lower: Bounds['min'], upper: Bounds['max']) => !lower || !upper || lower.value < upper.value || (lower.value === upper.value && lower.inclusive && upper.inclusive);
  return below(a.min, b.max) && below(b.min, a.max);
};
/** Every value of range `a` lies in `b`. */
const inside = (a: Bounds, b: Bounds) =>
  (!b.min || (a.min !== undefined && (a.min.value > b.min.value || (a.min.value === b.min.value && (b.min.inclusive || !a.min.inclusive))))) &&
  (!b.max || (a.max !== undefined && (a.max.value < b.max.value || (a.max.value === b.max.value && (b.max.inclusive || !a.max.inclusive)))));

const within = (value: number, { min, max }: Bounds) =>
  (!min || value > min.value || (min.inclusive && value === min.value)) && (!max || value < max.value || (max.inclusive && value === max.value));

/**
 * A generator sold by its kW meets lines bounded in kVA, and one sold by its kVA lines in W:
 * apparent power is real power over the power factor, rated 0.8 for generating sets (ISO 8528).
 */
const POWER_FACTOR = 0.8;

/** The stated values of a dimension, or the other power's converted where the description states none of this one. */
function valuesIn(stated: Rating[], dimension: Dimension): number[] {
  const own = stated.filter((rating) => rating.dimension === dimension && !rating.range).map((rating) => rating.value);
  if (own.length || (dimension !== 'W' && dimension !== 'VA')) return own;
  const other = dimension === 'VA' ? 'W' : 'VA';
  const factor = dimension === 'VA' ? 1 / POWER_FACTOR : POWER_FACTOR;
  return stated.filter((rating) => rating.dimension === other && !rating.range).map((rating) => rating.value * factor);
}

/**
 * Headings 8535 and 8536 split switchgear at 1000 volts in their own texts, which their subheadings
 * do not repeat: a relay of 12 kV meets 8536.49's "exceeding 60 volts" and is still no 8536 relay.
 */
const SWITCHGEAR_VOLTAGE_BOUNDS: Record<string, string> = {
  '8535': 'for a voltage exceeding 1000 volts',
  '8536': 'for a voltage not exceeding 1000 volts',
};
export const SWITCHGEAR_HEADINGS = Object.keys(SWITCHGEAR_VOLTAGE_BOUNDS);

/** Whether a voltage stated puts the goods outside the switchgear heading (8535, 8536) this heading or HS6 falls in. */
export function switchgearVoltageConflict(code: string, stated: Rating[]): boolean {
  const bound = SWITCHGEAR_VOLTAGE_BOUNDS[code.slice(0, 4)];
  const voltages = bound ? stated.filter((rating) => rating.dimension === 'V') : [];
  return voltages.length > 0 && ratingAgreement(voltages, bound) === 'conflict';
}

/**
 * Whether the ratings stated fit a subheading's bounds: 'match' when one of a bounded kind fits,
 * 'conflict' when the description states that kind and none fits, null when nothing is compared.
 */
export function ratingAgreement(stated: Rating[], subheadingText: string): 'match' | 'conflict' | null {
  if (!stated.length) return null;
  let result: 'match' | 'conflict' | null = null;
  for (const [dimension, bounds] of boundsIn(subheadingText)) {
    const values = valuesIn(stated, dimension);
    if (values.length) {
      if (!values.some((value) => within(value, bounds))) return 'conflict';
      // A share of 99.8 % says how pure, not what: it rules a line out, but draws no nickel to magnesium's.
      if (dimension !== 'purity') result = 'match';
      continue;
    }
    // A stated range agrees where the line holds all of it, and disagrees where the two share no value.
    const ranges = stated.filter((rating) => rating.dimension === dimension && rating.range).map((rating) => rating.range!);
    if (!ranges.length) continue;
    if (!ranges.some((range) => overlap(range, bounds))) return 'conflict';
    if (ranges.some((range) => inside(range, bounds))) result = 'match';
  }
  return result;
}
