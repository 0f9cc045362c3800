/**
 * HTSUS legal notes (2025 Revision 7, USITC, public domain) as citable units: the GRIs, the General Notes that
 * bear on classification and duty, the general statistical notes, and every section and chapter note.
 * Bundle: data/reference/us-legal-notes.json.gz (a JSON array of LegalNote), built from the PDF text extracts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BUNDLE_FILES, SHARED_DATA_DIR, bundlePath, readGzipText, writeGzipText } from './bundle-files';
import { parseNoteFile, type LegalNote, type NoteKind } from './notes-parser';
import { readHs2022Source, sectionOfChapter } from './hs2022';

export type { LegalNote, NoteKind };

/**
 * The FTA notes (USMCA and the bilateral agreements) are mostly product-specific rules of origin, about 2.6 MB of
 * text: only their opening subdivisions — eligibility and duty treatment, "originating goods" — are bundled.
 */
const FTA_GENERAL_NOTES = new Set(['11', '25', '26', '27', '28', '29', '30', '31', '32', '33', '34', '35']);
const FTA_SUBDIVISIONS_KEPT = ['a', 'b'];

/** Section XXII (chapters 98 and 99) is a US addition; the HS has no such section. */
const US_ONLY_SECTIONS: Record<string, string> = { '98': 'XXII', '99': 'XXII' };

const ROMAN_NUMERALS: Array<[number, string]> = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

function toRoman(value: number): string {
  let rest = value;
  let roman = '';
  for (const [amount, numeral] of ROMAN_NUMERALS) {
    for (; rest >= amount; rest -= amount) roman += numeral;
  }
  return roman;
}

// ---------- build (reads /work/shared/data/us-hts-2025-notes) ----------

/** Files named like "Chapter_61.txt", in numeric order. */
function numberedFiles(folder: string, prefix: string): Array<{ number: number; file: string }> {
  const pattern = new RegExp(`^${prefix}_(\\d+)\\.txt$`);
  return readdirSync(folder)
    .map((name) => ({ match: pattern.exec(name), file: path.join(folder, name) }))
    .filter((entry): entry is { match: RegExpExecArray; file: string } => entry.match !== null)
    .map(({ match, file }) => ({ number: Number(match[1]), file }))
    .sort((a, b) => a.number - b.number);
}

function chapterSectionMap(sourceDir: string): Map<string, string> {
  const map = new Map(Object.entries(US_ONLY_SECTIONS));
  for (const row of readHs2022Source(sourceDir)) if (row.level === 'chapter') map.set(row.code, row.section);
  return map;
}

export function parseUsLegalNotes(sourceDir: string = SHARED_DATA_DIR): LegalNote[] {
  const notesDir = path.join(sourceDir, 'us-hts-2025-notes');
  const read = (file: string) => readFileSync(file, 'utf8');
  const general = path.join(notesDir, 'general');
  const sectionOf = chapterSectionMap(sourceDir);
  return [
    ...parseNoteFile(read(path.join(general, 'General_Rules_of_Interpretation.txt')), { scope: 'gri' }),
    ...numberedFiles(general, 'General_Note').flatMap(({ number, file }) =>
      parseNoteFile(
        read(file),
        { scope: 'general', number: String(number) },
        FTA_GENERAL_NOTES.has(String(number)) ? { onlySubdivisions: FTA_SUBDIVISIONS_KEPT } : {},
      ),
    ),
    ...parseNoteFile(read(path.join(general, 'General_Statistical_Notes.txt')), { scope: 'general_statistical' }),
    ...numberedFiles(path.join(notesDir, 'section'), 'Section').flatMap(({ number, file }) =>
      parseNoteFile(read(file), { scope: 'section', section: toRoman(number) }),
    ),
    ...numberedFiles(path.join(notesDir, 'chapter'), 'Chapter').flatMap(({ number, file }) => {
      const chapter = String(number).padStart(2, '0');
      return parseNoteFile(read(file), { scope: 'chapter', chapter, section: sectionOf.get(chapter) ?? null });
    }),
  ];
}

export function buildUsLegalNotesBundle(sourceDir: string = SHARED_DATA_DIR, outFile: string = bundlePath(BUNDLE_FILES.usLegalNotes)) {
  const notes = parseUsLegalNotes(sourceDir);
  const bytes = writeGzipText(outFile, JSON.stringify(notes));
  return { notes: notes.length, bytes };
}

// ---------- load (reads the bundle) ----------

interface NotesIndex {
  notes: LegalNote[];
  byRef: Map<string, LegalNote>;
  bySection: Map<string, LegalNote[]>;
  byChapter: Map<string, LegalNote[]>;
}

let cached: NotesIndex | null = null;

function notesIndex(): NotesIndex {
  cached ??= indexNotes(JSON.parse(readGzipText(bundlePath(BUNDLE_FILES.usLegalNotes))) as LegalNote[]);
  return cached;
}

function indexNotes(notes: LegalNote[]): NotesIndex {
  const index: NotesIndex = { notes, byRef: new Map(), bySection: new Map(), byChapter: new Map() };
  for (const note of notes) {
    index.byRef.set(refKey(note.ref), note);
    if (note.chapter) pushTo(index.byChapter, note.chapter, note);
    else if (note.section) pushTo(index.bySection, note.section, note);
  }
  return index;
}

function pushTo(map: Map<string, LegalNote[]>, key: string, note: LegalNote): void {
  const list = map.get(key);
  if (list) list.push(note);
  else map.set(key, [note]);
}

/** Case, spacing and commas do not matter: "chapter 61, note 2 (a)" finds "Chapter 61 note 2(a)". */
function refKey(ref: string): string {
  return ref.toLowerCase().replace(/,/g, ' ').replace(/\s+\(/g, '(').replace(/\s+/g, ' ').trim();
}

/** Every unit, in the order of the schedule: GRIs, general notes, sections, chapters. Cached after the first call. */
export function loadUsLegalNotes(): LegalNote[] {
  return notesIndex().notes;
}

export function findNote(ref: string): LegalNote | undefined {
  return notesIndex().byRef.get(refKey(ref));
}

/** The chapter's own notes carry its section; chapters without notes (e.g. 50) ask the HS 2022 bundle. */
export function usSectionOfChapter(chapter: string): string | undefined {
  const fromNotes = notesIndex().byChapter.get(chapter)?.[0]?.section;
  return US_ONLY_SECTIONS[chapter] ?? fromNotes ?? sectionOfChapter(chapter);
}

/**
 * The section and chapter notes (all kinds, parents and subdivisions) that govern a code of any length
 * ('61', '6109.10.00.12'), section notes first.
 */
export function notesForCode(digits: string): LegalNote[] {
  const code = digits.replace(/\D/g, '');
  if (code.length < 2) return [];
  const chapter = code.slice(0, 2);
  const section = usSectionOfChapter(chapter);
  const index = notesIndex();
  return [...(section ? (index.bySection.get(section) ?? []) : []), ...(index.byChapter.get(chapter) ?? [])];
}
