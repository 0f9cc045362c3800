import type { Db, Prisma } from '@tcs/db';
import { UnreadableInputError, type ReadResult } from '@tcs/tariffs';
import { TariffLineRepo } from './tariff-line.repo';
import { activateDataset, type ActivationHook, type ActivationResult } from './activate-dataset';
import type { DatasetRecord } from './dataset.repo';

/** Problems kept in a dataset's load report; the count says how many there were in all. */
const REPORTED_PROBLEMS = 1000;

export interface IngestDeps {
  db: Db;
  /** Reads the dataset's file (bundled or uploaded) in its format. */
  readSchedule: (dataset: DatasetRecord) => Promise<ReadResult>;
  activationHooks?: ActivationHook[];
  log?: (message: string, fields: Record<string, unknown>) => void;
}

export interface IngestOutcome {
  status: 'ready' | 'failed';
  entry_count: number;
  problems: number;
  activation: ActivationResult | null;
}

/**
 * Loads a dataset's lines: a file with any bad row loads nothing and its report lists every bad
 * row; a good file is inserted in one transaction and becomes visible (status `ready`) only when
 * complete. Safe to run again: a ready dataset is not read twice, only its activation finished.
 */
export async function ingestDataset(deps: IngestDeps, datasetId: string): Promise<IngestOutcome> {
  const dataset = await deps.db.dataset.findUnique({ where: { id: datasetId } });
  if (!dataset) throw new Error(`dataset ${datasetId} does not exist`);
  if (dataset.status === 'failed') return { status: 'failed', entry_count: 0, problems: problemCount(dataset.load_report), activation: null };
  if (dataset.status === 'loading') {
    const started = Date.now();
    const read = await readOrFail(deps, dataset);
    if (!read) return { status: 'failed', entry_count: 0, problems: 1, activation: null };
    if (read.problems.length) {
      await markFailed(deps.db, dataset.id, `${read.problems.length} rows could not be read`, read);
      return { status: 'failed', entry_count: 0, problems: read.problems.length, activation: null };
    }
    await storeLines(deps.db, dataset.id, read, Date.now() - started);
    deps.log?.('dataset loaded', { dataset_id: dataset.id, market: dataset.market, version: dataset.version, lines: read.lines.length, ms: Date.now() - started });
  }
  const activation = dataset.activate && !dataset.activated_at ? await activate(deps, dataset.id) : null;
  const fresh = await deps.db.dataset.findUniqueOrThrow({ where: { id: datasetId } });
  return { status: 'ready', entry_count: fresh.entry_count, problems: 0, activation };
}

async function readOrFail(deps: IngestDeps, dataset: DatasetRecord): Promise<ReadResult | null> {
  try {
    return await deps.readSchedule(dataset);
  } catch (error) {
    // An unreadable file (not JSON, wrong format) is the file's fault: fail the load, do not
    // retry. Anything else (the database went away mid-read) is ours: the job retries.
    if (!(error instanceof UnreadableInputError)) throw error;
    const reason = error.message;
    await deps.db.dataset.update({ where: { id: dataset.id }, data: { status: 'failed', error: reason, load_report: { problems: [{ line: 0, reason }], problem_count: 1 } } });
    return null;
  }
}

async function markFailed(db: Db, id: string, error: string, read: ReadResult): Promise<void> {
  const report = { problem_count: read.problems.length, problems: read.problems.slice(0, REPORTED_PROBLEMS), rows_read: read.stats.rows_read };
  await db.dataset.update({ where: { id }, data: { status: 'failed', error, load_report: report as unknown as Prisma.InputJsonValue } });
}

async function storeLines(db: Db, id: string, read: ReadResult, readMs: number): Promise<void> {
  const client = await db.pool.connect();
  try {
    await client.query('BEGIN');
    // A retry after a crash mid-insert starts clean; the status guard keeps two runs from both loading.
    const claimed = await client.query("SELECT id FROM datasets WHERE id = $1 AND status = 'loading' FOR UPDATE", [id]);
    if (!claimed.rowCount) {
      await client.query('ROLLBACK');
      return;
    }
    await client.query('DELETE FROM tariff_lines WHERE dataset_id = $1', [id]);
    await TariffLineRepo.insert(client, id, read.lines);
    const report = { problem_count: 0, rows_read: read.stats.rows_read, uncoded_rows: read.stats.uncoded_rows, leaves: read.lines.filter((l) => l.is_leaf).length, read_ms: readMs };
    await client.query("UPDATE datasets SET status = 'ready', entry_count = $2, loaded_at = now(), error = NULL, load_report = $3 WHERE id = $1", [id, read.lines.length, JSON.stringify(report)]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function activate(deps: IngestDeps, id: string): Promise<ActivationResult> {
  const result = await activateDataset(deps.db, id, deps.activationHooks);
  await deps.db.$executeRaw`UPDATE datasets SET load_report = load_report || ${JSON.stringify({ changes: result.changes, alerts: result.alerts })}::jsonb WHERE id = ${id}`;
  return result;
}

const problemCount = (report: unknown): number => Number((report as { problem_count?: number } | null)?.problem_count ?? 0);
