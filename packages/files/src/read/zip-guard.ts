import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { SheetError, sheetMessages } from '../sheet-error';

export const ZIP_LIMITS = { maxEntries: 10_000, maxTotalBytes: 500 * 1024 * 1024, bigEntryBytes: 10 * 1024 * 1024, maxRatio: 200 };

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
  /** Where the bytes of this entry (local header, data, data descriptor) end in the file. */
  segmentEnd: number;
}

export interface ZipSummary {
  entries: ZipEntry[];
  /** Sum of the declared uncompressed sizes of compressed entries: the most inflating may honestly produce. */
  declaredInflateBytes: number;
  /** The central directory and end record run from here to the end of the file. */
  cdOffset: number;
  size: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const unreadable = (why: string) => new SheetError('unreadable', sheetMessages.unreadableXlsx, { cause: why });
const bomb = (why: string) => new SheetError('zip_bomb', sheetMessages.zipBomb, { cause: why });

/**
 * Reads the central directory before any decompression, so a zip bomb is refused from its
 * declared sizes in milliseconds. The streaming unzipper exceljs uses walks the *local* headers,
 * so they must agree with the central directory; inflated bytes are counted separately while reading.
 */
export function inspectZip(path: string): ZipSummary {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const read = (offset: number, length: number): Buffer => {
      if (offset < 0 || length < 0 || offset + length > size) throw unreadable('read past the end of the file');
      const buf = Buffer.alloc(length);
      readSync(fd, buf, 0, length, offset);
      return buf;
    };
    const tailLength = Math.min(size, 22 + 0xffff);
    const tail = read(size - tailLength, tailLength);
    let eocd = -1;
    for (let i = tail.length - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) throw unreadable('no end of central directory (not a zip)');
    let count = tail.readUInt16LE(eocd + 10);
    let cdSize = tail.readUInt32LE(eocd + 12);
    let cdOffset = tail.readUInt32LE(eocd + 16);
    const eocdOffset = size - tailLength + eocd;
    if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
      const locator = read(eocdOffset - 20, 20);
      if (locator.readUInt32LE(0) !== ZIP64_LOCATOR) throw unreadable('zip64 locator missing');
      const record = read(Number(locator.readBigUInt64LE(8)), 56);
      if (record.readUInt32LE(0) !== ZIP64_EOCD) throw unreadable('zip64 record missing');
      count = Number(record.readBigUInt64LE(32));
      cdSize = Number(record.readBigUInt64LE(40));
      cdOffset = Number(record.readBigUInt64LE(48));
    }
    if (count > ZIP_LIMITS.maxEntries) throw bomb(`${count} entries`);
    const entries = readCentralDirectory(read(cdOffset, cdSize), count);
    checkSizes(entries);
    checkLocalHeaders(entries, read, cdOffset);
    const declaredInflateBytes = entries.filter((e) => e.method !== 0).reduce((sum, e) => sum + e.uncompressedSize, 0);
    return { entries, declaredInflateBytes, cdOffset, size };
  } finally {
    closeSync(fd);
  }
}

function readCentralDirectory(cd: Buffer, count: number): ZipEntry[] {
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL) throw unreadable('broken central directory');
    const flags = cd.readUInt16LE(p + 8);
    if (flags & 0x1) throw unreadable('encrypted entry');
    const nameLength = cd.readUInt16LE(p + 28);
    const extraLength = cd.readUInt16LE(p + 30);
    const commentLength = cd.readUInt16LE(p + 32);
    if (p + 46 + nameLength + extraLength + commentLength > cd.length) throw unreadable('broken central directory');
    const entry: ZipEntry = {
      name: cd.toString('utf8', p + 46, p + 46 + nameLength),
      method: cd.readUInt16LE(p + 10),
      compressedSize: cd.readUInt32LE(p + 20),
      uncompressedSize: cd.readUInt32LE(p + 24),
      localOffset: cd.readUInt32LE(p + 42),
      segmentEnd: 0,
    };
    applyZip64Extra(entry, cd.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength));
    if (entry.method !== 0 && entry.method !== 8) throw unreadable(`compression method ${entry.method}`);
    // A second part with the same name would be read after the one we checked.
    if (names.has(entry.name)) throw unreadable(`${entry.name} appears twice`);
    names.add(entry.name);
    entries.push(entry);
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Sizes that do not fit in 32 bits live in the zip64 extra field, in this order, only when their 32-bit slot is 0xffffffff. */
function applyZip64Extra(entry: ZipEntry, extra: Buffer): void {
  for (let p = 0; p + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(p);
    const length = extra.readUInt16LE(p + 2);
    if (id === 0x0001) {
      let q = p + 4;
      const next = (): number => {
        if (q + 8 > p + 4 + length || q + 8 > extra.length) throw unreadable('broken zip64 field');
        const value = Number(extra.readBigUInt64LE(q));
        q += 8;
        return value;
      };
      if (entry.uncompressedSize === 0xffffffff) entry.uncompressedSize = next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.localOffset === 0xffffffff) entry.localOffset = next();
      return;
    }
    p += 4 + length;
  }
}

function checkSizes(entries: ZipEntry[]): void {
  let total = 0;
  for (const e of entries) {
    total += e.uncompressedSize;
    if (total > ZIP_LIMITS.maxTotalBytes) throw bomb(`declared total over ${ZIP_LIMITS.maxTotalBytes} bytes`);
    const ratio = e.uncompressedSize / Math.max(e.compressedSize, 1);
    if (e.uncompressedSize > ZIP_LIMITS.bigEntryBytes && ratio > ZIP_LIMITS.maxRatio) throw bomb(`${e.name} ratio ${Math.round(ratio)}`);
    // Deflate never grows data by more than a few bytes per 64 KB block: a bigger compressed
    // size means the uncompressed size is a lie meant to pass the checks above.
    if (e.method === 8 && e.compressedSize > e.uncompressedSize * 1.01 + 1024) throw bomb(`${e.name} declares less than it holds`);
    if (e.method === 0 && e.compressedSize !== e.uncompressedSize) throw unreadable(`${e.name} stored with two sizes`);
  }
}

/** The local headers are what the streaming unzipper follows: each must sit where the directory says, with the same name and sizes. */
function checkLocalHeaders(entries: ZipEntry[], read: (offset: number, length: number) => Buffer, cdOffset: number): void {
  const sorted = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  let expected = 0;
  sorted.forEach((e, i) => {
    e.segmentEnd = i + 1 < sorted.length ? sorted[i + 1].localOffset : cdOffset;
    // A data descriptor (up to 24 bytes) may follow the previous entry's data.
    if (e.localOffset < expected || e.localOffset > expected + 24) throw unreadable('data outside the listed entries');
    const header = read(e.localOffset, 30);
    if (header.readUInt32LE(0) !== LOCAL) throw unreadable('missing local header');
    const flags = header.readUInt16LE(6);
    const nameLength = header.readUInt16LE(26);
    const extraLength = header.readUInt16LE(28);
    const name = read(e.localOffset + 30, nameLength).toString('utf8');
    if (name !== e.name || header.readUInt16LE(8) !== e.method) throw unreadable('local header differs from the directory');
    const localCompressed = header.readUInt32LE(18);
    const sizesInHeader = !(flags & 0x8) || localCompressed > 0;
    if (sizesInHeader && localCompressed !== 0xffffffff && localCompressed !== e.compressedSize) throw unreadable('local sizes differ');
    expected = e.localOffset + 30 + nameLength + extraLength + e.compressedSize;
  });
  if (cdOffset < expected || cdOffset > expected + 24) throw unreadable('data outside the listed entries');
}

export const isMacroPart = (name: string) => /(^|\/)vbaProject\.bin$/i.test(name);
export const isExternalLinkPart = (name: string) => /^xl\/externalLinks\//i.test(name);
export const isWorksheetPart = (name: string) => /^xl\/(worksheets|chartsheets|dialogsheets|macrosheets)\/[^/]+\.xml$/i.test(name);
