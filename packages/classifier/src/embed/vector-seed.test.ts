import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { HashingEmbedder } from './testing';
import { VectorIndex, type VectorDoc } from './vector-index';

const DOCS: VectorDoc[] = [
  { id: 0, text: 'T-shirts, singlets and other vests; of cotton, knitted or crocheted' },
  { id: 1, text: 'Knives; having fixed blades, other than table knives' },
  { id: 2, text: 'Trousers, bib and brace overalls; of cotton, not knitted' },
  { id: 3, text: 'Natural honey' },
  { id: 4, text: 'Ovens; microwave, of a kind used for domestic purposes' },
];

let root: string;
let cacheDir: string;
let seedDir: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'tcs-seed-'));
  cacheDir = path.join(root, 'cache');
  seedDir = path.join(root, 'seed');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** An index of DOCS embedded once, shipped as a seed, the first cache removed: what a new machine finds. */
async function shipped(embedder = new HashingEmbedder(256)) {
  const original = await VectorIndex.build(DOCS, embedder, { dir: path.join(root, 'first'), key: 'docs', seedDir: null });
  const file = VectorIndex.writeSeedFor(original, DOCS, embedder, 'docs', seedDir);
  return { original, file };
}

describe('shipped vectors (seed)', () => {
  it('starts a machine without embedding: the seed is read, searched like the original, and cached', async () => {
    const { original } = await shipped();
    const fresh = new HashingEmbedder(256);
    const index = await VectorIndex.build(DOCS, fresh, { dir: cacheDir, key: 'docs', seedDir });
    expect(index.source).toBe('seed');
    expect(fresh.texts).toBe(0);
    const [query] = await new HashingEmbedder(256).embed(['knitted cotton t-shirts']);
    const seeded = index.search(query, 5);
    const exact = original.search(query, 5);
    expect(seeded.map((h) => h.id)).toEqual(exact.map((h) => h.id));
    seeded.forEach((hit, i) => expect(Math.abs(hit.score - exact[i].score)).toBeLessThan(1e-3));
    // The seed became the local float32 cache: the next start reads that.
    expect(readdirSync(cacheDir)).toHaveLength(1);
    expect((await VectorIndex.build(DOCS, fresh, { dir: cacheDir, key: 'docs', seedDir })).source).toBe('cache');
  });

  it('stores one byte a value and a scale a row, gzipped, behind its own magic', async () => {
    const { file } = await shipped();
    const raw = gunzipSync(readFileSync(file));
    expect(raw.subarray(0, 8).toString('latin1')).toBe('TCSVQ801');
    const headerEnd = 12 + raw.readUInt32LE(8);
    expect(JSON.parse(raw.toString('utf8', 12, headerEnd))).toMatchObject({ count: DOCS.length, dimensions: 256, key: 'docs', embedder: 'hashing-256' });
    expect(raw.length).toBe(headerEnd + DOCS.length * 4 + DOCS.length * 256);
  });

  it('is ignored when the texts, the key or the embedder differ, and the documents are embedded', async () => {
    await shipped();
    const changed = DOCS.map((d, i) => (i === 3 ? { ...d, text: 'Natural honey, in jars' } : d));
    for (const [docs, key, embedder] of [
      [changed, 'docs', new HashingEmbedder(256)],
      [DOCS, 'other', new HashingEmbedder(256)],
      [DOCS, 'docs', new HashingEmbedder(256, 'another-model')],
    ] as const) {
      const index = await VectorIndex.build(docs, embedder, { dir: mkdtempSync(path.join(root, 'c-')), key, seedDir });
      expect(index.source).toBe('embedder');
      expect(embedder.texts).toBe(docs.length);
    }
    expect(VectorIndex.hasSeed(DOCS, new HashingEmbedder(256), 'docs', seedDir)).toBe(true);
    expect(VectorIndex.hasSeed(changed, new HashingEmbedder(256), 'docs', seedDir)).toBe(false);
  });

  it('is ignored when damaged, and the documents are embedded', async () => {
    const { file } = await shipped();
    writeFileSync(file, 'not a gzip file');
    const embedder = new HashingEmbedder(256);
    expect((await VectorIndex.build(DOCS, embedder, { dir: cacheDir, key: 'docs', seedDir })).source).toBe('embedder');
    expect(embedder.texts).toBe(DOCS.length);
  });
});
