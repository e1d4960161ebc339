/**
 * The Perk Cards of the draw dialog (docs/rules/trauma.md §5.3 step 2.B): each card in hand is a
 * toggle; a face card (J, Q, K) also picks the card it raises. Perks are chosen before the draw,
 * when nobody knows which drawn card will be highest, so the default target is "the highest
 * card", which is also where a face card always helps most.
 */
import { type Card, formatCard, isFace } from "../../core/cards";
import { type Text, text } from "../i18n";
import { type CardFace, cardFace } from "../sheet/card-image";
import type { SelectOption } from "../sheet/options";

/** Where a face card goes: the highest card, or a fixed position in the hand. */
export type PerkTarget = "best" | number;

export interface PerkSelection {
  readonly selected: boolean;
  readonly target: PerkTarget;
}

export interface PerkToggle extends CardFace {
  readonly selected: boolean;
  readonly toggleLabel: Text;
  /** Only for a selected face card: the positions it may raise. */
  readonly positions: readonly SelectOption[] | null;
  readonly positionLabel: Text;
}

/** One perk of an attack request: the Card id and, for a face card aimed at a fixed position, that position. */
export interface PerkRequest {
  readonly cardId: string;
  readonly targetIndex?: number;
}

export const selectionOf = (selections: Readonly<Record<string, PerkSelection>>, id: string): PerkSelection =>
  selections[id] ?? { selected: false, target: "best" };

/** The cards the player chose, in hand order (valued perks are appended in this order, §5.3 step 4). */
export function selectedPerks(hand: readonly Card[], selections: Readonly<Record<string, PerkSelection>>): Card[] {
  return hand.filter((c) => selectionOf(selections, c.id).selected);
}

/** Positions in the hand a face card can raise: the drawn cards, then the appended valued perks. */
function positions(cardsDrawn: number, valued: readonly Card[], current: PerkTarget): SelectOption[] {
  const options: SelectOption[] = [{ value: "best", label: text("FRAY.Trauma.Dialog.Draw.Position.Best"), selected: current === "best" }];
  for (let i = 0; i < cardsDrawn; i++) {
    options.push({ value: String(i), label: text("FRAY.Trauma.Dialog.Draw.Position.Drawn", { n: i + 1 }), selected: current === i });
  }
  valued.forEach((card, j) => {
    const index = cardsDrawn + j;
    options.push({
      value: String(index),
      label: text("FRAY.Trauma.Dialog.Draw.Position.Valued", { card: formatCard(card, { symbols: true }) }),
      selected: current === index,
    });
  });
  return options;
}

export function perkToggles(hand: readonly Card[], selections: Readonly<Record<string, PerkSelection>>, cardsDrawn: number): PerkToggle[] {
  const valued = selectedPerks(hand, selections).filter((c) => !isFace(c));
  return hand.map((card) => {
    const sel = selectionOf(selections, card.id);
    const face = cardFace(card);
    return {
      ...face,
      selected: sel.selected,
      toggleLabel: text("FRAY.Trauma.Dialog.Draw.PlayPerk", { card: face.label }),
      positions: face.face && sel.selected ? positions(cardsDrawn, valued, sel.target) : null,
      positionLabel: text("FRAY.Trauma.Dialog.Draw.Position.Label", { card: face.label }),
    };
  });
}

/**
 * The perks to send with the attack. A fixed position that no longer exists (a valued perk was
 * deselected) falls back to "the highest card" rather than pointing past the hand.
 */
export function perkRequests(hand: readonly Card[], selections: Readonly<Record<string, PerkSelection>>, cardsDrawn: number): PerkRequest[] {
  const chosen = selectedPerks(hand, selections);
  const handSize = cardsDrawn + chosen.filter((c) => !isFace(c)).length;
  return chosen.map((card) => {
    const target = selectionOf(selections, card.id).target;
    return isFace(card) && typeof target === "number" && target < handSize ? { cardId: card.id, targetIndex: target } : { cardId: card.id };
  });
}

/** True when some face card is aimed at a fixed position: the odds then assume the best placement. */
export function fixedFacePositions(hand: readonly Card[], selections: Readonly<Record<string, PerkSelection>>): boolean {
  return selectedPerks(hand, selections).some((c) => isFace(c) && selectionOf(selections, c.id).target !== "best");
}
