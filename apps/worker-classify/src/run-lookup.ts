/**
 * One classify job: take the lookup, run the engine with progress, store the result and charge
 * once, or end in `error` with the reason. A retry after a crash finds the lookup `processing`
 * and takes it again; a lookup already finished is left alone.
 */
import { AnswerError, classifyProduct, type ClassifyInput, type LlmClient, type Market, type QuestionSpec } from '@tcs/classifier';
import type { Config } from '@tcs/config';
import type { Db } from '@tcs/db';
import { finishedLookup, isAppError, lookupSummary, namesOf, sendsCompletedEvent, type LookupRecord, type Repos, type SummaryRecord } from '@tcs/domain';
import type { Lang } from '@tcs/i18n';
import type { JobQueues } from '@tcs/jobs';
import type { Logger } from '@tcs/logger';
import type { EngineProvider } from './engine-provider';

export interface RunDeps {
  db: Db;
  repos: Repos;
  config: Config;
  logger: Logger;
  engine: EngineProvider;
  llm: LlmClient | null;
  queues: Pick<JobQueues, 'enqueue'>;
}

/** Webhook payloads are written in the service's default language. */
export function completedEvent(deps: Pick<RunDeps, 'db' | 'config'>) {
  return async (lookup: SummaryRecord) => lookupSummary(lookup, deps.config.defaultLanguage as Lang, await ownerName(deps.db, lookup.created_by_id));
}

/** Account names change rarely: each is read at most once a minute per process. */
const NAME_TTL_MS = 60_000;
const NAMES_KEPT = 10_000;
const names = new Map<string, { at: number; names: Awaited<ReturnType<typeof namesOf>> }>();

async function ownerName(db: Db, id: string | null) {
  if (!id) return new Map<string, string>();
  const cached = names.get(id);
  if (cached && Date.now() - cached.at < NAME_TTL_MS) return cached.names;
  const found = await namesOf(db, [id]);
  if (names.size >= NAMES_KEPT) names.clear();
  names.set(id, { at: Date.now(), names: found });
  return found;
}

export async function runLookup(deps: RunDeps, lookupId: string, attempt: number, maxAttempts: number): Promise<string> {
  const lookup = await deps.repos.lookups.claim(lookupId);
  if (!lookup) return 'already finished';
  const started = performance.now();
  const startedAt = lookup.started_at ?? new Date();
  const event = sendsCompletedEvent(lookup.kind) ? completedEvent(deps) : null;
  let phase: 'prepare' | 'engine' | 'store' = 'prepare';
  try {
    const dataset = await datasetOf(deps, lookup.market, lookup.dataset_version);
    const data = await deps.engine.forDataset(lookup.market as Market, dataset.id);
    const vector = deps.engine.vectorOptions();
    phase = 'engine';
    const outcome = await classifyProduct(inputOf(lookup), data, {
      asked: await questionsAsked(deps, lookup),
      llm: deps.llm,
      vectors: vector.vectors,
      vectorReason: 'vectorReason' in vector ? vector.vectorReason : undefined,
      onStage: progressWriter(deps, lookup.id, startedAt),
    });
    phase = 'store';
    const existingCode = lookup.sku_id ? (await deps.db.sku.findUnique({ where: { id: lookup.sku_id }, select: { current_code: true } }))?.current_code ?? null : null;
    const done = finishedLookup(outcome, {
      dataset: { ...dataset, effective_date: dataset.effective_date },
      origin: lookup.origin,
      language: lookup.language ?? 'en',
      existingCode,
      processingMs: Math.round(performance.now() - started),
      embedded: vector.embedded,
    });
    const finished = await deps.repos.lookups.finish(lookup.id, done, { creditsPerLookup: deps.config.creditsPerLookup, event });
    await nextRows(deps, lookup, finished?.batch_row ?? null);
    deps.logger.info('lookup classified', { lookup_id: lookup.id, request_id: lookup.request_id, status: done.status, confidence: done.confidence, ms: done.processing_ms, llm_calls: done.llm.calls });
    return done.status;
  } catch (error) {
    // The engine's own failures and refusals are final; the database or the network may recover on a retry.
    const final = phase === 'engine' || error instanceof AnswerError || isAppError(error) || attempt >= maxAttempts;
    if (!final) throw error;
    const message = error instanceof AnswerError ? `The answers do not match the questions asked: ${error.message}` : `Classification failed: ${(error as Error).message}`;
    const failed = await deps.repos.lookups.fail(lookup.id, message, Math.round(performance.now() - started), event);
    await nextRows(deps, lookup, failed?.batch_row ?? null);
    deps.logger.warn('lookup failed', { lookup_id: lookup.id, request_id: lookup.request_id, error: (error as Error).message });
    return 'error';
  }
}

/**
 * A batch row's lookup settled its row; the batch worker puts the next rows in its place. While
 * rows wait, one queued step serves every finished row (deduplicated); once none wait, each
 * finished row asks on its own, so the step that sees the last one commit always runs.
 */
async function nextRows(deps: RunDeps, lookup: LookupRecord, settled: { waiting: boolean } | null) {
  if (!lookup.batch_id) return;
  await deps.queues.enqueue('advance-batch', { batch_id: lookup.batch_id }, lookup.request_id ?? undefined, { dedupe: settled?.waiting ?? false });
}

/** A loaded dataset never changes: its record is read once per process and version. */
const datasets = new Map<string, ReturnType<Repos['datasets']['resolve']>>();

function datasetOf(deps: RunDeps, market: string, version: string | null) {
  const key = `${market}:${version}`;
  let found = datasets.get(key);
  if (!found) {
    found = deps.repos.datasets.resolve(market, version);
    datasets.set(key, found);
    found.catch(() => datasets.delete(key));
  }
  return found;
}

/**
 * Most lookups finish in a few milliseconds: a stage is written only when the previous write is
 * older than PROGRESS_EVERY_MS, so slow lookups show their stage and fast ones cost no writes.
 */
const PROGRESS_EVERY_MS = 250;

function progressWriter(deps: RunDeps, id: string, startedAt: Date) {
  let last = Date.now();
  return async (stage: Parameters<RunDeps['repos']['lookups']['setProgress']>[1]) => {
    if (Date.now() - last < PROGRESS_EVERY_MS) return;
    last = Date.now();
    await deps.repos.lookups.setProgress(id, stage, startedAt);
  };
}

function inputOf(lookup: LookupRecord): ClassifyInput {
  const answers = (lookup.normalized as { answers?: ClassifyInput['answers'] })?.answers;
  return {
    description: lookup.description,
    material: lookup.material,
    use: lookup.use,
    composition: lookup.composition,
    origin: lookup.origin,
    notes: lookup.notes,
    market: lookup.market as Market,
    language: (lookup.language ?? 'en') as Lang,
    answers,
  };
}

/** A rerun's answers refer to the questions its parent's engine asked. */
async function questionsAsked(deps: RunDeps, lookup: LookupRecord): Promise<QuestionSpec[]> {
  if (!lookup.parent_lookup_id) return [];
  const parent = await deps.repos.lookups.get(lookup.parent_lookup_id);
  return ((parent?.result as { engine_questions?: QuestionSpec[] })?.engine_questions ?? []);
}
