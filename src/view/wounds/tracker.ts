/**
 * The wounds combat tracker's additions (docs/rules/wounds.md §7), as a pure view-model: on each
 * combatant's row its Action Card (rank and suit, or a Joker with its +2), whether it is on Hold,
 * and the controls this viewer may use — Hold on its own turn, Act Now while on Hold, a Benny's
 * redraw before its turn comes. Hidden combatants show nothing to those who may not see them.
 */
import { type PlayingCard, SUIT_SYMBOLS, isJoker } from "../../core/cards";
import { JOKER_BONUS, type WoundsEncounter } from "../../core/wounds";
import { type Text, text } from "../i18n";

const T = "FRAY.Wounds.Combat";

export interface TrackerCombatantInput {
  readonly id: string;
  readonly name: string;
  /** The viewer is a GM or owns the combatant's actor. */
  readonly controls: boolean;
  /** The viewer may see the combatant (Foundry's hidden rule). */
  readonly visible: boolean;
  /** Its turn this round has come, or is now (its place is fixed). */
  readonly turnCame: boolean;
  readonly isCurrent: boolean;
  readonly bennies: number;
}

export interface TrackerCardView {
  /** "Q♠", "10♥" or "Joker". */
  readonly face: string;
  readonly tone: "red" | "black" | "joker";
  readonly label: Text;
}

export interface TrackerRowView {
  readonly id: string;
  readonly card: TrackerCardView | null;
  readonly onHold: boolean;
  readonly holdLabel: Text | null;
  readonly can: { readonly hold: boolean; readonly actNow: boolean; readonly redraw: boolean };
  readonly labels: { readonly hold: Text; readonly actNow: Text; readonly redraw: Text };
}

export function cardView(card: PlayingCard): TrackerCardView {
  if (isJoker(card)) return { face: "Joker", tone: "joker", label: text(`${T}.Card.Joker`, { color: text(`${T}.Card.${card.color}`), bonus: JOKER_BONUS }) };
  const face = `${card.rank}${SUIT_SYMBOLS[card.suit]}`;
  return { face, tone: card.suit === "H" || card.suit === "D" ? "red" : "black", label: text(`${T}.Card.Suited`, { card: face }) };
}

export function trackerRows(encounter: WoundsEncounter, combatants: readonly TrackerCombatantInput[]): TrackerRowView[] {
  return combatants
    .filter((c) => c.visible)
    .map((c) => {
      const dealt = encounter.dealt.find((d) => d.combatantId === c.id)?.card ?? null;
      const onHold = encounter.onHold.includes(c.id);
      return {
        id: c.id,
        card: dealt ? cardView(dealt) : null,
        onHold,
        holdLabel: onHold ? text(`${T}.OnHold`, { name: c.name }) : null,
        can: {
          hold: c.controls && c.isCurrent,
          actNow: c.controls && onHold,
          redraw: c.controls && dealt !== null && !c.turnCame && c.bennies > 0,
        },
        labels: { hold: text(`${T}.Hold`, { name: c.name }), actNow: text(`${T}.ActNow`, { name: c.name }), redraw: text(`${T}.Redraw`, { name: c.name }) },
      };
    });
}
