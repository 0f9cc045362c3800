import { englishTokens } from './tokenize';

describe('englishTokens', () => {
  it('when a word is hyphenated, then it meets its joined and its spaced spellings', () => {
    // Declarants drop the hyphen ("nonalloy", "colddrawn"); the nomenclature keeps it.
    expect(englishTokens('cold-drawn non-alloy')).toEqual(['colddrawn', 'cold', 'drawn', 'nonalloy', 'non', 'alloy']);
    expect(englishTokens('Colddrawn nonalloy')).toEqual(['colddrawn', 'nonalloy']);
    expect(englishTokens('non alloy')).toEqual(['non', 'alloy']);
  });

  it('when a compound has more than one hyphen, then each of its words is kept', () => {
    expect(englishTokens('continuous-action')).toEqual(['continuousact', 'continu', 'action']);
    expect(englishTokens('ready-to-wear')).toEqual(expect.arrayContaining(['readyto', 'readi', 'wear']));
  });

  it('when T-shirts are named, then one token stands for every spelling', () => {
    expect(englishTokens('T-shirts')).toEqual(['tshirt']);
    expect(englishTokens('t-shirt')).toEqual(['tshirt']);
  });
});

describe('englishTokens and goods named by a noun in -ing', () => {
  it('when bearings or a dressing are named, then they keep their own stem and meet neither bears nor dresses', () => {
    expect(englishTokens('Ball bearings')).toEqual(['ball', 'bearing']);
    expect(englishTokens('bearing housing')).toEqual(['bearing', 'housing']);
    expect(englishTokens('teddy bears')).toEqual(['teddi', 'bear']);
    expect(englishTokens('salad dressing')).not.toContain(englishTokens('dress')[0]);
    expect(englishTokens('casings')).toEqual(['casing']);
    expect(englishTokens('watercolour paintings')).toEqual(['watercolour', 'painting']);
  });
});

describe('englishTokens and plurals that name other goods', () => {
  it('when glasses are named, then they keep their own word and meet no safety glass', () => {
    expect(englishTokens('Safety glasses')).toEqual(['safeti', 'glasses']);
    expect(englishTokens('toughened safety glass')).not.toContain('glasses');
  });
});

describe('englishTokens and adjectives of a material', () => {
  it('when wooden or woollen goods are named, then they meet the lines of wood and wool', () => {
    expect(englishTokens('Wooden furniture')).toEqual(englishTokens('furniture of wood').reverse());
    expect(englishTokens('woollen blanket')[0]).toBe(englishTokens('wool')[0]);
  });
});

describe('englishTokens and the nomenclature\'s own words', () => {
  it('when a line says "n.e.c. in heading 8201", then it names no head of goods', () => {
    expect(englishTokens('n.e.c. in heading 8201')).not.toContain(englishTokens('Forged steel head').at(-1));
    expect(englishTokens('headings')).toEqual(['heading']);
  });
});
