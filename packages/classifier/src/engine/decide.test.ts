import { fuse } from './candidates';
import { decideStatus, PROPOSE_AT, type StatusFacts } from './decide';

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
