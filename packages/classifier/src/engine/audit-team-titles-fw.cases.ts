/** Rows from the forty-ninth session's team titles (dev-fw to dev-fz), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('a mill grade names the kind of steel, a T after a figure its thickness, and chapter 72 puts each kind under its own heading', () => {
  expectFirstHs6InLanguages([
    ['HR STEEL COIL SS400 2.8T X 1500MM', 'en', '720839'],
    ['HR STEEL COIL SS400 4.5T X 1500MM', 'en', '720838'],
    ['COLD ROLLED COIL SPCC 0.7T X 1250MM', 'en', '720917'],
    ['EGI COIL SECC 0.8T X 1219MM', 'en', '721030'],
    ['STS304 CR COIL 2B 0.8T X 1219MM', 'en', '721934'],
    ['STS430 CR COIL BA 0.45T X 1219MM', 'en', '721935'],
    ['SUS316L CR SHEET 3.0T X 1219 X 2438', 'en', '721932'],
    ['SUS316L CR SHEET 1.5T X 1219 X 2438', 'en', '721933'],
    ['STS301 CR STRIP 0.2T X 40MM', 'en', '722020'],
    ['SCM440 ROUND BAR HOT ROLLED DIA 80MM', 'en', '722830'],
    ['S45C ROUND BAR HOT ROLLED DIA 30MM', 'en', '721499'],
    ['GI COIL SGCC 0.6T X 1219MM Z80', 'en', '721049'],
    ['SUS304 PIPE FITTING ELBOW 45DEG BUTT WELDING 3IN SCH10', 'en', '730723'],
  ]);
});

describe('stationery, party and outdoor goods named by their own words', () => {
  expectFirstHs6InLanguages([
    ['Kraft Paper Gift Tags with String, 50 Pcs, Christmas', 'en', '482110'],
    ['Poly Plastic Pocket Folders with Prongs, 12 Pack', 'en', '392610'],
    ['Artist Oil Colors Cadmium Red 37 ml Tube', 'en', '321390'],
    ['Cotton Dinner Napkins Set of 6, Hemmed, 18 x 18 Inch', 'en', '630251'],
    ['Cornhole Set with 8 Bean Bags, Tailgate Game', 'en', '950699'],
    ['Car Wash Soap 32 oz, pH Balanced Foaming Car Shampoo', 'en', '340250'],
    ['Castable Fish Finder with Sonar, Wireless', 'en', '901480'],
    ['Goose Call for Waterfowl Hunting, Acrylic', 'en', '920890'],
    ['Koi Food Floating Pellets 2 lb', 'en', '230990'],
    ["Painter's Tape 2 Inch x 60 Yards, Blue", 'en', '481141'],
    ['Biometric Gun Safe for Pistols, Steel', 'en', '830300'],
  ]);
});

describe('Korean shop titles: brands that are other words, and the goods their names hold', () => {
  expectFirstHs6InLanguages([
    ['카누 디카페인 아메리카노 0.9g 50개입', 'ko', '210111'],
    ['허니버터칩 120g 대용량', 'ko', '200520'],
    ['리바이스 505 레귤러핏 청바지 남성', 'ko', '620342'],
    ['루미큐브 여행용 미니', 'ko', '950490'],
    ['에어쿠션 리필 15g 2개', 'ko', '330499'],
  ]);
});

describe('grades of aluminium and copper beside their metal, and English cotton counts written with an S and the ply', () => {
  expectFirstHs6InLanguages([
    ['100% COTTON YARN CM 30S/1 CONE', 'en', '520523'],
    ['A1100 ALUMINIUM COIL H18 0.3T X 500MM', 'en', '760611'],
    ['A6063 T5 ALUMINIUM ROUND BAR DIA 20MM', 'en', '760429'],
    ['C2600 BRASS STRIP COIL 0.3T X 60MM', 'en', '740921'],
  ]);
});

describe('a battery made for a phone, a laptop or a camera is a lithium-ion accumulator; cells for other goods keep their chemistry', () => {
  expectFirstHs6InLanguages([
    ['Replacement Battery for Lenovo ThinkPad Laptop, 6 Cell', 'en', '850760'],
    ['Battery Replacement for Samsung Galaxy S22 with Tools', 'en', '850760'],
    ['Car Battery 12V 70Ah', 'en', '850710'],
    // Devices the glossary holds no goods for are named by the reader's own list.
    ['Replacement Battery for Kindle Paperwhite 10th Gen', 'en', '850760'],
    ['Battery for PS5 Controller, 2000mAh', 'en', '850760'],
  ]);
});

describe('Korean rulings name flat steel by how it was rolled and coated, the kind of steel apart', () => {
  expectFirstHs6InLanguages([
    ['본 물품은 STS304 스테인리스강을 열간압연한 코일로서 폭 1,250mm, 두께 5.0mm 임', 'ko', '721912'],
    ['비합금강 냉연판에 전기아연도금한 강판, 폭 1,219mm 두께 0.8mm', 'ko', '721030'],
    ['전기주석도금강판 비합금 폭 900mm 두께 0.2mm 통조림 캔용', 'ko', '721012'],
  ]);
});
