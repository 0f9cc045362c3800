/** Builds the DutyEstimate shape from a chosen rate and its outcome, with the rounding every market shares. */
import type { RateOutcome } from './apply-rate';
import { roundMoney, roundPctOrNull } from './money';
import type { DutyEstimate, MayApply, ParsedRate } from './types';

export interface EstimateParts {
  rate: ParsedRate;
  basis: string;
  label: string;
  outcome: RateOutcome;
  currency: string;
  customsValueGiven: boolean;
  mayApply: MayApply[];
  notes: string[];
  certificate: boolean;
}

export function buildEstimate(parts: EstimateParts): DutyEstimate {
  const { outcome, currency } = parts;
  // An amount is reported when a value was given, or when a pure money-per-unit rate needed only the quantity.
  const amount = outcome.amount !== null && (parts.customsValueGiven || outcome.specific) ? roundMoney(outcome.amount, currency) : undefined;
  const effective = roundPctOrNull(outcome.effective_pct);
  const estimate: DutyEstimate = {
    available: true,
    rate_text: parts.rate.text,
    rate_basis: parts.basis,
    effective_pct: effective,
    min_pct: roundPctOrNull(outcome.min_pct),
    max_pct: roundPctOrNull(outcome.max_pct),
    additional_pct: 0,
    additional: [],
    may_apply: dedupe(parts.mayApply),
    specific: outcome.specific,
    currency,
    applied: [{ name: parts.label, rate_text: parts.rate.text, pct: effective, amount: amount ?? null }],
    missing_inputs: [...new Set(outcome.missing)],
    notes: [...new Set(parts.notes)],
    certificate_of_origin_required: parts.certificate,
  };
  if (amount !== undefined) estimate.amount = amount;
  return estimate;
}

export function unavailableEstimate(currency: string, notes: string[], missing: string[], mayApply: MayApply[] = []): DutyEstimate {
  return {
    available: false,
    rate_text: null,
    rate_basis: null,
    effective_pct: null,
    min_pct: null,
    max_pct: null,
    additional_pct: null,
    additional: [],
    may_apply: mayApply,
    specific: false,
    currency,
    applied: [],
    missing_inputs: missing,
    notes,
    certificate_of_origin_required: false,
  };
}

function dedupe(entries: MayApply[]): MayApply[] {
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.name) && seen.add(entry.name));
}
