import type { EngineData } from './data';
import { caseTokens, englishProductTokens, firstField, formGoodsName, queryTokens, withoutTrailingQualifiers } from './text';
import { declaresArticleFor, declaresPreparedFood, declaresServedGoods, namedNonFood, precedentDisagrees } from './attributes';
import type { Normalized } from '../types';

/** One source of HS6 candidates, best first, with the raw score each got. */
export interface RankedList {
  name: 'lexical' | 'precedents' | 'codes' | 'vector' | 'glossary' | 'first_field';
  weight: number;
  /** How well the best item matches in absolute terms (0..1); a list that matched loosely counts less. */
  strength?: number;
  items: Array<{ hs6: string; score: number }>;
}

const LEXICAL_DEPTH = 60;
const PRECEDENT_DEPTH = 40;

export function lexicalCandidates(data: EngineData, text: string, name: 'lexical' | 'first_field' = 'lexical'): RankedList {
  const terms = queryTokens(text);
  const hits = data.hs6Index.search(terms, LEXICAL_DEPTH);
  return { name, weight: 0.5, strength: strengthOf(hits[0]?.score ?? 0, terms, data.hs6Index), items: hits.map((h) => ({ hs6: data.hs6Docs[h.doc].hs6, score: h.score })) };
}

/**
 * The best score against what a document holding every query term once would score: a match on
 * one common word is weak, a match on all the rare words is strong.
 */
function strengthOf(best: number, terms: string[], index: { idf(term: string): number; has(term: string): boolean }): number {
  const unique = [...new Set(terms)];
  const possible = unique.reduce((sum, t) => sum + (index.has(t) ? index.idf(t) : 0), 0) * 1.6;
  return possible > 0 ? Math.min(1, best / possible) : 0;
}

const CODE_DEPTH = 50;
const HEADING_DOCUMENT_DEPTH = 30;

/**
 * Codes whose shipped cases, taken together, hold the query's words (`terms`: `caseTokens` of
 * the precedent text; code-documents.ts). `exclude` leaves cases out as for the precedents.
 */
export function codeCandidates(data: EngineData, terms: string[], exclude: readonly number[] = []): RankedList {
  const hits = data.codeDocuments.search(terms, CODE_DEPTH, exclude);
  return { name: 'codes', weight: 1, strength: strengthOf(hits[0]?.score ?? 0, terms, data.codeDocuments), items: hits };
}

/** The same by heading: each heading's score, for the ranking's heading features. */
export function headingDocumentScores(data: EngineData, terms: string[], exclude: readonly number[] = []): Map<string, number> {
  return new Map(data.headingDocuments.search(terms, HEADING_DOCUMENT_DEPTH, exclude).map((h) => [h.hs6, h.score]));
}

export interface PrecedentMatch {
  index: number;
  similarity: number; // 0..1, relative to the best match
  score: number;
}

/**
 * Nearest classification cases, and their HS6 as weighted votes: a case counts by its
 * similarity to the best one, so one close case outweighs several loose ones. `phrases` also
 * matches word pairs: declarant-style text shares phrases with the cases (measured: kr HS6 top-1
 * +1 point), while a plain product name matched by phrase drifts to cases that share only its
 * adjectives ("extra virgin").
 */
export function precedentCandidates(data: EngineData, text: string, n: Normalized, options: { exclude?: readonly number[]; phrases: boolean; outdated?: ((hs6: string) => boolean) | null }): { list: RankedList; matches: PrecedentMatch[] } {
  const { exclude, phrases, outdated } = options;
  const terms = phrases ? caseTokens(text) : queryTokens(text);
  // `exclude` leaves a case (and its namesakes) out, so the calibration can ask about a case without seeing its own answer;
  // `outdated` leaves out the cases the nomenclature has since overtaken.
  const left = exclude?.length ? new Set(exclude) : null;
  const keep = left || outdated ? (doc: number) => !left?.has(doc) && !outdated?.(data.precedents[doc].hs6) : undefined;
  const hits = data.precedentIndex.search(terms, PRECEDENT_DEPTH, keep);
  const best = hits[0]?.score ?? 1;
  const matches = hits.map((h) => ({ index: h.doc, similarity: h.score / best, score: h.score }));
  // A plain name's cases declaring an article made for it (its parts, its case), or the goods it
  // is made for (the engine of a "cylinder head for diesel engine"), cast no vote; declarations
  // are ranked by the learned model, which weighs the cases itself.
  const articleFor = phrases ? () => false : declaresArticleFor(n, text);
  const servedGoods = phrases ? () => false : declaresServedGoods(n);
  const prepared = phrases ? () => false : declaresPreparedFood(n, text);
  const voteWeight = (description: string) => (articleFor(description) || servedGoods(description) ? 0 : precedentDisagrees(n, description) || prepared(description) ? 0.3 : 1);
  const votes = new Map<string, number>();
  for (const m of matches) {
    const { hs6, description } = data.precedents[m.index];
    votes.set(hs6, (votes.get(hs6) ?? 0) + voteWeight(description) * m.similarity ** 6);
  }
  const items = [...votes].map(([hs6, score]) => ({ hs6, score })).sort((a, b) => b.score - a.score);
  return { list: { name: 'precedents', weight: 2, strength: strengthOf(best, terms, data.precedentIndex), items }, matches };
}

/** How many of the closest cases may name the product. */
const NAMING_CASES = 3;
/**
 * A naming case filed outside every heading the glossary gives for goods of chapter 28 onwards
 * counts this share: 'Perfumed bath salt' (3307.30) names perfumes, and 'Light Bulb Saver'
 * (8536.90) light bulbs, without being either. Food is left out: there the cases know a processed
 * state the glossary's raw name does not ('Preparation of olive oil' 1517.90, 'Cooked soybeans'
 * 2008.19). Measured (lexical eval): e-commerce HS6 top-1 537 -> 545 of 1,500, kr 1,769 -> 1,767
 * of 2,500; at 0.5 e-commerce 551, kr 1,763; at 0.5 and for food too, kr 1,750.
 */
const OUTSIDE_GLOSSARY = 0.7;

/**
 * The share of a product's name ("greeting card") that the closest cases hold, the best of the
 * first few: a case sharing only a loose word of the description ("memory card reader",
 * "glass run") is no precedent for the product, however well its words scored.
 */
export function productNamedByCases(data: EngineData, n: Normalized, description: string, matches: PrecedentMatch[]): number {
  const name = new Set(englishProductTokens(n.product_type ?? ''));
  // A name of codes alone ("2xLP") is held by no case: the glossary's reading speaks.
  if (!name.size) return 0;
  const articleFor = declaresArticleFor(n, description);
  const prepared = declaresPreparedFood(n, description);
  const named = matches.slice(0, NAMING_CASES).map((m) => {
    if (articleFor(data.precedents[m.index].description) || prepared(data.precedents[m.index].description)) return 0;
    const words = new Set(englishProductTokens(data.precedents[m.index].description));
    const outside = namedNonFood(n) && !n.hs_headings.includes(data.precedents[m.index].hs6.slice(0, 4));
    return ([...name].filter((word) => words.has(word)).length / name.size) * (outside ? OUTSIDE_GLOSSARY : 1);
  });
  return Math.max(0, ...named);
}

/**
 * Whether the reader's product is what a declaration declares: the product type's head word is the
 * head (last word) of the first field, the declarant's name for the goods ("Clear file; …",
 * "Socks; ET92792", "Granite crude; 사석"), or of the whole text when it has no fields. Where the
 * reader took its product from a modifier ("Notebook Cooling Pad" read as a notebook, "Mango
 * preparation" as mangoes) or from a later field ("Bakers ware; … PISTACHIO …"), the cases that
 * share the first field are right and the reader is not.
 */
export function declaresReaderProduct(n: Normalized, description: string): boolean {
  const head = englishProductTokens(n.product_type ?? '').at(-1);
  const text = formGoodsName(description) ?? description;
  const field = (firstField(text) ?? text).split('(')[0];
  return head !== undefined && (englishProductTokens(field).at(-1) === head || koreanFieldEndsIn(n, field, head));
}

/**
 * A Korean first field ("엑스레이 검출기 ; …") declares the reader's product when its last word ends
 * in a term the reader translated as the product: Korean puts the head last, as English does.
 * Measured: kr HS6 top-1 +2 rows (Korean-named x-ray detector, battery separator), none lost,
 * e-commerce unchanged. The form's goods name (`formGoodsName`) +1 row more.
 */
function koreanFieldEndsIn(n: Normalized, field: string, head: string): boolean {
  const named = withoutTrailingQualifiers(field);
  const last = named.trim().split(/\s+/).at(-1);
  if (!last || !/\p{Script=Hangul}/u.test(last)) return false;
  const joined = named.replace(/\s+/g, '');
  return n.translation?.terms.some((term) => joined.endsWith(term.source.replace(/\s+/g, '')) && englishProductTokens(term.english).at(-1) === head) ?? false;
}

/**
 * The nearest cases with each one's similarity scaled by the share of the product's English name
 * it holds, closest first again: a case met through a modifier, a state word or a model token
 * ("Nail File" for a clear file, "Palm oil crude" for crude gneiss) is no precedent for the goods.
 */
export function casesNamingProduct(data: EngineData, n: Normalized, matches: PrecedentMatch[]): PrecedentMatch[] {
  const name = new Set(englishProductTokens(n.product_type ?? ''));
  if (!name.size) return matches;
  return matches
    .map((m) => {
      const words = new Set(englishProductTokens(data.precedents[m.index].description));
      return { ...m, similarity: (m.similarity * [...name].filter((word) => words.has(word)).length) / name.size };
    })
    .sort((a, b) => b.similarity - a.similarity);
}

/**
 * HS6 of the headings the glossary and the product type point to, in the order the reader gave;
 * the product's default subheading, when the glossary names one, counts double within its heading.
 * Among equals the residual "other" subheading goes first: it takes what no sibling names, so a
 * keychain the glossary puts in 7326 is 7326.90, not 7326.11 (grinding balls), the first listed.
 */
export function glossaryCandidates(data: EngineData, headings: string[], defaultSubheading: string | null = null): RankedList {
  const items: RankedList['items'] = [];
  // The default's heading leads, where the goods' stated kind put it under another of their headings (brake linings not mounted: 6813).
  const ownHeading = defaultSubheading?.slice(0, 4);
  const ordered = ownHeading && headings.includes(ownHeading) ? [ownHeading, ...headings.filter((heading) => heading !== ownHeading)] : headings;
  ordered.slice(0, 4).forEach((heading, i) => {
    for (const doc of data.hs6Docs) if (doc.hs6.startsWith(heading)) items.push({ hs6: doc.hs6, score: (doc.hs6 === defaultSubheading ? 2 : 1) / (i + 1) });
  });
  items.sort((a, b) => b.score - a.score || residualFirst(data, a.hs6, b.hs6));
  return { name: 'glossary', weight: 0.6, items };
}

/**
 * Residual subheadings before the others, listed order otherwise. Of several residual lines the
 * last is the heading's own "Other"; the earlier ones are "other" within a group of it.
 */
function residualFirst(data: EngineData, a: string, b: string): number {
  const [aResidual, bResidual] = [data.subheadings.residual.has(a), data.subheadings.residual.has(b)];
  if (aResidual !== bResidual) return aResidual ? -1 : 1;
  return aResidual ? b.localeCompare(a) : 0;
}

/**
 * Reciprocal rank fusion: each list adds weight / (k + rank). Rank-based, so the lists' score
 * scales never need to agree. Returns HS6 with their fused score and each list's rank.
 */
export interface Fused {
  rrf: number; // reciprocal rank fusion
  combined: number; // weighted sum of each list's score relative to its best
  ranks: Partial<Record<RankedList['name'], number>>;
  scores: Partial<Record<RankedList['name'], number>>;
}

export function fuse(lists: RankedList[], k = 15): Map<string, Fused> {
  const fused = new Map<string, Fused>();
  for (const list of lists) {
    const best = list.items[0]?.score || 1;
    list.items.forEach((item, rank) => {
      let entry = fused.get(item.hs6);
      if (!entry) fused.set(item.hs6, (entry = { rrf: 0, combined: 0, ranks: {}, scores: {} }));
      if (entry.ranks[list.name] !== undefined) return;
      entry.ranks[list.name] = rank + 1;
      entry.scores[list.name] = item.score;
      entry.rrf += list.weight / (k + rank + 1);
      // Rank fusion alone flattens a decisive lead (a near-identical precedent); the relative
      // score keeps it, the rank term keeps agreement between lists worth something.
      entry.combined += list.weight * (list.strength ?? 1) * (item.score / best + 1 / (k + rank + 1));
    });
  }
  return fused;
}

/** Longest description read as a name written out in a subheading's own text. */
const VERBATIM_WORDS = 4;
/** A word this few subheadings use is the name of the goods, not a common word of the nomenclature. */
const RARE_IN_SCHEDULE = 3;
/** Chemical and botanical names run long; a short word used rarely is as often a plain product word ("grinders"). */
const RARE_NAME_LENGTH = 11;

/**
 * The one subheading whose own text spells out the whole name the description gives
 * ("Pentaerythritol (technical grade)" is 2905.42, "Tetrahydrofurfuryl alcohol; 99 %" 2932.13): the nomenclature names
 * the goods, and no precedent voting for a neighbour can outweigh that (GRI 1). Only a short name
 * (the first field), holding a word few subheadings use; null when none or several spell it.
 */
export function subheadingNamedVerbatim(data: EngineData, description: string): string | null {
  const name = (description.split(/[;(]/)[0] ?? '').toLowerCase().replace(/[^\p{L}\s-]+/gu, ' ').replace(/\s+/g, ' ').trim();
  const words = name.split(' ').filter(Boolean);
  if (!words.length || words.length > VERBATIM_WORDS || name.length < 8) return null;
  const texts = data.hs6LowerTexts;
  const rareName = (word: string) => {
    const usedBy = texts.filter(([, text]) => text.includes(word)).length;
    return usedBy > 0 && usedBy <= RARE_IN_SCHEDULE;
  };
  if (!words.some((word) => word.length >= RARE_NAME_LENGTH && rareName(word))) return null;
  const named = texts.filter(([, text]) => holdsWord(text, name)).map(([hs6]) => hs6);
  return named.length === 1 ? named[0] : null;
}

const LETTER = /\p{L}/u;

/** The text holds the phrase as whole words. (A RegExp built per query would be compiled, Unicode classes and all, and kept by V8 for each new description.) */
function holdsWord(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const before = text[at - 1];
    const after = text[at + phrase.length];
    if ((!before || !LETTER.test(before)) && (!after || !LETTER.test(after))) return true;
  }
  return false;
}
