import { fuse, type RankedList } from './candidates';
import { HAND_SIBLINGS_CAP, HEADING_SHARE, headingFirst, productExclusion, type ScoredHs6 } from './classify';
import { RANK_MODEL, RANK_FEATURES, rankFeatures, rankShares, type RankContext } from './rerank';

const lists: RankedList[] = [
  { name: 'lexical', weight: 0.5, strength: 0.8, items: [{ hs6: '732690', score: 10 }, { hs6: '732620', score: 5 }] },
  { name: 'precedents', weight: 2, strength: 0.5, items: [{ hs6: '732620', score: 3 }, { hs6: '732690', score: 1 }] },
];

const context = (more: Partial<RankContext> = {}): RankContext => ({
  lists,
  closestCaseHs6: '732620',
  cases: [{ hs6: '732620', similarity: 1 }, { hs6: '732620', similarity: 0.9 }, { hs6: '732690', similarity: 0.5 }],
  caseCounts: { byHs6: new Map([['732620', 9], ['732690', 99]]), max: 99 },
  query: { declaration: true, korean: false, words: 7 },
  words: new Set(['cast', 'iron']),
  named: [['iron', 1], ['wire', 3]],
  hs6Words: new Map([['732620', new Set(['iron', 'steel', 'wire'])], ['732690', new Set(['iron', 'steel', 'articl'])]]),
  subheadings: { words: new Map([['732620', new Map([['wire', 2]])], ['732690', new Map([['cast', 1], ['iron', 1], ['other', 0.5]])]]), residual: new Set(['732690']) },
  ...more,
});

const featuresOf = (more: Partial<RankContext> = {}) => {
  const fused = fuse(lists);
  const candidates = [...fused].map(([hs6, f]) => ({ hs6, fused: f, hand: f.combined, attributes: hs6 === '732620' ? 1.35 : 1 }));
  return Object.fromEntries(rankFeatures(candidates, context(more)).map((f, i) => [candidates[i].hs6, f]));
};

describe('learned ranking: features', () => {
  it('describes each candidate by every list, relative to the best of that list', () => {
    const f = featuresOf();
    expect(f['732690']).toMatchObject({ lexical: 1, lexical_rank: 1, lexical_strong: 0.8, precedent: 1 / 3, precedent_rank: 0.5, precedent_share: 0.25 });
    expect(f['732620']).toMatchObject({ lexical: 0.5, lexical_rank: 0.5, precedent: 1, precedent_rank: 1, precedent_share: 0.75, precedent_strong: 0.5 });
    // Neither list names the glossary: no evidence from it.
    expect(f['732620'].glossary).toBe(0);
  });

  it('counts the nearest cases per HS6 and per heading, and names the closest', () => {
    const f = featuresOf();
    expect(f['732620']).toMatchObject({ case_best: 1, closest_case: 1, closest_case_heading: 1 });
    expect(f['732690']).toMatchObject({ case_best: 0.5, closest_case: 0, closest_case_heading: 1, heading_case_best: 1 });
    expect(f['732620'].case_count).toBeGreaterThan(f['732690'].case_count);
    expect(f['732690'].heading_case_count).toBeCloseTo(Math.log1p(3) / Math.log1p(3));
    expect(f['732690'].heading_precedent_share).toBe(1);
  });

  it('weighs attribute agreement on a log scale and the prior by how common the HS6 is among the cases', () => {
    const f = featuresOf();
    expect(f['732620'].attributes).toBeCloseTo(Math.log(1.35));
    expect(f['732690'].attributes).toBe(0);
    expect(f['732690'].prior).toBeCloseTo(1);
    expect(f['732620'].prior).toBeCloseTo(Math.log1p(9) / Math.log1p(99));
  });

  it('says how much of what sets a subheading apart from its siblings the query names, and which subheadings are residual', () => {
    const f = featuresOf();
    expect(f['732690'].subheading_coverage).toBeCloseTo(2 / 2.5);
    expect(f['732690'].subheading_match).toBe(1);
    expect(f['732620'].subheading_coverage).toBe(0);
    expect(f['732690'].residual).toBe(1);
    expect(f['732620'].residual).toBe(0);
  });

  it('says how much of the words naming the goods each HS6\'s texts hold, the rare ones weighing more', () => {
    const f = featuresOf();
    expect(f['732620'].named_coverage).toBe(1);
    expect(f['732690'].named_coverage).toBeCloseTo(1 / 4);
  });

  it('says which share of the cases worded as the declaration in their first field have each HS6 and heading', () => {
    const f = featuresOf({ firstFieldCases: new Map([['732620', 3], ['732690', 1], ['730890', 0]]) });
    expect(f['732620']).toMatchObject({ first_field_cases: 0.75, heading_first_field_cases: 1 });
    expect(f['732690']).toMatchObject({ first_field_cases: 0.25, heading_first_field_cases: 1 });
    expect(f['732620'].query_first_field_cases).toBeCloseTo(Math.log1p(4) / Math.log(64));
    // No case shares the wording: no evidence either way.
    expect(featuresOf()['732620']).toMatchObject({ first_field_cases: 0, heading_first_field_cases: 0, query_first_field_cases: 0 });
  });

  it('describes each candidate by the cases gathered by its code and by its heading', () => {
    const codes: RankedList = { name: 'codes', weight: 1, strength: 0.6, items: [{ hs6: '732620', score: 8 }, { hs6: '730890', score: 4 }] };
    const withCodes = [...lists, codes];
    const fused = fuse(withCodes);
    const candidates = [...fused].map(([hs6, f]) => ({ hs6, fused: f, hand: f.combined, attributes: 1 }));
    const headingCodes = new Map([['7326', 6], ['7308', 3]]);
    const f = Object.fromEntries(rankFeatures(candidates, context({ lists: withCodes, headingCodes })).map((x, i) => [candidates[i].hs6, x]));
    expect(f['732620']).toMatchObject({ code: 1, code_rank: 1, code_strong: 0.6, heading_code: 1, heading_documents: 1, query_code_strength: 0.6 });
    expect(f['730890']).toMatchObject({ code: 0.5, code_rank: 0.5, heading_code: 0.5, heading_documents: 0.5 });
    // 732690 has no cases of its own in the list, but its heading does.
    expect(f['732690']).toMatchObject({ code: 0, heading_code: 1, heading_documents: 1 });
  });

  it('when a case is left out, then its HS6 counts one case fewer', () => {
    expect(featuresOf({ excludedCases: new Map([['732620', 1]]) })['732620'].prior).toBeCloseTo(Math.log1p(8) / Math.log1p(99));
  });
});

describe('learned ranking: shares', () => {
  /** One tree splitting on one feature: a candidate at or above the threshold scores `value`. */
  const stump = (feature: string, threshold: number, value: number) => ({
    features: [feature],
    trees: [{ feature: [0, -1, -1], threshold: [threshold, 0, 0], left: [1, -1, -1], right: [2, -1, -1], value: [0, 0, value] }],
  });

  it('turns the fitted model\'s scores into shares of belief that add up to one', () => {
    const features = Object.values(featuresOf());
    const shares = rankShares(features, RANK_MODEL);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(shares.every((s) => s > 0 && s < 1)).toBe(true);
  });

  it('when the model splits on one feature only, then the candidate with more of it leads', () => {
    const f = featuresOf();
    const [lexicalFirst] = rankShares([f['732690'], f['732620']], stump('lexical', 0.75, 3));
    const [precedentFirst] = rankShares([f['732690'], f['732620']], stump('precedent', 0.75, 3));
    expect(lexicalFirst).toBeGreaterThan(0.5);
    expect(precedentFirst).toBeLessThan(0.5);
  });

  it('knows every feature the fitted model splits on', () => {
    for (const key of RANK_MODEL.features) expect(RANK_FEATURES).toContain(key);
    const used = new Set(RANK_MODEL.trees.flatMap((t) => t.feature.filter((f) => f >= 0)));
    expect(Math.max(...used)).toBeLessThan(RANK_MODEL.features.length);
  });
});

describe('tree rule under the learned shares', () => {
  const scored = (hs6: string, final: number) => ({ hs6, final }) as ScoredHs6;

  it('chooses the heading whose subheadings hold the most belief, then its best subheading', () => {
    // 8471.30 alone outscores each 8517 line, but heading 8517 holds more belief in all.
    const ranked = headingFirst([scored('847130', 0.3), scored('851713', 0.25), scored('851762', 0.25), scored('851779', 0.2)], 1);
    expect(ranked.map((s) => s.hs6)).toEqual(['851713', '847130', '851762', '851779']);
  });

  it('with a small share, compares a heading by its best subheading', () => {
    expect(headingFirst([scored('847130', 0.4), scored('851713', 0.3), scored('851762', 0.3)], 0.15)[0].hs6).toBe('847130');
  });

  it('under the hand weights, the others of a heading add at most as much as its best: many loosely matching subheadings do not outweigh one strong line', () => {
    // "Cotton neck scarf": every woven cotton fabric of 5208 shares the word "cotton"; the scarf's own line leads.
    const fabrics = ['520811', '520812', '520821', '520831', '520841', '520851'].map((hs6) => scored(hs6, 0.3));
    expect(headingFirst([scored('621430', 0.5), ...fabrics], HEADING_SHARE)[0].hs6).toBe('520811');
    expect(headingFirst([scored('621430', 0.5), ...fabrics], HEADING_SHARE, HAND_SIBLINGS_CAP)[0].hs6).toBe('621430');
  });
});

describe('a subheading whose own text leaves the product out', () => {
  it('is one whose "other than" clause holds a word of the product\'s name', () => {
    expect(productExclusion('sports shoes')('Footwear; (other than sportswear), with outer soles of rubber or plastics and uppers of textile materials')).toBe(true);
    expect(productExclusion('sports shoes')('Sports footwear; tennis shoes, basketball shoes, gym shoes')).toBe(false);
  });

  it('is not one that leaves out another kind of the same goods: the head noun does not count', () => {
    expect(productExclusion('video microscope')('Microscopes; (other than optical microscopes)')).toBe(false);
    expect(productExclusion(null)('Footwear; (other than sportswear)')).toBe(false);
  });
});
