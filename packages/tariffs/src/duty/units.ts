/**
 * Units of measure as the HTS rate texts and statistical units write them, reduced to one spelling,
 * and the few conversions that are exact (a kilogram is always 1000 g; a proof liter is not a liter).
 */

/** Spellings seen in the HTS (`No.`, `pf.liters`, `m²`, `doz. prs.` …) and in user input, by canonical unit. */
const UNIT_ALIASES: Record<string, string[]> = {
  kg: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms'],
  g: ['g', 'gr', 'gram', 'grams'],
  t: ['t', 'mt', 'ton', 'tons', 'tonne', 'tonnes', 'metric ton', 'metric tons'],
  liter: ['l', 'liter', 'liters', 'litre', 'litres', 'ltr'],
  ml: ['ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres'],
  hl: ['hl', 'hectoliter', 'hectoliters', 'hectolitre', 'hectolitres'],
  m3: ['m3', 'm³', 'cubic meter', 'cubic meters', 'cbm'],
  pf_liter: ['pf liter', 'pf liters', 'pf.liter', 'pf.liters', 'pf_liter', 'proof liter', 'proof liters', 'proof litre'],
  no: ['no', 'number'],
  each: ['each', 'ea', 'pc', 'pcs', 'piece', 'pieces', 'unit', 'units', 'u', 'article', 'articles'],
  doz: ['doz', 'dz', 'dozen', 'dozens', 'dz pcs'],
  gross: ['gross'],
  thousand: ['thousand', 'thousands', '1000', '1,000'],
  hundred: ['hundred', 'hundreds'],
  pair: ['pr', 'prs', 'pair', 'pairs'],
  doz_pair: ['doz prs', 'doz pr', 'dz prs', 'dz pr'],
  m2: ['m2', 'm²', 'sq m', 'square meter', 'square meters', 'square metre', 'square metres'],
  m: ['m', 'lin m', 'lin. m', 'meter', 'meters', 'metre', 'metres', 'linear meter', 'linear meters'],
  bbl: ['bbl', 'barrel', 'barrels'],
  head: ['head'],
  pack: ['pack', 'packs'],
  jewel: ['jewel', 'jewels', 'jwls'],
  carat: ['carat', 'carats', 'ct'],
};

const CANONICAL_BY_ALIAS = new Map<string, string>(
  Object.entries(UNIT_ALIASES).flatMap(([canonical, aliases]) => aliases.map((alias) => [alias, canonical] as const)),
);

/** Canonical unit for a spelling; unknown spellings come back cleaned (lower case, single spaces, no final dot). */
export function normalizeUnit(text: string | null | undefined): string | null {
  if (text == null) return null;
  const cleaned = text.toLowerCase().replace(/\s+/g, ' ').trim().replace(/\.$/, '').replace(/\. /g, ' ').trim();
  if (!cleaned) return null;
  return CANONICAL_BY_ALIAS.get(cleaned) ?? CANONICAL_BY_ALIAS.get(cleaned.replace(/\./g, '')) ?? cleaned;
}

/** Units of one dimension with their size in that dimension's base unit. Only exact factors belong here. */
const DIMENSIONS: Array<Record<string, number>> = [
  { kg: 1, g: 0.001, t: 1000 },
  { liter: 1, ml: 0.001, hl: 100, m3: 1000 },
  { each: 1, no: 1, doz: 12, gross: 144, hundred: 100, thousand: 1000 },
  { pair: 1, doz_pair: 12 },
];

/**
 * The quantity expressed in `to`, or null when the units are of different kinds (kg vs liter, liter vs
 * proof liter): a conversion that needs a density or an alcohol strength is a guess, not a conversion.
 */
export function convertQuantity(quantity: number, from: string, to: string): number | null {
  const source = normalizeUnit(from);
  const target = normalizeUnit(to);
  if (source === null || target === null) return null;
  if (source === target) return quantity;
  const dimension = DIMENSIONS.find((sizes) => source in sizes && target in sizes);
  if (!dimension) return null;
  return roundTo((quantity * dimension[source]) / dimension[target], 9);
}

/** Rounds away the binary noise of decimal arithmetic (0.1 + 0.2) to `decimals` places. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Math.sign(value) * Number.EPSILON) * factor) / factor;
}
