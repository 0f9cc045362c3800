import { mappingFieldOf } from '../mapping/column-mapping';
import { SheetError, sheetMessages } from '../sheet-error';
import type { ReadSheetResult, SheetHeader, SheetRow } from '../sheet-types';

export const MAX_CELL_CHARS = 10_000;
const HEADER_SEARCH_ROWS = 10;

export interface RowSink {
  header(header: SheetHeader): Promise<void>;
  rows(rows: SheetRow[]): Promise<void>;
}

export interface AssemblerOptions {
  maxRows: number;
  chunkRows: number;
  maxColumns: number;
}

interface PendingRow {
  rowIndex: number;
  cells: string[];
  blanksBefore: number;
}

/**
 * Turns raw rows (any reader) into the header and data rows: finds the header, names the columns,
 * skips and counts blank rows, enforces the row limit and hands rows over in chunks.
 */
export class RowAssembler {
  readonly warnings = new Set<string>();
  /** csv encoding and delimiter, set by the reader once it has looked at the bytes. */
  headerExtras: Pick<SheetHeader, 'encoding' | 'delimiter'> = {};
  private pending: PendingRow[] = [];
  private blanksSinceLast = 0;
  private columns: string[] | null = null;
  private chunk: SheetRow[] = [];
  private dataRows = 0;
  private blankRows = 0;

  constructor(
    private readonly sink: RowSink,
    private readonly options: AssemblerOptions,
  ) {}

  /** Rows arrive in file order; `rowIndex` is the row's 1-based number in the file. */
  async add(rowIndex: number, raw: string[]): Promise<void> {
    if (this.columns) return this.addData(rowIndex, raw);
    const cells = raw.map((v) => this.clean(v));
    if (cells.every((c) => c === '')) {
      if (this.pending.length > 0) this.blanksSinceLast++;
      return;
    }
    this.pending.push({ rowIndex, cells, blanksBefore: this.blanksSinceLast });
    this.blanksSinceLast = 0;
    if (cells.some((c) => c !== '' && mappingFieldOf(c) !== null) || this.pending.length >= HEADER_SEARCH_ROWS) await this.chooseHeader();
  }

  async end(): Promise<ReadSheetResult> {
    if (!this.columns) await this.chooseHeader();
    this.blankRows += this.blanksSinceLast;
    this.blanksSinceLast = 0;
    await this.flush();
    return { data_rows: this.dataRows, blank_rows: this.blankRows, warnings: [...this.warnings] };
  }

  private async chooseHeader(): Promise<void> {
    if (this.pending.length === 0) throw new SheetError('no_header', sheetMessages.noHeader);
    const found = this.pending.findIndex((row) => row.cells.some((c) => c !== '' && mappingFieldOf(c) !== null));
    const at = found >= 0 ? found : 0;
    const header = this.pending[at];
    this.columns = nameColumns(header.cells, this.options.maxColumns);
    await this.sink.header({ columns: this.columns, header_row: header.rowIndex, ...this.headerExtras, warnings: [...this.warnings] });
    const rest = this.pending.slice(at + 1);
    this.pending = [];
    for (const row of rest) {
      this.blankRows += row.blanksBefore;
      await this.addData(row.rowIndex, row.cells);
    }
  }

  private async addData(rowIndex: number, raw: string[]): Promise<void> {
    const columns = this.columns!;
    const values = columns.map((_, i) => (raw[i] === undefined ? '' : this.clean(raw[i])));
    if (values.every((v) => v === '')) {
      this.blankRows++;
      return;
    }
    if (++this.dataRows > this.options.maxRows) throw new SheetError('too_many_rows', sheetMessages.tooManyRows(this.options.maxRows));
    // fromEntries defines own properties, so a column called "__proto__" stays a plain key.
    this.chunk.push({ row_index: rowIndex, cells: Object.fromEntries(columns.map((c, i) => [c, values[i]])) });
    if (this.chunk.length >= this.options.chunkRows) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.chunk.length === 0) return;
    const rows = this.chunk;
    this.chunk = [];
    await this.sink.rows(rows);
  }

  private clean(value: string): string {
    let text = value.trim();
    if (text === '') return text;
    text = text.normalize('NFC');
    if (text.length > MAX_CELL_CHARS) {
      this.warnings.add('cells_truncated');
      // Never cut a surrogate pair in half.
      const cut = /[\ud800-\udbff]/.test(text[MAX_CELL_CHARS - 1]) ? MAX_CELL_CHARS - 1 : MAX_CELL_CHARS;
      text = text.slice(0, cut).trimEnd();
    }
    return text;
  }
}

/** Trailing empty header cells are formatting, not columns. */
export function nameColumns(cells: string[], maxColumns: number): string[] {
  let width = cells.length;
  while (width > 0 && cells[width - 1] === '') width--;
  if (width > maxColumns) throw new SheetError('too_many_columns', sheetMessages.tooManyColumns(maxColumns));
  const names: string[] = [];
  const taken = new Set<string>();
  for (let i = 0; i < width; i++) {
    const base = cells[i] === '' ? `column_${i + 1}` : cells[i];
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base} (${n})`;
    taken.add(name);
    names.push(name);
  }
  return names;
}
