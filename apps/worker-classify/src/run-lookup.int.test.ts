import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLlmClient } from '@tcs/classifier';
import { createLogger } from '@tcs/logger';
import { ensureTariffData, given, openTestDb, testConfig, type GivenAccount } from '@tcs/testing';
import { EngineProvider } from './engine-provider';
import { runLookup, type RunDeps } from './run-lookup';

/**
 * The worker's job in process, against the run's database, with an OpenAI-compatible model faked
 * by a local server: what the model did is recorded on the lookup and in the usage ledger.
 */
describe('a classify job with an LLM configured', () => {
  const config = testConfig({ TCS_EMBEDDINGS: 'off' });
  const { db, repos, close } = openTestDb(config);
  const logger = createLogger('worker-test', 'error', true);
  let server: http.Server;
  let baseUrl: string;
  let reply: () => { status: number; body: unknown };
  let owner: GivenAccount;
  let deps: RunDeps;

  beforeAll(async () => {
    await ensureTariffData(db, repos);
    server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const { status, body } = reply();
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    owner = await given(repos).account({ role: 'entry', credits: 10 });
    const engine = new EngineProvider(db, logger, 'off');
    await engine.warm();
    deps = { db, repos, config, logger, engine, llm: createLlmClient({ baseUrl, model: 'fake-7b', timeoutMs: 2000 }), queues: { enqueue: async () => undefined } };
  }, 240_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await close();
  });

  const lookup = async () =>
    (await repos.lookups.create([{ kind: 'single', description: 'Frozen shrimp, peeled', material: null, use: null, composition: null, origin: null, notes: null, market: 'US', tariff_version: null, dataset_version: '2024-12', language: 'en', created_by_id: owner.account.id }], 1))[0];

  it('when the model answers, then its words are the reasons and its tokens are on the lookup and the usage row', async () => {
    reply = () => ({ status: 200, body: { choices: [{ message: { content: JSON.stringify({ choice: '030617', summary: 'Model: frozen shrimp.', deciding_factors: ['Frozen, peeled shrimp'], uncertainties: [] }) } }], usage: { prompt_tokens: 900, completion_tokens: 60 } } });
    const { id } = await lookup();
    expect(await runLookup(deps, id, 1, 3)).toBe('proposed');
    const done = await db.lookup.findUniqueOrThrow({ where: { id } });
    expect(done).toMatchObject({ llm_calls: 1, input_tokens: 900, output_tokens: 60, hs6: '030617' });
    expect(done.result).toMatchObject({ summary: 'Model: frozen shrimp.', llm: { used: true, fallback: null } });
    expect(await db.creditLedger.findFirstOrThrow({ where: { lookup_id: id } })).toMatchObject({ kind: 'usage', tokens: 960 });
  }, 60_000);

  it('when the model fails, then the built-in reasons stand and the failed call is still counted', async () => {
    reply = () => ({ status: 503, body: { error: 'overloaded' } });
    const { id } = await lookup();
    expect(await runLookup(deps, id, 1, 3)).toBe('proposed');
    const done = await db.lookup.findUniqueOrThrow({ where: { id } });
    expect(done).toMatchObject({ llm_calls: 1, input_tokens: 0, status: 'proposed' });
    expect((done.result as { summary: string }).summary).toMatch(/^Proposed: 0306\.17/);
    expect((done.result as { llm: { fallback: string } }).llm.fallback).toMatch(/HTTP 503/);
  }, 60_000);
});
