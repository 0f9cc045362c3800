/**
 * One tree builder for every format: readers turn their rows into SourceRows in schedule order, and this
 * derives parents (indent and code prefix), levels, leaves, full descriptions, inherited US rates and the
 * chapter lines a schedule leaves out. Rows it cannot accept become RowProblems; it never throws.
 */
import type { LineLevel, Market, ParsedLine, RowProblem } from '../types';
import { formatCode, levelOf } from './codes';

/** One row of a source schedule, coded or an uncoded heading, as a reader hands it over. */
export interface SourceRow {
  line: number; // 1-based line or record number, for problems
  sourceCode: string | null; // as the file writes it, for problem messages
  digits: string | null; // null for an uncoded heading
  indent: number;
  description: string; // the line's own text as it should be stored
  descriptionVi?: string | null;
  /** false when the text only repeats its single child's (EU undivided headings); it then stays out of paths. */
  inPath?: boolean;
  dutyRate?: string | null;
  specialRate?: string | null;
  column2Rate?: string | null;
  unit?: string | null;
  additionalDuties?: string[];
  footnotes?: string[];
  extra?: Record<string, unknown>;
}

export interface ChapterTitle {
  title: string;
  titleVi?: string | null;
  source: string; // recorded in extra.synthesized
}

export interface HierarchyOptions {
  market: Market;
  chapterTitles: ReadonlyMap<string, ChapterTitle>;
}

export interface HierarchyResult {
  lines: ParsedLine[];
  problems: RowProblem[];
}

interface OpenRow {
  indent: number;
  digits: string | null;
  lineIndex: number | null; // index into lines for a coded row
  pathText: string | null;
  pathTextVi: string | null;
  line: number;
}

const PATH_SEPARATOR = ' > ';

/** A text as it reads inside a path: the trailing colon only announces the lines below. */
export function pathSegment(text: string): string {
  return text.trim().replace(/\s*:+$/, '');
}

const NATIONAL_CHAPTERS = new Set(['98', '99']);

function isNationalChapter(digits: string): boolean {
  return NATIONAL_CHAPTERS.has(digits.slice(0, 2));
}

function isProperPrefix(prefix: string, digits: string): boolean {
  return prefix.length < digits.length && digits.startsWith(prefix);
}

function sameContent(a: ParsedLine, row: SourceRow): boolean {
  return (
    a.description === row.description.trim() &&
    a.duty_rate === (row.dutyRate ?? null) &&
    a.special_rate === (row.specialRate ?? null) &&
    a.column2_rate === (row.column2Rate ?? null)
  );
}

class TreeBuilder {
  readonly lines: ParsedLine[] = [];
  readonly problems: RowProblem[] = [];
  private stack: OpenRow[] = [];
  private readonly hasChild: boolean[] = [];
  private readonly chapterIndex = new Map<string, number>();
  private readonly lastByDigits = new Map<string, number>();
  private readonly firstByDigits = new Map<string, { index: number; line: number }>();

  constructor(private readonly options: HierarchyOptions) {}

  add(row: SourceRow): void {
    if (!row.description.trim()) return this.problem(row, 'missing description');
    if (!Number.isInteger(row.indent) || row.indent < 0) return this.problem(row, `invalid indent ${row.indent}`);
    if (row.digits === null) return this.addHeadingText(row);
    const level = levelOf(this.options.market, row.digits);
    if (!level) return this.problem(row, `code has ${row.digits.length} digits, not a ${this.options.market} code length`);
    if (level === 'chapter') return this.addSourceChapter(row);
    this.addCodedRow(row, row.digits, level);
  }

  finish(): HierarchyResult {
    this.lines.forEach((line, index) => (line.is_leaf = !this.hasChild[index]));
    return { lines: this.lines, problems: this.problems };
  }

  private problem(row: SourceRow, reason: string): void {
    this.problems.push({ line: row.line, reason, ...(row.sourceCode ? { code: row.sourceCode } : {}) });
  }

  private popTo(indent: number): void {
    while (this.stack.length && this.stack[this.stack.length - 1].indent >= indent) this.stack.pop();
  }

  private nearestCoded(): OpenRow | undefined {
    for (let i = this.stack.length - 1; i >= 0; i--) if (this.stack[i].digits !== null) return this.stack[i];
    return undefined;
  }

  /**
   * More than one level deeper than the row above breaks the tree, except for a coded row whose code
   * extends the coded row just above it: USITC and the VN schedule publish a few of those and the parent
   * is then beyond doubt.
   */
  private indentJumpProblem(row: SourceRow): string | null {
    const top = this.stack[this.stack.length - 1];
    const allowed = top ? top.indent + 1 : 0;
    if (row.indent <= allowed) return null;
    if (top?.digits && row.digits && isProperPrefix(top.digits, row.digits)) return null;
    return `indent ${row.indent} jumps more than one level below the row above (indent ${top ? top.indent : 'none'})`;
  }

  private addHeadingText(row: SourceRow): void {
    this.popTo(row.indent);
    const jump = this.indentJumpProblem(row);
    if (jump) return this.problem(row, jump);
    this.stack.push({ indent: row.indent, digits: null, lineIndex: null, pathText: row.description, pathTextVi: row.descriptionVi ?? null, line: row.line });
  }

  private addSourceChapter(row: SourceRow): void {
    const digits = row.digits as string;
    if (this.chapterIndex.has(digits)) return this.problem(row, `chapter ${digits} appears twice or after its lines`);
    this.stack = [];
    this.chapterIndex.set(digits, this.pushLine(row, digits, 'chapter', null, pathSegment(row.description)));
  }

  private synthesizeChapter(chapter: string, beforeRow: SourceRow): void {
    const known = this.options.chapterTitles.get(chapter);
    const title = known?.title ?? `Chapter ${chapter}`;
    const row: SourceRow = {
      line: beforeRow.line,
      sourceCode: null,
      digits: chapter,
      indent: 0,
      description: title,
      descriptionVi: known?.titleVi ?? null,
      extra: { synthesized: known?.source ?? 'placeholder' },
    };
    this.chapterIndex.set(chapter, this.pushLine(row, chapter, 'chapter', null, pathSegment(title)));
  }

  private addCodedRow(row: SourceRow, digits: string, level: LineLevel): void {
    this.popTo(row.indent);
    const jump = this.indentJumpProblem(row);
    if (jump) return this.problem(row, jump);
    const parentIndex = this.findParent(row, digits);
    if (parentIndex === undefined) return; // problem already recorded
    if (this.isRejectedDuplicate(row, digits)) return;
    const index = this.pushLine(row, digits, level, parentIndex, this.pathTo(row.description, 'pathText'));
    if (row.descriptionVi) this.lines[index].extra.full_description_vi = this.pathTo(row.descriptionVi, 'pathTextVi');
    const container = this.nearestCoded();
    if (container) this.hasChild[container.lineIndex as number] = true; // "below it" by indent, even when not its parent
    this.inheritStatisticalRates(this.lines[index], parentIndex);
    this.lastByDigits.set(digits, index);
    const inPath = row.inPath !== false;
    this.stack.push({
      indent: row.indent,
      digits,
      lineIndex: index,
      pathText: inPath ? row.description : null,
      pathTextVi: inPath ? (row.descriptionVi ?? null) : null,
      line: row.line,
    });
  }

  /** The texts of the open rows, then `own`; a Vietnamese path falls back on the English text of a row without one. */
  private pathTo(own: string, key: 'pathText' | 'pathTextVi'): string {
    const texts = this.stack.filter((open) => open.pathText !== null).map((open) => open[key] ?? (open.pathText as string));
    return [...texts, own].map(pathSegment).join(PATH_SEPARATOR);
  }

  /**
   * The parent is the nearest coded ancestor by indent whose code is a prefix of this one. Any other coded
   * ancestor means a wrong indent, except in the national chapters 98 and 99, which do not follow the HS digit
   * structure (US 9823.03.02 sits under 9823.03.01, VN 98493510 under 984934): those ancestors are passed over
   * (they still count as having a line below them). Without a coded ancestor (US chapter 98 puts lines under
   * uncoded headings at indent 0), the latest line with the longest prefix is the parent, and a heading's
   * parent is its chapter. Returns the parent index, or undefined after recording a problem.
   */
  private findParent(row: SourceRow, digits: string): number | undefined {
    for (let i = this.stack.length - 1; i >= 0; i--) {
      const open = this.stack[i];
      if (open.digits === null || open.digits === digits) continue;
      if (isProperPrefix(open.digits, digits)) return open.lineIndex as number;
      if (!isNationalChapter(digits) || open.digits.slice(0, 2) !== digits.slice(0, 2)) {
        this.problem(row, `indent ${row.indent} puts it under ${open.digits} (line ${open.line}), whose code it does not extend`);
        return undefined;
      }
    }
    return this.latestLongestPrefix(digits) ?? this.chapterOf(digits, row);
  }

  private latestLongestPrefix(digits: string): number | undefined {
    for (let length = digits.length - 2; length >= 4; length -= 2) {
      const index = this.lastByDigits.get(digits.slice(0, length));
      if (index !== undefined) return index;
    }
    return undefined;
  }

  private chapterOf(digits: string, row: SourceRow): number {
    const chapter = digits.slice(0, 2);
    if (!this.chapterIndex.has(chapter)) this.synthesizeChapter(chapter, row);
    return this.chapterIndex.get(chapter) as number;
  }

  /** A repeated code is kept only when it is a genuinely different line (VN chapter 98 maps one code to several goods). */
  private isRejectedDuplicate(row: SourceRow, digits: string): boolean {
    const first = this.firstByDigits.get(digits);
    if (!first) return false;
    const byIndent = this.nearestCoded();
    if (byIndent?.digits === digits) {
      this.problem(row, `repeats the code of the line it sits under (line ${byIndent.line})`);
      return true;
    }
    if (sameContent(this.lines[first.index], row)) {
      this.problem(row, `duplicate of line ${first.line} (same code, text and rates)`);
      return true;
    }
    this.lines[first.index].extra.code_repeated = true;
    row.extra = { ...row.extra, code_repeated: true };
    return false;
  }

  private inheritStatisticalRates(line: ParsedLine, parentIndex: number | null): void {
    if (this.options.market !== 'US' || line.level !== 'statistical' || parentIndex === null) return;
    if (line.duty_rate !== null || line.special_rate !== null || line.column2_rate !== null) return;
    const parent = this.lines[parentIndex];
    if (parent.duty_rate === null && parent.special_rate === null && parent.column2_rate === null) return;
    line.duty_rate = parent.duty_rate;
    line.special_rate = parent.special_rate;
    line.column2_rate = parent.column2_rate;
    line.extra.rate_inherited_from = parent.code;
    // Chapter 99 references sit on the 8-digit line too and apply to all of its statistical suffixes.
    if (!line.additional_duties.length) line.additional_duties = [...parent.additional_duties];
  }

  private pushLine(row: SourceRow, digits: string, level: LineLevel, parentIndex: number | null, fullDescription: string): number {
    const index = this.lines.length;
    if (parentIndex !== null) this.hasChild[parentIndex] = true;
    if (!this.firstByDigits.has(digits)) this.firstByDigits.set(digits, { index, line: row.line });
    this.hasChild.push(false);
    this.lines.push({
      position: index,
      code: formatCode(this.options.market, digits),
      code_digits: digits,
      hs6: digits.length >= 6 ? digits.slice(0, 6) : null,
      level,
      indent: row.indent,
      is_leaf: true,
      parent_code: parentIndex === null ? null : this.lines[parentIndex].code,
      description: row.description.trim(),
      description_vi: row.descriptionVi ?? null,
      full_description: fullDescription,
      duty_rate: row.dutyRate ?? null,
      special_rate: row.specialRate ?? null,
      column2_rate: row.column2Rate ?? null,
      unit: row.unit ?? null,
      additional_duties: row.additionalDuties ?? [],
      footnotes: row.footnotes ?? [],
      extra: { ...row.extra },
    });
    return index;
  }
}

/** Builds ParsedLines (positions gap-free, chapters first in their chapter) from rows in schedule order. */
export function buildHierarchy(rows: Iterable<SourceRow>, options: HierarchyOptions): HierarchyResult {
  const builder = new TreeBuilder(options);
  for (const row of rows) builder.add(row);
  return builder.finish();
}
