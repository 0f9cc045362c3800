/** Rows from the fifty-seventh session's team titles (dev-ij to dev-io), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('Vietnamese export declarations: warm-water shrimp, wood chips, shell charcoal, crates, plaits (dev-il)', () => {
  expectFirstHs6InLanguages([
    ['Tôm thẻ chân trắng nguyên con đông lạnh, size 26/30, chưa luộc, block 2kg', 'vi', '030617'],
    ['Tôm sú sống, size 15 con/kg, đóng thùng xốp có oxy', 'vi', '030636'],
    ['Tôm hùm xanh sống, 1kg/con, đóng thùng xốp', 'vi', '030631'],
    ['Bong bóng cá basa phơi khô, 25kg/bao', 'vi', '030572'],
    ['Dăm gỗ bạch đàn dùng sản xuất bột giấy, hàng xá', 'vi', '440122'],
    ['Than sọ dừa dạng viên, bao 20kg', 'vi', '440220'],
    ['Kiện gỗ thông đóng gói máy móc, 120x80x60cm', 'vi', '441510'],
    ['Ống hút bằng tre tự nhiên dài 22cm, 50 cái/gói', 'vi', '442191'],
    ['Hộp đựng trang sức bằng gỗ sơn mài, 18x12x6cm', 'vi', '442090'],
    ['Cà phê Robusta rang hạt nguyên, 1kg/túi', 'vi', '090121'],
    ['Chè đen CTC đóng bao giấy 3 lớp, 60kg/bao', 'vi', '090240'],
    ['Tấm gạo trắng loại 1, bao 25kg', 'vi', '100640'],
    ['Thảm lót sàn xe hơi bằng cao su đặc (không xốp), bộ 5 tấm', 'vi', '401691'],
  ]);
});

describe('Japanese shop titles: beer as the head of its compound, log-grown shiitake, unroasted walnuts, hedge shears, mixes (dev-im)', () => {
  expectFirstHs6InLanguages([
    ['クラフトビール 330ml瓶×12本 アルコール6%', 'ja', '220300'],
    ['原木しいたけ 乾燥 スライス 80g 国産', 'ja', '071234'],
    ['生くるみ 殻なし ノンロースト 500g', 'ja', '080232'],
    ['刈込鋏 生垣用 刃渡り180mm', 'ja', '820160'],
    ['シェービングフォーム メンズ 200g', 'ja', '330710'],
  ]);
});

describe('European invoice lines: taps, butt-weld tees, welders, magnets, cordsets, chucks, stainless tubes (dev-in)', () => {
  expectFirstHs6InLanguages([
    ['Machine tap M10x1.5 HSS, spiral point, DIN 371', 'en', '820740'],
    ['Butt-weld reducing tee 6" x 4" SCH40, carbon steel ASTM A234 WPB', 'en', '730793'],
    ['MIG/MAG welder 200 A, inverter, 230V, with wire feeder', 'en', '851531'],
    ['MMA welding inverter 200 A, 230V, for stick electrodes', 'en', '851539'],
    ['Neodymium block magnets N35, 40 x 20 x 10 mm, 200 pcs', 'en', '850511'],
    ['Sensor cable M8 3-pin female, moulded connector, PVC, 2 m', 'en', '854442'],
    ['Aluminium alloy tube 6063-T5, round, 25 x 2 mm, 3 m', 'en', '760820'],
    ['Self-centring three-jaw lathe chuck 160 mm', 'en', '846620'],
    ['Seamless stainless steel tube 1.4404, cold drawn, 10 x 1 mm', 'en', '730441'],
  ]);
});

describe('Korean listings and declarations: laundry baskets, rulers, webbing, knit fabric, worsted yarn not for retail (dev-ij, dev-io)', () => {
  expectFirstHs6InLanguages([
    ['라탄 빨래바구니 원형 40L 손잡이', 'ko', '460212'],
    ['PP 빨래바구니 60L 화이트 손잡이형', 'ko', '392490'],
    ['스테인리스 직자 50cm 제도용', 'ko', '901720'],
    ['나일론 웨빙 테이프 폭 25MM 50M/롤', 'ko', '580632'],
    ['환편 원단 면 95% 스판덱스 5% 폭 160CM', 'ko', '600410'],
    ['스판덱스 베어사 30D 비소매용 보빈', 'ko', '540244'],
  ]);
});

describe('Japanese declarations and Vietnamese shop titles: grades and uses that are no goods, chemicals by their own names (dev-iq, dev-ip)', () => {
  expectFirstHs6InLanguages([
    ['水酸化リチウム一水和物 LiOH・H2O 電池グレード 25kg袋', 'ja', '282520'],
    ['液化塩素 Cl2 純度99.5% 工業用 1トン容器入', 'ja', '280110'],
    ['三酸化アンチモン Sb2O3 99.5% 難燃剤用 20kg袋', 'ja', '282580'],
    ['グルコン酸ナトリウム 98% 粉末 25kg袋', 'ja', '291816'],
    ['ぶりき 電気すずめっき鋼板 厚0.25mm コイル', 'ja', '721012'],
    ['アルミニウム新地金 Al 99.7% インゴット', 'ja', '760110'],
    ['Bộ cắt móng tay 9 món thép không gỉ kèm hộp', 'vi', '821420'],
    ['Khăn lau bụi microfiber 40x40cm (5 cái)', 'vi', '630710'],
    ['Chổi đót cán tre quét nhà', 'vi', '960310'],
    ['Giỏ đựng quần áo bẩn nhựa PP 40L có quai', 'vi', '392490'],
  ]);
});

describe('Korean food declarations: blocks, dice and springs inside other words (dev-is)', () => {
  expectFirstHs6InLanguages([
    ['냉동 명태 필렛 블록 (껍질 제거) 10KG, 미국산', 'ko', '030475'],
    ['천연광천수 (무탄산) 500ML 페트병 x 20', 'ko', '220110'],
    ['캐슈너트 (탈각, 볶지 않은 것) W240 10KG', 'ko', '080132'],
    ['건자두 (씨 없는 것) 5KG, 칠레산', 'ko', '081320'],
  ]);
});

describe('Handmade and vintage titles: lead crystal, key-wound clocks, nibs, combs of wood, lampwork beads (dev-ir)', () => {
  expectFirstHs6InLanguages([
    ['Set of 2 Lead Crystal Wine Glasses, 24% PbO, hand cut stems', 'en', '701322'],
    ['Cut Lead Crystal Highball Glasses, 24% PbO, set of 2', 'en', '701333'],
    ['Regulator Wall Clock, key wound 8-day movement, oak case', 'en', '910529'],
    ['Calligraphy Nibs, pack of 10 steel pointed pen nibs', 'en', '960891'],
    ['Bamboo Hair Comb, fine tooth, handmade', 'en', '961519'],
    ['Lampwork Beads 10mm, 30 pcs, for bracelets', 'en', '701810'],
    ['Apple juice, not from concentrate, 1 L carton', 'en', '200971'],
  ]);
});

describe('Korean and Japanese foods: whole spices said not ground, apple juice by its Brix (dev-is, dev-im)', () => {
  expectFirstHs6InLanguages([
    ['건고추 (통, 분쇄하지 않은 것) 5KG, 베트남산', 'ko', '090421'],
    ['사과주스 (착즙 100%, 브릭스 12) 1L x 6', 'ko', '200971'],
    ['りんごジュース 果汁100% 1L×6本', 'ja', '200971'],
  ]);
});
