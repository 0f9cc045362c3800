/** Rows from the sixty-third session's look at the team titles, reworded: air conditioners named as the machine, not its parts; salt and bedside lamps; PC suitcases; car seats; thermoelectric and two-door refrigerators; LiFePO4 batteries. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('an air conditioner so named is the machine, a part named with it is 8415.90', () => {
  expectFirstHs6InLanguages([
    ['Portable air conditioner 10000 BTU, cooling only, 230 V', 'en', '841582'],
    ['이동식 에어컨 냉방 전용', 'ko', '841582'],
    ['Máy lạnh di động 1HP', 'vi', '841582'],
    ['ポータブルエアコン 冷房専用', 'ja', '841582'],
    ['Air conditioner evaporator, copper tubes and aluminium fins', 'en', '841590'],
    ['Portable air conditioner 8000 BTU with remote control and window kit', 'en', '841582'],
    ['Mini split air conditioner 18000 BTU inverter heat pump with condenser and install kit', 'en', '841510'],
    ['실내기와 실외기로 구성된 벽걸이형 에어컨, 냉방능력 5.2kW', 'ko', '841510'],
    ['Condenser coil for air conditioner outdoor unit', 'en', '841590'],
    ['スポットクーラー 冷房専用 キャスター付', 'ja', '841582'],
    ['분리형 공기조절기 벽걸이형 냉방 전용', 'ko', '841510'],
  ]);
});

describe('salt lamps and bedside lamps are table lamps', () => {
  expectFirstHs6InLanguages([
    ['Natural Himalayan salt lamp with dimmer cord, 3-5 lbs', 'en', '940529'],
    ['Đèn đá muối Himalaya 3kg', 'vi', '940529'],
    ['岩塩ランプ 調光スイッチ付き 2kg', 'ja', '940529'],
    ['Đèn ngủ để bàn chân gốm đui E27 chụp vải', 'vi', '940529'],
  ]);
});

describe('a hard-shell suitcase of PC is of polycarbonate, no personal computer', () => {
  expectFirstHs6InLanguages([
    ['하드 캐리어 28인치 PC 소재 바퀴 4개', 'ko', '420212'],
    ['기내용 캐리어 20인치 하드케이스 PC', 'ko', '420212'],
  ]);
});

describe('a seat named for a car is 9401.20, whatever its frame', () => {
  expectFirstHs6InLanguages([
    ['자동차용 조수석 시트 ASSY, 강철 프레임, 가죽 커버', 'ko', '940120'],
    ['승용차용 뒷좌석 시트; 레일 포함', 'ko', '940120'],
  ]);
});

describe('a lamp or blanket said not electric is none of the electric lines, though its words speak of electricity', () => {
  expectFirstHs6InLanguages([
    ['캠핑용 가스 랜턴, 전기 아님, 맨틀 2개 포함', 'ko', '940550'],
    ['Table lamp, ceramic base, E27 socket, 40 W bulb included', 'en', '940529'],
    ['극세사 담요 (전기 담요 아님) 폴리에스터 100% 150x200', 'ko', '630140'],
  ]);
});

describe('refrigerators by their cooling and doors, batteries by their chemistry', () => {
  expectFirstHs6InLanguages([
    ['Mini skincare fridge 4 liter thermoelectric cooler and warmer, AC/DC portable', 'en', '841829'],
    ['Tủ lạnh mini 10L làm lạnh bằng chip Peltier đựng mỹ phẩm', 'vi', '841829'],
    ['Tủ lạnh gia dụng 2 cửa, ngăn đá phía trên, 256 lít', 'vi', '841810'],
    ['12V LiFePO4 motorcycle starter battery, 240 CCA', 'en', '850760'],
  ]);
});
