import { parseNoteFile } from './notes-parser';
import { exclusionClauseRefs, referencedCodes } from './note-exclusions';
import { resolveMarker } from './notes-enumerators';

const BANNER = '                   Harmonized Tariff Schedule of the United States Revision 7 (2025)\n' +
  '                                Annotated for Statistical Reporting Purposes\n';

function chapter(body: string) {
  const text = `${BANNER}\n                    CHAPTER 99\n\n                 SOME TITLE\n${body}\n  Heading/ Stat.   Article Description\n9901.00.00 Goods`;
  return parseNoteFile(text, { scope: 'chapter', chapter: '99', section: 'XXII' });
}

describe('parseNoteFile', () => {
  it('splits numbered notes and lettered items, the parent keeping the whole text', () => {
    const notes = chapter(`Notes

1.   This chapter does not cover:

     (a) Goods of heading 6212;

     (b) Articles of chapters 50 to 52 (see note 3); or
         wrapped line-
         ending here.

2.   Articles of this chapter may be made of metal thread.`);
    expect(notes.map((note) => note.ref)).toEqual(['Chapter 99 note 1', 'Chapter 99 note 1(a)', 'Chapter 99 note 1(b)', 'Chapter 99 note 2']);
    expect(notes[0].text).toBe('This chapter does not cover:\n(a) Goods of heading 6212;\n(b) Articles of chapters 50 to 52 (see note 3); or wrapped line-ending here.');
    expect(notes[0].excludes_headings).toEqual(['6212', '50', '51', '52']);
    expect(notes[2]).toMatchObject({ number: '1(b)', chapter: '99', section: 'XXII', kind: 'chapter_note', title: null });
    expect(notes[3].excludes_headings).toEqual([]);
  });

  it('tells "(i)" after "(h)" from the first roman numeral by what follows', () => {
    const letters = 'abcdefgh'.split('').map((letter) => `     (${letter}) item;\n`).join('');
    const notes = chapter(`Notes\n\n1.   List:\n${letters}     (i) ninth letter;\n     (j) tenth letter.\n\n2.   Other:\n     (a) first:\n         (i) roman one;\n         (ii) roman two;\n     (b) second.`);
    const refs = notes.map((note) => note.number);
    expect(refs).toEqual(expect.arrayContaining(['1(i)', '1(j)', '2(a)(i)', '2(a)(ii)', '2(b)']));
  });

  it('starts a new block at each heading and ignores "(con.)" running heads', () => {
    const notes = chapter(`Notes\n\n1.   One.\n\nAdditional U.S. Notes\n\n1.   Extra one.\n${BANNER}Additional U.S. Notes (con.)\n\n2.   Extra two.\n\nStatistical Notes\n\n1.   Stat one.`);
    expect(notes.map((note) => note.ref)).toEqual([
      'Chapter 99 note 1',
      'Chapter 99 additional U.S. note 1',
      'Chapter 99 additional U.S. note 2',
      'Chapter 99 statistical note 1',
    ]);
  });

  it('does not take a wrapped cross-reference for a subdivision', () => {
    const notes = chapter(`Notes\n\n1.   Jewelry within the meaning of paragraph\n     (a) of note 9 above.`);
    expect(notes).toHaveLength(1);
    expect(notes[0].text).toBe('Jewelry within the meaning of paragraph (a) of note 9 above.');
  });

  it('reads a General Note: its number from the file, its title from the first sentence', () => {
    const text = `${BANNER}\n3   Rates of Duty. The rates apply as follows:\n\n    (a)   Rate of Duty Column 1.\n\n          (i)    General rates.........................A\n\n    (b)   Rate of Duty Column 2. Column 2 applies to Cuba.`;
    const notes = parseNoteFile(text, { scope: 'general', number: '3' });
    expect(notes.map((note) => [note.ref, note.title])).toEqual([
      ['General note 3', 'Rates of Duty'],
      ['General note 3(a)', 'Rate of Duty Column 1'],
      ['General note 3(a)(i)', null],
      ['General note 3(b)', 'Rate of Duty Column 2'],
    ]);
    expect(notes[2].text).toBe('General rates ... A');
  });
});

describe('exclusion references', () => {
  it('reads headings, chapters, ranges and subheadings', () => {
    expect(referencedCodes('(heading 0501, 6703 or 6704); headings 9401 to 9403; chapter 7 or chapter 20; subheading 8471.30')).toEqual([
      '0501', '6703', '6704', '9401', '9402', '9403', '07', '20', '8471',
    ]);
  });

  it('takes only the clause that states the exclusion', () => {
    expect(exclusionClauseRefs('Heading 1207 applies to seeds. It does not apply to products of heading 0801. See heading 1209.')).toEqual(['0801']);
  });
});

describe('resolveMarker', () => {
  it('continues the innermost open level first and opens a level for a first marker', () => {
    const open = [{ style: 'lower' as const, token: 'a' }, { style: 'roman' as const, token: 'iv' }];
    expect(resolveMarker(open, 'v', [])).toMatchObject({ action: 'sibling', depth: 1 });
    expect(resolveMarker(open, 'b', [])).toMatchObject({ action: 'sibling', depth: 0 });
    expect(resolveMarker(open, 'A', [])).toMatchObject({ action: 'child', style: 'upper' });
    expect(resolveMarker(open, 'q', [])).toBeNull();
    expect(resolveMarker([{ style: 'lower', token: 'h' }], 'ij', [])).toMatchObject({ action: 'sibling', token: 'ij' });
  });
});
