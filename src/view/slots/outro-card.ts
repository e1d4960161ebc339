/**
 * The encounter outro (docs/rules/slots.md §5.14) as the GM posts it when a combat ends
 * (`flags.fray.slots.outro`): who was in the fight, and for each what is still running on them
 * (HP, Bleed and Hemorrhage counters, the healing over time still to come). Two buttons: All
 * Resolve ends every combat effect at once; Slow Burn keeps Full Rounds and Upkeeps going in a
 * new combat of the same tokens. One choice stands at a time; its Undo frees both again.
 */
import { RulesInputError } from "../../core/errors";
import type { SlotsActor } from "../../core/slots";
import { healingAheadOf } from "../../core/slots/outro";
import { maxHpOf } from "../../core/slots/state";
import { type Text, text } from "../i18n";

export const OUTRO_CHOICES = ["allResolve", "slowBurn"] as const;
export type OutroChoice = (typeof OUTRO_CHOICES)[number];

export interface OutroActorRef {
  readonly uuid: string;
  readonly name: string;
  /** The token that stood in the fight (for Slow Burn's new combat), or null. */
  readonly tokenId: string | null;
}

export interface SlotsOutroCard {
  readonly version: 1;
  readonly combatId: string;
  readonly sceneId: string | null;
  readonly round: number;
  readonly actors: readonly OutroActorRef[];
}

const bad = (path: string, message: string): never => {
  throw new RulesInputError("card.invalid", path, message);
};
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const id = (v: unknown, path: string): string => (typeof v === "string" && /^[A-Za-z0-9.]{1,200}$/.test(v) ? v : bad(path, `${path} must be a document id`));

export function validateOutroCard(value: unknown, path = "outro"): SlotsOutroCard {
  if (!isRecord(value) || value["version"] !== 1) return bad(path, `${path} is not an outro card`);
  id(value["combatId"], `${path}.combatId`);
  if (value["sceneId"] !== null) id(value["sceneId"], `${path}.sceneId`);
  const round = value["round"];
  if (!Number.isInteger(round) || (round as number) < 0 || (round as number) > 1_000_000) bad(`${path}.round`, `${path}.round must be a Full Round`);
  const actors = value["actors"];
  if (!Array.isArray(actors) || actors.length > 500) return bad(`${path}.actors`, `${path}.actors must list the fighters`);
  actors.forEach((a: unknown, i) => {
    if (!isRecord(a)) return bad(`${path}.actors[${i}]`, "a fighter must be an object");
    id(a["uuid"], `${path}.actors[${i}].uuid`);
    if (typeof a["name"] !== "string" || a["name"].length > 200) bad(`${path}.actors[${i}].name`, "a name must be a short text");
    if (a["tokenId"] !== null) id(a["tokenId"], `${path}.actors[${i}].tokenId`);
  });
  return value as unknown as SlotsOutroCard;
}

export interface OutroActorView {
  readonly name: string;
  readonly line: Text;
}

export interface OutroCardView {
  readonly title: Text;
  readonly actors: readonly OutroActorView[];
  readonly chosen: OutroChoice | null;
  readonly chosenText: Text | null;
}

/** `states[i]`: the fighter as it stands now, or null when it is gone; `round`: the Full Round the fight ended in. */
export function outroCardView(card: SlotsOutroCard, states: readonly (SlotsActor | null)[], chosen: { readonly choice: OutroChoice; readonly undone: boolean } | undefined): OutroCardView {
  const K = "FRAY.Slots.Outro";
  const actors = card.actors.map((a, i): OutroActorView => {
    const s = states[i] ?? null;
    if (s === null) return { name: a.name, line: text(`${K}.Gone`) };
    if (s.dead) return { name: a.name, line: text(`${K}.Dead`) };
    return { name: a.name, line: text(`${K}.Line`, { hp: s.hp, max: maxHpOf(s), bleed: s.bleed, hemorrhage: s.hemorrhage, healing: healingAheadOf(s, card.round + 1) }) };
  });
  const standing = chosen !== undefined && !chosen.undone ? chosen.choice : null;
  return { title: text(`${K}.Title`, { round: card.round }), actors, chosen: standing, chosenText: standing === null ? null : text(`${K}.Chosen.${standing}`) };
}
