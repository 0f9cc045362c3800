import { translate, type Lang, type MessageKey } from '@tcs/i18n';
import type { Caller } from '../caller';
import { ENTITLEMENTS, type EntitlementValue } from './entitlements';

/** What an account without a plan gets: everything, without limits. */
const UNRESTRICTED: Record<'feature' | 'limit', EntitlementValue> = {
  feature: { kind: 'feature', enabled: true, value: null, unlimited: true },
  limit: { kind: 'limit', enabled: true, value: null, unlimited: true },
};

/** A plan that does not name an entitlement lacks the feature and has no such limit (see requireFeature, limitOf). */
const NOT_IN_PLAN: Record<'feature' | 'limit', EntitlementValue> = {
  feature: { kind: 'feature', enabled: false, value: null, unlimited: false },
  limit: { kind: 'limit', enabled: true, value: null, unlimited: true },
};

/** `GET /api/plans/me`: every entitlement the service knows, as the caller's plan sets it, labels in the reader's language. */
export function planView(caller: Caller, lang: Lang) {
  const entitlements = ENTITLEMENTS.map((definition) => {
    const held = caller.entitlements ? caller.entitlements[definition.key] ?? NOT_IN_PLAN[definition.kind] : UNRESTRICTED[definition.kind];
    const base = {
      key: definition.key,
      kind: definition.kind,
      category: definition.category,
      label: translate(lang, `entitlement.${definition.key}` as MessageKey),
      unit_label: definition.unit ? translate(lang, `unit.${definition.unit}` as MessageKey) : null,
    };
    return definition.kind === 'feature'
      ? { ...base, enabled: held.enabled }
      : { ...base, enabled: true, value: held.unlimited ? null : held.value, unlimited: held.unlimited || held.value === null };
  });
  return { plan: caller.plan, restricted: caller.entitlements !== null, entitlements };
}
