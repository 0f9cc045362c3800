/**
 * pnpm calibrate — fits the confidence model (decide.ts CONFIDENCE_MODEL) by leaving each of a
 * sample of the shipped Korea Customs cases out and classifying its description: the label is
 * the case's own HS6, so no evaluation row is ever used. Prints the coefficients to paste and
 * the calibration they give on the sample.
 */
import { buildEngineData } from '../engine/data';
import { loadBundledSources } from '../engine/bundled-sources';
import { rankCandidates } from '../engine/classify';
import type { ConfidenceFeatures } from '../engine/decide';
import { initReader, readDescription } from '../read';

const SAMPLE = Number(process.env.CALIBRATION_SAMPLE ?? 3000);
const KEYS: Array<keyof ConfidenceFeatures> = ['margin', 'firsts', 'precedent_share', 'precedent_strength', 'lexical_strength', 'top_precedent_agrees', 'glossary_agrees', 'unrecognised'];

async function main() {
  await initReader();
  const data = buildEngineData(await loadBundledSources());
  const step = Math.max(1, Math.floor(data.precedents.length / SAMPLE));
  const rows: Array<{ x: number[]; y: number }> = [];
  for (let i = 0; i < data.precedents.length && rows.length < SAMPLE; i += step) {
    const p = data.precedents[i];
    const input = { description: p.description, market: 'US' as const, language: 'en' as const };
    const result = await rankCandidates(input, readDescription(input), data, { excludePrecedent: i });
    rows.push({ x: KEYS.map((k) => result.confidence_features[k]), y: result.candidates[0]?.hs6 === p.hs6 ? 1 : 0 });
  }
  const w = fit(rows);
  const model = Object.fromEntries([['intercept', round(w[0])], ...KEYS.map((k, j) => [k, round(w[j + 1])])]);
  console.log(JSON.stringify({ sample: rows.length, accuracy: rows.filter((r) => r.y).length / rows.length, model }, null, 2));
  const bands = [0, 0.2, 0.4, 0.6, 0.7, 0.8, 0.9, 1.01];
  for (let b = 0; b < bands.length - 1; b++) {
    const inBand = rows.map((r) => ({ p: predict(w, r.x), y: r.y })).filter((r) => r.p >= bands[b] && r.p < bands[b + 1]);
    console.log(`${bands[b].toFixed(1)}–${Math.min(1, bands[b + 1]).toFixed(1)}: ${inBand.length} lookups, right ${inBand.length ? Math.round((100 * inBand.filter((r) => r.y).length) / inBand.length) : 0} %`);
  }
}

const predict = (w: number[], x: number[]) => 1 / (1 + Math.exp(-(w[0] + x.reduce((s, v, j) => s + v * w[j + 1], 0))));

/** Plain batch gradient descent on the log loss: a handful of features, a few thousand rows. */
function fit(rows: Array<{ x: number[]; y: number }>): number[] {
  const w = new Array(KEYS.length + 1).fill(0);
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

const round = (n: number) => Math.round(n * 1000) / 1000;

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
