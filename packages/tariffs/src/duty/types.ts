/** Shapes of the duty and landed-cost engine. Pure data: the functions that fill them live beside this file. */
import type { Market } from '../types';

export type RateKind = 'free' | 'ad_valorem' | 'specific' | 'compound' | 'reference' | 'unknown' | 'empty';

/** One money-per-unit term of a rate: `2.4¢/kg` → {amount: 0.024, per: 'kg'}. */
export interface SpecificPart {
  amount: number; // in dollars; cents are divided by 100
  currency: 'USD';
  per: string; // normalized unit: 'kg', 'liter', 'pf_liter', 'each', 'doz', 'gross', 'thousand', 'm2', 'line_gross' …
  basis_note?: string; // what the quantity is measured on: 'on drained weight', 'on copper content' …
  min_amount?: number; // sugar-polarity rates: the floor of "… less x for each degree … but not less than y"
}

/** One percent term. `basis` is set when the percent applies to a part of the goods (the case, the battery). */
export interface AdValoremPart {
  pct: number;
  basis?: string;
}

export interface ParsedRate {
  text: string;
  kind: RateKind;
  ad_valorem_pct: number | null; // sum of the percent terms on the whole value; null when there is none
  specific: SpecificPart[];
  reference: string | null; // the text of a rate defined elsewhere ("The rate applicable to …", "See 9822.04.10")
  min_pct: number | null; // only where the text gives a range or alternatives
  max_pct: number | null;
  ad_valorem_parts: AdValoremPart[]; // every percent term, including those on a part of the goods
  note?: string; // conditions attached to the rate ("under bond", "in-quota", "excluded from the agreement")
  reference_adjust_pct?: number; // "The duty provided in the applicable subheading + 25%" → 25; "minus 5%" → -5
  reference_factor?: number; // VN standard rate "150% thuế MFN" → 1.5 (times the MFN rate)
  alternatives?: ParsedRate[]; // VN cells with several rates for one line ("0/5"): one per split line
  excluded_origins?: string[]; // VN "0 (-KH, TH)": origins that may not use the rate
  country_rates?: Record<string, ParsedRate>; // VN CPTPP "2,7; M: 5,4": the rate for Mexico
  out_of_quota_pct?: number; // VN "40 (NHN: 80)": 40 in quota, 80 out of quota
  not_eligible?: boolean; // VN "*": the line is excluded from the agreement
}

/** One rate of a US special column with the program codes that follow it in parentheses. */
export interface SpecialRateSegment {
  rate: ParsedRate;
  programs: string[];
}

/** A tariff line as the duty engine needs it (a subset of ParsedLine / the tariff_lines row). */
export interface DutyLine {
  duty_rate: string | null;
  special_rate: string | null;
  column2_rate: string | null;
  unit: string | null;
  footnotes: string[];
  additional_duties: string[];
  extra: Record<string, unknown>; // VN: agreement_rates (Record<string, string | null>), standard_rate
}

export type Transport = 'ocean' | 'air' | 'truck' | 'rail' | 'mail' | 'other';

export interface DutyEstimateInput {
  market: Market;
  code: string;
  line: DutyLine | null;
  origin?: string; // ISO 3166 alpha-2
  customs_value?: number;
  quantity?: number;
  unit?: string;
  currency?: string;
  /** Apply programs that have lapsed (GSP) as if renewed. Off by default. */
  apply_expired_programs?: boolean;
}

export interface MayApply {
  name: string;
  reason: string;
}

export interface AppliedDuty {
  name: string;
  rate_text: string | null;
  pct: number | null;
  amount: number | null;
}

export interface DutyEstimate {
  available: boolean;
  rate_text: string | null;
  /** 'general' | 'special:<program>' | 'column2' | 'mfn' | 'standard' | 'agreement:<name>' | 'reference' | null */
  rate_basis: string | null;
  effective_pct: number | null;
  min_pct: number | null;
  max_pct: number | null;
  additional_pct: number | null; // additional duties applied with certainty (conditional ones go to may_apply)
  additional: AppliedDuty[];
  may_apply: MayApply[];
  specific: boolean; // the rate has a money-per-unit term
  currency: string;
  amount?: number; // only when it could be computed
  applied: AppliedDuty[];
  missing_inputs: string[];
  notes: string[];
  certificate_of_origin_required: boolean;
}

export interface LandedCostInput {
  code: string;
  market: Market;
  line: DutyLine | null;
  origin?: string;
  customs_value: number;
  currency?: string;
  freight?: number;
  insurance?: number;
  quantity?: number;
  unit?: string;
  incoterm?: string;
  destination_country?: string; // EU member state for import VAT; default DE
  transport?: Transport;
  apply_expired_programs?: boolean;
}

export interface TaxLine {
  name: string;
  rate_pct: number;
  amount: number;
}

export interface FeeLine {
  name: string;
  amount: number;
}

export interface LandedCost {
  currency: string;
  customs_value: number;
  dutiable_value: number;
  duty: number | null; // null when the duty could not be computed (EU, specific rate without quantity …)
  duty_estimate: DutyEstimate;
  taxes: TaxLine[];
  fees: FeeLine[];
  freight_and_insurance_outside_value: number; // freight/insurance paid on top of the dutiable value
  total_landed_cost: number;
  applied: AppliedDuty[];
  may_apply: MayApply[];
  missing_inputs: string[];
  assumptions: string[];
  disclaimer: string;
}
