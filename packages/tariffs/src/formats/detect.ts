/** `--format auto`: recognise a schedule format from its first bytes, falling back on the file name. */
import path from 'node:path';
import zlib from 'node:zlib';
import type { FormatName } from '../types';
import { isGzip } from './input';

const ZIP_MAGIC = 'PK\u0003\u0004';

/** The start of the plain text; a truncated gzip head still inflates with a sync flush. */
function plainHead(firstBytes: Uint8Array): string {
  if (!isGzip(firstBytes)) return Buffer.from(firstBytes).toString('utf8');
  try {
    return zlib.gunzipSync(firstBytes, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString('utf8');
  } catch {
    return '';
  }
}

function fromContent(head: string): FormatName | null {
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('[')) {
    if (/"htsno"\s*:/.test(text)) return 'usitc-json';
    if (/"rawCode"\s*:/.test(text)) return 'eu-cn';
  }
  if (text.startsWith('{') && /"format"\s*:\s*"eu-cn"/.test(text)) return 'eu-cn';
  const firstLine = text.split(/\r?\n/, 1)[0].toLowerCase();
  const columns = firstLine.split(',').map((c) => c.trim().replace(/^"|"$/g, ''));
  if (columns[0] === 'level' && columns.includes('hscode')) return 'vn-xlsx';
  if (['code', 'indent', 'description'].every((c) => columns.includes(c))) return 'tcs-csv';
  return null;
}

function fromName(fileName: string): FormatName | null {
  const name = path.basename(fileName).toLowerCase().replace(/\.gz$/, '');
  if (name.endsWith('.xlsx')) return 'vn-xlsx';
  if (name.endsWith('.json') && /hts|usitc/.test(name)) return 'usitc-json';
  if (name.endsWith('.json') && /^(eu-cn|cn(codes|chapters|headings|subheadings|sections)_\d{4})/.test(name)) return 'eu-cn';
  if (name.endsWith('.csv') && /vn|vietnam/.test(name)) return 'vn-xlsx';
  if (name.endsWith('.csv')) return 'tcs-csv';
  return null;
}

/** The format of a file from its name and first bytes (a few KB suffice), or null when unrecognised. */
export function detectFormat(fileName: string, firstBytes: Uint8Array): FormatName | null {
  if (Buffer.from(firstBytes.subarray(0, 4)).toString('latin1') === ZIP_MAGIC) return fromName(fileName) === 'vn-xlsx' ? 'vn-xlsx' : null;
  return fromContent(plainHead(firstBytes)) ?? fromName(fileName);
}
