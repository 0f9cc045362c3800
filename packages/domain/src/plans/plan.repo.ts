import type { Db } from '@tcs/db';
import { newId } from '../ids';
import type { EntitlementKind, Entitlements } from './entitlements';

export interface PlanRecord {
  id: string;
  name: string;
  entitlements: { key: string; kind: EntitlementKind; enabled: boolean; value: number | null; unlimited: boolean }[];
}

export interface EntitlementInput {
  key: string;
  kind: EntitlementKind;
  enabled?: boolean;
  value?: number | null;
  unlimited?: boolean;
}

const include = { entitlements: { orderBy: { key: 'asc' as const } } };

const toRecord = (plan: { id: string; name: string; entitlements: PlanRecord['entitlements'] }): PlanRecord => ({
  id: plan.id,
  name: plan.name,
  entitlements: plan.entitlements.map(({ key, kind, enabled, value, unlimited }) => ({ key, kind, enabled, value, unlimited })),
});

export class PlanRepo {
  constructor(private readonly db: Db) {}

  async findByName(name: string): Promise<PlanRecord | null> {
    const plan = await this.db.plan.findUnique({ where: { name }, include });
    return plan ? toRecord(plan as never) : null;
  }

  /** Creates the plan when missing and sets the given entitlements; others stay as they are. */
  async upsert(name: string, entitlements: EntitlementInput[]): Promise<PlanRecord> {
    const plan = await this.db.$transaction(async (tx) => {
      const row = await tx.plan.upsert({ where: { name }, create: { id: newId(), name }, update: { updated_at: new Date() } });
      for (const e of entitlements) {
        const values = { kind: e.kind, enabled: e.enabled ?? false, value: e.value ?? null, unlimited: e.unlimited ?? false };
        await tx.planEntitlement.upsert({
          where: { plan_id_key: { plan_id: row.id, key: e.key } },
          create: { plan_id: row.id, key: e.key, ...values },
          update: values,
        });
      }
      return tx.plan.findUniqueOrThrow({ where: { id: row.id }, include });
    });
    return toRecord(plan as never);
  }
}

export function entitlementsOf(plan: PlanRecord | null): Entitlements {
  if (!plan) return null;
  return Object.fromEntries(plan.entitlements.map((e) => [e.key, { kind: e.kind, enabled: e.enabled, value: e.value, unlimited: e.unlimited }]));
}
