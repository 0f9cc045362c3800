import type { Fused, RankedList } from './candidates';
import { treeScore, type TreeModel } from './rank-trees';
import RANK_MODEL_JSON from './rank-model.json';

/**
 * The learned ranking for declarant-style text: each HS6 the lists found is described by what
 * every list says about it and about its heading, and gradient-boosted trees fitted by
 * `pnpm calibrate` (listwise, leaving each shipped Korea Customs case out with every case
 * worded the same) turn that into a share of belief. Trees, unlike a weighted sum, can let what
 * the query is like decide which list to trust. The hand-weighted fusion stays one of the inputs,
 * so what it knew is kept.
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
  'code', // the code's shipped cases taken together (code-documents.ts), relative to the best
  'code_rank',
  'code_strong', // code × how well the best code's cases hold the query's words
  'heading_code', // the best code score within the candidate's heading
  'heading_documents', // the heading's shipped cases taken together, relative to the best heading's
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
  'subheading_coverage', // share of the words that set the HS6 apart from its siblings found in the query (by rarity)
  'subheading_match', // those words found, relative to the best sibling among the candidates
  'residual', // an "other" or n.e.c. subheading, which takes what no sibling names
  'named_coverage', // share of the words naming the goods (a declaration's first field) found in the HS6's texts (by rarity)
  'first_field_cases', // share of the shipped cases worded in their first field as the declaration's that have this HS6
  'heading_first_field_cases', // … that are in this heading
  // What the query is like, the same for all its candidates: a linear softmax cannot use these,
  // the trees use them to decide which of the above to trust.
  'query_precedent_strength', // how well the closest case matched in absolute terms
  'query_lexical_strength', // how well the schedule's texts matched
  'query_code_strength', // how well the best code's cases matched
  'query_declaration', // declarant-style text (fields, part numbers, no product recognised)
  'query_korean',
  'query_words', // how many words the description has (log scale)
  'query_first_field_cases', // how many shipped cases share the declaration's first field (log scale)
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
  /** The query's English words (stems), and what sets each HS6 apart from its siblings. */
  words: Set<string>;
  subheadings: { words: Map<string, Map<string, number>>; residual: Set<string> };
  /** The words naming the goods (a declaration's first field, else the description), each with its rarity, and every HS6's words. */
  named: Array<[string, number]>;
  hs6Words: Map<string, Set<string>>;
  /** What the query is like (the query_ features). */
  query: { declaration: boolean; korean: boolean; words: number };
  /** Headings whose shipped cases, taken together, hold the query's words, with their scores (code-documents.ts). */
  headingCodes?: Map<string, number>;
  /** Shipped cases whose first field reads as the declaration's, per HS6. */
  firstFieldCases?: Map<string, number>;
  /** Leave-one-out: cases left out per HS6, which the prior no longer counts. */
  excludedCases?: Map<string, number>;
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
  const [lexical, precedents, glossary, firstField, codes] = [list('lexical'), list('precedents'), list('glossary'), list('first_field'), list('codes')];
  const bestHand = Math.max(...candidates.map((c) => c.hand), Number.MIN_VALUE);
  const bestHeadingDocument = Math.max(...(context.headingCodes?.values() ?? []), Number.MIN_VALUE);
  const priorScale = Math.log1p(context.caseCounts.max) || 1;
  const near = nearestCases(context.cases);
  // What sets each HS6 apart from its siblings, and how much of it the query says.
  const found = new Map(candidates.map((c) => [c.hs6, weighed(context.subheadings.words.get(c.hs6) ?? [], context.words)]));
  const sameWording = firstFieldCases(context.firstFieldCases);
  const bestInHeading = new Map<string, number>();
  for (const [hs6, f] of found) bestInHeading.set(hs6.slice(0, 4), Math.max(bestInHeading.get(hs6.slice(0, 4)) ?? 0, f.hit));
  return candidates.map(({ hs6, fused, hand, attributes }) => {
    const heading = hs6.slice(0, 4);
    const rel = (name: RankedList['name'], summary: ListSummary) => (fused.scores[name] ?? 0) / summary.best;
    const rank = (name: RankedList['name']) => (fused.ranks[name] ? 1 / fused.ranks[name]! : 0);
    const precedent = rel('precedents', precedents);
    const lexicalRel = rel('lexical', lexical);
    const glossaryRel = rel('glossary', glossary);
    const cases = (context.caseCounts.byHs6.get(hs6) ?? 0) - (context.excludedCases?.get(hs6) ?? 0);
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
      code: rel('codes', codes),
      code_rank: rank('codes'),
      code_strong: rel('codes', codes) * codes.strength,
      heading_code: (codes.byHeading.get(heading)?.best ?? 0) / codes.best,
      heading_documents: (context.headingCodes?.get(heading) ?? 0) / bestHeadingDocument,
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
      subheading_coverage: coverage(found.get(hs6)!),
      subheading_match: found.get(hs6)!.hit / (bestInHeading.get(heading) || 1),
      residual: context.subheadings.residual.has(hs6) ? 1 : 0,
      named_coverage: coverage(weighed(context.named, context.hs6Words.get(hs6))),
      first_field_cases: (sameWording.byHs6.get(hs6) ?? 0) / sameWording.total,
      heading_first_field_cases: (sameWording.byHeading.get(heading) ?? 0) / sameWording.total,
      query_precedent_strength: precedents.strength,
      query_lexical_strength: lexical.strength,
      query_code_strength: codes.strength,
      query_declaration: context.query.declaration ? 1 : 0,
      query_korean: context.query.korean ? 1 : 0,
      query_words: Math.log1p(context.query.words) / Math.log(64),
      query_first_field_cases: Math.log1p(sameWording.count) / Math.log(64),
    };
  });
}

function firstFieldCases(cases: Map<string, number> | undefined) {
  const byHs6 = new Map<string, number>();
  const byHeading = new Map<string, number>();
  let count = 0;
  for (const [hs6, n] of cases ?? []) {
    if (n <= 0) continue;
    byHs6.set(hs6, n);
    byHeading.set(hs6.slice(0, 4), (byHeading.get(hs6.slice(0, 4)) ?? 0) + n);
    count += n;
  }
  return { byHs6, byHeading, count, total: count || 1 };
}

/** The rarity (idf) of the words, and of those among them the set holds. */
function weighed(words: Iterable<[string, number]>, found: Set<string> | undefined): { hit: number; total: number } {
  let [hit, total] = [0, 0];
  for (const [word, idf] of words) {
    total += idf;
    if (found?.has(word)) hit += idf;
  }
  return { hit, total };
}

const coverage = ({ hit, total }: { hit: number; total: number }) => (total ? hit / total : 0);

/**
 * Fitted by `pnpm calibrate` (gradient-boosted trees, listwise, each shipped case asked
 * with itself and every case worded the same left out); never on the evaluation sets. On the
 * held-out half of 30,068 declarant-style cases, HS6 top-1 62.1 % hand-weighted → 68.6 %.
 */
export const RANK_MODEL: TreeModel = RANK_MODEL_JSON;

/** The model ranks the first this many candidates of the hand-weighted fusion (as it was fitted); the rest get no share. */
export const MODEL_DEPTH = 50;

/**
 * Each candidate's share of belief: a softmax of the model's scores over the query's
 * candidates, so the shares add up to one and a heading's share is the sum of its subheadings'.
 */
export function rankShares(features: RankFeatures[], model: TreeModel): number[] {
  const z = features.map((f) => treeScore(model, model.features.map((name) => f[name as RankFeature])));
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const total = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / total);
}
