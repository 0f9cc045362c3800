import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_DATA_DIR } from './bundle-files';
import { findNote, loadUsLegalNotes, notesForCode, usSectionOfChapter } from './legal-notes';

const RAW_CHAPTER_61 = path.join(SHARED_DATA_DIR, 'us-hts-2025-notes', 'chapter', 'Chapter_61.txt');

describe('US legal notes bundle', () => {
  it('holds every kind of note, each ref once', () => {
    const notes = loadUsLegalNotes();
    const kinds = new Set(notes.map((note) => note.kind));
    expect([...kinds].sort()).toEqual(
      ['additional_us_note', 'chapter_note', 'general_note', 'gri', 'section_note', 'statistical_note', 'subheading_note'].sort(),
    );
    expect(new Set(notes.map((note) => note.ref)).size).toBe(notes.length);
    expect(notes.length).toBeGreaterThan(2500);
  });

  it('finds Chapter 61 note 2(a) with the text of the raw file', () => {
    const note = findNote('Chapter 61 note 2(a)');
    expect(note).toMatchObject({ kind: 'chapter_note', section: 'XI', chapter: '61', number: '2(a)', text: 'Goods of heading 6212;' });
    // The source is only there on a build machine; the bundle is what ships.
    if (existsSync(RAW_CHAPTER_61)) expect(readFileSync(RAW_CHAPTER_61, 'utf8')).toMatch(/\n\s*2\.\s+This chapter does not cover:\s+\(a\) Goods of heading 6212;/);
  });

  it('keeps the parent note with its whole text and the headings it excludes', () => {
    const note = findNote('Chapter 61 note 2');
    expect(note?.text).toBe(
      'This chapter does not cover:\n(a) Goods of heading 6212;\n(b) Worn clothing or other worn articles of heading 6309;\n' +
        '(c) Orthopedic appliances, surgical belts, trusses or the like (heading 9021).',
    );
    expect(note?.excludes_headings).toEqual(['6212', '6309', '9021']);
    expect(findNote('Chapter 61 note 2(c)')?.excludes_headings).toEqual(['9021']);
  });

  it('expands heading ranges and chapters in section exclusions, skipping "except ... (heading 5911)"', () => {
    const excluded = findNote('Section XI note 1')?.excludes_headings ?? [];
    expect(excluded).toEqual(expect.arrayContaining(['0502', '3701', '3702', '3703', '3704', '39', '46', '64', '97']));
    expect(excluded).not.toContain('5911');
    expect(findNote('Chapter 12 note 1')?.excludes_headings).toEqual(['0801', '0802', '07', '20']);
  });

  it('takes exclusions from the clause that states them, not from the headings a note is about', () => {
    expect(findNote('Chapter 61 note 1')?.excludes_headings).toEqual([]);
    expect(findNote('Chapter 61 note 5')?.excludes_headings).toEqual([]); // "Heading 6109 does not cover garments with a drawstring"
    expect(findNote('Chapter 61 note 3(b)')?.excludes_headings).toEqual(['6112']); // '"ensemble" does not apply to track suits ... of heading 6112'
  });

  it('has the GRIs and General note 3(c)(i)', () => {
    expect(findNote('GRI 1')?.text).toMatch(/^The table of contents, alphabetical index/);
    expect(findNote('GRI 3(b)')?.text).toMatch(/^Mixtures, composite goods .* essential character/);
    expect(findNote('Additional U.S. rule of interpretation 1(c)')?.text).toMatch(/^a provision for parts of an article/);
    const programs = findNote('General note 3(c)(i)');
    expect(programs?.kind).toBe('general_note');
    expect(programs?.text).toContain('Generalized System of Preferences ... A, A* or A+');
    expect(findNote('General note 3')?.title).toBe('Rates of Duty');
    expect(findNote('General note 3(b)')?.title).toBe('Rate of Duty Column 2');
  });

  it('finds a ref whatever its case, commas and spacing', () => {
    expect(findNote('chapter 61, note 2 (a)')?.ref).toBe('Chapter 61 note 2(a)');
    expect(findNote('Chapter 61 note 99')).toBeUndefined();
  });

  it('gives the section and chapter notes that govern a code', () => {
    const refs = notesForCode('6109100012').map((note) => note.ref);
    expect(refs).toEqual(expect.arrayContaining(['Section XI note 1', 'Section XI subheading note 1', 'Chapter 61 note 2', 'Chapter 61 note 2(a)']));
    expect(refs.indexOf('Section XI note 1')).toBeLessThan(refs.indexOf('Chapter 61 note 1'));
    expect(refs.some((ref) => ref.startsWith('Chapter 62'))).toBe(false);
    expect(notesForCode('6109.10.00.12').length).toBe(refs.length);
    expect(notesForCode('')).toEqual([]);
  });

  it('maps chapters to sections, including the US-only section XXII', () => {
    expect(usSectionOfChapter('61')).toBe('XI');
    expect(usSectionOfChapter('99')).toBe('XXII');
  });
});
