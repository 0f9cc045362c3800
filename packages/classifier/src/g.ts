import { readFileSync } from 'node:fs';
import { buildEngineData, classifyProduct, initReader, loadBundledSources } from './index';
async function main() {
  await initReader();
  const data = buildEngineData(await loadBundledSources(['US']));
  const rows = readFileSync('/work/shared/eval/ecommerce-public.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  let n = 0;
  for (const row of rows.filter((_: unknown, i: number) => i % 25 === 3).slice(0, 60)) {
    const r = await classifyProduct({ description: row.description, language: 'en', market: 'US' }, data);
    const got = r.candidates.map((c) => c.hs6);
    const ok = got[0] === row.hs6;
    if (ok) n++;
    console.log(ok ? 'OK ' : got.slice(0,5).includes(row.hs6) ? 'T5 ' : '-- ', row.description.slice(0, 70).padEnd(70), row.hs6, '→', got.slice(0, 3).join(' '), '|', r.normalized.product_type, r.normalized.hs_headings.slice(0,3).join(','));
  }
  console.log(n);
}
main();
