import type { AccountRecord } from './account.repo';

/** The account as the admin CLI prints it. */
export const accountView = (a: AccountRecord) => ({
  id: a.id,
  email: a.email,
  name: a.name,
  role: a.role,
  credits: a.credits,
  unlimited: a.unlimited,
  plan: a.plan,
  active: a.active,
  trial_ended: a.trial_ended,
});
