/**
 * pnpm eval:cases [--sample N] [--offset K] [--misses] — asks the engine a spread sample of the shipped
 * Korea Customs cases, each with its namesakes left out (as `pnpm calibrate` does), and prints HS6
 * top-1 and top-5. Declarant text to read for the reader's errors without touching the evaluation
 * sets. The learned ranking was fitted on these cases, so the figures run above the kr set's.
 */
import { parseArgs } from 'node:util';
import { buildEngineData } from '../engine/data';
import { loadBundledSources } from '../engine/bundled-sources';
import { classifyProduct } from '../engine/engine';
import { initReader } from '../read';
import { namesakesOf } from './namesakes';

const HANGUL = /[가-힣]/;

async function main() {
  const { values } = parseArgs({ options: { sample: { type: 'string', default: '1500' }, offset: { type: 'string', default: '7' }, misses: { type: 'boolean', default: false } } });
  await initReader();
  const data = buildEngineData(await loadBundledSources());
  const namesakes = namesakesOf(data);
  const sample = Number(values.sample);
  const step = Math.max(1, Math.floor(data.precedents.length / sample));
  let asked = 0;
  let first = 0;
  let firstFive = 0;
  for (let i = Number(values.offset); i < data.precedents.length && asked < sample; i += step) {
    const { description, hs6 } = data.precedents[i];
    const language = HANGUL.test(description) ? 'ko' : 'en';
    const outcome = await classifyProduct({ description, language, market: 'US' }, data, { excludePrecedents: namesakes(i) });
    const codes = outcome.candidates.slice(0, 5).map((candidate) => candidate.hs6);
    asked++;
    if (codes[0] === hs6) first++;
    if (codes.includes(hs6)) firstFive++;
    else if (values.misses) console.log(`${hs6} not in ${codes.join(',') || '-'} | ${outcome.normalized.product_type ?? '-'} | ${description}`);
  }
  console.log(`shipped cases asked: ${asked}, HS6 top-1 ${first}, top-5 ${firstFive}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
