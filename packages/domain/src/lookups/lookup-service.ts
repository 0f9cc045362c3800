/**
 * What the lookup and review endpoints do, transport-free: create (classify, rerun), read with
 * the caller's visibility, decide, comment, resolve. The API enqueues the classification after
 * these return (the job catalog lives above the domain).
 */
import type { Db } from '@tcs/db';
import type { Lang } from '@tcs/i18n';
import { normalizeCodeInput } from '@tcs/tariffs';
import { canSee, seesEverything, type Caller } from '../caller';
import { AppError } from '../errors';
import { LIMITS } from '../limits';
import { OutboxRepo } from '../outbox/outbox.repo';
import type { DatasetRepo } from '../tariffs/dataset.repo';
import type { TariffLineRepo } from '../tariffs/tariff-line.repo';
import { decisionOutcome, isPending, type DecisionAction, type LookupStatus } from './lookup-rules';
import { LOCKING_TRANSACTION, type LookupFilter, type LookupInput, type LookupRecord, type LookupRepo } from './lookup.repo';
import { lookupDetail, lookupSummary, type Names, type SummaryRecord } from './lookup.view';

export interface LookupDeps {
  db: Db;
  lookups: LookupRepo;
  datasets: DatasetRepo;
  tariffLines: TariffLineRepo;
  creditsPerLookup: number;
}

export interface ClassifyFields extends Partial<Omit<LookupInput, 'market'>> {
  market?: string;
  sku_id?: number | null;
}

interface Answer {
  question_id: string;
  value: string;
}

/** Account names for `created_by_name`, `decided_by_name` and the events. */
export async function namesOf(db: Db, ids: Array<string | null | undefined>): Promise<Names> {
  const unique = [...new Set(ids.filter((id): id is string => !!id))];
  if (!unique.length) return new Map();
  const rows = await db.account.findMany({ where: { id: { in: unique } }, select: { id: true, name: true } });
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function requireSku(db: Db, skuId: number | null | undefined, market: string) {
  if (skuId === null || skuId === undefined) return null;
  // The catalog is the organisation's: any key may classify any of its SKUs.
  const sku = await db.sku.findUnique({ where: { id: skuId }, select: { id: true, market: true } });
  if (!sku) throw new AppError('validation_error', { errors: [{ field: 'sku_id', message: `"sku_id" ${skuId} is not a SKU of the catalog` }] });
  if (sku.market !== market) throw new AppError('validation_error', { errors: [{ field: 'sku_id', message: `SKU ${skuId} belongs to market ${sku.market}, not ${market}` }] });
  return sku.id;
}

/** `POST /api/classify`: a queued lookup against the market's active (or the named) schedule. */
export async function createClassifyLookup(deps: LookupDeps, caller: Caller, fields: ClassifyFields & { description: string }, ctx: { market: string; language: Lang; requestId: string | null }) {
  const dataset = await deps.datasets.resolve(ctx.market, fields.tariff_version ?? null);
  const skuId = await requireSku(deps.db, fields.sku_id, ctx.market);
  const [lookup] = await deps.lookups.create(
    [{
      kind: skuId ? 'sku' : 'single',
      description: fields.description,
      material: fields.material ?? null,
      use: fields.use ?? null,
      composition: fields.composition ?? null,
      origin: fields.origin ?? null,
      notes: fields.notes ?? null,
      market: ctx.market,
      tariff_version: fields.tariff_version ?? null,
      dataset_version: dataset.version,
      language: ctx.language,
      created_by_id: caller.accountId,
      sku_id: skuId,
      request_id: ctx.requestId,
    }],
    deps.creditsPerLookup,
    { unlimited: caller.unlimited, role: caller.accountRole },
  );
  return lookup;
}

export async function visibleLookup(deps: Pick<LookupDeps, 'lookups'>, caller: Caller, id: string): Promise<LookupRecord> {
  const lookup = await deps.lookups.get(id);
  if (!lookup || !canSee(caller, lookup.created_by_id)) throw new AppError('not_found');
  return lookup;
}

export async function lookupDetailFor(deps: Pick<LookupDeps, 'db' | 'lookups'>, lookup: LookupRecord, lang: Lang) {
  const events = await deps.lookups.events(lookup.id);
  const names = await namesOf(deps.db, [lookup.created_by_id, lookup.decided_by_id, ...events.map((e) => e.actor_id)]);
  return lookupDetail(lookup, events, lang, names);
}

/** A lookup just created: its one event and its author are known, nothing needs reading back. */
export function createdLookupDetail(lookup: LookupRecord, caller: Caller, lang: Lang) {
  const created = { id: 0, lookup_id: lookup.id, kind: 'created', actor_id: caller.accountId, actor_name: null, note: null, code: null, created_at: lookup.created_at };
  return lookupDetail(lookup, [created], lang, new Map([[caller.accountId, caller.accountName]]));
}

export async function lookupSummaries(deps: Pick<LookupDeps, 'db'>, lookups: SummaryRecord[], lang: Lang) {
  const names = await namesOf(deps.db, lookups.map((l) => l.created_by_id));
  return lookups.map((l) => lookupSummary(l, lang, names));
}

/** `entry` sees only its own lookups in every list and count; `created_by=me` names the caller. */
export function scopedFilter(caller: Caller, filter: LookupFilter): LookupFilter {
  const createdBy = filter.created_by === 'me' ? caller.accountId : filter.created_by;
  if (seesEverything(caller)) return { ...filter, created_by: createdBy };
  if (createdBy && createdBy !== caller.accountId) return { ...filter, created_by: '-' }; // nobody: another account's lookups are invisible
  return { ...filter, created_by: caller.accountId };
}

/** The questions the engine asked, as stored with the result: answers must name one and one of its options. */
function checkAnswers(parent: LookupRecord, answers: Answer[]) {
  const asked = ((parent.result as { engine_questions?: Array<{ id: string; options: Array<{ value: string }> }> })?.engine_questions ?? []);
  const errors = answers.flatMap((answer, i) => {
    const question = asked.find((q) => q.id === answer.question_id);
    if (!question) return [{ field: `answers.${i}.question_id`, message: `"${answer.question_id}" is not a question of lookup ${parent.id}` }];
    if (!question.options.some((o) => o.value === answer.value)) return [{ field: `answers.${i}.value`, message: `"${answer.value}" is not an option of ${answer.question_id}: ${question.options.map((o) => o.value).join(', ')}` }];
    return [];
  });
  if (errors.length) throw new AppError('validation_error', { errors });
}

/**
 * `POST /api/lookups/{id}/rerun`: a new lookup continuing the original (omitted fields keep its
 * values, answers feed the engine); the original leaves the queue (`resolved`) with a `rerun` event.
 */
export async function rerunLookup(deps: LookupDeps, caller: Caller, parentId: string, body: ClassifyFields & { description?: string; language?: Lang; answers?: Answer[] }, ctx: { requestId: string | null }) {
  const parent = await visibleLookup(deps, caller, parentId);
  if (isPending(parent.status as LookupStatus)) throw new AppError('conflict', { messageKey: 'error.conflict.unfinished' });
  const answers = body.answers ?? [];
  if (answers.length) checkAnswers(parent, answers);
  const tariffVersion = body.tariff_version !== undefined ? body.tariff_version : parent.tariff_version;
  const dataset = await deps.datasets.resolve(parent.market, tariffVersion ?? null);
  // Omitted: the original's value; null or empty: cleared.
  const pick = <K extends keyof LookupInput>(key: K) => {
    const sent = body[key as keyof typeof body];
    if (sent === undefined) return parent[key as keyof LookupRecord] as LookupInput[K];
    return ((sent as unknown) === '' ? null : sent) as LookupInput[K];
  };
  const [lookup] = await deps.lookups.create(
    [{
      kind: parent.kind === 'sku' ? 'sku' : 'single',
      description: pick('description'),
      material: pick('material'),
      use: pick('use'),
      composition: pick('composition'),
      origin: pick('origin'),
      notes: pick('notes'),
      market: parent.market,
      tariff_version: tariffVersion ?? null,
      dataset_version: dataset.version,
      language: body.language ?? parent.language ?? 'en',
      created_by_id: caller.accountId,
      parent_lookup_id: parent.id,
      sku_id: parent.sku_id,
      request_id: ctx.requestId,
      answers,
    }],
    deps.creditsPerLookup,
    { unlimited: caller.unlimited, role: caller.accountRole },
  );
  await deps.db.$transaction([
    deps.db.lookup.update({ where: { id: parent.id }, data: { resolved: true } }),
    deps.db.lookupEvent.create({ data: { lookup_id: parent.id, kind: 'rerun', actor_id: caller.accountId, actor_name: caller.accountName, note: lookup.id } }),
  ]);
  return lookup;
}

/** `POST /api/lookups/{id}/resolve`: out of the queue; a second call changes nothing. */
export async function resolveLookup(deps: LookupDeps, caller: Caller, id: string, note: string | undefined) {
  await visibleLookup(deps, caller, id);
  return deps.lookups.withLocked(id, async (tx, lookup) => {
    if (lookup.resolved) return lookup;
    await tx.lookupEvent.create({ data: { lookup_id: id, kind: 'resolved', actor_id: caller.accountId, actor_name: caller.accountName, note: note ?? null } });
    return tx.lookup.update({ where: { id }, data: { resolved: true } });
  });
}

const noteRequired = (action: string) => new AppError('validation_error', { errors: [{ field: 'note', message: `"note" is required to ${action}` }] });

/** The override's code must be a declarable line of the schedule the lookup used; it is stored as the schedule writes it. */
async function declarableLine(deps: LookupDeps, lookup: LookupRecord, code: string) {
  const dataset = await deps.datasets.resolve(lookup.market, lookup.dataset_version);
  const digits = normalizeCodeInput(lookup.market, code);
  const line = digits ? await deps.tariffLines.byDigits(dataset.id, digits) : null;
  if (!line) throw new AppError('validation_error', { errors: [{ field: 'code', message: `${code} is not a line of the ${lookup.market} schedule ${dataset.version}` }] });
  if (!line.is_leaf) throw new AppError('validation_error', { errors: [{ field: 'code', message: `${line.code} is not declarable: choose one of its subdivisions` }] });
  return line;
}

/**
 * `POST /api/lookups/{id}/decision`, the spec's decision table (lookup-rules.ts): approve,
 * override, reject, reopen, comment, with their 409/422/429 answers, events, the `lookup.decided`
 * event and the linked SKU's code.
 */
export async function decideLookup(deps: LookupDeps, caller: Caller, id: string, body: { action: DecisionAction; code?: string | null; note?: string | null }, ctx: { requestId: string | null; summary: (lookup: LookupRecord) => Promise<unknown> }) {
  await visibleLookup(deps, caller, id);
  const note = body.note?.trim() || null;
  if (body.action === 'comment') {
    if (!note) throw noteRequired('comment');
    return commentOn(deps, caller, id, note);
  }
  if ((body.action === 'override' || body.action === 'reject') && !note) throw noteRequired(body.action);
  if (body.action === 'override' && !body.code?.trim()) throw new AppError('validation_error', { messageKey: 'error.validation_error.code_required', errors: [{ field: 'code', message: '"code" is required to override' }] });

  return deps.lookups.withLocked(id, async (tx, lookup) => {
    if (isPending(lookup.status as LookupStatus)) throw new AppError('conflict', { messageKey: 'error.conflict.unfinished' });
    // Read under the lock: the line is checked against the schedule of the lookup as it is now.
    const line = body.action === 'override' && !lookup.decision ? await declarableLine(deps, lookup, body.code!.trim()) : null;
    const outcome = decisionOutcome(body.action, lookup, line?.code ?? null);
    if (outcome.kind === 'conflict') throw new AppError('conflict', { messageKey: outcome.messageKey });
    if (outcome.kind === 'reopen') {
      await tx.lookupEvent.create({ data: { lookup_id: id, kind: 'reopened', actor_id: caller.accountId, actor_name: caller.accountName, note } });
      return tx.lookup.update({ where: { id }, data: { decision: null, final_code: null, final_description: null, review_note: null, decided_at: null, decided_by_id: null } });
    }
    if (outcome.kind !== 'decide') throw new Error(`unexpected decision outcome ${outcome.kind}`);
    if (outcome.decision === 'approved' && !outcome.finalCode) {
      throw new AppError('validation_error', { messageKey: 'error.validation_error.nothing_to_approve', errors: [{ field: 'action', message: 'nothing to approve' }] });
    }
    const finalDescription = outcome.decision === 'overridden' ? line?.full_description ?? null : outcome.decision === 'approved' ? lookup.recommended_description : null;
    const updated = await tx.lookup.update({
      where: { id },
      data: { decision: outcome.decision, final_code: outcome.finalCode, final_description: finalDescription, review_note: note, decided_at: new Date(), decided_by_id: caller.accountId },
    });
    await tx.lookupEvent.create({ data: { lookup_id: id, kind: outcome.decision, actor_id: caller.accountId, actor_name: caller.accountName, note, code: outcome.finalCode } });
    if (updated.sku_id && outcome.finalCode) {
      await tx.sku.updateMany({
        where: { id: updated.sku_id },
        data: { current_code: outcome.finalCode, code_status: 'valid', code_status_detail: null, checked_version: updated.dataset_version, checked_at: new Date(), last_lookup_id: updated.id },
      });
    }
    // In the same transaction as the decision: the event exists exactly when the decision does.
    const data = { ...((await ctx.summary(updated)) as object), decision: updated.decision, final_code: updated.final_code, note: updated.review_note, decided_by: caller.accountId };
    await OutboxRepo.record(tx, 'lookup.decided', data, ctx.requestId);
    return updated;
  });
}

/**
 * A comment, under two locks: the author's account row (the 20-per-minute rate holds across
 * lookups and concurrent calls) and the lookup row (the 500 cap).
 */
async function commentOn(deps: LookupDeps, caller: Caller, id: string, note: string) {
  return deps.db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM accounts WHERE id = ${caller.accountId} FOR UPDATE`;
    const recent = await tx.lookupEvent.count({ where: { actor_id: caller.accountId, kind: 'comment', created_at: { gt: new Date(Date.now() - 60_000) } } });
    if (recent >= LIMITS.commentRatePerMinute) {
      throw new AppError('rate_limited', { params: { seconds: 60 }, headers: { 'Retry-After': '60' }, details: { retry_after_seconds: 60 } });
    }
    const [lookup] = await tx.$queryRaw<Array<{ comment_count: number }>>`SELECT comment_count FROM lookups WHERE id = ${id} FOR UPDATE`;
    if (!lookup) throw new AppError('not_found');
    if (lookup.comment_count >= LIMITS.commentsPerLookup) throw new AppError('conflict', { messageKey: 'error.conflict.comment_cap', params: { limit: LIMITS.commentsPerLookup } });
    await tx.lookupEvent.create({ data: { lookup_id: id, kind: 'comment', actor_id: caller.accountId, actor_name: caller.accountName, note } });
    return tx.lookup.update({ where: { id }, data: { comment_count: { increment: 1 } } });
  }, LOCKING_TRANSACTION);
}
