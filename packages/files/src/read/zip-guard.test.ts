import { randomBytes } from 'node:crypto';
import { readAll, tempFolder } from '../testing/sheet-fixtures';
import { buildZip, minimalXlsx } from '../testing/zip-fixture';
import { inspectZip } from './zip-guard';

const folder = tempFolder('zip');
afterAll(() => folder.cleanup());

const sheetXml = '<row r="1"><c r="A1" t="inlineStr"><is><t>description</t></is></c></row><row r="2"><c r="A2" t="s"><v>0</v></c></row>';
const sharedStrings = (text: string) => `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>${text}</t></si></sst>`;

describe('zip guard', () => {
  it('refuses ~200 MB of zeros from the central directory, before inflating anything', async () => {
    const file = folder.file('bomb.xlsx', minimalXlsx(sheetXml, [{ name: 'xl/media/zeros.bin', data: Buffer.alloc(200 * 1024 * 1024) }]));
    const started = Date.now();
    expect(() => inspectZip(file)).toThrow(expect.objectContaining({ reason: 'zip_bomb' }));
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(readAll(file, 'xlsx')).rejects.toMatchObject({ reason: 'zip_bomb', message: 'The workbook expands to far more data than its size suggests' });
  });

  it('refuses huge declared sizes and too many entries', () => {
    const declared = folder.file('declared.xlsx', buildZip([{ name: 'a.xml', data: 'x', declaredSize: 600 * 1024 * 1024, deflate: false }]));
    expect(() => inspectZip(declared)).toThrow(expect.objectContaining({ reason: 'zip_bomb' }));
    const many = folder.file('many.xlsx', buildZip(Array.from({ length: 10_001 }, (_, i) => ({ name: `f${i}.xml`, data: '' }))));
    expect(() => inspectZip(many)).toThrow(expect.objectContaining({ reason: 'zip_bomb' }));
  });

  it('refuses an entry that holds more compressed data than its declared size', () => {
    const file = folder.file('liar.xlsx', buildZip([{ name: 'xl/sharedStrings.xml', data: randomBytes(100_000), declaredSize: 1000 }]));
    expect(() => inspectZip(file)).toThrow(expect.objectContaining({ reason: 'zip_bomb' }));
  });

  it('stops an entry that inflates past its declared size while reading', async () => {
    // 50 MB of text deflates to ~50 KB; declaring 200 KB keeps every declared ratio innocent.
    const lie = { name: 'xl/sharedStrings.xml', data: sharedStrings('a'.repeat(50 * 1024 * 1024)), declaredSize: 200 * 1024 };
    const file = folder.file('inflate-lie.xlsx', minimalXlsx(sheetXml, [], lie));
    expect(() => inspectZip(file)).not.toThrow();
    await expect(readAll(file, 'xlsx')).rejects.toMatchObject({ reason: 'zip_bomb' });
  });

  it.each([
    ['random bytes', randomBytes(64 * 1024)],
    ['an encrypted (OLE) workbook', Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), randomBytes(4096)])],
    ['an empty file', Buffer.alloc(0)],
    ['a zip with data hidden before its entries', Buffer.concat([Buffer.from('hidden'), minimalXlsx(sheetXml)])],
    ['a zip with the same part twice', minimalXlsx(sheetXml, [{ name: 'xl/worksheets/sheet1.xml', data: '<worksheet/>' }])],
    ['a zip without worksheets', buildZip([{ name: 'hello.txt', data: 'hello' }])],
  ])('reports %s as unreadable', async (name, bytes) => {
    const file = folder.file(`${name.replace(/\W+/g, '-')}.xlsx`, bytes);
    await expect(readAll(file, 'xlsx')).rejects.toMatchObject({ reason: 'unreadable', message: 'The file is not a readable .xlsx workbook' });
  });

  it('reports a workbook that outgrows the thread heap, and the process lives on', async () => {
    // Random text keeps the compression ratio honest, so only the heap limit can stop it.
    const huge = randomBytes(6 * 1024 * 1024).toString('base64');
    const file = folder.file('heap.xlsx', minimalXlsx(sheetXml, [], { name: 'xl/sharedStrings.xml', data: sharedStrings(huge) }));
    const error = await readAll(file, 'xlsx', { memoryMb: 16 }).catch((e: unknown) => e);
    expect(['too_much_memory', 'unreadable']).toContain((error as { reason?: string }).reason);
    // The same file reads fine with the default limit.
    await expect(readAll(file, 'xlsx')).resolves.toMatchObject({ data_rows: 1, warnings: ['cells_truncated'] });
  });
});
