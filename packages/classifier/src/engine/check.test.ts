import type { Normalized } from '../types';
import { excludes, legalFindings, noteSource } from './check';
import { findNote } from '@tcs/tariffs';

const reading = (over: Partial<Normalized>): Normalized =>
  ({ clean_description: '', construction: null, hs_headings: [], materials: [], missing: [], ...over }) as unknown as Normalized;

describe('legal checks', () => {
  it('a knitted garment is excluded from chapter 62 and included in chapter 61, each citing its note 1', () => {
    const knitted = reading({ construction: 'knitted', hs_headings: ['6109'] });
    const in62 = legalFindings('620520', knitted);
    expect(excludes(in62)).toMatchObject({ kind: 'chapter_note', source: 'Chapter 62 note 1', effect: 'excludes', code: '620520' });
    expect(excludes(in62)?.text).toContain('excluding knitted or crocheted articles');
    expect(legalFindings('610910', knitted).find((f) => f.source === 'Chapter 61 note 1')?.effect).toBe('includes');
    expect(excludes(legalFindings('610910', knitted))).toBeNull();
  });

  it('a section note that sends the recognised goods elsewhere is reported for the reviewer', () => {
    // Footwear (chapter 64) read, but a chapter 63 textile candidate: Section XI note 1 sends footwear to chapter 64.
    const shoes = reading({ hs_headings: ['6404'] });
    const findings = legalFindings('630790', shoes);
    expect(findings).toContainEqual(expect.objectContaining({ kind: 'section_note', source: expect.stringMatching(/^Section XI note 1\(/), effect: 'note' }));
    expect(excludes(findings)).toBeNull();
  });

  it('a garment whose wearer is not said cites note 9 in the men\u2019s and women\u2019s headings, and one whose wearer is said does not', () => {
    const cited = (hs6: string, gender: Normalized['gender']) => legalFindings(hs6, reading({ gender })).map((f) => f.source);
    expect(cited('620530', null)).toContain('Chapter 62 note 9');
    expect(cited('610620', 'unisex')).toContain('Chapter 61 note 9');
    expect(cited('620530', 'men')).not.toContain('Chapter 62 note 9');
    expect(cited('610910', null)).not.toContain('Chapter 61 note 9');
  });

  it('a heading whose terms name the other wearer is ruled out by GRI 1; the stated wearer\u2019s heading is not', () => {
    expect(excludes(legalFindings('610620', reading({ gender: 'men' })))).toMatchObject({ source: 'GRI 1', effect: 'excludes' });
    expect(excludes(legalFindings('620342', reading({ gender: 'girls' })))).toMatchObject({ source: 'GRI 1' });
    expect(excludes(legalFindings('610520', reading({ gender: 'men' })))).toBeNull();
    expect(excludes(legalFindings('610520', reading({ gender: null })))).toBeNull();
  });

  it('a form of steel of another kind than the steel named is ruled out by the note defining the kind named', () => {
    const stainless = reading({ search_text: '304 stainless steel cold rolled COIL 2B 1.0T X 1219MM' });
    expect(excludes(legalFindings('720917', stainless))).toMatchObject({ source: 'Chapter 72 note 1(e)', effect: 'excludes' });
    expect(legalFindings('721934', stainless).find((f) => f.source === 'Chapter 72 note 1(e)')?.effect).toBe('includes');
    expect(excludes(legalFindings('721499', reading({ search_text: 'alloy steel SCM440 ROUND BAR' })))).toMatchObject({ source: 'Chapter 72 note 1(f)' });
    expect(excludes(legalFindings('722830', reading({ search_text: 'non-alloy steel S45C ROUND BAR' })))).toMatchObject({ source: 'Chapter 72 note 1(f)' });
    // Steel said of no kind, and chapter 72's goods that are no form of steel, are left as they are.
    expect(excludes(legalFindings('722830', reading({ search_text: 'steel round bar hot rolled' })))).toBeNull();
    expect(excludes(legalFindings('720221', reading({ search_text: 'stainless steel scrap ferrosilicon' })))).toBeNull();
  });

  it('GRI 1 and 6 always apply, GRI 3(b) to sets', () => {
    const set = legalFindings('821192', reading({ clean_description: 'Kitchen knife set with block' }));
    expect(set.map((f) => f.source)).toEqual(expect.arrayContaining(['GRI 1', 'GRI 6', 'GRI 3(b)']));
  });

  it('every note cites a real USITC file and the note’s own words', () => {
    const source = noteSource(findNote('Chapter 61 note 1')!);
    expect(source).toMatchObject({ key: 'note:Chapter 61 note 1', url: 'https://hts.usitc.gov/reststop/file?release=currentRelease&filename=Chapter%2061', snippet: expect.stringContaining('knitted or crocheted') });
  });
});
