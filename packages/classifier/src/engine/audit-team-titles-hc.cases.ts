/** Rows from the fifty-fourth session's team titles (dev-hc to dev-hh), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('Medicaments by their active principle, dose forms that are no computers, and medical goods by their own subheadings (dev-hc)', () => {
  expectFirstHs6InLanguages([
    ['Clarithromycin Tablets 500 mg, 14 Tablets/Blister, Rx only', 'en', '300420'],
    ['Levothyroxine Sodium Tablets 100 mcg, 90/Bottle, Rx only', 'en', '300439'],
    ['Ephedrine Sulfate Injection 5 mg/mL, 10 mL Vial, Rx only', 'en', '300441'],
    ['Morphine Sulfate Injection 4 mg/mL, 1 mL Carpuject, 10/Bx', 'en', '300449'],
    ['Artesunate for Injection 60 mg Vial, Antimalarial', 'en', '300460'],
    ['Glass Ionomer Luting Cement, Powder/Liquid Kit', 'en', '300640'],
    ['Colostomy Bag, Closed-End, Pre-Cut 1-1/2 in, 30/Bx', 'en', '300691'],
    ['MRI Scanner, 3.0T, Whole Body, Refurbished', 'en', '901813'],
    ['Dental Micromotor, Electric, Brushless, with Control Box', 'en', '901841'],
    ['Extraction Forceps #151, Mandibular Universal, Dental', 'en', '901849'],
    ['Slit Lamp, Tabletop, 5-Step Magnification', 'en', '901850'],
    ['Intraocular Lens, Foldable, Hydrophilic Acrylic, +20.0 D', 'en', '902139'],
    ['Pacemaker, Implantable, Single Chamber', 'en', '902150'],
    ['Breathalyzer, Fuel Cell Sensor, Digital Display', 'en', '902710'],
    ['Electronic Personal Dosimeter, Gamma, Audible Alarm', 'en', '903010'],
    ['Bouffant Cap, Spunbond Polypropylene, 24 in, White, 100/Bg', 'en', '650500'],
    ['Wheelchair Leg Rest, Elevating, Pair', 'en', '871420'],
    ['Blood Agar Plates, 5% Sheep Blood, 90 mm, 10/Sleeve', 'en', '382100'],
    ['Adult Briefs, Incontinence, Maximum Absorbency, Medium, 80/Cs', 'en', '961900'],
  ]);
});

describe('Building and trade goods: gas water heaters, air handlers, shingles, foam boards, vinyl windows, lag screws, load centres and mesh (dev-hf)', () => {
  expectFirstHs6InLanguages([
    ['Rinnai Natural Gas Tankless Water Heater 180,000 BTU Indoor', 'en', '841911'],
    ['Multi-Position Air Handler 2.5 Ton with 8kW Heat Kit', 'en', '841583'],
    ['Owens Corning Architectural Shingles, Driftwood, 33.3 sq. ft. Bundle', 'en', '680790'],
    ['1 in. x 4 ft. x 8 ft. EPS Expanded Polystyrene Insulation Board', 'en', '392111'],
    ['Sika Water-Reducing Admixture for Concrete, 5 Gal.', 'en', '382440'],
    ['36 in. x 80 in. White Vinyl Double Hung Window Low-E', 'en', '392520'],
    ['3/8 in. x 3 in. Galvanized Hex Lag Screw (25-Pack)', 'en', '731811'],
    ['Siemens 100 Amp 20-Space Main Breaker Load Center', 'en', '853710'],
    ['Welded Wire Reinforcing Mesh 6 in. x 6 in. Roll', 'en', '731420'],
    ['Expanded Metal Lath, Galvanized Steel, 27 in. x 96 in.', 'en', '731450'],
  ]);
});

describe('Industrial supplies as Korean and Japanese purchasing systems name them (dev-hd, dev-he)', () => {
  expectFirstHs6InLanguages([
    ['직결피스 테크스 5x38 흑색 1000개', 'ko', '731814'],
    ['팁쏘 305mm x 120T 목재용', 'ko', '820239'],
    ['엔진톱 52cc 20인치 2행정', 'ko', '846781'],
    ['샌딩 스펀지 #220 양면', 'ko', '680530'],
    ['NBR 코팅장갑 13G 10켤레', 'ko', '611610'],
    ['PE 위생장갑 일회용 100매', 'ko', '392620'],
    ['CO2 용접기 500A 반자동', 'ko', '851531'],
    ['PET 밴드 19mm 결속용', 'ko', '392062'],
    ['ハクソー替刃 バイメタル 300mm 24山', 'ja', '820291'],
    ['エアチッパー 六角軸 はつり用', 'ja', '846719'],
    ['研磨布 布ペーパー #240 230×280mm', 'ja', '680510'],
    ['OPP袋 テープ付 120×200mm (100枚)', 'ja', '392329'],
    ['片段ボール ロール 900mm×50m', 'ja', '480810'],
    ['超音波厚さ計 デジタル 0.8～300mm', 'ja', '903180'],
    ['ドラム缶用 手動ポンプ ロータリー式', 'ja', '841320'],
  ]);
});

describe('Vietnamese declarations of building materials: tiles by water absorption, aluminous cement, sheet piles, bare copper strand (dev-hg)', () => {
  expectFirstHs6InLanguages([
    ['Gạch ốp tường ceramic 250x400mm, độ hút nước > 10%, nhóm BIII', 'vi', '690723'],
    ['Gạch lát nền ceramic 500x500mm, độ hút nước 3-6% (nhóm BIIa)', 'vi', '690722'],
    ['Xi măng nhôm (calcium aluminate cement) Al2O3 50%, bao 25kg', 'vi', '252330'],
    ['Cừ thép Larsen loại III, dài 10m', 'vi', '730110'],
    ['Cáp đồng trần xoắn C-95mm2, không cách điện', 'vi', '741300'],
  ]);
});

describe('Restaurant supplies and chemical names the speller and glossary misread (dev-hh, kr cases)', () => {
  expectFirstHs6InLanguages([
    ['Reach-In Freezer, 2 Solid Doors, Stainless Steel, 49 Cu. Ft.', 'en', '841840'],
    ['Modular Ice Machine Air Cooled 400 lb/24 hr Full Dice', 'en', '841869'],
    ['Door Type Dishwasher High Temp 208V', 'en', '842219'],
    ['Replacement 10" Slicer Blade for Meat Slicer', 'en', '820830'],
    ['Bagasse Clamshell Container 9 in., Compostable, 200/Case', 'en', '482370'],
    ['12" x 12" x 4" White Bakery Box, Lock Corner, 100/Case', 'en', '481920'],
    ['Cooked Peeled Shrimp 41/50, Frozen, 2 lb Bag', 'en', '160521'],
    ['Methylamine hydrobromide; MABr; CHINA', 'en', '292111'],
    ['Lysine monohydrochloride feed grade 98.5%, 25 kg', 'en', '292241'],
  ]);
});
