/**
 * Stage 7, explain: the result in words in the lookup's language, naming the facts of the
 * description, the notes and the precedents that decided; the questions worded with their options.
 * Built-in and deterministic: the optional LLM (llm/) may only rewrite these words, never the facts.
 */
import { formatCode } from '@tcs/tariffs';
import { escapeRegExp, productConcept } from '../glossary';
import type { Candidate, EngineResult } from '../engine/classify';
import type { EngineData } from '../engine/data';
import { PART_FAMILY } from '../engine/part-numbers';
import type { QuestionSpec } from '../engine/questions';
import type { Lang, Market, Normalized } from '../types';
import { PHRASES, valueLabel, type Phrases } from './phrases';

export interface WordedQuestion {
  id: string;
  field: string;
  text: string;
  options: Array<{ value: string; label: string; codes: string[] }>;
}

export interface CandidateExplanation {
  hs6: string;
  reasoning: string;
  /** Why it ranks below the first (null for the first). */
  exclusion_reason: string | null;
  /** Machine-readable evidence, the same in every language: `precedents:3`, `lexical:1`, `construction_match` … */
  signals: string[];
}

export interface Explanation {
  lang: Lang;
  summary: string;
  deciding_factors: string[];
  uncertainties: string[];
  missing_info: string[];
  questions: WordedQuestion[];
  candidates: CandidateExplanation[];
  /** The automatic checks with their details in the lookup's language. */
  checks: Array<EngineResult['checks'][number] & { detail: string }>;
}

const SNIPPET = 90;
const clip = (text: string, max = SNIPPET) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export function explain(result: EngineResult, market: Market, lang: Lang, data: EngineData): Explanation {
  const p = PHRASES[lang];
  const n = result.normalized;
  const [first] = result.candidates;
  const codeOf = (c: Candidate) => c.line?.code ?? formatCode(market, c.hs6);
    // The HS6 text names the goods in full; a national line's own text is often only "Other".
  const textOf = (c: Candidate) => clip(data.reference.hs6.get(c.hs6) ?? c.line?.description ?? '', 120);
  const questions = result.questions.map((q) => wordQuestion(q, p, lang));
  const missing_info = n.missing.map((fact) => p.uncertainty.missing(factName(p, fact)));
  if (!first) {
    return { lang, summary: p.summary.none(market), deciding_factors: [], uncertainties: missing_info, missing_info, questions, candidates: [], checks: [] };
  }
  const summary =
    result.status === 'proposed' ? p.summary.proposed(codeOf(first), textOf(first))
    : result.status === 'needs_info' ? p.summary.info(codeOf(first), textOf(first), p.list(result.questions.map((q) => factName(p, q.fact))))
    : p.summary.review(codeOf(first), textOf(first));
  return {
    lang,
    summary,
    deciding_factors: decidingFactors(result, first, codeOf(first), p, lang, market, data),
    uncertainties: [...missing_info, ...uncertainties(result, first, codeOf, textOf, p, lang)],
    missing_info,
    questions,
    candidates: result.candidates.map((c, i) => candidateExplanation(c, i, result, codeOf, p, market, lang)),
    checks: wordChecks(result, first, codeOf(first), p, lang),
  };
}

function wordChecks(result: EngineResult, first: Candidate, code: string, p: Phrases, lang: Lang): Explanation['checks'] {
  const conflict = first.legal.findings.find((f) => f.effect === 'excludes');
  const material = materialLabel(result.normalized, lang);
  const detail: Record<EngineResult['checks'][number]['name'], (ok: boolean) => string> = {
    code_exists: (ok) => (ok ? p.check.codeExists(code) : p.check.noLine(first.hs6)),
    is_declarable: (ok) => (ok ? p.check.declarable() : p.check.notDeclarable()),
    legal_notes: () => (conflict ? p.check.notesExclude(conflict.source) : p.check.notesOk()),
    material_consistent: () => (material ? p.check.material(material) : p.check.noMaterial()),
    dataset_official: (ok) => (ok ? p.check.official() : p.check.sample()),
  };
  return result.checks.map((check) => ({ ...check, detail: detail[check.name](check.ok) }));
}

function factName(p: Phrases, fact: string): string {
  return p.facts[fact as keyof Phrases['facts']] ?? fact;
}

/** The product as the reader named it, in the reader's language where the glossary knows it. */
function productLabel(n: Normalized, lang: Lang): string | null {
  if (!n.product_type) return null;
  if (lang === 'en') return n.product_type;
  const concept = productConcept(n.product_type);
  return concept?.[lang][0] ?? n.product_type;
}

/** The stated percentages, chief first ("polyester 65 %, cotton 35 %"), as the share checks read them. */
function compositionLabel(n: Normalized, p: Phrases, lang: Lang): string {
  return p.list(n.materials.filter((m) => m.percent !== null).map((m) => `${valueLabel(lang, m.name)} ${m.percent} %`));
}

function materialLabel(n: Normalized, lang: Lang): string | null {
  const chief = n.materials[0];
  if (!chief) return null;
  return chief.percent !== null ? `${valueLabel(lang, chief.name)} ${chief.percent} %` : valueLabel(lang, chief.name);
}

function decidingFactors(result: EngineResult, first: Candidate, code: string, p: Phrases, lang: Lang, market: Market, data: EngineData): string[] {
  const n = result.normalized;
  const hs6 = formatCode(market, first.hs6).slice(0, 7);
  const factors: string[] = [];
  const product = productLabel(n, lang);
  if (product) factors.push(p.factor.product(product));
  const material = materialLabel(n, lang);
  if (material) factors.push(p.factor.material(material));
  for (const fact of ['construction', 'gender', 'state', 'power_source'] as const) {
    const value = n[fact];
    if (value) factors.push(p.factor.fact(factName(p, fact), valueLabel(lang, value)));
  }
  if (n.function) factors.push(p.factor.use(n.function));
  const agreeing = result.precedents.filter((precedent) => precedent.hs6 === first.hs6);
  if (agreeing.length) factors.push(p.factor.precedents(agreeing.length, result.precedents.length, hs6, agreeing[0].ruling, clip(agreeing[0].description)));
  const terms = matchedTerms(n, [data.reference.headings.get(first.hs6.slice(0, 4)), data.reference.hs6.get(first.hs6), first.line?.full_description].filter(Boolean).join(' '));
  if (terms.length && (first.scored.ranks.lexical ?? 99) <= 5) factors.push(p.factor.text(hs6, p.list(terms.map((t) => p.quote(t)))));
  if (first.scored.ranks.glossary !== undefined && n.hs_headings.includes(first.hs6.slice(0, 4))) factors.push(p.factor.glossary(first.hs6.slice(0, 4)));
  if (first.scored.signals.includes('rating_match')) factors.push(p.factor.rating(hs6));
  if (first.scored.signals.includes('kind_match')) factors.push(p.factor.kind(hs6));
  // The shares are named wherever the line meets them, though a kind it names too ("staple", "dyed") gave the signal.
  if (first.scored.signals.includes('share_match') || first.scored.share === 'match') factors.push(p.factor.share(hs6));
  for (const finding of first.legal.findings) if (finding.effect === 'includes') factors.push(p.factor.noteIncludes(finding.source));
  factors.push(p.factor.tree(first.hs6.slice(0, 4), hs6));
  if (first.line && first.line.code_digits.length > 6) factors.push(p.factor.national(code, hs6));
  return factors;
}

/** Words of the description found in the candidate's official text, as evidence of the text match. */
function matchedTerms(n: Normalized, text: string): string[] {
  const lower = text.toLowerCase();
  return n.search_terms.filter((term) => term.length >= 3 && new RegExp(`\\b${escapeRegExp(term)}`, 'i').test(lower)).slice(0, 4);
}

function uncertainties(result: EngineResult, first: Candidate, codeOf: (c: Candidate) => string, textOf: (c: Candidate) => string, p: Phrases, lang: Lang): string[] {
  const out: string[] = [];
  const n = result.normalized;
  const runner = result.candidates.slice(1).find((c) => c.verdict !== 'excluded');
  if (runner && runner.scored.final > first.scored.final) out.push(p.uncertainty.runnerAhead(codeOf(runner), textOf(runner)));
  else if (runner && runner.scored.final >= first.scored.final * 0.9) out.push(p.uncertainty.runnerUp(codeOf(runner), textOf(runner), Math.round((runner.scored.final / first.scored.final) * 100)));
  const conflict = first.legal.findings.find((f) => f.effect === 'excludes');
  if (conflict) out.push(p.uncertainty.conflict(conflict.source, codeOf(first)));
  if (first.scored.share === 'conflict') out.push(p.uncertainty.shares(codeOf(first), compositionLabel(n, p, lang)));
  for (const finding of first.legal.findings) {
    if (finding.effect === 'note' && /^(Section|Chapter) /.test(finding.source) && !/note 1$/.test(finding.source)) out.push(p.uncertainty.noteReported(finding.source, codeOf(first)));
  }
  if (!result.precedents.length || result.confidence_features.precedent_strength < 0.25) out.push(p.uncertainty.noPrecedent());
  else {
    const codes = [...new Set(result.precedents.map((precedent) => precedent.hs6))];
    if (codes.length >= 3) out.push(p.uncertainty.precedentsSplit(p.list(codes.slice(0, 4))));
  }
  if (!first.line) out.push(p.uncertainty.headingOnly(first.hs6));
  if (result.confidence < 0.6) out.push(p.uncertainty.lowConfidence(result.confidence.toFixed(2)));
  if (result.checks.some((check) => check.name === 'dataset_official' && !check.ok)) out.push(p.uncertainty.demo());
  if (n.flags.includes('no_product_match')) out.push(p.uncertainty.noProduct());
  return out;
}

/** How many of the closest precedents classify goods under the candidate's HS6. */
const votesFor = (c: Candidate, result: EngineResult) => result.precedents.filter((precedent) => precedent.hs6 === c.hs6).length;

function signalsOf(c: Candidate, votes: number): string[] {
  const signals: string[] = [];
  if (votes) signals.push(`precedents:${votes}`);
  for (const [list, rank] of Object.entries(c.scored.ranks)) if (list !== 'precedents') signals.push(`${list}:${rank}`);
  signals.push(...c.scored.signals);
  for (const finding of c.legal.findings) if (finding.effect !== 'note') signals.push(`${finding.effect}:${finding.source}`);
  if (!c.line) signals.push('no_declarable_line');
  return signals;
}

function candidateExplanation(c: Candidate, index: number, result: EngineResult, codeOf: (c: Candidate) => string, p: Phrases, market: Market, lang: Lang): CandidateExplanation {
  const first = result.candidates[0];
  const votes = votesFor(c, result);
  const signals = signalsOf(c, votes);
  const conflict = c.legal.findings.find((f) => f.effect === 'excludes');
  let lower: string | null = null;
  if (conflict) lower = p.reasoning.excluded(codeOf(c), conflict.source);
  else if (index > 0 && c.scored.share === 'conflict') lower = p.reasoning.shares(codeOf(c), compositionLabel(result.normalized, p, lang));
  else if (index > 0) lower = c.hs6.slice(0, 4) === first.hs6.slice(0, 4) ? p.reasoning.sibling(codeOf(c), codeOf(first)) : p.reasoning.otherHeading(codeOf(c), formatCode(market, first.hs6).slice(0, 4));
  const reasons = supportOf(c, votes, p);
  const reasoning = index === 0 && !conflict ? p.reasoning.first(codeOf(c), reasons) : `${lower} (${reasons})`;
  return { hs6: c.hs6, reasoning, exclusion_reason: index === 0 && !conflict ? null : lower, signals };
}

/** What speaks for a candidate, in words. */
function supportOf(c: Candidate, votes: number, p: Phrases): string {
  const reasons: string[] = [];
  if (votes) reasons.push(p.because.precedents(votes));
  const lexical = c.scored.ranks.lexical;
  if (lexical !== undefined && lexical <= 5) reasons.push(p.because.text(lexical));
  if (c.scored.ranks.glossary !== undefined) reasons.push(p.because.glossary());
  if ((c.scored.ranks.vector ?? 99) <= 5) reasons.push(p.because.vector());
  if (c.scored.attributes > 1) reasons.push(p.because.attributes());
  for (const finding of c.legal.findings) if (finding.effect === 'includes') reasons.push(p.because.note(finding.source));
  if (c.scored.signals.includes(PART_FAMILY)) reasons.push(p.because.partFamily());
  return reasons.length ? p.list(reasons) : p.reasoning.weak();
}

function wordQuestion(q: QuestionSpec, p: Phrases, lang: Lang): WordedQuestion {
  return {
    id: q.id,
    field: q.field,
    text: p.question[q.fact],
    // Headings are offered in the nomenclature's own words, which are never translated.
    options: q.options.map((o) => ({ value: o.value, label: q.fact === 'use' ? clip(`${o.value} ${o.text ?? ''}`.trim(), 120) : valueLabel(lang, o.value), codes: o.codes })),
  };
}
