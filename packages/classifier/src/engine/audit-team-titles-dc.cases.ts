/** Rows from the thirty-eighth session's team titles (dev-dc, dev-dd, dev-de and earlier files), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('a flat panel display module is split on what lights it and on carrying its drivers', () => {
  expectFirstHs6InLanguages([
    ['AMOLED display module with driver IC, 6.1 inch, for smartphones', 'en', '852492'],
    ['TFT LCD module with driver ICs and touch panel for mobile phones', 'en', '852491'],
  ]);
});

describe('a transmission belt is split on its section and outside circumference', () => {
  expectFirstHs6InLanguages([
    ['V-BELT B-50 CLASSICAL WRAPPED RUBBER', 'en', '401032'],
    ['V-ribbed belt 6PK2100 EPDM for alternator drive', 'en', '401033'],
    ['Timing belt 110 teeth 8mm pitch, HNBR rubber, for car engine', 'en', '401035'],
    ['Dây curoa thang cao su lưu hóa, chu vi ngoài 1500mm. Hàng mới 100%', 'vi', '401032'],
    ['CONVEYOR BELT OF VULCANISED RUBBER REINFORCED ONLY WITH POLYESTER FABRIC, WIDTH 800MM', 'en', '401012'],
  ]);
});

describe('cane sugar is split on being raw, non-centrifugal or refined', () => {
  expectFirstHs6InLanguages([
    ['Raw cane sugar, centrifugal, pol 97.5, bulk', 'en', '170114'],
    ['정제 백설탕 15kg, 사탕수수당, 향료 무첨가', 'ko', '170199'],
    ['黒糖 粉末 500g 沖縄県産', 'ja', '170113'],
  ]);
});

describe('a tufted carpet said not artificial turf, or named as a rug, is of the "other" line', () => {
  expectFirstHs6InLanguages([
    ['Tufted nylon carpet in rolls 4 m wide, not artificial turf', 'en', '570329'],
    ['나일론 터프트 카펫 롤 4m 폭, 인조잔디 아닌 것', 'ko', '570329'],
    ['Artificial grass turf, polyethylene yarn, tufted, 40 mm pile, in rolls', 'en', '570331'],
  ]);
});

describe('plywood is split on its outer plies, school notebooks are exercise books, and building wire is no winding wire', () => {
  expectFirstHs6InLanguages([
    ['PLYWOOD 18MM, MERANTI FACE AND BACK, EACH PLY NOT EXCEEDING 6MM', 'en', '441231'],
    ['Plywood of radiata pine veneers, each ply not exceeding 3 mm, both outer plies of pine, 12 mm', 'en', '441239'],
    ['vở học sinh kẻ ngang 200 trang lốc 10 quyển', 'vi', '482020'],
    ['学習帳 こくご 12マス 5冊パック', 'ja', '482020'],
    ['절연 전선, 구리 도체, PVC 절연, 정격전압 750V, 접속자 없음', 'ko', '854449'],
  ]);
});

describe('a fabric named drill is a twill, and goods named in their own words find their heading', () => {
  expectFirstHs6InLanguages([
    ['품명: 면 드릴 원단; 규격: 면 100%, 3/1 능직, 염색, 260g/㎡', 'ko', '520932'],
    ['Polyester/cotton 65/35 workwear drill, 2/1 twill, dyed navy, 220 g/m2', 'en', '551422'],
    ['宮崎県産 黒豚 肩ロース 冷凍 500g', 'ja', '020329'],
    ['品名：ステンレス鋼の冷間圧延板（SUS430、幅1000mm、厚さ0.8mm、コイル状）', 'ja', '721934'],
    ['Gỗ thông xẻ sấy, đã bào, dày 30mm, rộng 120mm', 'vi', '440711'],
    ['COTTON SEWING THREAD 40/3 MERCERISED ON 200 M SPOOLS, PUT UP FOR RETAIL SALE', 'en', '520420'],
    ['품명: 장화; 규격: 고무 일체 성형, 무릎까지 덮는 것, 방수', 'ko', '640199'],
    ['Ủng cao su đúc liền khối, cao đến bắp chân (che mắt cá chân nhưng không che đầu gối)', 'vi', '640192'],
  ]);
});

describe('Korean and Japanese declarations of metals, machines and plastics read in their own words', () => {
  expectFirstHs6InLanguages([
    ['품명: 냉간압연 강판; 규격: 비합금강, 폭 1,000mm, 두께 0.6mm, 코일, 도금하지 않은 것', 'ko', '720917'],
    ['품명: 단상 유도전동기; 규격: AC 220V, 출력 0.75kW, 4극', 'ko', '850140'],
    ['품명: 폴리염화비닐 수지; 규격: 현탁중합, 분말, 다른 물질과 혼합하지 않은 것', 'ko', '390410'],
    ['품명: 폴리에스테르 스테이플 파이버; 규격: 카딩하지 않은 것, 1.5데니어, 51mm', 'ko', '550320'],
    ['미국산 생 아몬드 500g 무염 미가공 껍질 깐 것', 'ko', '080212'],
  ]);
});

describe('instant coffee against its mixes, refrigerators and freezers by kind, pasta stuffed or cooked, dried or salted fish', () => {
  expectFirstHs6InLanguages([
    ['Freeze Dried Instant Coffee 200g Glass Jar, Rich Roast', 'en', '210111'],
    ['Cà phê hòa tan 3in1 hộp 20 gói x 16g', 'vi', '210112'],
    ['가정용 냉장고 양문형 600L 냉동실 별도 도어', 'ko', '841810'],
    ['Tủ đông dạng nằm 1 ngăn, dung tích 300 lít, dùng máy nén, 220V', 'vi', '841830'],
    ['Mì ăn liền vị tôm chua cay thùng 30 gói x 75g', 'vi', '190230'],
    ['냉동 고기만두 1kg, 밀가루 피에 돼지고기와 채소 소를 채운 것', 'ko', '190220'],
    ['Dried anchovies for soup stock 500g, sun dried', 'en', '030554'],
    ['WET SALTED COD (GADUS MORHUA), HEADLESS, NOT DRIED, NOT SMOKED', 'en', '030562'],
  ]);
});

describe('a mill coil said CR or HR and sized width first', () => {
  expectFirstHs6InLanguages([
    ['CR coil, non-alloy, 1,219 mm x 1.0 mm, not clad, plated or coated', 'en', '720917'],
    ['HR coil, non-alloy, not pickled, 1,500 mm x 6.0 mm, in coils', 'en', '720837'],
  ]);
});
