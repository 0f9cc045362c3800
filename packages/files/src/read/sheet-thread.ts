import { parentPort, workerData } from 'node:worker_threads';
import { SheetError, sheetMessages } from '../sheet-error';
import type { ReadSheetResult, SheetHeader, SheetKind, SheetRow } from '../sheet-types';
import { readCsvRows } from './csv-reader';
import { RowAssembler } from './row-assembler';

/** Runs in the reading thread (see read-sheet.ts): whatever a crafted file does here, only this thread dies. */
export interface ThreadInput {
  path: string;
  kind: SheetKind;
  maxRows: number;
  chunkRows: number;
  maxColumns: number;
}

export type ThreadMessage =
  | { type: 'ready' }
  | { type: 'header'; header: SheetHeader }
  | { type: 'rows'; rows: SheetRow[] }
  | { type: 'done'; result: ReadSheetResult }
  | { type: 'error'; reason: SheetError['reason']; message: string; detail: string };

const port = parentPort!;
const input = workerData as ThreadInput;

let acked: (() => void) | null = null;
port.on('message', (message: 'ack' | 'exit') => {
  if (message === 'exit') process.exit(0);
  const resolve = acked;
  acked = null;
  resolve?.();
});

/** Posts a chunk and waits until the main thread has handled it, so at most one chunk is ever in flight. */
function send(message: ThreadMessage): Promise<void> {
  return new Promise((resolve) => {
    acked = resolve;
    port.postMessage(message);
  });
}

let finished = false;
function finish(message: ThreadMessage): void {
  if (finished) return;
  finished = true;
  port.postMessage(message);
}

function errorMessage(error: unknown): ThreadMessage {
  if (error instanceof SheetError) return { type: 'error', reason: error.reason, message: error.message, detail: String(error.cause ?? '') };
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  // V8 throws these instead of dying when one string or array outgrows what it can hold.
  if (error instanceof RangeError && /string length|array length|allocation failed/i.test(error.message)) {
    return { type: 'error', reason: 'too_much_memory', message: sheetMessages.tooMuchMemory, detail };
  }
  const message = input.kind === 'xlsx' ? sheetMessages.unreadableXlsx : sheetMessages.unreadableCsv;
  return { type: 'error', reason: 'unreadable', message, detail };
}

async function run(): Promise<void> {
  // exceljs is heavy and only needed for workbooks.
  const xlsx = input.kind === 'xlsx' ? (require('./xlsx-reader') as typeof import('./xlsx-reader')) : null;
  port.postMessage({ type: 'ready' } satisfies ThreadMessage);
  const assembler = new RowAssembler(
    { header: (header) => send({ type: 'header', header }), rows: (rows) => send({ type: 'rows', rows }) },
    { maxRows: input.maxRows, chunkRows: input.chunkRows, maxColumns: input.maxColumns },
  );
  try {
    if (xlsx) await xlsx.readXlsxRows(input.path, assembler, (error) => finish(errorMessage(error)));
    else await readCsvRows(input.path, assembler);
    finish({ type: 'done', result: await assembler.end() });
  } catch (error) {
    finish(errorMessage(error));
  }
}

void run();
