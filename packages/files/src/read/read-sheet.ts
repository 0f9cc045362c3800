import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { SheetError, sheetMessages } from '../sheet-error';
import type { ReadSheetOptions, ReadSheetResult, SheetKind } from '../sheet-types';
import type { ThreadInput, ThreadMessage } from './sheet-thread';

const DEFAULTS = { chunkRows: 1000, maxColumns: 200, memoryMb: 256, timeoutMs: 120_000 };

/**
 * Reads the file at `path` in a worker thread with a heap limit and a time limit, so a crafted
 * file can only kill the thread. Rejects with SheetError for every failure caused by the file,
 * and with the callback's own error when onHeader/onRows throw. The file is left in place.
 */
export function readSheet(file: string, kind: SheetKind, options: ReadSheetOptions): Promise<ReadSheetResult> {
  const input: ThreadInput = {
    path: path.resolve(file),
    kind,
    maxRows: options.maxRows,
    chunkRows: Math.max(1, options.chunkRows ?? DEFAULTS.chunkRows),
    maxColumns: options.maxColumns ?? DEFAULTS.maxColumns,
  };
  const thread = new Worker(threadEntry(), {
    eval: true,
    workerData: input,
    // Not the parent's flags: `--import tsx` would start a second module loader (and its own
    // thread) in every reading thread; the entry below loads tsx's require hook alone.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: options.memoryMb ?? DEFAULTS.memoryMb },
  });

  return new Promise<ReadSheetResult>((resolve, reject) => {
    let settled = false;
    let ready = false;
    // The time limit is for the thread's work: time the caller spends in onHeader/onRows is not counted.
    let budget = options.timeoutMs ?? DEFAULTS.timeoutMs;
    let clockStarted = Date.now();
    let timer: NodeJS.Timeout | null = null;
    const startClock = () => {
      clockStarted = Date.now();
      timer = setTimeout(() => settle(new SheetError('too_slow', sheetMessages.tooSlow)), Math.max(budget, 0));
    };
    const stopClock = () => {
      if (timer) clearTimeout(timer);
      timer = null;
      budget -= Date.now() - clockStarted;
    };

    const settle = (outcome: Error | ReadSheetResult, graceful = false) => {
      if (settled) return;
      settled = true;
      stopClock();
      if (graceful) {
        // Let the thread run its exit handlers (exceljs's temp files), but never wait on it.
        thread.postMessage('exit');
        setTimeout(() => void thread.terminate(), 5_000).unref();
      } else {
        void thread.terminate();
      }
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };

    const handOver = async (deliver: () => Promise<void> | void) => {
      stopClock();
      try {
        await deliver();
      } catch (error) {
        settle(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (settled) return;
      startClock();
      thread.postMessage('ack');
    };

    thread.on('message', (message: ThreadMessage) => {
      if (settled) return;
      switch (message.type) {
        case 'ready':
          ready = true;
          return;
        case 'header':
          return void handOver(() => options.onHeader(message.header));
        case 'rows':
          return void handOver(() => options.onRows(message.rows));
        case 'done':
          return settle(message.result, true);
        case 'error':
          return settle(new SheetError(message.reason, message.message, { cause: message.detail }), true);
      }
    });
    thread.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') return settle(new SheetError('too_much_memory', sheetMessages.tooMuchMemory, { cause: error }));
      // Before 'ready' the thread was still loading code: a broken install, not a bad file.
      if (!ready) return settle(new Error(`sheet reader thread failed to start: ${error.message}`, { cause: error }));
      settle(new SheetError('unreadable', kind === 'xlsx' ? sheetMessages.unreadableXlsx : sheetMessages.unreadableCsv, { cause: error }));
    });
    thread.on('exit', (code) => {
      settle(new SheetError('unreadable', kind === 'xlsx' ? sheetMessages.unreadableXlsx : sheetMessages.unreadableCsv, { cause: `thread exited with ${code}` }));
    });
    startClock();
  });
}

/** The thread runs the TypeScript source like the rest of the process (tsx's require hook), or the compiled file beside this one. */
function threadEntry(): string {
  let hook: string | null;
  try {
    hook = require.resolve('tsx/cjs');
  } catch {
    hook = null;
  }
  const source = path.join(__dirname, 'sheet-thread.ts');
  return hook ? `require(${JSON.stringify(hook)}); require(${JSON.stringify(source)});` : `require(${JSON.stringify(path.join(__dirname, 'sheet-thread.js'))});`;
}
