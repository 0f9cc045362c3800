import type ExcelJSModule from 'exceljs';

// Loaded on first use: most processes that import this package never write a workbook (exceljs costs ~28 MB).
const excel = (): typeof ExcelJSModule => require('exceljs');
import type { CellValue } from './csv-writer';
import { neutralizeFormula } from './formula-guard';

export interface XlsxSheetWriter {
  addRow(values: CellValue[]): void;
  commit(): Promise<void>;
}

export interface XlsxWriter {
  /** Adding a sheet commits the previous one: the stream holds one open sheet at a time. */
  addSheet(name: string, columns: Array<{ header: string; width?: number }>): XlsxSheetWriter;
  finish(): Promise<void>;
}

/** Excel refuses to open a workbook with a longer cell. */
const MAX_XLSX_CELL_CHARS = 32_767;

/**
 * Streams a workbook to `output` (a file, an HTTP response): every row is written out on
 * addRow, and without shared strings nothing is kept per row, so memory stays flat whatever
 * the row count.
 */
export function createXlsxWriter(output: NodeJS.WritableStream): XlsxWriter {
  const workbook = new (excel().stream.xlsx.WorkbookWriter)({
    stream: output as unknown as import('stream').Stream,
    useSharedStrings: false,
    useStyles: true,
  });
  const usedNames = new Set<string>();
  let open: XlsxSheetWriter | null = null;

  return {
    addSheet(name, columns) {
      if (open) void open.commit();
      const worksheet = workbook.addWorksheet(uniqueSheetName(name, usedNames), { views: [{ state: 'frozen', ySplit: 1 }] });
      worksheet.columns = columns.map((c, i) => ({ key: `c${i}`, width: c.width ?? 20 }));
      const header = worksheet.addRow(columns.map((c) => neutralizeFormula(c.header)));
      header.font = { bold: true };
      header.commit();
      let committed = false;
      const sheet: XlsxSheetWriter = {
        addRow(values) {
          if (committed) throw new Error('addRow after commit');
          worksheet.addRow(values.map(xlsxCell)).commit();
        },
        async commit() {
          if (committed) return;
          committed = true;
          if (open === sheet) open = null;
          worksheet.commit();
        },
      };
      open = sheet;
      return sheet;
    },
    async finish() {
      if (open) await open.commit();
      await workbook.commit();
    },
  };
}

function xlsxCell(value: CellValue): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return neutralizeFormula(value.length > MAX_XLSX_CELL_CHARS ? value.slice(0, MAX_XLSX_CELL_CHARS) : value);
}

/** Excel's rules: at most 31 characters, none of []:*?/\, unique regardless of case. */
function uniqueSheetName(name: string, used: Set<string>): string {
  const base = name.replace(/[[\]:*?/\\]/g, ' ').replace(/^'+|'+$/g, '').trim().slice(0, 31) || 'Sheet';
  let candidate = base;
  for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
  used.add(candidate.toLowerCase());
  return candidate;
}
