/**
 * Korean customs vocabulary: the generic words of Korean declarations and rulings that name a form,
 * a part, a kind of apparatus or a preparation ("분말" powder, "부분품" parts, "조제품" preparation,
 * "식각기" etching machine) rather than a product the glossary holds. Read where neither the glossary
 * nor a word list named the text, their English joins the search terms, so a Korean name meets the
 * schedule's and the cases' English ("니켈알루미늄 분말" meets the metal powders of 7504 and 7603).
 */
import { longestFirst, PhraseIndex, type TextView } from '../glossary';
import type { Span } from './materials';

/**
 * The words a Korean declaration denies what it names right before with ("인조잔디 아닌 것", "석면 미함유", "코코아 불포함"): the
 * reader drops the goods so denied, the case search their words.
 */
export const KO_DENIAL_WORDS = '아닌|아님|미함유|미포함|불포함|미부착|미첨가|미처리';

/** [Korean, English]: longest match wins, so a compound ("공기청정기") is read before its parts. */
const WORDS: Array<[string, string]> = [
  // Forms and shapes of materials.
  ['분말', 'powder'], ['가루', 'powder'], ['파우더', 'powder'], ['분체', 'powder'], ['과립', 'granules'], ['펠릿', 'pellets'], ['플레이크', 'flakes'],
  ['잉곳', 'ingot'], ['판재', 'plates'], ['박판', 'sheet'], ['시트', 'sheet'], ['필름', 'film'], ['박막', 'thin film'], ['포일', 'foil'], ['호일', 'foil'],
  ['튜브', 'tube'], ['파이프', 'pipe'], ['관재', 'tubes'], ['호스', 'hose'], ['막대', 'rod'], ['봉재', 'bars'], ['선재', 'wire rod'], ['와이어', 'wire'],
  ['스트립', 'strip'], ['테이프', 'tape'], ['코일', 'coil'], ['원사', 'yarn'], ['방적사', 'spun yarn'], ['편물', 'knitted fabric'], ['부직포', 'nonwoven'],
  ['주물', 'casting'], ['주조품', 'castings'], ['단조품', 'forgings'], ['성형품', 'moulded articles'], ['사출품', 'injection moulded articles'],
  // Parts and how they are put together.
  ['부품', 'parts'], ['부분품', 'parts'], ['부속품', 'accessories'], ['조립품', 'assembly'], ['조립체', 'assembly'], ['어셈블리', 'assembly'],
  ['모듈', 'module'], ['유닛', 'unit'], ['본체', 'body'], ['케이스', 'case'], ['커버', 'cover'], ['덮개', 'cover'], ['뚜껑', 'lid'], ['하우징', 'housing'],
  ['브라켓', 'bracket'], ['브래킷', 'bracket'], ['프레임', 'frame'], ['손잡이', 'handle'], ['거치대', 'holder'], ['홀더', 'holder'], ['패킹', 'packing'],
  ['가스켓', 'gasket'], ['개스킷', 'gasket'], ['샤프트', 'shaft'], ['기어', 'gear'], ['베어링', 'bearing'], ['스프링', 'spring'], ['볼트', 'bolt'], ['너트', 'nut'],
  ['나사', 'screw'], ['와셔', 'washer'], ['클립', 'clip'], ['커넥터', 'connector'], ['단자', 'terminal'], ['전선', 'insulated wire'], ['케이블', 'cable'],
  ['기판', 'board'], ['회로기판', 'printed circuit board'], ['센서', 'sensor'], ['스위치', 'switch'], ['밸브', 'valve'], ['펌프', 'pump'], ['모터', 'motor'],
  ['히터', 'heater'], ['필터', 'filter'], ['노즐', 'nozzle'], ['램프', 'lamp'], ['렌즈', 'lens'], ['그립', 'grip'],
  // Apparatus and what it does.
  ['기계', 'machine'], ['머신', 'machine'], ['기기', 'apparatus'], ['장치', 'apparatus'], ['장비', 'equipment'], ['설비', 'equipment'], ['시스템', 'system'],
  ['기구', 'appliance'], ['공구', 'tool'], ['측정기', 'measuring instrument'], ['측정', 'measuring'], ['분석기', 'analyser'], ['분석', 'analysis'],
  ['시험기', 'testing machine'], ['검사기', 'inspection apparatus'], ['제조', 'manufacturing'], ['가공기', 'machine for working'], ['절단기', 'cutting machine'],
  ['절단', 'cutting'], ['식각기', 'etching machine'], ['식각', 'etching'], ['세척기', 'washing machine'], ['세척', 'cleaning'], ['세정', 'cleaning'],
  ['냉각', 'cooling'], ['가열', 'heating'], ['제습기', 'dehumidifier'], ['가습기', 'humidifier'], ['공기청정기', 'air purifier'], ['공기청정', 'air purifying'],
  ['정화', 'purifying'], ['송풍기', 'blower'], ['압축기', 'compressor'], ['변압기', 'transformer'], ['제어기', 'controller'], ['컨트롤러', 'controller'],
  ['제어', 'control'], ['조절기', 'regulator'], ['높이조절식', 'variable height adjustment'], ['높이조절', 'variable height adjustment'], ['조절', 'adjusting'], ['자동', 'automatic'], ['전동식', 'electric'], ['유압', 'hydraulic'], ['공압', 'pneumatic'],
  ['사출기', 'injection moulding machine'], ['사출', 'injection'], ['프레스', 'press'], ['크레인', 'crane'], ['리프트', 'lift'], ['운반기', 'carrier'],
  ['운반', 'carrying'], ['경보기', 'alarm'], ['경보', 'alarm'], ['감지기', 'detector'], ['감지', 'detecting'], ['광전', 'photoelectric'], ['화상', 'image'],
  ['영상', 'video'], ['전자', 'electronic'], ['조명', 'lighting'],
  // Foods, chemicals and their preparations.
  ['혼합', 'mixed'], ['혼합물', 'mixture'], ['조제품', 'preparation'], ['조제', 'preparation'], ['추출물', 'extract'], ['추출', 'extract'], ['엑기스', 'extract'],
  ['농축액', 'concentrate'], ['농축', 'concentrated'], ['시럽', 'syrup'], ['음료', 'beverage'], ['사료', 'feed'], ['첨가제', 'additive'], ['첨가물', 'additive'],
  ['코팅제', 'coating'], ['도료', 'paint'], ['접착제', 'adhesive'], ['세제', 'detergent'], ['윤활유', 'lubricant'], ['용액', 'solution'], ['화합물', 'compound'],
  ['원료', 'raw material'], ['캡슐', 'capsules'], ['식품', 'food'], ['곡물', 'cereals'], ['잔여물', 'residue'],
  // What goods are, whom and where they serve. "세트" is left out: a set of pens read "set" met the toy sets of 9503.
  ['완구', 'toy'], ['장난감', 'toy'], ['박제', 'stuffed'], ['모형', 'model'], ['휴대용', 'portable'], ['소형', 'small'], ['대형', 'large'],
  ['미니', 'mini'], ['이중', 'double'], ['방수', 'waterproof'], ['차량', 'vehicles'], ['철도', 'railway'], ['궤도', 'track'], ['선박', 'ships'], ['항공기', 'aircraft'],
  ['의료', 'medical'], ['환자', 'patient'], ['단열', 'heat insulating'], ['보강', 'reinforcing'], ['방직', 'textile'], ['섬유제', 'of textile materials'],
  ['스트레칭', 'stretching'], ['운동', 'exercise'],
];

let index: PhraseIndex<string> | null = null;

/** The English of the vocabulary words in the text outside the spans already read, in text order. */
export function koreanCustomsWords(view: TextView, covered: Span[]): Array<{ text: string; english: string; start: number; end: number }> {
  if (!index) {
    index = new PhraseIndex<string>('ko');
    for (const [korean, english] of WORDS) index.add(korean, english);
  }
  const overlaps = (hit: Span) => covered.some((span) => hit.start < span.end && span.start < hit.end);
  return longestFirst(index.find(view))
    .filter((hit) => !overlaps(hit))
    .sort((a, b) => a.start - b.start)
    .map((hit) => ({ text: view.text.slice(hit.start, hit.end), english: hit.value, start: hit.start, end: hit.end }));
}
