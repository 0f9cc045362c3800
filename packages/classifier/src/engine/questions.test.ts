import type { Normalized } from '../types';
import { AnswerError, applyAnswers, buildQuestions, contenders, type Contender } from './questions';

const normalized = (over: Partial<Normalized> = {}): Normalized => ({
  raw_description: '', clean_description: '', search_text: '', language: 'en', languages: ['en'], category: null, materials: [], material_groups: [],
  construction: null, gender: null, state: null, electrical: null, power_source: null, petroleum: null, product_type: null, function: null, search_terms: [],
  hs_headings: [], abbreviations: {}, translation: null, extra: { material: null, use: null, composition: null, origin: null, notes: null },
  missing: [], flags: [], extraction: { method: 'rules' }, ...over,
});

const contender = (hs6: string, code: string, subText: string, headingText = ''): Contender => ({ hs6, code, subText, text: `${headingText} > ${subText}`, heading: hs6.slice(0, 4), headingText });

const shirts = [
  contender('620520', '6205.20.20.16', "men's or boys', of cotton (not knitted or crocheted)", "Men's or boys' shirts"),
  contender('610510', '6105.10.00.10', "men's or boys', of cotton, knitted or crocheted", "Men's or boys' shirts, knitted or crocheted"),
];

describe('questions that separate the top candidates', () => {
  it('asks knitted or woven when chapters 61 and 62 are both in contention, each option naming the codes it favours', () => {
    const [question] = buildQuestions(normalized({ missing: ['construction'] }), shirts);
    expect(question).toEqual({
      id: 'q_construction', fact: 'construction', field: 'attribute:construction',
      options: [{ value: 'knitted', codes: ['6105.10.00.10'] }, { value: 'woven', codes: ['6205.20.20.16'] }],
    });
  });

  it('does not ask what the description already says, nor what no candidate turns on', () => {
    expect(buildQuestions(normalized({ missing: [] }), shirts)).toEqual([]);
    const sameChapter = [shirts[1], contender('610520', '6105.20.20.10', "men's or boys', of man-made fibres, knitted or crocheted")];
    expect(buildQuestions(normalized({ missing: ['construction'] }), sameChapter)).toEqual([]);
  });

  it('reads the US schedule\'s "fibers" as the fibres the HS6 text leaves as "other textile materials"', () => {
    const tshirts = [contender('610990', '6109.90.10.49', ' of other textile materials > Of man-made fibers > Other'), contender('610910', '6109.10.00.04', ' of cotton > Other')];
    const [question] = buildQuestions(normalized({ missing: ['material'] }), tshirts);
    expect(question.options).toEqual([{ value: 'cotton', codes: ['6109.10.00.04'] }, { value: 'synthetic fibres', codes: ['6109.90.10.49'] }]);
  });

  it('asks the metal of jewellery, a plating clause naming no option ("whether or not plated with precious metal")', () => {
    const jewellery = [
      contender('711790', '7117.90.10.00', ' imitation, of other than base metal, whether or not plated with precious metal > Of plastics'),
      contender('711319', '7113.19.50.21', ' of precious metal (excluding silver) whether or not plated or clad with precious metal, and parts thereof > Other'),
      contender('711311', '7113.11.20.00', ' of silver, whether or not plated or clad with other precious metal, and parts thereof'),
      contender('711320', '7113.20.29.00', ' of base metal clad with precious metal, and parts thereof > Other'),
      contender('711719', '7117.19.05.00', ' imitation, (excluding cuff links and studs), of base metal, whether or not plated with precious metal'),
    ];
    const [question] = buildQuestions(normalized({ missing: ['material'] }), jewellery);
    expect(question.options).toEqual([
      { value: 'plastics', codes: ['7117.90.10.00'] },
      { value: 'silver', codes: ['7113.11.20.00'] },
      { value: 'precious metal', codes: ['7113.19.50.21'] },
      { value: 'gold-filled', codes: ['7113.20.29.00'] },
      { value: 'base metal', codes: ['7117.19.05.00'] },
    ]);
  });

  it('asks whether a lubricating preparation contains petroleum oils, "not containing" read before "petroleum oils"', () => {
    const lubricants = [
      contender('340319', '3403.19.10.00', ' (other than for the treatment of textile and similar materials), containing less than 70% (by weight) of petroleum oils or oils obtained from bituminous minerals > Containing 50 percent or more by weight of petroleum oils'),
      contender('340399', '3403.99.00.00', ' other than for the treatment of textile and similar materials, not containing petroleum oils or oils obtained from bituminous minerals'),
    ];
    const [question] = buildQuestions(normalized({ missing: ['petroleum'] }), lubricants);
    expect(question).toEqual({
      id: 'q_petroleum', fact: 'petroleum', field: 'attribute:petroleum',
      options: [{ value: 'not_petroleum', codes: ['3403.99.00.00'] }, { value: 'petroleum', codes: ['3403.19.10.00'] }],
    });
    const answered = applyAnswers({ description: 'Cutting oil', market: 'US', language: 'en', answers: [{ question_id: 'q_petroleum', value: 'not_petroleum' }] }, [question]);
    expect(answered.notes).toBe('not containing petroleum oils');
  });

  it('gives each candidate to the state its own words name first ("frozen, … smoked" is frozen)', () => {
    const crustaceans = [
      contender('160521', '1605.21.10.30', ' shrimps and prawns, prepared or preserved, not in airtight containers'),
      contender('030617', '0306.17.00.04', ' frozen, shrimps and prawns, in shell or not, smoked, cooked or not'),
      contender('030695', '0306.95.00.20', ' other than frozen, shrimps and prawns, dried, salted or in brine'),
    ];
    const [question] = buildQuestions(normalized({ missing: ['state'] }), crustaceans);
    expect(question.options).toEqual([
      { value: 'frozen', codes: ['0306.17.00.04'] },
      { value: 'dried', codes: ['0306.95.00.20'] },
      { value: 'prepared', codes: ['1605.21.10.30'] },
    ]);
  });

  it('offers the headings in contention, in their own words, when the use decides', () => {
    const parts = [contender('848340', '8483.40.90.00', 'gears', 'Transmission shafts'), contender('847990', '8479.90.94.96', 'parts', 'Machines having individual functions')];
    const [question] = buildQuestions(normalized({ missing: ['use'] }), parts);
    expect(question.field).toBe('use');
    expect(question.options.map((o) => [o.value, o.text, o.codes])).toEqual([['8483', 'Transmission shafts', ['8483.40.90.00']], ['8479', 'Machines having individual functions', ['8479.90.94.96']]]);
  });

  it('keeps only the candidates still in contention: a fifth of the first, a legal exclusion out', () => {
    const ranked = [{ hs6: '610620', final: 10, excluded: false }, { hs6: '620630', final: 2, excluded: false }, { hs6: '620640', final: 1.9, excluded: false }, { hs6: '610610', final: 5, excluded: true }];
    expect(contenders(ranked)).toEqual([ranked[0], ranked[1]]);
  });

  it("keeps the first's siblings in its heading however low they score: the fact that splits them may be unread", () => {
    const ranked = [{ hs6: '610620', final: 0.98, excluded: false }, { hs6: '610610', final: 0.01, excluded: false }, { hs6: '620630', final: 0.01, excluded: false }];
    expect(contenders(ranked)).toEqual([ranked[0], ranked[1]]);
  });
});

describe('answers on a rerun', () => {
  const asked = buildQuestions(normalized({ missing: ['construction', 'material'] }), [
    ...shirts,
    contender('620530', '6205.30.20.10', "men's or boys', of man-made fibres (not knitted or crocheted)"),
  ]);

  it('fold into the input in words the reader understands', () => {
    const input = { description: "Men's shirt", market: 'US' as const, language: 'en' as const, notes: 'slim fit' };
    const answered = applyAnswers({ ...input, answers: [{ question_id: 'q_construction', value: 'knitted' }, { question_id: 'q_material', value: 'cotton' }] }, asked);
    expect(answered.notes).toBe('slim fit; knitted');
    expect(answered.material).toBe('cotton');
  });

  it('answer "silver" in words the reader takes for the metal, not a colour', () => {
    const jewellery = buildQuestions(normalized({ missing: ['material'] }), [contender('711311', '7113.11.20.00', ' of silver'), contender('711719', '7117.19.05.00', ' imitation, of base metal')]);
    const answered = applyAnswers({ description: 'Heart locket', market: 'US', language: 'en', answers: [{ question_id: 'q_material', value: 'silver' }] }, jewellery);
    expect(answered.material).toBe('sterling silver');
  });

  it('refuse a question that was not asked or an option it did not offer', () => {
    const input = { description: "Men's shirt", market: 'US' as const, language: 'en' as const };
    expect(() => applyAnswers({ ...input, answers: [{ question_id: 'q_gender', value: 'men' }] }, asked)).toThrow(AnswerError);
    expect(() => applyAnswers({ ...input, answers: [{ question_id: 'q_construction', value: 'felted' }] }, asked)).toThrow(/unknown_option/);
  });
});
