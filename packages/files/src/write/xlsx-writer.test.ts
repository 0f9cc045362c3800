import { createWriteStream } from 'node:fs';
import ExcelJS from 'exceljs';
import { readSheet } from '../read/read-sheet';
import { readAll, tempFolder } from '../testing/sheet-fixtures';
import { createXlsxWriter } from './xlsx-writer';

const folder = tempFolder('writer');
afterAll(() => folder.cleanup());

async function writeFile(name: string, write: (writer: ReturnType<typeof createXlsxWriter>) => Promise<void>): Promise<string> {
  const file = `${folder.dir}/${name}`;
  const output = createWriteStream(file);
  const closed = new Promise<void>((resolve) => output.on('close', () => resolve()));
  await write(createXlsxWriter(output));
  await closed;
  return file;
}

describe('createXlsxWriter', () => {
  it('round-trips through readSheet with formulas neutralised, a bold frozen header and several sheets', async () => {
    const file = await writeFile('round-trip.xlsx', async (writer) => {
      const results = writer.addSheet('results', [{ header: 'description', width: 40 }, { header: 'hts_code' }, { header: 'score' }, { header: 'notes' }]);
      results.addRow(['Áo sơ mi nam cotton', '6205.20.2016', 0.93, null]);
      results.addRow(['=HYPERLINK("http://attacker.example","x")', '-5', -5, '@cmd']);
      await results.commit();
      writer.addSheet('errors', [{ header: 'row' }, { header: 'error' }]).addRow([3, 'missing description']);
      await writer.finish();
    });

    const out = await readAll(file, 'xlsx');
    expect(out.header.columns).toEqual(['description', 'hts_code', 'score', 'notes']);
    expect(out.header.warnings).toContain('extra_sheets_ignored');
    expect(out.rows.map((r) => r.cells)).toEqual([
      { description: 'Áo sơ mi nam cotton', hts_code: '6205.20.2016', score: '0.93', notes: '' },
      { description: `'=HYPERLINK("http://attacker.example","x")`, hts_code: '-5', score: '-5', notes: "'@cmd" },
    ]);

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const sheet = wb.worksheets[0];
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getCell('A3').type).toBe(ExcelJS.ValueType.String);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['results', 'errors']);
  });

  it('streams 50,000 rows x 20 columns with flat memory', async () => {
    let peak = 0;
    const columns = Array.from({ length: 20 }, (_, i) => ({ header: i === 0 ? 'description' : `column ${i}` }));
    const file = await writeFile('big.xlsx', async (writer) => {
      const sheet = writer.addSheet('results', columns);
      const base = process.memoryUsage().heapUsed;
      for (let r = 0; r < 50_000; r++) {
        sheet.addRow(columns.map((_, c) => (c % 4 === 3 ? r * c : `product ${r} value ${c}`)));
        if (r % 5000 === 0) {
          await new Promise((resolve) => setImmediate(resolve));
          peak = Math.max(peak, process.memoryUsage().heapUsed - base);
        }
      }
      await writer.finish();
    });
    // Keeping 1,000,000 cells in memory would take several hundred MB.
    expect(peak).toBeLessThan(100 * 1024 * 1024);
    const out = await readSheet50k(file);
    expect(out).toMatchObject({ data_rows: 50_000, blank_rows: 0 });
  }, 120_000);
});

async function readSheet50k(file: string) {
  let last = '';
  const result = await readSheet(file, 'xlsx', {
    maxRows: 50_000,
    onHeader: () => undefined,
    onRows: (rows) => {
      last = rows[rows.length - 1].cells.description;
    },
  });
  expect(last).toBe('product 49999 value 0');
  return result;
}
