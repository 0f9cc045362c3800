/**
 * Measures the local embedder and the vector index on the bundled US tariff (not a test: run by hand).
 *
 *   pnpm exec tsx packages/classifier/src/embed/measure.ts [--limit N] [--cache-dir DIR] [--reload-only]
 *
 * Prints model load time, ms per embedding at batch 1 and 32, the time to embed every US line's
 * full_description, cache file size, reload time, search time and peak RSS. --reload-only just loads
 * the index from the cache (run it in a fresh process to time a cold start).
 */
import { statSync } from 'node:fs';
import { loadManifest, readBundled } from '@tcs/tariffs';
import { UseLiteEmbedder } from './embedder';
import { cacheFilePath, defaultCacheDir, VectorIndex } from './vector-index';

const PHRASES = [
  "men's cotton knitted t-shirt", 'stainless steel kitchen knife', 'wireless bluetooth headphones', 'frozen shrimp peeled',
  'leather wallet for women', 'plastic storage box with lid', 'laptop computer 14 inch', 'ceramic coffee mug',
  'wooden dining table', 'rubber garden hose', 'electric toothbrush', 'baby cotton romper', 'steel bolts and nuts',
  'olive oil extra virgin', 'lithium ion battery pack', 'running shoes with rubber soles',
];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const ms = (t0: number) => performance.now() - t0;
const fmt = (x: number) => x.toFixed(x < 10 ? 2 : 0);
const rssMiB = () => Math.round(process.resourceUsage().maxRSS / 1024);

async function main(): Promise<void> {
  const limit = Number(arg('--limit') ?? Infinity);
  const dir = arg('--cache-dir') ?? defaultCacheDir();
  const reloadOnly = process.argv.includes('--reload-only');

  let t0 = performance.now();
  const us = loadManifest().find((e) => e.market === 'US');
  if (!us) throw new Error('no US dataset in the manifest');
  const lines = (await readBundled(us)).lines.slice(0, limit);
  const docs = lines.map((l, i) => ({ id: i, text: l.full_description }));
  const key = `${us.bundle}:full_description${Number.isFinite(limit) ? `:${limit}` : ''}`;
  console.log(`read ${docs.length} US lines in ${fmt(ms(t0))} ms (rss ${rssMiB()} MiB)`);

  const embedder = new UseLiteEmbedder();
  if (reloadOnly) {
    t0 = performance.now();
    const index = await VectorIndex.build(docs, embedder, { dir, key });
    console.log(`reload (incl. int8 quantisation): ${index.source} in ${fmt(ms(t0))} ms, ${index.size} × ${index.dimensions}; rss ${rssMiB()} MiB`);
    // Queries: stored rows, slightly perturbed (no model needed).
    const d = index.dimensions;
    const queries = Array.from({ length: 100 }, (_, i) => Float32Array.from(index.vectors.subarray(((i * 97) % index.size) * d, (((i * 97) % index.size) + 1) * d), (x, j) => x + ((j * 7919 + i) % 13) * 1e-3));
    t0 = performance.now();
    index.search(queries[0], 10);
    console.log(`first search: ${fmt(ms(t0))} ms`);
    t0 = performance.now();
    for (const q of queries) index.search(q, 10);
    console.log(`search k=10: ${fmt(ms(t0) / queries.length)} ms; peak rss ${rssMiB()} MiB`);
    return;
  }

  t0 = performance.now();
  await embedder.init();
  console.log(`model load ${fmt(ms(t0))} ms`);
  await embedder.embed(PHRASES.slice(0, 4)); // warm-up

  const phrases = Array.from({ length: 256 }, (_, i) => `${PHRASES[i % PHRASES.length]} ${i}`);
  t0 = performance.now();
  for (const p of phrases) await embedder.embed([p]);
  const batch1 = ms(t0) / phrases.length;
  t0 = performance.now();
  await embedder.embed(phrases); // batches of 32 inside
  const batch32 = ms(t0) / phrases.length;
  console.log(`short phrases: ${fmt(batch1)} ms/embedding at batch 1, ${fmt(batch32)} ms at batch 32`);

  const sample = docs.slice(0, 5000).filter((_, i) => i % 20 === 0).map((d) => d.text);
  t0 = performance.now();
  for (const s of sample) await embedder.embed([s]);
  const line1 = ms(t0) / sample.length;
  t0 = performance.now();
  await embedder.embed(sample);
  const line32 = ms(t0) / sample.length;
  console.log(`tariff lines (${sample.length} sampled): ${fmt(line1)} ms/embedding at batch 1, ${fmt(line32)} ms at batch 32`);

  t0 = performance.now();
  let last = 0;
  const built = await VectorIndex.build(docs, embedder, { dir, key }, {
    onProgress: (done, total) => {
      if (done - last >= 5000 || done === total) {
        last = done;
        console.log(`  ${done}/${total} in ${(ms(t0) / 1000).toFixed(0)} s`);
      }
    },
  });
  const file = cacheFilePath(dir, key, embedder.name);
  console.log(`build (${built.source}): ${fmt(ms(t0) / 1000)} s for ${built.size} lines; cache ${file} = ${(statSync(file).size / 2 ** 20).toFixed(1)} MiB; rss ${rssMiB()} MiB`);

  t0 = performance.now();
  const index = await VectorIndex.build(docs, embedder, { dir, key });
  console.log(`reload in this process: ${index.source} in ${fmt(ms(t0))} ms`);

  const queries = await embedder.embed(Array.from({ length: 100 }, (_, i) => PHRASES[i % PHRASES.length] + (i >= 16 ? ` ${i}` : '')));
  t0 = performance.now();
  index.search(queries[0], 10);
  console.log(`first search: ${fmt(ms(t0))} ms`);
  for (const k of [10, 50]) {
    t0 = performance.now();
    for (const q of queries) index.search(q, k);
    const fast = ms(t0) / queries.length;
    t0 = performance.now();
    for (const q of queries.slice(0, 20)) index.searchExact(q, k);
    const exact = ms(t0) / 20;
    let same = 0;
    for (const q of queries) same += Number(JSON.stringify(index.search(q, k)) === JSON.stringify(index.searchExact(q, k)));
    console.log(`search k=${k}: ${fmt(fast)} ms (int8 pass + exact re-score); plain float32 JS scan ${fmt(exact)} ms; identical results ${same}/${queries.length}`);
  }
  const top = index.search(queries[0], 3).map((h) => `${lines[h.id].code} ${h.score.toFixed(3)} ${lines[h.id].full_description.slice(0, 80)}`);
  console.log(`"${PHRASES[0]}" →\n  ${top.join('\n  ')}`);
  console.log(`peak rss ${rssMiB()} MiB`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
