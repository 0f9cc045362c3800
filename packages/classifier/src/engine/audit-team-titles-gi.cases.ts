/** Rows from the fifty-first session's team titles (dev-gi, dev-gj), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('supplier titles: the goods named first, how they are powered, packed or sold named after them', () => {
  expectFirstHs6InLanguages([
    ['2.5 Ton Electric Forklift Lithium Battery 3m Mast Warehouse Forklift Truck', 'en', '842710'],
    ['Cartridge Mechanical Seal for Water Pump Silicon Carbide Face 30mm', 'en', '848420'],
    ['Aluminum Casement Window Double Glazed Thermal Break', 'en', '761010'],
    ['Combination Pliers 7 Inch CR-V Hand Tools', 'en', '820320'],
    ['Combination Spanner 13mm Chrome Vanadium Hand Tools Wholesale', 'en', '820411'],
    ['HDPE T-Shirt Bag Printed Supermarket Carrier', 'en', '392321'],
    ['Hexagon Glass Jar 380ml Honey Jar with Metal Lid', 'en', '701090'],
    ['Tomato Paste 36-38% Brix in Aseptic Drum 235kg', 'en', '200290'],
    ['Oyster Sauce 510g Private Label OEM', 'en', '210390'],
    ['Rear Bumper Cover PP for Toyota Hilux', 'en', '870810'],
  ]);
});

describe('Korean shop titles: a brand or a look word that holds a shorter name', () => {
  expectFirstHs6InLanguages([
    ['여성 하이웨스트 레깅스 나일론 75% 스판 25% 9부', 'ko', '610463'],
    ['워터프루프 슈퍼프루프 마스카라 블랙 8g', 'ko', '330420'],
    ['갤럭시 S24 젤리케이스 TPU 투명 휴대폰 케이스', 'ko', '392690'],
    ['글라스락 붕규산 내열유리 밀폐용기 3종', 'ko', '701342'],
    ['녹차 티백 1.2g x 50개입', 'ko', '090210'],
  ]);
});

describe('entry lines in capitals with a size and Vietnamese shop names of toys and motorcycle lamps (dev-gk, dev-gl)', () => {
  expectFirstHs6InLanguages([
    ['100% COTTON TERRY HAND TOWELS 16X28', 'en', '630260'],
    ['POLYESTER FLEECE BLANKET 60X80', 'en', '630140'],
    ['Ô tô điều khiển từ xa cho bé trai pin sạc', 'vi', '950300'],
    ['Đèn pha LED xe máy 12V siêu sáng', 'vi', '851220'],
    ['화이트 TV 거실장 1600 수납형', 'ko', '940360'],
  ]);
});

describe('shop and catalogue names of goods whose parts, power or look are named after them (dev-gm, dev-gn)', () => {
  expectFirstHs6InLanguages([
    ['Sunglasses Plastic Frame Polycarbonate Lenses UV400 Unisex', 'en', '900410'],
    ['Binoculars 10x50 Porro Prism Lenses Waterproof', 'en', '900510'],
    ['Fender CD-60S Acoustic Guitar, Solid Mahogany Top', 'en', '920290'],
    ['Straw Sun Hat Wide Brim Foldable', 'en', '650400'],
    ['Cotton Room and Linen Spray 8 oz Home Fragrance', 'en', '330749'],
    ['Vintage Leather Motorcycle Jacket Women Brown', 'en', '420310'],
    ['Plastic Laundry Basket with Handles, Polypropylene', 'en', '392490'],
    ['耐水ペーパー #800 100枚入', 'ja', '680520'],
    ['工場扇 床置き型 45cm 100V', 'ja', '841451'],
    ['リードバイス 口幅100mm', 'ja', '820570'],
    ['Nồi đất nung kho thịt', 'vi', '691200'],
    ['Quần short thun nữ cotton mặc nhà', 'vi', '610462'],
  ]);
});

describe('spices by kind, wafers, dated antiques and catalogue names of valves, containers and screw eyes (dev-gm, dev-gn, dev-gp)', () => {
  expectFirstHs6InLanguages([
    ['강황 분말 (Turmeric Powder) 20kg', 'ko', '091030'],
    ['오향분 (Five Spice Powder) 500g', 'ko', '091091'],
    ['초코 웨이퍼 (Chocolate Wafers) 100g', 'ko', '190532'],
    ['아몬드 음료 무가당 1L', 'ko', '220299'],
    ['Antique Walnut Chest of Drawers, circa 1850', 'en', '970690'],
    ['Bone China Tea Cups Set of 6', 'en', '691110'],
    ['空気圧用電磁弁 3ポート DC24V', 'ja', '848120'],
    ['ポリタンク 10L 青', 'ja', '392330'],
    ['丸ヒートン ステンレス #12', 'ja', '731813'],
  ]);
});

describe('a maker and model before a shop title of plain words that closes with the goods\u2019 name is no declaration (dev-go)', () => {
  expectFirstHs6InLanguages([
    ['Audio-Technica ATH-M50X Professional Closed Back Studio Monitor Headphones', 'en', '851830'],
    ['Hakko FX-888D Digital Temperature Controlled Soldering Station Iron', 'en', '851511'],
    ['Hamilton Beach 22633 Classic Chrome Extra Wide Slot Toaster', 'en', '851672'],
  ]);
});
