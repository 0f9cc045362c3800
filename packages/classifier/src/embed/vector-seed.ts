/**
 * Shipped vectors: the HS6 documents embedded once by the team and committed (data/vectors), so a
 * new machine starts with hybrid retrieval at once instead of embedding every document for about
 * four minutes of one core, and every worker machine does not repeat that work.
 *
 * A seed is a vector cache made small: each L2-normalised row stored as int8 with its own scale
 * (4 bytes a row plus one byte a value, 2.9 MB for 5,600 × 512 instead of 11.5 MB), gzipped. A
 * cosine read back differs from the float32 one by well under 0.001. It is used only when its
 * header matches the documents exactly (embedder, dimensions, count, key and the texts' hash), as
 * the cache is; otherwise the documents are embedded as before.
 *
 * File: gzip of `TCSVQ801` (8 bytes), JSON header length (uint32 LE), the JSON header, count
 * float32 LE row scales, then count × dimensions int8 values.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { normalize } from './embedder';

const MAGIC = Buffer.from('TCSVQ801', 'latin1');

export interface SeedHeader {
  embedder: string;
  dimensions: number;
  count: number;
  key: string;
  textsHash: string;
}

/** The seed file standing for a cache file (same name, another extension). */
export function seedFilePath(dir: string, cacheFile: string): string {
  return path.join(dir, path.basename(cacheFile).replace(/\.vec$/, '.vq8.gz'));
}

/** Writes `vectors` (rows L2-normalised) as a seed, atomically. */
export function writeSeed(file: string, header: SeedHeader, vectors: Float32Array): void {
  const { count, dimensions } = header;
  if (vectors.length !== count * dimensions) throw new Error(`seed: ${vectors.length} values for ${count} × ${dimensions}`);
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const head = Buffer.alloc(12);
  MAGIC.copy(head, 0);
  head.writeUInt32LE(json.length, 8);
  const scales = Buffer.alloc(count * 4);
  const values = Buffer.alloc(count * dimensions);
  for (let row = 0; row < count; row++) {
    const v = vectors.subarray(row * dimensions, (row + 1) * dimensions);
    let max = 0;
    for (const x of v) max = Math.max(max, Math.abs(x));
    const scale = max / 127 || 1;
    scales.writeFloatLE(scale, row * 4);
    for (let j = 0; j < dimensions; j++) values.writeInt8(Math.round(v[j] / scale), row * dimensions + j);
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, gzipSync(Buffer.concat([head, json, scales, values]), { level: 9 }));
  renameSync(tmp, file);
}

/** The seed's vectors (rows L2-normalised) when `file` exists and its header matches `expect` (dimensions 0 = any); else null. */
export function readSeed(file: string, expect: SeedHeader): { vectors: Float32Array; dimensions: number } | null {
  if (!existsSync(file)) return null;
  let buf: Buffer;
  try {
    buf = gunzipSync(readFileSync(file));
  } catch {
    return null;
  }
  if (buf.length < 12 || !buf.subarray(0, 8).equals(MAGIC)) return null;
  const headerEnd = 12 + buf.readUInt32LE(8);
  let header: SeedHeader;
  try {
    header = JSON.parse(buf.toString('utf8', 12, headerEnd)) as SeedHeader;
  } catch {
    return null;
  }
  const fields = ['embedder', 'count', 'key', 'textsHash'] as const;
  if (fields.some((field) => header[field] !== expect[field])) return null;
  if (!Number.isInteger(header.dimensions) || header.dimensions <= 0 || (expect.dimensions !== 0 && header.dimensions !== expect.dimensions)) return null;
  const { count, dimensions } = header;
  if (buf.length !== headerEnd + count * 4 + count * dimensions) return null;
  const vectors = new Float32Array(count * dimensions);
  const valuesStart = headerEnd + count * 4;
  for (let row = 0; row < count; row++) {
    const scale = buf.readFloatLE(headerEnd + row * 4);
    for (let j = 0; j < dimensions; j++) vectors[row * dimensions + j] = buf.readInt8(valuesStart + row * dimensions + j) * scale;
    normalize(vectors.subarray(row * dimensions, (row + 1) * dimensions));
  }
  return { vectors, dimensions };
}
