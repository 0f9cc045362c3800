/** Rows from the twenty-eighth session's team titles (dev-at to dev-bd), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('the subheading that names the goods holds against words of the heading they share', () => {
  expectFirstHs6InLanguages([
    // 8511 words its engines "spark or compression-ignition": a gasoline engine's starter is of that kind too.
    ['Iridium spark plugs for spark-ignition engines of motor cars', 'en', '851110'],
    ['Starter motor for petrol engines of passenger cars, 12 V', 'en', '851140'],
    // "Dentifrices" is toothpaste's name in 3306.10: "teeth whitening" names no dental floss.
    ['BrightSmile Toothpaste with Fluoride, Teeth Whitening, Cool Mint, 2 Pack', 'en', '330610'],
  ]);
});

describe('a refill or part names no sibling over the goods unless the text asks for one', () => {
  expectFirstHs6InLanguages([
    // 9608.60's refills hold the "ink-reservoir": a pen that writes in blue ink is still a ball point pen.
    ['Click ballpoint pen with a clear plastic barrel, black ink, medium point', 'en', '960810'],
    ['Ballpoint pen refill, blue ink, 0.7 mm', 'en', '960860'],
  ]);
});

describe('a residual heading yields to the heading it leaves out where the stated shares meet that one', () => {
  expectFirstHs6InLanguages([
    // 6006 is "other than those of headings 60.01 to 60.04"; 6004 holds knits of 5 % or more elastomeric yarn.
    ['Single jersey knit fabric, 93% cotton 7% elastane, dyed, 170 cm wide', 'en', '600410'],
    ['Polyester/spandex 90/10 interlock knit fabric, dyed, width 155 cm', 'en', '600410'],
    ['Single jersey knit fabric, 100% cotton, dyed, 170 cm wide', 'en', '600622'],
  ]);
});

describe('the stated finish of a fabric picks its line: dyed, printed, or of yarns of different colours', () => {
  expectFirstHs6InLanguages([
    ['Single jersey knit fabric, 100% cotton, dyed, 170 cm wide', 'en', '600622'],
    ['Cotton poplin, 100% cotton, plain weave, dyed in the piece, 115 g/m2', 'en', '520832'],
    // Denim's warp is dyed with indigo before weaving: 5209.42, "of yarns of different colours".
    ['Cotton denim fabric, 100% cotton, indigo warp, 3/1 twill, 380 g/m2', 'en', '520942'],
  ]);
});

describe('footwear splits first on what its upper is made of', () => {
  expectFirstHs6InLanguages([
    ["Women's indoor slippers, faux fur upper, rubber sole", 'en', '640419'],
    ['Slip-on house shoes with a knitted cotton upper and a TPR sole', 'en', '640419'],
    ['실내화 (갑피: 면 캔버스, 겉창: 고무)', 'ko', '640419'],
  ]);
});

describe('cork goods are of agglomerated cork unless said natural, stoppers of natural cork unless said agglomerated', () => {
  expectFirstHs6InLanguages([
    ['Round cork coasters, 10 cm, pack of 6', 'en', '450490'],
    ['Cork pin board for the office wall, 60 x 45 cm, with push pins', 'en', '450490'],
    ['Natural cork trivet for hot pots, 18 cm', 'en', '450390'],
    ['천연 코르크 와인 마개 100개', 'ko', '450310'],
  ]);
});

describe('a desk stand for a phone is an article of its material, as a laptop stand is', () => {
  expectFirstHs6InLanguages([
    ['Foldable aluminium phone stand for the desk, adjustable angle', 'en', '761699'],
    ['Desk phone stand of solid oak wood', 'en', '442199'],
  ]);
});

describe('furskin is no leather: its articles are 4303, apparel apart from the rest', () => {
  expectFirstHs6InLanguages([
    ['Genuine fox fur pom pom bag charm with key ring', 'en', '430390'],
    ['Mink fur scarf', 'en', '430310'],
  ]);
});

describe('a material a line leaves out in brackets is none of its own; wicker is a weave, not rattan', () => {
  expectFirstHs6InLanguages([
    // 4602.19 is "of vegetable materials (not bamboo or rattan)".
    ['Hand woven rattan laundry basket with lid, wicker style', 'en', '460212'],
    ['Seagrass storage baskets, set of 3, woven wicker with handles', 'en', '460219'],
  ]);
});

describe('woven bed linen is not knitted, and splits on being printed', () => {
  expectFirstHs6InLanguages([
    ['Printed cotton percale bed sheet, woven, king size', 'en', '630221'],
    ['Jersey knit cotton fitted sheet, twin', 'en', '630210'],
    ['본 물품은 면 100% 직물(평직)로 만든 침대 시트로서, 날염되지 않았음', 'ko', '630231'],
  ]);
});

describe('how goods are driven or carried names no goods of its own', () => {
  expectFirstHs6InLanguages([
    ['Pedal-assisted electric bicycle, 250 W rear hub motor, 36 V battery', 'en', '871160'],
    ['Railway tank wagons for carrying liquid chemicals', 'en', '860610'],
  ]);
});

describe('a Korean text that says nothing of play names no toy', () => {
  expectFirstHs6InLanguages([
    ['승용차용 래디얼 공기타이어; 신품; 215/60R17', 'ko', '401110'],
    ['승용차용 브레이크 패드; 앞바퀴용 1세트; 석면 미함유', 'ko', '870830'],
  ]);
});

describe('kinds a title states pick their own subheading', () => {
  expectFirstHs6InLanguages([
    ['Graduated Compression Socks 15-20 mmHg for Women Knee High Nylon 2 Pairs', 'en', '611510'],
    ['Full Face Motorcycle Helmet DOT Approved ABS Shell with Sun Visor', 'en', '650610'],
    ['Fake Peony Flowers Silk Artificial Bouquet 6 Stems for Wedding Table', 'en', '670290'],
    ['Picture Frame 5x7 Set of 2, MDF with Glass Front, Black', 'en', '441490'],
    ['Unisex Polar Fleece Half Zip Pullover Sweatshirt Grey', 'en', '611030'],
  ]);
});

describe('names the glossary lacked, and names of no goods', () => {
  expectFirstHs6InLanguages([
    ['Insulin lispro solution for injection, 3 ml prefilled pens, box of 5', 'en', '300431'],
    ['Diesel generating set 250 kVA, open frame, with control panel', 'en', '850212'],
    ['Electromagnetic flow meter for drinking water pipelines', 'en', '902610'],
    ['Driver seat assembly for passenger cars, with slide rails', 'en', '940120'],
    ['Relaxing Lavender Bath Salts with Epsom Salt, 2 lb Bag', 'en', '330730'],
    ['Daily Multivitamin Dietary Supplement for Adults, 120 Softgels', 'en', '210690'],
    ['Casa Alta Prosecco Brut 750 ml bottle', 'en', '220410'],
    ['Freeze-dried soluble coffee in 25 kg bulk cartons', 'en', '210111'],
  ]);
});

describe('a look, a pattern or a use-with word names no goods, in Korean too', () => {
  expectFirstHs6InLanguages([
    ['대리석 패턴 도자기 머그컵 400ml 2개 세트', 'ko', '691200'],
    ['가죽 느낌 PU 반지갑 여성용 카드 수납', 'ko', '420232'],
    ['전자레인지 가능 플라스틱 밀폐용기 5종 세트', 'ko', '392410'],
  ]);
});

describe('Korean shop names the glossary lacked', () => {
  expectFirstHs6InLanguages([
    ['국내산 흑돼지 오겹살 1kg 냉동 구이용', 'ko', '020329'],
    ['무항생제 유정란 15구 대란', 'ko', '040721'],
    ['건표고버섯 채 100g 국산', 'ko', '071234'],
    ['거실 인테리어 조화 장미 10송이 부케', 'ko', '670290'],
  ]);
});

describe('Japanese and Vietnamese names the glossary lacked', () => {
  expectFirstHs6InLanguages([
    ['くえん酸 無水 食品添加物 1kg', 'ja', '291814'],
    ['ライター用 補充ガス ブタン 150g 缶', 'ja', '360610'],
    ['Dầu ăn đậu nành tinh luyện can 5 lít', 'vi', '150790'],
  ]);
});

describe('grocery and pharmacy names the glossary lacked', () => {
  expectFirstHs6InLanguages([
    ['Baked Cheese Puffs Snack, 6 oz Bag', 'en', '190410'],
    ['Nicotine Gum 2 mg Fruit Flavour, 105 Pieces', 'en', '240491'],
    ['Organic Clarified Butter Ghee 16 oz Jar', 'en', '040590'],
    ['Exfoliating Coffee Body Scrub with Coconut Oil 10 oz', 'en', '330499'],
  ]);
});
