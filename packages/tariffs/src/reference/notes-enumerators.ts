/**
 * Subdivision markers of the legal notes: "(a)", "(ii)", "(B)", "(3)", "(IV)". The layout's indentation is not
 * reliable (it shifts from page to page), so the nesting is recovered from the marker sequences alone: a marker
 * continues an open level when it is the next in that level's sequence, or opens a new level when it is the
 * first of a style not yet open.
 */

export type MarkerStyle = 'lower' | 'roman' | 'upper' | 'upper_roman' | 'digit';

export interface OpenLevel {
  style: MarkerStyle;
  token: string;
}

/** `token` is the marker as read, after fixing a known misprint. */
export type MarkerResolution =
  | { action: 'sibling'; depth: number; style: MarkerStyle; token: string } // depth: index into the open sub-levels
  | { action: 'child'; style: MarkerStyle; token: string };

/** "(a)" or "[(E)" at the start of a line, then whitespace or the end of the line. */
const MARKER = /^(\[?)\(([A-Za-z]{1,7}|\d{1,2})\)(?=\s|$)/;

export interface LineMarker {
  token: string;
  label: string; // as printed, e.g. "(a)" or "[(E)"
  rest: string;
}

/** A wrapped cross-reference that happens to start a line: "(a) of this note", "(b) above". */
const CROSS_REFERENCE =
  /^(?:of (?:this|that|such|the|said|note|notes|subdivision|paragraph|subparagraph|heading|subheading|chapter|section|general)\b|above\b|below\b|hereof\b|thereof\b)/;

export function matchMarker(text: string): LineMarker | null {
  const match = MARKER.exec(text);
  if (!match || CROSS_REFERENCE.test(text.slice(match[0].length).trim())) return null;
  return { token: match[2], label: `${match[1]}(${match[2]})`, rest: text.slice(match[0].length).trim() };
}

const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };

export function romanValue(token: string): number | null {
  const lower = token.toLowerCase();
  if (!/^[ivxlc]+$/.test(lower)) return null;
  let total = 0;
  for (let i = 0; i < lower.length; i++) {
    const value = ROMAN_VALUES[lower[i]];
    const next = ROMAN_VALUES[lower[i + 1]] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** The styles a token can belong to: "(i)" is a letter after "(h)" or the first roman numeral. */
export function stylesOf(token: string): MarkerStyle[] {
  if (/^\d+$/.test(token)) return ['digit'];
  const styles: MarkerStyle[] = [];
  const isLower = token === token.toLowerCase();
  // "(ij)" is the WCO convention for the letter after (h): i and j are skipped to avoid confusion with numerals.
  if (/^[a-z]$|^ij$/.test(token)) styles.push('lower');
  if (/^[A-Z]$/.test(token)) styles.push('upper');
  if (romanValue(token) !== null) styles.push(isLower ? 'roman' : 'upper_roman');
  return styles;
}

function letterAfter(token: string): string[] {
  const lower = token.toLowerCase();
  if (lower === 'h') return ['i', 'ij'];
  if (lower === 'ij') return ['k'];
  return lower.length === 1 ? [String.fromCharCode(lower.charCodeAt(0) + 1)] : [];
}

export function isNextInSequence(style: MarkerStyle, previous: string, token: string): boolean {
  switch (style) {
    case 'digit':
      return Number(token) === Number(previous) + 1;
    case 'lower':
    case 'upper':
      return letterAfter(previous).includes(token.toLowerCase()) && token.length <= 2;
    case 'roman':
    case 'upper_roman':
      return romanValue(token) === (romanValue(previous) ?? -1) + 1;
  }
}

const FIRST_TOKEN: Record<MarkerStyle, string> = { lower: 'a', roman: 'i', upper: 'A', upper_roman: 'I', digit: '1' };

export function isFirstInSequence(style: MarkerStyle, token: string): boolean {
  return FIRST_TOKEN[style] === token;
}

/**
 * Where a marker goes given the open sub-levels (outermost first). `upcoming` are the markers that follow in the
 * text; they settle "(i)" after "(h)": if "(ii)" comes before "(j)", a roman list starts.
 */
export function resolveMarker(levels: OpenLevel[], printed: string, upcoming: string[]): MarkerResolution | null {
  const token = fixedTypo(printed, upcoming);
  const styles = stylesOf(token);
  const siblings = siblingCandidates(levels, token, styles);
  const child = childStyle(levels, token, styles, siblings.length > 0);
  if (child && siblings.length > 0) {
    return childListContinues(child, token, siblings[0], levels, upcoming) ? { action: 'child', style: child, token } : siblings[0];
  }
  if (siblings.length > 0) return siblings[0];
  return child ? { action: 'child', style: child, token } : null;
}

/** Chapter 91 prints "(I)" for the first item of a "(i), (ii), (iii)" list. */
function fixedTypo(token: string, upcoming: string[]): string {
  return token === 'I' && upcoming[0] === 'ii' ? 'i' : token;
}

/**
 * A first marker ("(a)", "(i)") opens a level of a style not yet open; or, when nothing continues, a nested list
 * of a style open further out ("(c)(iv)(B)(1)(a)"). Directly under its own style it would be a restart: not a marker.
 */
function childStyle(levels: OpenLevel[], token: string, styles: MarkerStyle[], hasSibling: boolean): MarkerStyle | undefined {
  const innermost = levels[levels.length - 1]?.style;
  return styles.find(
    (style) =>
      isFirstInSequence(style, token) &&
      (!levels.some((level) => level.style === style) || (!hasSibling && innermost !== style)),
  );
}

function childListContinues(child: MarkerStyle, token: string, sibling: MarkerResolution, levels: OpenLevel[], upcoming: string[]): boolean {
  const siblingStyle = sibling.action === 'sibling' ? levels[sibling.depth].style : child;
  const childNext = upcoming.findIndex((next) => stylesOf(next).includes(child) && isNextInSequence(child, token, next));
  const siblingNext = upcoming.findIndex((next) => stylesOf(next).includes(siblingStyle) && isNextInSequence(siblingStyle, token, next));
  return childNext >= 0 && (siblingNext < 0 || childNext < siblingNext);
}

/** Open levels the token continues, innermost first. */
function siblingCandidates(levels: OpenLevel[], token: string, styles: MarkerStyle[]): MarkerResolution[] {
  const found: MarkerResolution[] = [];
  for (let depth = levels.length - 1; depth >= 0; depth--) {
    const level = levels[depth];
    if (styles.includes(level.style) && isNextInSequence(level.style, level.token, token)) {
      found.push({ action: 'sibling', depth, style: level.style, token });
    }
  }
  return found;
}
