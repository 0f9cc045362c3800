/**
 * From the engine's outcome to what a lookup stores: the `result` object of the spec (reasons
 * in the lookup's language, labels worded at read time), the summary columns and the flags.
 */
import type { Candidate, EngineOutcome, Explanation } from '@tcs/classifier';
import { complianceHints, estimateDuty, formatCode, officialUrl, type Market } from '@tcs/tariffs';
import { dutyLineOf } from '../tariffs/line.view';
import { reviewFlagsOf, type ReviewFlag } from './lookup-rules';
import type { FinishedLookup } from './lookup.repo';

export interface ResultDataset {
  id: string;
  market: string;
  version: string;
  name: string;
  is_demo: boolean;
  source_url: string;
  source_name?: string;
  effective_date?: string | null;
}

export interface ResultContext {
  dataset: ResultDataset;
  origin: string | null;
  language: string;
  /** A code the caller already uses (a linked SKU's): a different suggestion is flagged. */
  existingCode: string | null;
  processingMs: number;
  /** HS6 documents that have a vector (0 in lexical mode). */
  embedded: number;
}


const MAX_ALTERNATIVES = 5;

const round = (n: number, digits = 4) => Math.round(n * 10 ** digits) / 10 ** digits;

function candidateView(c: Candidate, index: number, outcome: EngineOutcome, explanation: Explanation['candidates'][number] | undefined, ctx: ResultContext) {
  const market = ctx.dataset.market as Market;
  const first = outcome.candidates[0];
  const line = c.line;
  const digits = line?.code_digits ?? c.hs6;
  const keys = [
    ...(line ? [`line:${line.code}`] : []),
    ...c.legal.findings.map((f) => `note:${f.source}`).filter((key) => outcome.sources.some((s) => s.key === key)),
    ...outcome.precedents.filter((p) => p.hs6 === c.hs6 && p.url).map((p) => `precedent:${p.ruling}`),
  ];
  return {
    code: line?.code ?? formatCode(market, c.hs6),
    code_digits: digits,
    hs6: c.hs6,
    hs6_display: `${c.hs6.slice(0, 4)}.${c.hs6.slice(4)}`,
    national_extension: digits.length > 6 ? digits.slice(6) : null,
    description: line ? (ctx.language === 'vi' && line.description_vi ? line.description_vi : line.description) : null,
    full_description: line?.full_description ?? null,
    duty_rate: line?.duty_rate ?? null,
    retrieval_score: round(c.scored.rrf),
    scores: {
      bm25: round(c.scored.scores.lexical ?? 0),
      vector: round(c.scored.scores.vector ?? 0),
      rrf: round(c.scored.rrf),
      overlap: round(c.overlap),
      leaf_overlap: round(c.leafOverlap),
      attributes: round(c.scored.attributes),
      // GRI 1 and 6: 1 in the winning heading, where subheadings are compared; 0 elsewhere.
      tree: first && c.hs6.slice(0, 4) === first.hs6.slice(0, 4) ? 1 : 0,
      cross: c.scored.agreeing,
      final: round(c.scored.final),
      legal: c.legal.penalty,
    },
    verdict: c.verdict,
    reasoning: explanation?.reasoning ?? null,
    exclusion_reason: index === 0 ? explanation?.exclusion_reason ?? null : explanation?.exclusion_reason ?? c.exclusion_reason,
    citations: [...new Set(keys)],
    signals: explanation?.signals ?? c.scored.signals,
    legal: c.legal,
    precedents: outcome.precedents.filter((p) => p.hs6 === c.hs6),
    duty: line ? estimateDuty({ market, code: line.code, line: dutyLineOf(line), origin: ctx.origin ?? undefined }) : null,
  };
}

function sourcesOf(outcome: EngineOutcome, ctx: ResultContext) {
  const market = ctx.dataset.market as Market;
  const lines = outcome.candidates.slice(0, 1 + MAX_ALTERNATIVES).filter((c) => c.line).map((c) => ({
    key: `line:${c.line!.code}`,
    url: officialUrl(market, c.line!.code_digits, ctx.dataset.source_url),
    title: `${ctx.dataset.name} ${c.line!.code}`,
    snippet: c.line!.full_description.slice(0, 300),
  }));
  const precedents = outcome.precedents.filter((p) => p.url).map((p) => ({ key: `precedent:${p.ruling}`, url: p.url!, title: `${p.source} ${p.ruling}`, snippet: p.description.slice(0, 300) }));
  return [...lines, ...outcome.sources, ...precedents];
}

export function flagsOf(outcome: EngineOutcome, ctx: ResultContext): ReviewFlag[] {
  const [first, second] = outcome.candidates;
  const line = first?.line;
  const hints = line ? complianceHints({ market: ctx.dataset.market, line: { code: line.code, code_digits: line.code_digits, footnotes: line.footnotes, additional_duties: line.additional_duties, extra: line.extra }, origin: ctx.origin, lang: 'en' }) : [];
  return reviewFlagsOf({
    isDemo: ctx.dataset.is_demo,
    confidence: outcome.confidence,
    firstScore: first ? first.scored.final : null,
    secondScore: second && second.verdict !== 'excluded' ? second.scored.final : null,
    missing: outcome.normalized.missing.length,
    legalConflict: first?.verdict === 'excluded',
    lexicalOnly: outcome.retrieval.mode === 'lexical',
    headingOnly: !!first && !line,
    codeMismatch: !!ctx.existingCode && !!line && ctx.existingCode.replace(/\D/g, '') !== line.code_digits,
    complianceHint: hints.length > 0,
  });
}

export function finishedLookup(outcome: EngineOutcome, ctx: ResultContext): FinishedLookup {
  const flags = flagsOf(outcome, ctx);
  // The recommended line and up to five alternatives are stored; the engine weighed ten.
  const views = outcome.candidates.slice(0, 1 + MAX_ALTERNATIVES).map((c, i) => candidateView(c, i, outcome, outcome.explanation.candidates[i], ctx));
  const [recommended, ...alternatives] = views;
  const e = outcome.explanation;
  const result = {
    lang: e.lang,
    recommended: recommended ?? null,
    tentative: outcome.status !== 'proposed',
    alternatives,
    summary: e.summary,
    deciding_factors: e.deciding_factors,
    uncertainties: e.uncertainties,
    questions: e.questions,
    flags,
    sources: sourcesOf(outcome, ctx),
    checks: e.checks,
    legal: outcome.candidates[0]?.legal.findings ?? [],
    precedents: outcome.precedents,
    dataset: { id: ctx.dataset.id, market: ctx.dataset.market, version: ctx.dataset.version, name: ctx.dataset.name, is_demo: ctx.dataset.is_demo, source_url: ctx.dataset.source_url },
    retrieval: { mode: outcome.retrieval.mode, reason: outcome.retrieval.reason, embedded: ctx.embedded, lists: outcome.retrieval.lists },
    // The questions as the engine asked them: a rerun's answers are checked against these.
    engine_questions: outcome.questions,
    llm: outcome.llm.model ? { used: outcome.llm.used, fallback: outcome.llm.fallback } : null,
  };
  const first = outcome.candidates[0];
  return {
    status: outcome.status,
    dataset_version: ctx.dataset.version,
    recommended_code: recommended?.code ?? null,
    recommended_description: first?.line?.full_description ?? null,
    hs6: first?.hs6 ?? null,
    confidence: outcome.confidence,
    flag_codes: flags,
    normalized: outcome.normalized,
    result,
    missing_info: e.missing_info,
    processing_ms: ctx.processingMs,
    llm: { calls: outcome.llm.calls, input_tokens: outcome.llm.input_tokens, output_tokens: outcome.llm.output_tokens },
  };
}
