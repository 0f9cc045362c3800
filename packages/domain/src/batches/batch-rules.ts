/**
 * The rules of a batch's life, in one place: statuses, row statuses, which operation each state
 * allows, and the progress figures. Routes, the repository and the workers read them from here.
 */
export const BATCH_STATUSES = ['uploaded', 'queued', 'running', 'completed', 'completed_with_errors'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const ROW_STATUSES = ['pending', 'processing', 'done', 'error', 'skipped', 'duplicate'] as const;
export type RowStatus = (typeof ROW_STATUSES)[number];

/** Rows still to be classified: a batch with none of these left is finished. */
export const UNFINISHED_ROW_STATUSES: readonly RowStatus[] = ['pending', 'processing'];

export const FINISHED_BATCH_STATUSES: readonly BatchStatus[] = ['completed', 'completed_with_errors'];
export const isFinishedBatch = (status: string) => (FINISHED_BATCH_STATUSES as readonly string[]).includes(status);

/** Start and validate need a batch nobody started yet (409 otherwise). */
export const canStart = (status: string) => status === 'uploaded';
/** Retry needs a finished batch. */
export const canRetry = (status: string) => isFinishedBatch(status);
/** Edit: any row of an unstarted batch, or an `error` row of a finished one (then re-queued). */
export function editOutcome(batchStatus: string, rowStatus: string): 'edit' | 'edit_and_requeue' | 'conflict' {
  if (batchStatus === 'uploaded') return 'edit';
  if (isFinishedBatch(batchStatus) && rowStatus === 'error') return 'edit_and_requeue';
  return 'conflict';
}

/** `completed` without failed rows, else `completed_with_errors`. */
export const finishedStatus = (failedRows: number): BatchStatus => (failedRows > 0 ? 'completed_with_errors' : 'completed');

export type RowCounts = Record<RowStatus, number>;
export const emptyCounts = (): RowCounts => ({ pending: 0, processing: 0, done: 0, error: 0, skipped: 0, duplicate: 0 });

/** Rows that reached an end: everything but pending and processing. */
export function processedOf(counts: RowCounts): number {
  return counts.done + counts.error + counts.skipped + counts.duplicate;
}

/**
 * `GET .../progress` figures. The ETA extrapolates the rate of the rows classified since the
 * batch started; null before there is a rate or after the end.
 */
export function progressFigures(counts: RowCounts, total: number, startedAt: Date | null, finishedAt: Date | null, now = Date.now()) {
  const processed = processedOf(counts);
  const percent = total ? Math.floor((processed / total) * 1000) / 10 : 100;
  let eta: number | null = null;
  if (startedAt && !finishedAt && processed > 0 && processed < total) {
    const elapsed = (now - startedAt.getTime()) / 1000;
    eta = Math.max(1, Math.ceil((elapsed / processed) * (total - processed)));
  }
  return { processed_rows: processed, failed_rows: counts.error, percent, eta_seconds: eta };
}
