/** SVG playing-card art for the card decks: faces, backs and their file names. Pure strings, no DOM. */
export { cardFaceSvg } from "./face";
export { cardBackSvg, CARD_BACK_KINDS } from "./back";
export type { CardBackKind } from "./back";
export { cardFileName, faceFileName, faceSvg, CARD_BACK_FILES, CARD_FACES, JOKER_FACES } from "./files";
export { jokerFaceSvg } from "./joker";
export { CARD_WIDTH, CARD_HEIGHT, DEFAULT_PIXEL_WIDTH } from "./svg";
export type { CardSvgOptions } from "./svg";
export { PIP_CLASS } from "./pips";
export { RED, DARK, isRedSuit } from "./suits";
