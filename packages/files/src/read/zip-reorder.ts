import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ZipEntry, ZipSummary } from './zip-guard';

const PART_ORDER: Array<[RegExp, number]> = [
  [/^xl\/workbook\.xml$/, 0],
  [/^xl\/_rels\/workbook\.xml\.rels$/, 1],
  [/^xl\/sharedStrings\.xml$/, 2],
  [/^xl\/styles\.xml$/, 3],
  [/^xl\/worksheets\/sheet\d+\.xml$/, 4],
];

const rank = (entry: ZipEntry) => PART_ORDER.find(([pattern]) => pattern.test(entry.name))?.[1] ?? -1;
const sheetNumber = (entry: ZipEntry) => Number(/(\d+)\.xml$/.exec(entry.name)?.[1] ?? 0);

/**
 * The workbook's zip as the streaming reader should see it: only the parts it reads, workbook and
 * shared strings before the worksheets. Excel stores sharedStrings.xml after the sheets, which makes
 * exceljs 4.4 park every sheet in a temp file and then, at times, miss the shared strings altogether
 * (exceljs issue #683). Parts we never read (media, macros, other sheets' relations) are never inflated.
 * Relies on inspectZip having checked that each entry's bytes run contiguously to `segmentEnd`.
 */
export function reorderedZip(path: string, zip: ZipSummary): Readable {
  const parts = zip.entries
    .filter((e) => rank(e) >= 0)
    .sort((a, b) => rank(a) - rank(b) || sheetNumber(a) - sheetNumber(b));
  // The central directory goes last, unchanged: unzipper reads past it only to find the end.
  const ranges = [...parts.map((e) => [e.localOffset, e.segmentEnd]), [zip.cdOffset, zip.size]];
  async function* bytes(): AsyncGenerator<Buffer> {
    for (const [start, end] of ranges) {
      if (end <= start) continue;
      for await (const chunk of createReadStream(path, { start, end: end - 1, highWaterMark: 64 * 1024 })) yield chunk as Buffer;
    }
  }
  return Readable.from(bytes(), { objectMode: false });
}
