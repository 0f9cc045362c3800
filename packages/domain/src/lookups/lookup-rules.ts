/**
 * The rules of a lookup's life, in one place: statuses, queue membership, decisions, review
 * flags and risk. Routes, repositories and workers read them from here.
 */
export const LOOKUP_STATUSES = ['queued', 'processing', 'proposed', 'needs_review', 'needs_info', 'error'] as const;
export type LookupStatus = (typeof LOOKUP_STATUSES)[number];

/** Not finished yet: reruns and decisions wait (409), readers poll (`Retry-After: 1`). */
export const PENDING_STATUSES: readonly LookupStatus[] = ['queued', 'processing'];
/** Statuses that put a lookup in the review queue (when undecided and not resolved). */
export const QUEUE_STATUSES: readonly LookupStatus[] = ['needs_review', 'needs_info', 'error'];

export const isPending = (status: string) => (PENDING_STATUSES as readonly string[]).includes(status);

export const LOOKUP_KINDS = ['single', 'batch', 'sku'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

export const DECISIONS = ['approved', 'overridden', 'rejected'] as const;
export type Decision = (typeof DECISIONS)[number];
export const DECISION_ACTIONS = ['approve', 'override', 'reject', 'reopen', 'comment'] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

export const LOOKUP_SORTS = ['newest', 'oldest', 'confidence', 'risk'] as const;
export type LookupSort = (typeof LOOKUP_SORTS)[number];

/** Progress stages of the interface decisions; `steps` is 5 (queued is step 0). */
export const PROGRESS_STAGES = ['queued', 'normalizing', 'retrieving', 'ranking', 'checking', 'explaining'] as const;
export type ProgressStage = (typeof PROGRESS_STAGES)[number];

export function progressOf(stage: ProgressStage, startedAt: Date) {
  const step = PROGRESS_STAGES.indexOf(stage);
  return { stage, step, steps: 5, percent: Math.round((step / 5) * 100), started_at: startedAt.toISOString() };
}

/** Only `lookup.completed` for single lookups: batch rows and catalog classifications send none. */
export const sendsCompletedEvent = (kind: string) => kind === 'single';

// ---------- review flags ----------

export const REVIEW_FLAGS = [
  'no_official_evidence', 'demo_data', 'low_confidence', 'ambiguous', 'missing_info', 'legal_conflict',
  'lexical_only', 'heading_only', 'code_mismatch', 'compliance_hint',
] as const;
export type ReviewFlag = (typeof REVIEW_FLAGS)[number];

export const LOW_CONFIDENCE_BELOW = 0.6;
export const AMBIGUOUS_WITHIN = 0.1;

export interface FlagFacts {
  isDemo: boolean;
  confidence: number;
  /** Winner and runner-up scores (0..1 scale of the winner), when there is a runner-up. */
  firstScore: number | null;
  secondScore: number | null;
  missing: number;
  legalConflict: boolean;
  lexicalOnly: boolean;
  headingOnly: boolean;
  codeMismatch: boolean;
  complianceHint: boolean;
}

export function reviewFlagsOf(f: FlagFacts): ReviewFlag[] {
  const flags: Array<ReviewFlag | false> = [
    f.isDemo && 'no_official_evidence',
    f.isDemo && 'demo_data',
    f.confidence < LOW_CONFIDENCE_BELOW && 'low_confidence',
    f.firstScore !== null && f.secondScore !== null && f.firstScore > 0 && (f.firstScore - f.secondScore) / f.firstScore < AMBIGUOUS_WITHIN && 'ambiguous',
    f.missing > 0 && 'missing_info',
    f.legalConflict && 'legal_conflict',
    f.lexicalOnly && 'lexical_only',
    f.headingOnly && 'heading_only',
    f.codeMismatch && 'code_mismatch',
    f.complianceHint && 'compliance_hint',
  ];
  return flags.filter((flag): flag is ReviewFlag => !!flag);
}

// ---------- risk ----------

const STATUS_RISK: Record<LookupStatus, number> = { queued: 0, processing: 0, proposed: 0, needs_review: 15, needs_info: 20, error: 60 };
const FLAG_RISK: Partial<Record<ReviewFlag, number>> = { legal_conflict: 20, heading_only: 15, code_mismatch: 15, demo_data: 10, ambiguous: 5, missing_info: 5, compliance_hint: 5 };

/**
 * Risk 0–100 from status, confidence and flags: a failed lookup or an unsure one with a legal
 * conflict is high; a confident proposal is low. Levels: high ≥ 60, medium ≥ 30.
 */
export function riskOf(status: LookupStatus, confidence: number, flags: readonly string[]): { risk: number; risk_level: 'high' | 'medium' | 'low' } {
  if (isPending(status)) return { risk: 0, risk_level: 'low' };
  const uncertainty = status === 'error' ? 0 : Math.round((1 - confidence) * 50);
  const risk = Math.min(100, STATUS_RISK[status] + uncertainty + flags.reduce((sum, flag) => sum + (FLAG_RISK[flag as ReviewFlag] ?? 0), 0));
  return { risk, risk_level: risk >= 60 ? 'high' : risk >= 30 ? 'medium' : 'low' };
}

// ---------- decisions ----------

export type DecisionOutcome =
  | { kind: 'decide'; decision: Decision; finalCode: string | null; sendsEvent: true }
  | { kind: 'reopen' }
  | { kind: 'comment' };

/**
 * The decision table of the spec: approve/override/reject only without a decision (409 "reopen
 * first"), reopen only with one, override with the recommended code is an approval.
 */
export function decisionOutcome(action: DecisionAction, current: { decision: string | null; recommended_code: string | null }, overrideCode: string | null): DecisionOutcome | { kind: 'conflict'; messageKey: 'error.conflict.no_decision' | 'error.conflict.decided' } {
  if (action === 'comment') return { kind: 'comment' };
  if (action === 'reopen') return current.decision ? { kind: 'reopen' } : { kind: 'conflict', messageKey: 'error.conflict.no_decision' };
  if (current.decision) return { kind: 'conflict', messageKey: 'error.conflict.decided' };
  if (action === 'approve') return { kind: 'decide', decision: 'approved', finalCode: current.recommended_code, sendsEvent: true };
  if (action === 'reject') return { kind: 'decide', decision: 'rejected', finalCode: null, sendsEvent: true };
  if (overrideCode !== null && overrideCode === current.recommended_code) return { kind: 'decide', decision: 'approved', finalCode: current.recommended_code, sendsEvent: true };
  return { kind: 'decide', decision: 'overridden', finalCode: overrideCode, sendsEvent: true };
}
