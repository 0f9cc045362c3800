/**
 * Where exclusion notes send goods: "This chapter does not cover: (a) Goods of heading 6212; ... (chapter 62)".
 * Chapters come out as 2-digit strings ('62'), headings as 4-digit strings ('6212'); a subheading reference
 * ("subheading 8471.30") counts as its heading.
 */

const EXCLUSION_PHRASE =
  /\b(?:does|do)\s+not(?:,\s*however,)?\s+(?:cover|include|apply\s+to|apply)\b|\b(?:is|are)\s+not\s+covered\b|\bdoes\s+not\s+comprise\b|\bexcept\s*:|\bexcept\s+the\s+following\b/i;

/** "heading 6212", "headings 9401 to 9403", "(heading 0501, 6703 or 6704)", "chapters 50 to 55", "chapter 7 or chapter 20". */
const REFERENCE_LIST =
  /\b(?:sub)?(?:heading|chapter)s?\s+(?:no\.\s*)?\d[\d.]*(?:(?:\s*,\s*(?:or\s+|and\s+)?|\s+(?:or|and|to|through|and\/or)\s+)(?:(?:sub)?(?:heading|chapter)s?\s+(?:no\.\s*)?)?\d[\d.]*)*/gi;

/** Ranges wider than this are typos or page numbers, not a real span of headings. */
const MAX_RANGE = 200;

export function hasExclusionPhrase(text: string): boolean {
  return EXCLUSION_PHRASE.test(text);
}

/** The last sentence of a text: the one that introduces a following list ("This chapter does not cover:"). */
export function lastSentence(text: string): string {
  const sentences = shieldAbbreviations(text).split(/(?<=[.;])\s+(?=[A-Z])/);
  return sentences[sentences.length - 1] ?? '';
}

/** Keeps "U.S. note", "e.g." and "heading no." from ending a sentence. */
function shieldAbbreviations(text: string): string {
  return text.replace(/\bU\.S\./g, 'US').replace(/\b(e\.g|i\.e|no)\./gi, '$1');
}

/** References in the sentences that state an exclusion ("It does not apply to products of heading 0801"). */
export function exclusionClauseRefs(text: string): string[] {
  const shielded = shieldAbbreviations(text);
  const refs: string[] = [];
  const phrase = new RegExp(EXCLUSION_PHRASE.source, 'gi');
  for (let match = phrase.exec(shielded); match; match = phrase.exec(shielded)) {
    const clause = shielded.slice(match.index).split(/\.(?:\s|$)/)[0];
    refs.push(...referencedCodes(clause));
  }
  return unique(refs);
}

/** Every heading or chapter a text refers to, except those in an "except ... (heading 5911)" carve-out. */
export function referencedCodes(text: string): string[] {
  const withoutCarveOuts = text.replace(/\bexcept\b[^;]*?\((?:sub)?(?:heading|chapter)s?\s[^)]*\)/gi, '');
  const codes: string[] = [];
  for (const list of withoutCarveOuts.match(REFERENCE_LIST) ?? []) codes.push(...codesInList(list));
  return unique(codes);
}

/** "headings 9401 to 9403" (or "through") → 9401, 9402, 9403; bare 1–2 digit numbers are chapters, 4+ digits headings. */
function codesInList(list: string): string[] {
  const codes: string[] = [];
  const tokens = list.match(/\d[\d.]*\d|\d|\bto\b|\bthrough\b/gi) ?? [];
  let rangeFrom: string | null = null;
  let pendingRange = false;
  for (const token of tokens) {
    if (/^(?:to|through)$/i.test(token)) {
      pendingRange = rangeFrom !== null;
      continue;
    }
    const code = codeOf(token);
    if (!code) continue;
    codes.push(...(pendingRange && rangeFrom ? expandRange(rangeFrom, code) : [code]));
    rangeFrom = code;
    pendingRange = false;
  }
  return codes;
}

function codeOf(token: string): string | null {
  const digits = token.replace(/\./g, '');
  if (/^\d{1,2}$/.test(digits) && !token.includes('.')) return digits.padStart(2, '0');
  if (/^\d{4,10}$/.test(digits)) return digits.slice(0, 4);
  return null;
}

/** The range's upper end is already in the list; this adds the codes after `from` up to `to`. */
function expandRange(from: string, to: string): string[] {
  const start = Number(from);
  const end = Number(to);
  if (from.length !== to.length || end <= start || end - start > MAX_RANGE) return [to];
  const codes: string[] = [];
  for (let value = start + 1; value <= end; value++) codes.push(String(value).padStart(from.length, '0'));
  return codes;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
