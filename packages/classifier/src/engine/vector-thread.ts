/**
 * Embeds the HS6 documents off the main thread (minutes on a CPU the first time), writing the
 * disk cache that `buildVectorSearch` then reads in milliseconds: a worker keeps serving lookups
 * meanwhile.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createEmbedder, VectorIndex } from '../embed';

const { texts, key, setting } = workerData as { texts: string[]; key: string; setting: string };

(async () => {
  const embedder = createEmbedder(setting);
  if (!embedder) throw new Error('embeddings are off');
  await VectorIndex.build(texts.map((text, id) => ({ id, text })), embedder, { key });
  parentPort!.postMessage({ done: true });
})().catch((error: unknown) => parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) }));
