/** Rows from the sixty-eighth session's look at the team titles, reworded: laser rangefinders in Korean, watches wound by hand, stop-watches and pocket watches, leather caps, clock radios, guitar strings and effects pedals, goods for aquariums, hand-cranked grinders, handbags, relays, fuses, air compressors, kayaks and sailboats, nylon filament yarn, tumblers and lead-free crystal, uncoated paper in rolls and in office sheets. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('a laser named after an instrument is how it works; watches wound by hand, stop-watches and pocket watches find their lines', () => {
  expectFirstHs6InLanguages([
    ['골프 거리측정기 레이저 7배율 방수', 'ko', '901510'],
    ['Đồng hồ cơ nam lên dây cót thủ công, dây da', 'vi', '910229'],
    ['Đồng hồ cơ nam dây thép không gỉ, lên dây cót tay', 'vi', '910229'],
    ['Digital stopwatch with lap memory, 1/100 second, lanyard', 'en', '910291'],
    ['Quartz pocket watch, brass case, with chain', 'en', '910291'],
    ['Đồng hồ quả quýt cơ lên cót tay, vỏ đồng thau', 'vi', '910299'],
    ['Genuine leather newsboy cap for men', 'en', '650699'],
  ]);
});

describe('clock radios, guitar strings sold by gauge and effects pedals', () => {
  expectFirstHs6InLanguages([
    ['Digital alarm clock radio with FM and dual alarm', 'en', '852792'],
    ['Nickel wound electric guitar strings, regular light 10-46', 'en', '920930'],
    ['Acoustic guitar strings light 12-53, phosphor bronze', 'en', '920930'],
    ['Overdrive guitar effects pedal, true bypass', 'en', '854370'],
  ]);
});

describe('goods named after the aquarium they serve are those goods', () => {
  expectFirstHs6InLanguages([
    ['Aquarium salt for freshwater fish, pure sodium chloride, 2 lb', 'en', '250100'],
    ['LED aquarium light for 30 inch tanks, full spectrum, extendable brackets', 'en', '940542'],
    ['Metal aquarium stand for a 40 gallon tank, powder-coated steel', 'en', '940320'],
    ['Aquarium air pump 3W, single outlet, with airline tubing', 'en', '841480'],
  ]);
});

describe('goods worked by hand are none of the appliances with a self-contained motor', () => {
  expectFirstHs6InLanguages([
    ['Manual coffee grinder with adjustable grind setting', 'en', '821000'],
    ['Hand crank coffee grinder, stainless steel', 'en', '821000'],
    ['手動 コーヒーミル セラミック刃', 'ja', '821000'],
  ]);
});

describe('handbags have lines of their own; a handbag\'s buckle does not', () => {
  expectFirstHs6InLanguages([
    ['Vegan leather crossbody bag for women', 'en', '420222'],
    ['Túi xách nữ da PU đeo vai, kèm dây đeo chéo', 'vi', '420222'],
    ['Phụ kiện túi xách: khóa cài hợp kim kẽm mạ niken 25mm', 'vi', '830890'],
  ]);
});

describe('relays and fuses find their lines of 8536; air compressors split on being towed', () => {
  expectFirstHs6InLanguages([
    ['Automotive relay 12V 30A, 4-pin, plug-in', 'en', '853641'],
    ['파워 릴레이; 코일 AC 220V, 접점 25A 250VAC', 'ko', '853649'],
    ['Automotive blade fuse assortment, 100 pcs', 'en', '853610'],
    ['Towable diesel air compressor on a wheeled chassis, 185 CFM', 'en', '841440'],
    ['Máy nén khí trục vít 22kW, lắp cố định, không gắn trên khung bánh xe', 'vi', '841480'],
  ]);
});

describe('kayaks of a rigid hull, sailboats and motorboats are none of the inflatable vessels; outboard boats are the other vessels', () => {
  expectFirstHs6InLanguages([
    ['Sit-on-top fishing kayak, rigid polyethylene hull, 10 ft', 'en', '890393'],
    ['Sailboat 4.2 m with sail and mast, for pleasure', 'en', '890321'],
    ['Motor yacht 20 m, twin inboard diesel engines', 'en', '890332'],
    ['Aluminium jon boat 4.5 m for recreation, with a 25 HP outboard motor', 'en', '890393'],
    ['레저용 모터보트 (선내기, FRP 선체, 길이 6m, 고무보트 아닌 것)', 'ko', '890331'],
  ]);
});

describe('nylon filament yarn said not textured; drinking glasses without a stem; lead-free crystal', () => {
  expectFirstHs6InLanguages([
    ['Sợi filament nylon 6 FDY 70D/24F, sợi đơn không xoắn, không phải sợi dún, không đóng gói bán lẻ', 'vi', '540245'],
    ['유리 텀블러 (굽 없는 것), 강화 소다석회유리, 300ml', 'ko', '701337'],
    ['Cốc thủy tinh soda-lime, không có chân, không phải pha lê chì, 300ml', 'vi', '701337'],
    ['Lead-free crystal wine glasses, set of 2', 'en', '701328'],
  ]);
});

describe('uncoated printing paper in rolls and in office sheets; pulp named beside paper is its material', () => {
  expectFirstHs6InLanguages([
    ['Woodfree uncoated offset paper 80 gsm, in reels of 880 mm', 'en', '480255'],
    ['Giấy in offset không tráng, 70 g/m2, dạng cuộn, không chứa bột gỗ cơ học', 'vi', '480255'],
    ['Giấy photocopy A4 70 g/m2, 500 tờ, không có bột gỗ cơ học', 'vi', '480256'],
    ['PPC用紙 A4 64g/m2 化学パルプ100% 500枚', 'ja', '480256'],
  ]);
});

describe('medicaments by their active principle: penicillins, other antibiotics, vitamins, antimalarials', () => {
  expectFirstHs6InLanguages([
    ['Amoxicillin 500 mg hard capsules, blister packs of 10, for retail sale', 'en', '300410'],
    ['Thuốc kháng sinh Amoxicillin 250mg viên nang, hộp 10 vỉ', 'vi', '300410'],
    ['퓨시드산 나트륨 2% 연고 15g, 상처 감염 치료용 일반의약품', 'ko', '300420'],
    ['Thuốc Vitamin C 1000mg viên sủi, hộp 20 viên, có số đăng ký thuốc', 'vi', '300450'],
    ['Artemether 20 mg and lumefantrine 120 mg tablets, 24 tablets per pack', 'en', '300460'],
    ['Ibuprofen 400 mg tablets, 50 count, pain reliever', 'en', '300490'],
  ]);
});

describe('cables by their rated voltage written as a pair; juices by their one fruit and their Brix value', () => {
  expectFirstHs6InLanguages([
    ['CABLE MV N2XSY 1X185RM/25 12/20KV', 'en', '854460'],
    ['YJV22 8.7/15kV 3x240mm2 copper XLPE armoured medium voltage cable', 'en', '854460'],
    ['Nước ép cam nguyên chất 100%, không đường, chai 1L', 'vi', '200912'],
    ['오렌지 100% 주스 1.5L (무가당)', 'ko', '200912'],
    ['トマトジュース 食塩無添加 190g×20缶', 'ja', '200950'],
    ['Nước ép dứa cô đặc, độ Brix 60, không lên men, phuy 200kg', 'vi', '200949'],
    ['포도 농축과즙 (비발효, Brix 65); 드럼 250kg', 'ko', '200969'],
  ]);
});

describe('a medicament said not to contain antibiotics or vitamins is of none of their lines; seats said without cushions are not upholstered', () => {
  expectFirstHs6InLanguages([
    ['PARACETAMOL TABLETS 500mg; blister packs of 10, put up for retail sale, not containing penicillins, hormones or alkaloids', 'en', '300490'],
    ['아세트아미노펜 500mg 정제(소매포장), 항생물질·비타민 미함유', 'ko', '300490'],
    ['캠핑 의자 접이식 철제 프레임 (쿠션 없음)', 'ko', '940179'],
    ['Steel bistro chair, stackable, no cushion', 'en', '940179'],
    ['座椅子 リクライニング スチールフレーム クッション付き', 'ja', '940171'],
  ]);
});

describe('a metal desk organizer of mesh is of base metal', () => {
  expectFirstHs6InLanguages([
    ['Mesh desk organizer with drawer, black metal, for office supplies', 'en', '830400'],
  ]);
});

describe('cutlery plated with precious metal, alone or in sets of assorted articles', () => {
  expectFirstHs6InLanguages([
    ['Silver plated teaspoons, set of 6, engraved handles', 'en', '821591'],
    ['디너 포크; 스테인리스, 24K 금도금; 낱개', 'ko', '821591'],
    ['Gold plated cutlery set, 24 pieces: knives, forks, spoons and teaspoons', 'en', '821510'],
    ['스테인리스 디저트 포크 6P + 티스푼 6P 세트, 무도금', 'ko', '821520'],
    ['24 piece cutlery set: knives, forks, spoons, stainless steel, not silver plated', 'en', '821520'],
  ]);
});

describe('goods the glossary now names in Korean, Vietnamese and English', () => {
  expectFirstHs6InLanguages([
    ['알루미늄 합금 압출 형재; 6063-T5; 중공 단면; 창호 프레임용', 'ko', '760421'],
    ['알루미늄 합금 잉곳; ADC12; 다이캐스팅용', 'ko', '760120'],
    ['PVC 경질 상수도관; 외경 90mm; 길이 4m', 'ko', '391723'],
    ['Butane gas canister for portable camping stoves, 220 g', 'en', '271113'],
    ['Raw mink pelts, whole, undressed', 'en', '430110'],
    ['Dental floss picks, mint, 90 count', 'en', '330620'],
    ['Insect killer spray for indoor and perimeter use, 1 gallon', 'en', '380891'],
    ['SUS304 용접 파이프 (원형 단면)', 'ko', '730640'],
    ['Plastic artificial succulents in pots, set of 3', 'en', '670210'],
  ]);
});

describe('panty hose and tights against knee-high stockings; a snowboard sold without bindings', () => {
  expectFirstHs6InLanguages([
    ['Freestyle snowboard 152 cm, camber, bindings not included', 'en', '950619'],
    ['Sheer pantyhose for women, 20 denier, nylon, control top', 'en', '611521'],
    ['パンティストッキング ナイロン 20デニール 着圧なし', 'ja', '611521'],
    ['ひざ下ストッキング 20デニール 5足組 ナイロン', 'ja', '611530'],
    ['Vớ da cao gối nữ 20D nylon', 'vi', '611530'],
  ]);
});
