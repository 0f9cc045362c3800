/** Rows from the sixty-fourth session's look at the team titles, reworded: monitors, drinks, connectors, line pipe, vehicle bulbs, mufflers, table tennis, candlesticks, hair clips, gloves, towels, masks, iron pans, solder, phones, cables, frames, furniture, fans, flowers, brake linings, small motors, tipped saw blades, engine water pumps, testliner. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('monitors for computers are 8528.52, a hub with a card reader is a hub, energy and other drinks 2202.99, board connectors 8536.69', () => {
  expectFirstHs6InLanguages([
    ['27 inch IPS LCD monitor for PC, HDMI and DisplayPort, no TV tuner', 'en', '852852'],
    ['컴퓨터용 27인치 LCD 모니터 HDMI DP (TV 수신 기능 없음)', 'ko', '852852'],
    ['USB-C hub 6-in-1 with HDMI, SD and microSD card reader, 100W PD', 'en', '847180'],
    ['Energy drink with taurine and caffeine, sugar free, 16 oz cans, 12 pack', 'en', '220299'],
    ['Nước tăng lực vị dâu có taurine, lon 250ml, thùng 24 lon', 'vi', '220299'],
    ['甘酒 米麹 ノンアルコール 500ml 12本', 'ja', '220299'],
    ['Sparkling water, lime flavored, 12 cans', 'en', '220210'],
    ['Board to board connector, 0.4 mm pitch, 50 pins', 'en', '853669'],
  ]);
});

describe('line pipe by name, bulbs for vehicle lights, unfilled chocolate bars, exhaust mufflers, table tennis', () => {
  expectFirstHs6InLanguages([
    ['Seamless line pipe API 5L X52, carbon steel, OD 219.1 mm', 'en', '730419'],
    ['Seamless carbon steel pipe ASTM A106 Gr.B, hot finished, not line pipe', 'en', '730439'],
    ['LED headlight bulbs H7 6000K, pair', 'en', '853952'],
    ['H4 LED 전조등 벌브 차량용 2개', 'ko', '853952'],
    ['板チョコレート ミルク フィリングなし 100g', 'ja', '180632'],
    ['승용차용 배기 머플러 스테인리스강제', 'ko', '870892'],
    ['マフラー（消音器）自動車用 ステンレス製', 'ja', '870892'],
    ['マフラー カシミヤ100% 無地', 'ja', '621420'],
    ['Ping pong paddle set with 2 bats and 3 balls', 'en', '950640'],
    ['Vợt bóng bàn cốt gỗ kèm 3 quả bóng', 'vi', '950640'],
  ]);
});

describe('candlesticks, metal hair clips, knitted gloves, towels not terry, nonwoven masks', () => {
  expectFirstHs6InLanguages([
    ['Solid brass candlestick holders, pair, 8 inch', 'en', '940550'],
    ['Gold metal hair barrettes, set of 6', 'en', '961519'],
    ['Knit touchscreen gloves, 100% acrylic, no coating', 'en', '611693'],
    ['Nitrile coated work gloves, nylon knit liner', 'en', '611610'],
    ['手ぬぐい 綿100% 注染 日本製', 'ja', '630291'],
    ['Waffle weave kitchen towels, 100% cotton, set of 4', 'en', '630291'],
    ['Disposable face masks, 3-ply polypropylene nonwoven, ear loops, not for medical use', 'en', '630790'],
  ]);
});

describe('iron not said cast, solid solder, senior phones, medium-voltage cable, metal photo frames, furniture by room, equipment fans, artificial flowers, brake linings not mounted', () => {
  expectFirstHs6InLanguages([
    ['鉄フライパン 28cm IH対応 窒化加工', 'ja', '732399'],
    ['南部鉄器 鉄瓶 1.0L 直火対応', 'ja', '732391'],
    ['Pre-seasoned cast iron skillet 10 inch', 'en', '732391'],
    ['Solid solder wire Sn99.3Cu0.7, lead free, no flux, 1 mm', 'en', '800300'],
    ['Rosin core solder wire 0.8 mm, 60/40', 'en', '831130'],
    ['4G senior flip phone with big buttons and SOS key', 'en', '851714'],
    ['Medium voltage power cable 12/20 kV, XLPE, 1 x 185 mm2 copper', 'en', '854460'],
    ['Zinc alloy photo frame 4x6, antique silver', 'en', '830630'],
    ['Solid wood bookcase with 5 shelves for living room', 'en', '940360'],
    ['Wooden filing cabinet for office, 3 drawers', 'en', '940330'],
    ['DC axial cooling fan 120 mm 12 V for server cabinets', 'en', '841459'],
    ['Artificial rose bouquet, 12 stems, polyester fabric petals', 'en', '670290'],
    ['Brake lining, not mounted, non-asbestos, for trucks', 'en', '681381'],
    ['Má phanh dạng tấm chưa gắn đế, không chứa amiăng, cho xe tải', 'vi', '681381'],
  ]);
});

describe('motors of 37.5 W or less, saw blades tipped with carbide or diamond, engine water pumps, testliner by weight, cribs and steel filing cabinets', () => {
  expectFirstHs6InLanguages([
    ['소형 직류모터 12V 출력 10W 프린터 구동용', 'ko', '850110'],
    ['Động cơ bước 2 pha 24VDC công suất 18W cho máy in 3D', 'vi', '850110'],
    ['Single phase AC motor 250 W, 230 V', 'en', '850140'],
    ['Circular saw blade 235 mm, 40 teeth, tungsten carbide tipped, for wood', 'en', '820239'],
    ['다이아몬드 원형 톱날 외경 300mm 콘크리트 절단용', 'ko', '820239'],
    ['ウォーターポンプ 自動車エンジン冷却水循環用', 'ja', '841330'],
    ['본 물품은 가솔린엔진의 냉각수를 순환시키는 워터펌프로서 벨트로 구동되는 것임', 'ko', '841330'],
    ['Uncoated recycled testliner 130 g/m2 in reels', 'en', '480524'],
    ['Solid pine crib, convertible 3 in 1', 'en', '940350'],
    ['スチール書庫 引違い戸', 'ja', '940310'],
  ]);
});
