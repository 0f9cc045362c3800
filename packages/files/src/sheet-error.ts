export type SheetErrorReason =
  | 'unreadable'
  | 'zip_bomb'
  | 'too_many_rows'
  | 'too_many_columns'
  | 'no_header'
  | 'too_slow'
  | 'too_much_memory';

/** A failure caused by the uploaded file; `message` is a short sentence that can be shown to the user. */
export class SheetError extends Error {
  constructor(
    readonly reason: SheetErrorReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SheetError';
  }
}

export const sheetMessages = {
  unreadableXlsx: 'The file is not a readable .xlsx workbook',
  unreadableCsv: 'The file is not a readable CSV file',
  zipBomb: 'The workbook expands to far more data than its size suggests',
  tooManyRows: (max: number) => `The file has more than ${max} data rows`,
  tooManyColumns: (max: number) => `The file has more than ${max} columns`,
  noHeader: 'The file has no header row',
  tooSlow: 'The file took too long to read',
  tooMuchMemory: 'The file needs too much memory to read',
};
