import { UnreadableInputError } from './errors';
import { readTcsCsv } from './tcs-csv';
import { TEST_CHAPTER_TITLES, gzipStreamOf, streamOf } from './test-streams';

const HEADER = 'code,indent,description,duty_rate,special_rate,column2_rate,unit';
const US_SCHEDULE = [
  HEADER,
  '6109,0,"T-shirts, singlets, tank tops and similar garments, knitted or crocheted:",,,,',
  '6109.10.00,1,Of cotton,16.5%,Free (AU),90%,',
  ",2,Men's or boys':,,,,",
  ',3,Other T-shirts:,,,,',
  `6109100012,4,Men's (338),,,,"doz., kg"`,
  "6109.10.0014,4,Boys' (338),2%,,,doz.",
  '6109.90,1,Of other textile materials:,,,,',
  '6109.90.10,2,Of wool,5%,,20%,',
].join('\n');

const read = (text: string, market: 'US' | 'EU' | 'VN' = 'US') => readTcsCsv(streamOf(text), { market, chapterTitles: TEST_CHAPTER_TITLES });

describe('readTcsCsv', () => {
  it('builds the tree from indents, codes and uncoded headings', async () => {
    const { lines, problems, stats } = await read(US_SCHEDULE);
    expect(problems).toEqual([]);
    expect(stats).toEqual({ rows_read: 8, uncoded_rows: 2 });
    expect(lines.map((l) => [l.position, l.code, l.parent_code, l.level, l.is_leaf])).toEqual([
      [0, '61', null, 'chapter', false],
      [1, '6109', '61', 'heading', false],
      [2, '6109.10.00', '6109', 'national', false],
      [3, '6109.10.00.12', '6109.10.00', 'statistical', true],
      [4, '6109.10.00.14', '6109.10.00', 'statistical', true],
      [5, '6109.90', '6109', 'subheading', false],
      [6, '6109.90.10', '6109.90', 'national', true],
    ]);
  });

  it('joins ancestors and uncoded headings into the full description, without their colons', async () => {
    const { lines } = await read(US_SCHEDULE);
    const mens = lines.find((l) => l.code === '6109.10.00.12');
    expect(mens).toMatchObject({
      description: "Men's (338)",
      full_description: "T-shirts, singlets, tank tops and similar garments, knitted or crocheted > Of cotton > Men's or boys' > Other T-shirts > Men's (338)",
      hs6: '610910',
      code_digits: '6109100012',
      indent: 4,
      unit: 'doz., kg',
    });
    expect(lines[1].description).toBe('T-shirts, singlets, tank tops and similar garments, knitted or crocheted:');
  });

  it('lets a US statistical line without rates take its parent rates, and keeps published ones', async () => {
    const { lines } = await read(US_SCHEDULE);
    expect(lines[3]).toMatchObject({ duty_rate: '16.5%', special_rate: 'Free (AU)', column2_rate: '90%', extra: { rate_inherited_from: '6109.10.00' } });
    expect(lines[4]).toMatchObject({ duty_rate: '2%', special_rate: null, column2_rate: null, extra: {} });
  });

  it('synthesizes the chapter line from the titles it is given', async () => {
    const { lines } = await read(US_SCHEDULE);
    expect(lines[0]).toMatchObject({ description: 'Apparel, knitted or crocheted', full_description: 'Apparel, knitted or crocheted', extra: { synthesized: 'test' } });
  });

  it('writes codes the way the market does', async () => {
    const text = [HEADER, '6109,0,T-shirts,,,,', '610910,1,Of cotton:,,,,', '61091010,2,For men or boys,20,,,'].join('\n');
    expect((await read(text, 'VN')).lines.map((l) => l.code)).toEqual(['61', '6109', '6109.10', '6109.10.10']);
    expect((await read(text, 'EU')).lines.map((l) => l.code)).toEqual(['61', '6109', '6109 10', '6109 10 10']);
  });

  it('reads gzip input transparently, whatever the name', async () => {
    const plain = await read(US_SCHEDULE);
    const gzipped = await readTcsCsv(gzipStreamOf(US_SCHEDULE), { market: 'US', chapterTitles: TEST_CHAPTER_TITLES });
    expect(gzipped).toEqual(plain);
  });

  it('accepts a header with a BOM, in another column order, without optional columns', async () => {
    const { lines, problems } = await read('\uFEFFdescription,code,indent\nT-shirts,6109,0\nOf cotton,6109.10,1\n');
    expect(problems).toEqual([]);
    expect(lines.map((l) => [l.code, l.duty_rate, l.unit])).toEqual([['61', null, null], ['6109', null, null], ['6109.10', null, null]]);
  });
});

describe('readTcsCsv on bad rows', () => {
  const BAD = [
    HEADER, // 1
    '6109,0,T-shirts,,,,', // 2
    '6109.10.00,1,,16.5%,,,', // 3 missing description
    '61O9.90,1,Other,,,,', // 4 malformed code
    '6109.9,1,Other,,,,', // 5 wrong digit count
    ',1,Of other textile materials:,,,,', // 6
    ',3,Too deep,,,,', // 7 indent jump
    '6109.90.10,2,Of wool,5%,,20%,', // 8
    '6109.90.10,2,Of wool,5%,,20%,', // 9 duplicate
    '6110,zero,Jerseys,,,,', // 10 indent not a number
    '6110.20,1,Of cotton,12%,,,,extra', // 11 too many fields
    "6111,0,Babies' garments,,,,", // 12
    '6112.11.00,1,Track suits of cotton,8%,,,', // 13 under 6111 by indent
    '6111.20,1,Of cotton:,,,,', // 14
  ].join('\n');

  it('collects every problem with its line number and never throws', async () => {
    const { problems, lines } = await read(BAD);
    expect(problems.map((p) => [p.line, p.code])).toEqual([
      [3, '6109.10.00'],
      [4, '61O9.90'],
      [5, '6109.9'],
      [7, undefined],
      [9, '6109.90.10'],
      [10, '6110'],
      [11, '6110.20'],
      [13, '6112.11.00'],
    ]);
    expect(problems.map((p) => p.reason)).toEqual([
      'missing description',
      "malformed code '61O9.90'",
      "code '6109.9' has 5 digits, not a US code length",
      'indent 3 jumps more than one level below the row above (indent 1)',
      'duplicate of line 8 (same code, text and rates)',
      "indent 'zero' is not a whole number",
      'has 8 fields, the header has 7',
      'indent 1 puts it under 6111 (line 12), whose code it does not extend',
    ]);
    expect(lines.map((l) => l.position)).toEqual(lines.map((_, i) => i));
  });

  it('keeps a repeated code when the lines genuinely differ', async () => {
    const text = [HEADER, '9805,0,Oil seeds for sowing,,,,', '9805.00.00,1,Soybeans for sowing,5%,,,', '9805.00.00,1,Groundnuts,5%,,,'].join('\n');
    const { lines, problems } = await read(text);
    expect(problems).toEqual([]);
    expect(lines.filter((l) => l.code === '9805.00.00').map((l) => [l.description, l.extra.code_repeated])).toEqual([
      ['Soybeans for sowing', true],
      ['Groundnuts', true],
    ]);
  });

  it('reports a CSV syntax error at its line and goes on with the rows after it', async () => {
    const { problems, lines } = await read([HEADER, '6109,0,T-shirts,,,,', '6109.10,1,Of "cotton,1%,,,', '6109.90,1,Other,,,,', '6110,0,"Jerseys,,,,'].join('\n'));
    expect(problems.map((p) => p.line)).toEqual([3, 5]);
    expect(problems.map((p) => p.reason)).toEqual([expect.stringMatching(/^CSV syntax error: Invalid Opening Quote/), expect.stringMatching(/^CSV syntax error: Quote Not Closed/)]);
    expect(lines.map((l) => l.code)).toEqual(['61', '6109', '6109.90']);
  });

  it('reports bad UTF-8 bytes', async () => {
    const bytes = Buffer.concat([Buffer.from(`${HEADER}\n6109,0,T-shirts `), Buffer.from([0xff, 0xfe]), Buffer.from(',,,,\n')]);
    const { problems } = await readTcsCsv(streamOf(bytes), { market: 'US', chapterTitles: TEST_CHAPTER_TITLES });
    expect(problems).toEqual([{ line: 2, code: '6109', reason: 'invalid UTF-8 in description' }]);
  });

  it('throws a typed error for a file that is not tcs-csv at all', async () => {
    await expect(read('htsno,description\n6109,T-shirts\n')).rejects.toThrow(UnreadableInputError);
    await expect(read('htsno,description\n6109,T-shirts\n')).rejects.toThrow(/lacks code, indent/);
    await expect(read('')).rejects.toThrow(/empty/);
    const corrupt = Buffer.concat([Buffer.from([0x1f, 0x8b, 0x08, 0x00]), Buffer.from('not really gzip')]);
    await expect(readTcsCsv(streamOf(corrupt), { market: 'US', chapterTitles: TEST_CHAPTER_TITLES })).rejects.toThrow(UnreadableInputError);
    const xlsx = Buffer.from('PK\u0003\u0004 workbook bytes');
    await expect(readTcsCsv(streamOf(xlsx), { market: 'US', chapterTitles: TEST_CHAPTER_TITLES })).rejects.toThrow(/ZIP archive/);
  });
});
