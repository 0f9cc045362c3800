import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ParsedLine, ReadResult } from '../types';
import { bundledFilePath } from './bundled';
import { UnreadableInputError } from './errors';
import { readEuCn } from './eu-cn';
import { TEST_CHAPTER_TITLES, gzipStreamOf, streamOf } from './test-streams';

const levels = (result: ReadResult) => {
  const counts: Record<string, number> = {};
  for (const line of result.lines) counts[line.level] = (counts[line.level] ?? 0) + 1;
  return counts;
};

describe('readEuCn on the bundled CN 2025 and 2026', () => {
  let cn2025: ReadResult;
  let cn2026: ReadResult;
  beforeAll(async () => {
    [cn2025, cn2026] = await Promise.all([
      readEuCn(bundledFilePath('eu-cn-2025.json.gz'), { year: 2025 }),
      readEuCn(bundledFilePath('eu-cn-2026.json.gz'), { year: 2026 }),
    ]);
  });
  const find = (result: ReadResult, code: string) => result.lines.find((l) => l.code === code) as ParsedLine;

  it('accepts every record and keeps the counts of PROVENANCE.md', () => {
    expect(cn2025.problems).toEqual([]);
    expect(cn2026.problems).toEqual([]);
    // 96 chapters with codes (98 has none); 957 listed headings + 271 undivided ones rebuilt (2025 files 0702 among subheadings).
    expect(levels(cn2025)).toEqual({ chapter: 96, heading: 1_228, subheading: 1_829, national: 9_778 });
    expect(levels(cn2026)).toEqual({ chapter: 96, heading: 1_228, subheading: 1_835, national: 9_791 });
    expect(cn2025.lines.filter((l) => l.is_leaf).length).toBe(9_778);
    expect(cn2026.lines.filter((l) => l.is_leaf).length).toBe(9_791);
  });

  it('reads 6109 10 00 as a national leaf under its heading', () => {
    for (const result of [cn2025, cn2026]) {
      expect(find(result, '6109 10 00')).toMatchObject({
        code_digits: '61091000',
        hs6: '610910',
        level: 'national',
        is_leaf: true,
        parent_code: '6109', // the CN lists no subheading 6109 10
        description: 'Of cotton',
        full_description: 'T-shirts, singlets and other vests, knitted or crocheted > Of cotton',
        unit: 'PST',
        duty_rate: null,
        extra: { section: 'XI' },
      });
    }
    expect(find(cn2026, '6109 90 20')).toMatchObject({ parent_code: '6109 90', indent: 2 });
    expect(find(cn2026, '61')).toMatchObject({ parent_code: null, description: 'ARTICLES OF APPAREL AND CLOTHING ACCESSORIES, KNITTED OR CROCHETED' });
  });

  it('rebuilds an undivided heading from its single line and keeps it out of the path', () => {
    expect(find(cn2026, '0409')).toMatchObject({ level: 'heading', parent_code: '04', description: 'Natural honey', extra: { synthesized: 'cn-undivided-line' } });
    expect(find(cn2026, '0409 00 00')).toMatchObject({ parent_code: '0409', full_description: 'Natural honey', unit: null });
  });
});

describe('readEuCn on small inputs', () => {
  const bundle = (codes: object[], more: object = {}) => ({
    format: 'eu-cn',
    year: 2026,
    sections: [{ code: 'XI', name: 'TEXTILES' }],
    chapters: [{ code: '61', rawCode: '61', name: 'APPAREL, KNITTED', section: 'XI' }],
    headings: [{ code: '6109', rawCode: '6109', name: 'T-shirts', chapter: '61', section: 'XI' }],
    subheadings: [],
    codes,
    ...more,
  });
  const code = (digits: string, name: string, more: object = {}) => ({ code: digits, rawCode: `${digits.slice(0, 4)} ${digits.slice(4, 6)} ${digits.slice(6)}`, name, section: 'XI', supplementaryUnit: null, ...more });
  const read = (value: object, year?: number) => readEuCn(gzipStreamOf(JSON.stringify(value)), { year, chapterTitles: TEST_CHAPTER_TITLES });

  it('reports bad records by their number over all lists', async () => {
    const { problems, lines } = await read(bundle([code('61091000', 'Of cotton', { supplementaryUnit: '-' }), code('6109900', 'Short'), code('61099020', ''), { ...code('61099090', 'Other'), rawCode: '6109 90 99' }]));
    // record numbers: 1 section, 2 chapter, 3 heading, then codes from 4
    expect(problems).toEqual([
      { line: 5, code: '6109900', reason: "codes[1]: malformed code '6109900' for codes" },
      { line: 6, code: '6109 90 20', reason: 'missing description' },
      { line: 7, code: '61099090', reason: "codes[3]: rawCode '6109 90 99' does not match code 61099090" },
    ]);
    expect(lines.find((l) => l.code === '6109 10 00')?.unit).toBeNull();
  });

  it('reads the directory of source files for a year', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'eu-cn-'));
    const value = bundle([code('61091000', 'Of cotton', { supplementaryUnit: 'PST' })]) as Record<string, unknown>;
    for (const [list, kind] of Object.entries({ sections: 'Sections', chapters: 'Chapters', headings: 'Headings', subheadings: 'Subheadings', codes: 'Codes' })) {
      writeFileSync(path.join(dir, `cn${kind}_2026.json`), JSON.stringify(value[list]));
    }
    const fromDir = await readEuCn(dir, { year: 2026, chapterTitles: TEST_CHAPTER_TITLES });
    expect(fromDir.lines.map((l) => [l.code, l.unit])).toEqual([['61', null], ['6109', null], ['6109 10 00', 'PST']]);
    await expect(readEuCn(dir, { chapterTitles: TEST_CHAPTER_TITLES })).rejects.toThrow(/needs the year/);
  });

  it('throws a typed error for what is not a CN bundle of that year', async () => {
    await expect(readEuCn(streamOf('not json'), { chapterTitles: TEST_CHAPTER_TITLES })).rejects.toThrow(UnreadableInputError);
    await expect(read({ format: 'usitc' })).rejects.toThrow(/not an eu-cn bundle/);
    await expect(read(bundle([]), 2025)).rejects.toThrow(/CN 2026, not 2025/);
  });
});
