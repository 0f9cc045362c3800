/** Rows from the thirty-second session's team titles (dev-bs, dev-bt and earlier files), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('Japanese says a state is not so after its word', () => {
  expectFirstHs6InLanguages([
    // "加熱していない" (not heated): raw frozen shrimps of 0306.17, not the prepared ones of 1605.
    ['冷凍むきえび(バナメイ)、加熱していないもの、1kg', 'ja', '030617'],
    ['冷凍えび 殻付き 未加熱', 'ja', '030617'],
  ]);
});

describe('a machine named right before its part in Japanese or Korean says what the part is for', () => {
  expectFirstHs6InLanguages([
    ['バイク用ガソリンエンジン ピストン、アルミ合金製', 'ja', '840991'],
    ['엔진 피스톤 알루미늄 합금제', 'ko', '840991'],
    // A Japanese title's features follow its goods: a fan with a DC motor is the fan.
    ['扇風機 DCモーター 静音 リモコン付き', 'ja', '841451'],
  ]);
});

describe('what the goods fit, with its model words between', () => {
  expectFirstHs6InLanguages([
    // "아이폰 15 호환" fits an iPhone 15: the charger is the goods (8504.40).
    ['아이폰 15 프로 호환 25W 고속충전기 어댑터', 'ko', '850440'],
  ]);
});

describe('names that are a material, a look or a use, not the goods', () => {
  expectFirstHs6InLanguages([
    // A wood-grain pattern on melamine tableware (3924.10) is no wood.
    ['원목무늬 멜라민 그릇 4P 세트', 'ko', '392410'],
    // Human hair with its share is what a hairpiece is made of (6704.20).
    ['정수리 부분가발 인모100% 자연갈색', 'ko', '670420'],
    // "製紙用" is pulp for making paper: kraft pulp (4703), not paper.
    ['未晒クラフトパルプ(針葉樹)、製紙用、ベール', 'ja', '470311'],
  ]);
});

describe('the glossary names goods it did not', () => {
  expectFirstHs6InLanguages([
    ['タピオカでん粉 業務用 1kg', 'ja', '110814'],
    ['眼鏡用 プラスチックレンズ 単焦点', 'ja', '900150'],
    ['Tinh quặng ilmenit, hàm lượng TiO2 50%', 'vi', '261400'],
    ['Zircon sand, ZrO2 66%, for foundry', 'en', '261510'],
    ['소가죽 크러스트, 은면 분할하지 않은 것', 'ko', '410441'],
    ['Bovine wet blue hides, full grain, unsplit', 'en', '410411'],
    ['Pin sạc dự phòng 10000mAh sạc nhanh', 'vi', '850760'],
    ['유리제 병 330ml 갈색 맥주용', 'ko', '701090'],
    ['NIBCO 1/2 in. PVC Schedule 40 Slip Tee Fitting', 'en', '391740'],
    ['3/4 in x 10 ft EMT Electrical Metallic Tubing', 'en', '730630'],
    ['20 Amp Duplex Receptacle, Tamper Resistant, White', 'en', '853669'],
    ['Hardwood Charcoal Briquets 15 lb Bag', 'en', '440290'],
    ['Magnetic Dry Erase Board 36 x 48 in', 'en', '961000'],
    ['【メンズ】長袖インナー 丸首 ポリエステル レーヨン', 'ja', '610990'],
    ['ダブルガーゼ パジャマ レディース 綿100% 長袖', 'ja', '620821'],
  ]);
});

describe('an English name stands in one field', () => {
  expectFirstHs6InLanguages([
    // "Strings, Light" are the strings' gauge, not string lights (9405).
    ['Phosphor Bronze Acoustic Guitar Strings, Light 12-53, 3 Sets', 'en', '920930'],
  ]);
});

describe('figures and kinds that split subheadings', () => {
  expectFirstHs6InLanguages([
    // A share with a decimal comma: zinc of 99.99 % or more (7901.11).
    ['Kẽm thỏi không hợp kim, hàm lượng Zn 99,995%', 'vi', '790111'],
    // "25g/m2" is a weight per square metre, not a part number: nonwovens of 25 g/m2 or less (5603.11).
    ['PP spunbond nonwoven fabric 20g/m2, in rolls', 'en', '560311'],
    // Plain weave against the twill and "other fabrics" of 5208.3.
    ['Vải dệt thoi 100% cotton, vân điểm, đã nhuộm, 150g/m2', 'vi', '520832'],
    ['Woven fabric 100% cotton, plain weave, dyed, 130g/m2', 'en', '520832'],
    // "chưa ngâm tẩy gỉ" (not pickled): hot-rolled coil of 7208.3, not the pickled 7208.2.
    ['Thép cán nóng dạng cuộn, chưa ngâm tẩy gỉ, rộng 1500mm, dày 3.5mm', 'vi', '720838'],
    ['Non-alloy steel, hot rolled in coils, width 1500mm, thickness 3.5mm', 'en', '720838'],
    // A seat splits on its frame, not its cover: faux leather on a wooden frame is 9401.61.
    ['3-seater sofa, faux leather, wooden frame', 'en', '940161'],
    ['Ghế sofa giả da khung gỗ 2 chỗ', 'vi', '940161'],
    // "SSD512GB" is the computer's storage, no part number making the title a declaration.
    ['ノートパソコン 14インチ Core i7 メモリ16GB SSD512GB', 'ja', '847130'],
    // ">200g/m²" is more than 200 g/m2: denim of 5209.42.
    ['Woven fabrics of cotton ≥85%, >200g/m², denim; 14OZ INDIGO DENIM', 'en', '520942'],
  ]);
});

describe('a maker\'s name opening a shop title names no goods', () => {
  expectFirstHs6InLanguages([
    // Domino sugar is no dominoes (9504), Planters peanuts no flower pots, Blue Bell ice cream no bells (8306).
    ['Domino Pure Cane Granulated White Sugar, 10 lb', 'en', '170199'],
    ['Blue Bell Cookies n Cream Ice Cream, Half Gallon', 'en', '210500'],
    // A longer name the brand word opens is still the goods.
    ['Fender Flare Kit for Jeep Wrangler JL, 4 pcs', 'en', '870829'],
  ]);
});

describe('foods and goods the glossary names by their own words', () => {
  expectFirstHs6InLanguages([
    ['Fresh Whole Young Turkey, 14 lb', 'en', '020724'],
    ['Seedless Clementines, Fresh, 5 lb Bag', 'en', '080522'],
    ['Stemless Wine Glasses 18 oz, Set of 6', 'en', '701337'],
    ['Maxi Pads with Wings, Overnight, 36 Count', 'en', '961900'],
    ['경편직물(트리코트); 나일론 100%; 염색한 것', 'ko', '600537'],
    ['유입식 변압기(액체 유전체); 용량 1,000kVA; 배전용', 'ko', '850422'],
    ['二輪自動車、排気量110cc、新車', 'ja', '871120'],
  ]);
});

describe('Japanese and Korean declarations: wearer, soles, ankle, metals', () => {
  expectFirstHs6InLanguages([
    // "男子用" is men's: a wool suit-type jacket of 6203.31, not women's.
    ['男子用スーツ型ジャケット、羊毛製、織物製', 'ja', '620331'],
    // "本底:革" (outer sole of leather) and "くるぶしを覆わないもの" (not covering the ankle): 6403.59.
    ['紳士用革靴、甲:牛革、本底:革、くるぶしを覆わないもの、ひも付き', 'ja', '640359'],
    ['マグネシウムの塊、合金でないもの、純度99.9%', 'ja', '810411'],
    // Cast gold bars are unwrought (7108.12); copper cathodes 7403.11; refined lead 7801.10.
    ['금괴; 순도 99.99%; 비화폐용; 500g', 'ko', '710812'],
    ['정제동 음극; 순도 99.99%; 가공하지 않은 것; 번들', 'ko', '740311'],
    ['정제연 괴; 순도 99.97%; 가공하지 않은 것', 'ko', '780110'],
  ]);
});

describe('invoice lines and ruling prose', () => {
  expectFirstHs6InLanguages([
    // A ruling's sentences are prose, not a declarant's fields, whatever punctuation parts them.
    ['The article is a six-string acoustic guitar with a cedar top; it has no pickup.', 'en', '920290'],
    ['FROZEN BONELESS BEEF BRISKET, VACUUM PACKED, 25KG CARTONS', 'en', '020230'],
    ['FRESH WHITE GARLIC BULBS 6CM+, 10KG MESH BAGS', 'en', '070320'],
    ['PVC SUSPENSION RESIN K65, IN 25KG BAGS', 'en', '390410'],
    ['Nút chai bằng lie tự nhiên, dùng cho chai rượu vang, 1000 cái/túi', 'vi', '450310'],
    ['Phân bón urê hạt trong, Nitơ 46%, bao 50kg', 'vi', '310210'],
    ['Kính nổi cường lực dạng tấm phẳng, dày 8mm, dùng trong xây dựng', 'vi', '700719'],
  ]);
});

describe('bleached against unbleached, counts in capitals', () => {
  expectFirstHs6InLanguages([
    ['Woven fabric of 100% cotton, plain weave, bleached, 130 g/m2, in rolls', 'en', '520822'],
    ['Woven fabric 100% cotton, plain weave, unbleached, 120g/m2', 'en', '520812'],
    // "NE 30/1" in capitals is an English cotton count (50.8 metric): 5205.23.
    ['100% COTTON YARN NE 30/1 COMBED, NOT FOR RETAIL SALE', 'en', '520523'],
    ['Women\'s tailored jacket of 100% wool woven fabric, lined', 'en', '620431'],
  ]);
});

describe('resins and surfactants by their chemists\' names', () => {
  expectFirstHs6InLanguages([
    ['PP random copolymer pellets for injection moulding, MFI 20', 'en', '390230'],
    ['SODIUM LAURYL ETHER SULPHATE (SLES) 70%, 170KG DRUMS', 'en', '340239'],
  ]);
});
