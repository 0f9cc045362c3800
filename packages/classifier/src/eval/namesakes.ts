import type { EngineData } from '../engine/data';

/**
 * Each shipped case's namesakes: itself and every case whose description reads the same once case and
 * punctuation go. A case asked of the engine is asked with them left out (`excludePrecedents`), or it
 * would find itself among the precedents.
 */
export function namesakesOf(data: EngineData): (i: number) => number[] {
  const key = (description: string) => description.toLowerCase().replace(/[\W_]+/gu, ' ').trim();
  const groups = new Map<string, number[]>();
  data.precedents.forEach((p, i) => {
    const group = groups.get(key(p.description));
    if (group) group.push(i);
    else groups.set(key(p.description), [i]);
  });
  return (i) => groups.get(key(data.precedents[i].description)) ?? [i];
}
