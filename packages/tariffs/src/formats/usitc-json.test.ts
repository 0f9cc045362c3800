import { existsSync, readFileSync } from 'node:fs';
import type { ParsedLine, ReadResult } from '../types';
import { loadManifest, readBundled } from './bundled';
import { UnreadableInputError } from './errors';
import { readUsitcJson } from './usitc-json';
import { TEST_CHAPTER_TITLES, gzipStreamOf, streamOf } from './test-streams';

// The derived flat table beside the source export (see its PROVENANCE.md); only where /work/shared is mounted.
const FLAT_CSV = '/work/shared/data/us-hts-2024-12/hts_flat_2024-12.csv';

/** A plain RFC 4180 split: csv-parse is several times slower on Buffers inside Jest's sandbox. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  for (const [, quoted, plain, end] of text.matchAll(/(?:"((?:[^"]|"")*)"|([^,\n]*))(,|\n|$)/g)) {
    row.push(quoted !== undefined ? quoted.replace(/""/g, '"') : plain);
    if (end !== ',') {
      rows.push(row);
      row = [];
    }
    if (end === '') break;
  }
  return rows.filter((r) => r.length > 1);
}

describe('readUsitcJson on the bundled HTS 2024-12', () => {
  let result: ReadResult;
  let byCode: Map<string, ParsedLine>;
  beforeAll(async () => {
    result = await readBundled(loadManifest().find((entry) => entry.market === 'US') as never);
    byCode = new Map(result.lines.map((line) => [line.code, line]));
  });
  const count = (test: (line: ParsedLine) => boolean) => result.lines.filter(test).length;

  it('accepts every row and keeps the counts of PROVENANCE.md', () => {
    expect(result.problems).toEqual([]);
    expect(result.stats).toEqual({ rows_read: 35_810, uncoded_rows: 6_012 });
    expect(count((l) => l.level !== 'chapter')).toBe(29_798);
    expect(count((l) => l.level === 'heading')).toBe(962);
    expect(count((l) => l.level === 'subheading')).toBe(2_093);
    expect(count((l) => l.level === 'national')).toBe(7_043);
    expect(count((l) => l.level === 'statistical')).toBe(19_700);
    expect(count((l) => l.level === 'chapter')).toBe(98); // 01–97 without 77, plus 98 and 99
    expect(count((l) => l.is_leaf)).toBe(23_540);
  });

  it('reads 6109.10.00.12 as a statistical leaf with its parent’s rates', () => {
    expect(byCode.get('6109.10.00.12')).toMatchObject({
      code_digits: '6109100012',
      hs6: '610910',
      level: 'statistical',
      is_leaf: true,
      parent_code: '6109.10.00',
      description: "Men's (338)",
      full_description: "T-shirts, singlets, tank tops and similar garments, knitted or crocheted > Of cotton > Men's or boys' > Other T-shirts > Men's (338)",
      duty_rate: '16.5%',
      special_rate: 'Free (AU,BH,CL,CO,IL,JO,KR,MA,OM,P,PA,PE,S,SG)',
      column2_rate: '90%',
      unit: 'doz., kg',
      additional_duties: ['9903.88.15'],
      extra: { rate_inherited_from: '6109.10.00' },
    });
    expect(byCode.get('6109.10.00')).toMatchObject({ level: 'national', is_leaf: false, parent_code: '6109', footnotes: ['See 9903.88.15.'] });
  });

  it('synthesizes the chapters the export lacks, at the top of each chapter', () => {
    const chapter = byCode.get('61') as ParsedLine;
    expect(chapter).toMatchObject({ level: 'chapter', parent_code: null, is_leaf: false, description: 'Apparel and clothing accessories; knitted or crocheted', extra: { synthesized: 'hs2022' } });
    expect(result.lines[chapter.position + 1].code).toBe('6101');
    expect(byCode.get('99')).toMatchObject({ extra: { synthesized: 'htsus-section-xxii' } });
    expect(count((l) => l.level === 'heading' && l.parent_code !== l.code.slice(0, 2))).toBe(0);
    expect(result.lines.every((l, i) => l.position === i)).toBe(true);
  });

  it('keeps the published rates of a statistical line that has them', () => {
    expect(byCode.get('3820.00.00.00')).toMatchObject({ duty_rate: '6.5%', extra: {} });
  });

  (existsSync(FLAT_CSV) ? it : it.skip)('agrees with the flat CSV on every path and rate', async () => {
    const clean = (path: string) => path.split(' > ').map((part) => part.trim().replace(/\s*:+$/, '')).join(' > ');
    const differences: string[] = [];
    // Columns: htsno, digits, chapter, level, indent, description, full_path, units, general, …
    for (const [htsno, , , , , , fullPath, , general] of csvRows(readFileSync(FLAT_CSV, 'utf8')).slice(1)) {
      const line = byCode.get(htsno) as ParsedLine;
      if (clean(line.full_description) !== clean(fullPath)) differences.push(`${htsno} path`);
      if ((line.duty_rate ?? '') !== general.trim()) differences.push(`${htsno} rate`);
    }
    // The flat table only looks at the line right above: it misses parents beyond uncoded headings (9006.59.15)
    // and 10-digit lines directly under a heading (9503).
    expect(differences).toEqual(
      ['9006.59.15.40', '9006.59.15.60', '9006.59.15.80', '9503.00.00.11', '9503.00.00.13', '9503.00.00.71', '9503.00.00.73', '9503.00.00.90'].map((c) => `${c} rate`),
    );
  });
});

describe('readUsitcJson on small inputs', () => {
  const read = (text: string) => readUsitcJson(streamOf(text), { chapterTitles: TEST_CHAPTER_TITLES });
  const record = (htsno: string, indent: string, description: string, more: object = {}) => ({
    htsno, indent, description, superior: null, units: [], general: '', special: '', other: '', footnotes: [], quotaQuantity: null, additionalDuties: null, ...more,
  });

  it('reports bad records by their number and keeps reading', async () => {
    const records = [
      record('6109', '0', 'T-shirts:'),
      record('6109.10.00', '1', 'Of cotton', { general: '16.5%', units: ['doz.', ' kg '], additionalDuties: 'See 9903.91.01' }),
      record('6109.1O', '1', 'Bad code'),
      'not an object',
      record('6109.90.10', 'one', 'Bad indent'),
      record('6109.90.20', '1', '   '),
      record('6109.10.00', '1', 'Of cotton', { general: '16.5%', units: ['doz.', ' kg '] }),
    ];
    const { lines, problems, stats } = await read(JSON.stringify(records));
    expect(problems).toEqual([
      { line: 3, code: '6109.1O', reason: "malformed code '6109.1O' (expected 6109.10.00.12 style)" },
      { line: 4, reason: 'record is not an object' },
      { line: 5, code: '6109.90.10', reason: "indent 'one' is not a whole number" },
      { line: 6, code: '6109.90.20', reason: 'missing description' },
      { line: 7, code: '6109.10.00', reason: 'duplicate of line 2 (same code, text and rates)' },
    ]);
    expect(stats.rows_read).toBe(7);
    expect(lines[2]).toMatchObject({ unit: 'doz., kg', additional_duties: ['9903.91.01'], extra: { additional_duties_text: 'See 9903.91.01' } });
  });

  it('reads gzip the same as plain', async () => {
    const text = JSON.stringify([record('6109', '0', 'T-shirts:')]);
    expect(await readUsitcJson(gzipStreamOf(text), { chapterTitles: TEST_CHAPTER_TITLES })).toEqual(await read(text));
  });

  it('throws a typed error for input that is not a JSON array', async () => {
    await expect(read('htsno,indent\n0101,0')).rejects.toThrow(UnreadableInputError);
    await expect(read('{"htsno":"0101"}')).rejects.toThrow(/not a USITC JSON array/);
    await expect(read('[{"htsno":"0101"')).rejects.toThrow(UnreadableInputError);
  });
});
