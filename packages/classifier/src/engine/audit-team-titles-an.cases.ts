/** Rows from the twenty-sixth session's team titles (dev-am to dev-ap), reworded: what the reader misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('series, seals and looks named with a goods word are not the goods', () => {
  expectFirstHs6InLanguages([
    // A printer series the cartridges fit holds no desk; an X-ring chain's seal is no ring.
    ['Canon 245 Black Ink Cartridge, 2 Pack, for PIXMA and DeskJet style printers', 'en', '844399'],
    ['520 X-Ring Motorcycle Drive Chain 118 Links, Gold', 'en', '731511'],
    // A wood grain or a marble look printed on vinyl or porcelain is none of their material.
    ['Wood Grain Vinyl Wallpaper Roll, Peel and Stick, 17.7 in x 16 ft', 'en', '481420'],
    ['Marble Look Porcelain Salad Plates, Set of 4', 'en', '691110'],
  ]);
});

describe('a kind the description states picks the line that names it', () => {
  expectFirstHs6InLanguages([
    ['Bicycle Inner Tube 26 x 1.95, Schrader Valve, 2 Pack', 'en', '401320'],
    ['CR2016 Lithium Coin Cell 3V, 5 Pack', 'en', '850650'],
    ['Faux Fur Fabric Long Pile 1 Yard, Grey', 'en', '600110'],
    ['Virgin Coconut Oil, Unrefined, 16 oz Jar', 'en', '151311'],
    ['Non-Telescopic Golf Umbrella, Straight Shaft, 62 inch', 'en', '660199'],
    ['밀크초콜릿 바 (땅콩 카라멜 충전, 40g)', 'ko', '180631'],
    ['산업용 X선 필름 (평판형, 미노광)', 'ko', '370110'],
    ['포세린 바닥 타일 (흡수율 0.5% 이하, 300x600mm)', 'ko', '690721'],
    ['열연강판 코일 (비합금, 두께 4.0mm, 산세하지 않은 것)', 'ko', '720838'],
    ['알루미늄 합금 압출 형재 (중공, 6061, 건축용)', 'ko', '760421'],
    ['알루미늄 합금 압출 형재 (중공 아닌 것, 창틀용)', 'ko', '760429'],
    ['정제 연괴 (순도 99.99%, 25kg)', 'ko', '780110'],
    ['냉동고용 컴프레서 (왕복동식, 1/4HP)', 'ko', '841430'],
    ['번식용 순종 돼지 (생체, 요크셔종, 혈통증명서 첨부)', 'ko', '010310'],
  ]);
});

describe('names the glossary learned from the team titles', () => {
  expectFirstHs6InLanguages([
    ['Replacement Ear Tips for Galaxy Buds, Memory Foam, 3 Pairs', 'en', '851890'],
    ['Pizza Stone Rectangular 14 x 16 Inch, Cordierite', 'en', '691200'],
    ['Replacement Brush Heads for Sonicare-style Electric Toothbrush, 8 Count', 'en', '960321'],
    ['Milk Chocolate Truffles Gift Box, 12 Pieces', 'en', '180690'],
    ['Elderberry Gummies with Zinc, 60 Count', 'en', '210690'],
    ['Jigsaw Blades T-Shank Set for Wood, 10 Pieces', 'en', '820299'],
    ['커피믹스 모카골드 (스틱형, 100개입)', 'ko', '210112'],
    ['실리콘 웨이퍼 (단결정, 직경 200mm, 도핑된 것)', 'ko', '381800'],
  ]);
});

describe('a Korean use right before goods names what they serve, both its words', () => {
  expectFirstHs6InLanguages([
    ['전자담배 카트리지용 니코틴 액상 30ml', 'ko', '240412'],
    ['에어컨 실외기용 로터리 압축기 (전동식)', 'ko', '841430'],
    // A use naming whom the goods serve leaves the word before it the goods: a drone for beginners, with a camera.
    ['미니 드론 입문용 카메라 접이식', 'ko', '880622'],
  ]);
});

describe('an English ruling names the goods right after "is"; a Korean declaration denies goods it names before "아닌"', () => {
  expectFirstHs6InLanguages([
    ["The product is a liquid infant formula based on cow's milk, in 200 ml bottles for retail sale.", 'en', '190110'],
    ['This product is a crude oil tanker of 160,000 DWT, for carrying crude oil by sea.', 'en', '890120'],
    // Not turf: the nylon line's "other" (5703.29), since the HS texts were corrected to say which is turf.
    ['나일론 터프트 카펫 (롤 형태, 인조잔디 아닌 것)', 'ko', '570329'],
  ]);
});

describe('a part list name read in English order', () => {
  expectFirstHs6InLanguages([
    ['PALLET-WOODEN 1200X1000 ; 4-WAY', 'en', '441520'],
    ['FORK-FORKLIFT 1070MM (PAIR)', 'en', '843120'],
  ]);
});

describe('yarn in skeins by its fibre, connectors, denied cheese kinds, chickpeas, brands named for goods', () => {
  expectFirstHs6InLanguages([
    ['Soft Acrylic Yarn 100% Acrylic, 5 oz Skein, Worsted, Pack of 2', 'en', '551110'],
    ['Insulated copper cable, 300/500 V, fitted with connectors, 2 m', 'en', '854442'],
    ['Gouda cheese, not grated, powdered or processed, wheels of 4 kg', 'en', '040690'],
    ['Garbanzo Beans, Dried, 2 lb Bag', 'en', '071320'],
    ["Fruit of the Loom Women's Cotton Crew T-Shirt, 3 Pack", 'en', '610910'],
    ['Pedal-assisted bicycles with auxiliary electric motor, 250 W', 'en', '871160'],
  ]);
});

describe('water-based paints, cars said not hybrid, seeds said not for sowing', () => {
  expectFirstHs6InLanguages([
    ['Interior acrylic wall paint, water-based, matt white, 10 litre pail', 'en', '320910'],
    ['Passenger car, gasoline engine only, 1,998 cc, not hybrid, new', 'en', '870323'],
    ['Soybeans, yellow, whole, not for sowing, for crushing', 'en', '120190'],
    ['Greasy wool, shorn, not carded or combed, in bales', 'en', '510111'],
  ]);
});
