/**
 * A lookup as the spec shows it. Labels (status, decision, flag messages, check names, the
 * disclaimer, the origin's country name) follow the reader's language; the written reasons were
 * made in the lookup's own language when it ran and are shown as stored.
 */
import { countryName, translate, type Lang, type MessageKey } from '@tcs/i18n';
import { isPending, type LookupStatus } from './lookup-rules';
import type { LookupEventRecord, LookupRecord } from './lookup.repo';

export type Names = ReadonlyMap<string, string>;

const label = (lang: Lang, key: string) => translate(lang, key as MessageKey);
const flagEntries = (codes: readonly string[], lang: Lang) => codes.map((code) => ({ code, message: label(lang, `flag.${code}`) }));

/** What a list reads of a lookup: everything but the result, the reading and the progress. */
export type SummaryRecord = Omit<LookupRecord, 'result' | 'normalized' | 'missing_info' | 'progress'>;

export function lookupSummary(l: SummaryRecord, lang: Lang, names: Names) {
  return {
    id: l.id,
    created_at: l.created_at.toISOString(),
    kind: l.kind,
    batch_id: l.batch_id,
    row_index: l.row_index,
    parent_lookup_id: l.parent_lookup_id,
    description: l.description,
    market: l.market,
    dataset_version: l.dataset_version,
    status: l.status,
    status_label: label(lang, `status.${l.status}`),
    recommended_code: l.recommended_code,
    recommended_description: l.recommended_description,
    hs6: l.hs6,
    confidence: l.confidence,
    review_flags: flagEntries(l.flag_codes, lang),
    risk: l.risk,
    risk_level: l.risk_level,
    resolved: l.resolved,
    processing_ms: l.processing_ms,
    decision: l.decision,
    decision_label: l.decision ? label(lang, `decision.${l.decision}`) : null,
    final_code: l.final_code,
    decided_at: l.decided_at?.toISOString() ?? null,
    created_by: l.created_by_id,
    created_by_name: l.created_by_id ? names.get(l.created_by_id) ?? null : null,
    sku_id: l.sku_id,
    language: l.language,
    comment_count: l.comment_count,
  };
}

export type LookupSummary = ReturnType<typeof lookupSummary>;

export function lookupDetail(l: LookupRecord, events: LookupEventRecord[], lang: Lang, names: Names) {
  const pending = isPending(l.status as LookupStatus);
  return {
    ...lookupSummary(l, lang, names),
    input: {
      description: l.description,
      material: l.material,
      use: l.use,
      composition: l.composition,
      origin: l.origin,
      notes: l.notes,
      market: l.market,
      ...(l.tariff_version ? { tariff_version: l.tariff_version } : {}),
    },
    origin_label: l.origin ? countryName(lang, l.origin) : null,
    normalized: pending ? {} : withoutAnswers(l.normalized),
    result: pending || l.status === 'error' ? {} : localizedResult(l.result as StoredResult, l.status, lang),
    missing_info: l.missing_info,
    error: l.error,
    final_description: l.final_description,
    review_note: l.review_note,
    decided_by_name: l.decided_by_id ? names.get(l.decided_by_id) ?? null : null,
    events: events.map((e) => ({ kind: e.kind, at: e.created_at.toISOString(), actor_id: e.actor_id, actor_name: e.actor_name ?? (e.actor_id ? names.get(e.actor_id) ?? null : null), note: e.note, code: e.code })),
    // While queued or processing (the interface decisions' stages start at `queued`); null once finished.
    progress: pending ? l.progress : null,
  };
}

/** The answers a rerun carried are the worker's input, not part of the reading. */
function withoutAnswers(normalized: unknown) {
  if (!normalized || typeof normalized !== 'object') return {};
  const { answers: _answers, ...rest } = normalized as Record<string, unknown>;
  return rest;
}

/** The part of `result` stored language-neutral, worded for the reader at read time. */
export interface StoredResult {
  flags: string[];
  checks: Array<{ name: string; ok: boolean; detail: string }>;
  [key: string]: unknown;
}

function localizedResult(result: StoredResult, status: string, lang: Lang) {
  if (!result || !Array.isArray(result.flags)) return {};
  return {
    ...result,
    status,
    status_label: label(lang, `status.${status}`),
    flags: flagEntries(result.flags, lang),
    checks: result.checks.map((check) => ({ ...check, label: label(lang, `check.${check.name}`) })),
    disclaimer: label(lang, 'disclaimer'),
  };
}
