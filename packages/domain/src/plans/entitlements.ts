import { AppError } from '../errors';

export type EntitlementKind = 'feature' | 'limit';

export interface EntitlementDefinition {
  key: string;
  kind: EntitlementKind;
  category: string;
  /** Unit of a limit; label and unit words are in the i18n catalogs (`entitlement.<key>`, `unit.<unit>`). */
  unit: string | null;
}

/** Every entitlement a plan can carry; the enforced ones are named in the spec's Limits. */
export const ENTITLEMENTS: readonly EntitlementDefinition[] = [
  { key: 'feature.batch', kind: 'feature', category: 'batches', unit: null },
  { key: 'batch_max_rows', kind: 'limit', category: 'batches', unit: 'rows' },
  { key: 'feature.webhooks', kind: 'feature', category: 'integrations', unit: null },
  { key: 'feature.reports', kind: 'feature', category: 'review', unit: null },
  { key: 'feature.market_us', kind: 'feature', category: 'markets', unit: null },
  { key: 'feature.market_eu', kind: 'feature', category: 'markets', unit: null },
  { key: 'feature.market_vn', kind: 'feature', category: 'markets', unit: null },
];

export const entitlementDefinition = (key: string) => ENTITLEMENTS.find((e) => e.key === key);

export interface EntitlementValue {
  kind: EntitlementKind;
  enabled: boolean;
  value: number | null;
  unlimited: boolean;
}

/** Null: the account has no plan and is unrestricted. */
export type Entitlements = Record<string, EntitlementValue> | null;

/** Plans seeded on a fresh install (interface decisions: Credits and plans). */
export const SEEDED_PLANS: Record<string, { features: Record<string, boolean>; limits: Record<string, number | 'unlimited'> }> = {
  free: {
    features: { 'feature.batch': false, 'feature.webhooks': false, 'feature.reports': false, 'feature.market_us': true, 'feature.market_eu': true, 'feature.market_vn': true },
    limits: { batch_max_rows: 0 },
  },
  team: {
    features: { 'feature.batch': true, 'feature.webhooks': true, 'feature.reports': true, 'feature.market_us': true, 'feature.market_eu': true, 'feature.market_vn': true },
    limits: { batch_max_rows: 5000 },
  },
  enterprise: {
    features: { 'feature.batch': true, 'feature.webhooks': true, 'feature.reports': true, 'feature.market_us': true, 'feature.market_eu': true, 'feature.market_vn': true },
    limits: { batch_max_rows: 'unlimited' },
  },
};

/** 403 plan_feature unless the plan includes the feature (no plan: unrestricted). */
export function requireFeature(entitlements: Entitlements, key: string): void {
  if (!entitlements) return;
  const found = entitlements[key];
  if (found && found.kind === 'feature' && found.enabled) return;
  throw new AppError('plan_feature', { params: { key }, details: { code: 'plan_feature', key } });
}

/** The plan's value of a limit, or null when unlimited (or no plan, or the plan does not set it). */
export function limitOf(entitlements: Entitlements, key: string): number | null {
  const found = entitlements?.[key];
  if (!found || found.kind !== 'limit' || found.unlimited || found.value === null) return null;
  return found.value;
}

/** 403 plan_limit when `requested` exceeds the plan's limit. */
export function requireWithinLimit(entitlements: Entitlements, key: string, requested: number): void {
  const limit = limitOf(entitlements, key);
  if (limit === null || requested <= limit) return;
  throw new AppError('plan_limit', { params: { key, limit, requested }, details: { code: 'plan_limit', key, limit, requested } });
}
