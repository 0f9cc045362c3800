/**
 * From the price the caller gives (customs_value, on the terms of `incoterm`) to the value duty is charged on.
 * The US charges duty on the transaction value without international freight and insurance (19 U.S.C. 1401a);
 * the EU (UCC art. 71) and Vietnam (Circular 39/2015/TT-BTC) on the CIF value at the border / first port.
 */

/** Incoterms whose price covers the main carriage, and those that also cover insurance (C-terms with I, D-terms). */
const FREIGHT_IN_PRICE = new Set(['CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'DAT', 'DDU', 'DES', 'DEQ']);
const INSURANCE_IN_PRICE = new Set(['CIF', 'CIP', 'DAP', 'DPU', 'DDP', 'DAT', 'DDU', 'DES', 'DEQ']);
const DELIVERED = new Set(['DAP', 'DPU', 'DDP', 'DAT', 'DDU', 'DES', 'DEQ']);
const KNOWN = new Set([...FREIGHT_IN_PRICE, 'EXW', 'FCA', 'FAS', 'FOB']);
/** Incoterms defined for sea and inland waterway transport only. */
export const SEA_ONLY_INCOTERMS = new Set(['FAS', 'FOB', 'CFR', 'CIF']);

/** "FOB Shanghai" → "FOB"; "C&F", "CNF" → "CFR"; unknown terms → null. */
export function normalizeIncoterm(text: string | undefined): string | null {
  if (!text) return null;
  const term = text.trim().toUpperCase().split(/\s+/)[0];
  const canonical = term === 'C&F' || term === 'CNF' ? 'CFR' : term;
  return KNOWN.has(canonical) ? canonical : null;
}

export interface ValueInput {
  customs_value: number;
  freight?: number;
  insurance?: number;
  incoterm?: string;
}

export interface ValueResult {
  dutiable_value: number;
  freight_outside_value: number; // freight and insurance paid on top of the dutiable value
  missing: string[];
  assumptions: string[];
}

const given = (amount: number | undefined): amount is number => typeof amount === 'number' && amount > 0;

/** US: take international freight and insurance out of a C- or D-term price; add them to the landed cost only. */
export function usDutiableValue(input: ValueInput): ValueResult {
  const term = normalizeIncoterm(input.incoterm);
  const assumptions: string[] = [];
  const missing: string[] = [];
  let value = input.customs_value;
  if (!term) {
    missing.push('incoterm');
    assumptions.push(`No recognised incoterm: customs_value is taken as the transaction (FOB) value${given(input.freight) || given(input.insurance) ? '; freight and insurance given are added to the landed cost only' : ''}.`);
  }
  if (term && FREIGHT_IN_PRICE.has(term)) {
    assumptions.push(`${term} price: international freight and insurance are excluded from the US dutiable value (19 U.S.C. 1401a(b)(4)).`);
    value -= deductible(term, 'freight', input.freight, missing, assumptions);
    if (INSURANCE_IN_PRICE.has(term)) value -= deductible(term, 'insurance', input.insurance, missing, assumptions);
  }
  if (term === 'DDP') assumptions.push('DDP price: it is taken to exclude the US duty and fees, which are computed on top.');
  if (term && !FREIGHT_IN_PRICE.has(term) && !given(input.freight)) {
    missing.push('freight');
    assumptions.push('No freight given: the landed cost leaves out international freight.');
  }
  const outside = (given(input.freight) ? input.freight : 0) + (given(input.insurance) ? input.insurance : 0);
  return { dutiable_value: Math.max(value, 0), freight_outside_value: outside, missing, assumptions };
}

function deductible(term: string, what: 'freight' | 'insurance', amount: number | undefined, missing: string[], assumptions: string[]): number {
  if (given(amount)) return amount;
  if (what === 'freight' || term === 'CIF' || term === 'CIP') {
    missing.push(what);
    assumptions.push(`No ${what} given for a ${term} price: it could not be deducted, so the dutiable value is overstated.`);
  }
  return 0;
}

/** EU and VN: bring the price up to CIF at the border by adding the carriage and insurance it does not include. */
export function cifValue(input: ValueInput, market: 'EU' | 'VN'): ValueResult {
  const term = normalizeIncoterm(input.incoterm);
  const border = market === 'EU' ? 'the EU border' : 'the first port of import in Vietnam';
  const freightInPrice = term !== null && FREIGHT_IN_PRICE.has(term);
  const insuranceInPrice = term !== null && INSURANCE_IN_PRICE.has(term);
  const added = (freightInPrice || !given(input.freight) ? 0 : input.freight) + (insuranceInPrice || !given(input.insurance) ? 0 : input.insurance);
  const result: ValueResult = { dutiable_value: input.customs_value + added, freight_outside_value: 0, missing: [], assumptions: [] };
  if (term) describeKnownTerm(term, input, border, result);
  else describeUnknownTerm(added > 0, border, result);
  return result;
}

function describeUnknownTerm(addedSomething: boolean, border: string, result: ValueResult): void {
  result.missing.push('incoterm');
  result.assumptions.push(
    addedSomething
      ? `No recognised incoterm: customs_value is taken to exclude the freight and insurance given, which are added to reach the CIF value at ${border}.`
      : `No recognised incoterm and no freight: customs_value is taken to be the CIF value at ${border}.`,
  );
}

function describeKnownTerm(term: string, input: ValueInput, border: string, result: ValueResult): void {
  if (!FREIGHT_IN_PRICE.has(term) && !given(input.freight)) {
    result.missing.push('freight');
    result.assumptions.push(`No freight given for a ${term} price: the customs value lacks the carriage to ${border} and is understated.`);
  }
  if (!INSURANCE_IN_PRICE.has(term) && !given(input.insurance)) result.assumptions.push('No insurance given: none is added to the customs value.');
  if (DELIVERED.has(term)) result.assumptions.push(`${term} price: carriage after ${border} is part of it; it could be deducted from the customs value if invoiced separately, and is not deducted here.`);
  if (term === 'DDP') result.assumptions.push('DDP price: it is taken to exclude the import duty and VAT, which are computed on top.');
}
