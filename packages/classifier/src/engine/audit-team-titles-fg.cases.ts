/** Rows from the forty-seventh session's team titles (dev-fg to dev-fj), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe("a maker's name is kept as written, and a name holding its own 'for' is the goods", () => {
  expectFirstHs6InLanguages([
    ["Little Planet by Carter's Baby Girls' Long-Sleeve Bodysuit, 3 Pack, Cotton Knit", 'en', '611120'],
    ['Pure Kentucky Bluegrass Seed, 3 lb', 'en', '120924'],
  ]);
});

describe('goods by the names shops and mills give them', () => {
  expectFirstHs6InLanguages([
    ['Rechargeable Electric Wine Opener with Foil Cutter and Charging Base', 'en', '850980'],
    ['Gel Ink Refills for Retractable Pens, 0.5mm, Blue, 12 Pack', 'en', '960860'],
    ['Micronized Creatine Monohydrate Powder, Unflavored, 1 kg', 'en', '292529'],
    ['Compatible Capsules Decaf Espresso for Original Line, 100 Pods', 'en', '090122'],
    ['HR plate S275JR 12 x 1500 x 6000 mm, cut lengths, not in coils', 'en', '720851'],
    ['CRC SHEET SPCC 0.40 X 1219 X 2438MM, OILED, CUT TO LENGTH', 'en', '720928'],
    ['가정용 원심탈수기 스텐 2kg 속옷 탈수', 'ko', '842112'],
    ['콘센트 타이머 디지털 7일 절전 타이머', 'ko', '910700'],
    ['Thuốc lá nung nóng TEREA Yellow hộp 20 thanh', 'vi', '240411'],
    ['Đường kính trắng Biên Hòa túi 2kg', 'vi', '170199'],
  ]);
});

describe('Korean and Vietnamese names that hold another goods word: brands, breeds, sockets', () => {
  expectFirstHs6InLanguages([
    ['[효도폰] 폴더폰 2G 대화면 큰글씨 어르신용', 'ko', '851714'],
    ['[리필] 로지텍 호환 마이크로SD 256GB 블랙박스용', 'ko', '852351'],
    ['캐논 EOS R50 미러리스 바디 블랙 정품', 'ko', '852589'],
    ['[만두카] 요가매트 PRO 4mm 라벤더', 'ko', '950691'],
    ['버터플라이 탁구라켓 비스카리아 완성라켓', 'ko', '950640'],
    ['[차량용] 시가잭 핸디청소기 무선 미니 세차', 'ko', '850811'],
    ['Gà Đông Tảo giống 1 tháng tuổi ~300g/con, bao sống khi giao', 'vi', '010594'],
  ]);
});

describe('base metals by the names mills and linesmen give them', () => {
  expectFirstHs6InLanguages([
    ['Brass hex rod CW617N 19 mm A/F, 3 m bars', 'en', '740721'],
    ["ACSR conductor 'Rabbit' 50 mm2, aluminium strands on galvanised steel core", 'en', '761410'],
    ['Aluminium beverage cans 500 ml, empty, for soft drinks', 'en', '761290'],
    ['Galvanised steel lattice tower sections for 220 kV line, bolted angles', 'en', '730820'],
    ['Guillotine knife 920 mm for paper cutting machine', 'en', '820890'],
    ['품명: 체인링크 펜스; 재질: 아연도금 강선 3.0mm; 규격: 망목 60 x 60mm, 롤', 'ko', '731441'],
    ['품명: 도어 레버 핸들; 재질: 아연합금; 용도: 사무실 출입문', 'ko', '830241'],
  ]);
});

describe('a Korean title names the article last: a device before its case is what the case fits', () => {
  expectFirstHs6InLanguages([
    ['아이폰 15 프로 소가죽 지갑형 다이어리 케이스 카드수납', 'ko', '420231'],
  ]);
});

describe('small-shop goods by their own names: wraps, stones, scrubbers, covers, and a scoop that measures', () => {
  expectFirstHs6InLanguages([
    ['Reusable Beeswax Food Wraps 3 Pack Organic Cotton Sandwich Wrap', 'en', '630790'],
    ['Granite Whiskey Stones Set of 6 Chilling Rocks with Pouch', 'en', '680293'],
    ['Cordless Electric Spin Scrubber with 6 Brush Heads for Bathroom Tile', 'en', '850980'],
    ['PU Leather Steering Wheel Cover 38cm Anti-Slip Black', 'en', '392690'],
    ['Plant Protein Powder Vanilla 20g Protein per Scoop 2 lb', 'en', '210610'],
    ['[국내산] 생 로얄젤리 1kg 냉동', 'ko', '041090'],
    ['[네슬레] 무가당 코코아파우더 500g 제과용', 'ko', '180500'],
    ['[농심] 새우깡 매운맛 90g x 10봉', 'ko', '190590'],
    ['입호흡 액상 30ml 멘솔 9.8mg', 'ko', '240412'],
  ]);
});

describe('machines by their trade names, not the plant, bags or paintings their names hold', () => {
  expectFirstHs6InLanguages([
    ['Back pressure steam turbine 12 MW for sugar mill power plant', 'en', '840682'],
    ['Pulse jet dust collector for sawmill extraction, 24 bags', 'en', '842139'],
    ['Fan coil unit, ducted, chilled water, 2-pipe', 'en', '841583'],
    ['Spray painting robot 6-axis for car bodies', 'en', '842489'],
    ['Ring travellers for ring spinning frame, 1000 pcs', 'en', '844833'],
    ['MEMORY MODULE DDR4 16GB SODIMM 3200', 'en', '847330'],
    ['Gỗ bạch đàn tròn, đường kính 15-25cm, chưa bóc vỏ', 'vi', '440398'],
    ['Nắp vặn bằng nhựa PP 28mm dùng cho chai nước khoáng', 'vi', '392350'],
    ['Vòng đệm chữ O bằng cao su NBR, đường kính 20mm', 'vi', '401693'],
  ]);
});
