import type { RankedList } from './candidates';
import type { ScoredHs6 } from './classify';

/** The confidence at or above which a lookup may be proposed without review (interface decisions). */
export const PROPOSE_AT = 0.75;

export interface ConfidenceFeatures {
  margin: number; // how far the first HS6 leads the second, relative to the first
  firsts: number; // lists that put the first HS6 first
  precedent_share: number; // share of the precedent votes the first HS6 got
  precedent_strength: number; // how closely the best precedent matches (0..1)
  lexical_strength: number;
}

export function confidenceFeatures(scored: ScoredHs6[], precedents: RankedList, lexical: RankedList): ConfidenceFeatures {
  const [first, second] = scored;
  if (!first) return { margin: 0, firsts: 0, precedent_share: 0, precedent_strength: 0, lexical_strength: 0 };
  const votes = precedents.items.reduce((sum, i) => sum + i.score, 0);
  return {
    margin: second ? (first.final - second.final) / first.final : 1,
    firsts: Object.values(first.ranks).filter((r) => r === 1).length,
    precedent_share: votes ? (precedents.items.find((i) => i.hs6 === first.hs6)?.score ?? 0) / votes : 0,
    precedent_strength: precedents.strength ?? 0,
    lexical_strength: lexical.strength ?? 0,
  };
}

/**
 * Logistic model of "the first HS6 is right", fitted by `pnpm calibrate` (leave-one-out over the
 * shipped Korea Customs cases, never the evaluation sets); refit when the ranking changes.
 */
export const CONFIDENCE_MODEL = { intercept: -2.716, margin: 1.349, firsts: 0.526, precedent_share: 3.497, precedent_strength: -0.975, lexical_strength: 0.721 };

export function confidenceOf(scored: ScoredHs6[], precedents: RankedList, lexical: RankedList): number {
  if (!scored.length) return 0;
  const f = confidenceFeatures(scored, precedents, lexical);
  const m = CONFIDENCE_MODEL;
  const z = m.intercept + m.margin * f.margin + m.firsts * f.firsts + m.precedent_share * f.precedent_share + m.precedent_strength * f.precedent_strength + m.lexical_strength * f.lexical_strength;
  return Math.round((1 / (1 + Math.exp(-z))) * 1000) / 1000;
}

export interface StatusFacts {
  confidence: number;
  /** Questions whose answers would separate the top candidates (questions.ts). */
  questions: number;
  legalConflict: boolean;
  isDemo: boolean;
}

/**
 * The status rule, in one place: `needs_info` when a missing fact separates the top candidates
 * and a question can ask it; else `proposed` at confidence ≥ 0.75 with no legal conflict on an
 * official dataset; else `needs_review`.
 */
export function decideStatus(facts: StatusFacts): 'proposed' | 'needs_review' | 'needs_info' {
  if (facts.questions > 0) return 'needs_info';
  if (facts.confidence >= PROPOSE_AT && !facts.legalConflict && !facts.isDemo) return 'proposed';
  return 'needs_review';
}
