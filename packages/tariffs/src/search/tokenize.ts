import stem from 'wink-porter2-stemmer';

/**
 * Tokens for lexical search. English words are stemmed (Porter2) so "knitted shirts" meets
 * "Knit shirt"; Vietnamese is indexed by syllable and syllable pair (its words are mostly two
 * syllables), each also without tone marks because users often type without them.
 */

const STOPWORDS = new Set(
  'a an and are as at be by for from in into is it its of on or other than that the their this to with without not nor whether nes n.e.s such which used'.split(' '),
);

const WORD = /[\p{L}\p{N}]+/gu;
/** "non-alloy" is also written "nonalloy" and "non alloy": index all three so each meets the others. */
const HYPHENATED = /([\p{L}\p{N}]+)-([\p{L}\p{N}]+)/gu;
const VIETNAMESE_MARK = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;

export const foldDiacritics = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');

export const looksVietnamese = (text: string): boolean => VIETNAMESE_MARK.test(text);

/**
 * Nouns in -ing that name goods of their own: Porter2 cuts them to another product's stem
 * ("bearings" → "bear", "dressing" → "dress", "paintings" → "paint"), so a teddy bear met ball
 * bearings and a watercolour painting met paints. Each keeps its own stem, singular and plural alike.
 * So does the nomenclature's "heading" ("n.e.c. in heading 8201"): an axe's "forged steel head" names no residual line.
 */
const ING_NOUNS = new Set(['bearing', 'coating', 'dressing', 'topping', 'housing', 'casing', 'lining', 'stocking', 'fitting', 'seasoning', 'painting', 'clothing', 'heading']);
const ingNoun = (word: string): string | undefined => {
  const singular = word.endsWith('ings') ? word.slice(0, -1) : word;
  return ING_NOUNS.has(singular) ? singular : undefined;
};

/** Plurals that name other goods than their singular: "safety glasses" are spectacles, no safety glass (7007). */
const PLURAL_NOUNS = new Set(['glasses']);

/** Adjectives of a material that say no more than the material: "wooden furniture" is furniture "of wood". */
const MATERIAL_ADJECTIVES: Record<string, string> = { wooden: 'wood', woollen: 'wool', woolen: 'wool' };

const cache = new Map<string, string>();
function stemWord(word: string): string {
  let stemmed = cache.get(word);
  if (stemmed === undefined) {
    stemmed = /^\d/.test(word) || PLURAL_NOUNS.has(word) ? word : (MATERIAL_ADJECTIVES[word] ?? ingNoun(word) ?? stem(word));
    if (cache.size < 200_000) cache.set(word, stemmed);
  }
  return stemmed;
}

export function englishTokens(text: string): string[] {
  const lower = text.toLowerCase().replace(/\bt-shirts?\b/g, 'tshirt').replace(HYPHENATED, '$1$2 $1 $2');
  const tokens: string[] = [];
  for (const match of lower.matchAll(WORD)) {
    const word = match[0];
    if (STOPWORDS.has(word) || (word.length < 2 && !/\d/.test(word))) continue;
    tokens.push(stemWord(word));
  }
  return tokens;
}

const folded = new Map<string, string>();
function foldCached(token: string): string {
  let result = folded.get(token);
  if (result === undefined) {
    result = foldDiacritics(token);
    if (folded.size < 500_000) folded.set(token, result);
  }
  return result;
}

export function vietnameseTokens(text: string): string[] {
  const syllables = [...text.toLowerCase().normalize('NFC').matchAll(WORD)].map((m) => m[0]);
  const tokens: string[] = [];
  const add = (token: string) => {
    tokens.push(`vi:${token}`);
    const bare = foldCached(token);
    if (bare !== token) tokens.push(`vi:${bare}`);
  };
  syllables.forEach((syllable, i) => {
    add(syllable);
    if (i + 1 < syllables.length) add(`${syllable}_${syllables[i + 1]}`);
  });
  return tokens;
}
