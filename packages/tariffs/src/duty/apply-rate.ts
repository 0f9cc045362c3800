/**
 * Turns one parsed rate into a percentage and an amount for the inputs at hand, and says what is missing when it cannot.
 * Amounts are in the currency of the customs value; specific US amounts are in dollars, so they need a USD value.
 */
import { percentOf } from './money';
import type { ParsedRate, SpecificPart } from './types';
import { convertQuantity, normalizeUnit } from './units';

export interface RateContext {
  customs_value?: number;
  quantity?: number;
  unit?: string;
  line_unit?: string | null; // the schedule's unit of quantity, used when the caller gives a quantity without a unit
  currency: string;
}

export interface RateOutcome {
  effective_pct: number | null;
  min_pct: number | null;
  max_pct: number | null;
  amount: number | null; // unrounded
  specific: boolean;
  missing: string[];
  notes: string[];
}

const hasValue = (ctx: RateContext): ctx is RateContext & { customs_value: number } => typeof ctx.customs_value === 'number';

export function applyRate(rate: ParsedRate, ctx: RateContext): RateOutcome {
  switch (rate.kind) {
    case 'free':
      return fixedPercent(0, ctx);
    case 'ad_valorem':
      return adValoremOutcome(rate, ctx);
    case 'specific':
    case 'compound':
      return specificOutcome(rate, ctx);
    default:
      return { effective_pct: null, min_pct: null, max_pct: null, amount: null, specific: false, missing: [], notes: [] };
  }
}

export function fixedPercent(pct: number, ctx: RateContext): RateOutcome {
  const amount = hasValue(ctx) ? percentOf(ctx.customs_value, pct) : null;
  return { effective_pct: pct, min_pct: pct, max_pct: pct, amount, specific: false, missing: [], notes: [] };
}

function componentBases(rate: ParsedRate): string[] {
  return rate.ad_valorem_parts.flatMap((part) => (part.basis ? [`${part.pct}% on ${part.basis}`] : []));
}

function adValoremOutcome(rate: ParsedRate, ctx: RateContext): RateOutcome {
  const components = componentBases(rate);
  if (components.length) {
    const note = `The percent applies to a part or another value (${components.join('; ')}), not to the whole customs value; give the value of each part.`;
    return { effective_pct: null, min_pct: null, max_pct: null, amount: null, specific: false, missing: ['component_values'], notes: [note] };
  }
  if (rate.ad_valorem_pct === null && rate.max_pct !== null) {
    // Several rates for one line (split lines): the highest is the safe figure to quote.
    const outcome = fixedPercent(rate.max_pct, ctx);
    const note = `This line carries several rates (${rate.min_pct}% to ${rate.max_pct}%) for the national lines it covers; the highest is shown.`;
    return { ...outcome, min_pct: rate.min_pct, notes: [note] };
  }
  return fixedPercent(rate.ad_valorem_pct ?? 0, ctx);
}

function specificOutcome(rate: ParsedRate, ctx: RateContext): RateOutcome {
  const adPct = rate.ad_valorem_pct ?? 0;
  const components = componentBases(rate);
  const quantity = specificAmount(rate.specific, ctx);
  const missing = [...quantity.missing];
  const notes = [...quantity.notes];
  if (components.length) {
    missing.push('component_values');
    notes.push(`Part of the duty is a percent of a part of the goods (${components.join('; ')}); give the value of each part.`);
  }
  const computable = quantity.amount !== null && !components.length;
  if (computable && hasValue(ctx) && ctx.customs_value > 0) return withValue(quantity.amount!, quantity.minAmount!, adPct, ctx.customs_value, { missing, notes });
  if (!hasValue(ctx)) missing.push('customs_value');
  const amount = computable && adPct === 0 && !rate.ad_valorem_parts.length ? quantity.amount : null;
  return { effective_pct: rate.ad_valorem_pct, min_pct: rate.ad_valorem_pct ?? 0, max_pct: null, amount, specific: true, missing, notes };
}

function withValue(
  specificAmountUsd: number,
  minSpecificAmountUsd: number,
  adPct: number,
  value: number,
  extra: { missing: string[]; notes: string[] },
): RateOutcome {
  const amount = specificAmountUsd + percentOf(value, adPct);
  const minAmount = minSpecificAmountUsd + percentOf(value, adPct);
  const effective = (amount / value) * 100;
  return { effective_pct: effective, min_pct: (minAmount / value) * 100, max_pct: effective, amount, specific: true, ...extra };
}

interface SpecificAmount {
  amount: number | null;
  minAmount: number | null;
  missing: string[];
  notes: string[];
}

/** The unit the caller's quantity is in: theirs, else the schedule's when it names exactly one. */
function quantityUnit(ctx: RateContext): string | null {
  if (ctx.unit) return normalizeUnit(ctx.unit);
  const lineUnits = (ctx.line_unit ?? '').split(/\s*(?:;|,|\band\b)\s*/).filter((unit) => unit.trim());
  return lineUnits.length === 1 ? normalizeUnit(lineUnits[0]) : null;
}

function notComputable(missing: string[], notes: string[] = []): SpecificAmount {
  return { amount: null, minAmount: null, missing, notes };
}

/** Sum of the money-per-unit terms in US dollars for the caller's quantity. */
export function specificAmount(parts: SpecificPart[], ctx: RateContext): SpecificAmount {
  if (ctx.currency.toUpperCase() !== 'USD') return notComputable(['currency'], ['Specific rates are in US dollars; give the customs value in USD to combine them.']);
  if (typeof ctx.quantity !== 'number') return notComputable(['quantity'], [`The rate is per ${parts.map((part) => part.per).join(' and per ')}; give the quantity.`]);
  if (needsSeveralQuantities(parts)) {
    return notComputable(['quantity'], [`Each term needs its own quantity (${parts.map((part) => `per ${part.per} ${part.basis_note ?? ''}`.trim()).join('; ')}).`]);
  }
  const unit = quantityUnit(ctx);
  if (!unit) return notComputable(['unit'], ['Give the unit of the quantity.']);
  let amount = 0;
  let minAmount = 0;
  const notes: string[] = [];
  for (const part of parts) {
    const converted = convertQuantity(ctx.quantity, unit, part.per);
    if (converted === null) return notComputable(['unit'], [`The rate is per ${part.per}; a quantity in ${unit} cannot be converted to it.`]);
    amount += part.amount * converted;
    minAmount += (part.min_amount ?? part.amount) * converted;
    if (part.basis_note) notes.push(basisNote(part));
  }
  if (!ctx.unit) notes.push(`The quantity is taken to be in the schedule's unit (${unit}).`);
  return { amount, minAmount, missing: [], notes };
}

function basisNote(part: SpecificPart): string {
  if (part.min_amount !== undefined) return `The rate falls with polarity (${part.basis_note}) to no less than ${part.min_amount} USD/${part.per}; the full rate is used and min_pct uses the floor.`;
  return `The quantity is taken as measured ${part.basis_note} (per ${part.per}).`;
}

/** "8.8¢/kg on copper content + 3.3¢/kg on lead content": one quantity cannot serve two bases of the same unit. */
function needsSeveralQuantities(parts: SpecificPart[]): boolean {
  const basesByUnit = new Map<string, Set<string>>();
  for (const part of parts) {
    const bases = basesByUnit.get(part.per) ?? new Set<string>();
    bases.add(part.basis_note ?? '');
    basesByUnit.set(part.per, bases);
  }
  return [...basesByUnit.values()].some((bases) => bases.size > 1);
}
