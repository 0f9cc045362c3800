/** The real USE-lite model from node_modules (no network): ~0.5 s to load, a few ms per text. */
import { UseLiteEmbedder } from './embedder';
import { embeddingStatus } from './status';
import { VectorIndex } from './vector-index';

const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i], 0);

describe('UseLiteEmbedder (real model)', () => {
  const embedder = new UseLiteEmbedder();

  it('puts a t-shirt near the t-shirt heading and far from knives', async () => {
    const [query, tshirts, knives] = await embedder.embed([
      "men's cotton knitted t-shirt",
      'T-shirts, singlets and similar garments, knitted, of cotton',
      'Kitchen knives with fixed blades',
    ]);
    expect(query).toBeInstanceOf(Float32Array);
    expect(query).toHaveLength(512);
    expect(dot(query, query)).toBeCloseTo(1, 5);
    expect(dot(query, tshirts)).toBeGreaterThan(dot(query, knives) + 0.2);
    expect(embeddingStatus(embedder)).toBe('ok');
  }, 20_000);

  it('gives a text the same vector whatever else is in its batch (so cached vectors stay valid)', async () => {
    const text = 'Trousers of synthetic fibres, woven';
    const [alone] = await embedder.embed([text]);
    const mixed = await embedder.embed(['', 'Natural honey', text, 'x'.repeat(300)]);
    for (let i = 0; i < 512; i++) expect(mixed[2][i]).toBeCloseTo(alone[i], 5);
    expect(dot(mixed[0], mixed[0])).toBeCloseTo(1, 5); // an empty text gets a vector too
  }, 20_000);

  it('retrieves through a VectorIndex', async () => {
    const docs = [
      'Kitchen knives with fixed blades',
      'Natural honey',
      'T-shirts, singlets and similar garments, knitted, of cotton',
      'Portable automatic data processing machines, weighing not more than 10 kg',
    ];
    const vectors = await embedder.embed(docs);
    const index = VectorIndex.fromVectors([1, 2, 3, 4], vectors);
    const [q1, q2] = await embedder.embed(['cotton tee for men', 'laptop computer']);
    expect(index.search(q1, 1)[0].id).toBe(3);
    expect(index.search(q2, 1)[0].id).toBe(4);
  }, 20_000);
});
