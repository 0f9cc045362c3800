/** Duty and landed-cost engine for the US, EU and VN schedules. Pure functions: no database, no HTTP. */
export * from './types';
export { parseRate, parseSpecialRate, blankRate } from './parse-rate';
export { parseVnRate } from './parse-vn-rate';
export { normalizeUnit, convertQuantity } from './units';
export {
  US_PROGRAMS,
  US_COLUMN2_COUNTRIES,
  US_MPF_EXEMPT_PROGRAMS,
  usProgram,
  usProgramAppliesTo,
  VN_AGREEMENTS,
  VN_RCEP_COLUMN_BY_ORIGIN,
  VN_NON_MFN_ORIGINS,
  EU_MEMBER_STATES,
  vnAgreementsFor,
  type UsProgram,
  type VnAgreement,
} from './programs';
export { applyRate, type RateContext, type RateOutcome } from './apply-rate';
export { chapter99References, chapter99MayApply } from './chapter99';
export { estimateDuty } from './estimate';
export { agreementKey } from './estimate-vn';
export { DEFAULT_CURRENCY, roundMoney } from './money';
export { normalizeIncoterm, usDutiableValue, cifValue } from './customs-value';
export { EU_STANDARD_VAT_PCT, EU_DEFAULT_DESTINATION, VN_STANDARD_VAT_PCT } from './vat-rates';
export {
  landedCost,
  LANDED_COST_DISCLAIMER,
  US_MPF_PCT,
  US_MPF_MIN_USD,
  US_MPF_MAX_USD,
  US_HMF_PCT,
  US_INFORMAL_ENTRY_LIMIT_USD,
} from './landed-cost';
