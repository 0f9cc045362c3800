import type { RankedList } from './candidates';
import type { ScoredHs6 } from './classify';
import CONFIDENCE_MODEL_JSON from './confidence-model.json';
import { treeProbability, type BinaryTreeModel } from './rank-trees';
import { RANK_FEATURES, type RankFeatures } from './rerank';

/** The confidence at or above which a lookup may be proposed without review (interface decisions). */
export const PROPOSE_AT = 0.75;

export interface ConfidenceFeatures {
  margin: number; // how far the first HS6 leads the second, relative to the first
  firsts: number; // lists that put the first HS6 first
  precedent_share: number; // share of the precedent votes the first HS6 got
  precedent_strength: number; // how closely the best precedent matches (0..1)
  lexical_strength: number;
  top_precedent_agrees: number; // the single closest precedent has the first HS6 (0/1)
  glossary_agrees: number; // the reader's first heading is the first HS6's (0/1)
  unrecognised: number; // the reader named no product, or the text is mostly codes (0/1)
  learned: number; // the learned ranking ordered the candidates (declarant-style text) (0/1)
  learned_share: number; // the first HS6's share of belief under the learned ranking (0 without it)
  heading_share: number; // the first HS6's heading's part of all the candidates' scores
  near_cases_agree: number; // share of the five closest cases that have the first HS6
  first_field_agrees: number; // share of the cases worded as the declaration in their first field that have the first HS6
  first_field_cases: number; // how many such cases there are (log scale)
  hand_agrees: number; // the hand-weighted fusion's score for the first HS6, relative to its best (1: both rankings agree)
  runner_up_same_heading: number; // the second HS6 is in the first's heading: only the subheading is in doubt (0/1)
  product_named: number; // share of an English product name the closest cases hold (1 where the reader named none)
}

/** What the reading and the precedents say about the first candidate, beyond the ranked lists. */
export interface ConfidenceContext {
  topPrecedentHs6: string | null;
  headings: string[];
  flags: string[];
  /** The learned ranking ordered the candidates: their `final` is a share of belief. */
  learned: boolean;
  /** HS6 of the closest cases, closest first. */
  nearCasesHs6: string[];
  /** Share of the product's English name the closest cases hold (candidates.ts productNamedByCases). */
  productNamed: number;
}

const NO_CANDIDATE: ConfidenceFeatures = { margin: 0, firsts: 0, precedent_share: 0, precedent_strength: 0, lexical_strength: 0, top_precedent_agrees: 0, glossary_agrees: 0, unrecognised: 1, learned: 0, learned_share: 0, heading_share: 0, near_cases_agree: 0, first_field_agrees: 0, first_field_cases: 0, hand_agrees: 0, runner_up_same_heading: 0, product_named: 0 };

export function confidenceFeatures(scored: ScoredHs6[], precedents: RankedList, lexical: RankedList, context: ConfidenceContext): ConfidenceFeatures {
  const [first, second] = scored;
  if (!first) return { ...NO_CANDIDATE, product_named: context.productNamed };
  const votes = precedents.items.reduce((sum, i) => sum + i.score, 0);
  const total = scored.reduce((sum, s) => sum + s.final, 0);
  const heading = scored.filter((s) => s.hs6.slice(0, 4) === first.hs6.slice(0, 4)).reduce((sum, s) => sum + s.final, 0);
  const near = context.nearCasesHs6.slice(0, 5);
  return {
    margin: second ? (first.final - second.final) / first.final : 1,
    firsts: Object.values(first.ranks).filter((r) => r === 1).length,
    precedent_share: votes ? (precedents.items.find((i) => i.hs6 === first.hs6)?.score ?? 0) / votes : 0,
    precedent_strength: precedents.strength ?? 0,
    lexical_strength: lexical.strength ?? 0,
    top_precedent_agrees: context.topPrecedentHs6 === first.hs6 ? 1 : 0,
    glossary_agrees: context.headings[0] === first.hs6.slice(0, 4) ? 1 : 0,
    unrecognised: context.flags.includes('no_product_match') || context.flags.includes('code_like') ? 1 : 0,
    learned: context.learned ? 1 : 0,
    learned_share: context.learned ? first.final : 0,
    heading_share: total > 0 ? heading / total : 0,
    near_cases_agree: near.length ? near.filter((hs6) => hs6 === first.hs6).length / near.length : 0,
    first_field_agrees: first.features.first_field_cases,
    first_field_cases: first.features.query_first_field_cases,
    hand_agrees: first.features.hand,
    runner_up_same_heading: second?.hs6.slice(0, 4) === first.hs6.slice(0, 4) ? 1 : 0,
    product_named: context.productNamed,
  };
}

/**
 * The confidence: gradient-boosted trees (log loss) over the features above and the winner's
 * ranking features, fitted by `pnpm calibrate` on shipped Korea Customs cases the ranking never
 * saw (never on the evaluation sets); refit when the ranking changes. Trees, unlike the logistic
 * models they replaced, let one signal count only where another holds (the first-field cases
 * matter where there are many; the learned share only under the learned ranking), which sorts
 * more lookups to the ends of the scale: on the kr set HS6 precision inside the proposed share
 * went 93.4 → 95 % at about the same share.
 */
export type ConfidenceModel = BinaryTreeModel;
export const CONFIDENCE_MODEL: ConfidenceModel = CONFIDENCE_MODEL_JSON;

/** Every value the confidence model may read, by name: the features above, and the winner's ranking features as `winner_<name>`. */
export const CONFIDENCE_INPUTS: readonly string[] = [...Object.keys(NO_CANDIDATE), ...RANK_FEATURES.map((name) => `winner_${name}`)];

export function confidenceInputs(features: ConfidenceFeatures, winner: RankFeatures | undefined): Record<string, number> {
  const inputs: Record<string, number> = { ...features };
  for (const name of RANK_FEATURES) inputs[`winner_${name}`] = winner?.[name] ?? 0;
  return inputs;
}

export function confidenceOf(inputs: Record<string, number>, candidates: number, model: ConfidenceModel = CONFIDENCE_MODEL): number {
  if (!candidates) return 0;
  return Math.round(treeProbability(model, model.features.map((name) => inputs[name])) * 1000) / 1000;
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
