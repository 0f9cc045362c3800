/** Rows from the fifty-ninth session's look at the team titles, reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('a drug substance in bulk is its chemical of chapter 29; the same drug in doses stays a medicament', () => {
  expectFirstHs6InLanguages([
    ['Paracetamol USP powder, active pharmaceutical ingredient, 25 kg fibre drums', 'en', '292429'],
    ['Amoxicillin trihydrate BP, bulk powder, raw material for capsule production', 'en', '294110'],
    ['Ibuprofen API, CAS 15687-27-1, 50 kg drum', 'en', '291639'],
    ['Paracetamol dạng bột nguyên liệu sản xuất thuốc, thùng 25kg, mới 100%', 'vi', '292429'],
    ['アセトアミノフェン 原薬 日本薬局方 20kgドラム', 'ja', '292429'],
    ['아세트아미노펜 원료 분말 25kg 드럼, 의약품 제조용', 'ko', '292429'],
    ['Paracetamol 500 mg tablets, 100 count bottle', 'en', '300490'],
  ]);
});

describe('garments of coated fabric or faux leather are 6113 or 6210, not articles of plastics nor garments of leather', () => {
  expectFirstHs6InLanguages([
    ['Mens PU leather moto jacket with zip pockets', 'en', '621040'],
    ["Women's rain jacket, hooded, fabric of polyester coated with PVC", 'en', '621050'],
    ['フェイクレザー ライダースジャケット メンズ 合成皮革', 'ja', '621040'],
  ]);
});

describe('spun thread is of staple fibres, fish fillets are 0304 whatever species names them', () => {
  expectFirstHs6InLanguages([
    ['Spun polyester sewing thread 40/2, 5000 m cones, 100% polyester staple', 'en', '550810'],
    ['Fresh Atlantic salmon fillets, skin on, pin bone out, 2 lb', 'en', '030441'],
    ['Phi lê cá hồi tươi ướp lạnh 500g, hàng nhập Na Uy', 'vi', '030441'],
    ['대서양연어 필레 냉장 1kg 껍질 있음', 'ko', '030441'],
  ]);
});

describe('Korean names of goods the glossary lacked: back scratchers, phthalic anhydride, track shoes, fried noodles, starters, sewing sets', () => {
  expectFirstHs6InLanguages([
    ['대나무 효자손 40cm', 'ko', '442191'],
    ['무수프탈산 플레이크 25kg, 가소제 원료', 'ko', '291735'],
    ['Phthalic anhydride, flakes, 25 kg bags', 'en', '291735'],
    ['굴착기용 트랙 슈 어셈블리 500mm', 'ko', '843149'],
    ['유탕면 (팜유에 튀긴 즉석 라면) 120g 5개입', 'ko', '190230'],
    ['승용차용 시동 전동기 12V', 'ko', '851140'],
    ['여행용 재봉 세트 (바늘, 실, 가위 포함)', 'ko', '960500'],
  ]);
});

describe('solder without flux is tin wire, linseed and rapeseed their own headings, a stone coating no pan body, an enamel denied none', () => {
  expectFirstHs6InLanguages([
    ['Solder wire without flux, lead-free, tin 99.3 percent, 1 kg spool', 'en', '800300'],
    ['Whole brown flaxseed for baking, 2 lb pouch', 'en', '120400'],
    ['Canola seed, for crushing, bulk vessel', 'en', '120510'],
    ['Foldable pet stroller with mesh cover for small dogs', 'en', '871680'],
    ['Cordless dog clippers, rechargeable, with guide combs', 'en', '851020'],
    ['Nonstick frying pan 28 cm with granite stone coating, aluminum body', 'en', '761510'],
    ['주철 프라이팬 24cm (법랑 코팅 아님)', 'ko', '732391'],
  ]);
});

describe('wigs by their hair and whether complete: heat resistant fibre is synthetic, a piece is no complete wig', () => {
  expectFirstHs6InLanguages([
    ['Cosplay wig, long, heat resistant fibre, not human hair', 'en', '670411'],
    ['ショートボブ フルウィッグ 耐熱ファイバー', 'ja', '670411'],
    ['Synthetic clip-in bangs hair piece', 'en', '670419'],
    ['100% human hair wig, Brazilian, straight', 'en', '670420'],
  ]);
});

describe('footwear with a textile sole is 6405, bed linen no table linen, copper and brass household goods no sanitary ware, mink lashes of animal hair', () => {
  expectFirstHs6InLanguages([
    ['Felt slippers with felt outer sole, wool upper, unisex', 'en', '640520'],
    ['掛け布団カバー 綿100% プリント 織物 シングル', 'ja', '630221'],
    ['Brass napkin rings set of 4', 'en', '741810'],
    ['銅製 卵焼き器 15cm', 'ja', '741810'],
    ['False eyelashes of real mink fur, 5 pairs', 'en', '670490'],
  ]);
});

describe('rubber mats not said foamed are of non-cellular rubber, and textured filament fabrics said so in Korean are textured', () => {
  expectFirstHs6InLanguages([
    ['Rubber floor mats for cars, heavy duty, all weather, set of 4', 'en', '401691'],
    ['폴리에스터 텍스처드 필라멘트 직물 100%, 염색, 폭 150cm', 'ko', '540752'],
  ]);
});

describe('Vietnamese shop words: foil is no paper, an industrial fan no compressor, bed sheets woven, a coir doormat 5702.20', () => {
  expectFirstHs6InLanguages([
    ['Giấy bạc nướng thực phẩm cuộn 30cm x 10m', 'vi', '760711'],
    ['Quạt công nghiệp treo tường 650mm 250W', 'vi', '841459'],
    ['Industrial exhaust fan 24 inch 370W', 'en', '841459'],
    ['Ga trải giường cotton in hoa 1m8x2m', 'vi', '630221'],
    ['Thảm chùi chân xơ dừa 45x75cm', 'vi', '570220'],
  ]);
});

describe('mattresses of foam against sprung ones, wall and split air conditioners, metal hardness testers, denials in Japanese and Korean', () => {
  expectFirstHs6InLanguages([
    ['Memory foam mattress, queen, 25 cm, no springs', 'en', '940421'],
    ['Pocket spring mattress with foam comfort layer, king', 'en', '940429'],
    ['폴리우레탄 폼 매트리스 퀸 스프링 없음', 'ko', '940421'],
    ['Mini split air conditioner 12000 BTU ductless inverter', 'en', '841510'],
    ['Rockwell hardness tester for metals, bench type', 'en', '902410'],
    ['玄関マット ゴム製 非発泡 60×90cm', 'ja', '401691'],
    ['폴리에스테르 비텍스처드 필라멘트 100% 직물, 염색, 폭 150cm', 'ko', '540761'],
  ]);
});
