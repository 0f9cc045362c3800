// The module object itself (not an ES namespace copy), so that unzipper sees the patched function.
import zlib = require('node:zlib');
import ExcelJS from 'exceljs';
import { SheetError, sheetMessages } from '../sheet-error';
import { cellText } from './cell-text';
import type { RowAssembler } from './row-assembler';
import { inspectZip, isExternalLinkPart, isMacroPart, isWorksheetPart } from './zip-guard';
import { reorderedZip } from './zip-reorder';

/** Honest entries inflate to exactly their declared size; the slack only absorbs rounding. */
const INFLATE_SLACK_BYTES = 64 * 1024;

type ReaderInternals = {
  model?: { sheets?: Array<{ rId?: string }> };
  workbookRels?: Array<{ Id?: string; Target?: string }>;
};

/**
 * Streams the rows of the first worksheet into the assembler. Runs inside the reading thread:
 * `onFatal` reports a failure noticed outside the read loop (inflation past the declared sizes).
 */
export async function readXlsxRows(path: string, assembler: RowAssembler, onFatal: (error: SheetError) => void): Promise<void> {
  const zip = inspectZip(path);
  const names = zip.entries.map((e) => e.name);
  if (names.some(isMacroPart)) assembler.warnings.add('macros_ignored');
  if (names.some(isExternalLinkPart)) assembler.warnings.add('external_links_ignored');
  if (names.filter(isWorksheetPart).length > 1) assembler.warnings.add('extra_sheets_ignored');
  if (!names.some((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n))) throw unreadable('no worksheet');
  limitInflation(zip.declaredInflateBytes + INFLATE_SLACK_BYTES, () =>
    onFatal(new SheetError('zip_bomb', sheetMessages.zipBomb, { cause: 'inflated past the declared sizes' })),
  );

  // styles must be cached: a date is only a number with a date format, and the format lives in styles.xml.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(reorderedZip(path, zip), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  } as Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>);
  // 'entry' fires just before each worksheet is handed out, telling which sheetN.xml it is.
  let sheetNo: string | null = null;
  (reader as unknown as NodeJS.EventEmitter).on('entry', (entry: { type: string; id?: string }) => {
    if (entry.type === 'worksheet') sheetNo = String(entry.id);
  });
  let formulas = false;
  for await (const worksheet of reader) {
    const first = firstSheetNo(reader as unknown as ReaderInternals);
    if (first !== null && sheetNo !== first) continue;
    for await (const row of worksheet) {
      const values = row.values as unknown[];
      const cells: string[] = [];
      for (let col = 1; col < values.length; col++) {
        const { text, formula } = cellText(values[col]);
        if (formula && !formulas) {
          formulas = true;
          assembler.warnings.add('formulas_read_as_values');
        }
        cells.push(text);
      }
      await assembler.add(row.number, cells);
    }
    return;
  }
  throw unreadable('first worksheet not found');
}

/** The sheet shown first in Excel is the first in workbook.xml, whatever its part name; null when not known yet. */
function firstSheetNo(reader: ReaderInternals): string | null {
  const rId = reader.model?.sheets?.[0]?.rId;
  const target = reader.workbookRels?.find((rel) => rel.Id === rId)?.Target;
  return target ? (/worksheets\/sheet(\d+)\.xml$/.exec(target)?.[1] ?? null) : null;
}

function unreadable(why: string): SheetError {
  return new SheetError('unreadable', sheetMessages.unreadableXlsx, { cause: why });
}

/**
 * Counts every byte inflated in this thread (unzipper calls zlib.createInflateRaw per entry), so a
 * zip whose entries hold more than they declare is stopped as it inflates, not after.
 */
function limitInflation(maxBytes: number, onExceeded: () => void): void {
  const createInflateRaw = zlib.createInflateRaw;
  let total = 0;
  const limited = (options?: zlib.ZlibOptions) => {
    const inflater = createInflateRaw(options);
    const push = inflater.push;
    inflater.push = function (chunk: unknown, encoding?: BufferEncoding) {
      if (chunk) total += (chunk as Buffer).length;
      if (total > maxBytes) {
        onExceeded();
        inflater.destroy(new Error('inflate limit reached'));
        return false;
      }
      return push.call(this, chunk, encoding);
    };
    return inflater;
  };
  // Read-only but configurable on the module object; this thread is the only user.
  Object.defineProperty(zlib, 'createInflateRaw', { value: limited, configurable: true, enumerable: true, writable: false });
}
