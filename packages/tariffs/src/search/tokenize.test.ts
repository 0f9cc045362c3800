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
