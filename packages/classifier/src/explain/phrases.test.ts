import { PHRASES, valueLabel } from './phrases';

describe('explanation wording in four languages', () => {
  it('names every fact value in every language', () => {
    const english = Object.keys(PHRASES.en.values).sort();
    for (const lang of ['vi', 'ja', 'ko'] as const) {
      expect(Object.keys(PHRASES[lang].values).sort()).toEqual(english);
      for (const key of english) expect(PHRASES[lang].values[key].trim()).not.toBe('');
      // Words of the language, not the English left in place (loanwords like "polyester" aside).
      expect(PHRASES[lang].values.knitted).not.toBe(PHRASES.en.values.knitted);
      expect(PHRASES[lang].values['stainless steel']).not.toBe('stainless steel');
    }
  });

  it('joins lists the way each language does', () => {
    expect(PHRASES.en.list(['a', 'b', 'c'])).toBe('a, b and c');
    expect(PHRASES.vi.list(['a', 'b'])).toBe('a và b');
    expect(PHRASES.ja.list(['a', 'b'])).toBe('a、b');
    expect(PHRASES.en.reasoning.first('6109.10.00.12', PHRASES.en.because.precedents(1))).toBe('6109.10.00.12 ranks first: a close ruling agrees.');
  });

  it('keeps a value the table does not know as the reader wrote it', () => {
    expect(valueLabel('ko', 'cotton')).toBe('면');
    expect(valueLabel('ja', 'polyester')).toBe('ポリエステル');
    expect(valueLabel('ja', 'bamboo fibre')).toBe('bamboo fibre');
  });
});
