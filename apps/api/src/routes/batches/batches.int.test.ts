import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { grantCredits, seedPlans } from '@tcs/domain';
import { ensureTariffData, given, type GivenAccount } from '@tcs/testing';
import { buildTestApp } from '../../testing/test-app';
import { startWorker } from '../../testing/workers';
import { csvText, TEMPLATE_HEADER, utf16, windows1252, xlsxOf, zipBomb } from './batch-files';

const PRODUCTS = [
  'Frozen shrimp, peeled and deveined',
  "Men's knitted cotton T-shirt",
  'Stainless steel kitchen knife',
  'Leather handbag with shoulder strap',
  'Wooden dining table',
  'LED light bulb 9W',
];

describe('batches through HTTP and the real workers', () => {
  const t = buildTestApp();
  const { app, deps } = t;
  const workers: ChildProcess[] = [];
  let entry: GivenAccount;
  let other: GivenAccount;
  let reviewer: GivenAccount;

  beforeAll(async () => {
    await ensureTariffData(deps.db, deps.repos);
    await seedPlans(deps.repos.plans);
    workers.push(startWorker('worker-classify'), startWorker('worker-batch'));
    entry = await given(deps.repos).account({ role: 'entry', credits: 500 });
    other = await given(deps.repos).account({ role: 'entry', credits: 10 });
    reviewer = await given(deps.repos).account({ role: 'reviewer', credits: 100 });
  }, 240_000);

  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGTERM');
    await t.close();
  });

  const upload = (key: string, file: Buffer, name: string, lang = 'en') =>
    request(app).post('/api/batches').set('X-API-Key', key).set('Accept-Language', lang).attach('file', file, name);
  const start = (key: string, id: string, body: Record<string, unknown>) => request(app).post(`/api/batches/${id}/start`).set('X-API-Key', key).send(body);
  const rowsOf = async (key: string, id: string) => (await request(app).get(`/api/batches/${id}/rows?limit=2000`).set('X-API-Key', key).expect(200)).body;

  async function finished(key: string, id: string) {
    for (let i = 0; i < 1200; i++) {
      const res = await request(app).get(`/api/batches/${id}/progress`).set('X-API-Key', key).expect(200);
      if (['completed', 'completed_with_errors'].includes(res.body.status)) return res.body;
      expect(res.headers['retry-after']).toBe('1');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`batch ${id} did not finish`);
  }

  const templateRows = (rows: string[][]) => [TEMPLATE_HEADER, ...rows];
  const templateMapping = { description: 'description', material: 'material', use: 'use', composition: 'composition', origin: 'origin', notes: 'notes', sku: 'sku', existing_code: 'hts_code' };

  describe('template', () => {
    it.each(['en', 'vi', 'ja', 'ko'])('when the template is asked in %s, then a real .xlsx with the template columns, examples and a guide sheet', async (lang) => {
      const res = await request(app).get('/api/batches/template').set('X-API-Key', entry.key).set('Accept-Language', lang).buffer(true).parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.body);
      expect(workbook.worksheets.length).toBe(2);
      const header = (workbook.worksheets[0].getRow(1).values as unknown[]).slice(1);
      expect(header).toEqual(TEMPLATE_HEADER);
      expect(workbook.worksheets[0].rowCount).toBeGreaterThanOrEqual(3);
      // A template uploaded with its examples left in: nothing to classify.
      const uploaded = await upload(entry.key, res.body, 'template.xlsx', lang).expect(200);
      expect(uploaded.body.validation.precheck).toMatchObject({ examples: uploaded.body.total_rows, valid: 0 });
    });
  });

  describe('upload and precheck', () => {
    it('when a UTF-8 csv with BOM and semicolons arrives, then uploaded with columns, the suggested mapping, an exact precheck and a preview; nothing classified', async () => {
      const rows = templateRows([
        ['Áo sơ mi nam cotton dệt thoi', 'cotton', '', '100% cotton', 'VN', '', 'SKU-1', '6205.20.20'],
        ['', 'steel', '', '', '', '', 'SKU-2', ''],
        ['ÁO SƠ MI NAM  COTTON DỆT THOI', 'Cotton', '', '100% cotton', 'vn', '', 'SKU-3', ''],
        ['x'.repeat(2001), '', '', '', '', '', 'SKU-4', ''],
        ['Frozen shrimp', '', '', '', 'ZZ', '', 'SKU-5', 'abc'],
      ]);
      const file = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csvText(rows, ';'))]);
      const res = await upload(entry.key, file, 'Bảng sản phẩm.csv').expect(200);
      expect(res.body).toMatchObject({ status: 'uploaded', filename: 'Bảng sản phẩm.csv', columns: TEMPLATE_HEADER, total_rows: 5, processed_rows: 0, error: null, market: '', save_to_catalog: false });
      expect(res.body.validation.suggested_mapping).toMatchObject(templateMapping);
      expect(res.body.validation.precheck).toMatchObject({ total: 5, empty: 1, examples: 0, invalid: 1, duplicates: 1, valid: 2 });
      expect(res.body.validation.precheck.warnings).toBeGreaterThanOrEqual(1);
      expect(res.body.validation.precheck.issues).toEqual(expect.arrayContaining([expect.objectContaining({ row_index: 5, code: 'too_long', field: 'description', severity: 'error' })]));
      expect(res.body.validation.file).toMatchObject({ kind: 'csv', encoding: 'utf-8-bom', delimiter: ';', header_row: 1 });
      expect(res.body.preview[0]).toMatchObject({ row_index: 2, description: 'Áo sơ mi nam cotton dệt thoi', hts_code: '6205.20.20' });
      expect(res.body.preview).toHaveLength(5);
      const stored = await rowsOf(entry.key, res.body.id);
      expect(stored.map((r: { row_index: number }) => r.row_index)).toEqual([2, 3, 4, 5, 6]);
      expect(stored.every((r: { status: string; lookup_id: string | null }) => r.status === 'pending' && r.lookup_id === null)).toBe(true);
      expect(await deps.db.lookup.count({ where: { batch_id: res.body.id } })).toBe(0);
    });

    it.each([
      ['UTF-8 without BOM, commas', (text: string) => Buffer.from(text), ',', 'utf-8'],
      ['UTF-16LE with BOM, tabs', (text: string) => utf16(text, 'le'), '\t', 'utf-16le'],
      ['UTF-16BE with BOM, semicolons', (text: string) => utf16(text, 'be'), ';', 'utf-16be'],
    ] as const)('when the csv is %s, then Vietnamese, Japanese and Korean text arrives intact', async (_name, encode, delimiter, encoding) => {
      const text = csvText([['Mô tả', '品名', '품명'], ['Giày thể thao nam', '綿100%のシャツ', '면 100% 셔츠']], delimiter);
      const res = await upload(entry.key, encode(text), 'intl.csv').expect(200);
      expect(res.body.columns).toEqual(['Mô tả', '品名', '품명']);
      expect(res.body.validation.file).toMatchObject({ encoding, delimiter });
      expect(res.body.preview[0]).toMatchObject({ 'Mô tả': 'Giày thể thao nam', 品名: '綿100%のシャツ', 품명: '면 100% 셔츠' });
      expect(res.body.validation.suggested_mapping.description).toBe('Mô tả');
    });

    it('when the form asks for Vietnamese, then the row findings are in Vietnamese', async () => {
      const res = await request(app).post('/api/batches').set('X-API-Key', entry.key).field('language', 'vi').attach('file', Buffer.from(csvText([['Mô tả', 'SKU'], ['', 'A-1'], ['Giày da nam', 'A-2']])), 'vi.csv').expect(200);
      expect(res.body.language).toBe('vi');
      expect(res.body.validation.precheck.issues[0]).toMatchObject({ row_index: 2, code: 'empty_description', message: 'Không có mô tả: dòng này được bỏ qua' });
      const unknown = await request(app).post('/api/batches').set('X-API-Key', entry.key).field('language', 'fr').attach('file', Buffer.from('description\nshirt\n'), 'fr.csv');
      expect([unknown.status, unknown.body.errors?.[0]?.field]).toEqual([422, 'language']);
    });

    it('when the csv is Windows-1252, then accented Latin text is decoded', async () => {
      const res = await upload(entry.key, windows1252(csvText([['Product Description', 'Country of Origin'], ['Café crème cup, porcelain', 'FR']])), 'legacy.csv').expect(200);
      expect(res.body.validation.file.encoding).toBe('windows-1252');
      expect(res.body.preview[0]['Product Description']).toBe('Café crème cup, porcelain');
      expect(res.body.validation.suggested_mapping).toMatchObject({ description: 'Product Description', origin: 'Country of Origin' });
    });

    it('when an xlsx has title rows, a formula and a number code, then the header is found, the formula is read as its stored value and the code keeps its digits', async () => {
      const file = await xlsxOf([{ name: 'Sheet1', rows: [['Product list 2026'], [], ['Item Description', 'HS code', 'Qty'], ['Wooden dining table', 9403600000, { formula: '1+1', result: 2 }], ['=cmd|calc', '', '']] }]);
      const res = await upload(entry.key, file, 'list.xlsx').expect(200);
      expect(res.body.columns).toEqual(['Item Description', 'HS code', 'Qty']);
      expect(res.body.validation.file.header_row).toBe(3);
      expect(res.body.preview[0]).toMatchObject({ row_index: 4, 'Item Description': 'Wooden dining table', 'HS code': '9403600000', Qty: '2' });
      expect(res.body.validation.suggested_mapping).toMatchObject({ description: 'Item Description', existing_code: 'HS code' });
    });

    it('when the body is not a form, then 415; when the file is missing or of another type, then 422 naming file', async () => {
      const json = await request(app).post('/api/batches').set('X-API-Key', entry.key).send({ file: 'x' });
      expect(json.status).toBe(415);
      expect(json.body.code).toBe('unsupported_media_type');
      const missing = await request(app).post('/api/batches').set('X-API-Key', entry.key).field('language', 'en');
      expect(missing.status).toBe(422);
      expect(missing.body.errors[0].field).toBe('file');
      const pdf = await upload(entry.key, Buffer.from('%PDF-1.4'), 'list.pdf');
      expect(pdf.status).toBe(422);
      expect(pdf.body.errors[0].field).toBe('file');
      const garbage = await upload(entry.key, Buffer.from('this is not a zip file at all'), 'broken.xlsx');
      expect(garbage.status).toBe(422);
      expect(garbage.body.details.reason).toBe('unreadable');
    });

    it('when a crafted zip bomb arrives, then 422 zip_bomb and the service keeps answering', async () => {
      const res = await upload(entry.key, zipBomb(), 'bomb.xlsx');
      expect(res.status).toBe(422);
      expect(res.body.details.reason).toBe('zip_bomb');
      await request(app).get('/api/batches').set('X-API-Key', entry.key).expect(200);
    });

    it('when the file is over 20 MB, then 413 and nothing is stored', async () => {
      const before = await deps.db.batch.count();
      const line = `${'x'.repeat(1000)}\r\n`;
      const res = await upload(entry.key, Buffer.from(`description\r\n${line.repeat(21 * 1024)}`), 'huge.csv');
      expect(res.status).toBe(413);
      expect(res.body.code).toBe('payload_too_large');
      expect(await deps.db.batch.count()).toBe(before);
    });

    it('when the file has 50,001 data rows, then 413 naming the row limit and nothing is stored', async () => {
      const before = await deps.db.batch.count();
      const body = ['description', ...Array.from({ length: 50_001 }, (_, i) => `Product ${i}`)].join('\n');
      const res = await upload(entry.key, Buffer.from(body), 'many.csv');
      expect(res.status).toBe(413);
      expect(res.body.detail).toContain('50000');
      expect(await deps.db.batch.count()).toBe(before);
    }, 60_000);

    it('when two uploads stall, then a third finds the service busy (429, Retry-After 5) and each stalled one ends 408 after 30 s without data', async () => {
      const server = app.listen(0);
      const port = (server.address() as AddressInfo).port;
      const stalled = [0, 1].map(() => new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({ port, method: 'POST', path: '/api/batches', headers: { 'X-API-Key': entry.key, 'Content-Type': 'multipart/form-data; boundary=XYZ', 'Content-Length': '100000' } }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        });
        req.on('error', reject);
        req.write('--XYZ\r\nContent-Disposition: form-data; name="file"; filename="slow.csv"\r\nContent-Type: text/csv\r\n\r\ndescription\r\nshirt\r\n');
      }));
      await new Promise((r) => setTimeout(r, 500));
      const busy = await upload(entry.key, Buffer.from('description\nshirt\n'), 'c.csv');
      expect(busy.status).toBe(429);
      expect(busy.headers['retry-after']).toBe('5');
      const answers = await Promise.all(stalled);
      expect(answers.map((a) => a.status)).toEqual([408, 408]);
      expect(JSON.parse(answers[0].body).code).toBe('request_timeout');
      await upload(entry.key, Buffer.from('description\nshirt\n'), 'd.csv').expect(200);
      server.close();
    }, 60_000);

    it('when the plan lacks batches, then 403 plan_feature; when the rows exceed batch_max_rows, then 403 plan_limit with the real count', async () => {
      const free = await given(deps.repos).account({ role: 'entry', plan: 'free' });
      const refused = await upload(free.key, Buffer.from('description\nshirt\n'), 'a.csv');
      expect(refused.status).toBe(403);
      expect(refused.body.details).toMatchObject({ code: 'plan_feature', key: 'feature.batch' });
      const team = await given(deps.repos).account({ role: 'entry', plan: 'team' });
      const body = ['description', ...Array.from({ length: 5001 }, (_, i) => `Product ${i}`)].join('\n');
      const over = await upload(team.key, Buffer.from(body), 'b.csv');
      expect(over.status).toBe(403);
      expect(over.body.details).toMatchObject({ code: 'plan_limit', key: 'batch_max_rows', limit: 5000, requested: 5001 });
    }, 60_000);
  });

  describe('validate, start, classify, export', () => {
    it('when a mapping names a missing column or save_to_catalog has no sku, then 422 naming the field', async () => {
      const up = await upload(entry.key, Buffer.from(csvText([['Name', 'Code'], ['Wooden dining table', '']])), 'v.csv').expect(200);
      const wrong = await request(app).post(`/api/batches/${up.body.id}/validate`).set('X-API-Key', entry.key).send({ column_mapping: { description: 'Nope' }, market: 'US' });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors[0].field).toBe('column_mapping.description');
      const noSku = await start(entry.key, up.body.id, { column_mapping: { description: 'Name' }, market: 'US', save_to_catalog: true });
      expect(noSku.status).toBe(422);
      expect(noSku.body.errors[0].field).toBe('column_mapping.sku');
      const ok = await request(app).post(`/api/batches/${up.body.id}/validate`).set('X-API-Key', entry.key).send({ column_mapping: { description: 'Name', existing_code: 'Code' }, market: 'US' }).expect(200);
      expect(ok.body).toMatchObject({ status: 'uploaded', validation: { precheck: { total: 1, valid: 1 } } });
    });

    it('when a batch runs, then one batch lookup per classified row, skipped and duplicate rows cost nothing, codes in use are checked, and batch.completed is recorded', async () => {
      const rows = templateRows([
        [PRODUCTS[0], '', '', '', 'VN', '', 'S-1', '6109.10.0012'],
        ['', '', '', '', '', '', 'S-2', ''],
        [PRODUCTS[1], '', '', '100% cotton', '', '', 'S-3', '9999.99.99'],
        [PRODUCTS[0].toUpperCase(), '', '', '', 'vn', '', 'S-4', '6109.10'],
        ['y'.repeat(2001), '', '', '', '', '', 'S-5', ''],
        [PRODUCTS[2], '', '', '', '', '', 'S-6', ''],
      ]);
      const up = await upload(entry.key, Buffer.from(csvText(rows)), 'run.csv').expect(200);
      const balance = (await deps.db.account.findUniqueOrThrow({ where: { id: entry.account.id } })).credits;
      const started = await start(entry.key, up.body.id, { column_mapping: templateMapping, market: 'US', save_to_catalog: true }).expect(200);
      expect(started.body).toMatchObject({ status: 'queued', market: 'US', dataset_version: '2024-12', save_to_catalog: true });
      const again = await start(entry.key, up.body.id, { column_mapping: templateMapping, market: 'US' });
      expect(again.status).toBe(409);
      const progress = await finished(entry.key, up.body.id);
      expect(progress).toMatchObject({ status: 'completed_with_errors', total_rows: 6, processed_rows: 6, failed_rows: 1, percent: 100, counts: { done: 3, skipped: 1, duplicate: 1, error: 1, pending: 0, processing: 0 } });
      const stored = await rowsOf(entry.key, up.body.id);
      const byIndex = new Map(stored.map((r: { row_index: number }) => [r.row_index, r]));
      const original = byIndex.get(2) as Record<string, any>;
      const duplicate = byIndex.get(5) as Record<string, any>;
      expect(original).toMatchObject({ status: 'done', attempts: 1, lookup_id: expect.any(String), recommended_code: expect.stringMatching(/^0306\.17/) });
      expect(original.code_check).toMatchObject({ entered: '6109.10.0012', status: 'valid', code: '6109.10.00.12', description: expect.any(String), suggested_code: original.recommended_code, agreement: 'different' });
      expect(duplicate).toMatchObject({ status: 'duplicate', duplicate_of: 2, lookup_id: original.lookup_id, recommended_code: original.recommended_code, result_status: original.result_status });
      expect(duplicate.code_check).toMatchObject({ entered: '6109.10', status: 'not_declarable', agreement: 'different' });
      expect((byIndex.get(4) as Record<string, any>).code_check).toMatchObject({ status: 'invalid', code: null });
      expect(byIndex.get(3)).toMatchObject({ status: 'skipped', lookup_id: null });
      expect(byIndex.get(6)).toMatchObject({ status: 'error', lookup_id: null, error: expect.stringContaining('2000') });
      const lookups = await deps.db.lookup.findMany({ where: { batch_id: up.body.id } });
      expect(lookups.map((l) => l.row_index).sort()).toEqual([2, 4, 7]);
      expect(lookups.every((l) => l.kind === 'batch' && l.created_by_id === entry.account.id)).toBe(true);
      const after = (await deps.db.account.findUniqueOrThrow({ where: { id: entry.account.id } })).credits;
      expect(balance - after).toBe(3);
      const event = await deps.db.outboxEvent.findFirst({ where: { event: 'batch.completed', data: { path: ['id'], equals: up.body.id } } });
      expect(event?.data).toMatchObject({ id: up.body.id, status: 'completed_with_errors', failed_rows: 1 });
      expect(event?.data).not.toHaveProperty('preview');
      expect(await deps.db.outboxEvent.count({ where: { event: 'lookup.completed', data: { path: ['id'], equals: original.lookup_id } } })).toBe(0);
      // save_to_catalog: every row with a SKU and a result is in the catalog; the row's own lookup is linked.
      const skus = await deps.db.sku.findMany({ where: { sku: { in: ['S-1', 'S-4'] }, market: 'US' }, orderBy: { sku: 'asc' } });
      expect(skus.map((s) => s.sku)).toEqual(['S-1', 'S-4']);
      expect(skus[0]).toMatchObject({ current_code: '6109.10.00.12', code_status: 'valid', suggested_code: original.recommended_code, last_lookup_id: original.lookup_id });
      expect(skus[1]).toMatchObject({ code_status: 'not_declarable' });
      expect((await deps.db.lookup.findUniqueOrThrow({ where: { id: original.lookup_id } })).sku_id).toBe(skus[0].id);

      // The export: the file's columns, then the results, headers in the reader's language, formulas neutralised.
      const csv = await request(app).get(`/api/batches/${up.body.id}/export?format=csv`).set('X-API-Key', entry.key).set('Accept-Language', 'vi').expect(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.text.replace(/^\ufeff/, '').trim().split('\r\n');
      expect(lines).toHaveLength(7);
      expect(lines[0]).toContain('description,material');
      expect(lines[0]).toContain('Mã đề xuất');
      expect(lines[1]).toContain(original.recommended_code);
      const xlsx = await request(app).get(`/api/batches/${up.body.id}/export`).set('X-API-Key', entry.key).buffer(true).parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      }).expect(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.body);
      const sheet = workbook.worksheets[0];
      expect(sheet.rowCount).toBe(7);
      expect((sheet.getRow(1).values as unknown[]).slice(1, 10)).toEqual([...TEMPLATE_HEADER, 'Row status']);
    }, 120_000);

    it('when a cell starts with a formula sign, then the export neutralises it', async () => {
      const up = await upload(entry.key, Buffer.from(csvText([['description', 'notes'], [PRODUCTS[4], '=HYPERLINK("http://evil.test","x")'], [PRODUCTS[5], '@SUM(A1)']])), 'f.csv').expect(200);
      await start(entry.key, up.body.id, { column_mapping: { description: 'description', notes: 'notes' }, market: 'US' }).expect(200);
      await finished(entry.key, up.body.id);
      const csv = await request(app).get(`/api/batches/${up.body.id}/export?format=csv`).set('X-API-Key', entry.key).expect(200);
      expect(csv.text).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
      expect(csv.text).toContain("'@SUM(A1)");
      expect(csv.text).not.toMatch(/(^|,)=HYPERLINK/m);
    }, 60_000);

    it('when credits run out mid-batch, then the remaining rows fail with the reason; retry needs credits, then finishes them', async () => {
      const poor = await given(deps.repos).account({ role: 'entry', credits: 3 });
      const up = await upload(poor.key, Buffer.from(csvText([['description'], ...PRODUCTS.map((p) => [p])])), 'poor.csv').expect(200);
      await start(poor.key, up.body.id, { column_mapping: { description: 'description' }, market: 'US' }).expect(200);
      const progress = await finished(poor.key, up.body.id);
      expect(progress).toMatchObject({ status: 'completed_with_errors', counts: { done: 3, error: 3 } });
      const stored = await rowsOf(poor.key, up.body.id);
      expect(stored.filter((r: { status: string }) => r.status === 'error').every((r: { error: string }) => /Out of credits/.test(r.error))).toBe(true);
      const broke = await request(app).post(`/api/batches/${up.body.id}/retry`).set('X-API-Key', poor.key).send({});
      expect(broke.status).toBe(402);
      await grantCredits({ accounts: deps.repos.accounts, ledger: deps.repos.ledger }, poor.account.id, 10, 'test');
      const wrongRow = await request(app).post(`/api/batches/${up.body.id}/retry`).set('X-API-Key', poor.key).send({ rows: [2] });
      expect(wrongRow.status).toBe(422);
      expect(wrongRow.body.errors[0].field).toBe('rows.0');
      const retried = await request(app).post(`/api/batches/${up.body.id}/retry`).set('X-API-Key', poor.key).send({}).expect(200);
      expect(retried.body.status).toBe('queued');
      expect(await finished(poor.key, up.body.id)).toMatchObject({ status: 'completed', counts: { done: 6, error: 0 } });
      const nothing = await request(app).post(`/api/batches/${up.body.id}/retry`).set('X-API-Key', poor.key).send({});
      expect(nothing.status).toBe(409);
    }, 120_000);

    it('when an error row of a finished batch is edited, then it is checked again and classified; a row of a running batch cannot be edited', async () => {
      const up = await upload(entry.key, Buffer.from(csvText([['description'], [PRODUCTS[3]], ['z'.repeat(2001)]])), 'edit.csv').expect(200);
      const before = await request(app).patch(`/api/batches/${up.body.id}/rows/2`).set('X-API-Key', entry.key).send({ raw: { description: `${PRODUCTS[3]}, brown` } }).expect(200);
      expect(before.body.raw.description).toBe(`${PRODUCTS[3]}, brown`);
      const unknownColumn = await request(app).patch(`/api/batches/${up.body.id}/rows/2`).set('X-API-Key', entry.key).send({ raw: { colour: 'red' } });
      expect(unknownColumn.status).toBe(422);
      expect(unknownColumn.body.errors[0].field).toBe('raw.colour');
      await start(entry.key, up.body.id, { column_mapping: { description: 'description' }, market: 'US' }).expect(200);
      expect(await finished(entry.key, up.body.id)).toMatchObject({ status: 'completed_with_errors', counts: { done: 1, error: 1 } });
      const done = await request(app).patch(`/api/batches/${up.body.id}/rows/2`).set('X-API-Key', entry.key).send({ raw: { description: 'other' } });
      expect(done.status).toBe(409);
      const stillTooLong = await request(app).patch(`/api/batches/${up.body.id}/rows/3`).set('X-API-Key', entry.key).send({ raw: { description: 'q'.repeat(2001) } });
      expect(stillTooLong.status).toBe(422);
      const fixed = await request(app).patch(`/api/batches/${up.body.id}/rows/3`).set('X-API-Key', entry.key).send({ raw: { description: PRODUCTS[5] } }).expect(200);
      expect(fixed.body).toMatchObject({ status: 'pending', error: null });
      expect(await finished(entry.key, up.body.id)).toMatchObject({ status: 'completed', counts: { done: 2, error: 0 } });
    }, 120_000);
  });

  describe('visibility and lists', () => {
    it('when another entry account asks, then 404; a reviewer sees every batch; lists are newest first and take limit', async () => {
      const up = await upload(entry.key, Buffer.from(csvText([['description'], [PRODUCTS[2]]])), 'mine.csv').expect(200);
      expect((await request(app).get(`/api/batches/${up.body.id}`).set('X-API-Key', other.key)).status).toBe(404);
      expect((await request(app).get(`/api/batches/${up.body.id}/rows`).set('X-API-Key', other.key)).status).toBe(404);
      expect((await request(app).get(`/api/batches/${up.body.id}/export`).set('X-API-Key', other.key)).status).toBe(404);
      const seen = await request(app).get(`/api/batches/${up.body.id}?preview=true`).set('X-API-Key', reviewer.key).expect(200);
      expect(seen.body.preview).toHaveLength(1);
      const withoutPreview = await request(app).get(`/api/batches/${up.body.id}`).set('X-API-Key', reviewer.key).expect(200);
      expect(withoutPreview.body).not.toHaveProperty('preview');
      const mine = await request(app).get('/api/batches?limit=2').set('X-API-Key', entry.key).expect(200);
      expect(mine.body).toHaveLength(2);
      expect(mine.body[0].id).toBe(up.body.id);
      expect((await request(app).get('/api/batches').set('X-API-Key', other.key).expect(200)).body).toEqual([]);
      expect((await request(app).get('/api/batches?limit=101').set('X-API-Key', entry.key)).status).toBe(422);
      expect((await request(app).get(`/api/batches/${up.body.id}/rows?limit=2001`).set('X-API-Key', entry.key)).status).toBe(422);
    });
  });
});
