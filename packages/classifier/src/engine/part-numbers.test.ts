import { PART_FAMILY, PartNumberIndex, partNumbers } from './part-numbers';
import { askBundledEngine } from './test-engine';

describe('part numbers', () => {
  it('are the tokens of six characters or more with three digits in a row, upper-cased, once each', () => {
    expect(partNumbers('Bracket; 86355b1000; 86355B1000 (LH) SK3 EV; 2022; 100mm; D01015SE01')).toEqual(['86355B1000', 'D01015SE01']);
    expect(partNumbers('Cotton T-shirt, knitted')).toEqual([]);
    // Written with hyphens, as makers print them, they are the cases' numbers, which carry none.
    expect(partNumbers('Bumper cover 86355-B1000, bolt M8-125')).toEqual(['86355B1000']);
  });

  it('reads the number of a word glued before it as well as the whole token', () => {
    expect(partNumbers('FASTENER TRIM WHITE823152P000')).toEqual(['WHITE823152P000', '823152P000']);
    // Too short once the word is off: no number of its own.
    expect(partNumbers('ABC12345')).toEqual(['ABC12345']);
    // Two letters are a maker's prefix, part of the number.
    expect(partNumbers('SK123456')).toEqual(['SK123456']);
  });

  it('does not join a range of model years into a number', () => {
    expect(partNumbers('Front bumper cover fits Camry 2019-2022, 52119-06978')).toEqual(['5211906978']);
    // A maker's number that happens to begin like a year is still one.
    expect(partNumbers('Gasket 2019-22A51')).toEqual(['201922A51']);
  });
});

describe('part-number families of the shipped cases', () => {
  const cases = [
    { description: 'BRACKET ASSY; 86355B1000', hs6: '830230' },
    { description: 'BRACKET; 86355B2100(LH)', hs6: '830230' },
    { description: 'STRIP; 86362C1000', hs6: '401610' },
    { description: 'PIN; 8612X0000', hs6: '731829' },
    { description: 'HOSE; 86355B10002000', hs6: '391739' },
  ];
  const index = new PartNumberIndex(cases.map((c) => c.description), (i) => cases[i].hs6);

  it("votes by the cases whose numbers begin most like the description's, most cases first", () => {
    // The brackets' numbers share five first characters ("86355"), the strip's three ("863"), the pin's two.
    expect(index.family('COVER; 86355D3000')).toEqual([{ hs6: '830230', cases: 2 }]);
    // Four are enough where nothing closer is filed.
    expect(index.family('COVER; 86369D3000')).toEqual([{ hs6: '401610', cases: 1 }]);
  });

  it('needs four common characters and about the same length', () => {
    // Three common characters ("861") are a maker's prefix, not a family.
    expect(index.family('COVER; 86100D3000')).toEqual([]);
    // A number far longer than the brackets' is another numbering: only the hose's, as long, is of its family.
    expect(index.family('COVER; 86355D300000000')).toEqual([{ hs6: '391739', cases: 1 }]);
    expect(index.family('Plain cotton towel')).toEqual([]);
  });

  it('finds the family of a number a word is glued to', () => {
    expect(index.family('TRIM; WHITE86355D3000')).toEqual([{ hs6: '830230', cases: 2 }]);
  });

  it('leaves out the cases it is told to, as the precedents do', () => {
    expect(index.family('COVER; 86355D3000', [0])).toEqual([{ hs6: '830230', cases: 1 }]);
    expect(index.family('COVER; 86355D3000', [0, 1])).toEqual([]);
  });
});

describe("a declaration's part-number family among the five shown", () => {
  const { lookup } = askBundledEngine();

  it('shows the code of the cases of its family, which no word list found, and says why in each language', async () => {
    // The shipped cases hold one part numbered 89447… (a carpet's wire insert, 7326.20); "COVER" alone says little.
    const result = await lookup('COVER; 89447X7000');
    const family = result.candidates.slice(0, 5).find((c) => c.hs6 === '732620');
    expect(family?.scored.signals).toContain(PART_FAMILY);
    expect(Object.keys(family?.scored.ranks ?? {})).toEqual([]);
    const explained = result.explanation.candidates.find((c) => c.hs6 === '732620');
    expect(explained?.reasoning).toContain('part numbers of the same family');
    const korean = await lookup('COVER; 89447X7000', 'ko');
    expect(korean.explanation.candidates.find((c) => c.hs6 === '732620')?.reasoning).toContain('같은 계열 부품번호');
  });
});
