/**
 * Duty estimate for one tariff line and one origin. Pure: the caller looks the line up and passes it in.
 * What the estimate applied, what may apply on top and which inputs were missing are always listed.
 */
import { estimateUs } from './estimate-us';
import { estimateVn } from './estimate-vn';
import { unavailableEstimate } from './estimate-result';
import { DEFAULT_CURRENCY } from './money';
import type { DutyEstimate, DutyEstimateInput } from './types';

export function estimateDuty(input: DutyEstimateInput): DutyEstimate {
  const currency = (input.currency ?? DEFAULT_CURRENCY[input.market]).toUpperCase();
  if (input.market === 'EU') return estimateEu(currency);
  const line = input.line;
  if (!line) return unavailableEstimate(currency, [`No tariff line ${input.code} in the loaded ${input.market} schedule.`], ['code']);
  return input.market === 'US' ? estimateUs({ ...input, line }, currency) : estimateVn({ ...input, line }, currency);
}

/** The EU data loaded is the Combined Nomenclature alone: it has no duty rates, and a rate is never made up. */
function estimateEu(currency: string): DutyEstimate {
  const notes = [
    'The loaded EU Combined Nomenclature has no duty rates. The third-country duty and any preference for the origin must be read from TARIC for this code.',
  ];
  const mayApply = [
    { name: 'EU customs duty (TARIC)', reason: 'Third-country (erga omnes) duty, or a preferential rate when the origin has an EU trade agreement or GSP status and proof of origin is given.' },
    { name: 'TARIC measures', reason: 'Anti-dumping and countervailing duties, tariff quotas and suspensions are set per code and origin in TARIC.' },
  ];
  return unavailableEstimate(currency, notes, ['duty_rate'], mayApply);
}
