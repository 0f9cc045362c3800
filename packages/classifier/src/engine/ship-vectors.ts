/**
 * pnpm vectors:ship — embeds the bundled HS6 documents with the shipped model (or reads them from
 * the local cache) and writes the seed committed under data/vectors, which a new machine loads in
 * a second instead of embedding for minutes. Run it after the bundled data or the embedder changes.
 */
import { statSync } from 'node:fs';
import { createEmbedder } from '../embed';
import { loadBundledSources } from './bundled-sources';
import { buildEngineData } from './data';
import { shipVectors } from './vector-search';

async function main() {
  const data = buildEngineData(await loadBundledSources());
  const file = await shipVectors(data, createEmbedder('local')!);
  process.stdout.write(`wrote ${file} (${(statSync(file).size / 1e6).toFixed(1)} MB, ${data.hs6Docs.length} documents)\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
