import { open } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { AppError, datasetView, detectScheduleFormat, requestDatasetLoad, type DatasetRecord, type ScheduleFormat } from '@tcs/domain';
import { usage, type Parsed } from '../args';
import type { CliContext } from '../context';

const WAIT_POLL_MS = 300;
const WAIT_LIMIT_MS = 15 * 60_000;

export async function tariffsCommand(ctx: CliContext, sub: string | undefined, args: Parsed) {
  if (sub === 'list') return { items: (await ctx.repos.datasets.list()).map(datasetView) };
  if (sub === 'load') return loadCommand(ctx, args);
  throw usage('tariffs list|load');
}

async function loadCommand(ctx: CliContext, args: Parsed) {
  const text = (name: string) => (typeof args.flags[name] === 'string' ? (args.flags[name] as string) : undefined);
  const path = text('file');
  if (!path || !text('market') || !text('version')) throw usage('tariffs load --market M --version V --file PATH [--format F] [--activate] [--wait]');
  const firstBytes = await readStart(path);
  const dataset = await requestDatasetLoad(
    ctx.repos,
    {
      market: text('market')!,
      version: text('version')!,
      format: (text('format') ?? 'auto') as ScheduleFormat | 'auto',
      name: text('name'),
      effectiveDate: text('effective-date'),
      demo: args.flags.demo === true,
      activate: args.flags.activate === true,
      file: { name: path.split('/').pop() ?? path, firstBytes, content: createReadStream(path) },
    },
    detectScheduleFormat,
  );
  await ctx.queues().enqueue('ingest-dataset', { dataset_id: dataset.id });
  if (args.flags.wait !== true) return datasetView(dataset);
  return waitForLoad(ctx, dataset);
}

async function readStart(path: string): Promise<Buffer> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch {
    throw new AppError('validation_error', { errors: [{ field: 'file', message: `cannot read ${path}` }] });
  }
  try {
    const buffer = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Until the worker has loaded (and, when asked, activated) the version; a bad file lists every bad row. */
async function waitForLoad(ctx: CliContext, requested: DatasetRecord) {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const dataset = await ctx.repos.datasets.get(requested.id);
    if (!dataset) throw new Error('the dataset disappeared while loading');
    if (dataset.status === 'failed') throw loadFailure(dataset);
    if (dataset.status === 'ready' && (!dataset.activate || dataset.activated_at)) {
      const report = dataset.load_report as { changes?: Record<string, number>; alerts?: number };
      return { ...datasetView(dataset), changes: report.changes ?? {}, alerts: report.alerts ?? 0 };
    }
    if (Date.now() > deadline) throw new AppError('service_unavailable', { detail: 'The load did not finish in 15 minutes; is worker-tariff running? (tcs tariffs list shows its state.)' });
    await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
  }
}

function loadFailure(dataset: DatasetRecord): AppError {
  const report = dataset.load_report as { problem_count?: number; problems?: { line: number; reason: string; code?: string }[] };
  const problems = report.problems ?? [];
  return new AppError('validation_error', {
    detail: `Nothing was loaded: ${dataset.error ?? 'the file was refused'}${(report.problem_count ?? 0) > problems.length ? ` (first ${problems.length} shown)` : ''}.`,
    errors: problems.map((p) => ({ field: p.line > 0 ? `line ${p.line}` : 'file', message: p.code ? `${p.code}: ${p.reason}` : p.reason })),
  });
}
