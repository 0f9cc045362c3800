import { neutralizeFormula } from './formula-guard';

export type CellValue = string | number | null | undefined;

/** One RFC 4180 record, ending with CRLF. Strings are neutralised against formula injection. */
export function csvLine(values: CellValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

function csvField(value: CellValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : neutralizeFormula(value);
  // ';' is quoted too: Excel in many European locales splits on it.
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
