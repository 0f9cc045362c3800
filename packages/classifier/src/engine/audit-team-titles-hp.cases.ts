/** Rows from the fifty-fifth session's second team titles (dev-hp, dev-hq, dev-hr, dev-hs), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('Precious-metal goods and watches: watches with a gold case in 9101 by movement, metals by form, scrap, labware, movements, clock cases, cord, enamel and safes (dev-hr)', () => {
  expectFirstHs6InLanguages([
    ['Vintage 18K solid gold quartz wrist watch, ladies, 26mm case', 'en', '910111'],
    ['14K solid gold automatic watch for men, 38mm, pre-owned', 'en', '910121'],
    ['Gold cast bar 1 oz .9999 fine, hand poured', 'en', '710812'],
    ['Sterling silver round wire 18 gauge, dead soft, 10 ft', 'en', '710692'],
    ['Gold filled round wire 20 ga, 14/20, half hard, 5 ft', 'en', '710900'],
    ['Platinum casting grain Pt950, 5 g', 'en', '711011'],
    ['Scrap gold lot, broken 10K chains for melt, 25 g', 'en', '711291'],
    ['Platinum crucible 20 ml with lid, laboratory', 'en', '711590'],
    ['NH35 automatic movement, complete, 24 jewels', 'en', '910820'],
    ['Empty oak mantel clock case without movement', 'en', '911220'],
    ['Genuine leather cord 1.5 mm round, black, 10 m', 'en', '420500'],
    ['Vitreous enamel powder for copper enameling, 25 g, opaque white', 'en', '320720'],
    ['Jewelry safe with digital keypad, 0.5 cu ft, steel', 'en', '830300'],
  ]);
});

describe('Marine and RV goods: propane cooktops, portable toilets, fenders, fuel senders, sails, coupler locks and bicycle disc brakes (dev-hq, dev-hs)', () => {
  expectFirstHs6InLanguages([
    ['Three-burner RV propane cooktop with glass cover', 'en', '732111'],
    ['Portable camping toilet 5 gallon holding tank, plastic', 'en', '392290'],
    ['Inflatable vinyl boat fender 8 x 26 inch, blue', 'en', '392690'],
    ['Fuel sending unit with adjustable float arm, 240-33 ohm', 'en', '902610'],
    ['Replacement mainsail for a 14 ft dinghy, Dacron', 'en', '630630'],
    ['Trailer coupler lock, keyed, steel', 'en', '830140'],
    ['Hydraulic bicycle disc brake set, front and rear, MTB', 'en', '871494'],
  ]);
});

describe('Japanese food declarations and hobby titles: raw shrimp "無加熱", hop pellets, textured soy protein, soybean meal, instant film, fountain-pen ink, bicycle brakes (dev-hp, dev-hs)', () => {
  expectFirstHs6InLanguages([
    ['シマノ 油圧ディスクブレーキ 前後セット 自転車用', 'ja', '871494'],
    ['冷凍バナメイえび 有頭殻付き 生・無加熱 1kg×10 ベトナム産', 'ja', '030617'],
    ['ホップペレット T90 カスケード種 5kg アルミパック', 'ja', '121020'],
    ['組織状大豆たんぱく 粒状 20kg袋 米国産', 'ja', '210610'],
    ['大豆粕 飼料用 ブラジル産 バラ積み', 'ja', '230400'],
    ['富士フイルム チェキ用フィルム 20枚入', 'ja', '370120'],
    ['万年筆インキ 50ml ボトル ブルーブラック', 'ja', '321590'],
  ]);
});
