/**
 * pnpm calibrate — fits the confidence models (decide.ts CONFIDENCE_MODELS) by leaving each of a
 * sample of the shipped Korea Customs cases out and classifying its description: the label is
 * the case's own HS6, so no evaluation row is ever used. Prints the coefficients to paste and
 * the calibration they give on the sample.
 *
 * pnpm calibrate --rank — fits the ranking model (rerank.ts RANK_MODEL) the same way: every HS6
 * the lists found for a left-out case is a choice, the case's own HS6 the right one (listwise
 * softmax). It fits on half the sample and prints HS6 top-1 on the other half, hand-weighted
 * fusion against the model, then the coefficients fitted on the whole sample. Refit the
 * confidence model afterwards: it reads the ranking.
 */
import { buildEngineData } from '../engine/data';
import { loadBundledSources } from '../engine/bundled-sources';
import { HEADING_SHARE, headingFirst, rankCandidates, type ScoredHs6 } from '../engine/classify';
import { RANK_FEATURES, rankShares, type RankFeature } from '../engine/rerank';
import type { ConfidenceFeatures } from '../engine/decide';
import { initReader, readDescription } from '../read';

const SAMPLE = Number(process.env.CALIBRATION_SAMPLE ?? 3000);
const HAND_KEYS: Array<keyof ConfidenceFeatures> = ['margin', 'firsts', 'precedent_share', 'precedent_strength', 'lexical_strength', 'top_precedent_agrees', 'glossary_agrees', 'unrecognised'];
/** Under the learned ranking, its share of belief joins the rest. */
const KEYS = { hand: HAND_KEYS, learned: [...HAND_KEYS, 'learned_share'] as Array<keyof ConfidenceFeatures> };

async function main() {
  await initReader();
  const data = buildEngineData(await loadBundledSources());
  if (process.argv.includes('--rank')) return fitRanking(data);
  const step = Math.max(1, Math.floor(data.precedents.length / SAMPLE));
  const groups: Record<'hand' | 'learned', Array<{ x: number[]; y: number }>> = { hand: [], learned: [] };
  for (let i = 0, n = 0; i < data.precedents.length && n < SAMPLE; i += step, n++) {
    const p = data.precedents[i];
    const input = { description: p.description, market: 'US' as const, language: 'en' as const };
    const result = await rankCandidates(input, readDescription(input), data, { excludePrecedent: i });
    const group = result.confidence_features.learned ? 'learned' : 'hand';
    groups[group].push({ x: KEYS[group].map((k) => result.confidence_features[k]), y: result.candidates[0]?.hs6 === p.hs6 ? 1 : 0 });
  }
  const models: Record<string, Record<string, number>> = {};
  const scored: Array<{ p: number; y: number }> = [];
  for (const group of ['learned', 'hand'] as const) {
    const rows = groups[group];
    const w = fit(rows);
    models[group] = Object.fromEntries([['intercept', round(w[0])], ...KEYS[group].map((k, j) => [k, round(w[j + 1])])]);
    console.log(`${group}: ${rows.length} cases, HS6 top-1 ${Math.round((1000 * rows.filter((r) => r.y).length) / rows.length) / 10} %`);
    scored.push(...rows.map((r) => ({ p: predict(w, r.x), y: r.y })));
  }
  console.log(JSON.stringify(models));
  const bands = [0, 0.2, 0.4, 0.6, 0.7, 0.8, 0.9, 1.01];
  for (let b = 0; b < bands.length - 1; b++) {
    const inBand = scored.filter((r) => r.p >= bands[b] && r.p < bands[b + 1]);
    console.log(`${bands[b].toFixed(1)}–${Math.min(1, bands[b + 1]).toFixed(1)}: ${inBand.length} lookups, right ${inBand.length ? Math.round((100 * inBand.filter((r) => r.y).length) / inBand.length) : 0} %`);
  }
}

const predict = (w: number[], x: number[]) => 1 / (1 + Math.exp(-(w[0] + x.reduce((s, v, j) => s + v * w[j + 1], 0))));

/** Plain batch gradient descent on the log loss: a handful of features, a few thousand rows. */
function fit(rows: Array<{ x: number[]; y: number }>): number[] {
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

interface Query {
  hs6: string;
  candidates: ScoredHs6[];
}

async function fitRanking(data: ReturnType<typeof buildEngineData>) {
  const step = Math.max(1, Math.floor(data.precedents.length / SAMPLE));
  const queries: Query[] = [];
  for (let i = 0; i < data.precedents.length && queries.length < SAMPLE; i += step) {
    const p = data.precedents[i];
    const input = { description: p.description, market: 'US' as const, language: 'en' as const };
    let candidates: ScoredHs6[] = [];
    let declaration = false;
    await rankCandidates(input, readDescription(input), data, { excludePrecedent: i, rankModel: null, inspectRanking: (s, q) => ([candidates, declaration] = [s, q.declaration]) });
    // The model ranks declarant-style text only (classify.ts): it learns from those cases alone.
    if (declaration) queries.push({ hs6: p.hs6, candidates });
  }
  const train = queries.filter((_, i) => i % 2 === 0);
  const test = queries.filter((_, i) => i % 2 === 1);
  const half = fitListwise(train);
  const top1 = (qs: Query[], model: Partial<Record<RankFeature, number>> | null) => {
    const right = qs.filter((q) => {
      const shares = model ? rankShares(q.candidates.map((c) => c.features), model) : null;
      const rescored = q.candidates.map((c, i) => ({ ...c, final: shares ? shares[i] : c.final }));
      return headingFirst(rescored, HEADING_SHARE)[0]?.hs6 === q.hs6;
    }).length;
    return Math.round((1000 * right) / qs.length) / 10;
  };
  const reachable = Math.round((1000 * test.filter((q) => q.candidates.some((c) => c.hs6 === q.hs6)).length) / test.length) / 10;
  console.log(`held-out half (${test.length} declarant-style cases, right HS6 among the candidates in ${reachable} %): HS6 top-1 hand-weighted ${top1(test, null)} %, model ${top1(test, half)} %`);
  console.log(JSON.stringify(roundModel(fitListwise(queries))));
}

/** Softmax over each query's candidates, the right HS6 the target; plain gradient descent with a little L2. */
function fitListwise(queries: Query[]): Partial<Record<RankFeature, number>> {
  const usable = queries.filter((q) => q.candidates.some((c) => c.hs6 === q.hs6));
  const xs = usable.map((q) => ({ x: q.candidates.map((c) => RANK_FEATURES.map((k) => c.features[k])), y: q.candidates.findIndex((c) => c.hs6 === q.hs6) }));
  const w = new Array(RANK_FEATURES.length).fill(0);
  for (let iteration = 0; iteration < 1500; iteration++) {
    const grad = w.map((v) => 1e-3 * v * usable.length);
    for (const { x, y } of xs) {
      const z = x.map((row) => row.reduce((s, v, j) => s + v * w[j], 0));
      const max = Math.max(...z);
      const e = z.map((v) => Math.exp(v - max));
      const total = e.reduce((a, b) => a + b, 0);
      x.forEach((row, i) => {
        const p = e[i] / total - (i === y ? 1 : 0);
        if (p !== 0) row.forEach((v, j) => (grad[j] += p * v));
      });
    }
    for (let j = 0; j < w.length; j++) w[j] -= (2 * grad[j]) / usable.length;
  }
  return Object.fromEntries(RANK_FEATURES.map((k, j) => [k, w[j]]));
}

const roundModel = (model: Partial<Record<RankFeature, number>>) => Object.fromEntries(Object.entries(model).map(([k, v]) => [k, round(v!)]));

const round = (n: number) => Math.round(n * 1000) / 1000;

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
