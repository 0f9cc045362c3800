/** Rows from the twenty-seventh session's team titles (dev-av to dev-ax), reworded: what the reader misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('a fact the description denies picks the line that denies it too', () => {
  expectFirstHs6InLanguages([
    ['Robusta coffee beans, green, not roasted, not decaffeinated, 60 kg bags', 'en', '090111'],
    ['Dark chocolate bar with almonds, solid, not filled, 80 g', 'en', '180632'],
    ['Bogie for railway freight cars, non-driving, with wheelsets', 'en', '860712'],
    ['Ampicillin powder, formulated, in bulk, not put up in measured doses or for retail sale', 'en', '300310'],
  ]);
});

describe('a Korean name ending in how it comes or a plain animal word names the goods', () => {
  expectFirstHs6InLanguages([
    ['번식용 순종 앵거스 암소; 혈통증명서 첨부; 원산지 캐나다', 'ko', '010221'],
  ]);
});
