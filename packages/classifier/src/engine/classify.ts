import type { ClassifyInput, Normalized } from '../types';
import { firstFieldKey, type EngineData, type EngineLine } from './data';
import { casesNamingProduct, codeCandidates, declaresReaderProduct, fuse, glossaryCandidates, headingDocumentScores, lexicalCandidates, precedentCandidates, productNamedByCases, subheadingNamedVerbatim, type PrecedentMatch, type RankedList } from './candidates';
import { ratingAgreement, ratingsOf } from './measures';
import { attributeAgreement, exclusionsIn, MACHINE_CHAPTERS, namesOtherGoods, statedKindFactor, statesKindOnlyOf, withoutDenials, withoutExclusions } from './attributes';
import { chooseNationalLine } from './national';
import { decideStatus, confidenceOf, confidenceFeatures, confidenceInputs, type ConfidenceFeatures } from './decide';
import { excludes, legalFindings, noteSource, type LegalFinding, type SourceRef } from './check';
import { englishTokens, findNote, formatCode } from '@tcs/tariffs';
import { buildQuestions, contenders, type Contender, type QuestionSpec } from './questions';
import { defaultSubheading, escapeRegExp, lookupGlossary, PARTS_OF, productConcept, withoutNamesOfNoGoods } from '../glossary';
import { catchAllHeadings, extractOrigin, isBaseMetalCatchAll, isCodeToken, isKnownName, isMeasureToken, isNonFerrousGradeToken, withoutBrand } from '../read';
import { PART_FAMILY } from './part-numbers';
import { MODEL_DEPTH, RANK_FEATURES, RANK_MODEL, rankFeatures, rankShares, type RankContext, type RankFeatures } from './rerank';
import type { TreeModel } from './rank-trees';
import { caseTokens, englishProductTokens, firstField, formGoodsName, GENDER_TOKENS, hasFields, onKoreanForm, withoutKoreanDenials, withoutKoreanPurpose, withoutLeadingNameLabel, withoutRetailSaleDenied, withoutTrailingQualifiers } from './text';

/** Why a lookup with an embedder at hand did not use it. */
export const VECTORS_NOT_NEEDED = 'vectors are consulted only for goods the reader does not recognise; this description names a known product or is a declaration';

/** Vector search over the HS6 documents, when an embedder is available. */
export interface VectorSearch {
  search(text: string, k: number): Promise<Array<{ hs6: string; score: number }>>;
}

export interface EngineOptions {
  vectors?: VectorSearch | null;
  /** Why vector search is not used, when it is not. */
  vectorReason?: string;
  /** Leave these precedents out (calibration only: a case and every case worded the same). */
  excludePrecedents?: readonly number[];
  /** Rank with this model instead of the fitted one; null: the hand weights (`pnpm calibrate` only). */
  rankModel?: TreeModel | null;
  /** Sees every scored HS6 before the cut to the top ten (`pnpm calibrate` only). */
  inspectRanking?: (scored: ScoredHs6[], query: { declaration: boolean }) => void;
  /** Called as each stage starts, for the lookup's `progress`. */
  onStage?: (stage: 'normalizing' | 'retrieving' | 'ranking' | 'checking' | 'explaining') => void | Promise<void>;
}

export interface ScoredHs6 {
  hs6: string;
  rrf: number;
  final: number;
  ranks: Partial<Record<RankedList['name'], number>>;
  scores: Partial<Record<RankedList['name'], number>>;
  attributes: number;
  /** The subheading names the description's chief material, another one, or none (attributes.ts). */
  material?: 'match' | 'conflict' | null;
  /** The fibre shares stated meet the line's own (attributes.ts), or not. */
  share?: 'match' | 'conflict' | null;
  signals: string[];
  features: RankFeatures;
  /** Lists that weigh in the fusion and rank this HS6 in their top three (cross-signal agreement). */
  agreeing: number;
}

export interface Candidate {
  hs6: string;
  line: EngineLine | null; // the national leaf chosen inside the HS6 (null when the market has none)
  overlap: number;
  leafOverlap: number;
  scored: ScoredHs6;
  verdict: 'recommended' | 'possible' | 'unlikely' | 'excluded';
  exclusion_reason: string | null;
  legal: { status: 'ok' | 'conflict'; penalty: number; findings: LegalFinding[] };
}

/** An automatic check on the first candidate; the explain stage words its detail in the lookup's language. */
export interface Check {
  name: 'code_exists' | 'is_declarable' | 'legal_notes' | 'material_consistent' | 'dataset_official';
  ok: boolean;
}

export interface EngineResult {
  normalized: Normalized;
  candidates: Candidate[]; // recommended first
  confidence: number;
  status: 'proposed' | 'needs_review' | 'needs_info';
  /** Questions whose answers separate the top candidates (worded by the explain stage). */
  questions: QuestionSpec[];
  precedents: Array<{ ruling: string; code: string | null; hs6: string; description: string; similarity: number; url: string | null; date: string | null; source: string }>;
  retrieval: { mode: 'hybrid' | 'lexical'; reason: string | null; lists: Record<string, number> };
  timings: Record<string, number>;
  /** What the confidence was computed from, with the first candidate's ranking features (`confidenceInputs`). */
  confidence_features: ConfidenceFeatures;
  checks: Check[];
  sources: SourceRef[];
}

const TOP = 10;
const TRANSLATED_PRECEDENTS = 0.5;
/** Measured leave-one-out on the shipped cases: 56.9 → 60.0 % HS6 top-1, the golden set intact. */
const DECLARATION_PRECEDENT_BOOST = 2;

export async function rankCandidates(input: ClassifyInput, normalized: Normalized, data: EngineData, options: EngineOptions = {}): Promise<EngineResult> {
  const timings: Record<string, number> = {};
  const time = <T>(name: string, run: () => T): T => {
    const started = performance.now();
    const out = run();
    timings[name] = Math.round((performance.now() - started) * 100) / 100;
    return out;
  };
  await options.onStage?.('retrieving');
  const text = queryText(input, normalized);
  const lexical = time('lexical', () => lexicalCandidates(data, text));
  // A catalogue's "name + model number" is no declaration: the trees, fitted on declarations, follow
  // cases sharing one word of the name ("브레이크 패드 BP-2210" met a toy line, 9503; "Spark plug
  // BKR6E" a pipe for spark plugs, 7326), and the cases sharing its codes ("SKU: ABC-…") are other
  // goods. Measured on own names in four languages: 67 with a model number, 31 right -> 58 (57
  // without the number); 40 followed by ", SKU: …", 15 -> 33 (36 without); kr and e-commerce
  // top-1 unchanged.
  // A Korean name followed only by its origin is no declaration: the field separator the origin leaves behind goes with it
  // ("냉동 흰다리새우; 원산지 베트남"). The precedents keep that separator: dropping it there too cost a kr row.
  const declarantWording = declarationStyle(withoutTrailingOrigin(input.description, normalized.language));
  const modelNamed = declarantWording && nameWithItsModel(normalized, input.description);
  // Precedents are declarants' own wording, in English or Korean: they are matched with the
  // description as written (a catalogue's name without its codes), or with its English reading
  // when it is in another language.
  const asWritten = normalized.language === 'en' || normalized.language === 'ko' ? (modelNamed ? normalized.clean_description : withoutOrigin(input.description, normalized.language)) : normalized.search_text;
  const written = normalized.language === 'en' ? withoutBrand(asWritten, normalized.product_type) : asWritten;
  // Korean cases are often bilingual ("Plastic container; 플라스틱 용기"): a plain Korean name
  // also meets them through its English reading, so a case naming the product outranks one
  // sharing only its material word.
  const koreanReading = normalized.language === 'ko' && (!declarantWording || modelNamed) ? (normalized.translation?.terms.map((t) => t.english).join(' ') ?? '') : '';
  // Facts given outside the description (notes, answers to questions) are the declarant's words too;
  // a fact the description words its own way ("preparation" for prepared) is there already.
  const stated = [normalized.construction, normalized.state].filter((fact) => fact && !saysItself(written, fact));
  // A Korean declaration names what its goods are for before them ("자동차용 교류발전기"): cases
  // sharing only that word ("자동차용 BUSBAR") were nearer than cases naming the goods, short as
  // they are. Measured: team Korean declarations top-1 19 -> 20, top-5 31 -> 35 of 40; kr and
  // e-commerce rows unchanged (a shop title's "가정용" lost a mandarin: declarations only).
  const caseWording = normalized.language === 'ko' ? withoutKoreanDenials(declarantWording ? withoutKoreanPurpose(written) : written) : normalized.language === 'en' ? withoutRetailSaleDenied(written) : written;
  const precedentText = [caseWording, koreanReading, input.material, input.composition, ...stated].filter(Boolean).join(' ');
  // Goods whose heading the cases predate are ranked as plain names even when declared: the learned
  // ranking, fitted on those cases, never saw their heading ("Drone; DJI …; China" went to 9503).
  const outdated = casesBeforeTheHeading(normalized);
  const declaration = ((declarantWording && !modelNamed) || normalized.flags.includes('no_product_match')) && !outdated;
  const { list: precedentList, matches } = time('precedents', () => precedentCandidates(data, precedentText, normalized, { exclude: options.excludePrecedents, phrases: declaration, outdated }));
  // Declarant-style text (fields separated by ';', part numbers) is what the precedents are
  // written in, and where the reader recognised no product they are all the evidence there is:
  // there they weigh double; a plain product name leans on the schedule's words.
  if (declaration) precedentList.weight *= DECLARATION_PRECEDENT_BOOST;
  // A Vietnamese or Japanese description meets the precedents only through its English reading,
  // which drops what the reader did not know: such matches count for less.
  if (written !== input.description) precedentList.strength = (precedentList.strength ?? 0) * TRANSLATED_PRECEDENTS;
  // A plain product name the glossary knows leans on the cases only as far as they name it in
  // English; where they do not, the glossary's headings speak. A Vietnamese or Japanese name is
  // read through its English product type ("包丁" is a knife, "Wire of stainless steel" no
  // precedent for it); a Korean one is not, the Korean cases being written in Korean (counted so,
  // Korean plain names lost 2 golden rows and 4 kr rows). Declarations keep their precedents as
  // they are; for them the share is only a confidence feature. Measured: e-commerce HS6 top-1
  // 17.4 → 18.9 %, one golden gap closed, kr −2 rows of 2,500; with vi and ja, one more golden
  // gap closed, kr unchanged.
  const productNamed = normalized.language !== 'ko' && normalized.product_type && normalized.hs_headings.length ? productNamedByCases(data, normalized, precedentText, matches) : 1;
  // Where the glossary gives one heading and the closest cases share nothing with the name but its
  // head word, filed elsewhere, they met a namesake (a shop's "… Pin" met the machine pins of
  // 8431, a "… Patch" hinges, a second-hand CD a fabric coded "CD"): they count half again.
  if (!declaration) precedentList.strength = (precedentList.strength ?? 0) * productNamed * (!declarantWording && casesOfANamesake(data, normalized, matches) ? NAMESAKE_CASES : 1);
  // A declaration whose first field the reader's product heads ("Clear file; CLEARBOOK751") is
  // the product's own declaration: there the cases count as far as they name the product, in the
  // precedent list's strength (so the glossary's, (1 - that)², rises where they do not) and in the
  // nearest cases the learned ranking reads (their closest, best similarity and heading). A case
  // sharing only a modifier, a state word or a model token decided other goods: "Socks" met
  // "SPILL SOCKS" only through its head word and holds it; "Clear file" met "Nail File", "Gneiss
  // crude" "Palm oil crude", and those lose their pull. Where the reader took the product from a
  // modifier or a later field ("Notebook Cooling Pad", "Bakers ware; … PISTACHIO"), nothing
  // changes: there the cases sharing the first field are right and the reader's heading is not
  // (kr: 391 such declarations right against about 50 with the reader's heading right and the
  // result elsewhere). Korean declarations too, their first field's English words deciding.
  // Measured: kr HS6 top-1 72.6 -> 72.9 % (7 fixed, 1 broken: a sulphur analyser 9027.50 ->
  // 9027.10), HS4 78.6 -> 78.9 %, top-5 86.4 -> 86.5 %, e-commerce unchanged; without the head
  // condition 17 fixed, 8 broken (the modifier readings above), precision in the proposed share
  // 95.3 -> 95.0 %; with the product's words anywhere in the first field 12 fixed, 5 broken; the
  // strength alone +3 net, the nearest cases alone +1; cases missing the name at 0.3, not 0, +5;
  // the precedent votes weighed so instead of the nearest cases ±0.
  const namingCases = declaration && normalized.hs_headings.length > 0 && declaresReaderProduct(normalized, input.description);
  const caseNaming = namingCases ? (normalized.language !== 'ko' ? productNamed : productNamedByCases(data, normalized, precedentText, matches)) : 1;
  if (caseNaming < 1) precedentList.strength = (precedentList.strength ?? 0) * caseNaming;
  // The glossary's headings speak where no close precedent does; its default subheading counts
  // unless a sibling's own words name the goods better (GRI 6).
  const words = new Set(englishTokens(text));
  const named = defaultSubheading(normalized.product_type, normalized.hs_headings[0]);
  const underHeading = named && (!normalized.hs_headings.length || named.startsWith(normalized.hs_headings[0]));
  const glossaryPreset = underHeading ? named : (catchAllResidual(normalized, data) ?? named);
  const preset = presetThatHolds(glossaryPreset, data, normalized, withoutUse(withoutIncluded(withoutDenied(words, text), text), normalized, data, glossaryPreset));
  // A plain name the glossary does not read still says what it is made of: its chapter's catch-all
  // heading speaks for it (such a name ranks as a declaration, but is no declarant's wording).
  const glossaryHeadings = normalized.hs_headings.length || declarantWording ? normalized.hs_headings : catchAllHeadings(normalized.materials[0]);
  const glossary = { ...glossaryCandidates(data, glossaryHeadings, preset), strength: (1 - (precedentList.strength ?? 0)) ** 2 };
  // The cases gathered by code weigh what all of a code's wordings say together. Declarations
  // are what the cases are written in: there the list votes in the fusion (and feeds the learned
  // ranking); a plain name keeps it as a feature only, where it added nothing on the golden set,
  // the e-commerce set and the shipped plain names.
  const caseTerms = caseTokens(precedentText);
  const codes = time('codes', () => codeCandidates(data, caseTerms, options.excludePrecedents));
  if (!declaration) codes.weight = 0;
  const lists: RankedList[] = [lexical, precedentList, glossary, codes];
  // A declaration's first field is the declarant's own tariff wording ("Wire of non-alloy steel"):
  // searched on its own it is one more input to the learned ranking, weightless in the fusion.
  // A Korean form without fields names the goods after its label ("품명 SMB CONNECTOR 모델 …").
  // Measured: kr HS6 top-1 +1 row, top-5 -1 row, e-commerce unchanged.
  const namingField = declaration ? (firstField(input.description) ?? formGoodsName(input.description)) : null;
  if (namingField) lists.push({ ...time('first_field', () => lexicalCandidates(data, namingField, 'first_field')), weight: 0 });
  // Vectors speak only where nothing else knows the goods: a plain description in which the
  // reader recognised no product. Fused for every lookup they cost about 20 ms a query (engine
  // p50 on the kr set 35.8 ms, over the 30 ms target) and lost rows (kr 70.1 -> 70.0 %,
  // e-commerce 28.5 -> 27.5 %; for plain names only, golden 34 -> 31 of 40; at half the weight
  // e-commerce 28.1 %). Kept to unknown goods they change nothing measurable and cost nothing.
  let mode: 'hybrid' | 'lexical' = 'lexical';
  let vectorReason = options.vectorReason ?? 'no embedding model is configured';
  if (options.vectors && (declarantWording || normalized.hs_headings.length)) {
    vectorReason = VECTORS_NOT_NEEDED;
  } else if (options.vectors) {
    const started = performance.now();
    const items = await options.vectors.search(normalized.search_text || input.description, 40);
    timings.vector = Math.round((performance.now() - started) * 100) / 100;
    // Cosine scores of unrelated texts are rarely below 0.3 with this model: only the part above
    // the depth's floor separates candidates, and a best match under 0.5 says little.
    const floor = items.at(-1)?.score ?? 0;
    const best = items[0]?.score ?? 0;
    const spread = items.map((i) => ({ hs6: i.hs6, score: Math.max(0, i.score - floor) }));
    lists.push({ name: 'vector', weight: 0.8, strength: Math.max(0, Math.min(1, (best - 0.5) / 0.3)), items: spread });
    mode = 'hybrid';
  }
  await options.onStage?.('ranking');
  const nearest = namingCases ? casesNamingProduct(data, normalized, matches) : matches;
  const rankContext: RankContext = {
    lists,
    closestCaseHs6: nearest[0] ? data.precedents[nearest[0].index].hs6 : null,
    cases: nearest.map((m) => ({ hs6: data.precedents[m.index].hs6, similarity: m.similarity })),
    caseCounts: data.caseCounts,
    words,
    subheadings: data.subheadings,
    named: [...new Set(englishTokens(namingField || input.description))].map((w): [string, number] => [w, data.hs6Index.has(w) ? data.hs6Index.idf(w) : 0]),
    hs6Words: data.hs6Words,
    query: { declaration, korean: normalized.language === 'ko', words: input.description.split(/\s+/).filter(Boolean).length },
    excludedCases: countByHs6((options.excludePrecedents ?? []).map((i) => data.precedents[i].hs6)),
    firstFieldCases: sameFirstField(data, input.description, options.excludePrecedents ?? []),
    headingCodes: headingDocumentScores(data, caseTerms, options.excludePrecedents),
  };
  // Declarant-style text is ranked by the learned model; plain names keep the hand weights, where
  // the glossary and the schedule's words decide (the model, fitted on cases that are 86 %
  // declarations, broke 12 of the golden descriptions).
  const model = options.rankModel !== undefined ? options.rankModel : declaration ? RANK_MODEL : null;
  // Unread goods whose name a subheading spells out whole go there first (GRI 1).
  const namedVerbatim = normalized.hs_headings.length ? null : subheadingNamedVerbatim(data, input.description);
  const casesOfOtherGoods = declaration ? new Set<string>() : byCasesOfOtherGoods(data, normalized, matches);
  const fused = fuse(lists);
  const expanded = model ? withSiblings(fused, data) : new Set<string>();
  const ranked = time('rank', () => namedFirst(scoreHs6(fused, normalized, data, rankContext, model, preset, casesOfOtherGoods, expanded), namedVerbatim));
  // A declaration naming the reader's product whose closest cases do not hold its name's head word met other goods
  // through a modifier or a code (an LPG vaporiser declared with its model code met cases of LPG yoke assemblies, 8503).
  // Korean declarations meet their cases through Korean words, which the English head word cannot be looked for in.
  const headUnnamed = model !== null && namingCases && normalized.language !== 'ko' && !casesHoldTheHead(data, normalized, matches);
  const scored = statedFiguresFirst(statedKindFirst(wholeMachineNotItsParts(partsOfReadMachine(noToyUnsaid(model ? glossaryOverUnsureRanking(ranked, normalized, input.description, preset, headUnnamed) : ranked, normalized, preset), normalized, data), normalized, input.description, data, preset), normalized.hs_headings[0]));
  options.inspectRanking?.(scored, { declaration });
  const schedule = data.schedules[input.market];
  await options.onStage?.('checking');
  const toCandidate = (s: ScoredHs6): Candidate => {
    const choice = schedule ? chooseNationalLine(schedule, s.hs6, normalized) : null;
    const findings = legalFindings(s.hs6, normalized);
    const conflict = excludes(findings);
    // A note that rules the goods out of a candidate outweighs any amount of matching text.
    if (conflict) s.final *= 0.3;
    return {
      hs6: s.hs6, line: choice?.line ?? null, overlap: choice?.overlap ?? 0, leafOverlap: choice?.leafOverlap ?? 0, scored: s, verdict: 'possible', exclusion_reason: null,
      legal: { status: conflict ? 'conflict' : 'ok', penalty: conflict ? 0.7 : 0, findings },
    };
  };
  const candidates = time('national', () => scored.slice(0, TOP).map(toCandidate));
  // A candidate the market's schedule cannot declare yields to the next that it can; one a note excludes goes last.
  const rank = (c: Candidate) => (c.line ? 0 : 1) + (c.legal.status === 'conflict' ? 2 : 0);
  // Behind the winner, a candidate the stated fibre shares rule out follows the others of its rank.
  const place = (c: Candidate) => rank(c) * 2 + (c.scored.share === 'conflict' ? 1 : 0);
  const ordered = behindTheWinner([...candidates].sort((a, b) => rank(a) - rank(b)), place);
  const context = { topPrecedentHs6: matches[0] ? data.precedents[matches[0].index].hs6 : null, headings: normalized.hs_headings, flags: normalized.flags, learned: model !== null, nearCasesHs6: rankContext.cases.map((c) => c.hs6), productNamed };
  const features = confidenceFeatures(ordered.map((c) => c.scored), precedentList, lexical, context);
  const confidence = confidenceOf(confidenceInputs(features, ordered[0]?.scored.features), ordered.length);
  const questions = buildQuestions(normalized, contendersOf(ordered, data, input.market));
  // A plain name's alternatives are spread over headings; a declaration's stay as the learned ranking orders them.
  const alternatives = declaration ? ordered : spreadAlternatives(ordered, place);
  const leaders = caseLeaders(lists, !declaration && normalized.language === 'ko');
  const asCandidate = (s: ScoredHs6) => ordered.find((c) => c.scored === s) ?? toCandidate(s);
  const leaderCandidates = scored.filter((s) => leaders.includes(s.hs6)).map(asCandidate);
  const leads = declaration ? declarationLeads(scored, ordered, input.description, data, rankContext.headingCodes, options.excludePrecedents) : casesHeadingLead(scored, alternatives, rankContext.headingCodes, PLAIN_NAME_HEADING_SCORE);
  leaderCandidates.push(...leads.filter((s) => !leaders.includes(s.hs6)).map(asCandidate));
  const readerFirst = declaration ? scored.find((s) => s.hs6 === glossary.items[0]?.hs6) : undefined;
  const readerCandidate = readerFirst ? asCandidate(readerFirst) : null;
  const shown = firstFiveShown(alternatives, leaderCandidates, readerCandidate);
  markVerdicts(shown, confidence);
  const status = decideStatus({ confidence, questions: questions.length, legalConflict: ordered[0]?.verdict === 'excluded', isDemo: schedule?.dataset.is_demo ?? false });
  const first = shown[0];
  const checks = first ? checksOf(first, normalized, schedule?.dataset.is_demo ?? false) : [];
  const sources = sourcesOf(shown.slice(0, 3));
  const precedents = matches.slice(0, 5).map((m) => ({ ...pick(data.precedents[m.index]), similarity: Math.round(m.similarity * 1000) / 1000 }));
  return {
    normalized,
    candidates: shown,
    confidence,
    status,
    questions,
    precedents,
    retrieval: { mode, reason: mode === 'lexical' ? vectorReason : null, lists: Object.fromEntries(lists.map((l) => [l.name, l.items.length])) },
    timings,
    confidence_features: features,
    checks,
    sources,
  };
}

/** How many of the part-number family's HS6 codes a declaration shows among its five. */
const FAMILY_SHOWN = 2;

/**
 * Two more kinds of candidate a reviewer of a declaration should see among the five:
 * - the HS6 codes of the shipped cases whose part numbers are of the declaration's family
 *   (part-numbers.ts), the most cases first, marked `part_family`: no word list meets a part
 *   number the cases never wrote exactly so. Measured with the first code only: kr HS6 top-5
 *   2,221 -> 2,238 of 2,500, top-1 1,908 -> 1,910 (two declarations no list had read at all),
 *   e-commerce unchanged; the second code too, +3 more, the third nothing more (part-numbers.ts
 *   holds the family's own measures).
 * - the best-ranked subheading of the heading whose cases, gathered by heading, match the words
 *   best, where none of the ranking's five is in that heading (as the reader's heading, below).
 *   Measured: +1, none lost. All with KEPT_PLACES: kr top-5 2,221 -> 2,243 (+24, -2).
 */
function declarationLeads(scored: ScoredHs6[], ordered: Candidate[], description: string, data: EngineData, headingCodes: Map<string, number> = new Map(), exclude?: readonly number[]): ScoredHs6[] {
  return [...partFamilyLeads(scored, description, data, exclude), ...casesHeadingLead(scored, ordered, headingCodes)];
}

/** The family's codes as scored entries, each marked `part_family` for the explanation (the entries are this lookup's own). */
function partFamilyLeads(scored: ScoredHs6[], description: string, data: EngineData, exclude?: readonly number[]): ScoredHs6[] {
  return data.partNumbers.family(description, exclude).slice(0, FAMILY_SHOWN).map((vote) => {
    const entry = scored.find((s) => s.hs6 === vote.hs6) ?? unranked(vote.hs6);
    entry.signals.push(PART_FAMILY);
    return entry;
  });
}

/**
 * A plain name's cases' heading is shown (as a declaration's) only where its cases match the words
 * this well (the score of the cases gathered by heading): shop titles meet the cases' declarant
 * wording loosely, and a weak match brought forward pushes out a better alternative. Measured: kr
 * HS6 top-5 +4 -1, e-commerce top-5 979 -> 980, top-1 unchanged on both; with no floor kr +4 -2
 * and e-commerce 972; at 15 and 20 kr the same, e-commerce 977 and 978; at 30 kr 2 rows fewer.
 */
const PLAIN_NAME_HEADING_SCORE = 25;

export function casesHeadingLead(scored: ScoredHs6[], ordered: Candidate[], headingCodes: Map<string, number> = new Map(), floor = 0): ScoredHs6[] {
  let best: string | undefined;
  for (const [heading, score] of headingCodes) if (score > (best ? headingCodes.get(best)! : floor)) best = heading;
  if (!best || ordered.slice(0, SHOWN).some((c) => c.hs6.startsWith(best))) return [];
  const lead = scored.find((s) => s.hs6.startsWith(best));
  return lead ? [lead] : [];
}

/** An HS6 no list ranked, brought forward by another finding: it carries no score of its own. */
function unranked(hs6: string): ScoredHs6 {
  const features = Object.fromEntries(RANK_FEATURES.map((name) => [name, 0])) as RankFeatures;
  return { hs6, rrf: 0, final: 0, ranks: {}, scores: {}, attributes: 1, signals: [], features, agreeing: 0 };
}

/** The lists of cases whose own first choice a reviewer should see among the alternatives (see `caseLeaders`). */
const CASE_LISTS = new Set(['precedents', 'codes']);
const SHOWN = 5;

/**
 * The case lists' first choices: those of the lists that vote, and for a plain name in Korean
 * the first two of the cases gathered by code too, which do not vote for a plain name but meet the
 * Korean cases its words are written like. Measured (the latter, first choice): kr HS6 top-5 +2 (a
 * frozen tuna loin 1604.14, a cavity plug 3923.50), none lost, e-commerce unchanged; for every plain
 * name, kr +2 -2 and e-commerce 979 -> 968; the second choice, kr +1 more, none lost.
 */
const KOREAN_NAME_CODES = 2;
export function caseLeaders(lists: RankedList[], koreanName: boolean): string[] {
  const leads = (l: RankedList) => l.weight > 0 || (koreanName && l.name === 'codes');
  // A Korean name's words are met by its cases alone: the codes' second choice is shown too (see above).
  const shown = (l: RankedList) => (koreanName && l.name === 'codes' ? KOREAN_NAME_CODES : 1);
  return lists.filter((l) => CASE_LISTS.has(l.name) && leads(l)).flatMap((l) => l.items.slice(0, shown(l)).map((item) => item.hs6));
}

/**
 * The five candidates shown first: the ranking's, with the kinds of candidate a reviewer should see
 * among them, each taking the last place after the ranking's first two that is no leader's. The winner
 * and the confidence stay the ranking's; a candidate the market cannot declare, a note excludes or
 * the stated fibre shares rule out is not brought forward.
 * - The first choice of each list of cases (`leaders`). Measured: kr HS6 top-5 84.8 -> 85.1 %,
 *   e-commerce 46.9 -> 47.5 %; adding the lexical list's first choice as well measured worse (84.8 %).
 * - For a declaration, the reader's first heading for the goods (the glossary's first candidate,
 *   `reader`) where none of the five is in that heading: the learned ranking, fitted on the cases,
 *   often leaves the goods' own heading far down for a declaration its cases misread (a ticket
 *   machine among the office machines of 8470 whose cases share its words); a heading already shown
 *   keeps the ranking's own order of its subheadings. Measured: kr HS6 top-5 2,208 -> 2,214 (+9, -3),
 *   top-1 unchanged; the glossary's candidate inserted whether or not its heading is shown, +12 -10;
 *   the ranking's best subheading of the reader's heading instead of the glossary's, +4 -3.
 * - For a declaration, its part-number family and its cases' heading (`declarationLeads`), among the leaders.
 */
export function firstFiveShown(ordered: Candidate[], leaders: Candidate[], reader: Candidate | null): Candidate[] {
  const five = ordered.slice(0, SHOWN);
  const showable = (c: Candidate) => !five.some((s) => s.hs6 === c.hs6) && c.line !== null && c.legal.status !== 'conflict' && c.scored.share !== 'conflict';
  for (const leader of leaders) if (showable(leader)) intoLastFreePlace(five, leader, leaders);
  if (reader && showable(reader) && !five.some((c) => c.hs6.slice(0, 4) === reader.hs6.slice(0, 4))) intoLastFreePlace(five, reader, leaders);
  return [...five, ...ordered.filter((c) => !five.includes(c))];
}

/**
 * The ranking's first places that no candidate brought forward takes: with four kinds of leader a
 * declaration's second choice could be pushed out of the five. Measured: kr HS6 top-5 +1 (a
 * furniture fitting's right code, second, had gone sixth), none lost; the first three kept, -2.
 */
const KEPT_PLACES = 2;

/** Puts `candidate` among the first five shown (`five`, changed in place): in a free place, else in the last place after the ranking's first two that no leader holds. */
function intoLastFreePlace(five: Candidate[], candidate: Candidate, leaders: Candidate[]): void {
  if (five.length < SHOWN) {
    five.push(candidate);
    return;
  }
  const replaceable = five.findLastIndex((c, i) => i >= KEPT_PLACES && !leaders.includes(c));
  if (replaceable > 0) five[replaceable] = candidate;
}

/**
 * A plain name's alternatives after the first, each counted at this share of its hand-weighted
 * score for every one of its heading's subheadings already shown: the hand weights are summed
 * per line, so a heading the glossary names fills the five places with its own subheadings
 * (a plain "canvas hiking rucksack": four lines of 4202 behind the winner) and the heading the cases or the schedule's
 * words point to drops out of sight. A discount, not a cap: a clearly better sibling still shows.
 * Declarations are left as the learned ranking orders them (its shares already weigh a heading
 * against its siblings). The winner, the confidence and the questions are the ranking's.
 * Measured (lexical eval): e-commerce HS6 top-5 60.7 -> 61.2 % (+11, -3), kr +2 -1 (86.5 %),
 * top-1 unchanged on both; at 0.7 e-commerce +10 net and kr -1 net, at 0.9 e-commerce +4, kr ±0.
 * For declarations too, or a harder discount, simulated worse on kr (a cap of two or three
 * subheadings of the winner's heading measured kr top-5 -0.3 to -0.8 points).
 */
const SIBLING_SHOWN = 0.8;

export function spreadAlternatives<T extends { hs6: string; scored: { final: number } }>(ordered: T[], tier: (c: T) => number): T[] {
  if (ordered.length < 3) return ordered;
  const shown = [ordered[0]];
  const count = new Map([[ordered[0].hs6.slice(0, 4), 1]]);
  const left = ordered.slice(1);
  const weight = (c: T) => c.scored.final * SIBLING_SHOWN ** (count.get(c.hs6.slice(0, 4)) ?? 0);
  while (left.length) {
    let best = 0;
    for (let i = 1; i < left.length; i++) if (tier(left[i]) < tier(left[best]) || (tier(left[i]) === tier(left[best]) && weight(left[i]) > weight(left[best]))) best = i;
    const [next] = left.splice(best, 1);
    shown.push(next);
    count.set(next.hs6.slice(0, 4), (count.get(next.hs6.slice(0, 4)) ?? 0) + 1);
  }
  return shown;
}

/** Shipped cases whose first field reads as the description's, per HS6 (leaving out the excluded ones). */
function sameFirstField(data: EngineData, description: string, excluded: readonly number[]): Map<string, number> {
  const key = firstFieldKey(description);
  const cases = new Map(key ? data.firstFields.get(key) : []);
  for (const i of excluded) {
    const hs6 = data.precedents[i].hs6;
    if (cases.has(hs6) && firstFieldKey(data.precedents[i].description) === key) cases.set(hs6, cases.get(hs6)! - 1);
  }
  return cases;
}

/** The candidates a question may separate, with the nomenclature's words for each. */
function contendersOf(ordered: Candidate[], data: EngineData, market: ClassifyInput['market']): Contender[] {
  const ranked = ordered.map((c) => ({ c, hs6: c.hs6, final: c.scored.final, excluded: c.verdict === 'excluded' }));
  return contenders(ranked).map(({ c }) => {
    const heading = c.hs6.slice(0, 4);
    const headingText = data.reference.headings.get(heading) ?? '';
    const hs6Text = data.reference.hs6.get(c.hs6) ?? '';
    const path = c.line?.full_description.split(' > ') ?? [];
    return {
      subText: [hs6Text.slice(hs6Text.indexOf(';') + 1), ...path.slice(1)].join(' > '),
      hs6: c.hs6,
      code: c.line?.code ?? formatCode(market, c.hs6),
      heading,
      headingText,
      text: [headingText, data.reference.hs6.get(c.hs6), c.line?.full_description].filter(Boolean).join(' > '),
    };
  });
}

/**
 * The optional LLM preferred another candidate: it goes first, verdicts and checks follow, and
 * the lookup is left to a reviewer (engine and model disagree), unless it already asks a question.
 */
export function promoteCandidate(result: EngineResult, hs6: string, isDemo: boolean): EngineResult {
  const chosen = result.candidates.find((c) => c.hs6 === hs6);
  if (!chosen) return result;
  const candidates = [chosen, ...result.candidates.filter((c) => c !== chosen)].map((c) => ({ ...c, exclusion_reason: null }));
  markVerdicts(candidates, result.confidence);
  return {
    ...result,
    candidates,
    status: result.status === 'needs_info' ? 'needs_info' : 'needs_review',
    checks: checksOf(chosen, result.normalized, isDemo),
    sources: sourcesOf(candidates.slice(0, 3)),
  };
}

/** The subheading whose own text spells out the goods' name goes first, scored as the first was. */
function namedFirst(scored: ScoredHs6[], named: string | null): ScoredHs6[] {
  const at = named ? scored.findIndex((s) => s.hs6 === named) : -1;
  if (at <= 0) return scored;
  return promoted(scored, at);
}

/**
 * A declaration whose first field is nothing but the goods' name as the glossary knows them
 * ("Clear file; CF-20A; KOREA", "Socks; SK-3021; CHINA") has its goods named by the team's curated
 * headings: where the learned ranking's winner lies outside every heading the glossary gives them
 * and the ranking gives it less than even odds, the best candidate of the glossary's first heading
 * (its default subheading where that holds) goes first. Measured: kr HS6 +8 -1, HS4 misses 510 -> 501,
 * e-commerce unchanged; at 0.6 one more HS4 row and three more lost at HS6. The name followed by
 * the goods' state or form ("Apricots dried") counts as the name: kr +2 more, none lost. So does a name
 * followed by nothing but its part number ("Brake pad BP-2210"): no public row moved; a name with
 * other words after it, fields or not, lost an HS4 row. A winner in the glossary's first heading yields
 * too where the glossary's default subheading holds there ("Hair dryer; 500 pcs; CHINA" went to the
 * parts of 8516.90 at 0.499): own declarations of 40 common goods 30 -> 32, public sets unchanged;
 * with the goods' material allowed in the name 34, but kr -1 (HS4 2,001 -> 2,000). Since raised from even odds
 * to 0.65, the case signals having grown surer of near-miss codes ("LED BULB; E27 BASE …" went to vehicle lamps
 * at 0.52, "Wristwatch, quartz, analogue; stainless steel case …" to other steel articles): kr HS6 three rows
 * right and three lost, top-5 unchanged; team titles +11 of 14,680, none lost; at 0.8 kr -2 and titles +19.
 */
const UNSURE_SHARE = 0.65;
/**
 * A Vietnamese or Japanese declaration meets the cases only through the English words the reader gave it: a winner those
 * carry to less than 0.8 is no surer of the goods than the reader, whatever else the declaration's name holds (a wine went to
 * spirits, fresh sweet potatoes to prepared fruit). Measured on the team titles only, the public sets holding no such text: +21 of
 * 15,130, none lost; for their plain names too, net nothing.
 *
 * Korean declarations' cases are matched by their Korean words, uses and modifiers among them ("식용", "승용차용"): a
 * winner they carry to 0.8 is no surer of the goods (천일염 went to noodles, 브레이크 패드 to toys). Measured: kr HS6
 * top-1 +1, top-5 unchanged; team Korean declarations 286 -> 293 of 400; the same at 1.0.
 */
const NON_ENGLISH_UNSURE_SHARE = 0.8;
/**
 * Below this a Korean declaration's winner yields to the reader's heading whatever else its name holds
 * ("품명: 증분형 로터리 엔코더 / 분해능 …" went to connectors, "품명: 대두유 조유 …" to vehicle parts): kr two rows
 * right and two lost, top-5 unchanged; team titles +36 of 15,130. At 0.5 kr -1 and a top-5 row lost; at 0.8 kr -8.
 */
const KOREAN_DOUBTFUL_SHARE = 0.4;
/**
 * Below this a declaration's winner (not a Korean one's) yields to the reader's heading where none of the closest cases holds the
 * head word of the product the declaration names (`casesHoldTheHead`): kr HS6 +1 (an LPG vaporiser declared with its model
 * codes had gone to the motor parts of cases of LPG yoke assemblies), top-5 +1, e-commerce unchanged, the same at 1.0; at 0.8 a
 * "Labels; WOVEN LABELS OF POLYESTER …" keeps its textile labels (0.82) against the reader's paper ones.
 */
const HEAD_UNNAMED_UNSURE_SHARE = 0.8;
function glossaryOverUnsureRanking(scored: ScoredHs6[], n: Normalized, description: string, preset: string | null, headUnnamed = false): ScoredHs6[] {
  const [winner] = scored;
  const heading = n.hs_headings[0];
  const unsureBelow = headUnnamed ? HEAD_UNNAMED_UNSURE_SHARE : n.language === 'en' ? UNSURE_SHARE : NON_ENGLISH_UNSURE_SHARE;
  if (!winner || !heading || winner.final >= unsureBelow) return scored;
  const nameTestWaived = n.language === 'vi' || n.language === 'ja' || (n.language === 'ko' && winner.final < KOREAN_DOUBTFUL_SHARE);
  if (!nameTestWaived && !namesOnlyTheProduct(n, description)) return scored;
  const defaultAt = defaultPlace(scored, heading, preset);
  const siblingOfDefault = defaultAt > 0 && winner.hs6.startsWith(heading);
  const goodsHeadings = productConcept(n.product_type)?.headings ?? n.hs_headings;
  if (goodsHeadings.includes(winner.hs6.slice(0, 4)) && !siblingOfDefault) return scored;
  return readerHeadingFirst(scored, heading, preset);
}

/** Whether one of the closest cases says the last word of the reader's product name, singular or plural, as written (unstemmed: "vaporizer" is no "vapor"). */
function casesHoldTheHead(data: EngineData, n: Normalized, matches: PrecedentMatch[]): boolean {
  const head = (n.product_type ?? '').toLowerCase().match(/[a-z]+$/)?.[0];
  if (!head || head.length < 3) return true;
  const said = new RegExp(`\\b${head.replace(/(?:es|s)$/, '')}(?:s|es)?\\b`, 'i');
  return matches.slice(0, 3).some((m) => said.test(data.precedents[m.index].description));
}

/** Where the glossary's default subheading stands among the candidates, if it is of `heading`; -1 otherwise. */
function defaultPlace(scored: ScoredHs6[], heading: string, preset: string | null): number {
  return preset?.startsWith(heading) ? scored.findIndex((s) => s.hs6 === preset) : -1;
}

/** The reader's heading's best candidate goes first: its default subheading where that is among them, else its first. */
function readerHeadingFirst(scored: ScoredHs6[], heading: string, preset: string | null): ScoredHs6[] {
  const defaultAt = defaultPlace(scored, heading, preset);
  const at = defaultAt > 0 ? defaultAt : scored.findIndex((s) => s.hs6.startsWith(heading));
  return at > 0 ? promoted(scored, at) : scored;
}

/**
 * Toys (9503) are a Korean text's commonest wrong winner: its words ("승용차용", "세트", "2개 동봉") meet the
 * toy cases by the thousand, model cars and play sets among them. Goods the reader named in another
 * heading, of a text that says nothing of play, go to that heading's best candidate.
 */
const TOY_WORDS = /장난감|완구|토이|스퀴시|말랑이|슬라임|팽이|요요|비눗방울|소꿉|교구|촉감|모형|인형|피규어|퍼즐|블록|놀이|프라모델|미니어처|미니카|봉제|캐릭터|어린이|유아|아동|키즈|게임|레고|조립식|\b(?:toys?|dolls?|figures?|figurines?|puzzles?|models?|miniatures?|plush|games?|play|kids?|children|baby|babies|lego|rc)\b/i;
const TOYS = '950300';
function noToyUnsaid(scored: ScoredHs6[], n: Normalized, preset: string | null): ScoredHs6[] {
  const heading = n.hs_headings[0];
  if (n.language !== 'ko' || scored[0]?.hs6 !== TOYS || !heading || heading.startsWith('95') || TOY_WORDS.test(n.clean_description)) return scored;
  return readerHeadingFirst(scored, heading, preset);
}

/**
 * The country of origin a declarant adds says nothing of the goods: cases sharing it are no nearer ("…; 원산지 미국" met rice
 * as a switch of 8536.90). English declarations lose it wherever the cleaner finds it ("…; CHINA", "made in Japan": kr HS6
 * top-1 +2, top-5 unchanged); Korean ones only where it is labelled "원산지" (the trailing country too cost a top-5 row there).
 */
function withoutOrigin(description: string, language: string): string {
  return extractOrigin(description, { labelledOnly: language === 'ko' }).text;
}

/**
 * The description as its style is judged: a Korean name without its origin, and the separator that origin leaves; an English
 * name likewise when its origin is labelled ("Wooden pallets EPAL 1200 x 800 mm; origin Poland" is a plain name). Vietnamese
 * declarations keep theirs ("…; xuất xứ Trung Quốc"): they are written as the cases are.
 */
function withoutTrailingOrigin(description: string, language: string): string {
  const labelledOut = withoutOrigin(description, 'ko');
  const drops = language === 'ko' || (language === 'en' && labelledOut !== description);
  return drops ? labelledOut.replace(/[\s;|]+$/, '') : description;
}

/** The candidate at `at` goes first, scored at least as the one it displaces was (the confidence reads that score). */
function promoted(scored: ScoredHs6[], at: number): ScoredHs6[] {
  return [{ ...scored[at], final: Math.max(scored[at].final, scored[0].final) }, ...scored.filter((_, i) => i !== at)];
}

/**
 * A plain English name that the glossary puts in one heading of chapter 28 onwards, whose three
 * closest cases all lie outside that heading and share no word of the description but the
 * product's own name: the cases used the word in another sense. Their precedent list's strength
 * counts NAMESAKE_CASES of itself. Measured: e-commerce HS6 top-1 +4 rows (pins of 7117, patches
 * of 5810, a CD), kr unchanged; without the shared-word condition kr -2 (a rubber cushion of 4016.99,
 * a flavour powder of 2106.90, whose cases say more of the goods than the head word); at 0.2 the
 * e-commerce set lost "Light bulbs" (8539.22). Two of the three outside the heading are enough where
 * none shares another word: a case in the heading that shares only the head word met it in another
 * sense too (a band's "record" met recording cards of 8523.52 beside instrument parts of 9033):
 * e-commerce +1 row, kr unchanged.
 */
const NAMESAKE_CASES = 0.5;
function casesOfANamesake(data: EngineData, n: Normalized, matches: Array<{ index: number }>): boolean {
  if (n.language !== 'en' || n.hs_headings.length !== 1 || n.hs_headings[0] < '28' || !matches.length) return false;
  const name = new Set(englishProductTokens(n.product_type ?? ''));
  const others = new Set(englishProductTokens(n.clean_description).filter((word) => !name.has(word)));
  const closest = matches.slice(0, 3).map((m) => data.precedents[m.index]);
  const outside = closest.filter(({ hs6 }) => !n.hs_headings.includes(hs6.slice(0, 4))).length;
  return outside >= 2 && closest.every(({ description }) => !englishProductTokens(description).some((word) => others.has(word)));
}

/** Words a declarant adds to a name to say the goods' state or form ("Apricots dried", "Basalt crude"). */
const STATE_OR_FORM = new Set(englishTokens('dried frozen fresh chilled salted smoked shelled hulled roasted raw crude refined powder'));
/** A colour says which of the goods ("5G SMARTPHONE MODEL XR-6210 128GB BLACK"), not other goods; gold and silver are metals too. */
const COLOURS = new Set(englishTokens('black white grey gray blue red green pink yellow purple orange brown beige navy ivory'));
/** Whom the goods are for and how good they are ("MEN'S CREW SOCKS", "SPECIAL HIGH GRADE ZINC INGOTS") say which of the goods, not other goods. */
const BUYER_OR_GRADE = new Set(englishTokens("men men's mens women women's womens ladies ladies' boys girls unisex grade special high premium prime standard quality"));
const withoutPartNumbers = (text: string) => text.split(/\s+/).filter((word) => !isPartNumber(word)).join(' ');

/** The first field (before any bracket) holds the product's whole name and no other word than its state or form. */
function namesOnlyTheProduct(n: Normalized, description: string): boolean {
  if (n.language !== 'en') return fieldNamesOnlyTheProduct(n, description);
  // "Extra virgin olive oil, not chemically modified, 1 L glass bottles; …": what follows a comma in the field qualifies the name.
  const field = (firstField(description) ?? nameBeforePartNumber(description))?.split(/[(,]/)[0];
  return field ? isTheProductsName(n, field) : false;
}

/**
 * The text holds the product's whole name and no other word than its state or form (or figures), and where asked, its material.
 * Words the glossary reads as no goods ("battery grade", "oven roasted") are no part of it.
 */
function isTheProductsName(n: Normalized, text: string, withMaterial = false): boolean {
  if (!n.product_type) return false;
  const named = new Set(englishProductTokens(n.product_type));
  const material = new Set(withMaterial ? n.materials.flatMap((m) => englishProductTokens(m.name)) : []);
  const words = new Set(englishProductTokens(withoutPartNumbers(withoutNamesOfNoGoods(text))));
  return named.size > 0 && [...named].every((w) => words.has(w)) && [...words].every((w) => named.has(w) || STATE_OR_FORM.has(w) || COLOURS.has(w) || BUYER_OR_GRADE.has(w) || material.has(w));
}

/**
 * "Spark plug BKR6E", "Hair dryer, SKU: HD-1800", "브레이크 패드 BP-2210": no fields, and once the
 * cleaner has dropped the model or part numbers and their labels, the goods' whole name as the
 * reader knows it.
 */
function nameWithItsModel(n: Normalized, description: string): boolean {
  if (hasFields(description) || onKoreanForm(description) || !n.product_type || !n.hs_headings.length) return false;
  const name = withoutPartNumbers(n.clean_description).replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
  if (n.language === 'en') return isTheProductsName(n, name, true) || makerBeforeModel(n, description);
  // Every part of the name is a term the reader knows ("전동" electric, "드릴" drill).
  const squeeze = (text: string) => text.replace(/\s+/g, '').toLowerCase();
  const terms = (n.translation?.terms ?? []).map((term) => squeeze(term.source)).sort((a, b) => b.length - a.length);
  return terms.reduce((rest, term) => rest.replace(term, ''), squeeze(name)) === '';
}

/** "전자레인지 20L 가정용": a size and a use after a Korean name say which of the goods, not other goods. */
const TRAILING_SIZE_AND_USE = /(?:\s+(?:\d+(?:\.\d+)?\s?(?:l|ml|kg|g|mm|cm|m|w|kw|v|인치|리터)|[가-힣]+용))+\s*$/i;
/**
 * "냉동 명태", "볶은 커피 원두": the state a Korean name opens with is the goods' state, not another name (team Korean declarations +2,
 * kr unchanged); so is a use before it ("가정용 세탁기"), as after it.
 */
/** "냉동 흰다리새우, 껍데기 붙은 것, 가열조리하지 않은 것": clauses after the name that say what the goods are ("…것") qualify it. */
const KOREAN_QUALIFYING_CLAUSES = /(?:\s*,\s*[^,]*?(?:것|아님))+\s*$/;
const KOREAN_STATE_OR_USE_PREFIX = /^\s*(?:냉동|냉장|건조|볶은|활|염장|훈제|신선|[가-힣]+용(?=\s))\s*/;
/**
 * The syllables a Korean modifier before the goods' name may have and the field still name only the goods. Measured:
 * team titles +46 (one lost); at 4, +56 but kr lost three rows.
 */
const KOREAN_MODIFIER_SYLLABLES = 3;
/**
 * A Korean, Japanese or Vietnamese declaration's goods name ("오일필터 (모델 26300-35503)", "헤드램프 좌측 ; 92101-2S000",
 * "毛織物; 梳毛、羊毛95%"), before any bracket and without the part's position, is one term the reader read as the product.
 * (Japanese and Vietnamese counted so: team titles +2 of 4,780, none lost; kr unchanged.)
 */
function fieldNamesOnlyTheProduct(n: Normalized, description: string): boolean {
  const withPrefix = withoutTrailingQualifiers(withoutPartNumbers((firstField(withoutLeadingNameLabel(description)) ?? formGoodsName(description) ?? description).split('(')[0].replace(KOREAN_QUALIFYING_CLAUSES, '')));
  const spaced = withPrefix.replace(KOREAN_STATE_OR_USE_PREFIX, '').replace(TRAILING_SIZE_AND_USE, '');
  // "품명: LED TV / …": an English name on a Korean form is read as English names are.
  if (/^[\x20-\x7e]+$/.test(spaced) && /[a-z]/i.test(spaced) && isTheProductsName(n, spaced)) return true;
  const field = spaced.replace(/\s+/g, '');
  // "농업용 트랙터": a use the glossary holds as part of the goods' name ("농업용트랙터") names them whole.
  const wholeName = withPrefix.replace(TRAILING_SIZE_AND_USE, '').replace(/\s+/g, '');
  const named = englishProductTokens(n.product_type ?? '');
  // "희석식 소주", "애완견 건식사료": Korean names the goods last; a word of a few syllables before them says which.
  const namesIt = (term: { source: string; english: string }) => {
    const source = term.source.replace(/\s+/g, '');
    return (source === field || source === wholeName || (field.endsWith(source) && field.length - source.length <= KOREAN_MODIFIER_SYLLABLES)) && named.every((word) => englishProductTokens(term.english).includes(word));
  };
  return field.length > 0 && named.length > 0 && (n.translation?.terms.some(namesIt) ?? false);
}

/**
 * "Brother DR-2400 drum unit", "Acme 55-1234 toner cartridge": a maker's name, the model number, then nothing but the goods'
 * name as the reader knows them is a catalogue's name too. The maker is one or two words before the number, none of them
 * a word of the product's name; what follows the number is the whole name.
 */
function makerBeforeModel(n: Normalized, description: string): boolean {
  const words = description.trim().split(/\s+/);
  const code = words.findIndex(isPartNumber);
  if (code < 1 || code > 2) return false;
  let end = code;
  while (end < words.length && isPartNumber(words[end])) end++;
  // "Yamaha FG800 Acoustic Guitar, Solid Spruce Top": the name may be followed by what it is made of or has, after a comma.
  const rest = words.slice(end).join(' ').split(',')[0].replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
  const named = new Set(englishProductTokens(n.product_type ?? ''));
  return rest.length > 0 && (isTheProductsName(n, rest, true) || titleClosedByName(rest, named)) && englishProductTokens(words.slice(0, code).join(' ')).every((word) => !named.has(word));
}

/**
 * A shop's "Sony MDR-7506 Professional Large Diaphragm Wired Studio Headphones": after the model, a title of plain words (not
 * a declaration's capitals) whose last words, one besides, are the goods' name, or whose first words are.
 */
function titleClosedByName(text: string, named: ReadonlySet<string>): boolean {
  const tokens = englishProductTokens(text);
  const closing = tokens.slice(-named.size - 1);
  const opening = tokens.slice(0, named.size + TITLE_OPENING_WORDS);
  return /[a-z]/.test(text) && named.size > 0 && tokens.length > named.size && ([...named].every((word) => closing.includes(word)) || [...named].every((word) => opening.includes(word)));
}
/** "Weller WLC100 40W Soldering Iron Station Adjustable Temperature": the name opens the title after the model, a few words before it at most. */
const TITLE_OPENING_WORDS = 3;

/** "Brake pad BP-2210": a name followed by nothing but its part number is declared as a first field is. */
function nameBeforePartNumber(description: string): string | null {
  const words = description.trim().split(/\s+/);
  const code = words.findIndex(isPartNumber);
  return code > 0 && words.slice(code).every(isPartNumber) ? words.slice(0, code).join(' ') : null;
}

function countByHs6(codes: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const hs6 of codes) counts.set(hs6, (counts.get(hs6) ?? 0) + 1);
  return counts;
}

const PART_NUMBER = /\b(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9-]{5,}\b/g;
/** A rating or a size ("3000W", "5000MAH", "1200ML") measures the goods, a grade ("PCB40", an aluminium's "6061-T6") names their kind: neither is a part number. */
const hasPartNumber = (description: string) => [...description.matchAll(PART_NUMBER)].some((match) => !isMeasureToken(match[0]) && !isKnownName(match[0]) && !COUNT_WORD.test(match[0]) && !SIZE_IN_CAPITALS.test(match[0]) && !isNonFerrousGradeToken(match[0], description));
/** "27X52" towels, a "50X60" blanket, a "17X7.5" wheel: a size written in capitals is no part number. */
const SIZE_IN_CAPITALS = /^\d{1,4}X\d{1,4}(?:X\d{1,4})?$/;
/** "3-PHASE", "4-CYL", "2-PLY", "5-SPEED": a count of the goods' phases, cylinders or plies, written in capitals, is no part number. */
const COUNT_WORD = /^\d{1,3}-[A-Z]{2,}$/;
const WHOLE_PART_NUMBER = new RegExp(`^${PART_NUMBER.source}$`);
/** A word that is a model or part number, as the cleaner reads one or as a declaration's form is recognised by. */
const isPartNumber = (word: string) => isCodeToken(word) || (WHOLE_PART_NUMBER.test(word) && !isMeasureToken(word) && !isKnownName(word) && !COUNT_WORD.test(word));
/**
 * A shop title is long; a part number among its many words is a model, not the declarant's form
 * ("… Coll. DVD … 1SV15TRMAA"). Measured: titles of 9 words or more read as plain names,
 * e-commerce +4 rows; kr −2 until the Korean form labels kept those forms declarations, then +1.
 * At 6 words e-commerce +1 and kr −3; at 11, e-commerce +3.
 */
const DECLARATION_MAX_WORDS = 8;

/**
 * "The article is an acoustic guitar …; no bow is used": a ruling's sentences describe the goods in prose, whatever
 * punctuation parts them; they are no declarant's fields.
 */
const RULING_PROSE = /^\s*(?:the|this)\s+(?:article|merchandise|product|item|sample|goods|set|subject (?:merchandise|article))\s+(?:is|are|consists?|comprises?|under consideration)\b/i;

function declarationStyle(description: string): boolean {
  if (RULING_PROSE.test(description)) return false;
  if (hasFields(description) || onKoreanForm(description)) return true;
  return description.split(/\s+/).length <= DECLARATION_MAX_WORDS && hasPartNumber(description);
}

function checksOf(first: Candidate, n: Normalized, isDemo: boolean): Check[] {
  return [
    { name: 'code_exists', ok: first.line !== null },
    { name: 'is_declarable', ok: first.line?.is_leaf ?? false },
    { name: 'legal_notes', ok: !excludes(first.legal.findings) },
    { name: 'material_consistent', ok: first.scored.attributes >= 1 || n.materials.length === 0 },
    { name: 'dataset_official', ok: !isDemo },
  ];
}

function sourcesOf(candidates: Candidate[]): SourceRef[] {
  const seen = new Map<string, SourceRef>();
  for (const c of candidates) for (const f of c.legal.findings) {
    const note = findNote(f.source);
    if (note && !seen.has(f.source)) seen.set(f.source, noteSource(note));
  }
  return [...seen.values()];
}

/** Whether the text words a fact itself, in any form of the word ("preparations" says prepared, "knitted" knitted). */
function saysItself(text: string, fact: string): boolean {
  return new RegExp(`\\b${fact.slice(0, 6)}`, 'i').test(text);
}

function queryText(input: ClassifyInput, n: Normalized): string {
  // The English reading for the English texts, the original for Vietnamese syllables and CJK bigrams.
  const [searched, described] = n.language === 'en' ? [withoutBrand(n.search_text, n.product_type), withoutBrand(input.description, n.product_type)] : [n.search_text, input.description];
  return withoutPocketFeatures([searched, described, input.material, input.composition, input.use].filter(Boolean).join(' '));
}

/**
 * Pockets the goods have ("multi-pocket", "with zip pockets", "3 pockets") say how they are made, not that they
 * are carried in the pocket (4202.31-.39): a hip pack with many pockets is the travel or sports bag of 4202.92.
 */
const POCKET_FEATURE = /\b(?:multi[- ]?pockets?|\d+[- ]?pockets?|(?:with|many|multiple|several|zip|zipper|zippered|zipped|front|side|inner|inside|interior|back|rear|mesh|hidden|secret|extra)\s+pockets?)\b/gi;
export function withoutPocketFeatures(text: string): string {
  return text.replace(POCKET_FEATURE, ' ');
}

/**
 * GRI 6: a subheading is chosen among its heading's siblings, so for a declaration (ranked by the
 * learned model) every subheading of the SIBLING_HEADINGS headings the fused lists rate highest is a
 * candidate, also one no list found (goods whose cases and schedule words all sit with one sibling, a
 * woodworking machine beside the line that names its kind): the trees read its heading's evidence and
 * its own words against the siblings'.
 * Measured: kr HS6 top-5 2,214 -> 2,215, HS4 2,030 -> 2,031, HS6 top-1 and e-commerce unchanged
 * (7 rows changed rank); with six headings the same.
 */
const SIBLING_HEADINGS = 3;
/** Adds the missing subheadings of the leading headings to `fused` (empty evidence) and returns them. */
function withSiblings(fused: ReturnType<typeof fuse>, data: EngineData): Set<string> {
  const added = new Set<string>();
  for (const h of leadingHeadings(fused, SIBLING_HEADINGS)) for (const hs6 of data.subheadingsByHeading.get(h) ?? []) {
    if (fused.has(hs6)) continue;
    fused.set(hs6, { rrf: 0, combined: 0, ranks: {}, scores: {} });
    added.add(hs6);
  }
  return added;
}

/** The `count` headings whose best fused subheading scores highest, best first (ties in the fusion's order). */
function leadingHeadings(fused: ReturnType<typeof fuse>, count: number): string[] {
  const best = new Map<string, number>();
  for (const [hs6, { combined }] of fused) {
    const heading = hs6.slice(0, 4);
    if (combined > (best.get(heading) ?? -Infinity)) best.set(heading, combined);
  }
  return [...best].sort((a, b) => b[1] - a[1]).slice(0, count).map(([heading]) => heading);
}

/**
 * Every fused HS6 with its score, heading first: the hand-weighted fusion orders them, and the
 * learned model, when given, re-scores the first MODEL_DEPTH as shares of belief. `preset` is the
 * glossary's default subheading for the product, if it names one.
 */
function scoreHs6(fused: ReturnType<typeof fuse>, n: Normalized, data: EngineData, context: RankContext, model: TreeModel | null, preset: string | null, casesOfOtherGoods: Set<string>, expanded: Set<string> = new Set()): ScoredHs6[] {
  const entries = [...fused].map(([hs6, f]) => {
    const finding = attributeAgreement(hs6, n, data.reference.hs6.get(hs6) ?? '');
    const agreeing = context.lists.filter((l) => l.weight > 0 && (f.ranks[l.name] ?? 99) <= 3).length;
    const cross = agreeing >= 2 ? 1 + 0.15 * (agreeing - 1) : 1;
    return { hs6, fused: f, hand: f.combined * finding.factor * cross, attributes: finding.factor, material: finding.material, share: finding.share, signal: finding.signal, agreeing };
  });
  const features = rankFeatures(entries, context);
  // The hand weights of a plain name demote a line whose own text excludes the product; the
  // features keep the plain hand score, and declarations (ordered by the learned ranking) are untouched.
  const plain = !model && !context.query.declaration;
  const excludesProduct = plain ? productExclusion(n.product_type) : () => false;
  // Nor does a default count against a stated fact its own text contradicts ("Plastic Brooch": not 7117.19, of base metal).
  const entryOf = new Map(entries.map((e) => [e.hs6, e]));
  const contradicted = (hs6: string) => (entryOf.get(hs6)?.attributes ?? 1) < 1;
  const favoured = plain && preset && !MIXTURE.test(n.clean_description) && !contradicted(preset) ? preset : null;
  const powered = plain ? poweredOtherwise(n.power_source) : () => false;
  const rawFibre = plain ? rawFibreForMadeGoods(n) : () => false;
  const materialNamed = new Set(entries.filter((e) => e.material === 'match').map((e) => e.hs6.slice(0, 4)));
  const behindNamedMaterial = (hs6: string) => plain && data.subheadings.residual.has(hs6) && materialNamed.has(hs6.slice(0, 4)) && entryOf.get(hs6)?.material !== 'match';
  const handFinal = (hs6: string, hand: number) => {
    const text = data.reference.hs6.get(hs6) ?? '';
    return hand * (excludesProduct(text) ? EXCLUDED_BY_TEXT : 1) * (powered(hs6, text) ? POWERED_OTHERWISE : 1) * (rawFibre(hs6) ? RAW_FIBRE_FOR_MADE_GOODS : 1) * (hs6 === favoured ? PRESET_WEIGHT : 1) * (plain && casesOfOtherGoods.has(hs6) ? OTHER_GOODS : 1) * (behindNamedMaterial(hs6) ? RESIDUAL_BEHIND_MATERIAL : 1);
  };
  const byHand = headingFirst(entries.map((e, i): ScoredHs6 => ({
    hs6: e.hs6, rrf: e.fused.rrf, final: handFinal(e.hs6, e.hand), ranks: e.fused.ranks, scores: e.fused.scores, attributes: e.attributes, material: e.material, share: e.share, signals: e.signal ? [e.signal] : [], features: features[i], agreeing: e.agreeing,
  })), HEADING_SHARE, HAND_SIBLINGS_CAP, (hs6) => plain && data.subheadings.residual.has(hs6));
  if (!model) return statedSharesFirst(partsLineFirst(byHand, n, data), data.reference.hs6);
  // The subheadings of the heading the reader named are weighed too, however far the fusion put them (GRI 6: "piston ring for
  // marine diesel engine" has 8409.99 among 8409's lines, found only by the glossary).
  const readerHeading = n.hs_headings[0];
  const weighed = (s: ScoredHs6) => expanded.has(s.hs6) || (readerHeading !== undefined && s.hs6.startsWith(readerHeading));
  const ranked = [...byHand.slice(0, MODEL_DEPTH), ...byHand.slice(MODEL_DEPTH).filter(weighed)];
  const shares = rankShares(ranked.map((s) => s.features), model);
  const rest = byHand.slice(MODEL_DEPTH).filter((s) => !weighed(s)).map((s) => ({ ...s, final: 0 }));
  const learned = partsLineFirst(headingFirst(ranked.map((s, i) => ({ ...s, final: shares[i] })), HEADING_SHARE), n, data);
  return statedSharesFirst([...citedHeadingFirst(residualForOther(learned, n, context, data), n, data), ...rest], data.reference.hs6);
}

/**
 * The alternatives in `place` order, the ranking's order kept within a place: a fabric of 51%
 * polyester shows the lines of less than 85% before 5512's, which its shares rule out. The winner
 * stays (statedSharesFirst has already put a line the shares meet first where there is one).
 */
function behindTheWinner(ordered: Candidate[], place: (c: Candidate) => number): Candidate[] {
  const [first, ...rest] = ordered;
  return first ? [first, ...rest.sort((a, b) => place(a) - place(b))] : ordered;
}

/** How far down the ranking a line that the stated fibre shares or kinds meet is looked for. */
const STATED_FACT_DEPTH = 10;

/**
 * GRI 1 for textiles defined by their fibre shares (5512 "containing 85% or more by weight of
 * synthetic staple fibres", 5513 "less than 85%, mixed mainly or solely with cotton"): where the
 * stated shares rule out the winner's own text and a line among the first ten is met by them,
 * that line goes first, whatever the cases lean to (the learned ranking reads the agreement as
 * one feature among many).
 */
function statedSharesFirst(ranked: ScoredHs6[], hs6Texts: Map<string, string>): ScoredHs6[] {
  const [winner] = ranked;
  if (!winner) return ranked;
  // A residual heading "other than those of headings 60.01 to 60.04" yields to a line of those headings the shares meet:
  // jersey of 95 % cotton and 5 % spandex is 6004.10's "5% or more of elastomeric yarn", not 6006.22.
  const leftOut = headingsLeftOut(hs6Texts.get(winner.hs6) ?? '');
  if (winner.share !== 'conflict' && !leftOut.length) return ranked;
  const met = ranked.slice(1, STATED_FACT_DEPTH).find((s) => s.share === 'match' && s.material !== 'conflict' && (winner.share === 'conflict' || leftOut.includes(s.hs6.slice(0, 4))));
  return met ? [met, ...ranked.filter((s) => s !== met)] : ranked;
}

/** The headings a line's "other than those of heading(s) 60.01 to 60.04" leaves out. */
const HEADINGS_LEFT_OUT = /\bother than those of headings? (?:no\. )?(\d{2})\.(\d{2})(?: to (\d{2})\.(\d{2}))?/i;
function headingsLeftOut(text: string): string[] {
  const range = HEADINGS_LEFT_OUT.exec(text);
  if (!range) return [];
  const first = Number(range[1] + range[2]);
  const last = range[3] ? Number(range[3] + range[4]) : first;
  return last - first > 20 ? [] : Array.from({ length: last - first + 1 }, (_, i) => String(first + i).padStart(4, '0'));
}

/**
 * How many times the winner's agreement with the stated kinds a sibling's must be to go before it. Measured: kr and
 * e-commerce unchanged (same missed rows), team titles +9 -1 (a mink coat filed as furskin apparel, read right since).
 */
const KINDS_MARGIN = 2.5;
/**
 * GRI 6 for the kinds a declaration states ("단사" single yarn, "not in coils", "hot-rolled", "plain weave"): where the learned winner's
 * own text is of another kind and a sibling of its heading among the first ten is of the stated one, the sibling goes
 * first (the learned ranking reads the agreement as one feature among many: "면사 …; 단사" went to folded yarn).
 */
function statedKindFirst(ranked: ScoredHs6[], readerHeading?: string): ScoredHs6[] {
  const [winner] = ranked;
  const amongFirst = (fits: (s: ScoredHs6) => boolean) => ranked.slice(0, STATED_FACT_DEPTH).findIndex((s) => fits(s) && s.material !== 'conflict');
  const sibling = (depth: number, fits: (s: ScoredHs6) => boolean) => amongFirst((s) => s.hs6.startsWith(winner.hs6.slice(0, depth)) && fits(s));
  let at = -1;
  if (winner?.signals.includes('kind_conflict')) {
    at = sibling(4, (s) => s.signals.includes('kind_match'));
    // No sibling of its own is of the stated kind: a candidate of the reader's heading in another chapter that is goes first
    // ("RAW CASHEW NUTS IN SHELL" against the nuts prepared of 2008.19 its cases held), where it agrees by the margin a sibling
    // needs. Within one chapter too, team titles gained six more (cork stoppers, emulsion paints) but kr lost a row (a polymer
    // its cases knew better than the reader).
    if (at < 0 && readerHeading && !readerHeading.startsWith(winner.hs6.slice(0, 2))) {
      at = amongFirst((s) => s.hs6.startsWith(readerHeading) && s.signals.includes('kind_match') && s.attributes >= winner.attributes * KINDS_MARGIN);
    }
  }
  // So for a stated state a subheading's own words deny ("frozen" against 2009.12's "not frozen"): the one-dash sibling
  // that does not deny it goes first (2009.11, not the mixtures of 2009.90).
  else if (winner?.signals.includes('state_conflict')) at = sibling(5, (s) => !s.signals.includes('state_conflict') && !s.signals.includes('kind_conflict'));
  // A residual line ("Other fabrics", 5208.39) holds what its siblings do not name: a one-dash sibling naming the stated kind
  // ("plain weave", 5208.32) goes before it.
  else if (winner?.features.residual === 1 && !winner.signals.includes('kind_match')) at = sibling(5, (s) => s.signals.includes('kind_match') && !s.signals.includes('rating_conflict'));
  // A sibling agreeing with what is stated by far more than the winner ("NOT PICKLED" against 7208.26's "pickled", the rest alike)
  // is of the stated kinds where the winner is of another one among them.
  if (at < 0 && winner) at = sibling(4, (s) => s.attributes >= winner.attributes * KINDS_MARGIN && !s.signals.includes('rating_conflict'));
  return at > 0 ? promoted(ranked, at) : ranked;
}

/**
 * GRI 1: a stated figure outside the winner's own bounds ("200 g/m2" against "not exceeding 170g/m2") rules it out where the
 * runner-up of its chapter takes the figure and agrees on material and shares.
 */
function statedFiguresFirst(ranked: ScoredHs6[]): ScoredHs6[] {
  const [winner, next] = ranked;
  if (!winner?.signals.includes('rating_conflict') || !next || !next.hs6.startsWith(winner.hs6.slice(0, 2)) || next.signals.includes('rating_conflict') || next.material === 'conflict' || next.share === 'conflict') return ranked;
  return promoted(ranked, 1);
}

/**
 * GRI 1 and 6: goods declared by the heading they belong to ("Parts of machinery of heading 8427")
 * are the sibling whose own text cites that heading (8431.20, "of machinery of heading no. 8427"),
 * not one citing another (8431.10, of heading 8425), however the cases lean: where the winner's text
 * cites another heading than the one the description does and a sibling's cites it, the sibling goes
 * first. Measured: kr HS6 +1, none broken (13 descriptions cite headings by number); counting ranges and
 * winners citing none, +1 -5 (the vehicles "of headings 8701 to 8705" of 8708.10 took bodies' parts).
 */
function citedHeadingFirst(ranked: ScoredHs6[], n: Normalized, data: EngineData): ScoredHs6[] {
  const [winner] = ranked;
  const stated = citedHeadings(n.clean_description);
  // One heading cited, and the winner citing another: a range ("vehicles of headings 8701 to 8705") states the
  // heading's own scope, which siblings citing no heading share.
  if (!winner || stated.size !== 1) return ranked;
  const othersCited = (hs6: string) => [...citedHeadings(data.reference.hs6.get(hs6) ?? '')].filter((heading) => heading !== hs6.slice(0, 4));
  const cites = (hs6: string) => othersCited(hs6).some((heading) => stated.has(heading));
  if (!othersCited(winner.hs6).length || cites(winner.hs6)) return ranked;
  const at = ranked.findIndex((s) => s !== winner && s.hs6.startsWith(winner.hs6.slice(0, 4)) && cites(s.hs6));
  return at > 0 ? promoted(ranked, at) : ranked;
}
/** The four-digit headings a text cites ("heading no. 8427", "headings 8701 to 8705", "of heading 8426, 8429 or 8430"). */
export function citedHeadings(text: string): Set<string> {
  const cited = new Set<string>();
  for (const match of text.matchAll(/\bheadings?\s+(?:no\.?\s*|nos\.?\s*)?(\d{4}(?:\s*(?:,|or|and|to)\s*(?:heading\s+(?:no\.?\s*)?)?\d{4})*)(?!\d)/gi)) {
    for (const code of match[1].match(/\d{4}/g) ?? []) cited.add(code);
  }
  return cited;
}

/**
 * A declaration worded as a residual line ("Other cheese; …", "Other fans; …") declares goods no
 * named sibling holds: where the learned winner is a named line whose own words (those that set it
 * apart from its siblings) the declaration's first field does not use, the heading's residual line
 * among the candidates goes first, scored as the winner was (GRI 6). A first field using the named
 * line's words ("Other seals of vulcanised rubber", "Other table fans …") keeps it.
 */
const WORDED_AS_OTHER = /^\s*other\b/i;
function residualForOther(ranked: ScoredHs6[], n: Normalized, context: RankContext, data: EngineData): ScoredHs6[] {
  const [winner] = ranked;
  if (!winner || !WORDED_AS_OTHER.test(n.clean_description) || data.subheadings.residual.has(winner.hs6)) return ranked;
  const at = ranked.findIndex((s) => s !== winner && s.hs6.startsWith(winner.hs6.slice(0, 4)) && (headingResidual(data.reference.hs6.get(s.hs6) ?? '') || residualOf(data.reference.hs6.get(s.hs6) ?? '', winner.hs6)));
  if (at <= 0) return ranked;
  const lineWords = (hs6: string) => englishTokens(withoutExclusions((data.reference.hs6.get(hs6) ?? '').replace(/\bexcluding\b.*$/i, '')));
  const residualWords = lineWords(ranked[at].hs6);
  // The first field is worded as the residual line: every word of it is the line's ("Other cheese", "Other articles of
  // steel"), not goods it leaves unnamed ("Other inverters" beside "Electrical inductors; n.e.c. …").
  const named = context.named.map(([word]) => word).filter((w) => /\p{L}/u.test(w) && w !== 'other');
  if (!named.length || !named.every((w) => residualWords.includes(w))) return ranked;
  // The winner's own words, less those the residual line uses too ("cheese" in both 0406.10 and 0406.90); a word the
  // residual says its goods are not ("non-cellular") stays the winner's. A first field using them keeps the winner.
  const negated = new Set(residualWords.filter((w) => w.startsWith('non') && residualWords.includes(w.slice(3))).map((w) => w.slice(3)));
  const shared = new Set(residualWords.filter((w) => !negated.has(w)));
  const own = lineWords(winner.hs6).filter((w) => /\p{L}/u.test(w) && !shared.has(w) && w !== 'other');
  if (own.some((word) => named.includes(word))) return ranked;
  return promoted(ranked, at);
}
/**
 * The residual line of the winner itself: "Fans; n.e.c. in item no. 8414.51" takes the fans 8414.51 does not, so
 * "Other fan" is its goods. A residual of a group the winner is not in ("n.e.c. in item no. 8504.2") is not.
 * Measured: kr HS6 +1, none broken; e-commerce unchanged.
 */
const residualOf = (text: string, hs6: string) => [...text.matchAll(/\bn\.e\.c\. in item no\. (\d{4})\.(\d{1,2})\b/gi)].some((m) => hs6.startsWith(m[1] + m[2]));
/** The heading's own residual line: "n.e.c. in heading …", or worded "other" (not the residual of a group, "n.e.c. in item no. 8504.2"). */
const headingResidual = (text: string) => /\bn\.e\.c\. in heading\b/i.test(text) || /^\s*other\b/i.test(text.slice(text.indexOf(';') + 1));

/**
 * Goods declared as parts ("Parts of …", "Parts for …" first) are their heading's parts line (8477.90,
 * 8483.90), not the machines it holds beside them: where the learned winner's own text names no parts
 * and a sibling's does, the sibling goes first, scored as the winner was. Which heading holds them
 * (Section XVI note 2(a): parts that are goods of a heading of their own) the ranking has decided.
 * Measured: kr HS6 +2, none broken; as an attribute (a kind of line the trees read), kr top-5 -2.
 */
const DECLARED_PARTS = /^\s*(?:spare )?parts? (?:of|for)\b/i;
function partsLineFirst(ranked: ScoredHs6[], n: Normalized, data: EngineData): ScoredHs6[] {
  const [winner] = ranked;
  const names = (hs6: string) => /\bparts\b/i.test(data.reference.hs6.get(hs6) ?? '');
  // The reader's parts of a machine ("Impeller for centrifugal pump") go to the parts line of the heading it names for them.
  const readAsParts = n.product_type?.startsWith(PARTS_OF) && n.hs_headings[0] === winner?.hs6.slice(0, 4);
  if (!winner || !(DECLARED_PARTS.test(n.clean_description) || readAsParts) || names(winner.hs6)) return ranked;
  const at = ranked.findIndex((s) => s !== winner && s.hs6.startsWith(winner.hs6.slice(0, 4)) && names(s.hs6));
  if (at <= 0) return ranked;
  return promoted(ranked, at);
}

/**
 * Parts the reader read as a named machine's ("IMPELLER; …; SPARE PART FOR … CENTRIFUGAL PUMP") are that machine's
 * parts: a winner that is another heading's parts line goes behind the best parts line of the machine's heading
 * (Section XVI note 2(b)). The cases' words ("impeller") meet the parts of every machine that has one. Only among
 * the machines of chapters 84 and 85: with vehicles and furniture in, kr lost three rows (refrigerated showcases' parts
 * read as furniture's, a vehicle's as a motor's). `partsLineFirst` does the same inside the winner's own heading.
 */
// "Air conditioning machines; …, parts thereof" (8415.90) and the hand tools' ", parts of …" lines are parts lines too.
const PARTS_LINE = /^parts\b|; parts\b|, parts (?:thereof|of)\b/i;
const isPartsLine = (data: EngineData, hs6: string) => PARTS_LINE.test(data.reference.hs6.get(hs6) ?? '');
// Machines and electrical goods (MACHINE_CHAPTERS, Section XVI) only: a reader's vehicle, furniture or aircraft is less sure of the parts' machine.
function partsOfReadMachine(scored: ScoredHs6[], n: Normalized, data: EngineData): ScoredHs6[] {
  const heading = n.hs_headings[0];
  const [winner] = scored;
  if (!winner || !heading || !n.product_type?.startsWith(PARTS_OF) || winner.hs6.startsWith(heading) || !MACHINE_CHAPTERS.test(heading) || !MACHINE_CHAPTERS.test(winner.hs6)) return scored;
  if (!isPartsLine(data, winner.hs6)) return scored;
  const at = scored.findIndex((s) => s.hs6.startsWith(heading) && isPartsLine(data, s.hs6));
  return at > 0 ? promoted(scored, at) : scored;
}

/**
 * A machine the reader read whole ("Distribution transformer; 630 kVA") is not its heading's parts line, however many cases
 * of its parts share its words: where the winner is the parts line of the reader's own machine heading and the description
 * names no part, the heading's best other line goes first (GRI 1: the goods named are the machine).
 */
const PART_WORDS = /\b(?:parts?|spares?|assy|assembl(?:y|ies)|components?|housings?|casings?|covers?|brackets?|cores?|coils?|frames?|panels?|boards?|plates?|shafts?|blades?|rotors?|stators?|bod(?:y|ies)|kits?|accessor(?:y|ies)|fittings?|pcba?|modules?|elements?)\b|부품|부분품|部品|部分品|phụ tùng|linh kiện/i;
function wholeMachineNotItsParts(scored: ScoredHs6[], n: Normalized, description: string, data: EngineData, preset: string | null): ScoredHs6[] {
  const heading = n.hs_headings[0];
  const [winner] = scored;
  if (!winner || !heading || !n.product_type || n.product_type.startsWith(PARTS_OF) || !MACHINE_CHAPTERS.test(heading) || !winner.hs6.startsWith(heading)) return scored;
  if (!isPartsLine(data, winner.hs6) || PART_WORDS.test(description)) return scored;
  // A line the stated figures or kind contradict ("630 kVA" against "exceeding 10,000 kVA") is no better an answer.
  const answers = (s: ScoredHs6) => s.hs6.startsWith(heading) && !isPartsLine(data, s.hs6) && !s.signals.some((signal) => signal.endsWith('_conflict'));
  // The glossary's own subheading for the machine, where it holds.
  const at = scored.findIndex((s) => s.hs6 === preset && answers(s));
  return at > 0 ? promoted(scored, at) : scored;
}

/**
 * A plain name's default subheading in the glossary (curated: a laptop is 8471.30, a smartphone
 * 8517.13, an LED bulb 8539.52; 45 concepts name one, each only for terms all of which that
 * subheading takes: table knives and cordless phones are concepts of their own; and 56 concepts
 * of one undivided heading, bicycles 8712.00) counts this many times its hand-weighted score:
 * the nomenclature's words often miss the product's everyday name ("Portable automatic data
 * processing machines"), and the nearest shipped cases for it are often its accessories (a
 * smartphone met "wireless charger for smartphone", 8504.40). Measured: e-commerce HS6 top-1
 * 28.8 -> 30.3 % (25 titles fixed, 2 broken; with the concepts split later, 30.5 %), kr
 * unchanged (a salt mixture went to 2501 until mixtures were left out), golden +1 (노트북 컴퓨터
 * 14인치, 8471.30), the defaulted common goods in en/vi/ja/ko 22 -> 33 of 37, their variants
 * (table knife, cordless phone, projector, …) 8 -> 11 of 16; a weight of 2 measured 29.8 %, 8
 * 30.0 % (before the undivided headings).
 */
const PRESET_WEIGHT = 4;

/**
 * A plain name's HS6 outside the glossary's headings that only cases of other goods vote for
 * (every matched case filed there shares the description's words but declares goods of another
 * head noun: "Copper plates; COPPER coin", "NOTEBOOK COMPUTER", "Fittings of stainless steel;
 * WATER PIPE ASSY" for a coin, a notebook, a water bottle) keeps this share of its hand-weighted
 * score: those cases are no precedent for the product, and the glossary's reading speaks. A case
 * naming the product as its own goods keeps its heading whole ("Shawls (쇼올)" in 4303 stays a
 * case for shawls). Measured (lexical eval): e-commerce HS6 top-1 710 -> 714 of 1,500 (+4, none
 * broken), kr unchanged at 1,815, golden +1 (a woman's woven cotton blouse is 6206.30, no longer
 * 6211.42 for "Womens other garments of cotton ; DENIM BLOUSE …"); at 0.5 e-commerce 713, at
 * 0.15 as at 0.3. Cutting those cases' votes to 0.3 instead, or the share of the name they hold
 * (`productNamedByCases`), measured e-commerce +6 −4 and kr −2, or +6 −3 and kr −1: the
 * precedent list's strength is one number, and cutting it silences the cases inside the
 * glossary's headings too ("Functional cosmetics; FOUNDATION …", 3304.99, for a concealer).
 */
const OTHER_GOODS = 0.3;

/** The HS6 all of whose matched cases declare goods of another name outside the glossary's headings (attributes.ts `namesOtherGoods`). */
function byCasesOfOtherGoods(data: EngineData, n: Normalized, matches: Array<{ index: number }>): Set<string> {
  const other = namesOtherGoods(n);
  const onlyOther = new Map<string, boolean>();
  for (const m of matches) {
    const { hs6, description } = data.precedents[m.index];
    onlyOther.set(hs6, (onlyOther.get(hs6) ?? true) && other(description, hs6));
  }
  return new Set([...onlyOther].filter(([, only]) => only).map(([hs6]) => hs6));
}

/**
 * Goods whose heading came with HS 2022 (drones 8806, 3D printers 8485, e-cigarettes 8543.40,
 * their liquids 2404): the cases, older, hold them elsewhere ("3D printer" in 8443.32 and 8477,
 * "drone" in 9503 and 8802), so cases outside the product's own headings are no evidence, also
 * where such goods are only named ("PLA filament for 3D printers": 3916), declarations included.
 */
function casesBeforeTheHeading(n: Normalized): ((hs6: string) => boolean) | null {
  const product = productConcept(n.product_type);
  if (!product) return null;
  const named = lookupGlossary(n.clean_description, n.language).map((match) => match.concept);
  if (![product, ...named].some((concept) => concept.attributes?.heading_since_2022)) return null;
  return (hs6) => !product.headings.includes(hs6.slice(0, 4));
}

/** Goods mixed with others are not simply the product named ("Salt mixed with lactose …" is a food preparation, not salt). */
const MIXTURE = /\b(mix|mixed|mixture|mixtures|blend|blended)\b/i;

/**
 * "No added spirit" is not 2009.89's "heading no. 2009", nor a bar's "12 Pack" 1806.20's "immediate packings" (stemmed "pack");
 * a "self-centring" chuck is no "self-opening" diehead (8466.10): "self" says how, its other half says what.
 */
const NAMES_NO_SIBLING = new Set(['no', 'pack', 'self']);
/** A subheading of refills or parts of the goods, and the query words that ask for such pieces. */
const PIECES = /\b(?:refills?|parts?)\b/i;
const PIECE_WORDS = new Set(englishTokens('refill refills part parts spare replacement cartridge cartridges attachment attachments'));
/**
 * Heading 8511 words its engines "spark or compression-ignition" in five lines and "spark-ignition or …" in two: the same
 * engines, so "for spark-ignition engines" names no ignition coil (8511.30) nor part (8511.90) over spark plugs (8511.10).
 */
const ELIDED_SPARK_IGNITION = /\bspark or(?= compression-ignition\b)/gi;

/**
 * GRI 6 before the default: a sibling subheading whose own words, those the default's text lacks,
 * the description holds more of than the default's own ("monochrome television": 8528.73, not
 * the default 8528.72 for colour) keeps the default from counting. Words of an "other than"
 * clause are not a line's own ("knife … for table use": 8211.91, though 8211.92 reads "other
 * than table knives").
 */
function siblingsNamedOver(preset: string, hs6Texts: Map<string, string>, query: Set<string>, goodsNamed: string[] = []): string[] {
  // The tokenizer reads "with wooden frames" as "of wood" does: a sofa of wood stays 9401.61, not swivel seats of wood.
  // Electro-thermic goods are electric: "Electric Hair Dryer" names no electric water heater (8516.10) over 8516.31's hair dryers.
  const ownWords = (hs6: string) => {
    const words = new Set(englishTokens(withoutDenials(withoutExclusions(hs6Texts.get(hs6) ?? '')).replace(ELIDED_SPARK_IGNITION, 'spark-ignition or')));
    if (words.has('electro')) words.add('electr');
    return words;
  };
  const presetWords = ownWords(preset);
  const siblings = [...hs6Texts.keys()].filter((hs6) => hs6 !== preset && hs6.startsWith(preset.slice(0, 4)));
  const siblingWords = new Map(siblings.map((hs6) => [hs6, ownWords(hs6)]));
  // A word most of the heading's lines carry names no sibling better than the default that lacks it: the "Brix value" of
  // twelve of 2009's seventeen juices keeps no frozen orange juice (2009.11, which has none) from its default.
  const shared = new Set([...query].filter((w) => siblings.filter((hs6) => siblingWords.get(hs6)!.has(w)).length * 2 > siblings.length + 1));
  // Refills and parts of the default's goods are named only by a query that asks for them: a pen's "blue ink" is no
  // refill's "ink-reservoir" (9608.60 over 9608.10).
  const piecesUnasked = ![...query].some((w) => PIECE_WORDS.has(w)) && !PIECES.test(hs6Texts.get(preset) ?? '');
  return siblings.filter((hs6) => {
    if (piecesUnasked && PIECES.test(hs6Texts.get(hs6) ?? '')) return false;
    const words = siblingWords.get(hs6)!;
    // Numbers name no goods: a cylinder's "11.3 kg" is not the "1,1,1-trifluoroethane" of 3827.61.
    const hits = (a: Set<string>, b: Set<string>) => [...a].filter((w) => !b.has(w) && query.has(w) && !NAMES_NO_SIBLING.has(w) && /\p{L}/u.test(w));
    // The default's own name of the goods counts for it, though the reader took the name out of the query.
    const namedByPreset = goodsNamed.filter((w) => presetWords.has(w) && !words.has(w) && !query.has(w)).length;
    return hits(words, presetWords).filter((w) => !shared.has(w)).length > hits(presetWords, words).length + namedByPreset;
  });
}

/**
 * Goods filed as articles of their material (`by_material`) whose material put another heading's
 * catch-all first (a felt keychain 6307, a cork one 4503) are that heading's own "other" goods, its
 * last subheading (6307.90, 4503.90), not the floor cloths or stoppers its named subheadings hold.
 */
function catchAllResidual(n: Normalized, data: EngineData): string | null {
  const heading = n.hs_headings[0];
  const concept = productConcept(n.product_type);
  // Articles of iron or steel stated to be of another base metal went to its catch-all (aluminium crochet hooks: 7616, read/headings.ts).
  const movedToMetal = isBaseMetalCatchAll(heading ?? '');
  if (!heading || !concept || !(concept.attributes?.by_material || movedToMetal) || concept.headings.includes(heading)) return null;
  return [...data.reference.hs6.keys()].filter((hs6) => hs6.startsWith(heading)).sort().at(-1) ?? null;
}

/**
 * What comes with the goods, counted ("Table Tennis Rackets with 8 Balls", "Drill with 2 Batteries"), names no sibling of their
 * default: the balls are the rackets' accessories, not 9506.6x's goods. A word the text says elsewhere too still counts.
 */
const INCLUDED_ITEMS = /\b(?:with|plus|incl(?:uding|\.)?|\+)\s+(?:\d+|two|three|four|five|six|eight|ten)\s*(?:pcs?\s+|x\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)/giu;
function withoutIncluded(words: Set<string>, text: string): Set<string> {
  const included = new Set(englishTokens([...text.matchAll(INCLUDED_ITEMS)].map((m) => m[1]).join(' ')));
  if (!included.size) return words;
  const elsewhere = new Set(englishTokens(text.replace(INCLUDED_ITEMS, ' ')));
  return new Set([...words].filter((w) => !included.has(w) || elsewhere.has(w)));
}

/**
 * The words a description denies with "non" ("Non-Active Yeast", "Non-Woven Tote"): they name no sibling of the goods'
 * default (2102.10's active yeasts, a woven fabric's); the joined word ("nonwoven") stays.
 */
const DENIED = /\bnon[\s-]+([\p{L}]+)/giu;
function withoutDenied(words: Set<string>, text: string): Set<string> {
  const denied = new Set(englishTokens([...text.matchAll(DENIED)].map((m) => m[1]).join(' ')));
  return denied.size ? new Set([...words].filter((w) => !denied.has(w))) : words;
}

/**
 * Words said only of what the goods serve ("Sewing Machine Needles … for Brother Singer Household Machine", "Coin Cell Battery …
 * for Key Fob … Motherboard") name no sibling of their default: the household sewing machines of 8452.10 are what the needles fit.
 * A use the default's heading splits its lines on ("polishes … for coachwork", 3405.30) still names its line.
 */
function withoutUse(words: Set<string>, n: Normalized, data: EngineData, preset: string | null): Set<string> {
  const object = n.function?.replace(/^for\s+/i, '') ?? '';
  // "For table use", "for household use": a kind of use, as the nomenclature words it (8211.91's table knives), not goods served.
  if (!preset || !object || /\buse$/i.test(object) || !n.clean_description.includes(object)) return words;
  const objects = object + (n.clean_description.slice(n.clean_description.indexOf(object) + object.length).match(SERVED_SERIES)?.[0] ?? '');
  const elsewhere = new Set(englishTokens(n.clean_description.replace(objects, ' ')));
  const linesUses = usesNamedInHeading(data, preset.slice(0, 4));
  const served = new Set(englishTokens(objects).filter((w) => !elsewhere.has(w) && !linesUses.has(w)));
  return served.size ? new Set([...words].filter((w) => !served.has(w))) : words;
}

/** The rest of a series the use names ("for Reptiles, Birds and Chickens"): the reader's use stops at the first comma. */
const SERVED_SERIES = /^(?:,\s*[^;|()[\],:]+?)*,\s*[^;|()[\],:]*?\b(?:and|or)\s[^;|()[\],:]+/i;

/** The words of the uses a heading's lines name ("for coachwork", "for domestic purposes"), once per engine and heading. */
const HEADING_USES = new WeakMap<EngineData, Map<string, Set<string>>>();
function usesNamedInHeading(data: EngineData, heading: string): Set<string> {
  let byHeading = HEADING_USES.get(data);
  if (!byHeading) HEADING_USES.set(data, (byHeading = new Map()));
  let uses = byHeading.get(heading);
  if (!uses) {
    uses = new Set([...data.reference.hs6].filter(([hs6]) => hs6.startsWith(heading)).flatMap(([, text]) => [...text.matchAll(/\bfor ([^;,()]+)/gi)].flatMap((match) => englishTokens(match[1]))));
    byHeading.set(heading, uses);
  }
  return uses;
}

/** A line naming what its goods are made of: "…; of base metal", "Of leather or of composition leather". */
const MADE_OF = /(?:^|[;>]\s*)of\s/i;

/** A line that leaves the goods out by the head noun of their name ("… (excluding multimeters)", 9030.33). */
function leavesOutProduct(text: string, productType: string | null): boolean {
  const head = englishTokens(productType ?? '').at(-1);
  return head !== undefined && exclusionsIn(text).some((exclusion) => englishTokens(exclusion).includes(head));
}

/**
 * What the default's own text calls the goods: their first name or, lacking it, one of their other names: toothpaste
 * is 3306.10's "dentifrices", and that counts for it against a sibling a modifier names ("Teeth Whitening" and 3306.20's
 * floss "to clean between the teeth"). A name of one kind of them counts for nothing ("terry towel": a cotton towel is
 * no terry one).
 */
function namesInText(concept: ReturnType<typeof productConcept>, text: string): string[] {
  if (!concept) return [];
  const words = new Set(englishTokens(text));
  const first = englishTokens(concept.en[0]);
  if (first.every((w) => words.has(w))) return first;
  return concept.en.map((term) => englishTokens(term)).filter((tokens) => tokens.length === 1 && words.has(tokens[0])).flat();
}

/**
 * The default subheading as it holds for these goods (for the glossary's list and the hand weights
 * alike): none where the goods' facts put another heading first (a silver necklace is 7113, not
 * the imitation jewellery 7117.19 of a plain "necklace"), or a sibling's own words name them better.
 */
/** A default's kinds in conflict with no agreeing kind to offset it (one conflict: 0.35); a mixed reading (0.64) moves nothing. */
const CLEAR_KIND_CONFLICT = 0.5;

function presetThatHolds(preset: string | null, data: EngineData, n: Normalized, words: Set<string>): string | null {
  if (!preset || (n.hs_headings.length && !preset.startsWith(n.hs_headings[0]))) return null;
  const presetText = data.reference.hs6.get(preset) ?? '';
  // A default of another kind than the goods are said to be (a two-door refrigerator-freezer for the glossary's plain
  // refrigerator, 8418.21) yields to the one sibling of their kind (8418.10).
  const siblings = (data.subheadingsByHeading.get(preset.slice(0, 4)) ?? []).filter((hs6) => hs6 !== preset);
  const onlyOne = (lines: string[]) => (lines.length === 1 ? lines[0] : null);
  const kindOf = (hs6: string) => statedKindFactor(n, data.reference.hs6.get(hs6) ?? '');
  if (kindOf(preset) < CLEAR_KIND_CONFLICT) {
    const ofTheirKind = siblings.filter((hs6) => kindOf(hs6) > 1);
    // Or, none there, to the glossary's default under another of the goods' headings that is of their kind (brake linings
    // "not mounted": 6813.81).
    const yielded = onlyOne(ofTheirKind.length ? ofTheirKind : (productConcept(n.product_type)?.other_defaults ?? []).filter((hs6) => kindOf(hs6) > 1));
    if (yielded) return yielded;
  }
  // A default whose bounds the stated rating falls outside (a power cable of 18/30 kV for 8544.49's "not exceeding 1000 V")
  // yields to the one sibling whose bounds hold it (8544.60).
  const rated = (hs6: string) => ratingAgreement(ratingsOf(n), (data.reference.hs6.get(hs6) ?? '').toLowerCase());
  const withinBounds = rated(preset) === 'conflict' ? onlyOne(siblings.filter((hs6) => rated(hs6) === 'match')) : null;
  if (withinBounds) return withinBounds;
  // A default of another state than the goods' (frozen whiteleg shrimp, 0306.17, for cooked or live ones) holds for neither.
  if (attributeAgreement(preset, n, presetText).signal === 'state_conflict') return null;
  const concept = productConcept(n.product_type);
  const query = withoutOtherGarments(beyondProductType(words, n.product_type, presetText, n.clean_description), n);
  const named = concept?.attributes?.mixture ? [] : siblingsNamedOver(preset, data.reference.hs6, query, namesInText(concept, presetText));
  // A sibling that leaves the goods out by name ("… voltage … (other than multimeters)", 9030.33) names nothing better for them.
  const over = named.filter((hs6) => !leavesOutProduct(data.reference.hs6.get(hs6) ?? '', n.product_type));
  // A default whose own kind the description states ("자동차용 운전석 시트": seats of a kind used for motor vehicles) holds
  // against siblings that share only its other words (9401.79's "metal frames" for a car seat's steel frame).
  if (over.length && statesKindOnlyOf(n, presetText, over.map((hs6) => data.reference.hs6.get(hs6) ?? ''))) return preset;
  // Where the default is of another material than the goods, the one sibling at its own level that is of theirs
  // is the default for them: a cotton dress is 6204.42 where the glossary's dress is the synthetic 6204.43 (the trousers
  // "of cotton" of 6204.62 aside), a polyester bathrobe 6108.92, linen pillowcases 6302.39 ("of textile materials other
  // than cotton or man-made fibres"), though no sibling's words name the goods better.
  const material = (hs6: string) => attributeAgreement(hs6, n, data.reference.hs6.get(hs6) ?? '').material;
  const presetMaterial = material(preset);
  if (presetMaterial === 'match' || (presetMaterial === null && !n.materials.length)) return over.length ? null : preset;
  // A one-dash default (6214.30) has the heading's other one-dash lines for siblings, a two-dash one (6204.43) its group's.
  const sibling = preset[5] === '0' ? (hs6: string) => hs6.startsWith(preset.slice(0, 4)) && hs6[5] === '0' : (hs6: string) => hs6.startsWith(preset.slice(0, 5));
  const group = [...data.reference.hs6.keys()].filter((hs6) => hs6 !== preset && sibling(hs6));
  // Where siblings' words name the goods better, the sibling must be one of them.
  const eligible = (hs6: string | undefined) => hs6 !== undefined && (!over.length || over.includes(hs6));
  const ownGroup = group.filter((hs6) => material(hs6) === 'match');
  // A residual default naming no material ("Other", 9113.90) yields only to a sibling made "of" the goods' stated material
  // (GRI 6: a steel watch bracelet is 9113.20's, "of base metal"; tweezers stay off 8203.30's "metal cutting shears").
  if (presetMaterial === null) {
    const madeOf = ownGroup.filter((hs6) => MADE_OF.test(data.reference.hs6.get(hs6) ?? ''));
    return madeOf.length === 1 && eligible(madeOf[0]) ? madeOf[0] : over.length ? null : preset;
  }
  if (ownGroup.length === 1 && eligible(ownGroup[0])) return ownGroup[0];
  // None naming a textile, the one sibling naming no other fibre takes it (GRI 6: linen ensembles are 6204.29, "n.e.c. in item no. 6204.2").
  const textile = n.materials[0]?.group.startsWith('textile') ?? false;
  const residual = ownGroup.length || !textile ? [] : group.filter((hs6) => material(hs6) === null);
  if (residual.length === 1 && eligible(residual[0])) return residual[0];
  return over.length ? null : preset;
}

/**
 * A garment named beside the goods is a piece of the set they are ("Pant Suit … Blazer and Trousers"), a feature or a wider
 * name of them: its words name no sibling of the goods' default (the suit's trousers are not 6204.63's).
 */
function withoutOtherGarments(words: Set<string>, n: Normalized): Set<string> {
  const product = productConcept(n.product_type);
  if (product?.category !== 'apparel') return words;
  const others = lookupGlossary(n.clean_description, 'en').filter((match) => match.concept !== product && match.concept.category === 'apparel');
  const named = new Set(others.flatMap((match) => englishTokens(match.text)));
  return named.size ? new Set([...words].filter((w) => !named.has(w))) : words;
}

/**
 * The query's words beyond the product's name, which the glossary chose the default for ("digital
 * camera" is 8525.89, though only 8525.81's text says "digital"). Who wears the goods names no
 * other goods: "women's" crew socks are no "other women's full-length or knee-length hosiery".
 */
function beyondProductType(words: Set<string>, productType: string | null, presetText = '', description = ''): Set<string> {
  // The reader's search text names the goods by their concept's canonical name too: where the
  // default's own text lacks that name, it names no sibling better ("shoes" for high heels: not the
  // "tennis shoes, basketball shoes" of sports footwear).
  const concept = productConcept(productType);
  const canonical = concept?.en[0] ?? '';
  const presetWords = new Set(englishTokens(presetText));
  // Another name of the same goods right beside the product type names them too: "Flat Iron Hair Straightener" names no
  // smoothing iron (8516.40).
  const synonyms = (concept?.en ?? []).filter((term) => term.includes(' ') && term !== productType && namedBeside(description, term, productType ?? '')).flatMap((term) => englishTokens(term));
  const own = (concept?.attributes?.own_words ?? []).flatMap((word) => englishTokens(word));
  const named = new Set([...englishTokens(productType ?? ''), ...englishTokens(canonical).filter((w) => !presetWords.has(w)), ...synonyms, ...own]);
  // The singular of a word of the name is the name too: "glass drinking glasses".
  const naming = (w: string) => named.has(w) || named.has(`${w}s`) || named.has(`${w}es`);
  return new Set([...words].filter((w) => !naming(w) && !GENDER_TOKENS.has(w)));
}

/** The two names stand side by side in the description, either first ("Flat Iron Hair Straightener"). */
function namedBeside(description: string, one: string, other: string): boolean {
  if (!other) return false;
  const escape = (text: string) => escapeRegExp(text).replace(/\s+/g, '[\\s-]+');
  const name = (text: string) => `${escape(text)}(?:e?s)?`;
  return new RegExp(`\\b(?:${name(one)}[\\s-]+${name(other)}|${name(other)}[\\s-]+${name(one)})\\b`, 'i').test(description);
}

/**
 * A residual subheading ("Seats; n.e.c. in heading 9401") of a plain name keeps this share where a
 * sibling names the stated material ("with wooden frames" for a wooden chair): GRI 6, the named
 * subheading before the one that takes what no sibling names.
 */
const RESIDUAL_BEHIND_MATERIAL = 0.6;

/**
 * A subheading whose own text leaves out what the product is ("Footwear; (other than
 * sportswear) …" for sports shoes) keeps this share of its hand-weighted score. Measured: golden
 * +1 (sports shoes, 6404.11), e-commerce unchanged, shipped plain names −1 of 1,096; at 0.5
 * e-commerce −2.
 */
const EXCLUDED_BY_TEXT = 0.7;

/**
 * A subheading for goods powered otherwise than the description's keeps this share of a plain
 * name's hand-weighted score: a manual pepper grinder is no electro-mechanical food grinder (8509),
 * an electric one no hand-operated appliance (8210).
 */
const POWERED_OTHERWISE = 0.6;

/**
 * Raw fibres (silk, wool and fine hair, cotton, vegetable and man-made staple fibres: 5001–5003,
 * 5101–5105, 5201–5203, 5301–5305, 5501–5507) are no made goods: a "Cashmere scarf" named by
 * the glossary is not the cashmere hair of 5102 its material word finds.
 */
const RAW_FIBRE_HEADINGS = /^(?:500[1-3]|510[1-5]|520[1-3]|530[1-5]|550[1-7])/;
const RAW_FIBRE_FOR_MADE_GOODS = 0.3;
function rawFibreForMadeGoods(n: Normalized): (hs6: string) => boolean {
  const product = productConcept(n.product_type);
  if (!product || product.headings.some((heading) => RAW_FIBRE_HEADINGS.test(heading))) return () => false;
  return (hs6) => RAW_FIBRE_HEADINGS.test(hs6);
}
const ELECTRIC_MARK = /\belectro-?mechanical\b|\bself-contained electric motor\b|\belectrothermic\b|\belectrically (operated|heated)\b/i;
const MANUAL_MARK = /\bhand-operated\b|\bnon-electric(al)?\b|\bnot electrically heated\b|\bhand tools\b|^tools, hand\b/i;

function poweredOtherwise(power: Normalized['power_source']): (hs6: string, text: string) => boolean {
  if (power === 'manual') return (hs6, text) => (hs6.startsWith('85') || ELECTRIC_MARK.test(text)) && !MANUAL_MARK.test(text);
  if (power === 'electric' || power === 'battery') return (_hs6, text) => MANUAL_MARK.test(text) && !ELECTRIC_MARK.test(text);
  return () => false;
}

/**
 * Whether a line's text excludes the product: a qualifier of the product's name begins a word of
 * an "other than" clause. The head noun is left out: "(other than stereoscopic microscopes)"
 * excludes another kind of microscope, not the product.
 */
export function productExclusion(productType: string | null): (text: string) => boolean {
  const qualifiers = productType ? englishProductTokens(productType).slice(0, -1).filter((w) => w.length >= 4) : [];
  if (!qualifiers.length) return () => false;
  return (text) => exclusionsIn(text).flatMap((clause) => englishTokens(clause)).some((word) => qualifiers.some((q) => word.startsWith(q)));
}

/** How much a heading's other subheadings add to its best one when headings are compared. */
export const HEADING_SHARE = 0.15;
/**
 * The hand-weighted scores are no shares of belief: summed without bound, they favour a heading
 * for having many loosely matching subheadings (woven cotton fabrics over a cotton scarf). The
 * others add at most twice the best one. Measured on the 34,240 shipped cases ranked by the hand
 * weights: HS6 top-1 62.2 -> 64.1 % for declarant-style text, 45.8 -> 47.3 % for plain names. A
 * tighter bound measures a little better there (at once the best: 64.5 and 48.0 %; no share at
 * all: 64.7 and 48.1 %) but takes green tea (0902, several lines agreeing) to 2101 and extra
 * virgin olive oil to 1517, two of the golden descriptions.
 */
export const HAND_SIBLINGS_CAP = 2;

/**
 * GRI 1 and 6: goods are classified in a heading first, and only then in a subheading of that
 * heading, so subheadings are compared only with their siblings. A heading's strength is its best
 * subheading's plus a share of the others' (under the learned ranking, several subheadings
 * sharing the belief count for their heading).
 */
export function headingFirst(scored: ScoredHs6[], share: number, siblingsCap = Infinity, residual: (hs6: string) => boolean = () => false): ScoredHs6[] {
  const best = new Map<string, number>();
  const sum = new Map<string, number>();
  for (const s of scored) {
    const h = s.hs6.slice(0, 4);
    best.set(h, Math.max(best.get(h) ?? 0, s.final));
    sum.set(h, (sum.get(h) ?? 0) + s.final);
  }
  const headings = new Map([...best].map(([h, b]) => [h, b + share * Math.min(sum.get(h)! - b, siblingsCap * b)]));
  // The winner is the best subheading of the best heading; the alternatives follow by their own
  // score, so a close call in another heading stays visible next to the winner's siblings.
  const byHeading = [...scored].sort((a, b) => headings.get(b.hs6.slice(0, 4))! - headings.get(a.hs6.slice(0, 4))! || b.final - a.final);
  const winner = subheadingByText(byHeading, residual);
  return winner ? [winner, ...scored.filter((s) => s !== winner).sort((a, b) => b.final - a.final)] : [];
}

/**
 * GRI 6 inside the chosen heading: where a subheading's own words name the description's chief
 * material, a sibling naming another material cannot win, however the precedents lean ("Womens
 * shirts knitted", answered "cotton", is 6106.10 though most such cases are 6106.20).
 */
function subheadingByText(byHeading: ScoredHs6[], residual: (hs6: string) => boolean): ScoredHs6 | undefined {
  const first = byHeading[0];
  if (first && residual(first.hs6)) {
    // The residual line ("n.e.c. in heading 7220") gives way, inside its heading, to a sibling whose own
    // words agree more with a stated kind or rating ("hot-rolled, of a thickness of 4.75mm or more").
    // Only a sibling at its own level does (GRI 6): 7225.19, "other than grain-oriented" among the
    // silicon-electrical steels of 7225.1, is no residual beside the hot-rolled sheets of 7225.40;
    // 6403.99, in the heading's own "other" group (6403.9), is one beside 6403.59.
    const level = first.hs6[5] === '0' || first.hs6[4] === '9' ? first.hs6.slice(0, 4) : first.hs6.slice(0, 5);
    const named = byHeading.filter((s) => s.hs6.startsWith(level) && s.attributes > first.attributes && s.signals.some((signal) => signal === 'kind_match' || signal === 'rating_match'));
    if (named.length) return named[0];
  }
  const stated = statedFactSibling(first, byHeading);
  if (stated) return stated;
  if (!first || first.material !== 'conflict') return first;
  const heading = first.hs6.slice(0, 4);
  const siblings = byHeading.filter((s) => s.hs6.startsWith(heading));
  return siblings.some((s) => s.material === 'match') ? siblings.find((s) => s.material !== 'conflict') : first;
}

/**
 * GRI 6 for a stated kind or rating: where a fact the description states contradicts the chosen
 * heading's best subheading (its agreement factor below 1: "not upholstered" seats met 9401.71's
 * "upholstered", socks 6115.29's panty hose) and a sibling agrees with what is stated (a kind or
 * rating match, factor above 1), the sibling's own words name the goods: it goes first, whatever
 * the cases lean to. The learned ranking reads the agreement as one feature among many, and the
 * shipped cases of the more common sibling outweigh it.
 */
function statedFactSibling(first: ScoredHs6 | undefined, byHeading: ScoredHs6[]): ScoredHs6 | undefined {
  if (!first || first.attributes >= 1) return undefined;
  const heading = first.hs6.slice(0, 4);
  return byHeading.find((s) => s !== first && s.hs6.startsWith(heading) && s.attributes > 1 && s.material !== 'conflict');
}

function markVerdicts(candidates: Candidate[], confidence: number) {
  candidates.forEach((c, i) => {
    const conflict = c.legal.findings.find((f) => f.effect === 'excludes');
    if (conflict) {
      c.verdict = 'excluded';
      c.exclusion_reason = `${conflict.source} excludes these goods`;
    } else if (i === 0) c.verdict = confidence >= 0.5 ? 'recommended' : 'possible';
    else c.verdict = c.scored.final >= candidates[0].scored.final * 0.6 ? 'possible' : 'unlikely';
    if (i > 0 && !c.exclusion_reason) c.exclusion_reason = c.hs6.slice(0, 4) === candidates[0].hs6.slice(0, 4) ? 'A sibling subheading fits the description better' : 'Another heading fits the description better';
  });
}

const pick = (p: EngineData['precedents'][number]) => ({ ruling: p.ruling, code: p.code, hs6: p.hs6, description: p.description, url: p.url, date: p.date, source: p.source });
