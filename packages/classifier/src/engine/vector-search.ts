import { createHash } from 'node:crypto';
import { VectorIndex, type Embedder } from '../embed';
import type { EngineData } from './data';
import type { VectorSearch } from './classify';

/**
 * Vector search over the HS6 documents (English texts, which is what the shipped model reads).
 * Vectors are computed once per document set and cached on disk, keyed by the texts.
 */
export async function buildVectorSearch(data: EngineData, embedder: Embedder): Promise<VectorSearch> {
  const docs = data.hs6Docs.map((d, id) => ({ id, text: d.text }));
  const key = `hs6-docs-${createHash('sha256').update(docs.map((d) => d.text).join('\n')).digest('hex').slice(0, 16)}`;
  const index = await VectorIndex.build(docs, embedder, { key });
  return {
    async search(text: string, k: number) {
      const [query] = await embedder.embed([text]);
      return index.search(query, k).map((hit) => ({ hs6: data.hs6Docs[hit.id].hs6, score: hit.score }));
    },
  };
}
