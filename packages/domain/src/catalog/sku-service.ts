/**
 * What the catalog endpoints do, transport-free: upsert one or thousands of SKUs with their
 * codes checked against the market's active schedule, replace, delete, classify one, check codes
 * again, acknowledge alerts. The API enqueues the lookups these create.
 */
import type { Db } from '@tcs/db';
import { isTemplateExample } from '@tcs/files';
import type { Caller } from '../caller';
import { AppError } from '../errors';
import { insertLookups, isExemptOwner, LOCKING_TRANSACTION, lockCredits, newLookupRows, type LookupRepo } from '../lookups/lookup.repo';
import { createClassifyLookup, type LookupDeps } from '../lookups/lookup-service';
import { requireFeature, requireWithinLimit } from '../plans/entitlements';
import { checkCodes, type CodeCheck } from '../tariffs/code-check';
import type { DatasetRepo } from '../tariffs/dataset.repo';
import { CODE_STATUSES, codeStateOf, type SkuCodeStatus } from './sku-rules';
import { pairKey, type SavedSku, type SkuRepo, type SkuWrite } from './sku.repo';
import type { SkuRecord } from './sku.view';

export interface CatalogDeps {
  db: Db;
  skus: SkuRepo;
  datasets: DatasetRepo;
  lookups: LookupRepo;
  lookupDeps: LookupDeps;
  creditsPerLookup: number;
  defaultMarket: string;
}

export interface SkuBody {
  sku: string;
  market?: string;
  description: string;
  material?: string | null;
  use?: string | null;
  composition?: string | null;
  origin?: string | null;
  notes?: string | null;
  external_ref?: string | null;
  current_code?: string | null;
}

type Placed = SkuBody & { market: string };

/** The code state of each item: checked against its market's active schedule, or (unchecked) kept when the code did not change. */
async function writesOf(deps: CatalogDeps, items: Placed[], check: boolean): Promise<SkuWrite[]> {
  const checks = new Map<string, Map<string, CodeCheck>>();
  if (check) {
    for (const market of new Set(items.map((i) => i.market))) {
      const dataset = await deps.datasets.active(market);
      const codes = items.filter((i) => i.market === market && i.current_code).map((i) => i.current_code!);
      checks.set(market, dataset ? await checkCodes(deps.db, { id: dataset.id, version: dataset.version, market }, codes) : new Map());
    }
  }
  const stored = check ? new Map<string, SkuRecord>() : await deps.skus.byPairs(items);
  return items.map((item) => {
    const code = item.current_code?.trim() || null;
    const before = stored.get(pairKey(item));
    const state = check
      ? codeStateOf(code, code ? checks.get(item.market)?.get(code) ?? null : null, item.market)
      : before && (before.current_code === code || (code && before.current_code?.replace(/\D/g, '') === code.replace(/\D/g, '')))
        ? { current_code: before.current_code, code_status: before.code_status as SkuCodeStatus, code_status_detail: before.code_status_detail, checked_version: before.checked_version, checked_at: before.checked_at }
        : { ...codeStateOf(code, null, item.market), code_status_detail: code ? 'Not checked: send check_codes true or call check-codes' : null };
    return {
      sku: item.sku,
      market: item.market,
      description: item.description,
      material: item.material ?? null,
      use: item.use ?? null,
      composition: item.composition ?? null,
      origin: item.origin ?? null,
      notes: item.notes ?? null,
      external_ref: item.external_ref ?? null,
      ...state,
    };
  });
}

const placed = (deps: CatalogDeps, body: SkuBody): Placed => ({ ...body, market: body.market ?? deps.defaultMarket });

/** `POST /api/skus`: create, or update the SKU of this sku + market (repeat-safe). */
export async function upsertSku(deps: CatalogDeps, caller: Caller, body: SkuBody): Promise<SkuRecord> {
  const [saved] = await deps.skus.upsertMany(await writesOf(deps, [placed(deps, body)], true), caller.accountId);
  return (await deps.skus.get(saved.id))!;
}

export async function visibleSku(deps: Pick<CatalogDeps, 'skus'>, id: number): Promise<SkuRecord> {
  const sku = await deps.skus.get(id);
  if (!sku) throw new AppError('not_found');
  return sku;
}

/** `PUT /api/skus/{id}`: the SKU's sku and market identify it and do not change. */
export async function replaceSku(deps: CatalogDeps, caller: Caller, id: number, body: SkuBody): Promise<SkuRecord> {
  const current = await visibleSku(deps, id);
  const errors = (['sku', 'market'] as const).flatMap((field) =>
    body[field] !== undefined && body[field] !== current[field] ? [{ field, message: `"${field}" identifies the SKU and cannot change (it is ${current[field]})` }] : [],
  );
  if (errors.length) throw new AppError('validation_error', { errors });
  await deps.skus.upsertMany(await writesOf(deps, [{ ...body, sku: current.sku, market: current.market }], true), current.created_by_id ?? caller.accountId);
  return (await deps.skus.get(id))!;
}

export interface BulkBody {
  items: SkuBody[];
  check_codes: boolean;
  classify_missing: boolean;
}

/**
 * `POST /api/skus/bulk`: all or nothing on validation, template examples skipped, then one upsert;
 * with `classify_missing`, a lookup for each SKU of the payload that has no code and none queued
 * or found yet, as far as the credits reach (never 402).
 */
export async function bulkSync(deps: CatalogDeps, caller: Caller, body: BulkBody, ctx: { language: string; requestId: string | null }) {
  const items = body.items.map((item) => placed(deps, item));
  const seen = new Map<string, number>();
  const errors = items.flatMap((item, i) => {
    const first = seen.get(pairKey(item));
    seen.set(pairKey(item), first ?? i);
    return first === undefined ? [] : [{ field: `items.${i}.sku`, message: `${item.sku} (${item.market}) is also item ${first}: send each SKU once` }];
  });
  if (errors.length) throw new AppError('validation_error', { errors });
  const kept = items.filter((item) => !isTemplateExample(item.description));
  if (body.classify_missing) {
    requireFeature(caller.entitlements, 'feature.batch');
    requireWithinLimit(caller.entitlements, 'batch_max_rows', kept.filter((item) => !item.current_code?.trim()).length);
  }
  const saved = await deps.skus.upsertMany(await writesOf(deps, kept, body.check_codes), caller.accountId);
  const lookupIds = body.classify_missing ? await classifyMissing(deps, caller, saved, ctx) : [];
  return {
    lookupIds,
    answer: {
      upserted: saved.length,
      classification_queued: lookupIds.length,
      examples_skipped: items.length - kept.length,
      items: saved.map((s) => ({ id: s.id, sku: s.sku, market: s.market, code_status: s.code_status })),
    },
  };
}

/** Lookups (kind `sku`) for SKUs without a code whose last lookup is missing or failed; linked at once, so a repeat queues nothing twice. */
async function classifyMissing(deps: CatalogDeps, caller: Caller, saved: SavedSku[], ctx: { language: string; requestId: string | null }): Promise<string[]> {
  const candidates = saved.filter((s) => !s.current_code).map((s) => s.id);
  if (!candidates.length) return [];
  return deps.db.$transaction(async (tx) => {
    const exempt = isExemptOwner({ unlimited: caller.unlimited, role: caller.accountRole }, deps.creditsPerLookup);
    const affordable = exempt ? Infinity : Math.max(0, Math.floor((await lockCredits(tx, caller.accountId, deps.creditsPerLookup)).available / deps.creditsPerLookup));
    const due = await tx.$queryRaw<SkuRecord[]>`
      SELECT s.* FROM skus s LEFT JOIN lookups l ON l.id = s.last_lookup_id
      WHERE s.id = ANY(${candidates}::int[]) AND s.current_code IS NULL AND (s.last_lookup_id IS NULL OR l.status = 'error' OR l.id IS NULL)
      ORDER BY s.id FOR UPDATE OF s`;
    const chosen = due.slice(0, Math.min(due.length, affordable));
    if (!chosen.length) return [];
    const datasets = new Map<string, string>();
    for (const market of new Set(chosen.map((s) => s.market))) datasets.set(market, (await deps.datasets.resolve(market, null)).version);
    const rows = newLookupRows(chosen.map((s) => ({
      kind: 'sku' as const, description: s.description, material: s.material, use: s.use, composition: s.composition, origin: s.origin, notes: s.notes,
      market: s.market, tariff_version: null, dataset_version: datasets.get(s.market)!, language: ctx.language, created_by_id: caller.accountId, sku_id: s.id, request_id: ctx.requestId,
    })));
    await insertLookups(tx, rows);
    const links = rows.map((r) => ({ sku_id: r.sku_id, lookup_id: r.id }));
    await tx.$executeRaw`UPDATE skus s SET last_lookup_id = x.lookup_id FROM jsonb_to_recordset(${JSON.stringify(links)}::jsonb) AS x(sku_id int, lookup_id text) WHERE s.id = x.sku_id`;
    return rows.map((r) => r.id as string);
  }, LOCKING_TRANSACTION);
}

/** `POST /api/skus/{id}/classify`: a lookup of kind `sku` (402 when credits do not cover it). */
export async function classifySku(deps: CatalogDeps, caller: Caller, id: number, body: { language?: string; tariff_version?: string | null }, ctx: { language: string; requestId: string | null }) {
  const sku = await visibleSku(deps, id);
  const lookup = await createClassifyLookup(
    deps.lookupDeps,
    caller,
    { description: sku.description, material: sku.material, use: sku.use, composition: sku.composition, origin: sku.origin, notes: sku.notes, tariff_version: body.tariff_version ?? null, sku_id: sku.id },
    { market: sku.market, language: (body.language ?? ctx.language) as never, requestId: ctx.requestId },
  );
  await deps.skus.linkLookup(sku.id, lookup.id);
  return lookup;
}

/** `POST /api/skus/check-codes`: every code of the chosen SKUs against its market's active schedule. */
export async function checkSkuCodes(deps: CatalogDeps, caller: Caller, body: { market?: string; sku_ids?: number[] }) {
  const counts = Object.fromEntries(CODE_STATUSES.map((s) => [s, 0])) as Record<SkuCodeStatus, number>;
  let checked = 0;
  for await (const page of deps.skus.pages({ market: body.market, ids: body.sku_ids })) {
    const writes = await writesOf(deps, page, true);
    await deps.skus.upsertMany(writes, caller.accountId);
    for (const w of writes) counts[w.code_status]++;
    checked += writes.length;
  }
  return { checked, counts };
}
