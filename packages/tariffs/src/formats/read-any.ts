/** One entry point per input kind for `tariffs load` and ingestion: a stream of a known format, or a path. */
import { createReadStream, promises as fs } from 'node:fs';
import type { Readable } from 'node:stream';
import { MARKETS, type FormatName, type Market, type ReadResult } from '../types';
import { detectFormat } from './detect';
import { UnreadableInputError } from './errors';
import { readEuCn } from './eu-cn';
import { readTcsCsv } from './tcs-csv';
import { readUsitcJson } from './usitc-json';
import { readVnTariff } from './vn';

/** Formats tied to one market; tcs-csv serves any. */
const MARKET_OF_FORMAT: Partial<Record<FormatName, Market>> = { 'usitc-json': 'US', 'eu-cn': 'EU', 'vn-xlsx': 'VN' };
const SNIFF_BYTES = 64 * 1024;

export interface StreamReadOptions {
  market: Market | string; // a dataset row's market; anything but US, EU or VN is refused
  /** The dataset version; for eu-cn a 4-digit year is checked against the bundle's. */
  version?: string;
  /** vn-xlsx: the specialised procedures CSV to join. */
  specialisedProcedures?: Readable;
}

function checkedMarket(format: FormatName, market: string): Market {
  if (!(MARKETS as readonly string[]).includes(market)) throw new Error(`unknown market ${market}`);
  const formatMarket = MARKET_OF_FORMAT[format];
  if (formatMarket && formatMarket !== market) throw new UnreadableInputError(format, `is a ${formatMarket} format, not ${market}`);
  return market as Market;
}

const yearOf = (version: string | undefined) => (/^\d{4}$/.test(version ?? '') ? Number(version) : undefined);

/**
 * Reads one file (plain or gzip) of a known format: the ingestion path for files an operator loads. An eu-cn
 * file is the single-file bundle (see eu-cn.ts); a VN file is the tariff CSV, procedures optional.
 */
export async function readFromStream(format: FormatName, input: Readable, options: StreamReadOptions): Promise<ReadResult> {
  const market = checkedMarket(format, options.market);
  switch (format) {
    case 'usitc-json':
      return readUsitcJson(input);
    case 'tcs-csv':
      return readTcsCsv(input, { market });
    case 'eu-cn':
      return readEuCn(input, { year: yearOf(options.version) });
    case 'vn-xlsx':
      return readVnTariff(input, { specialisedProcedures: options.specialisedProcedures });
  }
}

async function firstBytesOf(filePath: string): Promise<Buffer> {
  const handle = await fs.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The format of a file or directory (a directory can only hold CN source files), or null when unrecognised. */
export async function detectFormatOfPath(filePath: string): Promise<FormatName | null> {
  const stat = await fs.stat(filePath);
  return stat.isDirectory() ? 'eu-cn' : detectFormat(filePath, await firstBytesOf(filePath));
}

export interface FileReadOptions extends Omit<StreamReadOptions, 'specialisedProcedures'> {
  format: FormatName | 'auto';
  /** vn-xlsx: path of the specialised procedures CSV. */
  specialisedProceduresPath?: string;
}

/** Reads a schedule file, or a directory of CN source files; `format: 'auto'` detects it. */
export async function readScheduleFile(filePath: string, options: FileReadOptions): Promise<ReadResult & { format: FormatName }> {
  const format = options.format === 'auto' ? await detectFormatOfPath(filePath) : options.format;
  if (!format) throw new UnreadableInputError('auto', `cannot tell the format of ${filePath}; name it with --format`);
  const isDirectory = (await fs.stat(filePath)).isDirectory();
  if (isDirectory && format === 'eu-cn') {
    checkedMarket(format, options.market);
    return { ...(await readEuCn(filePath, { year: yearOf(options.version) })), format };
  }
  const procedures = options.specialisedProceduresPath ? createReadStream(options.specialisedProceduresPath) : undefined;
  return { ...(await readFromStream(format, createReadStream(filePath), { ...options, specialisedProcedures: procedures })), format };
}
