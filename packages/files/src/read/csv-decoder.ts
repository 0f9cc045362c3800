import { createReadStream, closeSync, openSync, readSync } from 'node:fs';

export type CsvEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252';

const SAMPLE_BYTES = 4096;

/** The TextDecoder label for each encoding; TextDecoder drops a leading BOM itself. */
export const decoderLabel = (encoding: CsvEncoding): string => (encoding === 'utf-8-bom' ? 'utf-8' : encoding);

function head(path: string, length: number): Buffer {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(length);
    return buf.subarray(0, readSync(fd, buf, 0, length, 0));
  } finally {
    closeSync(fd);
  }
}

/**
 * Excel and Windows tools still write UTF-16 ("Unicode text") and Windows-1252 ("CSV" on
 * Western-locale Windows); everything else is UTF-8. Windows-1252 decodes any bytes, so it
 * is the fallback once the file turns out not to be valid UTF-8.
 */
export async function detectEncoding(path: string): Promise<CsvEncoding> {
  const sample = head(path, SAMPLE_BYTES);
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return 'utf-8-bom';
  if (sample[0] === 0xff && sample[1] === 0xfe) return 'utf-16le';
  if (sample[0] === 0xfe && sample[1] === 0xff) return 'utf-16be';
  const bomless = utf16WithoutBom(sample);
  if (bomless) return bomless;
  return (await isValidUtf8(path)) ? 'utf-8' : 'windows-1252';
}

/** Latin text in UTF-16 has a zero byte in every other position: odd ones for LE, even ones for BE. */
function utf16WithoutBom(sample: Buffer): CsvEncoding | null {
  const pairs = Math.floor(sample.length / 2);
  if (pairs < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (sample[i] === 0) evenZeros++;
    if (sample[i + 1] === 0) oddZeros++;
  }
  if (oddZeros >= pairs * 0.3 && evenZeros <= pairs * 0.05) return 'utf-16le';
  if (evenZeros >= pairs * 0.3 && oddZeros <= pairs * 0.05) return 'utf-16be';
  return null;
}

async function isValidUtf8(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) decoder.decode(chunk as Buffer, { stream: true });
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** The file as text, chunk by chunk; a character split across chunks is kept whole by stream mode. */
export async function* decodeFile(path: string, encoding: CsvEncoding): AsyncGenerator<string> {
  const decoder = new TextDecoder(decoderLabel(encoding));
  for await (const chunk of createReadStream(path, { highWaterMark: 64 * 1024 })) {
    const text = decoder.decode(chunk as Buffer, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

const DELIMITERS = [',', ';', '\t'] as const;
const DELIMITER_LINES = 10;

/**
 * The delimiter counted most often outside double quotes over the first non-blank lines (a title
 * line may hold none); ties go to the comma, as does a file with one column.
 */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let inQuotes = false;
  let lines = 0;
  let lineHasText = false;
  for (let i = 0; i < text.length && lines < DELIMITER_LINES; i++) {
    const ch = text[i];
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (ch === '\n' || ch === '\r')) {
      if (lineHasText) lines++;
      lineHasText = false;
      continue;
    } else if (!inQuotes && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
    if (ch.trim() !== '') lineHasText = true;
  }
  let best: string = ',';
  for (const d of DELIMITERS) if (counts.get(d)! > counts.get(best)!) best = d;
  return best;
}

/** Enough decoded text to see the first lines. */
export async function decodeStart(path: string, encoding: CsvEncoding, chars = 64 * 1024): Promise<string> {
  let text = '';
  for await (const part of decodeFile(path, encoding)) {
    text += part;
    if (text.length >= chars) break;
  }
  return text;
}
