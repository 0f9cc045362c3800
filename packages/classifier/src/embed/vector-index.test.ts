import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HashingEmbedder } from './testing';
import { cacheFilePath, defaultCacheDir, findRepoRoot, hashTexts, VectorIndex, type VectorDoc } from './vector-index';

const DOCS: VectorDoc[] = [
  { id: 10, text: 'T-shirts, singlets and similar garments, knitted, of cotton' },
  { id: 20, text: 'Kitchen knives with fixed blades' },
  { id: 30, text: 'Trousers of cotton, woven' },
  { id: 40, text: 'Natural honey' },
];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'tcs-vectors-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Seeded pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('VectorIndex search', () => {
  it('ranks by cosine similarity', async () => {
    const embedder = new HashingEmbedder(256);
    const index = await VectorIndex.build(DOCS, embedder, { dir, key: 'ranking' });
    const [query] = await embedder.embed(['knitted cotton t-shirts for men']);
    const hits = index.search(query, 2);
    expect(hits.map((h) => h.id)).toEqual([10, 30]);
    expect(hits[0].score).toBeGreaterThan(hits[1].score);
    expect(index.search(query, 10)).toHaveLength(4); // k capped at the size
    expect(index.search(query, 0)).toEqual([]);
  });

  it('scores are cosines, whatever the length of the vectors given', () => {
    const index = VectorIndex.fromVectors(
      [1, 2, 3],
      [Float32Array.of(2, 0, 0), Float32Array.of(1, 1, 0), Float32Array.of(0, 0, 5)],
    );
    const hits = index.search([3, 0, 0], 3);
    expect(hits.map((h) => h.id)).toEqual([1, 2, 3]);
    expect(hits[0].score).toBeCloseTo(1, 6);
    expect(hits[1].score).toBeCloseTo(Math.SQRT1_2, 6);
    expect(hits[2].score).toBeCloseTo(0, 6);
    expect(() => index.search([1, 0], 1)).toThrow(/2 dimensions, expected 3/);
  });

  it('breaks ties by document order', () => {
    const v = Float32Array.of(1, 0);
    const index = VectorIndex.fromVectors([7, 5, 9], [v, v, v]);
    expect(index.search([1, 0], 2).map((h) => h.id)).toEqual([7, 5]);
  });

  it('the int8 pass returns exactly the float32 brute-force top k', () => {
    // Clustered vectors, so that many rows have nearly equal scores.
    const rnd = random(42);
    const n = 4000;
    const d = 96;
    const centres = Array.from({ length: 20 }, () => Float32Array.from({ length: d }, () => rnd() - 0.5));
    const flat = new Float32Array(n * d);
    for (let r = 0; r < n; r++) {
      const c = centres[r % centres.length];
      for (let j = 0; j < d; j++) flat[r * d + j] = c[j] + (rnd() - 0.5) * 0.05;
    }
    const ids = Array.from({ length: n }, (_, i) => 1000 + i);
    const index = VectorIndex.fromVectors(ids, flat, d);
    for (let t = 0; t < 30; t++) {
      const query = Float32Array.from(centres[t % centres.length], (x) => x + (rnd() - 0.5) * 0.1);
      for (const k of [1, 10, 50]) {
        const fast = index.search(query, k);
        const exact = index.searchExact(query, k);
        expect(fast.map((h) => h.id)).toEqual(exact.map((h) => h.id));
        fast.forEach((h, i) => expect(h.score).toBeCloseTo(exact[i].score, 6));
      }
    }
    // The WASM SIMD path was taken (it exists in Node 20, also inside jest).
    expect((index as unknown as { scanner: unknown }).scanner).toBeTruthy();
  });
});

describe('VectorIndex cache', () => {
  it('writes the vectors once, then loads them without embedding', async () => {
    const first = new HashingEmbedder(64);
    const built = await VectorIndex.build(DOCS, first, { dir, key: 'us-test' });
    expect(built.source).toBe('embedder');
    expect(built.cacheError).toBeNull();
    expect(first.texts).toBe(DOCS.length);

    const second = new HashingEmbedder(64);
    const loaded = await VectorIndex.build(DOCS, second, { dir, key: 'us-test' });
    expect(second.calls).toBe(0);
    expect(loaded.source).toBe('cache');
    expect(loaded.ids).toEqual(DOCS.map((d) => d.id));
    expect(Array.from(loaded.vectors)).toEqual(Array.from(built.vectors));
    const [query] = await second.embed(['kitchen knife']);
    expect(loaded.search(query, 4)).toEqual(built.search(query, 4));
  });

  it('stores one binary file: magic, JSON header, float32 little-endian rows', async () => {
    const embedder = new HashingEmbedder(64);
    const index = await VectorIndex.build(DOCS, embedder, { dir, key: 'us-test' });
    const file = cacheFilePath(dir, 'us-test', embedder.name);
    expect(readdirSync(dir)).toEqual([path.basename(file)]);
    const buf = readFileSync(file);
    expect(buf.subarray(0, 8).toString('latin1')).toBe('TCSVEC01');
    const headerLength = buf.readUInt32LE(8);
    const header = JSON.parse(buf.toString('utf8', 12, 12 + headerLength));
    expect(header).toMatchObject({ format: 1, embedder: 'hashing-64', dimensions: 64, count: 4, key: 'us-test', textsHash: hashTexts(DOCS.map((d) => d.text)) });
    expect((12 + headerLength) % 4).toBe(0);
    expect(buf.length).toBe(12 + headerLength + 4 * 64 * 4);
    expect(buf.readFloatLE(12 + headerLength + 4 * 64)).toBe(index.vectors[64]); // row 1, value 0
  });

  it('embeds again when a text, the key or the embedder changes', async () => {
    const embedder = new HashingEmbedder(64);
    await VectorIndex.build(DOCS, embedder, { dir, key: 'k' });
    expect(embedder.calls).toBe(1);

    const changed = DOCS.map((d) => (d.id === 40 ? { ...d, text: 'Natural honey, in jars' } : d));
    const rebuilt = await VectorIndex.build(changed, embedder, { dir, key: 'k' });
    expect(embedder.calls).toBe(2);
    expect(rebuilt.source).toBe('embedder');
    // ... and the new file replaced the old one.
    expect((await VectorIndex.build(changed, embedder, { dir, key: 'k' })).source).toBe('cache');
    expect((await VectorIndex.build(DOCS, embedder, { dir, key: 'k' })).source).toBe('embedder');
    expect(embedder.calls).toBe(3);

    // Another key or embedder has its own file.
    await VectorIndex.build(DOCS, embedder, { dir, key: 'other' });
    const wider = new HashingEmbedder(128);
    await VectorIndex.build(DOCS, wider, { dir, key: 'k' });
    expect(wider.calls).toBe(1);
    expect(readdirSync(dir)).toHaveLength(3);
  });

  it('keeps ids from the documents: the same texts under new ids reuse the vectors', async () => {
    const embedder = new HashingEmbedder(64);
    await VectorIndex.build(DOCS, embedder, { dir, key: 'k' });
    const renumbered = DOCS.map((d) => ({ ...d, id: d.id + 1 }));
    const index = await VectorIndex.build(renumbered, embedder, { dir, key: 'k' });
    expect(index.source).toBe('cache');
    expect(index.ids).toEqual([11, 21, 31, 41]);
  });

  it('embeds each distinct text once', async () => {
    const embedder = new HashingEmbedder(64);
    const docs = [...DOCS, { id: 50, text: DOCS[0].text }];
    const index = await VectorIndex.build(docs, embedder, { dir, key: 'dupes' }, { chunkSize: 2 });
    expect(embedder.texts).toBe(4);
    expect(embedder.calls).toBe(2);
    expect(Array.from(index.vectors.subarray(4 * 64, 5 * 64))).toEqual(Array.from(index.vectors.subarray(0, 64)));
  });

  it('ignores a damaged file and replaces it', async () => {
    const embedder = new HashingEmbedder(64);
    await VectorIndex.build(DOCS, embedder, { dir, key: 'k' });
    const file = cacheFilePath(dir, 'k', embedder.name);
    const whole = readFileSync(file);
    for (const damaged of [whole.subarray(0, whole.length - 4), Buffer.from('not a cache file'), Buffer.alloc(0)]) {
      writeFileSync(file, damaged);
      const calls = embedder.calls;
      const index = await VectorIndex.build(DOCS, embedder, { dir, key: 'k' });
      expect(index.source).toBe('embedder');
      expect(embedder.calls).toBe(calls + 1);
      expect(readFileSync(file).length).toBe(whole.length);
      expect((await VectorIndex.build(DOCS, embedder, { dir, key: 'k' })).source).toBe('cache');
    }
  });

  it('still returns the index when the cache cannot be written', async () => {
    const notADir = path.join(dir, 'file');
    writeFileSync(notADir, 'x');
    const index = await VectorIndex.build(DOCS, new HashingEmbedder(64), { dir: path.join(notADir, 'vectors'), key: 'k' });
    expect(index.source).toBe('embedder');
    expect(index.cacheError).toBeInstanceOf(Error);
    expect(index.size).toBe(4);
  });

  it('writes atomically: a concurrent reader never sees a partial file', async () => {
    const embedder = new HashingEmbedder(512);
    const docs = Array.from({ length: 3000 }, (_, i) => ({ id: i, text: `line ${i} of cotton` })); // ~6 MB file
    const file = cacheFilePath(dir, 'atomic', embedder.name);
    await VectorIndex.build(docs, embedder, { dir, key: 'atomic' });

    // Another process reads the file as fast as it can, until told to stop, and checks that its size
    // matches its header.
    const stop = path.join(dir, 'stop');
    const reader = spawn(process.execPath, [
      '-e',
      `const fs = require('fs'); let reads = 0, bad = 0;
       while (!fs.existsSync(process.argv[2])) {
         let b; try { b = fs.readFileSync(process.argv[1]); } catch { continue; }
         const n = b.readUInt32LE(8), h = JSON.parse(b.toString('utf8', 12, 12 + n));
         reads++; if (b.length !== 12 + n + h.count * h.dimensions * 4) bad++;
       }
       console.log(JSON.stringify({ reads, bad }));`,
      file,
      stop,
    ]);
    let out = '';
    reader.stdout.on('data', (c: Buffer) => (out += c));
    const exited = new Promise<void>((resolve) => reader.on('exit', () => resolve()));

    // Meanwhile rewrite it again and again, alternating between two text sets of different sizes.
    for (let w = 0; w < 10; w++) {
      const count = w % 2 ? 3000 : 2500;
      await VectorIndex.build(docs.slice(0, count).map((d) => ({ ...d, text: `${d.text} v${w}` })), embedder, { dir, key: 'atomic' });
      await new Promise((resolve) => setTimeout(resolve, 20)); // let the reader get a few reads in
    }
    writeFileSync(stop, '');
    await exited;
    const { reads, bad } = JSON.parse(out);
    expect(reads).toBeGreaterThan(10);
    expect(bad).toBe(0);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]); // no temporary file left behind
  });
});

describe('cache directory', () => {
  it('defaults to <repo>/.tcs/cache/vectors; TCS_CACHE_DIR moves it', () => {
    const root = findRepoRoot();
    expect(root).not.toBeNull();
    expect(existsSync(path.join(root!, 'pnpm-workspace.yaml'))).toBe(true);
    expect(defaultCacheDir({})).toBe(path.join(root!, '.tcs', 'cache', 'vectors'));
    expect(defaultCacheDir({ TCS_CACHE_DIR: '/var/cache/tcs' })).toBe(path.join('/var/cache/tcs', 'vectors'));
  });
});
