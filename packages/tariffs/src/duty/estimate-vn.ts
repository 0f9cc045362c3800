/**
 * Vietnamese import duty: MFN ("ưu đãi") for origins with MFN treatment, the standard rate ("thông thường") otherwise,
 * and the lowest rate of the agreements the origin is party to when that is lower (proof of origin required).
 */
import { fixedPercent, type RateContext } from './apply-rate';
import { buildEstimate, unavailableEstimate } from './estimate-result';
import { parseVnRate } from './parse-vn-rate';
import { VN_AGREEMENTS, VN_NON_MFN_ORIGINS, vnAgreementsFor, type VnAgreement } from './programs';
import type { DutyEstimate, DutyEstimateInput, DutyLine, MayApply, ParsedRate } from './types';

interface Resolved {
  pct: number | null; // null: not usable for this origin
  min: number | null;
  max: number | null;
  notes: string[];
  mayApply: MayApply[];
}

const STANDARD_TO_MFN_FACTOR = 1.5; // Law on Import and Export Duties 2016, art. 5(3)(c): standard rate = 150% of MFN

export function estimateVn(input: DutyEstimateInput & { line: DutyLine }, currency: string): DutyEstimate {
  const origin = input.origin?.toUpperCase();
  const ctx: RateContext = { customs_value: input.customs_value, currency };
  const base = baseRate(input.line, origin);
  const baseResolved = resolveForOrigin(base.rate, origin, base.label);
  const candidates = origin ? agreementCandidates(input.line, origin) : [];
  const best = candidates.reduce<Candidate | null>((lowest, candidate) => (!lowest || isBetter(candidate, lowest) ? candidate : lowest), null);
  const useAgreement = best !== null && (baseResolved.pct === null || best.resolved.pct! < baseResolved.pct);
  const chosen = useAgreement ? agreementChoice(best!, candidates) : { ...base, resolved: baseResolved, certificate: false, extraNotes: [] as string[] };
  if (chosen.resolved.pct === null && chosen.rate.kind !== 'reference') {
    return unavailableEstimate(currency, [`No usable ${base.label} on this line (${JSON.stringify(chosen.rate.text)}).`, ...chosen.resolved.notes], ['code']);
  }
  const outcome = chosen.resolved.pct === null ? { ...fixedPercent(0, ctx), effective_pct: null, min_pct: null, max_pct: null, amount: null } : fixedPercent(chosen.resolved.pct, ctx);
  const others = origin ? otherAgreementFindings(input.line, origin) : { mayApply: agreementHint(input.line, baseResolved.pct), notes: [] };
  const mayApply = [...chosen.resolved.mayApply, ...others.mayApply];
  return buildEstimate({
    rate: chosen.rate,
    basis: chosen.rate.kind === 'reference' && chosen.resolved.pct === null ? 'reference' : chosen.basis,
    label: chosen.label,
    outcome: { ...outcome, min_pct: chosen.resolved.min ?? outcome.min_pct, max_pct: chosen.resolved.max ?? outcome.max_pct, missing: origin ? [] : ['origin'] },
    currency,
    customsValueGiven: typeof input.customs_value === 'number',
    mayApply,
    notes: [...base.notes, ...chosen.extraNotes, ...chosen.resolved.notes, ...others.notes],
    certificate: chosen.certificate,
  });
}

/** Lowest rate wins; on a tie the agreement with fewer parties (the bilateral one, ATIGA for ASEAN goods) is named. */
function isBetter(a: Candidate, b: Candidate): boolean {
  if (a.resolved.pct !== b.resolved.pct) return a.resolved.pct! < b.resolved.pct!;
  return a.agreement.countries.length < b.agreement.countries.length;
}

interface BaseRate {
  rate: ParsedRate;
  basis: string;
  label: string;
  notes: string[];
}

function baseRate(line: DutyLine, origin: string | undefined): BaseRate {
  const mfn = parseVnRate(line.duty_rate);
  if (origin && VN_NON_MFN_ORIGINS.includes(origin)) {
    const standard = standardRate(parseVnRate(stringOrNull(line.extra.standard_rate)), mfn);
    return { rate: standard.rate, basis: 'standard', label: 'Standard rate', notes: [`Goods of ${origin} do not have MFN treatment in Vietnam: the standard rate applies.`, ...standard.notes] };
  }
  const notes = origin ? [] : ['No origin given: the MFN rate is shown (origins with MFN treatment in Vietnam).'];
  return { rate: mfn, basis: 'mfn', label: 'MFN rate', notes };
}

/** "150% thuế MFN" and empty standard cells resolve against the MFN rate. */
function standardRate(standard: ParsedRate, mfn: ParsedRate): { rate: ParsedRate; notes: string[] } {
  const factor = standard.reference_factor ?? (standard.kind === 'empty' ? STANDARD_TO_MFN_FACTOR : null);
  if (factor === null || mfn.ad_valorem_pct === null) return { rate: standard, notes: [] };
  const pct = Math.round(mfn.ad_valorem_pct * factor * 1e6) / 1e6;
  const note = standard.kind === 'empty' ? 'The line has no standard rate; 150% of the MFN rate is used (Law on Import and Export Duties, art. 5).' : `Standard rate = ${factor * 100}% of the MFN rate.`;
  const text = standard.text || `${pct}`;
  return { rate: { ...standard, text, kind: 'ad_valorem', ad_valorem_pct: pct, ad_valorem_parts: [{ pct }], reference: null }, notes: [note] };
}

/** The rate a cell gives goods of `origin`, or why it gives none. */
export function resolveForOrigin(cellRate: ParsedRate, origin: string | undefined, label: string): Resolved {
  const rate = (origin && cellRate.country_rates?.[origin]) || cellRate;
  const none = (note: string, mayApply: MayApply[] = []): Resolved => ({ pct: null, min: null, max: null, notes: note ? [note] : [], mayApply });
  if (rate.not_eligible) return none(`${label}: the line is excluded (*).`);
  if (origin && rate.excluded_origins?.includes(origin)) return none(`${label}: goods of ${origin} are excluded from this rate (${rate.text}).`);
  if (rate.alternatives) return resolveAlternatives(rate, origin, label);
  if (rate.kind === 'reference') return none('', [{ name: `${label}: ${rate.reference ?? rate.text}`, reason: rate.note ?? 'The rate is set by another rule of the schedule; it is not estimated.' }]);
  if (rate.ad_valorem_pct === null || rate.kind !== 'ad_valorem') return none(rate.kind === 'empty' ? '' : `${label}: unreadable rate ${JSON.stringify(rate.text)}.`);
  if (rate.out_of_quota_pct !== undefined) return quotaResolved(rate, label);
  return { pct: rate.ad_valorem_pct, min: null, max: null, notes: [], mayApply: [] };
}

/** In-quota rates need a quota allocation; without one the out-of-quota rate applies, so that is the figure shown. */
function quotaResolved(rate: ParsedRate, label: string): Resolved {
  const inQuota = rate.ad_valorem_pct!;
  const outOfQuota = rate.out_of_quota_pct!;
  const mayApply = [{ name: `${label}: tariff quota`, reason: `${inQuota}% applies within the import tariff quota (quota allocation needed); ${outOfQuota}% outside it.` }];
  return { pct: outOfQuota, min: Math.min(inQuota, outOfQuota), max: Math.max(inQuota, outOfQuota), notes: [`${label}: out-of-quota rate shown.`], mayApply };
}

/** "0/5": one rate per national line the AHTN line covers. All must be usable; the highest is the safe figure. */
function resolveAlternatives(rate: ParsedRate, origin: string | undefined, label: string): Resolved {
  const parts = rate.alternatives!.map((alternative) => resolveForOrigin(alternative, origin, label));
  const usable = parts.filter((part) => part.pct !== null).map((part) => part.pct!);
  if (usable.length < parts.length) {
    const reason = usable.length ? `Only some of the lines this code covers qualify (${rate.text}); check the exact line.` : `No line of this code qualifies (${rate.text}).`;
    return { pct: null, min: null, max: null, notes: [], mayApply: usable.length ? [{ name: `${label} (part of the line)`, reason }] : [] };
  }
  const [min, max] = [Math.min(...usable), Math.max(...usable)];
  const notes = min === max ? [] : [`${label}: the code covers several lines with rates ${rate.text}; the highest (${max}%) is shown.`];
  return { pct: max, min, max, notes, mayApply: [] };
}

interface Candidate {
  agreement: VnAgreement;
  column: string;
  rate: ParsedRate;
  resolved: Resolved;
}

function agreementCells(line: DutyLine): Map<string, string | null> {
  const raw = (line.extra.agreement_rates ?? {}) as Record<string, unknown>;
  return new Map(Object.entries(raw).map(([key, value]) => [agreementKey(key), stringOrNull(value)]));
}

/** "Import duty rate per RCEPT A", "RCEPT A", "rcep_a", "VN-EAEU" → "RCEPTA", "VNEAEU". */
export function agreementKey(name: string): string {
  const key = name.toUpperCase().replace(/^IMPORT DUTY RATE PER\s*/, '').replace(/[^A-Z0-9]/g, '');
  return key.replace(/^RCEP([A-F])$/, 'RCEPT$1');
}

function agreementCandidates(line: DutyLine, origin: string): Candidate[] {
  return evaluateAgreements(line, origin).filter((candidate) => candidate.resolved.pct !== null);
}

function evaluateAgreements(line: DutyLine, origin: string): Candidate[] {
  const cells = agreementCells(line);
  return vnAgreementsFor(origin).flatMap(({ agreement, column }) => {
    const cell = cells.get(agreementKey(column));
    if (cell === undefined || cell === null || !cell.trim()) return [];
    const rate = parseVnRate(cell);
    return [{ agreement, column, rate, resolved: resolveForOrigin(rate, origin, column) }];
  });
}

function agreementChoice(best: Candidate, all: Candidate[]) {
  const others = all.filter((candidate) => candidate !== best).map((candidate) => `${candidate.column} ${candidate.resolved.pct}%`);
  const extraNotes = [
    `Lowest eligible agreement rate: ${best.agreement.title} (${best.column}). A certificate of origin is required: ${best.agreement.proof_of_origin}.`,
    ...(others.length ? [`Other agreements open to this origin: ${others.join(', ')}.`] : []),
  ];
  const label = best.column === best.agreement.name ? best.column : `${best.agreement.name}, schedule column ${best.column}`;
  return { rate: best.rate, basis: `agreement:${best.agreement.name}`, label: `Agreement rate (${label})`, resolved: best.resolved, certificate: true, extraNotes };
}

/** What the origin's other agreement cells say: exclusions (notes), quotas and partly qualifying lines (may_apply). */
function otherAgreementFindings(line: DutyLine, origin: string): { mayApply: MayApply[]; notes: string[] } {
  const evaluated = evaluateAgreements(line, origin);
  return {
    mayApply: evaluated.flatMap((candidate) => candidate.resolved.mayApply),
    notes: evaluated.filter((candidate) => candidate.resolved.pct === null).flatMap((candidate) => candidate.resolved.notes),
  };
}

/** Without an origin: the agreements that would beat the MFN rate, so the caller knows an origin matters. */
function agreementHint(line: DutyLine, mfnPct: number | null): MayApply[] {
  const cells = agreementCells(line);
  const lower = VN_AGREEMENTS.flatMap((agreement) => {
    const columns = agreement.name === 'RCEP' ? ['RCEPT A', 'RCEPT B', 'RCEPT C', 'RCEPT D', 'RCEPT E', 'RCEPT F'] : [agreement.name];
    return columns.flatMap((column) => {
      const resolved = resolveForOrigin(parseVnRate(cells.get(agreementKey(column)) ?? null), undefined, column);
      return resolved.pct !== null && (mfnPct === null || resolved.pct < mfnPct) ? [`${column} ${resolved.pct}%`] : [];
    });
  });
  if (!lower.length) return [];
  return [{ name: 'Preferential agreements', reason: `Lower rates with proof of origin: ${lower.join(', ')}. Give the origin to apply them.` }];
}

function stringOrNull(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value : null;
}
