/**
 * Turns the text of one HTSUS note file (GRIs, a General Note, a Section or a Chapter) into citable units:
 * one per numbered note and one per lettered/numbered subdivision, each parent keeping its whole text.
 */
import { cleanLayoutLines, renderParagraphs } from './notes-layout';
import { matchMarker, resolveMarker, type OpenLevel } from './notes-enumerators';
import { exclusionClauseRefs, hasExclusionPhrase, lastSentence, referencedCodes } from './note-exclusions';

export type NoteKind =
  | 'gri'
  | 'general_note'
  | 'section_note'
  | 'chapter_note'
  | 'subheading_note'
  | 'additional_us_note'
  | 'statistical_note';

export interface LegalNote {
  ref: string; // the human citation: 'GRI 3(b)', 'General note 3(c)(i)', 'Section XI note 1(a)', 'Chapter 61 note 2(a)'
  kind: NoteKind;
  section: string | null; // roman numeral, 'XI'
  chapter: string | null; // two digits, '61'
  number: string; // '2', '2(a)', '3(c)(i)'
  title: string | null;
  text: string;
  excludes_headings: string[]; // chapters ('62') and headings ('6212') an exclusion note sends goods to
}

export type NoteFile =
  | { scope: 'gri' }
  | { scope: 'general'; number: string }
  | { scope: 'general_statistical' }
  | { scope: 'section'; section: string }
  | { scope: 'chapter'; chapter: string; section: string | null };

/** One run of text that starts at a note number or subdivision marker. */
interface Segment {
  kind: NoteKind;
  series: string; // separates blocks numbered independently (GRIs vs additional U.S. rules)
  path: string[]; // ['2', 'a'] for note 2(a)
  label: string; // the marker as printed, '(a)'
  lines: string[];
}

const NOTE_HEADING =
  /^(?:(Subheading)|(Additional U\.\s?S\.|U\.S\.)|(Statistical)|(Additional U\.S\. Statistical))?\s*Notes?(\s*\(con\.\))?:?$/i;
const TOP_NUMBER = /^\[?(\d{1,2})\.(?=\s|$)/;
const GENERAL_NOTE_NUMBER = /^(\d{1,2})\.?(?=\s)/;
/** Notes can be deleted, so a note number may skip a few. */
const MAX_NOTE_NUMBER_GAP = 3;

export interface ParseOptions {
  /** Keep only these first-level subdivisions (e.g. ['a', 'b']); the note's own unit says what was left out. */
  onlySubdivisions?: string[];
}

export function parseNoteFile(rawText: string, file: NoteFile, options: ParseOptions = {}): LegalNote[] {
  const lines = cleanLayoutLines(notesPart(rawText.split(/\r?\n/), file));
  const segments = segmentLines(lines, file);
  if (!options.onlySubdivisions) return segmentsToNotes(segments, file);
  const wanted = options.onlySubdivisions;
  const kept = segments.filter((segment) => segment.path.length === 1 || wanted.includes(segment.path[1]));
  const notes = segmentsToNotes(kept, file);
  if (kept.length < segments.length) notes.filter((note) => !note.number.includes('(')).forEach(appendOmissionNotice);
  return notes;
}

function appendOmissionNotice(note: LegalNote): void {
  note.text += '\n[Later subdivisions of this note (rules of origin in detail) are not bundled; see the HTSUS.]';
}

/** The lines that hold notes: a chapter file also holds its section's notes and the whole tariff table. */
function notesPart(lines: string[], file: NoteFile): string[] {
  if (file.scope === 'chapter') {
    const start = lines.findIndex((line) => /^\s*CHAPTER\s+\d+\s*$/.test(line));
    const end = lines.findIndex((line) => /^\s*Heading\/\s/.test(line));
    return lines.slice(start + 1, end < 0 ? lines.length : end);
  }
  if (file.scope === 'gri') {
    const end = lines.findIndex((line) => /^\s*\[COMPILER'S NOTE/.test(line));
    return end < 0 ? lines : lines.slice(0, end);
  }
  return lines;
}

interface SegmenterState {
  kind: NoteKind | null; // null until the first heading of a chapter or section file
  series: string;
  topNumber: number | null;
  levels: OpenLevel[];
  current: Segment | null;
  segments: Segment[];
}

function initialState(file: NoteFile): SegmenterState {
  const kind: NoteKind | null =
    file.scope === 'gri' ? 'gri' : file.scope === 'general' ? 'general_note' : file.scope === 'general_statistical' ? 'statistical_note' : null;
  return { kind, series: 'main', topNumber: null, levels: [], current: null, segments: [] };
}

function segmentLines(lines: string[], file: NoteFile): Segment[] {
  const state = initialState(file);
  lines.forEach((line, index) => {
    if (switchesBlock(state, line, file)) return;
    if (state.kind === null) return; // chapter title lines before the first "Notes" heading
    let rest = line;
    let opened = false;
    for (;;) {
      const next = openTopNote(state, rest, file) ?? openSubdivision(state, rest, upcomingMarkers(lines, index, rest));
      if (next === null) break;
      rest = next;
      opened = true;
    }
    if (state.current && (rest || !opened)) state.current.lines.push(rest);
  });
  return state.segments;
}

/** Note headings ("Additional U.S. Notes") and the GRI file's two rule blocks restart the numbering. */
function switchesBlock(state: SegmenterState, line: string, file: NoteFile): boolean {
  if (file.scope === 'gri') {
    if (/^ADDITIONAL U\.S\. RULES OF INTERPRETATION$/.test(line)) return restartNumbering(state, 'gri', 'additional_rules');
    return /^GENERAL RULES OF INTERPRETATION$/.test(line);
  }
  if (file.scope !== 'section' && file.scope !== 'chapter') return false;
  const heading = NOTE_HEADING.exec(line);
  if (!heading) return false;
  const [, subheading, additional, statistical, additionalStatistical, continued] = heading;
  const kind: NoteKind =
    statistical || additionalStatistical
      ? 'statistical_note'
      : subheading
        ? 'subheading_note'
        : additional
          ? 'additional_us_note'
          : file.scope === 'section'
            ? 'section_note'
            : 'chapter_note';
  // A "(con.)" running head continues the block it interrupts; two PDFs mislabel it (chapter 42, chapter 64).
  if (continued && state.kind !== null) return true;
  return restartNumbering(state, kind, 'main');
}

function restartNumbering(state: SegmenterState, kind: NoteKind, series: string): true {
  Object.assign(state, { kind, series, topNumber: null, levels: [], current: null });
  return true;
}

function startSegment(state: SegmenterState, path: string[], label: string): void {
  state.current = { kind: state.kind as NoteKind, series: state.series, path, label, lines: [] };
  state.segments.push(state.current);
}

/** "2.   This chapter does not cover:" (or a General Note's own number on its first line). Returns the rest. */
function openTopNote(state: SegmenterState, text: string, file: NoteFile): string | null {
  if (file.scope === 'general') {
    if (state.current || !text) return null;
    const match = GENERAL_NOTE_NUMBER.exec(text);
    startSegment(state, [file.number], '');
    state.topNumber = Number(file.number);
    return match && match[1] === file.number ? text.slice(match[0].length).trim() : text;
  }
  const match = TOP_NUMBER.exec(text);
  if (!match) return null;
  const number = Number(match[1]);
  const previous = state.topNumber;
  const acceptable = previous === null ? number <= MAX_NOTE_NUMBER_GAP : number > previous && number <= previous + MAX_NOTE_NUMBER_GAP;
  if (!acceptable) return null;
  state.topNumber = number;
  state.levels = [];
  startSegment(state, [String(number)], `${number}.`);
  return text.slice(match[0].length).trim();
}

/** "(a) Goods of heading 6212;" opens subdivision (a) under the open note. Returns the rest of the line. */
function openSubdivision(state: SegmenterState, text: string, upcoming: () => string[]): string | null {
  if (!state.current) return null;
  const marker = matchMarker(text);
  if (!marker) return null;
  const resolution = resolveMarker(state.levels, marker.token, upcoming());
  if (!resolution) return null;
  const kept = resolution.action === 'sibling' ? state.levels.slice(0, resolution.depth) : state.levels;
  state.levels = [...kept, { style: resolution.style, token: resolution.token }];
  const topPath = state.current.path.slice(0, 1);
  startSegment(state, [...topPath, ...state.levels.map((level) => level.token)], marker.label);
  return marker.rest;
}

/** How far ahead a list's continuation is looked for (a subdivision can run over a few pages). */
const LOOKAHEAD_LINES = 250;

/** The markers after this one, on the same line and the lines below: tell "(i)" the letter from "(i)" the numeral. */
function upcomingMarkers(lines: string[], index: number, rest: string): () => string[] {
  return () => {
    const tokens: string[] = [];
    const sameLine = matchMarker(rest);
    for (let marker = sameLine ? matchMarker(sameLine.rest) : null; marker; marker = matchMarker(marker.rest)) tokens.push(marker.token);
    for (let i = index + 1; i < Math.min(lines.length, index + LOOKAHEAD_LINES); i++) {
      for (let marker = matchMarker(lines[i]); marker; marker = matchMarker(marker.rest)) tokens.push(marker.token);
    }
    return tokens;
  };
}

// ---------- segments → units ----------

/** Only section and chapter notes send goods elsewhere; "does not apply" in a General Note is about programs. */
function hasExclusions(file: NoteFile): boolean {
  return file.scope === 'section' || file.scope === 'chapter';
}

function segmentsToNotes(segments: Segment[], file: NoteFile): LegalNote[] {
  const own = segments.map((segment) => ownText(segment));
  const selfRefs = segments.map((_, index) => (hasExclusions(file) ? selfExclusionRefs(segments, own, index) : []));
  const notes = segments.map((segment, index) => {
    const family = [index, ...descendantsOf(segments, index)];
    const text = family.map((member, position) => (position === 0 ? own[member] : labelled(segments[member], own[member]))).join('\n');
    const number = numberOf(segment.path);
    return {
      ref: citation(file, segment, number),
      kind: segment.kind,
      section: sectionOf(file),
      chapter: file.scope === 'chapter' ? file.chapter : null,
      number,
      title: titleOf(file, segment, text.trim()),
      text: text.trim(),
      excludes_headings: [...new Set(family.flatMap((member) => selfRefs[member]))],
    };
  });
  // Column markers of a table inside a note ("(1)", "(2)" over figures) come out as empty subdivisions.
  return notes.filter((note) => note.text !== '');
}

function ownText(segment: Segment): string {
  const text = renderParagraphs(segment.lines);
  return segment.label.startsWith('[') ? `[${text}` : text;
}

function labelled(segment: Segment, text: string): string {
  const label = segment.label.startsWith('[') ? segment.label : `(${segment.path[segment.path.length - 1]})`;
  return text.startsWith('[') ? `${label} ${text.slice(1)}` : `${label} ${text}`;
}

function isDescendant(parent: Segment, child: Segment): boolean {
  return (
    child.kind === parent.kind &&
    child.series === parent.series &&
    child.path.length > parent.path.length &&
    parent.path.every((token, i) => child.path[i] === token)
  );
}

function descendantsOf(segments: Segment[], index: number): number[] {
  const found: number[] = [];
  for (let i = index + 1; i < segments.length && isDescendant(segments[index], segments[i]); i++) found.push(i);
  return found;
}

function ancestorsOf(segments: Segment[], index: number): number[] {
  const found: number[] = [];
  for (let i = index - 1; i >= 0; i--) {
    if (isDescendant(segments[i], segments[index])) found.push(i);
  }
  return found;
}

/**
 * An item of a list introduced by "This chapter does not cover:" sends goods to every heading it names;
 * elsewhere only the clause that states the exclusion counts ("It does not apply to ... heading 0801").
 */
function selfExclusionRefs(segments: Segment[], own: string[], index: number): string[] {
  const inList = ancestorsOf(segments, index).some((ancestor) => hasExclusionPhrase(lastSentence(own[ancestor])));
  return inList ? referencedCodes(own[index]) : exclusionClauseRefs(own[index]);
}

function numberOf(path: string[]): string {
  return path[0] + path.slice(1).map((token) => `(${token})`).join('');
}

function sectionOf(file: NoteFile): string | null {
  return file.scope === 'section' || file.scope === 'chapter' ? file.section : null;
}

const KIND_WORDS: Record<NoteKind, string> = {
  gri: 'rule',
  general_note: 'note',
  section_note: 'note',
  chapter_note: 'note',
  subheading_note: 'subheading note',
  additional_us_note: 'additional U.S. note',
  statistical_note: 'statistical note',
};

function citation(file: NoteFile, segment: Segment, number: string): string {
  switch (file.scope) {
    case 'gri':
      return segment.series === 'additional_rules' ? `Additional U.S. rule of interpretation ${number}` : `GRI ${number}`;
    case 'general':
      return `General note ${number}`;
    case 'general_statistical':
      return `General statistical note ${number}`;
    case 'section':
      return `Section ${file.section} ${KIND_WORDS[segment.kind]} ${number}`;
    case 'chapter':
      return `Chapter ${Number(file.chapter)} ${KIND_WORDS[segment.kind]} ${number}`;
  }
}

/**
 * General notes carry headings ("Rates of Duty.", "(c) Products Eligible for Special Tariff Treatment.",
 * "(j) Nonqualifying operations.—A good ..."); chapter and section notes do not, so their title is null.
 */
function titleOf(file: NoteFile, segment: Segment, text: string): string | null {
  if (file.scope !== 'general' && file.scope !== 'general_statistical') return null;
  const [firstParagraph, ...rest] = text.split('\n');
  const dashed = /^(.{3,120}?)\.\s*(?:—|--)/.exec(firstParagraph);
  if (dashed) return dashed[1];
  const sentence = /^([^.:;]{3,150}?)\.(?=\s+[A-Z"“(]|\s*$)/.exec(firstParagraph); // not "No. 834/2007"
  if (!sentence) return null;
  const standsAlone = sentence[0].trim() === firstParagraph && rest.length > 0;
  if (segment.path.length === 1) return standsAlone || looksLikeTitle(sentence[1]) ? sentence[1] : null;
  // A subdivision's heading is a short line of its own with the subdivision's text below it.
  const words = sentence[1].split(/\s+/).length;
  const isHeading = standsAlone ? /^[A-Z]/.test(sentence[1]) && words <= 10 : words <= 8 && looksLikeTitle(sentence[1]);
  return isHeading ? sentence[1] : null;
}

/** "Rates of Duty" or "Customs Territory of the United States": most longer words capitalised. */
function looksLikeTitle(text: string): boolean {
  const words = text.split(/\s+/).filter((word) => word.length > 3);
  const capitalised = words.filter((word) => /^[A-Z"“(]/.test(word)).length;
  return words.length > 0 && capitalised / words.length >= 0.6;
}
