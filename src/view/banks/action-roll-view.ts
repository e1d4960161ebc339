/**
 * The roll some catalogue actions make on their own card — a leader's roll for the Team Bank,
 * an Active Dodge/Parry — and the little dialog that sets it up: which roll, attribute, skill
 * and bonus dice. Each kind words its own outcome (team-roll-view.ts, active-dodge-view.ts).
 */
import { ATTRIBUTE_KEYS, type AttributeKey, type BanksActor } from "../../core/banks";
import type { Text } from "../i18n";
import type { PoolFaceView } from "./pool-roll-view";

export interface ActionRollView {
  readonly rolled: Text | null;
  readonly faces: readonly PoolFaceView[];
  readonly outcome: Text | null;
  readonly refused: Text | null;
  /** The viewer may roll now: they made the card, its action is paid, nothing rolled yet. */
  readonly canRoll: boolean;
  readonly rollLabel: Text;
}

export interface ActionRollDialogView {
  readonly kinds: readonly { readonly value: string; readonly label: Text }[];
  /** Whether the roll names a specialization (Tactics). */
  readonly specialization: boolean;
  readonly attributes: readonly { readonly value: string; readonly label: string; readonly selected: boolean }[];
  readonly skills: readonly { readonly value: string; readonly label: string; readonly selected: boolean }[];
}

/** Attribute and skill choices with the actor's ratings, `attribute` and the first skill matching `skill` chosen. */
export function traitChoices(actor: BanksActor, attribute: AttributeKey, skill: readonly RegExp[]): Pick<ActionRollDialogView, "attributes" | "skills"> {
  const skills = Object.keys(actor.skills).sort();
  const preferred = skill.map((re) => skills.find((s) => re.test(s))).find((s) => s !== undefined) ?? null;
  return {
    attributes: ATTRIBUTE_KEYS.map((key) => ({ value: key, label: `${key} (${actor.attributes[key]})`, selected: key === attribute })),
    skills: skills.map((key) => ({ value: key, label: `${key} (${actor.skills[key] ?? 0})`, selected: key === preferred })),
  };
}
