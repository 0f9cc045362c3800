/**
 * pnpm calibrate — fits the learned ranking (rerank.ts RANK_MODEL) and the confidence (decide.ts
 * CONFIDENCE_MODEL), both gradient-boosted trees, on the shipped Korea Customs cases, never on
 * the evaluation sets, and writes both to src/engine/*.json.
 *
 * Each case is asked with itself and every case worded the same left out (the evaluation sets
 * share no wording with the shipped cases, so neither may the calibration); its own HS6 is the
 * label. In four steps:
 *  1. every sampled case is ranked by the hand-weighted fusion; for declarant-style ones the
 *     first MODEL_DEPTH HS6 are the choices the trees learn to order (listwise softmax);
 *  2. trees are fitted on each half of those cases, and HS6 top-1 is printed on the odd half,
 *     hand-weighted against the even half's model;
 *  3. the confidence is fitted on lookups whose ranking never saw them (each half ranked by the
 *     other half's trees, the plain names by the hand weights): a model asked about its own
 *     training cases is surer than it will be at run time, and a confidence fitted there would
 *     promise more than it keeps;
 *  4. the trees are fitted again on all the cases and written.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildEngineData, type EngineData } from '../engine/data';
import { loadBundledSources } from '../engine/bundled-sources';
import { HAND_SIBLINGS_CAP, HEADING_SHARE, headingFirst, rankCandidates, type ScoredHs6 } from '../engine/classify';
import { MODEL_DEPTH, RANK_FEATURES, rankShares } from '../engine/rerank';
import type { TreeModel } from '../engine/rank-trees';
import { CONFIDENCE_INPUTS, confidenceInputs, confidenceOf, PROPOSE_AT, type ConfidenceModel } from '../engine/decide';
import { CONFIDENCE_TREE_PARAMS, DEFAULT_TREE_PARAMS, fitBinaryTrees, fitTrees, type BinaryRow, type RankQuery } from './fit-trees';
import { initReader, readDescription } from '../read';
import { respelled } from '../engine/engine';

const SAMPLE = Number(process.env.CALIBRATION_SAMPLE ?? 40000);
const RANK_MODEL_FILE = path.resolve(__dirname, '../engine/rank-model.json');
const CONFIDENCE_MODEL_FILE = path.resolve(__dirname, '../engine/confidence-model.json');

/** A sampled case as the hand-weighted fusion ranked it. */
interface Asked {
  index: number;
  hs6: string;
  declaration: boolean;
  /** The first MODEL_DEPTH candidates' HS6, hand-weighted score and features (row-major). */
  codes: string[];
  hand: number[];
  x: Float32Array;
}

async function main() {
  await initReader();
  const data = buildEngineData(await loadBundledSources());
  const namesakes = namesakesOf(data);
  const asked = await askAll(data, namesakes);
  const declarations = asked.filter((a) => a.declaration);
  const even = declarations.filter((_, i) => i % 2 === 0);
  const odd = declarations.filter((_, i) => i % 2 === 1);
  const [evenModel, oddModel] = [fitRanking(even), fitRanking(odd)];
  const reachable = percent(odd.filter((a) => a.codes.includes(a.hs6)).length, odd.length);
  console.log(`held-out half (${odd.length} declarant-style cases, right HS6 among the candidates in ${reachable} %): HS6 top-1 hand-weighted ${top1(odd, null)} %, model ${top1(odd, evenModel)} %`);

  // Cross-fitted: each declaration is ranked by the trees fitted on the other half, so the
  // confidence learns from every case and from none its ranking saw.
  const unseen: Unseen[] = [...odd.map((a) => ({ asked: a, model: evenModel })), ...even.map((a) => ({ asked: a, model: oddModel })), ...asked.filter((a) => !a.declaration).map((a) => ({ asked: a, model: null }))];
  const confidence = await fitConfidence(data, namesakes, unseen);
  writeFileSync(CONFIDENCE_MODEL_FILE, JSON.stringify(compact(confidence)) + '\n');
  console.log(`wrote ${CONFIDENCE_MODEL_FILE}`);

  writeFileSync(RANK_MODEL_FILE, JSON.stringify(compact(fitRanking(declarations))) + '\n');
  console.log(`wrote ${RANK_MODEL_FILE}`);
}

async function askAll(data: EngineData, namesakes: (i: number) => number[]): Promise<Asked[]> {
  const step = Math.max(1, Math.floor(data.precedents.length / SAMPLE));
  const asked: Asked[] = [];
  for (let i = 0; i < data.precedents.length && asked.length < SAMPLE; i += step) {
    const p = data.precedents[i];
    const input = respelled({ description: p.description, market: 'US' as const, language: 'en' as const }, data);
    let candidates: ScoredHs6[] = [];
    let declaration = false;
    await rankCandidates(input, readDescription(input), data, { excludePrecedents: namesakes(i), rankModel: null, inspectRanking: (s, q) => ([candidates, declaration] = [s, q.declaration]) });
    const first = candidates.slice(0, MODEL_DEPTH);
    asked.push({ index: i, hs6: p.hs6, declaration, codes: first.map((c) => c.hs6), hand: first.map((c) => c.final), x: Float32Array.from(first.flatMap((c) => RANK_FEATURES.map((k) => c.features[k]))) });
  }
  return asked;
}

/** A case for the confidence, with the trees that rank it (none for a plain name: the hand weights rank those). */
interface Unseen {
  asked: Asked;
  model: TreeModel | null;
}

function fitRanking(asked: Asked[]): TreeModel {
  const queries: RankQuery[] = asked.map((a) => ({ x: a.x, right: a.codes.indexOf(a.hs6) })).filter((q) => q.right >= 0);
  return fitTrees(queries, RANK_FEATURES, DEFAULT_TREE_PARAMS);
}

function top1(asked: Asked[], model: TreeModel | null): number {
  const width = RANK_FEATURES.length;
  const right = asked.filter((a) => {
    const features = a.codes.map((_, i) => Object.fromEntries(RANK_FEATURES.map((k, j) => [k, a.x[i * width + j]])) as ScoredHs6['features']);
    const finals = model ? rankShares(features, model) : a.hand;
    const scored = a.codes.map((hs6, i) => ({ hs6, final: finals[i] }) as ScoredHs6);
    return (model ? headingFirst(scored, HEADING_SHARE) : headingFirst(scored, HEADING_SHARE, HAND_SIBLINGS_CAP))[0]?.hs6 === a.hs6;
  }).length;
  return percent(right, asked.length);
}

/**
 * The confidence trees, fitted on lookups whose ranking never saw them. Their bands are printed
 * for the odd half as fitted on the even half, before the trees are fitted on all.
 */
async function fitConfidence(data: EngineData, namesakes: (i: number) => number[], unseen: Unseen[]): Promise<ConfidenceModel> {
  const lookups: Array<{ inputs: Record<string, number>; y: 0 | 1 }> = [];
  for (const { asked: a, model } of unseen) {
    const p = data.precedents[a.index];
    const input = respelled({ description: p.description, market: 'US' as const, language: 'en' as const }, data);
    const result = await rankCandidates(input, readDescription(input), data, { excludePrecedents: namesakes(a.index), rankModel: model });
    lookups.push({ inputs: confidenceInputs(result.confidence_features, result.candidates[0]?.scored.features), y: result.candidates[0]?.hs6 === p.hs6 ? 1 : 0 });
  }
  const rows = (part: typeof lookups): BinaryRow[] => part.map((l) => ({ x: CONFIDENCE_INPUTS.map((name) => l.inputs[name]), y: l.y }));
  const [even, odd] = [lookups.filter((_, i) => i % 2 === 0), lookups.filter((_, i) => i % 2 === 1)];
  const model = fitBinaryTrees(rows(even), CONFIDENCE_INPUTS, CONFIDENCE_TREE_PARAMS);
  const scored = odd.map((l) => ({ p: confidenceOf(l.inputs, 1, model), y: l.y }));
  const proposed = scored.filter((r) => r.p >= PROPOSE_AT);
  console.log(`confidence: ${lookups.length} lookups, HS6 top-1 ${percent(lookups.filter((l) => l.y).length, lookups.length)} %; fitted on half, the other half has ${percent(proposed.length, odd.length)} % at ≥ ${PROPOSE_AT}, right ${percent(proposed.filter((r) => r.y).length, proposed.length)} %`);
  const bands = [0, 0.2, 0.4, 0.6, 0.7, 0.8, 0.9, 1.01];
  for (let b = 0; b < bands.length - 1; b++) {
    const inBand = scored.filter((r) => r.p >= bands[b] && r.p < bands[b + 1]);
    console.log(`${bands[b].toFixed(1)}–${Math.min(1, bands[b + 1]).toFixed(1)}: ${inBand.length} lookups, right ${percent(inBand.filter((r) => r.y).length, inBand.length)} %`);
  }
  return fitBinaryTrees(rows(lookups), CONFIDENCE_INPUTS, CONFIDENCE_TREE_PARAMS);
}

/** Each case's namesakes: itself and every case whose description reads the same once case and punctuation go. */
function namesakesOf(data: EngineData): (i: number) => number[] {
  const key = (description: string) => description.toLowerCase().replace(/[\W_]+/gu, ' ').trim();
  const groups = new Map<string, number[]>();
  data.precedents.forEach((p, i) => {
    const group = groups.get(key(p.description));
    if (group) group.push(i);
    else groups.set(key(p.description), [i]);
  });
  return (i) => groups.get(key(data.precedents[i].description)) ?? [i];
}

/** Thresholds to 7 significant digits (they sit halfway between seen values), leaf values to 5. */
function compact<M extends TreeModel>(model: M): M {
  const digits = (n: number) => (v: number) => Number(v.toPrecision(n));
  return { ...model, trees: model.trees.map((t) => ({ ...t, threshold: t.threshold.map(digits(7)), value: t.value.map(digits(5)) })) };
}

const percent = (part: number, whole: number) => Math.round((1000 * part) / Math.max(1, whole)) / 10;

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
