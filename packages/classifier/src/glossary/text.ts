/**
 * Text views shared by the glossary and the reader: Latin words with offsets, English stems,
 * Vietnamese syllables with and without tone marks. Computed once per text, lazily.
 */

export interface Word {
  text: string; // lower-cased, apostrophes removed
  start: number;
  end: number;
}

// Latin letters and digits; an apostrophe inside a word ("men's") is kept in the match and dropped after.
const LATIN_WORD = /[\p{Script=Latin}\p{N}]+(?:['’][\p{Script=Latin}]+)*['’]?/gu;

export const foldDiacritics = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');

/** Articles say nothing about the product; dropping them lets "parts of the motor vehicles" meet "parts of motor vehicles". */
const SKIPPED_ENGLISH = new Set(['the', 'a', 'an']);

/** Plurals that are not plurals of a singular we want to meet ("glasses" are not "glass"). */
const INVARIANT = new Set([
  'glasses', 'sunglasses', 'eyeglasses', 'goggles', 'pants', 'jeans', 'trousers', 'shorts', 'briefs', 'tights', 'pliers',
  'scissors', 'tongs', 'shears', 'clothes', 'goods', 'binoculars', 'overalls', 'leggings', 'pajamas', 'pyjamas', 'spectacles',
  'knickers', 'boxers', 'news', 'series', 'species', 'chassis', 'sales', 'means', 'arms', 'sweets', 'glass', 'gas', 'canvas', 'atlas',
  'lens', 'asbestos', 'bus', 'plus', 'citrus', 'cactus', 'hummus', 'octopus', 'virus', 'status', 'mattress', 'press', 'dress',
  // Goods named in the plural only, whose singular is other goods: a slack (of a rope, a brake's slack adjuster) is no
  // pair of slacks, a wedge (a tool, an anchor's) no pair of wedge shoes. Edible nuts are named in the plural or by
  // their kind ("mixed nuts", "walnut"): a single "nut" is the fastener (7318.16), whose terms name both numbers.
  'slacks', 'wedges', 'nuts',
]);

const stemCache = new Map<string, string>();

/**
 * A light English stem so singular and plural meet: -ies→y, -ie→y, -es after s/x/ch/sh (and after o in
 * longer words: "potatoes"), else -s dropped (not -ss/-us/-is). Applied the same way to glossary terms and
 * to text, so only consistency matters. A final -e is kept: "tape" must not become "tap", nor "cane" "can".
 */
export function englishStem(word: string): string {
  let stem = stemCache.get(word);
  if (stem !== undefined) return stem;
  stem = word;
  if (stem.length > 3 && !INVARIANT.has(stem)) {
    if (stem.endsWith('ies') && stem.length > 4) stem = stem.slice(0, -3) + 'y';
    else if (/(?:sses|xes|ches|shes)$/.test(stem) || (stem.endsWith('oes') && stem.length > 6)) stem = stem.slice(0, -2);
    else if (stem.endsWith('s') && !/(ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
    if (stem.endsWith('ie') && stem.length > 4) stem = stem.slice(0, -2) + 'y';
  }
  if (stemCache.size < 100_000) stemCache.set(word, stem);
  return stem;
}

export function latinWords(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(LATIN_WORD)) {
    const raw = match[0];
    words.push({ text: raw.toLowerCase().replace(/['’]/g, ''), start: match.index, end: match.index + raw.length });
  }
  return words;
}

const foldCache = new Map<string, string>();
export function foldWord(word: string): string {
  let folded = foldCache.get(word);
  if (folded === undefined) {
    folded = foldDiacritics(word);
    if (foldCache.size < 100_000) foldCache.set(word, folded);
  }
  return folded;
}

/** One text, looked at in the ways the matchers need. */
export class TextView {
  readonly text: string;
  private cache: { lower?: string; words?: Word[]; english?: Word[]; englishKeys?: string[]; folded?: string[] } = {};

  constructor(text: string) {
    this.text = text.normalize('NFC');
  }

  get lower(): string {
    return (this.cache.lower ??= this.text.toLowerCase());
  }

  get words(): Word[] {
    return (this.cache.words ??= latinWords(this.text));
  }

  /** Latin words without articles, for English matching. */
  get englishWords(): Word[] {
    return (this.cache.english ??= this.words.filter((word) => !SKIPPED_ENGLISH.has(word.text)));
  }

  get englishKeys(): string[] {
    return (this.cache.englishKeys ??= this.englishWords.map((word) => englishStem(word.text)));
  }

  /** No word carries a diacritic: the text was typed without tone marks (or is not Vietnamese). */
  get toneless(): boolean {
    return this.words.every((word, i) => word.text === this.foldedWords[i]);
  }

  /** Vietnamese syllables without tone marks, parallel to `words`. */
  get foldedWords(): string[] {
    return (this.cache.folded ??= this.words.map((word) => foldWord(word.text)));
  }
}

const HANGUL = /[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]/;
const KATAKANA = /[\u30a0-\u30ffー]/;
/** The text as a literal inside a regular expression: each character that means something there is escaped. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const isHangul = (char: string | undefined): boolean => !!char && HANGUL.test(char);
export const isKatakana = (char: string | undefined): boolean => !!char && KATAKANA.test(char);
