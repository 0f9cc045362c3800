import type { Fused, RankedList } from './candidates';

/**
 * The learned ranking for declarant-style text: each HS6 the lists found is described by what every list says about it
 * and about its heading, and a linear model fitted by `pnpm calibrate --rank` (listwise, leaving
 * each of a sample of the shipped Korea Customs cases out) turns that into a share of belief.
 * The hand-weighted fusion stays one of its inputs, so what it knew is kept.
 */
export const RANK_FEATURES = [
  'hand', // the hand-weighted fusion, relative to the best candidate's
  'lexical', // schedule-text score relative to the best
  'lexical_rank', // 1 / rank in the schedule-text list
  'lexical_strong', // lexical × how well the text matched at all
  'precedent', // precedent votes relative to the best
  'precedent_rank',
  'precedent_share', // share of all precedent votes
  'precedent_strong', // precedent × how close the best case is
  'first_field', // schedule-text score of a declaration's first field alone, relative to the best
  'first_field_rank',
  'glossary', // the reader's heading list (1 for its first heading, 1/2, …)
  'glossary_strong', // glossary where no close precedent speaks
  'heading_precedent_share', // share of precedent votes for the candidate's heading
  'heading_lexical', // the best schedule-text score within the candidate's heading
  'case_best', // similarity of the closest case with this HS6 (relative to the closest of all)
  'case_count', // how many of the nearest cases have this HS6 (log scale)
  'heading_case_best', // … the closest case in this heading
  'heading_case_count',
  'closest_case', // the single closest case has this HS6
  'closest_case_heading', // … or at least this heading
  'attributes', // log of the attribute agreement factor (construction, material, state)
  'prior', // how common the HS6 is among the shipped cases (log scale)
] as const;

export type RankFeature = (typeof RANK_FEATURES)[number];
export type RankFeatures = Record<RankFeature, number>;

/** What the whole query says, shared by every candidate's features. */
export interface RankContext {
  lists: RankedList[];
  closestCaseHs6: string | null;
  /** The nearest cases' HS6, closest first, with their similarity to the closest (0..1). */
  cases: Array<{ hs6: string; similarity: number }>;
  /** Shipped cases per HS6, and the largest count (for the prior). */
  caseCounts: { byHs6: Map<string, number>; max: number };
  /** Leave-one-out: the HS6 of the case left out, whose count drops by one. */
  excludedHs6?: string;
}

interface ListSummary {
  best: number;
  total: number;
  byHeading: Map<string, { total: number; best: number }>;
  strength: number;
}

function summarise(list: RankedList | undefined): ListSummary {
  const byHeading = new Map<string, { total: number; best: number }>();
  let total = 0;
  for (const item of list?.items ?? []) {
    total += item.score;
    const h = byHeading.get(item.hs6.slice(0, 4)) ?? { total: 0, best: 0 };
    h.total += item.score;
    h.best = Math.max(h.best, item.score);
    byHeading.set(item.hs6.slice(0, 4), h);
  }
  return { best: list?.items[0]?.score || 1, total: total || 1, byHeading, strength: list?.strength ?? 1 };
}

function nearestCases(cases: RankContext['cases']) {
  const byHs6 = new Map<string, { best: number; count: number }>();
  const byHeading = new Map<string, { best: number; count: number }>();
  const add = (map: typeof byHs6, key: string, similarity: number) => {
    const entry = map.get(key) ?? { best: 0, count: 0 };
    entry.best = Math.max(entry.best, similarity);
    entry.count += 1;
    map.set(key, entry);
  };
  for (const c of cases) {
    add(byHs6, c.hs6, c.similarity);
    add(byHeading, c.hs6.slice(0, 4), c.similarity);
  }
  return { byHs6, byHeading, scale: Math.log1p(Math.max(1, cases.length)) };
}

/** Features of every fused candidate; `hand` is each one's hand-weighted score. */
export function rankFeatures(candidates: Array<{ hs6: string; fused: Fused; hand: number; attributes: number }>, context: RankContext): RankFeatures[] {
  const list = (name: RankedList['name']) => summarise(context.lists.find((l) => l.name === name));
  const [lexical, precedents, glossary, firstField] = [list('lexical'), list('precedents'), list('glossary'), list('first_field')];
  const bestHand = Math.max(...candidates.map((c) => c.hand), Number.MIN_VALUE);
  const priorScale = Math.log1p(context.caseCounts.max) || 1;
  const near = nearestCases(context.cases);
  return candidates.map(({ hs6, fused, hand, attributes }) => {
    const heading = hs6.slice(0, 4);
    const rel = (name: RankedList['name'], summary: ListSummary) => (fused.scores[name] ?? 0) / summary.best;
    const rank = (name: RankedList['name']) => (fused.ranks[name] ? 1 / fused.ranks[name]! : 0);
    const precedent = rel('precedents', precedents);
    const lexicalRel = rel('lexical', lexical);
    const glossaryRel = rel('glossary', glossary);
    const cases = (context.caseCounts.byHs6.get(hs6) ?? 0) - (context.excludedHs6 === hs6 ? 1 : 0);
    return {
      hand: hand / bestHand,
      lexical: lexicalRel,
      lexical_rank: rank('lexical'),
      lexical_strong: lexicalRel * lexical.strength,
      precedent,
      precedent_rank: rank('precedents'),
      precedent_share: (fused.scores.precedents ?? 0) / precedents.total,
      precedent_strong: precedent * precedents.strength,
      first_field: rel('first_field', firstField),
      first_field_rank: rank('first_field'),
      glossary: glossaryRel,
      glossary_strong: glossaryRel * glossary.strength,
      heading_precedent_share: (precedents.byHeading.get(heading)?.total ?? 0) / precedents.total,
      heading_lexical: (lexical.byHeading.get(heading)?.best ?? 0) / lexical.best,
      case_best: near.byHs6.get(hs6)?.best ?? 0,
      case_count: Math.log1p(near.byHs6.get(hs6)?.count ?? 0) / near.scale,
      heading_case_best: near.byHeading.get(heading)?.best ?? 0,
      heading_case_count: Math.log1p(near.byHeading.get(heading)?.count ?? 0) / near.scale,
      closest_case: context.closestCaseHs6 === hs6 ? 1 : 0,
      closest_case_heading: context.closestCaseHs6?.slice(0, 4) === heading ? 1 : 0,
      attributes: Math.log(attributes),
      prior: Math.log1p(Math.max(0, cases)) / priorScale,
    };
  });
}

/**
 * Fitted by `pnpm calibrate --rank` on declarant-style cases, the only kind the shipped cases
 * teach: on 3,000 held-out cases HS6 top-1 60.4 → 65.1 %. Plain product names stay with the
 * hand-weighted fusion, where the schedule's words and the glossary decide (a model fitted on
 * the plain cases broke 8 of the golden descriptions).
 */
export const DECLARATION_RANK_MODEL: Partial<Record<RankFeature, number>> = {
  hand: 1.616, lexical: 0.26, lexical_rank: 0.416, lexical_strong: -0.121, precedent: -1.789, precedent_rank: 0.963, precedent_share: 1.204, precedent_strong: 0.056, first_field: 0.739, first_field_rank: 1.297, glossary: 0.211, glossary_strong: 0.537, heading_precedent_share: 0.166, heading_lexical: 0.156, case_best: 1.636, case_count: 1.713, heading_case_best: 1.524, heading_case_count: 0.462, closest_case: 0.16, closest_case_heading: -0.068, attributes: 0.035, prior: 1.659,
};

/**
 * Each candidate's share of belief: a softmax of the model's linear scores over the query's
 * candidates, so the shares add up to one and a heading's share is the sum of its subheadings'.
 */
export function rankShares(features: RankFeatures[], model: Partial<Record<RankFeature, number>>): number[] {
  const z = features.map((f) => RANK_FEATURES.reduce((sum, key) => sum + (model[key] ?? 0) * f[key], 0));
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const total = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / total);
}
