import { Readable } from 'node:stream';
import { scratchDatabase, type TestDb } from '@tcs/testing';
import { activateDataset, ingestDataset, requestDatasetLoad, scheduleReader, detectScheduleFormat, type Activation } from '../index';

const HEADER = 'code,indent,description,duty_rate,special_rate,column2_rate,unit';

const V1 = [
  HEADER,
  '6109,0,"T-shirts, singlets, tank tops and similar garments, knitted or crocheted:",,,,',
  '6109.10.00,1,Of cotton,16.5%,Free (AU),90%,',
  '6109.10.00.04,2,Men’s or boys’,,,,doz.',
  '6109.10.00.12,2,Women’s,,,,doz.',
  '6109.90,1,Of other textile materials:,,,,',
  '6109.90.10,2,Of man-made fibers,32%,Free (AU),90%,doz. kg',
  '6109.90.80,2,Other,5.6%,Free (AU),45%,doz. kg',
].join('\n');

// v2: one line removed (.90.80), one added (.90.90), a new text, a new rate, and a line moved.
const V2 = [
  HEADER,
  '6109,0,"T-shirts, singlets, tank tops and similar garments, knitted or crocheted:",,,,',
  '6109.10.00,1,Of cotton,15%,Free (AU),90%,',
  '6109.10.00.04,2,Men’s or boys’ (new text),,,,doz.',
  '6109.10.00.12,2,Women’s,,,,doz.',
  '6109.90,1,Of other textile materials:,,,,',
  '6109.90.10,2,Of man-made fibers,32%,Free (AU),90%,doz. kg',
  '6109.90.90,2,Other,5.6%,Free (AU),45%,doz. kg',
].join('\n');

// Line 3: a code that is not one; line 4: no description; line 6 repeats line 5 exactly.
const BAD = [HEADER, '6109,0,T-shirts,,,,', '61X9.10.00,1,Of cotton,16.5%,,,', '6109.90.10,1,,32%,,,', '6109.90.20,1,Other,5%,,,', '6109.90.20,1,Other,5%,,,'].join('\n');

describe('ingesting and activating schedule versions (tcs-csv, on a database of its own)', () => {
  let t: TestDb;
  const activations: Activation[] = [];
  const load = async (version: string, text: string, activate = true) => {
    const dataset = await requestDatasetLoad(
      t.repos,
      { market: 'US', version, format: 'auto', demo: true, activate, file: { name: `${version}.csv`, firstBytes: Buffer.from(text.slice(0, 200)), content: Readable.from([Buffer.from(text)]) } },
      detectScheduleFormat,
    );
    const deps = { db: t.db, readSchedule: scheduleReader(t.repos), activationHooks: [async (_tx: unknown, a: Activation) => (activations.push(a), 0)] };
    return { dataset, outcome: await ingestDataset(deps, dataset.id), deps };
  };

  beforeAll(async () => {
    t = await scratchDatabase();
  });
  afterAll(() => t.close());

  it('when a file has bad rows, then nothing is loaded and every bad row is reported with its line', async () => {
    const { dataset, outcome } = await load('bad-1', BAD);
    expect(outcome.status).toBe('failed');
    const stored = await t.repos.datasets.get(dataset.id);
    expect(stored?.status).toBe('failed');
    const report = stored?.load_report as { problems: { line: number; reason: string }[]; problem_count: number };
    expect(report.problem_count).toBe(3);
    expect(report.problems.map((p) => p.line)).toEqual([3, 4, 6]);
    expect(await t.db.tariffLine.count({ where: { dataset_id: dataset.id } })).toBe(0);
    expect(await t.repos.datasets.active('US')).toBeNull();
  });

  it('when a good file is loaded with activation, then it is whole, active, with parents, levels and inherited rates', async () => {
    const { dataset, outcome } = await load('v1', V1);
    expect(outcome).toMatchObject({ status: 'ready', entry_count: 8 });
    const active = await t.repos.datasets.active('US');
    expect(active?.id).toBe(dataset.id);
    const women = await t.repos.tariffLines.byDigits(dataset.id, '6109100012');
    expect(women).toMatchObject({ code: '6109.10.00.12', level: 'statistical', is_leaf: true, parent_code: '6109.10.00', duty_rate: '16.5%', hs6: '610910' });
    expect(women?.full_description).toContain('T-shirts, singlets');
    const heading = await t.repos.tariffLines.byDigits(dataset.id, '6109');
    expect(heading).toMatchObject({ level: 'heading', is_leaf: false, parent_code: '61' });
    expect(activations).toHaveLength(1);
    expect(activations[0]).toMatchObject({ fromDatasetId: null, toVersion: 'v1' });
  });

  it('when the same version is loaded again, then 409 and nothing changes', async () => {
    await expect(load('v1', V1)).rejects.toMatchObject({ code: 'conflict' });
  });

  it('when a newer version is activated, then the old one is superseded and every difference is a tariff change with an event', async () => {
    const v1 = await t.repos.datasets.byVersion('US', 'v1');
    const { dataset, outcome } = await load('v2', V2);
    expect(outcome.activation?.changes).toEqual({ added: 1, removed: 1, description_changed: 1, rate_changed: 3, moved: 0 });
    const old = await t.repos.datasets.get(v1!.id);
    expect(old).toMatchObject({ active: false });
    expect(old?.superseded_at).toBeInstanceOf(Date);
    expect(await t.db.dataset.count({ where: { market: 'US', active: true } })).toBe(1);
    const changes = await t.repos.tariffChanges.list({ market: 'US', to_version: 'v2', limit: 50 });
    expect(changes.map((c) => `${c.kind}:${c.code}`).sort()).toEqual(
      ['added:6109.90.90', 'removed:6109.90.80', 'description_changed:6109.10.00.04', 'rate_changed:6109.10.00', 'rate_changed:6109.10.00.04', 'rate_changed:6109.10.00.12'].sort(),
    );
    const rate = changes.find((c) => c.kind === 'rate_changed' && c.code === '6109.10.00');
    expect(rate?.before).toMatchObject({ duty_rate: '16.5%' });
    expect(rate?.after).toMatchObject({ duty_rate: '15%' });
    const event = await t.db.outboxEvent.findFirst({ where: { event: 'tariff.changed' }, orderBy: { id: 'desc' } });
    expect(event?.data).toMatchObject({ market: 'US', from_version: 'v1', to_version: 'v2', dataset_id: dataset.id, total_changes: 6 });
    expect(activations.at(-1)).toMatchObject({ fromVersion: 'v1', toVersion: 'v2' });
  });

  it('when a finished ingestion runs again (a retried job), then nothing is loaded or recorded twice', async () => {
    const v2 = await t.repos.datasets.byVersion('US', 'v2');
    const before = await t.db.tariffChange.count();
    const { deps } = { deps: { db: t.db, readSchedule: scheduleReader(t.repos) } };
    await ingestDataset(deps, v2!.id);
    await activateDataset(t.db, v2!.id);
    expect(await t.db.tariffLine.count({ where: { dataset_id: v2!.id } })).toBe(8);
    expect(await t.db.tariffChange.count()).toBe(before);
  });

  it('when a version is loaded without activation, then it is ready but the active one stays', async () => {
    const { dataset } = await load('v3', V1, false);
    expect((await t.repos.datasets.get(dataset.id))?.status).toBe('ready');
    expect((await t.repos.datasets.active('US'))?.version).toBe('v2');
  });
});
