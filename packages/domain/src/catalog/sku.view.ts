/** What clients see of a SKU and an alert. Pure: records and names come from the repository. */
import type { Prisma } from '@tcs/db';
import { countryName, translate, type Lang, type MessageKey } from '@tcs/i18n';

export type SkuRecord = Prisma.SkuGetPayload<object>;
export type AlertRecord = Prisma.AlertGetPayload<object>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function alertView(alert: AlertRecord) {
  return {
    id: alert.id,
    sku_id: alert.sku_id,
    kind: alert.kind,
    message: alert.message,
    from_version: alert.from_version,
    to_version: alert.to_version,
    suggested_codes: alert.suggested_codes,
    created_at: alert.created_at.toISOString(),
    acknowledged_at: iso(alert.acknowledged_at),
    acknowledged_by: alert.acknowledged_by_id,
  };
}

export function skuView(sku: SkuRecord, lang: Lang, extra: { alerts?: AlertRecord[]; open_alerts?: number } = {}) {
  return {
    id: sku.id,
    sku: sku.sku,
    market: sku.market,
    description: sku.description,
    material: sku.material,
    use: sku.use,
    composition: sku.composition,
    origin: sku.origin,
    origin_label: sku.origin ? countryName(lang, sku.origin) ?? sku.origin : null,
    notes: sku.notes,
    external_ref: sku.external_ref,
    current_code: sku.current_code,
    code_status: sku.code_status,
    code_status_label: translate(lang, `code_status.${sku.code_status}` as MessageKey),
    code_status_detail: sku.code_status_detail,
    checked_version: sku.checked_version,
    checked_at: iso(sku.checked_at),
    suggested_code: sku.suggested_code,
    last_lookup_id: sku.last_lookup_id,
    created_by: sku.created_by_id,
    created_at: sku.created_at.toISOString(),
    updated_at: sku.updated_at.toISOString(),
    ...(extra.alerts ? { alerts: extra.alerts.map(alertView) } : {}),
    ...(extra.open_alerts !== undefined ? { open_alerts: extra.open_alerts } : {}),
  };
}
