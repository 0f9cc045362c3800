/**
 * US duty per HTSUS General Note 3: column 2 for the countries of GN 3(b); otherwise the lowest special rate the origin
 * may claim (GN 3(a)(iii)); otherwise the general rate.
 */
import { applyRate, type RateContext, type RateOutcome } from './apply-rate';
import { chapter99MayApply } from './chapter99';
import { parseRate, parseSpecialRate } from './parse-rate';
import { US_COLUMN2_COUNTRIES, usProgram, usProgramAppliesTo } from './programs';
import type { DutyEstimate, DutyEstimateInput, DutyLine, MayApply, ParsedRate, SpecialRateSegment } from './types';
import { buildEstimate, unavailableEstimate } from './estimate-result';

interface RateChoice {
  rate: ParsedRate;
  basis: string;
  label: string;
  notes: string[];
  may_apply: MayApply[];
  certificate: boolean;
}

const USABLE_KINDS = new Set(['free', 'ad_valorem', 'specific', 'compound']);

const COLUMN2_NOTES: Record<string, string> = {
  CU: 'Imports from Cuba are prohibited under the embargo (31 CFR part 515) unless licensed.',
  KP: 'Imports from North Korea are prohibited by sanctions (31 CFR part 510).',
  RU: 'Many Russian-origin goods are banned or carry further duties; check current sanctions.',
  BY: 'Belarusian goods are subject to column 2 rates since 2022; check current sanctions.',
};

export function estimateUs(input: DutyEstimateInput & { line: DutyLine }, currency: string): DutyEstimate {
  const origin = input.origin?.toUpperCase();
  const ctx: RateContext = { customs_value: input.customs_value, quantity: input.quantity, unit: input.unit, line_unit: input.line.unit, currency };
  const choice = chooseRate(input.line, origin, ctx, input.apply_expired_programs === true);
  if (choice.rate.kind === 'empty' || choice.rate.kind === 'unknown') {
    return unavailableEstimate(currency, [`No usable rate on this line (${JSON.stringify(choice.rate.text)}); use a declarable 8- or 10-digit line.`], ['code']);
  }
  const outcome = applyRate(choice.rate, ctx);
  const mayApply = [...choice.may_apply, ...referenceMayApply(choice.rate), ...chapter99MayApply(input.line, origin)];
  const missing = origin ? outcome.missing : ['origin', ...outcome.missing];
  return buildEstimate({
    rate: choice.rate,
    basis: choice.rate.kind === 'reference' ? 'reference' : choice.basis,
    label: choice.label,
    outcome: { ...outcome, missing },
    currency,
    customsValueGiven: typeof input.customs_value === 'number',
    mayApply,
    notes: [...choice.notes, ...outcome.notes, 'Chapter 99 duties announced after the loaded schedule edition are not covered; check the current chapter 99.'],
    certificate: choice.certificate,
  });
}

function chooseRate(line: DutyLine, origin: string | undefined, ctx: RateContext, includeExpired: boolean): RateChoice {
  const general: RateChoice = { rate: parseRate(line.duty_rate), basis: 'general', label: 'General (column 1) rate', notes: [], may_apply: [], certificate: false };
  const segments = parseSpecialRate(line.special_rate);
  if (origin && US_COLUMN2_COUNTRIES.includes(origin)) return column2Choice(line, origin, general);
  const productPrograms = productProgramMayApply(segments);
  if (!origin) return { ...general, may_apply: [...specialProgramsHint(segments), ...productPrograms] };
  const special = lowestSpecial(segments, origin, ctx, includeExpired);
  const mayApply = [...special.mayApply, ...productPrograms];
  const generalCandidate = { choice: general, outcome: applyRate(general.rate, ctx) };
  if (special.best && isLower(special.best, generalCandidate)) return { ...special.best.choice, may_apply: mayApply };
  return { ...general, may_apply: mayApply };
}

function column2Choice(line: DutyLine, origin: string, general: RateChoice): RateChoice {
  const rate = parseRate(line.column2_rate);
  const notes = [`Products of ${origin} pay the column 2 rate (HTSUS General Note 3(b)).`, COLUMN2_NOTES[origin]];
  if (!USABLE_KINDS.has(rate.kind) && rate.kind !== 'reference') return { ...general, notes: [...notes, 'The line has no column 2 rate; the general rate is shown.'] };
  return { rate, basis: 'column2', label: 'Column 2 rate', notes, may_apply: [], certificate: false };
}

interface Candidate {
  choice: RateChoice;
  outcome: RateOutcome;
}

function lowestSpecial(segments: SpecialRateSegment[], origin: string, ctx: RateContext, includeExpired: boolean) {
  const candidates: Candidate[] = [];
  const mayApply: MayApply[] = [];
  for (const segment of segments) {
    const eligible = segment.programs.filter((code) => usProgramAppliesTo(code, origin, includeExpired));
    mayApply.push(...lapsedProgramMayApply(segment, origin, includeExpired));
    if (!eligible.length) continue;
    if (!USABLE_KINDS.has(segment.rate.kind)) {
      mayApply.push({ name: `Special program ${eligible.join(', ')}`, reason: `For originating goods: ${segment.rate.text} (a quota or chapter 99 provision sets the rate).` });
      continue;
    }
    candidates.push({ choice: specialChoice(segment, eligible[0]), outcome: applyRate(segment.rate, ctx) });
  }
  const best = candidates.reduce<Candidate | null>((lowest, candidate) => (!lowest || isLower(candidate, lowest) ? candidate : lowest), null);
  return { best, mayApply };
}

function specialChoice(segment: SpecialRateSegment, code: string): RateChoice {
  const program = usProgram(code)!;
  const notes = [
    `Preferential rate under ${program.name} (${code}); the goods must meet its rules of origin and the claim must be made at entry with the certification of origin it requires.`,
    ...(program.note ? [program.note] : []),
  ];
  return { rate: segment.rate, basis: `special:${code}`, label: `Special rate (${code})`, notes, may_apply: [], certificate: true };
}

/**
 * Lower duty first. Rates that cannot be put in percent (no quantity or value) compare on their ad valorem part,
 * then on their amount, then on the sum of their money-per-unit terms.
 */
function isLower(a: Candidate, b: Candidate): boolean {
  const pct = (outcome: RateOutcome) => outcome.effective_pct ?? outcome.min_pct ?? Infinity;
  if (pct(a.outcome) !== pct(b.outcome)) return pct(a.outcome) < pct(b.outcome);
  if (a.outcome.amount !== null && b.outcome.amount !== null) return a.outcome.amount < b.outcome.amount;
  return specificSum(a.choice.rate) < specificSum(b.choice.rate);
}

function specificSum(rate: ParsedRate): number {
  return rate.specific.reduce((sum, part) => sum + part.amount, 0);
}

function lapsedProgramMayApply(segment: SpecialRateSegment, origin: string, includeExpired: boolean): MayApply[] {
  if (includeExpired) return [];
  return segment.programs
    .filter((code) => !usProgramAppliesTo(code, origin) && usProgramAppliesTo(code, origin, true))
    .map((code) => ({ name: `Special program ${code}`, reason: `${usProgram(code)!.name} would give ${segment.rate.text} for ${origin}, but it is not in force. ${usProgram(code)!.note ?? ''}`.trim() }));
}

/** Programs that depend on the product or its use (civil aircraft, pharmaceuticals, dye intermediates), not on origin. */
function productProgramMayApply(segments: SpecialRateSegment[]): MayApply[] {
  return segments.flatMap((segment) =>
    segment.programs
      .map((code) => usProgram(code))
      .filter((program) => program && !program.countries.length && !program.expired)
      .map((program) => ({ name: `Special program ${program!.code}`, reason: `${program!.name}: ${segment.rate.text} if the goods qualify. ${program!.note ?? ''}`.trim() })),
  );
}

function specialProgramsHint(segments: SpecialRateSegment[]): MayApply[] {
  const byOrigin = segments.filter((segment) => segment.programs.some((code) => usProgram(code)?.countries.length));
  if (!byOrigin.length) return [];
  const summary = byOrigin.map((segment) => `${segment.rate.text} (${segment.programs.join(',')})`).join('; ');
  return [{ name: 'Special tariff programs', reason: `Lower rates for qualifying origins: ${summary}. Give the origin to apply them.` }];
}

function referenceMayApply(rate: ParsedRate): MayApply[] {
  if (rate.kind !== 'reference') return [];
  return [{ name: 'Rate of another provision', reason: `The rate is defined elsewhere: "${rate.reference}". Classify the article it refers to for the rate.` }];
}
