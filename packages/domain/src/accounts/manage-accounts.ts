import { AppError } from '../errors';
import { newId } from '../ids';
import { isRole, type Role } from '../roles';
import type { PlanRepo } from '../plans/plan.repo';
import type { AccountChanges, AccountRecord, AccountRepo } from './account.repo';

export interface AccountsDeps {
  accounts: AccountRepo;
  plans: PlanRepo;
  signupCredits: number;
  /** Tells every API process to drop cached keys (role, activity or plan changed). */
  invalidateAuth?: () => Promise<void>;
}

export interface CreateAccountInput {
  email: string;
  name: string;
  role: string;
  credits?: number;
  unlimited?: boolean;
  plan?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export async function createAccount(deps: AccountsDeps, input: CreateAccountInput): Promise<AccountRecord> {
  const errors = [];
  const email = input.email?.trim().toLowerCase() ?? '';
  if (!EMAIL.test(email) || email.length > 254) errors.push({ field: 'email', message: 'must be an email address' });
  if (!input.name?.trim() || input.name.length > 200) errors.push({ field: 'name', message: 'is required (up to 200 characters)' });
  if (!isRole(input.role)) errors.push({ field: 'role', message: 'must be one of entry, reviewer, admin' });
  if (input.credits !== undefined && (!Number.isInteger(input.credits) || input.credits < 0)) errors.push({ field: 'credits', message: 'must be a whole number ≥ 0' });
  if (errors.length) throw new AppError('validation_error', { errors });
  if (await deps.accounts.findByIdOrEmail(email)) throw new AppError('conflict', { detail: `An account with email ${email} exists` });
  const planId = input.plan ? await planIdOf(deps.plans, input.plan) : null;
  return deps.accounts.create({
    id: newId(),
    email,
    name: input.name.trim(),
    role: input.role as Role,
    credits: input.credits ?? deps.signupCredits,
    unlimited: input.unlimited ?? false,
    planId,
  });
}

export interface UpdateAccountInput {
  role?: string;
  active?: boolean;
  trialEnded?: boolean;
  unlimited?: boolean;
  /** A plan name, or 'none' to remove the plan. */
  plan?: string;
}

export async function updateAccount(deps: AccountsDeps, ref: string, input: UpdateAccountInput): Promise<AccountRecord> {
  const account = await requireAccount(deps.accounts, ref);
  if (input.role !== undefined && !isRole(input.role)) {
    throw new AppError('validation_error', { errors: [{ field: 'role', message: 'must be one of entry, reviewer, admin' }] });
  }
  const changes: AccountChanges = {};
  if (input.role !== undefined) changes.role = input.role as Role;
  if (input.active !== undefined) changes.active = input.active;
  if (input.trialEnded !== undefined) changes.trial_ended = input.trialEnded;
  if (input.unlimited !== undefined) changes.unlimited = input.unlimited;
  if (input.plan !== undefined) changes.plan_id = input.plan === 'none' ? null : await planIdOf(deps.plans, input.plan);
  const updated = await deps.accounts.update(account.id, changes);
  await deps.invalidateAuth?.();
  return updated;
}

export async function requireAccount(accounts: AccountRepo, ref: string): Promise<AccountRecord> {
  const account = await accounts.findByIdOrEmail(ref);
  if (!account) throw new AppError('not_found', { detail: `No account ${ref}` });
  return account;
}

async function planIdOf(plans: PlanRepo, name: string): Promise<string> {
  const plan = await plans.findByName(name);
  if (!plan) throw new AppError('validation_error', { errors: [{ field: 'plan', message: `no plan named ${name}` }] });
  return plan.id;
}
