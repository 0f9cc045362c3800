/**
 * Shop titles of soft goods, bags, paper and home articles (chapters 39-63) the reader misread: a buyer's costume after
 * "for", pockets the goods have, a wider "shirt" beside the sweatshirt it is, a perpetual calendar, garden ornaments,
 * bookmarks and socks of unnamed fibre. Each row's HS6 decided from the schedule's texts and notes.
 */
import { askBundledEngine } from './test-engine';
import { withoutPocketFeatures } from './classify';
import { readDescription } from '../read';

const { firstHs6 } = askBundledEngine();
const productType = (description: string) => readDescription({ description, market: 'US', language: 'en' }).product_type;

describe('reading: the goods, not the buyer\'s use or a wider name', () => {
  it.each([
    ['Faux leather purse for girls dress-up', 'purse'],
    ['Sequin clutch purse for kids costume party', 'clutch purse'],
    ['Gift for Her Necklace, gold tone', 'necklace'],
    ['Teacher Shirt, Retro Sweatshirt, Back to School Gift', 'sweatshirt'],
    ['Desk Calendar - Wooden Perpetual Calendar', 'wooden perpetual calendar'],
    ['Owl Yard Stake, Metal Garden Decor', 'yard stake'],
  ])('%s → %s', (description, type) => {
    expect(productType(description)).toBe(type);
  });
});

describe('pockets the goods have say how they are made, not that they are carried in the pocket (4202.3)', () => {
  it('drops feature pockets only', () => {
    expect(withoutPocketFeatures('nylon sling with 3 pockets').trim()).toBe('nylon sling with');
    expect(withoutPocketFeatures('Multi-Pocket runner belt')).not.toMatch(/pocket/i);
    expect(withoutPocketFeatures('pocket mirror')).toBe('pocket mirror');
  });

  it.each([
    ['Ripstop nylon waist pack with zip pockets', '420292'],
    ['Men\'s canvas multi-pocket belt bag for travel', '420292'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('shop titles of soft goods and articles of their material', () => {
  it.each([
    // A handbag with an outer surface of plastic sheeting (PU, "vegan leather"): 4202.22.
    ['Vegan leather purse for girls pretend play', '420222'],
    // A title listing the sweatshirt beside a plain "shirt" sells the sweatshirt: knitted, 6110.
    ['Matching Family Shirt, Crewneck Sweatshirt for Mom and Dad', '611020'],
    // A perpetual calendar is an object to set by hand, not a printed calendar (4910).
    ['Office Calendar - Rotating Perpetual Calendar in PLA plastic', '392610'],
    ['Oak wooden perpetual calendar with date blocks', '442090'],
    ['2026 Monthly Wall Calendar, landscape photos', '491000'],
    // A garden stake to look at is an ornamental article of its material; of base metal 8306.29.
    ['Painted mushroom garden stake', '392640'],
    ['Decorative iron yard stake with glass marbles', '830629'],
    // A bookmark is printed matter (4911.99); of leather an article of leather n.e.c. (4205).
    ['Printed floral bookmark set of 6', '491199'],
    ['Hand stitched leather bookmark', '420500'],
    // Socks of unnamed fibre are man-made blends as a rule; cotton ones say so.
    ['Crew socks 6 pairs unisex', '611596'],
    ['Organic cotton crew socks', '611595'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('product lines shops name their own way', () => {
  it.each([
    // A palette of pressed glitter or shimmer sold as make-up is eye make-up (3304.20), not artists' colours (3213).
    ['Pressed Glitter Palette, 12 shades, vegan', '330420'],
    // Plates and cups sold as party tableware are disposable ones of paper (4823.69).
    ['Safari Animals party plates, pack of 16', '482369'],
    ['Pastel Dots Party Cups, 9 oz, 8 ct', '482369'],
    // Napkins keep their own subheading (4818.30) whatever party they are for.
    ['Pastel Dots Napkins - 20 ct - Birthday Tableware', '481830'],
    // A coat rack fixed to the wall is no furniture (chapter 94 note 2): of wood 4421.99, of base metal 8302.50; standing, 9403.
    ['Reclaimed barn wood coat rack, 4 hooks, wall mount', '442199'],
    ['Industrial pipe hook rack, black steel', '830250'],
    ['Oak hall tree with bench', '940360'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('colourants put up for retail sale and tutus', () => {
  it.each([
    // Glow-in-the-dark powder or a resin colourant in a crafter's jar is colouring matter put up for retail sale (3212.90).
    ['Glow in the dark powder, 20 g jar, aqua', '321290'],
    ['Epoxy resin pigment set, 15 colours', '321290'],
    // A tutu is of tulle or net, man-made as a rule (6204.53); a cotton one says so.
    ['Ballet tutu, pink, adult size', '620453'],
    ['Cotton tutu skirt for girls', '620452'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('nipple covers are clothing accessories, and a slash between spaces parts a title\'s fields', () => {
  it.each([
    ['Floral Lace Pasties / Nipple Covers, 2 pairs', '611780'],
    // Satin is a woven fabric: 6217.10.
    ['Satin Nipple Pasties / Petals', '621710'],
    ['Reusable silicone nipple covers', '392620'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });

  it('reads the goods of a title whose fields a slash parts', () => {
    expect(productType('Cotton quilting fabric / fat quarter bundle')).toBe('quilting fabric');
  });
});

describe('quilting cotton is a printed plain weave (5208.52)', () => {
  it.each([
    ['Fat quarter bundle, 12 prints, 100% cotton', '520852'],
    ['Woodland Foxes Fabric: Cotton Quilting Fabric by the Half Yard', '520852'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('a heat protectant is a hair preparation (3305.90), whatever appliance it is for', () => {
  it.each([
    ['Heat protectant spray for curling irons, 200 ml', '330590'],
    ['Argan Heat Protector - Blow Dry Mist 150ml', '330590'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});
