import { AppError, ERROR_STATUS } from './errors';
import { displayPrefix, generateApiKey, hashApiKey, looksLikeApiKey } from './keys/api-key';
import { limitOf, requireFeature, requireWithinLimit } from './plans/entitlements';
import { effectiveRole, roleAtLeast } from './roles';

describe('roles', () => {
  it('when a key role exceeds the account role, then it is cut to the account role', () => {
    expect(effectiveRole('admin', 'entry')).toBe('entry');
    expect(effectiveRole('entry', 'admin')).toBe('entry');
    expect(effectiveRole('reviewer', 'reviewer')).toBe('reviewer');
  });

  it('when roles are compared, then admin ⊃ reviewer ⊃ entry', () => {
    expect(roleAtLeast('admin', 'reviewer')).toBe(true);
    expect(roleAtLeast('reviewer', 'admin')).toBe(false);
    expect(roleAtLeast('entry', 'entry')).toBe(true);
  });
});

describe('API keys', () => {
  it('when a key is generated, then it has the svc_ prefix, 40 secret characters and a stable hash', () => {
    const key = generateApiKey();
    expect(key).toMatch(/^svc_[A-Za-z0-9]{40}$/);
    expect(generateApiKey()).not.toBe(key);
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(key)).toBe(hashApiKey(key));
    expect(displayPrefix(key)).toBe(key.slice(0, 12));
    expect(looksLikeApiKey('Bearer x')).toBe(false);
  });
});

describe('plan entitlements', () => {
  const plan = {
    'feature.batch': { kind: 'feature' as const, enabled: false, value: null, unlimited: false },
    batch_max_rows: { kind: 'limit' as const, enabled: false, value: 100, unlimited: false },
  };

  it('when the plan lacks a feature, then 403 plan_feature names it in details', () => {
    try {
      requireFeature(plan, 'feature.batch');
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(403);
      expect((error as AppError).options.details).toEqual({ code: 'plan_feature', key: 'feature.batch' });
    }
  });

  it('when a limit would be exceeded, then 403 plan_limit carries key, limit and requested', () => {
    expect(() => requireWithinLimit(plan, 'batch_max_rows', 100)).not.toThrow();
    try {
      requireWithinLimit(plan, 'batch_max_rows', 101);
      throw new Error('expected a refusal');
    } catch (error) {
      expect((error as AppError).code).toBe('plan_limit');
      expect((error as AppError).options.details).toEqual({ code: 'plan_limit', key: 'batch_max_rows', limit: 100, requested: 101 });
    }
  });

  it('when the account has no plan, then nothing is restricted', () => {
    expect(() => requireFeature(null, 'feature.webhooks')).not.toThrow();
    expect(limitOf(null, 'batch_max_rows')).toBeNull();
  });
});

describe('error table', () => {
  it('when codes are mapped, then each spec code has its status', () => {
    expect(ERROR_STATUS).toMatchObject({
      bad_request: 400, unauthenticated: 401, out_of_credits: 402, payment_required: 402, trial_ended: 402, forbidden: 403,
      plan_feature: 403, plan_limit: 403, not_found: 404, method_not_allowed: 405, request_timeout: 408, conflict: 409,
      payload_too_large: 413, unsupported_media_type: 415, validation_error: 422, rate_limited: 429, internal_error: 500,
      upstream_error: 502, service_unavailable: 503,
    });
  });
});
