import { CodeDocuments } from './code-documents';

// Three cases of 732690 in different wordings, one of 732620.
const codes = ['732690', '732690', '732690', '732620'];
const words = [
  ['cast', 'iron', 'weight'],
  ['iron', 'counterweight', 'cast'],
  ['steel', 'bracket'],
  ['iron', 'wire', 'basket'],
];

describe('shipped cases gathered by code', () => {
  const documents = new CodeDocuments(codes, words);

  it('ranks the code whose cases, taken together, hold the query words', () => {
    const hits = documents.search(['cast', 'iron', 'bracket'], 10);
    expect(hits.map((h) => h.hs6)).toEqual(['732690', '732620']);
    expect(hits[0].score).toBeGreaterThan(hits[1].score);
  });

  it('never returns a code that shares no word, and keeps to the limit', () => {
    expect(documents.search(['wire'], 10).map((h) => h.hs6)).toEqual(['732620']);
    expect(documents.search(['iron'], 1)).toHaveLength(1);
    expect(documents.search(['plastic'], 10)).toEqual([]);
  });

  it('takes a left-out case off its code, so a code never meets its own answer', () => {
    // Only case 3 says "wire": left out, nothing does.
    expect(documents.search(['wire'], 10, [3])).toEqual([]);
    // Left out, case 2 no longer gives 732690 "bracket"; the other cases still give it "iron".
    const withCase = documents.search(['bracket', 'iron'], 10);
    const without = documents.search(['bracket', 'iron'], 10, [2]);
    expect(without.find((h) => h.hs6 === '732690')!.score).toBeLessThan(withCase.find((h) => h.hs6 === '732690')!.score);
  });

  it('weighs a word by how few codes hold it', () => {
    expect(documents.idf('wire')).toBeGreaterThan(documents.idf('iron'));
    expect(documents.has('iron')).toBe(true);
    expect(documents.has('plastic')).toBe(false);
  });
});
