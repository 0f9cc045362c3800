/**
 * Undoes the `pdftotext -layout` rendering of the USITC note PDFs: drops page furniture (revision banner,
 * page numbers, running heads) and turns wrapped layout lines back into paragraphs.
 */

const PAGE_FURNITURE: RegExp[] = [
  /^\s*Harmonized Tariff Schedule of the United States (?:Revision \d+ )?\(\d{4}\)\s*$/, // the revision banner, not a sentence naming the HTS
  /^\s*Annotated for Statistical Reporting Purposes\s*$/,
  /^\s*GN p\.\s*\d+\s*$/,
  /^\s*(?:General Notes?|Gen\. Stat\. Notes)(?:\s+\d+)?\s*$/,
  /^\s*[IVXL]+(?:-\d+)?\s*$/, // section numeral and section page number ("XI-1") in the running head
  /^\s*\d+-\d+\s*$/, // chapter page number ("61-2")
];

/** Running heads set flush right ("USMCA", "Civil aircraft", "General Note 3"): far indented and short. */
const RIGHT_ALIGNED_TAG = /^\s{50,}\S.{0,30}$/;

export function isPageFurniture(line: string): boolean {
  return RIGHT_ALIGNED_TAG.test(line) || PAGE_FURNITURE.some((pattern) => pattern.test(line));
}

/** Trimmed lines without page furniture; '' marks a blank line (a paragraph break). */
export function cleanLayoutLines(lines: string[]): string[] {
  return lines.filter((line) => !isPageFurniture(line)).map((line) => line.trim());
}

function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A word broken at the line end ("man-" + "made") stays one word; otherwise lines join with a space. */
function joinWrapped(head: string, tail: string): string {
  if (!head) return tail;
  return /[A-Za-z]-$/.test(head) && /^[a-z]/.test(tail) ? head + tail : `${head} ${tail}`;
}

/** Dot leaders or wide column gaps: a row of a table or a list of program symbols, kept on its own line. */
const TABULAR = /\.{4,}|\S\s{4,}\S/;

function tabularRow(line: string): string {
  return collapseSpaces(line.replace(/\s*\.{4,}\s*/g, ' ... ').replace(/(\S)\s{4,}(?=\S)/g, '$1 | '));
}

/** Paragraphs joined by '\n'; the lines of one paragraph joined into one line, table rows kept apart. */
export function renderParagraphs(lines: string[]): string {
  const paragraphs: string[] = [];
  let current = '';
  const flush = () => {
    if (current) paragraphs.push(current);
    current = '';
  };
  for (const line of lines) {
    if (!line) {
      flush();
    } else if (TABULAR.test(line)) {
      flush();
      paragraphs.push(tabularRow(line));
    } else {
      current = joinWrapped(current, collapseSpaces(line));
    }
  }
  flush();
  return paragraphs.join('\n');
}
