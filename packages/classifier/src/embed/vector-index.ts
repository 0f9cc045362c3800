/**
 * A brute-force cosine index over documents (tariff lines), with its vectors cached on disk.
 *
 * Vectors are L2-normalised and kept in one contiguous Float32Array (row i = document i), so cosine is a
 * dot product. search() is exact: an int8 WASM SIMD scan (simd.ts) finds the candidates that can be in
 * the top k, then those are scored in float32.
 *
 * Cache file (one per key and embedder): `TCSVEC01` (8 bytes), JSON header length (uint32 LE), the JSON
 * header padded with spaces to a multiple of 4 bytes, then count × dimensions float32 little-endian.
 * The header holds the embedder name, dimensions, count, key and a SHA-256 of the texts: the file is
 * used only when all of them match, otherwise the vectors are computed again and the file replaced.
 * Files are written to a temporary name and renamed, so a reader never sees half a file.
 */
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { endianness } from 'node:os';
import path from 'node:path';
import { normalize, type Embedder } from './embedder';
import { Int8Scan } from './simd';
import { readSeed, seedFilePath, writeSeed, type SeedHeader } from './vector-seed';

export interface VectorDoc {
  id: number;
  text: string;
}

export interface SearchHit {
  id: number;
  score: number;
}

export interface VectorCacheOptions {
  /** Names the document set, e.g. 'us-hts-2024-12:full_description'. Part of the file name. */
  key: string;
  /** Default: defaultCacheDir(). */
  dir?: string;
  /** Where shipped vectors are looked for when the cache misses (vector-seed.ts); default defaultSeedDir(), null: none. */
  seedDir?: string | null;
}

export interface BuildOptions {
  /** Texts handed to the embedder per call (default 256). */
  chunkSize?: number;
  /** Called after each chunk, with the number of (distinct) texts embedded so far. */
  onProgress?: (done: number, total: number) => void;
}

const MAGIC = Buffer.from('TCSVEC01', 'latin1');
const FORMAT = 1;
const LITTLE_ENDIAN = endianness() === 'LE';
/** Below this many values a plain float32 scan is as fast as the int8 pass plus re-scoring. */
const SCAN_THRESHOLD = 1 << 16;

interface CacheHeader {
  format: number;
  embedder: string;
  dimensions: number;
  count: number;
  key: string;
  textsHash: string;
  createdAt: string;
}

/** The directory holding pnpm-workspace.yaml, walking up from `from`; null when there is none. */
export function findRepoRoot(from: string = __dirname): string | null {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** `$TCS_CACHE_DIR/vectors` when TCS_CACHE_DIR is set, else `<repo>/.tcs/cache/vectors` (cwd when no repo is found). */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.TCS_CACHE_DIR) return path.resolve(env.TCS_CACHE_DIR, 'vectors');
  return path.join(findRepoRoot() ?? process.cwd(), '.tcs', 'cache', 'vectors');
}

/** `<repo>/data/vectors`: the vectors the repo ships for its bundled documents. */
export function defaultSeedDir(): string {
  return path.join(findRepoRoot() ?? process.cwd(), 'data', 'vectors');
}

/** SHA-256 of the texts in order (length-prefixed, so ['ab','c'] and ['a','bc'] differ). */
export function hashTexts(texts: readonly string[]): string {
  const h = createHash('sha256');
  for (const t of texts) {
    h.update(`${Buffer.byteLength(t)}:`);
    h.update(t);
  }
  return h.digest('hex');
}

/** The cache file of `key` for `embedderName` in `dir`. */
export function cacheFilePath(dir: string, key: string, embedderName: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 60);
  const digest = createHash('sha256').update(`${key}\0${embedderName}`).digest('hex').slice(0, 10);
  return path.join(dir, `${safe(key)}--${safe(embedderName)}--${digest}.vec`);
}

export class VectorIndex {
  /** Row-major, L2-normalised: document i's vector is vectors.subarray(i * dimensions, (i + 1) * dimensions). */
  readonly vectors: Float32Array;
  readonly ids: readonly number[];
  readonly dimensions: number;
  /** Where the vectors came from. */
  readonly source: 'cache' | 'seed' | 'embedder' | 'vectors';
  /** Set when the vectors were computed but the cache file couldn't be written (the index works regardless). */
  readonly cacheError: Error | null;
  private readonly scanner: Int8Scan | null;

  private constructor(ids: readonly number[], vectors: Float32Array, dimensions: number, source: VectorIndex['source'], cacheError: Error | null = null) {
    if (vectors.length !== ids.length * dimensions) throw new Error(`VectorIndex: ${vectors.length} values for ${ids.length} × ${dimensions}`);
    this.ids = ids;
    this.vectors = vectors;
    this.dimensions = dimensions;
    this.source = source;
    this.cacheError = cacheError;
    // Quantise now (~0.1-0.2 s for 30,000 × 512) rather than in the first search.
    this.scanner = ids.length * dimensions >= SCAN_THRESHOLD ? Int8Scan.create(vectors, ids.length, dimensions) : null;
  }

  get size(): number {
    return this.ids.length;
  }

  /** An index over given vectors (normalised here; copied). */
  static fromVectors(ids: readonly number[], vectors: readonly Float32Array[] | Float32Array, dimensions?: number): VectorIndex {
    let d: number;
    let flat: Float32Array;
    if (vectors instanceof Float32Array) {
      d = dimensions ?? (ids.length ? vectors.length / ids.length : 0);
      flat = Float32Array.from(vectors);
    } else {
      if (vectors.length !== ids.length) throw new Error(`VectorIndex: ${vectors.length} vectors for ${ids.length} ids`);
      d = dimensions ?? vectors[0]?.length ?? 0;
      flat = new Float32Array(ids.length * d);
      vectors.forEach((v, i) => {
        if (v.length !== d) throw new Error(`VectorIndex: vector ${i} has ${v.length} dimensions, expected ${d}`);
        flat.set(v, i * d);
      });
    }
    if (!Number.isInteger(d)) throw new Error(`VectorIndex: ${vectors.length} values don't split into ${ids.length} vectors`);
    for (let i = 0; i < ids.length; i++) normalize(flat.subarray(i * d, (i + 1) * d));
    return new VectorIndex([...ids], flat, d, 'vectors');
  }

  /**
   * The index of `docs`: loaded from the cache file when it matches (same key, embedder and texts),
   * otherwise embedded (each distinct text once) and written to the cache.
   */
  static async build(docs: readonly VectorDoc[], embedder: Embedder, cache: VectorCacheOptions, options: BuildOptions = {}): Promise<VectorIndex> {
    const ids = docs.map((d) => d.id);
    const texts = docs.map((d) => d.text);
    const textsHash = hashTexts(texts);
    const file = cacheFilePath(cache.dir ?? defaultCacheDir(), cache.key, embedder.name);

    const cached = readCache(file, { embedder: embedder.name, dimensions: embedder.dimensions, count: docs.length, key: cache.key, textsHash });
    if (cached) return new VectorIndex(ids, cached.vectors, cached.dimensions, 'cache');

    const seedDir = cache.seedDir === undefined ? defaultSeedDir() : cache.seedDir;
    const seeded = seedDir ? readSeed(seedFilePath(seedDir, file), seedHeader(docs, embedder, cache.key, textsHash)) : null;
    const source = seeded ? 'seed' : 'embedder';
    const { vectors, dimensions } = seeded ?? (await embedAll(texts, embedder, options));
    const header: CacheHeader = { format: FORMAT, embedder: embedder.name, dimensions, count: docs.length, key: cache.key, textsHash, createdAt: new Date().toISOString() };
    let cacheError: Error | null = null;
    try {
      writeCache(file, header, vectors);
    } catch (err) {
      cacheError = err instanceof Error ? err : new Error(String(err));
    }
    return new VectorIndex(ids, vectors, dimensions, source, cacheError);
  }

  /** Writes this index's vectors as the seed a repo ships for these documents (vector-seed.ts). */
  static writeSeedFor(index: VectorIndex, docs: readonly VectorDoc[], embedder: Embedder, key: string, seedDir: string = defaultSeedDir()): string {
    const file = seedFilePath(seedDir, cacheFilePath(seedDir, key, embedder.name));
    writeSeed(file, { ...seedHeader(docs, embedder, key), dimensions: index.dimensions }, index.vectors);
    return file;
  }

  /** Whether `seedDir` holds a seed for exactly these documents and this embedder. */
  static hasSeed(docs: readonly VectorDoc[], embedder: Embedder, key: string, seedDir: string = defaultSeedDir()): boolean {
    return readSeed(seedFilePath(seedDir, cacheFilePath(seedDir, key, embedder.name)), seedHeader(docs, embedder, key)) !== null;
  }

  /** The k documents most similar to `query` (cosine), best first; ties keep document order. */
  search(query: Float32Array | readonly number[], k: number): SearchHit[] {
    const q = this.prepareQuery(query);
    const n = this.size;
    k = Math.min(Math.floor(k), n);
    if (k <= 0) return [];
    // Small indexes, dimensions the kernel can't take (not a multiple of 32), or no WASM SIMD: plain scan.
    if (!this.scanner) return this.searchExact(q, k);

    // 1. Approximate scores a(r) from int8 rows and an int16 query. With x̂, q̂ the quantised values,
    //    |x·q − x̂·q̂| ≤ |(x − x̂)·q| + |x̂·(q − q̂)| ≤ (rowScale/2)·‖q‖₁ + (queryScale/2)·‖x̂‖₁ =: ε.
    const { scores, queryScale } = this.scanner.scan(q);
    let l1 = 0;
    for (let j = 0; j < q.length; j++) l1 += q[j] < 0 ? -q[j] : q[j];
    const eps = (this.scanner.maxScale / 2) * l1 + (queryScale / 2) * this.scanner.maxL1 + 1e-5;
    // 2. T = the k-th best approximate score. The k rows scoring ≥ T have exact scores ≥ T − ε, so every
    //    row of the exact top k has an exact score ≥ T − ε, hence a(r) ≥ T − 2ε: only those need re-scoring.
    const threshold = kthLargest(scores, k) - 2 * eps;
    const candidates: number[] = [];
    for (let r = 0; r < n; r++) if (scores[r] >= threshold) candidates.push(r);
    // 3. Exact float32 scores of the candidates.
    const top = new TopK(k);
    for (const r of candidates) top.push(r, this.dot(q, r));
    return top.sorted().map(([r, score]) => ({ id: this.ids[r], score }));
  }

  /** Plain float32 brute force over every row (the reference search() must agree with). */
  searchExact(query: Float32Array | readonly number[], k: number): SearchHit[] {
    const q = this.prepareQuery(query);
    k = Math.min(Math.floor(k), this.size);
    if (k <= 0) return [];
    const top = new TopK(k);
    for (let r = 0; r < this.size; r++) top.push(r, this.dot(q, r));
    return top.sorted().map(([r, score]) => ({ id: this.ids[r], score }));
  }

  private prepareQuery(query: Float32Array | readonly number[]): Float32Array {
    if (query.length !== this.dimensions) throw new Error(`VectorIndex: query has ${query.length} dimensions, expected ${this.dimensions}`);
    return normalize(Float32Array.from(query));
  }

  private dot(q: Float32Array, row: number): number {
    const v = this.vectors;
    const d = this.dimensions;
    const o = row * d;
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    let j = 0;
    for (; j + 4 <= d; j += 4) {
      s0 += v[o + j] * q[j];
      s1 += v[o + j + 1] * q[j + 1];
      s2 += v[o + j + 2] * q[j + 2];
      s3 += v[o + j + 3] * q[j + 3];
    }
    for (; j < d; j++) s0 += v[o + j] * q[j];
    return s0 + s1 + s2 + s3;
  }
}

function seedHeader(docs: readonly VectorDoc[], embedder: Embedder, key: string, textsHash = hashTexts(docs.map((d) => d.text))): SeedHeader {
  return { embedder: embedder.name, dimensions: embedder.dimensions, count: docs.length, key, textsHash };
}

/** Keeps the k best (row, score) pairs; ties go to the lower row. */
class TopK {
  private readonly rows: number[] = [];
  private readonly scores: number[] = [];
  constructor(private readonly k: number) {}

  /** Worse than b: a lower score, or an equal score on a later row. */
  private static worse(sa: number, ra: number, sb: number, rb: number): boolean {
    return sa < sb || (sa === sb && ra > rb);
  }

  push(row: number, score: number): void {
    const { rows, scores, k } = this;
    if (rows.length === k) {
      // rows/scores form a min-heap on "worse": the root is the current k-th.
      if (!TopK.worse(scores[0], rows[0], score, row)) return;
      rows[0] = row;
      scores[0] = score;
      this.siftDown(0);
      return;
    }
    rows.push(row);
    scores.push(score);
    let i = rows.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!TopK.worse(scores[i], rows[i], scores[p], rows[p])) break;
      this.swap(i, p);
      i = p;
    }
  }

  private siftDown(i: number): void {
    const { rows, scores } = this;
    const n = rows.length;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < n && TopK.worse(scores[l], rows[l], scores[m], rows[m])) m = l;
      if (r < n && TopK.worse(scores[r], rows[r], scores[m], rows[m])) m = r;
      if (m === i) return;
      this.swap(i, m);
      i = m;
    }
  }

  private swap(a: number, b: number): void {
    const { rows, scores } = this;
    [rows[a], rows[b]] = [rows[b], rows[a]];
    [scores[a], scores[b]] = [scores[b], scores[a]];
  }

  sorted(): Array<[number, number]> {
    return this.rows
      .map((r, i): [number, number] => [r, this.scores[i]])
      .sort((a, b) => (b[1] !== a[1] ? b[1] - a[1] : a[0] - b[0]));
  }
}

/** The k-th largest value of `values` (1 ≤ k ≤ length). */
function kthLargest(values: Float32Array, k: number): number {
  // A min-heap of the k largest seen so far.
  const heap = new Float64Array(k);
  let size = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (size < k) {
      let j = size++;
      heap[j] = v;
      while (j > 0) {
        const p = (j - 1) >> 1;
        if (heap[p] <= heap[j]) break;
        [heap[p], heap[j]] = [heap[j], heap[p]];
        j = p;
      }
    } else if (v > heap[0]) {
      heap[0] = v;
      let j = 0;
      for (;;) {
        const l = 2 * j + 1;
        const r = l + 1;
        let m = j;
        if (l < k && heap[l] < heap[m]) m = l;
        if (r < k && heap[r] < heap[m]) m = r;
        if (m === j) break;
        [heap[m], heap[j]] = [heap[j], heap[m]];
        j = m;
      }
    }
  }
  return heap[0];
}

async function embedAll(texts: readonly string[], embedder: Embedder, options: BuildOptions): Promise<{ vectors: Float32Array; dimensions: number }> {
  // Embed each distinct text once.
  const slot = new Map<string, number>();
  const unique: string[] = [];
  const rowOf = texts.map((t) => {
    let i = slot.get(t);
    if (i === undefined) {
      i = unique.length;
      slot.set(t, i);
      unique.push(t);
    }
    return i;
  });
  const chunkSize = Math.max(1, options.chunkSize ?? 256);
  const uniqueVectors: Float32Array[] = [];
  for (let start = 0; start < unique.length; start += chunkSize) {
    const chunk = unique.slice(start, start + chunkSize);
    const got = await embedder.embed(chunk);
    if (got.length !== chunk.length) throw new Error(`${embedder.name} returned ${got.length} vectors for ${chunk.length} texts`);
    uniqueVectors.push(...got);
    options.onProgress?.(uniqueVectors.length, unique.length);
  }
  const dimensions = uniqueVectors[0]?.length ?? embedder.dimensions;
  const vectors = new Float32Array(texts.length * dimensions);
  rowOf.forEach((u, i) => {
    const v = uniqueVectors[u];
    if (v.length !== dimensions) throw new Error(`${embedder.name} returned a vector of ${v.length} dimensions, expected ${dimensions}`);
    vectors.set(v, i * dimensions);
  });
  for (let i = 0; i < texts.length; i++) normalize(vectors.subarray(i * dimensions, (i + 1) * dimensions));
  return { vectors, dimensions };
}

/** The cached vectors when `file` exists and its header matches `expect` (dimensions 0 = any); else null. */
function readCache(file: string, expect: Omit<CacheHeader, 'format' | 'createdAt'>): { vectors: Float32Array; dimensions: number } | null {
  let buf: Buffer;
  try {
    buf = readFileSync(file);
  } catch {
    return null;
  }
  if (buf.length < 12 || !buf.subarray(0, 8).equals(MAGIC)) return null;
  const headerLength = buf.readUInt32LE(8);
  if (12 + headerLength > buf.length) return null;
  let header: CacheHeader;
  try {
    header = JSON.parse(buf.toString('utf8', 12, 12 + headerLength)) as CacheHeader;
  } catch {
    return null;
  }
  const { dimensions, count } = header;
  if (
    header.format !== FORMAT ||
    header.embedder !== expect.embedder ||
    header.key !== expect.key ||
    header.textsHash !== expect.textsHash ||
    count !== expect.count ||
    !Number.isInteger(dimensions) ||
    dimensions <= 0 ||
    (expect.dimensions !== 0 && dimensions !== expect.dimensions)
  ) {
    return null;
  }
  const dataOffset = 12 + headerLength;
  const values = count * dimensions;
  if (buf.length !== dataOffset + values * 4) return null; // truncated or padded: not ours
  const start = buf.byteOffset + dataOffset;
  if (LITTLE_ENDIAN && start % 4 === 0) return { vectors: new Float32Array(buf.buffer, start, values), dimensions };
  const vectors = new Float32Array(values);
  for (let i = 0; i < values; i++) vectors[i] = buf.readFloatLE(dataOffset + 4 * i);
  return { vectors, dimensions };
}

/** Writes the cache file atomically: a temporary file in the same directory, then rename(2). */
function writeCache(file: string, header: CacheHeader, vectors: Float32Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  let json = JSON.stringify(header);
  json += ' '.repeat((4 - ((12 + Buffer.byteLength(json)) % 4)) % 4); // data starts 4-byte aligned
  const head = Buffer.alloc(12 + Buffer.byteLength(json));
  MAGIC.copy(head, 0);
  head.writeUInt32LE(Buffer.byteLength(json), 8);
  head.write(json, 12, 'utf8');
  let data: Buffer;
  if (LITTLE_ENDIAN) {
    data = Buffer.from(vectors.buffer, vectors.byteOffset, vectors.byteLength);
  } else {
    data = Buffer.alloc(vectors.length * 4);
    for (let i = 0; i < vectors.length; i++) data.writeFloatLE(vectors[i], 4 * i);
  }
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    const fd = openSync(tmp, 'wx');
    try {
      writeAll(fd, head);
      writeAll(fd, data);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch {
      // already gone
    }
    throw err;
  }
}

function writeAll(fd: number, buf: Buffer): void {
  for (let off = 0; off < buf.length; ) off += writeSync(fd, buf, off, buf.length - off);
}
