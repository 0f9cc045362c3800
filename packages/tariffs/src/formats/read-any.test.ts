import { bundledFilePath } from './bundled';
import { UnreadableInputError } from './errors';
import { detectFormatOfPath, readFromStream, readScheduleFile } from './read-any';
import { streamOf } from './test-streams';

describe('readFromStream / readScheduleFile', () => {
  it('detects a bundled file and reads it', async () => {
    expect(await detectFormatOfPath(bundledFilePath('eu-cn-2026.json.gz'))).toBe('eu-cn');
    const result = await readScheduleFile(bundledFilePath('eu-cn-2026.json.gz'), { format: 'auto', market: 'EU', version: '2026' });
    expect(result.format).toBe('eu-cn');
    expect(result.problems).toEqual([]);
  });

  it('refuses a format of another market and an unknown market', async () => {
    await expect(readFromStream('usitc-json', streamOf('[]'), { market: 'EU' })).rejects.toThrow(UnreadableInputError);
    await expect(readFromStream('tcs-csv', streamOf('code,indent,description\n'), { market: 'JP' })).rejects.toThrow(/unknown market JP/);
  });

  it('reads a tcs-csv stream for the market given', async () => {
    const { lines } = await readFromStream('tcs-csv', streamOf('code,indent,description\n6109,0,T-shirts\n'), { market: 'VN' });
    expect(lines.map((l) => l.code)).toEqual(['61', '6109']);
  });
});
