import { buildHierarchy, pathSegment, type SourceRow } from './hierarchy';
import { TEST_CHAPTER_TITLES } from './test-streams';

let nextLine = 1;
const row = (code: string | null, indent: number, description: string, more: Partial<SourceRow> = {}): SourceRow => ({
  line: nextLine++,
  sourceCode: code,
  digits: code === null ? null : code.replace(/\D/g, ''),
  indent,
  description,
  ...more,
});
const build = (rows: SourceRow[], market: 'US' | 'EU' | 'VN' = 'US') => buildHierarchy(rows, { market, chapterTitles: TEST_CHAPTER_TITLES });

describe('buildHierarchy', () => {
  beforeEach(() => (nextLine = 1));

  it('strips trailing colons inside paths only', () => {
    expect(pathSegment('Of cotton:')).toBe('Of cotton');
    expect(pathSegment('  Other : ')).toBe('Other');
  });

  it('uses a chapter row of the source instead of synthesizing one', () => {
    const { lines } = build([row('61', 0, 'ARTICLES OF APPAREL, KNITTED'), row('6109', 0, 'T-shirts')], 'EU');
    expect(lines.map((l) => [l.code, l.parent_code, l.description, l.extra])).toEqual([
      ['61', null, 'ARTICLES OF APPAREL, KNITTED', {}],
      ['6109', '61', 'T-shirts', {}],
    ]);
  });

  it('names a chapter it has no title for', () => {
    const { lines } = build([row('4202', 0, 'Trunks')]);
    expect(lines[0]).toMatchObject({ code: '42', description: 'Chapter 42', extra: { synthesized: 'placeholder' } });
  });

  it('keeps a row marked out of the path out of its children’s full description', () => {
    const { lines } = build([row('0409', 0, 'Natural honey', { inPath: false }), row('0409 00 00', 1, 'Natural honey')], 'EU');
    expect(lines.map((l) => l.full_description)).toEqual(['Chapter 04', 'Natural honey', 'Natural honey']);
  });

  it('passes over same-chapter provisions in national chapter 98 and counts them as having lines below', () => {
    const { lines, problems } = build([
      row(null, 0, 'Goods of Mexico:'),
      row('9823.03.01', 1, 'Goods provided for in note 3(a):'),
      row(null, 2, 'Goods provided for in note 3(b):'),
      row('9823.03.02', 3, 'Subject to quantitative limits'),
    ]);
    expect(problems).toEqual([]);
    expect(lines.map((l) => [l.code, l.parent_code, l.is_leaf])).toEqual([
      ['98', null, false],
      ['9823.03.01', '98', false],
      ['9823.03.02', '98', true],
    ]);
    expect(lines[2].full_description).toBe('Goods of Mexico > Goods provided for in note 3(a) > Goods provided for in note 3(b) > Subject to quantitative limits');
  });

  it('finds the latest line with the longest prefix when uncoded headings close the coded ones', () => {
    const { lines } = build([row('9801', 0, 'Products of the US returned'), row(null, 0, 'Articles exported and returned:'), row('9801.00.40', 1, 'Other')]);
    expect(lines.find((l) => l.code === '9801.00.40')).toMatchObject({ parent_code: '9801', full_description: 'Articles exported and returned > Other' });
  });

  it('tolerates an indent jump when the code extends the coded row above', () => {
    const { lines, problems } = build([row('3821.00.00', 0, 'Culture media', { dutyRate: '5%' }), row('3821.00.00.10', 2, 'Viral transport media')]);
    expect(problems).toEqual([]);
    expect(lines[2]).toMatchObject({ parent_code: '3821.00.00', duty_rate: '5%', extra: { rate_inherited_from: '3821.00.00' } });
  });

  it('inherits rates and chapter 99 references for US statistical lines only', () => {
    const parent = { dutyRate: 'Free', column2Rate: '20%', additionalDuties: ['9903.88.15'] };
    const us = build([row('0101.21.00', 0, 'Purebred', parent), row('0101.21.00.10', 1, 'Males')]).lines[2];
    expect(us).toMatchObject({ duty_rate: 'Free', special_rate: null, column2_rate: '20%', additional_duties: ['9903.88.15'] });
    nextLine = 1;
    const vn = build([row('0101.21', 0, 'Pure-bred', { dutyRate: '0' }), row('0101.21.00', 1, 'Other')], 'VN').lines[2];
    expect(vn).toMatchObject({ duty_rate: null, extra: {} });
  });

  it('refuses a code repeated under itself, and a code length the market lacks', () => {
    const { problems } = build([row('9808', 0, 'Coated textile fabrics'), row('9808', 1, 'Other:'), row('6109.10.00.12', 1, 'Men')], 'VN');
    expect(problems).toEqual([
      { line: 2, code: '9808', reason: 'repeats the code of the line it sits under (line 1)' },
      { line: 3, code: '6109.10.00.12', reason: 'code has 10 digits, not a VN code length' },
    ]);
  });
});
