/** Rows from the sixty-seventh session's look at the team titles, reworded: fabrics of textured yarn, polyethylene film bags, faux leather leggings, sofa beds, compostable and polypropylene bags, corrugated sheet, butt-welding and wrought copper fittings, nickel strip, bleached and duck cloth, CNC lathes, memory chips, injection-moulding machines, mini fridges, mops, knife sets, treadmills, bicycle brakes, balls, office furniture, guitars, thermometers, instant cameras, pen sets, bumpers, tripods, shotguns, inflatable boats, monitors, starter batteries, magnets, CNC routers, sewing machines, fork-lifts, sprayers, railway brakes, rangefinders, ski bindings, sculptures. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('a fabric named after the textured yarn it is woven of is the fabric; a yarn for weaving stays yarn', () => {
  expectFirstHs6InLanguages([
    ['ポリエステル加工糸織物 無地染め 目付130g/m2', 'ja', '540752'],
    ['폴리에스터 가공사(DTY) 직물, 염색', 'ko', '540752'],
    ['폴리에스터 100% 가공사(DTY) 직물 염색 120G/M2 - 코트 안감용', 'ko', '540752'],
    ['폴리에스터 가연사 DTY 75D/36F 직물용', 'ko', '540233'],
  ]);
});

describe('bags of polyethylene film are 3923; bags of other plastics are 3923.29; faux leather leggings are 6113', () => {
  expectFirstHs6InLanguages([
    ['PE 쇼핑백, 두께 0.03mm, 손잡이형', 'ko', '392321'],
    ['Flat bags of LDPE film, 50 micron, for packing goods', 'en', '392321'],
    ['Compostable pet waste bags, PBAT and corn starch, 200 count', 'en', '392329'],
    ['OPP bags with adhesive strip, clear, 100 pcs', 'en', '392329'],
    ['Faux leather leggings for women, high rise, stretch', 'en', '611300'],
    ['Disposable coverall of SMS nonwoven polypropylene', 'en', '621010'],
  ]);
});

describe('sofa beds are seats convertible into beds; galvanised sheet said corrugated is 7210.41', () => {
  expectFirstHs6InLanguages([
    ['Convertible sofa bed with steel frame, fabric cover', 'en', '940149'],
    ['Sofa giường khung gỗ, bọc vải', 'vi', '940141'],
    ['Tôn mạ kẽm sóng vuông dày 0.4mm', 'vi', '721041'],
    ['Galvanized steel coil, hot-dip, not corrugated, 0.5 mm x 1219 mm', 'en', '721049'],
  ]);
});

describe('fittings by their welding and their copper; metal strip is wrought; cloth by its bleaching, weave and ounces', () => {
  expectFirstHs6InLanguages([
    ['Stainless steel butt weld elbow 90 degree, 3 inch SCH10S', 'en', '730723'],
    ['Wrought copper 90 degree elbow fitting, 3/4 in, C x C', 'en', '741210'],
    ['Pure nickel strip 0.2 x 10 mm for battery tabs', 'en', '750610'],
    ['綿織物 平織 晒し 綿100% 目付130g/m2', 'ja', '520822'],
    ['Cotton duck canvas fabric 12 oz, unbleached, by the yard', 'en', '520911'],
  ]);
});

describe('machines and goods by the kind their line names: CNC lathes, memories, injection moulding, household fridges, mops, knife sets, treadmills', () => {
  expectFirstHs6InLanguages([
    ['CNC lathe, horizontal, for metal', 'en', '845811'],
    ['DDR4 DRAM memory chip 8Gb', 'en', '854232'],
    ['Microcontroller IC, 32-bit, with 64 KB flash memory', 'en', '854231'],
    ['사출성형기 200톤 전동식', 'ko', '847710'],
    ['Mini fridge 1.7 cu ft with freezer compartment', 'en', '841821'],
    ['Microfiber spin mop with stainless handle', 'en', '960390'],
    ['Kitchen knife set: chef knife, bread knife and paring knife with wooden block', 'en', '821110'],
    ['Máy chạy bộ điện gấp gọn động cơ 2.5HP', 'vi', '950691'],
  ]);
});

describe('bicycle brakes are cycle parts; balls, office furniture, guitars, thermometers, instant cameras, pen sets, bumpers and tripods by their lines', () => {
  expectFirstHs6InLanguages([
    ['Hydraulic disc brake caliper for mountain bicycles, aluminium', 'en', '871494'],
    ['Official size leather basketball, indoor outdoor', 'en', '950662'],
    ['Executive office desk of solid wood with drawers', 'en', '940330'],
    ['철제 사무용 책상 서랍 포함', 'ko', '940310'],
    ['Acoustic guitar, six strings, spruce top', 'en', '920290'],
    ['Violin 4/4 with bow and case', 'en', '920210'],
    ['Liquid-in-glass laboratory thermometer, -10 to 110 C', 'en', '902511'],
    ['인스탁스 즉석카메라 미니', 'ko', '900640'],
    ['Ballpoint pen and mechanical pencil gift set', 'en', '960850'],
    ['프론트 범퍼 커버 자동차용 순정', 'ko', '870810'],
    ['カメラ 三脚 アルミ 5段', 'ja', '962000'],
  ]);
});

describe('shotguns, boats for no motor, computer monitors, starter batteries, metal magnets, machining centres, household sewing machines, electric fork-lifts, portable sprayers, railway air brakes, rangefinders, ski bindings, original sculptures, memories', () => {
  expectFirstHs6InLanguages([
    ['Over-and-under shotgun, 12 gauge, for clay shooting', 'en', '930320'],
    ['Inflatable kayak for two, PVC, 14 kg, not designed for a motor', 'en', '890312'],
    ['27인치 QHD 모니터 HDMI DP 컴퓨터용', 'ko', '852852'],
    ['Lead-acid car battery 12V 70Ah, CCA 600A', 'en', '850710'],
    ['Ắc quy chì axit xe máy 12V 7Ah', 'vi', '850710'],
    ['Neodymium magnet block N42, 20 x 10 x 5 mm', 'en', '850511'],
    ['CNC router for woodworking with automatic tool changer, 1325', 'en', '846520'],
    ['Household sewing machine for beginners, 20 stitches', 'en', '845210'],
    ['Xe nâng điện ngồi lái, tải trọng 2 tấn, ắc quy 48V', 'vi', '842710'],
    ['Backpack sprayer 4 gallon with hand pump for garden', 'en', '842441'],
    ['Air brake cylinder for railway wagons', 'en', '860721'],
    ['Laser distance measure 50 m, green beam', 'en', '901510'],
    ['Alpine ski bindings, DIN 4-13', 'en', '950612'],
    ['Original bronze sculpture signed by the artist, edition 2/8', 'en', '970390'],
    ['NAND flash memory IC 256Gb', 'en', '854232'],
  ]);
});

describe('what those rules leave alone: a surface grinder, brass strip, a broomcorn broom, PP containers and PET bottles, an IC said not a memory, a stopwatch not worn on the wrist', () => {
  expectFirstHs6InLanguages([
    ['CNC 평면연삭기, 테이블 500x250mm, 금속 가공용', 'ko', '846012'],
    ['Brass strip coil C2680, 0.4 mm thick', 'en', '740921'],
    ['ほうきもろこし 手編み 座敷ほうき', 'ja', '960310'],
    ['折りたたみコンテナ 40L PP製 通い箱', 'ja', '392310'],
    ['PET bottles 500 ml, empty, with caps', 'en', '392330'],
    ['IC ổn áp 3.3V, mạch tích hợp đơn khối, không phải bộ nhớ', 'vi', '854239'],
    ['디지털 스톱워치 타이머 (손목형 아님)', 'ko', '910291'],
  ]);
});
