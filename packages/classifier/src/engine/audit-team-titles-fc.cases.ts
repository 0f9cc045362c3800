/** Rows from the forty-sixth session's team titles (dev-fc to dev-ff), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('a fuel named beside a vehicle, its engine size or its seats is what drives it, not the goods', () => {
  expectFirstHs6InLanguages([
    ['Nissan Patrol Y62 5.6L V8 petrol (5552cc) 8-seat SUV, LHD', 'en', '870324'],
    ['Isuzu D-Max LS 3.0L turbo diesel double cab pick-up 4x4, GVW 3,100 kg', 'en', '870421'],
  ]);
});

describe('railway goods by their own names: wheelsets, pantographs, rail clips, tank wagons', () => {
  expectFirstHs6InLanguages([
    ['Wheelset assembly, 1000mm gauge, monoblock wheels pressed on axle, for coal wagons', 'en', '860719'],
    ['Single-arm pantograph, spare for electric locomotive', 'en', '860799'],
    ['Rail fastening clips (e-clip type) for concrete sleepers, 10,000 pcs', 'en', '730290'],
    ['Toa xe bồn chở axit, không tự hành, khổ đường 1435mm', 'vi', '860610'],
  ]);
});

describe('vehicles, watches and arms named as their trade names them', () => {
  expectFirstHs6InLanguages([
    ['Yamaha YZF-R3 321cc sport bike, 2023 model', 'en', '871130'],
    ['Electric tow tractor for airport baggage carts, 48V', 'en', '870911'],
    ['Semi-trailer tanker 2 axle steel 30,000 ltr for water haulage', 'en', '871631'],
    ['Casio ana-digi watch, resin band, 100m WR', 'en', '910219'],
    ['Máy chấm công vân tay và thẻ giấy, điện 220V', 'vi', '910610'],
    ['.223 Rem 55gr FMJ rifle cartridges, 20 rds/box', 'en', '930630'],
    ['Pistol slide for P320 compact, stainless steel, stripped', 'en', '930510'],
  ]);
});

describe('what the goods are made into or serve is no goods of theirs: Korean lists before 용, Vietnamese NPL', () => {
  expectFirstHs6InLanguages([
    // On a 500 m spool (a few grams of thread) it is put up for retail sale (Section XI note 4(A)(a)): 5204.20.
    ['면 100% 재봉실 40수 500m 스풀 커튼·쿠션용', 'ko', '520420'],
    ['린넨 100% 직물 160g 블라우스·원피스용 마 판매', 'ko', '530919'],
    ['폴리에스터 100% 직물 150cm 커튼·쿠션용', 'ko', '540753'],
    ['NPL sản xuất xúc xích: Mỡ lưng heo đông lạnh không dính nạc, thùng 20kg', 'vi', '020910'],
    ['Mây sợi chẻ đường kính 3mm dùng đan giỏ', 'vi', '140120'],
  ]);
});

describe('a look is no material, a shell’s nacre no pearl; balloons of rubber are toys', () => {
  expectFirstHs6InLanguages([
    ['Pink Pearl Style Erasers 10 pack natural rubber', 'en', '401692'],
    ['Mother of Pearl Shell Buttons 15mm 2-hole, 100 pcs', 'en', '960629'],
    ['Latex Balloons 50 pcs 10 inch assorted colours', 'en', '950300'],
    ['Zipper repair kit with replacement sliders and pulls', 'en', '960720'],
  ]);
});

describe('serving boards are articles of their material', () => {
  expectFirstHs6InLanguages([
    ['Natural Slate Cheese Board 40x30cm with chalk', 'en', '680300'],
    ['Marble Charcuterie Board with brass handles', 'en', '680291'],
  ]);
});

describe('foods and tobacco of the subheadings HS 2022 and the trade name', () => {
  expectFirstHs6InLanguages([
    ['Freeze-dried edible crickets, 200g pouch, for human consumption', 'en', '041010'],
    ['Tổ yến sào tinh chế, hộp 100g', 'vi', '041090'],
    ['Cọng thuốc lá phế phẩm, bao 100kg', 'vi', '240130'],
    ['Shisha molasses tobacco, mint flavour, 1kg jar', 'en', '240311'],
    ['DDGS distillers dried grains with solubles, bulk', 'en', '230330'],
    ['Candy cigarettes, 24 boxes per display', 'en', '170490'],
    ['Sữa bột công thức cho trẻ 6-12 tháng, lon 900g', 'vi', '190110'],
  ]);
});

describe('household goods by their own names: sleeping pads, chair gas cylinders', () => {
  expectFirstHs6InLanguages([
    ['Inflatable sleeping pad, nylon TPU coated, camping', 'en', '630640'],
    ['Office chair gas cylinder class 3 replacement', 'en', '940199'],
  ]);
});
