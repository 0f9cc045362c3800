/**
 * The activation hook of the catalog: when a schedule version becomes active, every SKU of the
 * market whose code it removed or changed gets its new status, an alert (with replacement codes
 * where the change makes them clear) and a `sku.alert` event, in the activation's transaction.
 * Codes the new version made declarable become valid; the rest are marked checked against it.
 */
import type { Activation } from '../tariffs/activate-dataset';
import type { Tx } from '../lookups/lookup.repo';
import type { AlertKind, SkuCodeStatus } from './sku-rules';
import { alertView, skuView, type AlertRecord, type SkuRecord } from './sku.view';

type Affected = SkuRecord & { digits: string; kinds: string[]; now_leaf: boolean | null; now_code: string | null };

interface Outcome {
  kind: AlertKind;
  status: SkuCodeStatus;
  message: string;
  suggested: string[];
}

const SUGGESTIONS_KEPT = 10;

export async function raiseSkuAlerts(tx: Tx, activation: Activation): Promise<number> {
  if (!activation.fromDatasetId) return 0;
  const affected = await tx.$queryRaw<Affected[]>`
    WITH changed AS (
      SELECT code_digits, array_agg(DISTINCT kind) AS kinds FROM tariff_changes
      WHERE to_dataset_id = ${activation.toDatasetId} AND from_dataset_id = ${activation.fromDatasetId} AND kind IN ('removed', 'description_changed', 'moved')
      GROUP BY code_digits
    ), coded AS (
      SELECT s.*, regexp_replace(s.current_code, '\\D', '', 'g') AS digits FROM skus s WHERE s.market = ${activation.market} AND s.current_code IS NOT NULL
    )
    SELECT c.*, coalesce(ch.kinds, ARRAY[]::text[]) AS kinds, t.is_leaf AS now_leaf, t.code AS now_code
    FROM coded c
    LEFT JOIN changed ch ON ch.code_digits = c.digits
    LEFT JOIN LATERAL (SELECT is_leaf, code FROM tariff_lines WHERE dataset_id = ${activation.toDatasetId} AND code_digits = c.digits ORDER BY position LIMIT 1) t ON true
    WHERE ch.code_digits IS NOT NULL OR (c.code_status = 'valid' AND t.is_leaf IS FALSE)`;
  const replacements = await replacementsFor(tx, activation, [...new Set(affected.map((a) => a.digits))]);
  const outcomes = affected.map((sku) => ({ sku, outcome: outcomeOf(sku, activation, replacements.get(sku.digits) ?? []) }));
  if (outcomes.length) await recordAlerts(tx, activation, outcomes);
  await markChecked(tx, activation, affected.map((a) => a.id));
  return outcomes.length;
}

function outcomeOf(sku: Affected, activation: Activation, suggested: string[]): Outcome {
  const where = `the ${activation.market} schedule ${activation.toVersion}`;
  const instead = suggested.length ? `; possible replacements: ${suggested.join(', ')}` : '';
  if (sku.kinds.includes('removed') || sku.now_leaf === null) {
    return { kind: 'code_removed', status: 'expired', message: `${sku.current_code} no longer exists in ${where}${instead}`, suggested };
  }
  if (!sku.now_leaf) {
    return { kind: 'code_invalid', status: 'changed', message: `${sku.current_code} is split into subdivisions in ${where} and is no longer declarable${instead}`, suggested };
  }
  const what = sku.kinds.includes('moved') ? 'moved to another heading' : 'has a new description';
  return { kind: 'code_changed', status: 'changed', message: `${sku.current_code} ${what} in ${where}: check that it still fits the product`, suggested: [] };
}

/** A code split into children suggests its declarable children; a removed one without children, the lines added beside it (same subheading). */
async function replacementsFor(tx: Tx, activation: Activation, digits: string[]): Promise<Map<string, string[]>> {
  if (!digits.length) return new Map();
  const rows = await tx.$queryRaw<Array<{ digits: string; codes: string[] }>>`
    SELECT a.digits,
      coalesce(
        (SELECT array_agg(code ORDER BY position) FROM (SELECT code, position FROM tariff_lines t WHERE t.dataset_id = ${activation.toDatasetId} AND t.is_leaf
           AND t.code_digits <> a.digits AND left(t.code_digits, length(a.digits)) = a.digits ORDER BY position LIMIT ${SUGGESTIONS_KEPT}) children),
        (SELECT array_agg(code ORDER BY position) FROM (SELECT t.code, t.position FROM tariff_changes c JOIN tariff_lines t ON t.dataset_id = c.to_dataset_id AND t.code_digits = c.code_digits AND t.is_leaf
           WHERE c.to_dataset_id = ${activation.toDatasetId} AND c.kind = 'added' AND left(c.code_digits, 6) = left(a.digits, 6) ORDER BY t.position LIMIT ${SUGGESTIONS_KEPT}) added),
        ARRAY[]::text[]) AS codes
    FROM unnest(${digits}::text[]) AS a(digits)`;
  return new Map(rows.map((r) => [r.digits, r.codes]));
}

async function recordAlerts(tx: Tx, activation: Activation, outcomes: Array<{ sku: Affected; outcome: Outcome }>) {
  const rows = outcomes.map(({ sku, outcome }) => ({ id: sku.id, status: outcome.status, kind: outcome.kind, message: outcome.message, suggested: outcome.suggested }));
  const json = JSON.stringify(rows);
  await tx.$executeRaw`
    UPDATE skus s SET code_status = x.status, code_status_detail = x.message, checked_version = ${activation.toVersion}, checked_at = now(), updated_at = now()
    FROM jsonb_to_recordset(${json}::jsonb) AS x(id int, status text, message text) WHERE s.id = x.id`;
  const alerts = await tx.$queryRaw<AlertRecord[]>`
    INSERT INTO alerts (sku_id, kind, message, from_version, to_version, suggested_codes, created_at)
    SELECT x.id, x.kind, x.message, ${activation.fromVersion}, ${activation.toVersion}, ARRAY(SELECT jsonb_array_elements_text(x.suggested)), now()
    FROM jsonb_to_recordset(${json}::jsonb) AS x(id int, kind text, message text, suggested jsonb)
    RETURNING *`;
  const byId = new Map(outcomes.map(({ sku, outcome }) => [sku.id, { ...sku, code_status: outcome.status, code_status_detail: outcome.message, checked_version: activation.toVersion }]));
  // Webhook payloads are written in English (the service's machine language for events).
  const events = alerts.map((alert) => ({ alert: alertView(alert), sku: skuView(byId.get(alert.sku_id)!, 'en') }));
  await tx.$executeRaw`
    INSERT INTO outbox_events (event, data, created_at) SELECT 'sku.alert', e, now() FROM jsonb_array_elements(${JSON.stringify(events)}::jsonb) AS e`;
}

/** Unaffected codes: checked against the new version; codes it made declarable become valid. */
async function markChecked(tx: Tx, activation: Activation, affectedIds: number[]) {
  await tx.$executeRaw`
    UPDATE skus s SET code_status = 'valid', checked_version = ${activation.toVersion}, checked_at = now(), updated_at = now(),
      code_status_detail = t.code || ' is a declarable line of the ' || ${activation.market} || ' schedule ' || ${activation.toVersion}
    FROM tariff_lines t
    WHERE s.market = ${activation.market} AND s.current_code IS NOT NULL AND NOT (s.id = ANY(${affectedIds}::int[]))
      AND t.dataset_id = ${activation.toDatasetId} AND t.is_leaf AND t.code_digits = regexp_replace(s.current_code, '\\D', '', 'g')`;
}
