import { AppError } from '../errors';
import { entitlementDefinition, SEEDED_PLANS } from './entitlements';
import type { EntitlementInput, PlanRecord, PlanRepo } from './plan.repo';

export interface PlanChanges {
  features?: Record<string, boolean>;
  limits?: Record<string, number | 'unlimited'>;
}

/** Creates or changes a plan; only known entitlement keys of the right kind are accepted. */
export async function upsertPlan(plans: PlanRepo, name: string, changes: PlanChanges): Promise<PlanRecord> {
  if (!/^[a-z0-9][a-z0-9_-]{0,39}$/.test(name)) {
    throw new AppError('validation_error', { errors: [{ field: 'name', message: 'must be 1-40 lower-case letters, digits, - or _' }] });
  }
  const inputs: EntitlementInput[] = [];
  const errors: { field: string; message: string }[] = [];
  for (const [key, enabled] of Object.entries(changes.features ?? {})) {
    if (entitlementDefinition(key)?.kind !== 'feature') errors.push({ field: `feature.${key}`, message: `unknown feature ${key}` });
    else inputs.push({ key, kind: 'feature', enabled });
  }
  for (const [key, value] of Object.entries(changes.limits ?? {})) {
    if (entitlementDefinition(key)?.kind !== 'limit') errors.push({ field: `limit.${key}`, message: `unknown limit ${key}` });
    else if (value === 'unlimited') inputs.push({ key, kind: 'limit', unlimited: true, value: null });
    else if (!Number.isInteger(value) || value < 0) errors.push({ field: `limit.${key}`, message: 'must be a whole number ≥ 0 or unlimited' });
    else inputs.push({ key, kind: 'limit', value, unlimited: false });
  }
  if (errors.length) throw new AppError('validation_error', { errors });
  return plans.upsert(name, inputs);
}

/** The seeded plans, created when missing; an existing plan keeps what an operator changed. */
export async function seedPlans(plans: PlanRepo): Promise<string[]> {
  const created: string[] = [];
  for (const [name, changes] of Object.entries(SEEDED_PLANS)) {
    if (await plans.findByName(name)) continue;
    await upsertPlan(plans, name, changes);
    created.push(name);
  }
  return created;
}
