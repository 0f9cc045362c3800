import { englishTokens } from '@tcs/tariffs';
import type { Normalized } from '../types';
import type { EngineLine, EngineSchedule } from './data';

const GENDER_WORDS: Record<string, RegExp> = {
  men: /\bmen'?s\b|\bmen or boys\b|\bmale/i,
  boys: /\bboys'?\b|\bmen or boys\b/i,
  women: /\bwomen'?s\b|\bwomen or girls\b|\bfemale/i,
  girls: /\bgirls'?\b|\bwomen or girls\b/i,
  babies: /\bbab(y|ies)'?s?\b|\binfant/i,
};

/** A line's words, stemmed once per process: the schedule never changes under a loaded engine. */
const tokenCache = new WeakMap<EngineLine, { own: Set<string>; all: Set<string> }>();

function lineTokens(line: EngineLine) {
  let tokens = tokenCache.get(line);
  if (!tokens) {
    tokens = { own: new Set(englishTokens(line.description)), all: new Set(englishTokens(line.full_description)) };
    tokenCache.set(line, tokens);
  }
  return tokens;
}

export interface NationalChoice {
  line: EngineLine;
  overlap: number; // share of the query's terms found in the line's text with its parents
  leafOverlap: number; // share found in the line's own text
}

/**
 * The declarable line inside the winning HS6, chosen by the schedule's own national texts: the
 * leaf sharing most of the description's terms (its own text counting double), gender agreeing,
 * and "Other" only when no named line fits.
 */
export function chooseNationalLine(schedule: EngineSchedule, hs6: string, n: Normalized): NationalChoice | null {
  const leaves = schedule.leavesByHs6.get(hs6);
  if (!leaves?.length) return null;
  const query = new Set(englishTokens(`${n.search_text} ${n.product_type ?? ''} ${n.materials.map((m) => m.name).join(' ')}`));
  let best: { choice: NationalChoice; score: number } | null = null;
  for (const line of leaves) {
    const { own, all } = lineTokens(line);
    const ownHits = [...query].filter((t) => own.has(t)).length;
    const allHits = [...query].filter((t) => all.has(t)).length;
    let score = 2 * ownHits + allHits;
    if (n.gender && GENDER_WORDS[n.gender]?.test(line.full_description)) score += 3;
    else if (n.gender && Object.values(GENDER_WORDS).some((re) => re.test(line.description))) score -= 2;
    // "Other" takes what no named line fits; a named line sharing no word with the description does not fit.
    if (/^other\b/i.test(line.description.trim())) score -= 0.5;
    else if (ownHits === 0) score -= 1;
    const choice = { line, overlap: query.size ? allHits / query.size : 0, leafOverlap: query.size ? ownHits / query.size : 0 };
    if (!best || score > best.score) best = { choice, score };
  }
  return best?.choice ?? null;
}
