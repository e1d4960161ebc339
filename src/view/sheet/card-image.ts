/**
 * Where a card's picture is: the shipped SVG faces (src/view/cards names them), so a sheet or a
 * dialog can show a Perk Card without reading the Foundry Card's own image.
 */
import { type Card, cardValue, formatCard, isFace } from "../../core/cards";
import { CARD_BACK_FILES, cardFileName } from "../cards";
import { type Text, text } from "../i18n";

/** The system's card folder as Foundry serves it (design.md: assets/cards). */
export const CARD_ASSET_BASE = "systems/fray/assets/cards";

export interface CardFace {
  readonly id: string;
  /** "K♥" */
  readonly label: string;
  readonly img: string;
  readonly face: boolean;
  /** What playing it does (docs/rules/trauma.md §5.3): +1 to one card, or an extra card of its value. */
  readonly effect: Text;
}

export function cardFace(card: Card, base = CARD_ASSET_BASE): CardFace {
  const face = isFace(card);
  return {
    id: card.id,
    label: formatCard(card, { symbols: true }),
    img: `${base}/${cardFileName(card.rank, card.suit)}`,
    face,
    effect: face ? text("FRAY.Common.Sheet.Perk.FaceEffect") : valuedEffect(cardValue(card) ?? 0),
  };
}

/** "an 8", "an 11", "an 18", "an 80…": English takes "an" before a number spoken with a vowel. */
export function takesAn(value: number): boolean {
  const digits = String(Math.abs(Math.trunc(value)));
  return digits.startsWith("8") || ((digits.length === 2 || digits.length === 5) && (digits.startsWith("11") || digits.startsWith("18")));
}

function valuedEffect(value: number): Text {
  return text(takesAn(value) ? "FRAY.Common.Sheet.Perk.ValuedEffectAn" : "FRAY.Common.Sheet.Perk.ValuedEffect", { value });
}

export const PERK_BACK_IMG = `${CARD_ASSET_BASE}/${CARD_BACK_FILES.perk}`;
