/** Rows from the twenty-fourth session's team titles (dev-ab to dev-ad, and dev-z's declarations), reworded: what the reader misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('flat-rolled goods in coils or not, aluminium plates rectangular or not, photographic film flat or in rolls', () => {
  expectFirstHs6InLanguages([
    // "Not in coils" holds the word coil: it is no coil.
    ['Hot-rolled steel plate, non-alloy, not in coils, 16mm thick, 2400mm wide', 'en', '720851'],
    ['열연강판(비합금강, 코일이 아닌 것), 두께 14mm, 폭 2100mm', 'ko', '720851'],
    ['Aluminium alloy sheet 5052, rectangular, 2mm x 1220 x 2440', 'en', '760612'],
    ['X-ray film for dental use, in the flat, unexposed, 100 sheets', 'en', '370110'],
  ]);
});

describe('shares written number first after "fabric" or a material named before them', () => {
  expectFirstHs6InLanguages([
    ['Stretch denim fabric, 97% cotton 3% spandex, 11 oz, indigo, 3/1 twill, 58 inch', 'en', '520942'],
    ['Slim Jeans for Men Denim Pants 99% Cotton Classic Five Pocket Dark Wash', 'en', '620342'],
  ]);
});

describe('goods the glossary had no name for, or named with words of how they are cooked or shipped', () => {
  expectFirstHs6InLanguages([
    ['Frozen Crinkle Cut French Fries 2 lb Bag Oven or Air Fryer Ready', 'en', '200410'],
    ['Quick Setting Concrete Mix 60 lb Bag for Posts', 'en', '382450'],
    ['Terracotta Clay Pots with Drainage Saucers 4 Inch 6 Pack', 'en', '691490'],
    ['Ferro-silicon FeSi 72, lumps 10-60 mm, 1 mt big bags', 'en', '720221'],
    ['No-clean solder paste Sn63/Pb37, 500 g jar, for SMT', 'en', '381010'],
    ['솔더페이스트 (무연) 500g; SMT 실장용', 'ko', '381010'],
    ['엑스트라버진 올리브유 1L 캔', 'ko', '150920'],
    // "하이큐브" (high cube) is no cube toy; Korean names of stainless coil and of down.
    ['40피트 하이큐브 컨테이너 (강철제, 중고)', 'ko', '860900'],
    ['스테인리스강 냉간압연 코일 (SUS316L); 두께 0.8mm; 폭 1000mm', 'ko', '721934'],
    ['거위 솜털(세척한 것), 다운 80%/페더 20%, 침구 충전재용', 'ko', '050510'],
  ]);
});

describe('yarn of a stated kind: single against folded, combed ("코밍사" too), not for retail sale, whatever the cases lean to', () => {
  expectFirstHs6InLanguages([
    ['면사(면 100%, 코마사, 단사, Ne 40/1); 소매용 아님', 'ko', '520524'],
    ['면사 (면 100%, 코마사, 단사, 147 dtex); 소매용이 아닌 것', 'ko', '520524'],
    ['Polyester DTY yarn 150D/48F, raw white, not put up for retail sale', 'en', '540233'],
  ]);
});

describe('light fittings: a lamp socket (E26, E14) or bulbs sold apart take any light source, an LED fitting without one LED only; ceiling and wall fittings are 9405.1x', () => {
  expectFirstHs6InLanguages([
    ['Farmhouse Pendant Light Fixture Matte Black E26 Socket Adjustable Cord', 'en', '940519'],
    ['Crystal Chandelier 5 Lights E14 Sockets Silver (bulbs not included)', 'en', '940519'],
    ['Modern LED Ceiling Light 18W Flush Mount Round White', 'en', '940511'],
    ['シーリングライト 6畳 E26 3灯 電球別売 木目', 'ja', '940519'],
    // An LED on other goods says nothing of 9405.
    ['Kids Bike Helmet with LED Rear Light Adjustable', 'en', '650610'],
  ]);
});

describe('cinnamon: Ceylon (Cinnamomum zeylanicum) against cassia, sticks and quills whole, in sticks no article for it', () => {
  expectFirstHs6InLanguages([
    ['Ceylon Cinnamon Quills 2 oz True Cinnamon', 'en', '090611'],
    ['Cassia Cinnamon Sticks 8 oz Bulk', 'en', '090619'],
  ]);
});

describe('motorbikes and cars by their model names in Vietnamese and Japanese shop titles: the parts named with them are their parts', () => {
  expectFirstHs6InLanguages([
    ['Má phanh đĩa sau xe Exciter 135 loại tốt', 'vi', '871410'],
    ['Bugi NGK cho xe Wave Alpha 110', 'vi', '851110'],
    ['ハイエース 200系 ラバーフロアマット 防水', 'ja', '401691'],
  ]);
});

describe('Japanese and Vietnamese declarations whose first field is the goods\' name: the glossary\'s heading over an unsure ranking, as for Korean ones', () => {
  expectFirstHs6InLanguages([
    ['ラジエーター; アルミ製; トヨタ ハイエース用; 補修部品', 'ja', '870891'],
    ['毛織物; 梳毛; 羊毛100%; 重量 180g/m2', 'ja', '511211'],
    ['Xút vảy (natri hydroxit) 98%; dạng rắn; bao 25kg', 'vi', '281511'],
  ]);
});

describe('US shop words: pounds as a mass, keyed entry knobs as locks', () => {
  expectFirstHs6InLanguages([
    ['Tomato Plant Food 18-18-21 Granules 3 lb Bag', 'en', '310510'],
    ['Keyed Entry Door Knob Matte Black for Front Door', 'en', '830140'],
  ]);
});

describe('a motor named after the goods it drives, with other words between, is what drives them', () => {
  expectFirstHs6InLanguages([
    ['Foldable GPS Drone 4K Camera Brushless Motor Optical Flow 2 Batteries', 'en', '880622'],
    ['Cordless Drill 20V Brushless Motor 2 Batteries', 'en', '846721'],
  ]);
});

describe('flavours and scents in Korean and Japanese ("치즈맛", "라벤더향", "いちご味"), grades ("battery grade") and Korean shop names the glossary lacked', () => {
  expectFirstHs6InLanguages([
    ['LITHIUM HYDROXIDE BATTERY GRADE; CHILE', 'en', '282520'],
    ['20FT DRY CONTAINER, USED; CHINA', 'en', '860900'],
    ['라벤더향 핸드크림 30ml 2개', 'ko', '330499'],
    ['치즈맛 강아지 개껌 10개입', 'ko', '230910'],
    ['닌텐도 스위치 본체 네온', 'ko', '950450'],
    ['일회용 밴드 100매 방수', 'ko', '300510'],
    ['いちご味 グミ 100g', 'ja', '170490'],
  ]);
});

describe('a Korean declared name followed by its size and use ("전자레인지 23L 업소용") still names only the goods: cases sharing the use word are no nearer', () => {
  expectFirstHs6InLanguages([
    ['전자레인지 23L 업소용; 중국', 'ko', '851650'],
    ['헤어드라이어 1800W 가정용; 중국', 'ko', '851631'],
  ]);
});

describe('a declared name with its model number, capacity and colour still names only the goods', () => {
  expectFirstHs6InLanguages([
    ['SMARTPHONE 5G MODEL ZN-880 256GB BLUE; INDIA', 'en', '851713'],
  ]);
});

describe('brass and bronze tableware by its Korean names (놋쇠, 방짜)', () => {
  expectFirstHs6InLanguages([
    ['놋쇠 그릇 세트 5인', 'ko', '741810'],
    ['Brass bowl set of 4, hand hammered', 'en', '741810'],
  ]);
});
