/** Rows from the forty-first session's team titles (dev-dt to dev-dv), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('Japanese declarations name chemicals, metals and parts in their own words', () => {
  expectFirstHs6InLanguages([
    ['品名：天然黒鉛（鱗片状）、炭素分 94%、用途：耐火れんが原料', 'ja', '250410'],
    ['品名：硫酸ニッケル（六水和物）、用途：めっき用、25kg袋', 'ja', '283324'],
    ['品名：ヒュームドシリカ、比表面積 200m2/g、用途：充てん剤', 'ja', '281122'],
    ['品名：ペパーミント油、用途：医薬品香料', 'ja', '330124'],
    ['品名：非イオン界面活性剤（ポリオキシエチレンアルキルエーテル）、ドラム入り', 'ja', '340242'],
    ['品名：ポリプロピレン（PP）ホモポリマー、ペレット、用途：押出成形用', 'ja', '390210'],
    ['品名：スチレン-ブタジエンゴム（SBR1502）、ベール', 'ja', '400219'],
    ['品名：ボール弁、呼び径 50A、材質：青銅', 'ja', '848180'],
    ['品名：銅荒引線、直径 8mm、コイル', 'ja', '740811'],
    ['品名：マンホールふた（ねずみ鋳鉄製）', 'ja', '732510'],
    ['品名：研削といし（ビトリファイド結合、炭化けい素）、外径 150mm', 'ja', '680422'],
  ]);
});

describe('a Japanese negation after a word denies it, but not a word before a bracketed negation', () => {
  expectFirstHs6InLanguages([
    ['品名：熱間圧延鋼板（コイル）、非合金鋼、幅 1,500mm、厚さ 3.5mm、酸洗いしていないもの', 'ja', '720838'],
    ['品名：電解ニッケル（合金にしていないもの）', 'ja', '750210'],
    ['品名：ピローブロック用軸受箱（玉軸受を組み込んでいないもの）、材質：鋳鉄', 'ja', '848330'],
  ]);
});

describe('goods with a subheading of their own are read before the heading they share', () => {
  expectFirstHs6InLanguages([
    ['Sintered magnesia (dead-burned), MgO 95%, for refractory linings', 'en', '251990'],
    ['Barium sulphate X-ray contrast medium, oral suspension powder, for hospitals', 'en', '300630'],
    ['Micronized polyethylene wax powder for coatings', 'en', '340490'],
    ['Ferrocerium lighter flints, 9 pieces', 'en', '360690'],
    ['Cold-box foundry core binder, phenolic resin system, 200 kg drum', 'en', '382410'],
    ['Glass fibre chopped strands 4.5 mm for reinforcing polyamide', 'en', '701911'],
    ['Gold bonding wire 20 micron for semiconductor packaging', 'en', '710813'],
    ['Ferro-silicon FeSi 72, lumps, for steel deoxidation', 'en', '720221'],
    ['Marine propeller, bronze, three-blade, for a fishing boat', 'en', '848710'],
    ['Tụ bù hạ thế 3 pha 30kvar 400V, dùng cho tủ điện. Hàng mới 100%', 'vi', '853210'],
    ['Thiết bị lưu trữ USB flash 32GB, vỏ nhựa. Hàng mới 100%', 'vi', '852351'],
    ['Xe đạp trợ lực điện, pin lithium 36V. Hàng mới 100%', 'vi', '871160'],
  ]);
});

describe('what the goods are said to be decides between lines the words alone share', () => {
  expectFirstHs6InLanguages([
    // Brake linings sold loose are friction material, not parts of mounted brakes.
    ['Unmounted brake linings, non-asbestos, for truck drum brakes', 'en', '681381'],
    // Vinyl floor tiles are floor coverings of 3918, self-adhesive or not.
    ['Peel and Stick Vinyl Floor Tiles 12x12 Marble Look 24 Pack Self-Adhesive', 'en', '391810'],
    ['Manual push reel mower 16 inch, non-electric', 'en', '843319'],
    ['Toughened glass rear door window for a car', 'en', '700711'],
    ['品名：強化ガラス（自動車のリアウインドー用）', 'ja', '700711'],
    ['배기가스 촉매컨버터; 세라믹 담체; 가솔린엔진용', 'ko', '842132'],
    ['品名：帯のこ刃（木工用）', 'ja', '820220'],
    ['Bi-metal band saw blade 2750 mm for cutting steel', 'en', '820220'],
    // A motor of 37.5 W or less is 8501.10's; said DC, it is none of the AC lines either.
    ['品名：直流モーター（ブラシ付き）、出力：5W、用途：玩具用', 'ja', '850110'],
    // A power tiller is a single-axle tractor, whatever its diesel engine says.
    ['경운기; 2륜, 디젤엔진 12마력; 농업용', 'ko', '870110'],
    // "Screw Back" closes the earrings: no screw.
    ['Lab-Created Sapphire Stud Earrings 18K Yellow Gold Screw Back', 'en', '711319'],
  ]);
});

describe('Korean declarations of machines, vehicles and instruments', () => {
  expectFirstHs6InLanguages([
    ['증기배관용 안전밸브; 주강; 플랜지형', 'ko', '848140'],
    ['토탈스테이션; 측량용; 일본산', 'ko', '901520'],
    ['어선; FRP, 5톤; 연안 어업용', 'ko', '890200'],
    ['웨이퍼 다이싱 장비; 8인치; 반도체용', 'ko', '848620'],
    ['자동차용 스타트모터; 12V 2kW', 'ko', '851140'],
    // Polyesterimide is the wire's enamel, no polyester: copper winding wire.
    ['에나멜 동선; 직경 1.0mm; 폴리에스터이미드 피복; 변압기 권선용', 'ko', '854411'],
  ]);
});

describe('foods and animals named by their own subheadings', () => {
  expectFirstHs6InLanguages([
    ['Live queen bees, mated, in mailing cages', 'en', '010641'],
    ['Live llamas for breeding, 3 head', 'en', '010613'],
    ['Bull semen straws, frozen, for artificial insemination', 'en', '051110'],
    ['Beef sweetbreads, chilled, vacuum packed', 'en', '020610'],
    ['Duck foie gras, fresh, chilled, whole lobes', 'en', '020743'],
    ['Frozen sweetcorn, whole kernels, 1 kg bag', 'en', '071040'],
    ['Wild rice, long grain, 500 g', 'en', '100890'],
    ['Fresh pumpkin tortellini, chilled, 300 g', 'en', '190220'],
    ['Rice paper wrappers for spring rolls, 16 cm, 100 sheets', 'en', '190590'],
    ['Dill pickle spears in vinegar, 1 L jar', 'en', '200110'],
    ['Ginger kombucha, 330 ml can', 'en', '220299'],
    ['Dark chocolate couverture callets 54%, 5 kg bag', 'en', '180620'],
  ]);
});

describe('Vietnamese and Korean declarations of minerals, chemicals and paper name their own subheadings', () => {
  expectFirstHs6InLanguages([
    ['Xỉ hạt lò cao nghiền mịn dùng làm phụ gia bê tông; hàng rời. Hàng mới 100%', 'vi', '261800'],
    ['Kíp nổ điện dùng cho nổ mìn khai thác than; hộp 100 cái', 'vi', '360360'],
    ['Phim X-quang y tế 24x30cm chưa phơi sáng, hộp 100 tấm', 'vi', '370110'],
    ['Giấy tissue cuộn lớn khổ 2,8m dùng sản xuất khăn giấy', 'vi', '480300'],
    ['Bao giấy kraft nhiều lớp đựng xi măng 50kg', 'vi', '481930'],
    ['Giấy in báo dạng cuộn 48,8g/m2', 'vi', '480100'],
    ['Gel siêu âm can 5 lít dùng cho máy siêu âm', 'vi', '300670'],
    ['라이터 충전용 부탄가스; 220ml 캔', 'ko', '360610'],
    ['CTP 인쇄판; 알루미늄; 미노광; 745x605mm', 'ko', '370130'],
    ['생석회; 괴상; 제강용', 'ko', '252210'],
    ['망간광; Mn 38%; 괴상', 'ko', '260200'],
  ]);
});

describe('a plasticiser named to deny it leaves PVC unmixed (3904.10)', () => {
  expectFirstHs6InLanguages([
    ['PVC 레진; 가소제 미혼합; 분말; K값 70', 'ko', '390410'],
    ['品名：ポリ塩化ビニル（PVC）ストレートレジン、可塑剤を含まないもの、粉末', 'ja', '390410'],
  ]);
});

describe('coffee said decaffeinated and spices said whole, and Korean shop titles a brand or a tag could misread', () => {
  expectFirstHs6InLanguages([
    ['Decaf green coffee beans, Colombia, 60 kg bag, not roasted', 'en', '090112'],
    ['Whole white peppercorns, neither crushed nor ground, 500 g', 'en', '090411'],
    // 메디큐브 is a brand, no cube.
    ['[1+1] 메디큐브 딥 벨벳 립 틴트 3.5g', 'ko', '330410'],
    ['[에뛰드] 드로잉 아이브로우 펜슬 그레이브라운', 'ko', '330420'],
    ['에탄올 워셔액 2L x 6개', 'ko', '382000'],
  ]);
});

