import { ConfigError, loadConfig } from './index';

describe('loadConfig', () => {
  it('when nothing is set, then the documented defaults apply', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      databaseUrl: 'postgresql://postgres:postgres@127.0.0.1:5432/tcs',
      redisUrl: 'redis://127.0.0.1:6379/0',
      port: 3000,
      defaultMarket: 'US',
      defaultLanguage: 'en',
      creditsPerLookup: 1,
      signupCredits: 50,
      webhookAllowPrivate: false,
      webhookTimeoutMs: 10000,
      webhookRetryDelaysMs: [10000, 60000],
      embeddings: 'builtin',
      logLevel: 'info',
    });
    expect(config.keyCacheMs).toBeLessThanOrEqual(5000);
  });

  it('when a value is wrong, then start-up fails naming it', () => {
    expect(() => loadConfig({ TCS_DEFAULT_MARKET: 'JP' })).toThrow(/TCS_DEFAULT_MARKET/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
  });

  it('when private webhooks are allowed in production, then start-up refuses', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TCS_WEBHOOK_ALLOW_PRIVATE: '1' })).toThrow(/production/);
    expect(loadConfig({ TCS_WEBHOOK_ALLOW_PRIVATE: '1' }).webhookAllowPrivate).toBe(true);
  });
});
