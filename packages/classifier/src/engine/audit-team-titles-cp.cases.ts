/** Rows from the thirty-fifth session's team titles (dev-cp, dev-cq, dev-cr and earlier files), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('a water said not to contain added sugar nor flavour is of 2201, whatever flavour word the denial holds', () => {
  expectFirstHs6InLanguages([
    ['Spring water, still, not containing added sugar or flavour, 1.5 L bottles', 'en', '220110'],
  ]);
});

describe('a camera named after the phone, drone or computer that carries it is the device\'s feature', () => {
  expectFirstHs6InLanguages([
    ['Android Smartphone 6.5 inch 128GB 50MP Camera Dual SIM Cell Phone', 'en', '851713'],
  ]);
});

describe('fruit, peel and ginger preserved by sugar are 2006, not the fruit', () => {
  expectFirstHs6InLanguages([
    ['Candied Lemon Peel for Baking 8 oz', 'en', '200600'],
    ['Crystallized Ginger Slices 1 lb bag', 'en', '200600'],
  ]);
});

describe('goods named before a use that names other goods are not those goods: caps, shaver heads, chair bases', () => {
  expectFirstHs6InLanguages([
    ['CAPS PP 38MM FOR HDPE BOTTLE', 'en', '392350'],
    ['Replacement Shaver Head for Philips Norelco Series 3000 Electric Shaver', 'en', '851090'],
    ['Office chair base, five-star, aluminium, 700 mm', 'en', '940199'],
  ]);
});

describe('a use naming a series of goods ("for Reptiles, Birds and Chickens") names none of the goods', () => {
  expectFirstHs6InLanguages([
    ['Live Crickets 250 Count, Feeder Insects for Lizards, Frogs and Birds', 'en', '010649'],
  ]);
});

describe('silica and quartz sands have their own subheading', () => {
  expectFirstHs6InLanguages([
    ['Silica sand, washed and dried, SiO2 99%, for foundry moulds', 'en', '250510'],
  ]);
});

describe('a machine whose later field lists its impeller, rotor or stator is the machine; a part named alone first is the part', () => {
  expectFirstHs6InLanguages([
    ['SUBMERSIBLE PUMP; CENTRIFUGAL, STAINLESS STEEL CASING, BRASS IMPELLER; FOR DEEP WELLS; 2.2KW', 'en', '841370'],
    ['IMPELLER; CAST BRONZE, 5 VANES; SPARE PART FOR CENTRIFUGAL WATER PUMP', 'en', '841391'],
  ]);
});

describe('the goods a first field names go first where the ranking is unsure and its winner is of other goods named later', () => {
  expectFirstHs6InLanguages([
    ['FORKLIFT TRUCK, ELECTRIC; 48V LITHIUM-ION BATTERY, CAPACITY 1,500KG; ORIGIN: CHINA', 'en', '842710'],
    ['MILKING MACHINE, BUCKET TYPE; VACUUM PUMP 300 L/MIN, PULSATORS; FOR GOATS', 'en', '843410'],
  ]);
});

describe('machine tools named by their process or kind, lifts and transplanters have their own subheadings', () => {
  expectFirstHs6InLanguages([
    ['CNC PRESS BRAKE, HYDRAULIC, 100 TON, 3200MM', 'en', '846223'],
    ['Fibre laser cutting machine 3 kW for steel sheet', 'en', '845611'],
    ['와이어 방전가공기(CNC) / 금형 절단용', 'ko', '845630'],
    ['보행형 이앙기 4조식 / 가솔린엔진', 'ko', '843239'],
  ]);
});

describe('a Korean form whose fields a spaced slash separates names its goods in the first; an English name there reads as English', () => {
  expectFirstHs6InLanguages([
    ['품명: 스마트폰 / 모델 SM-100 / 5G 지원 / 6.1인치 디스플레이 / 이동통신용', 'ko', '851713'],
    ['품명: LED TV / 화면 55인치 컬러 LCD / 튜너 내장', 'ko', '852872'],
  ]);
});

describe('resins named by their polymer are in primary forms, whatever the goods they are moulded into', () => {
  expectFirstHs6InLanguages([
    ['품명: EVA 수지; VA 함량 18%; 펠릿; 신발 중창 발포 원료', 'ko', '390130'],
    ['폴리메틸메타크릴레이트 수지 펠릿; 자동차 램프 렌즈 사출용', 'ko', '390610'],
    ['TPU PELLETS; POLYETHER TYPE, SHORE 90A; FOR EXTRUSION OF FILMS', 'en', '390950'],
  ]);
});

describe('chemicals and metals the Korean words of others hid (합금괴 is no 금괴 gold bar), refined glycerol, caprolactam, permanganate', () => {
  expectFirstHs6InLanguages([
    ['정제 글리세린 99.5% / 200kg 드럼 / 화장품 원료', 'ko', '290545'],
    ['Crude glycerin 80%, from biodiesel production, in bulk', 'en', '152000'],
    ['CAPROLACTAM 99.9%, FLAKES, 25KG BAGS', 'en', '293371'],
    ['POTASSIUM PERMANGANATE 99%, CRYSTALS, 25KG DRUMS', 'en', '284161'],
    ['아연합금괴 ZAMAK 5 / 다이캐스팅용', 'ko', '790120'],
  ]);
});

describe('a Korean goods name after a short modifier ("희석식 소주", "볶은 커피원두") still names only the goods', () => {
  expectFirstHs6InLanguages([
    ['품명: 희석식 소주(알코올분 17%); 규격: 640ml x 20병; 원산지: 대한민국', 'ko', '220890'],
    ['품명: 볶은 커피원두(분쇄하지 않은 것); 규격: 500g x 20봉', 'ko', '090121'],
  ]);
});

describe('a text said Vietnamese whose only glossary name is Vietnamese reads as Vietnamese, accents or not', () => {
  expectFirstHs6InLanguages([
    ['Bia Hanoi Premium lon 330ml thùng 24 lon', 'vi', '220300'],
  ]);
});

describe('grated and shredded cheese (0406.20), pure cocoa, and a prefecture holding a fruit\'s character', () => {
  expectFirstHs6InLanguages([
    ['Grated Parmesan Cheese 8 oz Shaker', 'en', '040620'],
    ['森永 純ココア 110g', 'ja', '180500'],
  ]);
});

describe('nuts said raw, in shell or not roasted are the fresh or dried nuts of chapter 8, whatever the cases of prepared nuts say', () => {
  expectFirstHs6InLanguages([
    ['RAW CASHEW NUTS IN SHELL; CROP 2025; 80KG JUTE BAGS; ORIGIN: GHANA', 'en', '080131'],
    ['Nhân hạt điều đã bóc vỏ lụa, chưa rang, loại W240, thùng carton 22.68kg; hàng mới 100%', 'vi', '080132'],
  ]);
});
