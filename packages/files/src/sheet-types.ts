export type SheetKind = 'xlsx' | 'csv';

/** By file extension (case-insensitive): .xlsx -> 'xlsx', .csv/.txt/.tsv -> 'csv', else null. */
export function sheetKindOf(filename: string): SheetKind | null {
  const ext = /\.([a-z0-9]+)$/i.exec(filename.trim())?.[1]?.toLowerCase();
  if (ext === 'xlsx') return 'xlsx';
  if (ext === 'csv' || ext === 'txt' || ext === 'tsv') return 'csv';
  return null;
}

export interface SheetHeader {
  /** Trimmed, NFC; an empty name becomes `column_<n>`, a repeated one `Name (2)`. */
  columns: string[];
  /** 1-based row number of the header in the file. */
  header_row: number;
  /** csv only: 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252'. */
  encoding?: string;
  /** csv only: ',' | ';' | '\t'. */
  delimiter?: string;
  /** Known when the header is emitted; later ones are in the `readSheet` result. */
  warnings: string[];
}

/** `cells` has one key per header column ('' when empty). */
export interface SheetRow {
  row_index: number;
  cells: Record<string, string>;
}

export interface ReadSheetOptions {
  /** More non-blank data rows than this -> SheetError('too_many_rows'). */
  maxRows: number;
  /** Rows per onRows call, default 1000. */
  chunkRows?: number;
  /** Default 200. */
  maxColumns?: number;
  /** Heap limit of the reading thread, default 256. */
  memoryMb?: number;
  /** Time the thread may spend reading, default 120000; time spent in onHeader/onRows is not counted. */
  timeoutMs?: number;
  onHeader(header: SheetHeader): Promise<void> | void;
  /** Awaited before the next chunk is produced. */
  onRows(rows: SheetRow[]): Promise<void> | void;
}

export interface ReadSheetResult {
  data_rows: number;
  blank_rows: number;
  /** Every warning, including those found after the header was emitted (e.g. a formula on row 3000). */
  warnings: string[];
}
