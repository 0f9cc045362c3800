/** Files the batch tests send: every one made here, byte by byte where the encoding matters. */
import ExcelJS from 'exceljs';
import { buildZip } from '@tcs/files/src/testing/zip-fixture';

export const TEMPLATE_HEADER = ['description', 'material', 'use', 'composition', 'origin', 'notes', 'sku', 'hts_code'];

export function csvText(rows: string[][], delimiter = ','): string {
  const quote = (v: string) => (/["\n\r,;\t]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return rows.map((row) => row.map(quote).join(delimiter)).join('\r\n') + '\r\n';
}

export function utf16(text: string, endian: 'le' | 'be'): Buffer {
  const le = Buffer.from(`\ufeff${text}`, 'utf16le');
  return endian === 'le' ? le : le.swap16();
}

/** Windows-1252 for the Latin-1 range (é, è, ü …), which is all these tests write. */
export const windows1252 = (text: string) => Buffer.from(text, 'latin1');

export async function xlsxOf(sheets: Array<{ name: string; rows: unknown[][] }>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(sheet.name);
    for (const row of sheet.rows) ws.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A zip whose one sheet inflates from ~100 KB to 100 MB of nothing: the guard must refuse it before inflating. */
export function zipBomb(): Buffer {
  return buildZip([
    { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(100 * 1024 * 1024, 0x20) },
  ]);
}
