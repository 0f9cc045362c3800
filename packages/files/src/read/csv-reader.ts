import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { decodeFile, decodeStart, detectDelimiter, detectEncoding } from './csv-decoder';
import type { RowAssembler } from './row-assembler';

/**
 * Streams the records of a CSV into the assembler. Empty lines are kept as records (and then
 * counted as blank rows) so that the record number we report matches what the user sees.
 */
export async function readCsvRows(path: string, assembler: RowAssembler): Promise<void> {
  const encoding = await detectEncoding(path);
  const delimiter = detectDelimiter(await decodeStart(path, encoding));
  assembler.headerExtras = { encoding, delimiter };

  const parser = parse({ delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false, bom: false });
  const source = Readable.from(decodeFile(path, encoding));
  source.on('error', (err) => parser.destroy(err));
  source.pipe(parser);
  let record = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      record++;
      await assembler.add(record, cells);
    }
  } finally {
    source.destroy();
  }
}
