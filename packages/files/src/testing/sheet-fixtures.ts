import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readSheet } from '../read/read-sheet';
import type { ReadSheetOptions, ReadSheetResult, SheetHeader, SheetKind, SheetRow } from '../sheet-types';

/** Test helper: a temp folder per test file, removed by `cleanup`. */
export function tempFolder(prefix: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `tcs-files-${prefix}-`));
  return {
    dir,
    file(name: string, content: Buffer | string): string {
      const file = path.join(dir, name);
      writeFileSync(file, content);
      return file;
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface ReadOutcome extends ReadSheetResult {
  header: SheetHeader;
  rows: SheetRow[];
  chunks: number;
}

/** Reads a whole sheet into memory, for assertions. */
export async function readAll(file: string, kind: SheetKind, options: Partial<ReadSheetOptions> = {}): Promise<ReadOutcome> {
  let header: SheetHeader | null = null;
  const rows: SheetRow[] = [];
  let chunks = 0;
  const result = await readSheet(file, kind, {
    maxRows: 50_000,
    ...options,
    onHeader: (h) => {
      header = h;
    },
    onRows: (chunk) => {
      chunks++;
      rows.push(...chunk);
    },
  });
  return { ...result, header: header!, rows, chunks };
}
