/** A deterministic stand-in embedder for tests: no model, no network. */
import { createHash } from 'node:crypto';
import { normalize, type Embedder } from './embedder';

/**
 * Hashes each lower-cased word (letters and digits) into one of `dimensions` buckets with a ±1 sign, then
 * normalises: texts sharing words get a high cosine, texts without common words about 0.
 * `calls` counts embed() calls and `texts` the texts embedded, so tests can see when the cache answered.
 */
export class HashingEmbedder implements Embedder {
  calls = 0;
  texts = 0;
  constructor(
    readonly dimensions = 64,
    readonly name = `hashing-${dimensions}`,
  ) {}

  async embed(texts: string[]): Promise<Float32Array[]> {
    this.calls++;
    this.texts += texts.length;
    return texts.map((t) => this.vector(t));
  }

  vector(text: string): Float32Array {
    const v = new Float32Array(this.dimensions);
    for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
      const h = createHash('sha1').update(word).digest();
      v[h.readUInt32LE(0) % this.dimensions] += h[4] & 1 ? 1 : -1;
    }
    return normalize(v);
  }
}
