import { AppError } from '../errors';
import type { Caller } from '../caller';
import { effectiveRole, type Role } from '../roles';
import { entitlementsOf } from '../plans/plan.repo';
import type { EntitlementKind } from '../plans/entitlements';
import { hashApiKey, looksLikeApiKey } from './api-key';
import type { ApiKeyRepo, KeyWithAccount } from './api-key.repo';

type Outcome = { caller: Caller } | { refusal: 'unknown' | 'revoked' | 'inactive' };

interface CacheEntry {
  outcome: Outcome;
  expiresAt: number;
}

const TOUCH_EVERY_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * Resolves an API key to its caller. Answers are cached per process for `ttlMs` (at most 5 s),
 * so a request costs no database round trip while revocation, deactivation and role changes
 * still take effect everywhere within that time; `clear()` makes them immediate where a
 * change notice arrives.
 */
export class Authenticator {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly lastTouched = new Map<string, number>();

  constructor(private readonly keys: ApiKeyRepo, private readonly ttlMs: number, private readonly now: () => number = Date.now) {}

  async authenticate(rawKey: string | undefined): Promise<Caller> {
    if (!rawKey || !looksLikeApiKey(rawKey)) throw new AppError('unauthenticated');
    const hash = hashApiKey(rawKey);
    const outcome = await this.resolve(hash);
    if ('caller' in outcome) return outcome.caller;
    if (outcome.refusal === 'inactive') throw new AppError('unauthenticated', { messageKey: 'error.unauthenticated.inactive' });
    if (outcome.refusal === 'revoked') throw new AppError('unauthenticated', { messageKey: 'error.unauthenticated.revoked' });
    throw new AppError('unauthenticated');
  }

  clear(): void {
    this.cache.clear();
  }

  private async resolve(hash: string): Promise<Outcome> {
    const now = this.now();
    const cached = this.cache.get(hash);
    if (cached && cached.expiresAt > now) return cached.outcome;
    const found = await this.keys.findByHash(hash);
    const outcome = toOutcome(found);
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(hash, { outcome, expiresAt: now + this.ttlMs });
    if (found && 'caller' in outcome) this.touchLater(found, now);
    return outcome;
  }

  /** last_used_at is kept to the minute, off the request path. */
  private touchLater(key: KeyWithAccount, now: number): void {
    const last = Math.max(this.lastTouched.get(key.id) ?? 0, key.last_used_at?.getTime() ?? 0);
    if (now - last < TOUCH_EVERY_MS) return;
    this.lastTouched.set(key.id, now);
    this.keys.touch(key.id, new Date(now)).catch(() => undefined);
  }
}

function toOutcome(found: KeyWithAccount | null): Outcome {
  if (!found) return { refusal: 'unknown' };
  if (found.revoked_at) return { refusal: 'revoked' };
  if (!found.account.active) return { refusal: 'inactive' };
  const account = found.account;
  return {
    caller: {
      accountId: account.id,
      accountName: account.name,
      email: account.email,
      keyId: found.id,
      keyName: found.name,
      role: effectiveRole(found.role as Role, account.role as Role),
      accountRole: account.role as Role,
      unlimited: account.unlimited,
      trialEnded: account.trial_ended,
      avatarUrl: account.avatar_url,
      plan: account.plan?.name ?? null,
      entitlements: entitlementsOf(
        account.plan ? { id: '', name: account.plan.name, entitlements: account.plan.entitlements.map((e) => ({ ...e, kind: e.kind as EntitlementKind })) } : null,
      ),
    },
  };
}
