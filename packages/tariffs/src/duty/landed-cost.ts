/**
 * Landed cost of one shipment of one tariff line: dutiable value, duty, import taxes and fees, and the total.
 * Each market's rules are below; every assumption made on the way is returned with the figures.
 */
import { cifValue, normalizeIncoterm, SEA_ONLY_INCOTERMS, usDutiableValue, type ValueResult } from './customs-value';
import { estimateDuty } from './estimate';
import { DEFAULT_CURRENCY, percentOf, roundMoney } from './money';
import { US_MPF_EXEMPT_PROGRAMS } from './programs';
import type { AppliedDuty, DutyEstimate, FeeLine, LandedCost, LandedCostInput, MayApply, TaxLine } from './types';
import { EU_DEFAULT_DESTINATION, EU_STANDARD_VAT_PCT, euVatCountry, VN_STANDARD_VAT_PCT } from './vat-rates';

/**
 * CBP Merchandise Processing Fee on formal entries (19 CFR 24.23(b)(1)): 0.3464% of the entered value, with a floor and a
 * cap that CBP indexes every fiscal year (from 1 October). The amounts below are the FY2026 figures (from
 * 2025-10-01; FY2025 was $32.71 / $634.62); update them from CBP's notice each October.
 */
export const US_MPF_PCT = 0.3464;
export const US_MPF_MIN_USD = 33.58;
export const US_MPF_MAX_USD = 651.5;
/** Harbor Maintenance Fee (19 CFR 24.24): 0.125% of the value of commercial cargo unloaded at US ports; no floor or cap. */
export const US_HMF_PCT = 0.125;
/** Formal entry threshold: shipments at or below it may enter informally with a flat MPF instead. */
export const US_INFORMAL_ENTRY_LIMIT_USD = 2500;

export const LANDED_COST_DISCLAIMER =
  'Estimate for one tariff line and one origin, for reference only; it is not a decision of a customs authority. Check rates, fees and taxes in force on the entry date.';

interface MarketCosts {
  taxes: TaxLine[];
  fees: FeeLine[];
  may_apply: MayApply[];
  missing: string[];
  assumptions: string[];
}

export function landedCost(input: LandedCostInput): LandedCost {
  const currency = (input.currency ?? DEFAULT_CURRENCY[input.market]).toUpperCase();
  const value = input.market === 'US' ? usDutiableValue(input) : cifValue(input, input.market);
  const duty = estimateDuty({ ...input, currency, customs_value: value.dutiable_value });
  const dutyAmount = duty.amount ?? null;
  const costs = marketCosts(input, currency, value.dutiable_value, dutyAmount, duty);
  return assemble(input, currency, value, duty, costs);
}

function marketCosts(input: LandedCostInput, currency: string, dutiable: number, duty: number | null, estimate: DutyEstimate): MarketCosts {
  if (input.market === 'US') return usCosts(input, currency, dutiable, estimate);
  if (input.market === 'EU') return euCosts(input, currency, dutiable);
  return vnCosts(input, currency, dutiable, duty);
}

function assemble(input: LandedCostInput, currency: string, value: ValueResult, duty: DutyEstimate, costs: MarketCosts): LandedCost {
  const dutiable = roundMoney(value.dutiable_value, currency);
  const dutyAmount = duty.amount ?? null;
  const outside = roundMoney(value.freight_outside_value, currency);
  const sum = (lines: Array<{ amount: number }>) => lines.reduce((total, line) => total + line.amount, 0);
  const total = roundMoney(dutiable + (dutyAmount ?? 0) + sum(costs.taxes) + sum(costs.fees) + outside, currency);
  const assumptions = [...value.assumptions, ...costs.assumptions];
  if (dutyAmount === null) assumptions.push('The duty could not be computed and is not included in the total.');
  return {
    currency,
    customs_value: roundMoney(input.customs_value, currency),
    dutiable_value: dutiable,
    duty: dutyAmount,
    duty_estimate: duty,
    taxes: costs.taxes,
    fees: costs.fees,
    freight_and_insurance_outside_value: outside,
    total_landed_cost: total,
    applied: [...duty.applied, ...costs.taxes.map(taxApplied), ...costs.fees.map(feeApplied)],
    may_apply: [...duty.may_apply, ...costs.may_apply],
    missing_inputs: [...new Set([...value.missing, ...duty.missing_inputs, ...costs.missing])],
    assumptions: [...new Set(assumptions)],
    disclaimer: LANDED_COST_DISCLAIMER,
  };
}

const taxApplied = (tax: TaxLine): AppliedDuty => ({ name: tax.name, rate_text: `${tax.rate_pct}%`, pct: tax.rate_pct, amount: tax.amount });
const feeApplied = (fee: FeeLine): AppliedDuty => ({ name: fee.name, rate_text: null, pct: null, amount: fee.amount });

function matchesAny(code: string, prefixes: readonly string[]): boolean {
  const digits = code.replace(/\D/g, '');
  return prefixes.some((prefix) => digits.startsWith(prefix));
}

// ---------- US ----------

function usCosts(input: LandedCostInput, currency: string, dutiable: number, estimate: DutyEstimate): MarketCosts {
  const costs: MarketCosts = { taxes: [], fees: [], may_apply: [], missing: [], assumptions: [] };
  addMpf(costs, currency, dutiable, estimate);
  addHmf(costs, input, currency, dutiable);
  costs.assumptions.push('No federal import VAT; state sales and use taxes are not included.');
  if (matchesAny(input.code, ['22', '24', '27'])) {
    costs.may_apply.push({ name: 'Federal excise tax', reason: 'Alcohol, tobacco and fuels carry federal excise tax (TTB/IRS) on import; not included.' });
  }
  return costs;
}

function addMpf(costs: MarketCosts, currency: string, dutiable: number, estimate: DutyEstimate): void {
  const program = estimate.rate_basis?.startsWith('special:') ? estimate.rate_basis.slice('special:'.length) : null;
  if (program && US_MPF_EXEMPT_PROGRAMS.includes(program)) {
    costs.assumptions.push(`MPF waived: originating goods claimed under special program ${program} are exempt from the merchandise processing fee.`);
    return;
  }
  const raw = percentOf(dutiable, US_MPF_PCT);
  if (currency !== 'USD') {
    costs.assumptions.push(`MPF is ${US_MPF_PCT}% of the value; its USD floor and cap were not applied to a ${currency} value.`);
    costs.fees.push({ name: 'Merchandise Processing Fee (MPF)', amount: roundMoney(raw, currency) });
    return;
  }
  const mpf = Math.min(Math.max(raw, US_MPF_MIN_USD), US_MPF_MAX_USD);
  costs.fees.push({ name: 'Merchandise Processing Fee (MPF)', amount: roundMoney(mpf, currency) });
  costs.assumptions.push(`Formal entry: MPF ${US_MPF_PCT}% of the value, at least $${US_MPF_MIN_USD} and at most $${US_MPF_MAX_USD}.`);
  if (dutiable <= US_INFORMAL_ENTRY_LIMIT_USD) costs.assumptions.push(`Value at or below $${US_INFORMAL_ENTRY_LIMIT_USD}: an informal entry with a lower flat MPF may be possible.`);
}

/** HMF is due on cargo unloaded from ships. FAS/FOB/CFR/CIF are sea-only terms, so they settle the mode. */
function addHmf(costs: MarketCosts, input: LandedCostInput, currency: string, dutiable: number): void {
  const incoterm = normalizeIncoterm(input.incoterm);
  const seaTerm = incoterm !== null && SEA_ONLY_INCOTERMS.has(incoterm);
  const hmf = roundMoney(percentOf(dutiable, US_HMF_PCT), currency);
  const name = 'Harbor Maintenance Fee (HMF)';
  if (input.transport === 'ocean' || (!input.transport && seaTerm)) {
    costs.fees.push({ name, amount: hmf });
    costs.assumptions.push(input.transport ? `Ocean shipment: HMF ${US_HMF_PCT}% of the value.` : `${incoterm} is a sea-only incoterm: ocean shipment assumed, HMF ${US_HMF_PCT}% of the value.`);
    return;
  }
  if (input.transport) return;
  costs.missing.push('transport');
  costs.may_apply.push({ name, reason: `${US_HMF_PCT}% of the value (${hmf} ${currency}) if the goods arrive by sea.` });
  costs.assumptions.push('Transport mode unknown: HMF is not included.');
}

// ---------- EU ----------

const EU_EXCISE_CHAPTERS = ['22', '24', '27'];

function euCosts(input: LandedCostInput, currency: string, customsValue: number): MarketCosts {
  const costs: MarketCosts = { taxes: [], fees: [], may_apply: [], missing: [], assumptions: [] };
  const destination = euDestination(input.destination_country, costs);
  const rate = EU_STANDARD_VAT_PCT[destination];
  // VAT base = customs value + duty (Directive 2006/112/EC art. 86); the duty is unknown here, so it is left out.
  costs.taxes.push({ name: `Import VAT (${destination})`, rate_pct: rate, amount: roundMoney(percentOf(customsValue, rate), currency) });
  costs.assumptions.push(`Import VAT at the standard rate of ${destination} (${rate}%) on the customs value; reduced rates are not considered.`);
  costs.assumptions.push('The VAT base leaves out the customs duty, which the loaded EU data does not give: VAT is understated by the VAT on the duty.');
  if (matchesAny(input.code, EU_EXCISE_CHAPTERS)) {
    costs.may_apply.push({ name: 'Excise duty', reason: 'Alcohol, tobacco and energy products carry national excise duty, which also enters the VAT base.' });
  }
  return costs;
}

function euDestination(requested: string | undefined, costs: MarketCosts): string {
  const country = euVatCountry(requested);
  if (country) return country;
  if (requested) costs.missing.push('destination_country');
  costs.assumptions.push(`${requested ? `${requested} is not an EU member state; ` : ''}destination ${EU_DEFAULT_DESTINATION} assumed for import VAT.`);
  return EU_DEFAULT_DESTINATION;
}

// ---------- VN ----------

/** Goods that may bear special consumption tax (Law on SCT): alcohol, beer, tobacco, fuels, vehicles, aircraft, boats, air conditioners, playing cards. */
const VN_SCT_PREFIXES = ['22', '24', '27', '87', '88', '89', '8415', '9504'];
/** Goods that may bear environmental protection tax: fuels and coal, HCFCs, plastic bags, restricted agrochemicals. */
const VN_EPT_PREFIXES = ['27', '2903', '3808', '3923'];

function vnCosts(input: LandedCostInput, currency: string, cif: number, duty: number | null): MarketCosts {
  const costs: MarketCosts = { taxes: [], fees: [], may_apply: [], missing: [], assumptions: [] };
  const base = cif + (duty ?? 0);
  costs.taxes.push({ name: 'Import VAT', rate_pct: VN_STANDARD_VAT_PCT, amount: roundMoney(percentOf(base, VN_STANDARD_VAT_PCT), currency) });
  costs.assumptions.push(`Import VAT ${VN_STANDARD_VAT_PCT}% on the CIF value plus import duty${duty === null ? ' (duty unknown, left out)' : ''}.`);
  costs.may_apply.push({ name: 'Lower VAT rate', reason: 'Some goods are taxed at 5% or 0%, are outside VAT, or get the temporary 2-point reduction (8%); check the VAT rules for this product.' });
  if (matchesAny(input.code, VN_SCT_PREFIXES)) {
    costs.may_apply.push({ name: 'Special consumption tax', reason: 'Charged on CIF + import duty for goods in the SCT list; it also enters the VAT base.' });
  }
  if (matchesAny(input.code, VN_EPT_PREFIXES)) {
    costs.may_apply.push({ name: 'Environmental protection tax', reason: 'A fixed amount per unit for fuels, coal, HCFCs, plastic bags and some agrochemicals; it also enters the VAT base.' });
  }
  return costs;
}
