/** Shop titles name the device an accessory fits; its model number is no part of what the goods are. */
import { WORD_END as E, WORD_START as B } from './abbreviations';


/**
 * "iPhone 15 Pro Max Case", "Galaxy S24 Ultra Screen Protector", "AirPods Pro 2nd Gen Case": shop titles put a
 * device's model between its name and the accessory sold for it. The model says which device it fits, not what the
 * goods are, so it is dropped and the device's name and the accessory read as one name ("iPhone Case").
 */
const DEVICE_MODEL_BEFORE_ACCESSORY = new RegExp(
  `(?<=${B}(?:iphone|ipad|galaxy|pixel|airpods|macbook|kindle|nintendo switch|fitbit|apple watch|laptop|tablet|아이폰|갤럭시|에어팟|아이패드|アイフォン)\\s+)` +
    `(?:(?:[a-z]?\\d+(?:\\.\\d+)?[a-z]?(?:mm|"|”|''|-inch| ?inch| ?in)?|pro|max|plus|ultra|mini|air|se|lite|oled|fe|series|gen|generation|프로|맥스|플러스|울트라|미니|プロ|マックス|プラス|ウルトラ|ミニ|\\d+(?:st|nd|rd|th))[\\s/,&-]+){1,6}` +
    `(?=(?:case|cases|cover|covers|sleeve|sleeves|skin|skins|screen protector|screen protectors|band|bands|strap|straps|charger|stand|holder|mount|ケース|カバー|케이스|커버)${E})`,
  'giu',
);

/** The text without the device models that sit between a device's name and the accessory sold for it. */
export function withoutDeviceModels(text: string): string {
  return text.replace(DEVICE_MODEL_BEFORE_ACCESSORY, '').replace(/\s+/g, ' ').trim();
}
