/**
 * pnpm calibrate — fits the learned ranking (rerank.ts RANK_MODEL, gradient-boosted trees) and
 * the confidence models (decide.ts CONFIDENCE_MODELS) on the shipped Korea Customs cases, never
 * on the evaluation sets, and writes both to src/engine/*.json.
 *
 * Each case is asked with itself and every case worded the same left out (the evaluation sets
 * share no wording with the shipped cases, so neither may the calibration); its own HS6 is the
 * label. In four steps:
 *  1. every sampled case is ranked by the hand-weighted fusion; for declarant-style ones the
 *     first MODEL_DEPTH HS6 are the choices the trees learn to order (listwise softmax);
 *  2. trees are fitted on half of those cases and HS6 top-1 is printed on the other half,
 *     hand-weighted against the model;
 *  3. the confidence models are fitted on lookups the half model has never seen (the other half,
 *     and the plain names, which the hand weights rank): a model asked about its own training
 *     cases is surer than it will be at run time, and a confidence fitted there would promise
 *     more than it keeps;
 *  4. the trees are fitted again on all the cases and written.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildEngineData, type EngineData } from '../engine/data';
import { loadBundledSources } from '../engine/bundled-sources';
import { HEADING_SHARE, headingFirst, rankCandidates, type ScoredHs6 } from '../engine/classify';
import { MODEL_DEPTH, RANK_FEATURES, rankShares } from '../engine/rerank';
import type { TreeModel } from '../engine/rank-trees';
import type { ConfidenceFeatures, ConfidenceModel } from '../engine/decide';
import { DEFAULT_TREE_PARAMS, fitTrees, type RankQuery } from './fit-trees';
import { initReader, readDescription } from '../read';
import { respelled } from '../engine/engine';

const SAMPLE = Number(process.env.CALIBRATION_SAMPLE ?? 40000);
const RANK_MODEL_FILE = path.resolve(__dirname, '../engine/rank-model.json');
const CONFIDENCE_MODELS_FILE = path.resolve(__dirname, '../engine/confidence-models.json');
const HAND_KEYS: Array<keyof ConfidenceFeatures> = ['margin', 'firsts', 'precedent_share', 'precedent_strength', 'lexical_strength', 'top_precedent_agrees', 'glossary_agrees', 'unrecognised', 'heading_share', 'near_cases_agree', 'first_field_agrees', 'first_field_cases'];
/** Under the learned ranking, its share of belief joins the rest. */
const KEYS = { hand: HAND_KEYS, learned: [...HAND_KEYS, 'learned_share'] as Array<keyof ConfidenceFeatures> };

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
  const train = declarations.filter((_, i) => i % 2 === 0);
  const held = declarations.filter((_, i) => i % 2 === 1);
  const half = fitRanking(train);
  const reachable = percent(held.filter((a) => a.codes.includes(a.hs6)).length, held.length);
  console.log(`held-out half (${held.length} declarant-style cases, right HS6 among the candidates in ${reachable} %): HS6 top-1 hand-weighted ${top1(held, null)} %, model ${top1(held, half)} %`);

  const unseen = [...held, ...asked.filter((a) => !a.declaration)];
  const confidence = await fitConfidence(data, namesakes, unseen, half);
  writeFileSync(CONFIDENCE_MODELS_FILE, JSON.stringify(confidence, null, 1) + '\n');
  console.log(`wrote ${CONFIDENCE_MODELS_FILE}`);

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
    return headingFirst(scored, HEADING_SHARE)[0]?.hs6 === a.hs6;
  }).length;
  return percent(right, asked.length);
}

/** One logistic model per ranking, fitted on lookups whose ranking never saw them. */
async function fitConfidence(data: EngineData, namesakes: (i: number) => number[], unseen: Asked[], half: TreeModel): Promise<Record<'learned' | 'hand', ConfidenceModel>> {
  const groups: Record<'hand' | 'learned', Array<{ x: number[]; y: number }>> = { hand: [], learned: [] };
  for (const a of unseen) {
    const p = data.precedents[a.index];
    const input = respelled({ description: p.description, market: 'US' as const, language: 'en' as const }, data);
    const result = await rankCandidates(input, readDescription(input), data, { excludePrecedents: namesakes(a.index), rankModel: a.declaration ? half : null });
    const group = result.confidence_features.learned ? 'learned' : 'hand';
    groups[group].push({ x: KEYS[group].map((k) => result.confidence_features[k]), y: result.candidates[0]?.hs6 === p.hs6 ? 1 : 0 });
  }
  const models = {} as Record<'learned' | 'hand', ConfidenceModel>;
  const scored: Array<{ p: number; y: number }> = [];
  for (const group of ['learned', 'hand'] as const) {
    const rows = groups[group];
    const w = fitLogistic(rows);
    models[group] = Object.fromEntries([['intercept', round(w[0])], ...KEYS[group].map((k, j) => [k, round(w[j + 1])])]) as ConfidenceModel;
    console.log(`confidence, ${group} ranking: ${rows.length} lookups, HS6 top-1 ${percent(rows.filter((r) => r.y).length, rows.length)} %`);
    scored.push(...rows.map((r) => ({ p: predict(w, r.x), y: r.y })));
  }
  const bands = [0, 0.2, 0.4, 0.6, 0.7, 0.8, 0.9, 1.01];
  for (let b = 0; b < bands.length - 1; b++) {
    const inBand = scored.filter((r) => r.p >= bands[b] && r.p < bands[b + 1]);
    console.log(`${bands[b].toFixed(1)}–${Math.min(1, bands[b + 1]).toFixed(1)}: ${inBand.length} lookups, right ${inBand.length ? Math.round((100 * inBand.filter((r) => r.y).length) / inBand.length) : 0} %`);
  }
  return models;
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

const predict = (w: number[], x: number[]) => 1 / (1 + Math.exp(-(w[0] + x.reduce((s, v, j) => s + v * w[j + 1], 0))));

/** Plain batch gradient descent on the log loss: a handful of features, a few thousand rows. */
function fitLogistic(rows: Array<{ x: number[]; y: number }>): number[] {
  const w = new Array((rows[0]?.x.length ?? 0) + 1).fill(0);
  for (let iteration = 0; iteration < 4000; iteration++) {
    const grad = new Array(w.length).fill(0);
    for (const r of rows) {
      const error = predict(w, r.x) - r.y;
      grad[0] += error;
      r.x.forEach((v, j) => (grad[j + 1] += error * v));
    }
    for (let j = 0; j < w.length; j++) w[j] -= (0.5 * grad[j]) / rows.length;
  }
  return w;
}

/** Thresholds to 7 significant digits (they sit halfway between seen values), leaf values to 5. */
function compact(model: TreeModel): TreeModel {
  const digits = (n: number) => (v: number) => Number(v.toPrecision(n));
  return { features: model.features, trees: model.trees.map((t) => ({ ...t, threshold: t.threshold.map(digits(7)), value: t.value.map(digits(5)) })) };
}

const percent = (part: number, whole: number) => Math.round((1000 * part) / Math.max(1, whole)) / 10;
const round = (n: number) => Math.round(n * 1000) / 1000;

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
