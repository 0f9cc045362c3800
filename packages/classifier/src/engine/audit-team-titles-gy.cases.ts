/** Rows from the fifty-third session's second team titles (dev-gy, dev-gz, dev-ha, dev-hb), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('Laboratory chemicals by their own subheadings: a reagent grade is a purity, the substance named first and its kind after a comma (dev-hb)', () => {
  expectFirstHs6InLanguages([
    ['Iodine, resublimed, ACS reagent, 250 g', 'en', '280120'],
    ['Bromine, reagent grade, 99.5%, 25 mL', 'en', '280130'],
    ['Sulfur, sublimed, powder, 1 kg', 'en', '280200'],
    ['Phosphorus, red, 98%, 250 g', 'en', '280470'],
    ['Mercury, triple distilled, 500 g', 'en', '280540'],
    ['Boric acid, ACS reagent, 1 kg', 'en', '281000'],
    ['Potassium hydroxide, pellets, reagent grade, 1 kg', 'en', '281520'],
    ['Manganese dioxide, activated, 500 g', 'en', '282010'],
    ['Copper(II) oxide, powder, ACS reagent, 500 g', 'en', '282550'],
    ['Potassium iodide, ACS reagent, 100 g', 'en', '282760'],
    ['Sodium thiosulfate pentahydrate, reagent grade, 1 kg', 'en', '283230'],
    ['Ammonium persulfate, for electrophoresis, 500 g', 'en', '283340'],
    ['Potassium phosphate monobasic, ACS reagent, 1 kg', 'en', '283524'],
    ['Potassium ferricyanide, ACS reagent, 250 g', 'en', '283720'],
    ['Deuterium oxide, 99.9 atom % D, 50 g', 'en', '284510'],
    ['Aluminum oxide, activated, neutral, for chromatography, 500 g', 'en', '281820'],
    ['Dichloromethane, HPLC grade, 1 L', 'en', '290312'],
    ['Chloroform, ACS reagent, 1 L', 'en', '290313'],
    ['Diethyl ether, anhydrous, ACS reagent, 500 mL', 'en', '290911'],
    ['Sodium acetate, anhydrous, ACS reagent, 500 g', 'en', '291529'],
    ['Trisodium citrate dihydrate, ACS reagent, 1 kg', 'en', '291815'],
    ['Aniline, ACS reagent, 250 mL', 'en', '292141'],
    ['Tris base, for molecular biology, 500 g', 'en', '292219'],
    ['Acetonitrile, HPLC grade, 2.5 L', 'en', '292690'],
    ['Tetrahydrofuran, HPLC grade, 1 L', 'en', '293211'],
    ['Pyridine, ACS reagent, 500 mL', 'en', '293331'],
    ['Petroleum ether, boiling range 40-60 C, 2.5 L', 'en', '271012'],
    ['Tryptone, for microbiology, 500 g', 'en', '350400'],
    ['Bovine serum albumin, lyophilized powder, 10 g', 'en', '350290'],
    ['Nutrient agar, dehydrated culture medium, 500 g', 'en', '382100'],
    ['Pipette tips, 1000 uL, polypropylene, 10 racks of 96', 'en', '392690'],
    ['Gas chromatograph with FID detector and autosampler', 'en', '902720'],
    ['Brix refractometer, digital, 0-85%', 'en', '902750'],
    ['Rotary microtome for histology, manual', 'en', '902790'],
    ['Laboratory freeze dryer, -80 C, 4 L condenser', 'en', '841933'],
    ['Muffle furnace, 1200 C, 5 L chamber', 'en', '851419'],
    ['Calibration weight set, class F1, 1 g to 500 g', 'en', '842390'],
  ]);
});

describe('Australian shop words: trackies, bathers, doonas, frypans, column heaters, globes, racquets, snags (dev-gy)', () => {
  expectFirstHs6InLanguages([
    ['Mens Fleece Trackies, 80% Cotton 20% Polyester, Knit', 'en', '610342'],
    ['Womens Bathers One Piece, 80% Nylon 20% Elastane, Knitted', 'en', '611241'],
    ['Microfibre Doona King, Polyester Fill', 'en', '940440'],
    ['Non-Stick Aluminium Frypan 24cm', 'en', '761510'],
    ['Oil Column Heater 2000W, AU Plug', 'en', '851629'],
    ['LED Globe E27 9W Cool White 240V', 'en', '853952'],
    ['Graphite Tennis Racquet, Strung', 'en', '950651'],
    ['Pork BBQ Snags 1kg', 'en', '160100'],
  ]);
});

describe('Vietnamese appliance titles: feature phones, cordless phones, display coolers, gas water heaters, fridge-freezers, twin tubs, hand dryers, industrial vacuums (dev-ha)', () => {
  expectFirstHs6InLanguages([
    ['Điện thoại phím bấm 2 SIM pin trâu, hàng chính hãng', 'vi', '851714'],
    ['Điện thoại bàn không dây, màn hình hiển thị số gọi đến', 'vi', '851711'],
    ['Tủ mát trưng bày đồ uống 1 cánh kính, làm lạnh quạt gió', 'vi', '841850'],
    ['Máy nước nóng dùng gas, làm nóng trực tiếp tức thì', 'vi', '841911'],
    ['Tủ lạnh 2 cửa ngăn đá trên 250 lít Inverter', 'vi', '841810'],
    ['Máy giặt 2 lồng bán tự động 8kg có lồng vắt', 'vi', '845012'],
    ['Máy sấy tay tự động cảm ứng gắn tường 1500W', 'vi', '851633'],
    ['Máy hút bụi công nghiệp khô ướt 1800W thùng 30 lít', 'vi', '850819'],
  ]);
});

describe('Korean textile names: bed linen said not printed (비날염), terry towelling fabric whether bleached or not (dev-gz)', () => {
  expectFirstHs6InLanguages([
    ['침대 시트 면 100% 표백 직물, 비날염', 'ko', '630231'],
    ['타월지 원단 면 100%, 표백, 중량 380g/㎡', 'ko', '580210'],
  ]);
});

describe('Third pass over the second titles: power points, line trimmers, charcoal barbecues, cricket balls, pH meters, Korean yarns by subheading and non-electric blankets, Vietnamese lamp holders, self-drilling screws and air coolers (dev-gy, dev-gz, dev-ha, dev-hb)', () => {
  expectFirstHs6InLanguages([
    ['Double GPO Power Point 10A 240V, White', 'en', '853669'],
    ['Cordless Whipper Snipper 18V, Line Trimmer', 'en', '846729'],
    ['Charcoal Kettle BBQ 57cm, Steel', 'en', '732119'],
    ['Leather Cricket Ball 142g, Red', 'en', '950669'],
    ['pH meter, benchtop, with combination electrode', 'en', '902789'],
    ['극세사 담요 폴리에스터 100%, 비전기식, 150 x 200cm', 'ko', '630140'],
    ['황마사 황마 100%, 단사, 카펫 배접용', 'ko', '530710'],
    ['모시 직물 저마 100%, 평직, 표백, 90g/㎡', 'ko', '531100'],
    ['스판덱스 나사 폴리우레탄 탄성사 40D, 단사', 'ko', '540244'],
    ['Đui đèn E27 sứ chịu nhiệt 250V, hộp 10 cái', 'vi', '853661'],
    ['Vít bắn tôn tự khoan đầu lục giác thép mạ kẽm 5cm', 'vi', '731814'],
    ['Quạt điều hòa bình nước 40L làm mát bằng hơi nước', 'vi', '847960'],
  ]);
});
