import { readSheet } from './read-sheet';
import { tempFolder } from '../testing/sheet-fixtures';

const folder = tempFolder('limits');
afterAll(() => folder.cleanup());

const csv = (rows: number) => ['description', ...Array.from({ length: rows }, (_, i) => `item ${i}`)].join('\n');

describe('readSheet thread handling', () => {
  it('waits for each onRows before producing the next chunk', async () => {
    const file = folder.file('backpressure.csv', csv(50));
    let inFlight = 0;
    let maxInFlight = 0;
    const result = await readSheet(file, 'csv', {
      maxRows: 100,
      chunkRows: 10,
      onHeader: () => undefined,
      onRows: async () => {
        maxInFlight = Math.max(maxInFlight, ++inFlight);
        await new Promise((r) => setTimeout(r, 20));
        inFlight--;
      },
    });
    expect(maxInFlight).toBe(1);
    expect(result).toMatchObject({ data_rows: 50, blank_rows: 0 });
  });

  it('does not count time spent in the callbacks against the timeout', async () => {
    const file = folder.file('slow-caller.csv', csv(3));
    const result = await readSheet(file, 'csv', {
      maxRows: 10,
      timeoutMs: 2000,
      onHeader: () => new Promise((r) => setTimeout(r, 2500)),
      onRows: () => undefined,
    });
    expect(result.data_rows).toBe(3);
  });

  it('gives up with too_slow when the thread takes longer than timeoutMs', async () => {
    const file = folder.file('slow.csv', csv(10));
    await expect(readSheet(file, 'csv', { maxRows: 100, timeoutMs: 1, onHeader: () => undefined, onRows: () => undefined })).rejects.toMatchObject({
      reason: 'too_slow',
    });
  });

  it('rejects with the callback error, not a SheetError, when onRows throws', async () => {
    const file = folder.file('callback.csv', csv(5));
    const failure = new Error('database down');
    await expect(
      readSheet(file, 'csv', {
        maxRows: 10,
        onHeader: () => undefined,
        onRows: () => {
          throw failure;
        },
      }),
    ).rejects.toBe(failure);
  });

  it('reports a missing file as unreadable', async () => {
    await expect(readSheet(`${folder.dir}/missing.csv`, 'csv', { maxRows: 1, onHeader: () => undefined, onRows: () => undefined })).rejects.toMatchObject({
      reason: 'unreadable',
    });
  });
});
