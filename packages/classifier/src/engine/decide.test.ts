import { fuse } from './candidates';
import { CONFIDENCE_INPUTS, CONFIDENCE_MODEL, confidenceFeatures, confidenceInputs, confidenceOf, decideStatus, PROPOSE_AT, type StatusFacts } from './decide';
import { RANK_FEATURES, type RankFeatures } from './rerank';
import type { ScoredHs6 } from './classify';

describe('status rule', () => {
  const facts = (over: Partial<StatusFacts> = {}): StatusFacts => ({ confidence: 0.95, questions: 0, legalConflict: false, isDemo: false, ...over });

  it('asks when a question separates the top candidates, whatever the confidence', () => {
    expect(decideStatus(facts({ questions: 1 }))).toBe('needs_info');
  });

  it('proposes at the threshold on an official dataset without a legal conflict', () => {
    expect(decideStatus(facts({ confidence: PROPOSE_AT }))).toBe('proposed');
    expect(decideStatus(facts({ confidence: PROPOSE_AT - 0.01 }))).toBe('needs_review');
  });

  it('never proposes on sample data or when a note excludes the winner', () => {
    expect(decideStatus(facts({ confidence: 0.99, isDemo: true }))).toBe('needs_review');
    expect(decideStatus(facts({ confidence: 0.99, legalConflict: true }))).toBe('needs_review');
  });
});

describe('reciprocal rank fusion', () => {
  it('rewards candidates several lists agree on, by rank, whatever the score scales', () => {
    const fused = fuse([
      { name: 'lexical', weight: 1, items: [{ hs6: 'A', score: 90 }, { hs6: 'B', score: 80 }] },
      { name: 'precedents', weight: 1, items: [{ hs6: 'B', score: 0.2 }, { hs6: 'C', score: 0.1 }] },
    ]);
    expect(fused.get('B')!.rrf).toBeGreaterThan(fused.get('A')!.rrf);
    expect(fused.get('B')!.ranks).toEqual({ lexical: 2, precedents: 1 });
    expect(fused.get('C')!.rrf).toBeLessThan(fused.get('A')!.rrf);
  });
});

describe('confidence features', () => {
  const scored = (hs6: string, final: number, firstFieldCases: number, queryFirstFieldCases: number) =>
    ({ hs6, final, rrf: 0, ranks: {}, scores: {}, attributes: 1, signals: [], agreeing: 0, features: { first_field_cases: firstFieldCases, query_first_field_cases: queryFirstFieldCases } }) as unknown as ScoredHs6;
  const context = { topPrecedentHs6: null, headings: [], flags: [], learned: true, nearCasesHs6: [], productNamed: 0.5 };
  const empty = { name: 'precedents' as const, weight: 1, items: [] };

  it('say how many of the cases worded the same in their first field agree with the first HS6, and how many there are', () => {
    const f = confidenceFeatures([scored('841459', 0.6, 0.75, 0.4), scored('841451', 0.3, 0.25, 0.4)], empty, { ...empty, name: 'lexical' }, context);
    expect(f).toMatchObject({ first_field_agrees: 0.75, first_field_cases: 0.4, learned_share: 0.6, margin: 0.5, product_named: 0.5 });
  });

  it('say nothing when there is no candidate', () => {
    expect(confidenceFeatures([], empty, { ...empty, name: 'lexical' }, context)).toMatchObject({ first_field_agrees: 0, first_field_cases: 0, unrecognised: 1, product_named: 0.5 });
  });
});

describe('confidence', () => {
  const features = confidenceFeatures([], { name: 'precedents', weight: 1, items: [] }, { name: 'lexical', weight: 1, items: [] }, { topPrecedentHs6: null, headings: [], flags: [], learned: false, nearCasesHs6: [], productNamed: 1 });
  const winner = Object.fromEntries(RANK_FEATURES.map((name, i) => [name, i])) as RankFeatures;

  it('reads the confidence features and the winner\'s ranking features, by name', () => {
    const inputs = confidenceInputs(features, winner);
    expect(Object.keys(inputs).sort()).toEqual([...CONFIDENCE_INPUTS].sort());
    expect(inputs.winner_hand).toBe(0);
    expect(inputs.winner_query_first_field_cases).toBe(RANK_FEATURES.indexOf('query_first_field_cases'));
  });

  it('is the logistic of the base and the leaves the inputs reach', () => {
    const model = { base: 0, features: ['learned_share'], trees: [{ feature: [0, -1, -1], threshold: [0.5, 0, 0], left: [1, -1, -1], right: [2, -1, -1], value: [0, -2, 2] }] };
    expect(confidenceOf({ ...confidenceInputs(features, winner), learned_share: 0.9 }, 3, model)).toBe(0.881);
    expect(confidenceOf({ ...confidenceInputs(features, winner), learned_share: 0.1 }, 3, model)).toBe(0.119);
    expect(confidenceOf({ ...confidenceInputs(features, winner), learned_share: 0.9 }, 0, model)).toBe(0);
  });

  it('is fitted on inputs the engine computes (a stale model would read nothing)', () => {
    for (const name of CONFIDENCE_MODEL.features) expect(CONFIDENCE_INPUTS).toContain(name);
  });
});
