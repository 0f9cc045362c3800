/**
 * Declarations whose subheading a stated fact decides (GRI 6): a kind ("not upholstered", "with
 * fittings") or a bound worded as the nomenclature words it ("weighing more than 100 g/m2"). The
 * learned ranking reads the agreement as one feature; where the chosen heading's best line
 * contradicts what is stated and a sibling agrees with it, the sibling goes first.
 */
import { askBundledEngine } from './test-engine';

const { firstHs6, lookup } = askBundledEngine();
describe('a stated kind or bound chooses among the chosen heading\'s subheadings', () => {
  it.each([
    // Metal frame and padding stated: 9401.71, not the wooden-framed 9401.61 the cases lean to.
    ['Upholstered armchair with steel frame; AC-3; CHINA', '940171'],
    // "More than 100 g/m2" is a bound, not fabric of 100 g/m2: not 5208.11 ("not more than 100 g/m2").
    ['Greige woven cotton fabric plain weave weighing more than 100 g/m2; GF-88; INDIA', '520812'],
    ['Dyed cotton poplin, plain weave, weighing more than 100 g; PP-9; PAKISTAN', '520832'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('goods declared as parts are their heading\'s parts line', () => {
  it.each([
    // The learned ranking put the clutches themselves (8483.60) first.
    ['Parts of clutches and shaft couplings; friction disc; JAPAN', '848390'],
    ['Parts of flywheels; damper spring; GERMANY', '848390'],
    ['Parts for machines extruding rubber or plastics; screw barrel; TAIWAN', '847790'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('a declaration worded as the heading\'s residual line ("Other cheese; …") is that line', () => {
  it.each([
    // Not the fresh cheese of 0406.10 the learned ranking put first: the first field uses none of its words.
    ['Other cheese; smoked cream cheese slices; USA', '040690'],
    // A first field using the named line's own words keeps it, and one naming goods the residual line does not name
    // ("inverters" beside "Electrical inductors; n.e.c.") is left to the ranking.
    ['Other seals of vulcanised rubber; lip seal; JAPAN', '401693'],
    ['Other fans; duct booster; TAIWAN', '841459'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('stated fibre shares choose between the textile lines that split on them (GRI 1)', () => {
  it.each([
    // 52 % polyester is no fabric "containing 85% or more by weight of polyester staple fibres" (5512), whatever its cases.
    ['Woven fabric of polyester staple fibres, dyed, plain weave, 200 g/m2; 52 POLY 35 COTTON 13 NYLON; KOREA', '551421'],
    // 90 % polyester is: not 5513, "less than 85%", which the cases gathered by code lean to.
    ['Woven fabric of polyester staple fibres, dyed, plain weave, 200 g/m2; 90 POLY 10 COTTON; KOREA', '551219'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });

  it('shows the lines the shares rule out after those they do not, and brings none of them forward', async () => {
    const result = await lookup('Woven fabric of polyester staple fibres, dyed, plain weave, 200 g/m2; 52 POLY 35 COTTON 13 NYLON; KOREA');
    const shares = result.candidates.slice(0, 5).map((c) => c.scored.share ?? null);
    expect(shares).not.toContain('conflict');
    const firstConflict = result.candidates.findIndex((c) => c.scored.share === 'conflict');
    expect(firstConflict).toBeGreaterThan(4);
    expect(result.candidates.slice(firstConflict).every((c) => c.scored.share === 'conflict' || c.legal.status === 'conflict' || !c.line)).toBe(true);
  });

  it('says the shares meet the line among the deciding factors, in the lookup\'s language', async () => {
    const description = 'Woven fabric of polyester staple fibres, dyed; 90% polyester 10% cotton';
    const english = await lookup(description);
    expect(english.candidates[0].hs6).toBe('551219');
    expect(english.explanation.deciding_factors).toContain('The fibre shares the description states meet those the text of 5512.19 sets.');
    expect((await lookup(description, 'ko')).explanation.deciding_factors).toContain('설명에 기재된 섬유 구성 비율이 5512.19에 규정된 비율을 충족합니다.');
  });

  it('says why each line the shares rule out ranks lower, naming the stated composition, in the lookup\'s language', async () => {
    const description = 'Woven fabric of polyester staple fibres, dyed, plain weave, 200 g/m2; 52 POLY 35 COTTON 13 NYLON; KOREA';
    for (const [language, words] of [['en', 'polyester 52 %, cotton 35 % and nylon 13 %'], ['ko', '폴리에스터 52 %']] as const) {
      const result = await lookup(description, language);
      const ruledOut = result.candidates.findIndex((c) => c.hs6 === '551219');
      expect(result.candidates[ruledOut].scored.share).toBe('conflict');
      const reason = result.explanation.candidates[ruledOut].exclusion_reason;
      expect(reason).toContain(words);
      expect(reason).toContain('5512.19');
    }
    // The line it chose meets them: no doubt about the composition is raised.
    const english = await lookup(description);
    expect(english.explanation.uncertainties.join(' ')).not.toContain('composition');
  });

  it('raises as a doubt a first line whose shares the stated composition does not meet', async () => {
    // A composition that contradicts the rest of the description: 100 % cotton has no elastomeric yarn.
    const result = await lookup('Knitted fabric; 100% cotton; containing by weight 5% or more of elastomeric yarn');
    const [first] = result.candidates;
    expect(first.scored.share).toBe('conflict');
    expect(result.explanation.uncertainties).toContain(`The stated composition (cotton 100 %) does not meet the fibre shares ${first.line?.code} sets; check the composition or the line.`);
  });

  it('says a runner-up that scores higher was put second by the checks, not that it scores "almost as high"', async () => {
    // 70 % acrylic: dyed knitted fabric of synthetic fibres (6006.32), though the words and the cases say cotton.
    const result = await lookup('Knitted fabric of cotton; 30% cotton 70% acrylic');
    const [first, second] = result.candidates;
    expect(first.hs6).toBe('600632');
    expect(second.scored.final).toBeGreaterThan(first.scored.final);
    const doubts = result.explanation.uncertainties.join(' ');
    expect(doubts).toContain('scores higher on its own; the checks of the stated facts and the notes put it second.');
    expect(doubts).not.toMatch(/\(\d+ % of the first\)/);
  });
});
