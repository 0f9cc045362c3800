/** Opening inputs: transparent gunzip, CSV records with line numbers, whole-buffer reads. */
import { PassThrough, pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { CsvError, parse } from 'csv-parse';
import type { RowProblem } from '../types';
import { UnreadableInputError } from './errors';

const GZIP_MAGIC = [0x1f, 0x8b];
const ZIP_MAGIC = 'PK\u0003\u0004'; // .xlsx workbooks are ZIP archives

export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1];
}

/** Resolves with the first chunk (put back into the stream) or null for an empty stream. */
function peekFirstChunk(input: Readable): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      input.off('readable', onReadable);
      input.off('end', onEnd);
      input.off('error', onError);
    };
    const onReadable = () => {
      const chunk: Buffer | null = input.read();
      if (chunk === null) return; // 'end' follows
      cleanup();
      input.unshift(chunk);
      resolve(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(null);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    input.on('readable', onReadable);
    input.once('end', onEnd);
    input.once('error', onError);
  });
}

/** The bytes of the file, gunzipped when they start with the gzip magic number, whatever the file is called. */
export async function openPlainStream(input: Readable, format: string): Promise<Readable> {
  const first = await peekFirstChunk(input).catch((error: unknown) => {
    throw new UnreadableInputError(format, `cannot read the input (${String(error)})`, { cause: error });
  });
  if (first === null) {
    const empty = new PassThrough();
    empty.end();
    return empty;
  }
  if (first.subarray(0, 4).toString('latin1') === ZIP_MAGIC) {
    input.destroy();
    throw new UnreadableInputError(format, 'the file is a ZIP archive (an .xlsx workbook?); export the sheet as UTF-8 CSV');
  }
  if (!isGzip(first)) return input;
  const gunzip = zlib.createGunzip();
  return pipeline(input, gunzip, () => undefined); // errors surface on the gunzip stream
}

export async function readAllBytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/** Decoding replaces invalid UTF-8 with U+FFFD; the published sources contain none, so one means bad bytes. */
export function hasInvalidUtf8(text: string): boolean {
  return text.includes('\uFFFD');
}

export interface CsvVisitor {
  /** Called with the first record; throws UnreadableInputError when it is not the expected header. */
  onHeader(fields: string[]): void;
  /** `line` is the 1-based line where the record ends (the header is line 1). */
  onRecord(fields: string[], line: number): void;
}

/**
 * Streams CSV records to the visitor. A record with a CSV syntax error (stray quote…) is skipped and comes back
 * as a problem at its line, so one bad quote does not hide the problems after it; a stream that is not readable
 * at all (corrupt gzip) throws UnreadableInputError.
 */
export async function readCsv(input: Readable, format: string, visitor: CsvVisitor): Promise<RowProblem[]> {
  const plain = await openPlainStream(input, format);
  const parser = parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true, skip_records_with_error: true });
  const problems: RowProblem[] = [];
  parser.on('skip', (error: CsvError) => problems.push({ line: Number(error.lines ?? 0), reason: `CSV syntax error: ${error.message}` }));
  pipeline(plain, parser, () => undefined);
  let seenHeader = false;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (seenHeader) visitor.onRecord(record, info.lines);
      else visitor.onHeader(record);
      seenHeader = true;
    }
  } catch (error) {
    parser.destroy();
    if (error instanceof UnreadableInputError) throw error;
    if (error instanceof CsvError) return [...problems, { line: Number(error.lines ?? 0), reason: `CSV syntax error: ${error.message}` }];
    throw new UnreadableInputError(format, `cannot read the input (${(error as Error).message})`, { cause: error });
  }
  if (!seenHeader) throw new UnreadableInputError(format, 'the file is empty (no header row)');
  return problems;
}
