/** Rows from the fifty-fourth session's second team titles (dev-hi, dev-hj, dev-hk), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('Auto parts by their own subheadings: starter parts, HID bulbs, body filler, metal polish, scan tools and tube cutters (dev-hi)', () => {
  expectFirstHs6InLanguages([
    ['Cardone Remanufactured Starter Solenoid Fits 1999-2004 Ford F-150', 'en', '851190'],
    ['D1S Xenon HID Bulbs 4300K 35W Pair', 'en', '853932'],
    ['Polyester Body Filler Quart with Hardener, Auto Body Repair', 'en', '321410'],
    ['Chrome Metal Polish Paste 7 oz for Wheels and Exhaust Tips', 'en', '340590'],
    ['OBD2 Scanner Diagnostic Code Reader for Cars, Handheld', 'en', '903180'],
    ['Mini Tubing Cutter 1/8" to 1-1/8" for Copper and Brake Lines', 'en', '820340'],
  ]);
});

describe('Japanese chemical declarations: the packing after the quantity is no goods (dev-hj)', () => {
  expectFirstHs6InLanguages([
    ['液体苛性ソーダ NaOH 25% 水溶液、荷姿：IBCコンテナ', 'ja', '281512'],
    ['酸化亜鉛 ZnO 99.7% ゴム用 25kg紙袋', 'ja', '281700'],
    ['ポリビニルアルコール 部分けん化型 粉末 20kg袋', 'ja', '390530'],
    ['クロロプレンゴム チップ 接着剤用 25kg袋', 'ja', '400249'],
    ['ラッカーシンナー 16L缶', 'ja', '381400'],
  ]);
});

describe('Vietnamese machinery declarations read through their English names in parentheses (dev-hk)', () => {
  expectFirstHs6InLanguages([
    ['Lò hơi ống lửa đốt gas (fire tube boiler) 3 tấn hơi/giờ, hàng mới 100%', 'vi', '840219'],
    ['Bộ hâm nước (Economizer) cho lò hơi 20T/h, hàng mới 100%', 'vi', '840410'],
    ['Máy quấn màng pallet (Pallet wrapping machine), điện áp 220V, hàng mới 100%', 'vi', '842240'],
    ['Máy tách màu hạt cà phê (Color sorter) 4 máng, hàng mới 100%', 'vi', '843710'],
    ['Máy đúc áp lực buồng nóng (Hot chamber die casting machine) 160 tấn, hàng mới 100%', 'vi', '845430'],
    ['Máy đùn nhựa trục vít đôi (Twin screw extruder) 75mm, hàng mới 100%', 'vi', '847720'],
    ['Máy cân bằng động (Dynamic balancing machine) cho quạt công nghiệp, hàng mới 100%', 'vi', '903110'],
  ]);
});
