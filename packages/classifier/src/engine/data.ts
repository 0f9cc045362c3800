import { Bm25Index, englishTokens, subheadingsByHeading, vietnameseTokens, type SearchableLine } from '@tcs/tariffs';
import type { Market } from '../types';
import { caseTokens, cjkBigrams, englishProductTokens, firstField, GENDER_TOKENS } from './text';
import { exclusionsIn, withoutExclusions } from './attributes';
import { Speller } from './spelling';
import { CodeDocuments } from './code-documents';
import { commonEnglishWords } from '../read/english-words';
import { englishLexiconTerms, expandAbbreviations } from '../read';
import { glossaryConcepts, namesOfNoGoods } from '../glossary';
import { PartNumberIndex } from './part-numbers';

/** A schedule line as the engine needs it. */
export interface EngineLine extends SearchableLine {
  hs6: string | null;
  level: string;
  duty_rate: string | null;
  special_rate?: string | null;
  column2_rate?: string | null;
  unit?: string | null;
  footnotes?: unknown;
  additional_duties?: unknown;
  extra?: unknown;
}

export interface EngineSchedule {
  market: Market;
  dataset: { id: string; version: string; is_demo: boolean; name: string; source_url: string };
  lines: EngineLine[];
  /** Declarable lines under each HS6. */
  leavesByHs6: Map<string, EngineLine[]>;
}

export interface Precedent {
  ruling: string;
  code: string | null;
  hs6: string;
  description: string;
  source: string;
  url: string | null;
  date: string | null;
}

export interface ReferenceTexts {
  hs6: Map<string, string>; // HS 2022 subheading texts
  headings: Map<string, string>;
  chapters: Map<string, string>;
  /** Japanese tariff texts bridged to HS6. */
  japanese: Array<{ hs6: string; text: string }>;
}

/** One searchable document per HS6: every market's texts for it, so any language reaches every market. */
export interface Hs6Doc {
  hs6: string;
  text: string; // English text shown and embedded
}

/** Everything the engine reads, built once per process from the database or the bundled files. */
export interface EngineData {
  schedules: Partial<Record<Market, EngineSchedule>>;
  hs6Docs: Hs6Doc[];
  hs6Index: Bm25Index<'hs' | 'national' | 'parents' | 'vi' | 'ja'>;
  precedents: Precedent[];
  precedentIndex: Bm25Index<'text'>;
  /** The shipped cases gathered by code, one document per HS6 (code-documents.ts). */
  codeDocuments: CodeDocuments;
  /** The same gathered by heading. */
  headingDocuments: CodeDocuments;
  /** Shipped cases per HS6 (the ranking's prior) and the largest count. */
  caseCounts: { byHs6: Map<string, number>; max: number };
  /**
   * Per HS6, the words of its text that not all its siblings share, each with its rarity (idf);
   * and the residual subheadings ("Other", "n.e.c."), which take what no sibling names.
   */
  subheadings: { words: Map<string, Map<string, number>>; residual: Set<string> };
  /** The subheadings of each heading, in the nomenclature's order. */
  subheadingsByHeading: Map<string, string[]>;
  /** Every English word of each HS6's texts (its own, its heading's, the national lines' and their parents'). */
  hs6Words: Map<string, Set<string>>;
  /** Each HS6's own text in lower case, for names looked up as written (subheadingNamedVerbatim). */
  hs6LowerTexts: Array<readonly [string, string]>;
  /**
   * The shipped cases by their first field, the declarant's tariff wording ("Other fan",
   * "Sports footwear with outer soles…"): per wording (see `firstFieldKey`), the cases of each HS6.
   */
  firstFields: Map<string, Map<string, number>>;
  /** The shipped cases' part numbers, for the families a new part number belongs to (part-numbers.ts). */
  partNumbers: PartNumberIndex;
  /** Rewrites words no text here holds ("soulutions", "Frozengarlic") into words they do. */
  speller: Speller;
  reference: ReferenceTexts;
}

export interface EngineSources {
  schedules: Array<{ market: Market; dataset: EngineSchedule['dataset']; lines: EngineLine[] }>;
  precedents: Precedent[];
  reference: ReferenceTexts;
}

const HS6_FIELDS = {
  hs: { weight: 2.5, b: 0.5 },
  national: { weight: 1.2, b: 0.75 },
  parents: { weight: 0.6, b: 0.75 },
  vi: { weight: 1.5, b: 0.75 },
  ja: { weight: 1.2, b: 0.75 },
};

export function buildEngineData(sources: EngineSources): EngineData {
  const schedules: EngineData['schedules'] = {};
  for (const s of sources.schedules) schedules[s.market] = schedule(s.market, s.dataset, s.lines);
  const { docs, index, words } = buildHs6Index(sources);
  const caseWords = sources.precedents.map((p) => caseTokens(p.description));
  const precedentIndex = new Bm25Index(
    caseWords.map((text) => ({ text })),
    { text: { weight: 1, b: 0.6 } },
  );
  const codeDocuments = new CodeDocuments(sources.precedents.map((p) => p.hs6), caseWords);
  const headingDocuments = new CodeDocuments(sources.precedents.map((p) => p.hs6.slice(0, 4)), caseWords);
  const byHeading = subheadingsByHeading(sources.reference.hs6.keys());
  const subheadings = {
    words: distinctiveWords(sources.reference.hs6, byHeading, (term) => (index.has(term) ? index.idf(term) : 0)),
    residual: residualSubheadings(sources.reference.hs6, byHeading),
  };
  return { schedules, hs6Docs: docs, hs6Index: index, precedents: sources.precedents, precedentIndex, codeDocuments, headingDocuments, caseCounts: countCases(sources.precedents), subheadings, subheadingsByHeading: byHeading, hs6Words: words, hs6LowerTexts: [...sources.reference.hs6].map(([hs6, text]) => [hs6, text.toLowerCase()] as const), firstFields: byFirstField(sources.precedents), partNumbers: new PartNumberIndex(sources.precedents.map((p) => p.description), (i) => sources.precedents[i].hs6), speller: buildSpeller(sources), reference: sources.reference };
}

/** A declaration's first field, when its text has fields (';'), as the words that key `EngineData.firstFields`. */
export function firstFieldKey(description: string): string | null {
  const first = firstField(description);
  return first === null ? null : englishTokens(first).join(' ') || null;
}

function byFirstField(precedents: Precedent[]): EngineData['firstFields'] {
  const cases = new Map<string, Map<string, number>>();
  for (const p of precedents) {
    const key = firstFieldKey(p.description);
    if (!key) continue;
    const byHs6 = cases.get(key) ?? new Map<string, number>();
    byHs6.set(p.hs6, (byHs6.get(p.hs6) ?? 0) + 1);
    cases.set(key, byHs6);
  }
  return cases;
}

/** Every word the engine can match: the schedules', the cases', the reader's lists and glossary, and what the reader expands. */
function buildSpeller(sources: EngineSources): Speller {
  function* texts() {
    for (const s of sources.schedules) for (const line of s.lines) yield line.description;
    for (const p of sources.precedents) yield p.description;
    yield* sources.reference.hs6.values();
    yield* sources.reference.headings.values();
  }
  function* curated() {
    yield* englishLexiconTerms();
    // The Vietnamese terms too: "natri sunfat" is no run-together "sun fat".
    for (const concept of glossaryConcepts()) yield* [...concept.en, ...concept.vi];
    // "Stocking Stuffer" is no slip for "stocking stuffed": the names the glossary reads as no goods are the team's words too.
    yield* namesOfNoGoods();
  }
  const everything = { apparel: true, vehicles: true, metals: true, plastics: true };
  const english = commonEnglishWords();
  return new Speller(texts(), (word) => english.has(word.toLowerCase()) || expandAbbreviations(word, everything).text !== word, curated());
}

/** "Fish; frozen, … other": the subheading's own words (after the heading's, before ';') open with "other", or say n.e.c. */
function isResidual(text: string): boolean {
  const own = text.slice(text.indexOf(';') + 1).trim().toLowerCase();
  return own.startsWith('other') || /\bn\.e\.c\b/.test(own);
}

/**
 * The residual subheadings: those worded as "other", and those that are an earlier sibling
 * without the goods it names ("imitation, (excluding cuff links and studs), of base metal"
 * 7117.19 after "imitation, cuff links and studs, of base metal" 7117.11; "Cattle; live, other
 * than pure-bred breeding animals"): GRI 6 gives them whatever that sibling does not take.
 */
function residualSubheadings(hs6Texts: Map<string, string>, byHeading: Map<string, string[]>): Set<string> {
  const own = (text: string) => text.slice(text.indexOf(';') + 1);
  const residual = new Set<string>();
  for (const siblings of withWords(hs6Texts, byHeading, (text) => englishTokens(withoutExclusions(own(text))))) {
    for (const [i, { hs6, words }] of siblings.entries()) {
      const text = hs6Texts.get(hs6)!;
      const excluded = new Set(exclusionsIn(own(text)).flatMap((clause) => englishTokens(clause)));
      const lessItsGoods = (sibling: Set<string>) => {
        const named = [...sibling].filter((w) => !words.has(w));
        return [...words].every((w) => sibling.has(w)) && named.length > 0 && named.every((w) => excluded.has(w));
      };
      if (isResidual(text) || (excluded.size > 0 && siblings.slice(0, i).some((earlier) => lessItsGoods(earlier.words)))) residual.add(hs6);
    }
  }
  return residual;
}

/** The subheadings of each heading, in the nomenclature's order, with the words `read` finds in each text. */
function withWords(hs6Texts: Map<string, string>, byHeading: Map<string, string[]>, read: (text: string) => string[]): Array<Array<{ hs6: string; words: Set<string> }>> {
  return [...byHeading.values()].map((codes) => codes.map((hs6) => ({ hs6, words: new Set(read(hs6Texts.get(hs6)!)) })));
}

/**
 * What sets each subheading apart from its siblings (GRI 6 compares subheadings of one heading
 * only): the words of its text that at least one sibling lacks.
 */
function distinctiveWords(hs6Texts: Map<string, string>, byHeading: Map<string, string[]>, idf: (term: string) => number): Map<string, Map<string, number>> {
  const result = new Map<string, Map<string, number>>();
  for (const siblings of withWords(hs6Texts, byHeading, englishTokens)) {
    const shared = (word: string) => siblings.every((s) => s.words.has(word));
    for (const s of siblings) result.set(s.hs6, new Map([...s.words].filter((w) => siblings.length === 1 || !shared(w)).map((w) => [w, idf(w)])));
  }
  return result;
}

function countCases(precedents: Precedent[]): EngineData['caseCounts'] {
  const byHs6 = new Map<string, number>();
  for (const p of precedents) byHs6.set(p.hs6, (byHs6.get(p.hs6) ?? 0) + 1);
  return { byHs6, max: Math.max(0, ...byHs6.values()) };
}

/** One market's schedule as the engine reads it: its lines and the declarable ones under each HS6. */
export function schedule(market: Market, dataset: EngineSchedule['dataset'], lines: EngineLine[]): EngineSchedule {
  const leavesByHs6 = new Map<string, EngineLine[]>();
  for (const line of lines) {
    if (!line.is_leaf || !line.hs6) continue;
    const list = leavesByHs6.get(line.hs6) ?? [];
    list.push(line);
    leavesByHs6.set(line.hs6, list);
  }
  return { market, dataset, lines, leavesByHs6 };
}

function buildHs6Index(sources: EngineSources) {
  const parts = new Map<string, { national: string[]; parents: Set<string>; vi: string[]; ja: string[] }>();
  const part = (hs6: string) => {
    let p = parts.get(hs6);
    if (!p) parts.set(hs6, (p = { national: [], parents: new Set(), vi: [], ja: [] }));
    return p;
  };
  for (const hs6 of sources.reference.hs6.keys()) part(hs6);
  // Only internationally defined subheadings: national chapters 98 and 99 are not HS goods.
  for (const s of sources.schedules) {
    for (const line of s.lines) {
      if (!line.hs6 || line.code_digits.length < 6 || !sources.reference.hs6.has(line.hs6)) continue;
      const p = part(line.hs6);
      p.national.push(line.description);
      const cut = line.full_description.lastIndexOf(' > ');
      if (cut > 0) p.parents.add(line.full_description.slice(0, cut));
      if (line.description_vi) p.vi.push(line.description_vi);
    }
  }
  for (const j of sources.reference.japanese) if (sources.reference.hs6.has(j.hs6)) part(j.hs6).ja.push(j.text);
  const docs: Hs6Doc[] = [];
  const fields: Array<Record<keyof typeof HS6_FIELDS, string[]>> = [];
  for (const [hs6, p] of [...parts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const hsText = [sources.reference.hs6.get(hs6), sources.reference.headings.get(hs6.slice(0, 4))].filter(Boolean).join(' > ');
    docs.push({ hs6, text: [sources.reference.headings.get(hs6.slice(0, 4)), sources.reference.hs6.get(hs6) ?? p.national[0]].filter(Boolean).join(': ') });
    fields.push({
      hs: englishTokens(hsText),
      // The national lines split an HS6 by wearer ("Men's (445)"); the HS6's own text says whether
      // the wearer sets it apart. Counted here, "hoodies for men" met the Kashmir goats of 6110.12.
      national: englishTokens(p.national.join(' ')).filter((token) => !GENDER_TOKENS.has(token)),
      parents: englishTokens([...p.parents].join(' ')),
      vi: vietnameseTokens(p.vi.join(' ')),
      ja: cjkBigrams(p.ja.join(' ')),
    });
  }
  const words = new Map(docs.map((d, i) => [d.hs6, new Set([...fields[i].hs, ...fields[i].national, ...fields[i].parents])]));
  return { docs, index: new Bm25Index(fields, HS6_FIELDS), words };
}
