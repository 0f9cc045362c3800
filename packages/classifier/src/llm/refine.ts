/**
 * The optional LLM step: the model sees the description, the top candidates with their official
 * texts, the notes found and the built-in explanation, and may pick another of those candidates
 * and write the reasons. It can never introduce a code the engine did not find, and anything
 * unexpected in its answer is discarded in favour of the built-in path.
 */
import type { Explanation } from '../explain/explain';
import type { Lang } from '../types';
import { LlmUnavailableError, type ChatMessage, type LlmClient } from './llm-client';

export interface LlmCandidate {
  hs6: string;
  code: string;
  text: string;
  excluded: boolean;
}

export interface LlmUsage {
  /** The model's answer shaped the result. */
  used: boolean;
  calls: number;
  input_tokens: number;
  output_tokens: number;
  /** Why the built-in path was kept, when it was. */
  fallback: string | null;
  model: string | null;
}

export interface LlmRefinement {
  usage: LlmUsage;
  /** HS6 the model prefers (one of the candidates, not excluded), when it differs from the engine's first. */
  choice: string | null;
  wording: Pick<Explanation, 'summary' | 'deciding_factors' | 'uncertainties'> | null;
}

const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', vi: 'Vietnamese', ja: 'Japanese', ko: 'Korean' };

export const NO_LLM: LlmUsage = { used: false, calls: 0, input_tokens: 0, output_tokens: 0, fallback: null, model: null };

function prompt(description: string, candidates: LlmCandidate[], explanation: Explanation, lang: Lang): ChatMessage[] {
  const system = [
    'You are a customs tariff classification expert applying the General Rules of Interpretation.',
    'Choose the best candidate among those given (never another code) and explain the decision.',
    `Write summary, deciding_factors and uncertainties in ${LANGUAGE_NAMES[lang]}. Quote official texts as given.`,
    'Answer with one JSON object: {"choice": "<hs6 of a candidate>", "summary": "...", "deciding_factors": ["..."], "uncertainties": ["..."]}.',
  ].join(' ');
  const user = JSON.stringify({
    description,
    candidates: candidates.map((c) => ({ hs6: c.hs6, code: c.code, text: c.text, excluded_by_a_note: c.excluded })),
    engine: { summary: explanation.summary, deciding_factors: explanation.deciding_factors, uncertainties: explanation.uncertainties },
  });
  return [{ role: 'system', content: system }, { role: 'user', content: user }];
}

const strings = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]).map((s) => s.slice(0, 500)).slice(0, 10) : null;

export async function refineWithLlm(client: LlmClient, description: string, candidates: LlmCandidate[], explanation: Explanation, lang: Lang): Promise<LlmRefinement> {
  const usage: LlmUsage = { ...NO_LLM, model: client.name };
  const fallback = (reason: string): LlmRefinement => ({ usage: { ...usage, fallback: reason }, choice: null, wording: null });
  if (candidates.length === 0) return fallback('no candidates');
  let content: string;
  try {
    usage.calls = 1;
    const answer = await client.chat(prompt(description, candidates, explanation, lang));
    usage.input_tokens = answer.input_tokens;
    usage.output_tokens = answer.output_tokens;
    content = answer.content;
  } catch (err) {
    return fallback(err instanceof LlmUnavailableError ? `${err.reason}: ${err.message}` : String(err));
  }
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')) as Record<string, unknown>;
  } catch {
    return fallback('the answer is not JSON');
  }
  const chosen = candidates.find((c) => c.hs6 === String(parsed.choice ?? '').replace(/\D/g, '').slice(0, 6));
  if (!chosen || chosen.excluded) return fallback('the answer chose no eligible candidate');
  const factors = strings(parsed.deciding_factors);
  const doubts = strings(parsed.uncertainties);
  const summary = typeof parsed.summary === 'string' && parsed.summary.trim() ? parsed.summary.trim().slice(0, 1000) : null;
  return {
    usage: { ...usage, used: true },
    choice: chosen.hs6 === candidates[0].hs6 ? null : chosen.hs6,
    wording: summary && factors && doubts ? { summary, deciding_factors: factors, uncertainties: doubts } : null,
  };
}
