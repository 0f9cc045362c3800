/** Test helpers: in-memory inputs for the readers. */
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { ChapterTitle } from './hierarchy';

export function streamOf(content: string | Buffer): Readable {
  return Readable.from([typeof content === 'string' ? Buffer.from(content, 'utf8') : content]);
}

export function gzipStreamOf(content: string): Readable {
  return streamOf(zlib.gzipSync(Buffer.from(content, 'utf8')));
}

/** Fixed titles so that fixture tests do not depend on the bundled chapter-titles file. */
export const TEST_CHAPTER_TITLES: ReadonlyMap<string, ChapterTitle> = new Map([
  ['61', { title: 'Apparel, knitted or crocheted', source: 'test' }],
  ['98', { title: 'Special classification provisions', source: 'test' }],
]);
