import { fuse } from './candidates';
import { confidenceFeatures, decideStatus, PROPOSE_AT, type StatusFacts } from './decide';
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
  const context = { topPrecedentHs6: null, headings: [], flags: [], learned: true, nearCasesHs6: [] };
  const empty = { name: 'precedents' as const, weight: 1, items: [] };

  it('say how many of the cases worded the same in their first field agree with the first HS6, and how many there are', () => {
    const f = confidenceFeatures([scored('841459', 0.6, 0.75, 0.4), scored('841451', 0.3, 0.25, 0.4)], empty, { ...empty, name: 'lexical' }, context);
    expect(f).toMatchObject({ first_field_agrees: 0.75, first_field_cases: 0.4, learned_share: 0.6, margin: 0.5 });
  });

  it('say nothing when there is no candidate', () => {
    expect(confidenceFeatures([], empty, { ...empty, name: 'lexical' }, context)).toMatchObject({ first_field_agrees: 0, first_field_cases: 0, unrecognised: 1 });
  });
});
