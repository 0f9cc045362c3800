import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { testEnv, uniqueName } from '@tcs/testing';

const ROOT = path.resolve(__dirname, '../../..');

/** Runs the real CLI as an operator would, against the run's database. */
function tcs(...args: string[]) {
  const env = testEnv();
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'apps/cli/src/main.ts'), ...args], {
    env: { ...process.env, DATABASE_URL: env.databaseUrl, REDIS_URL: env.redisUrl, TCS_REDIS_PREFIX: env.redisPrefix, TCS_SIGNUP_CREDITS: '50' },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, json: () => JSON.parse(run.stdout) };
}

describe('tcs admin CLI with --json', () => {
  const email = `${uniqueName('cli')}@example.test`;

  it('when seed runs (first: plans, schedules, rulings) twice, then the bundled schedules are present once and the second run loads nothing', () => {
    const first = tcs('seed', '--json');
    expect(first.status).toBe(0);
    const versions = first.json().datasets.map((d: { market: string; version: string }) => `${d.market} ${d.version}`);
    expect(versions).toEqual(expect.arrayContaining(['US 2024-12', 'EU 2025', 'EU 2026', 'VN 2026']));
    const second = tcs('seed', '--json').json();
    expect(second.loaded).toEqual([]);
    expect(second.rulings).toEqual({ present: true, loaded: 0 });
    const listed = tcs('tariffs', 'list', '--json').json().items;
    expect(listed.filter((d: { active: boolean }) => d.active).map((d: { market: string }) => d.market).sort()).toEqual(['EU', 'US', 'VN']);
  }, 180_000);

  it('when an account is created, updated and listed, then each prints one JSON object', () => {
    const created = tcs('accounts', 'create', '--email', email, '--name', 'Ops Team', '--role', 'reviewer', '--json');
    expect(created.status).toBe(0);
    expect(created.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), email, name: 'Ops Team', role: 'reviewer', credits: 50, unlimited: false, plan: null, active: true, trial_ended: false });
    expect(created.stdout.trim().split('\n')).toHaveLength(1);

    const updated = tcs('accounts', 'update', email, '--role', 'entry', '--plan', 'team', '--trial-ended', 'true', '--json');
    expect(updated.json()).toMatchObject({ role: 'entry', plan: 'team', trial_ended: true });
    expect(tcs('accounts', 'list', '--json').json().items).toContainEqual(expect.objectContaining({ email }));
  });

  it('when credits are granted, then the ledger row carries the new balance', () => {
    const row = tcs('credits', 'grant', email, '25', '--note', 'pilot', '--json').json();
    expect(row).toMatchObject({ kind: 'grant', amount: 25, balance_after: 75, note: 'pilot' });
    const overdraw = tcs('credits', 'grant', email, '-1000', '--json');
    expect(overdraw.status).not.toBe(0);
    expect(JSON.parse(overdraw.stderr.trim().split('\n').pop()!).error.code).toBe('conflict');
  });

  it('when a key is created, listed and revoked, then the secret is shown only once', () => {
    const key = tcs('keys', 'create', email, '--name', 'erp', '--json').json();
    expect(key).toEqual({ id: expect.any(String), key: expect.stringMatching(/^svc_/), prefix: key.key.slice(0, 12), role: 'entry', name: 'erp' });
    const listed = tcs('keys', 'list', email, '--json').json();
    expect(listed.items).toEqual([{ id: key.id, prefix: key.prefix, name: 'erp', role: 'entry', revoked_at: null }]);
    expect(JSON.stringify(listed)).not.toContain(key.key);
    const revoked = tcs('keys', 'revoke', key.id, '--json').json();
    expect(revoked).toEqual({ id: key.id, revoked_at: expect.any(String) });
  });

  it('when a key would exceed its account role, then it is refused', () => {
    const refused = tcs('keys', 'create', email, '--name', 'too-strong', '--role', 'admin', '--json');
    expect(refused.status).toBe(2);
    expect(refused.stdout).toBe('');
    expect(JSON.parse(refused.stderr.trim().split('\n').pop()!).error).toMatchObject({ code: 'validation_error', errors: [{ field: 'role' }] });
  });

  it('when a plan is upserted, then it prints the plan with entitlements; unknown keys are refused', () => {
    const plan = tcs('plans', 'upsert', 'pilot', '--feature', 'feature.batch=on', '--limit', 'batch_max_rows=250', '--json').json();
    expect(plan.name).toBe('pilot');
    expect(plan.entitlements).toEqual(
      expect.arrayContaining([
        { key: 'feature.batch', kind: 'feature', enabled: true, value: null, unlimited: false },
        { key: 'batch_max_rows', kind: 'limit', enabled: false, value: 250, unlimited: false },
      ]),
    );
    expect(tcs('plans', 'upsert', 'pilot', '--feature', 'feature.teleport=on', '--json').status).toBe(2);
  });

  it('when migrate runs on a migrated database, then nothing is applied', () => {
    expect(tcs('db', 'migrate', '--json').json()).toEqual({ applied: [] });
  });


  it('when the command is unknown, then usage goes to stderr with exit status 2', () => {
    const run = tcs('frobnicate');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('accounts create');
  });
});
