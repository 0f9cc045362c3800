import { createHash } from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { VectorIndex, type Embedder } from '../embed';
import type { EngineData } from './data';
import type { VectorSearch } from './classify';

/**
 * Vector search over the HS6 documents (English texts, which is what the shipped model reads).
 * Vectors are computed once per document set and cached on disk, keyed by the texts.
 */
export async function buildVectorSearch(data: EngineData, embedder: Embedder): Promise<VectorSearch> {
  const docs = vectorDocs(data);
  const key = cacheKey(docs.map((d) => d.text));
  const index = await VectorIndex.build(docs, embedder, { key });
  return {
    async search(text: string, k: number) {
      const [query] = await embedder.embed([text]);
      return index.search(query, k).map((hit) => ({ hs6: data.hs6Docs[hit.id].hs6, score: hit.score }));
    },
  };
}

/**
 * Writes the vectors of these documents as the seed the repo ships (`pnpm vectors:ship`, after the
 * bundled data or the embedder changes: a stale seed is ignored, and a test says so).
 */
export async function shipVectors(data: EngineData, embedder: Embedder): Promise<string> {
  const docs = vectorDocs(data);
  const key = cacheKey(docs.map((d) => d.text));
  const index = await VectorIndex.build(docs, embedder, { key, seedDir: null });
  return VectorIndex.writeSeedFor(index, docs, embedder, key);
}

/** Whether the shipped seed holds these documents' vectors for this embedder. */
export function shippedVectorsMatch(data: EngineData, embedder: Embedder): boolean {
  const docs = vectorDocs(data);
  return VectorIndex.hasSeed(docs, embedder, cacheKey(docs.map((d) => d.text)));
}

const vectorDocs = (data: EngineData) => data.hs6Docs.map((d, id) => ({ id, text: d.text }));

const cacheKey = (texts: string[]) => `hs6-docs-${createHash('sha256').update(texts.join('\n')).digest('hex').slice(0, 16)}`;

/**
 * The same, for a long-running process: the documents are embedded in a worker thread (the
 * event loop stays free), then the index is read from the cache that thread wrote.
 */
export async function buildVectorSearchInThread(data: EngineData, embedder: Embedder, setting: string): Promise<VectorSearch> {
  const texts = data.hs6Docs.map((d) => d.text);
  await new Promise<void>((resolve, reject) => {
    const thread = new Worker(threadEntry(), { eval: true, workerData: { texts, key: cacheKey(texts), setting } });
    thread.once('message', (message: { done?: boolean; error?: string }) => (message.error ? reject(new Error(message.error)) : resolve()));
    thread.once('error', reject);
    thread.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vector thread exited with ${code}`))));
  });
  return buildVectorSearch(data, embedder);
}

/** The thread runs the TypeScript source like the rest of the process (tsx's require hook), or the compiled file beside this one. */
function threadEntry(): string {
  const source = path.join(__dirname, 'vector-thread.ts');
  let hook: string | null = null;
  try {
    hook = require.resolve('tsx/cjs');
  } catch {
    hook = null;
  }
  return hook ? `require(${JSON.stringify(hook)}); require(${JSON.stringify(source)});` : `require(${JSON.stringify(path.join(__dirname, 'vector-thread.js'))});`;
}
