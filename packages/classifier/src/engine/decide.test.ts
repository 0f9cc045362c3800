import type { Normalized } from '../types';
import { fuse } from './candidates';
import { decideStatus, PROPOSE_AT } from './decide';

const normalized = (over: Partial<Normalized> = {}): Normalized => ({
  raw_description: '', clean_description: '', search_text: '', language: 'en', languages: ['en'], category: null, materials: [], material_groups: [],
  construction: null, gender: null, state: null, electrical: null, power_source: null, product_type: null, function: null, search_terms: [],
  hs_headings: [], abbreviations: {}, translation: null, extra: { material: null, use: null, composition: null, origin: null, notes: null },
  missing: [], flags: [], extraction: { method: 'rules' }, ...over,
});

describe('status rule', () => {
  const shirts = [{ hs6: '610910', verdict: 'recommended' }, { hs6: '620520', verdict: 'possible' }];

  it('asks for the missing fact that separates the top candidates (knitted or woven between chapters 61 and 62)', () => {
    expect(decideStatus({ confidence: 0.95, normalized: normalized({ missing: ['construction'] }), candidates: shirts, isDemo: false })).toBe('needs_info');
  });

  it('proposes at the threshold on an official dataset without a legal conflict', () => {
    expect(decideStatus({ confidence: PROPOSE_AT, normalized: normalized({ construction: 'knitted' }), candidates: shirts, isDemo: false })).toBe('proposed');
    expect(decideStatus({ confidence: PROPOSE_AT - 0.01, normalized: normalized({ construction: 'knitted' }), candidates: shirts, isDemo: false })).toBe('needs_review');
  });

  it('never proposes on sample data or when a note excludes the winner', () => {
    expect(decideStatus({ confidence: 0.99, normalized: normalized(), candidates: [{ hs6: '847130', verdict: 'recommended' }], isDemo: true })).toBe('needs_review');
    expect(decideStatus({ confidence: 0.99, normalized: normalized(), candidates: [{ hs6: '620520', verdict: 'excluded' }], isDemo: false })).toBe('needs_review');
  });

  it('does not ask about construction when only one of the two chapters is in play', () => {
    expect(decideStatus({ confidence: 0.9, normalized: normalized({ missing: ['construction'] }), candidates: [{ hs6: '610910', verdict: 'recommended' }, { hs6: '610990', verdict: 'possible' }], isDemo: false })).toBe('proposed');
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
