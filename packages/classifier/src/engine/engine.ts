/**
 * The whole engine, one call: read (with a rerun's answers folded in), retrieve, rank, check,
 * decide, explain, and optionally let an LLM rerank the top candidates and write the reasons.
 * Pure: data in, result out; the caller stores it and records the LLM usage.
 */
import { formatCode } from '@tcs/tariffs';
import { explain, type Explanation } from '../explain/explain';
import type { LlmClient } from '../llm/llm-client';
import { NO_LLM, refineWithLlm, type LlmUsage } from '../llm/refine';
import { inNamingOrder, kindAfterCommaInOrder, nounFirstInOrder, readDescription, stripMarkup } from '../read';
import { lookupGlossary } from '../glossary';
import type { ClassifyInput } from '../types';
import { promoteCandidate, rankCandidates, type EngineOptions, type EngineResult } from './classify';
import type { EngineData } from './data';
import { applyAnswers, type QuestionSpec } from './questions';

/** The progress stages of the interface decisions, in order (after `queued`). */
export const ENGINE_STAGES = ['normalizing', 'retrieving', 'ranking', 'checking', 'explaining'] as const;
export type EngineStage = NonNullable<EngineOptions['onStage']> extends (stage: infer S) => unknown ? S : never;

export interface ClassifyOptions extends EngineOptions {
  /** The parent lookup's questions, when the input carries answers to them (a rerun). */
  asked?: QuestionSpec[];
  llm?: LlmClient | null;
}

export interface EngineOutcome extends EngineResult {
  /** The input as the engine read it: a rerun's answers folded into its fields. */
  input: ClassifyInput;
  explanation: Explanation;
  llm: LlmUsage;
}

/**
 * The input as the engine reads it: markup a shop's export left in dropped ("<b>Gift</b>",
 * "18&quot;": an entity's ';' is no field separator of a declaration), and the words no text of
 * the engine holds respelled ("Aqueous soulutions" → "Aqueous solutions"), and a part list's name put in English
 * order ("VALVE-EXHAUST" → "EXHAUST VALVE", "Sulfur, precipitated" → "precipitated Sulfur").
 */
export function respelled(input: ClassifyInput, data: EngineData): ClassifyInput {
  const steps: Array<(text: string) => string> = [stripMarkup, (text) => data.speller.respell(text), inNamingOrder, nounFirstInOrder, kindAfterCommaInOrder, asMadeOf];
  const description = steps.reduce((text, step) => step(text), input.description);
  return description === input.description ? input : { ...input, description };
}

/**
 * "3D printed" says what the goods are made of (a plastic filament) and names no printing: read
 * as it was, a printed kitchen accessory met printing machinery and printed matter.
 */
const THREE_D_PRINTED = /\b(?:made\s+)?(?:using\s+|with\s+|by\s+)?3[\s-]?d[\s-]?print(?:ed|ing(?:\s+technology)?)\b/gi;
export const asMadeOf = (description: string): string => {
  const made = description.replace(THREE_D_PRINTED, 'plastic');
  // Goods printed so are an article, never plastics in a primary form or sheet: one the glossary
  // does not name ("PLA eyes", "trap door plate") is said to be an article of plastics (3926).
  return made === description || lookupGlossary(made, 'en').length ? made : `${made}, plastic article`;
};

export async function classifyProduct(input: ClassifyInput, data: EngineData, options: ClassifyOptions = {}): Promise<EngineOutcome> {
  await options.onStage?.('normalizing');
  const answered = applyAnswers(input, options.asked ?? []);
  const read = respelled(answered, data);
  const normalized = readDescription(read);
  let result = await rankCandidates(read, normalized, data, options);
  await options.onStage?.('explaining');
  const isDemo = data.schedules[input.market]?.dataset.is_demo ?? false;
  let explanation = explain(result, input.market, input.language, data);
  let llm: LlmUsage = NO_LLM;
  if (options.llm) {
    const candidates = result.candidates.slice(0, 5).map((c) => ({
      hs6: c.hs6,
      code: c.line?.code ?? formatCode(input.market, c.hs6),
      text: c.line?.full_description ?? data.reference.hs6.get(c.hs6) ?? '',
      excluded: c.verdict === 'excluded',
    }));
    const refined = await refineWithLlm(options.llm, input.description, candidates, explanation, input.language);
    llm = refined.usage;
    if (refined.choice) {
      result = promoteCandidate(result, refined.choice, isDemo);
      explanation = explain(result, input.market, input.language, data);
    }
    if (refined.wording) explanation = { ...explanation, ...refined.wording };
  }
  return { ...result, input: answered, explanation, llm };
}
