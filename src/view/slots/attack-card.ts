/**
 * The slots attack card (docs/rules/slots.md §5.5, §5.7, §5.8) as stored in its chat message
 * (`flags.fray.slots.attack`): who attacked with what, the attacker's state before paying, when
 * it was paid (own phase, Reserved, Final Phase), the Full Round, every natural rolled and the
 * targets. The message is its author's to edit, so a card is read back only through
 * `validateSlotsAttackCard`, and the GM applies the copy it froze at the first Apply.
 */
import { RulesInputError } from "../../core/errors";
import { type SlotsActor, type SlotsItem, SPEND_TIMES, type SpendTime, validateSlotsActor, validateSlotsItem } from "../../core/slots";
import { type AttackResult, type AttackRolls, attackOf } from "../../core/slots/attack";
import type { SlotsActorPatch } from "../../core/slots";
import { FROSTBITE_LIMBS, LIMB_SIDES } from "./limbs";
import { validateFinisherMaim } from "./finisher-card";

export interface SlotsAttackTarget {
  readonly actorUuid: string;
  readonly name: string;
  /**
   * What the target was when the card was posted (a construct takes Erosion's multiplier, §5.8);
   * the GM goes by the target's own state, so a card cannot make a creature a construct.
   */
  readonly construct: boolean;
}

export interface SlotsAttackCard {
  readonly version: 1;
  readonly attackerUuid: string;
  readonly attackerName: string;
  readonly itemName: string;
  readonly item: SlotsItem;
  readonly attacker: SlotsActor;
  readonly time: SpendTime;
  readonly round: number;
  readonly rolls: AttackRolls;
  readonly targets: readonly SlotsAttackTarget[];
}

const bad = (path: string, message: string): never => {
  throw new RulesInputError("card.invalid", path, message);
};
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown, path: string): string => (typeof v === "string" && v.length > 0 && v.length <= 200 ? v : bad(path, `${path} must be a short text`));
const natural = (v: unknown, sides: number, path: string): number => (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= sides ? (v as number) : bad(path, `${path} must be a natural of a (v:${sides})`));

export function validateSlotsAttackCard(value: unknown, path = "card"): SlotsAttackCard {
  if (!isRecord(value) || value["version"] !== 1) return bad(path, `${path} is not a slots attack card`);
  const item = validateSlotsItem(value["item"], `${path}.item`);
  validateSlotsActor(value["attacker"], `${path}.attacker`);
  if (!(SPEND_TIMES as readonly unknown[]).includes(value["time"])) bad(`${path}.time`, `${path}.time must be one of ${SPEND_TIMES.join(", ")}`);
  const round = value["round"];
  if (!Number.isInteger(round) || (round as number) < 0 || (round as number) > 1_000_000) bad(`${path}.round`, `${path}.round must be a Full Round`);
  const rolls = value["rolls"];
  if (!isRecord(rolls)) return bad(`${path}.rolls`, `${path}.rolls must be an object`);
  natural(rolls["accuracy"], 20, `${path}.rolls.accuracy`);
  if (item.damage.die > 0) natural(rolls["damage"], item.damage.die, `${path}.rolls.damage`);
  if (rolls["stress"] !== undefined) natural(rolls["stress"], Math.max(1, item.stress?.n ?? 1), `${path}.rolls.stress`);
  if (rolls["burnout"] !== undefined) natural(rolls["burnout"], 100, `${path}.rolls.burnout`);
  if (rolls["stun"] !== undefined) natural(rolls["stun"], Math.max(1, item.onHit.stunV), `${path}.rolls.stun`);
  const frostbite = rolls["frostbite"];
  if (frostbite !== undefined) {
    // Only an effect that inflicts Frostbite names a limb, and only one of the limbs the dialog offers.
    if (item.onHit.frostbite !== true || !isRecord(frostbite)) bad(`${path}.rolls.frostbite`, `${path}.rolls.frostbite is not allowed here`);
    const f = frostbite as Record<string, unknown>;
    if (!(FROSTBITE_LIMBS as readonly unknown[]).includes(f["part"])) bad(`${path}.rolls.frostbite.part`, "Frostbite must name a limb");
    if (f["side"] !== null && !(LIMB_SIDES as readonly unknown[]).includes(f["side"])) bad(`${path}.rolls.frostbite.side`, "a side is left, right or none");
  }
  // Only an Impact rolls for a maim (§5.7 step 6), and its maim is one a person may choose (§5.12).
  if (rolls["maim"] !== undefined || rolls["impactMaim"] !== undefined) {
    if (item.aoe !== "impact") bad(`${path}.rolls.maim`, `${path}.rolls.maim is not allowed here`);
    natural(rolls["maim"], 100, `${path}.rolls.maim`);
    validateFinisherMaim(rolls["impactMaim"], `${path}.rolls.impactMaim`);
  }
  const targets = value["targets"];
  if (!Array.isArray(targets) || targets.length > 16) return bad(`${path}.targets`, `${path}.targets must list at most 16 targets`);
  targets.forEach((t: unknown, i) => {
    if (!isRecord(t)) return bad(`${path}.targets[${i}]`, "a target must be an object");
    text(t["actorUuid"], `${path}.targets[${i}].actorUuid`);
    text(t["name"], `${path}.targets[${i}].name`);
    if (typeof t["construct"] !== "boolean") bad(`${path}.targets[${i}].construct`, "construct must be true or false");
  });
  text(value["attackerUuid"], `${path}.attackerUuid`);
  text(value["attackerName"], `${path}.attackerName`);
  text(value["itemName"], `${path}.itemName`);
  return value as unknown as SlotsAttackCard;
}

/** The card against one target as the target stands now: the core's whole attack, its target patch. */
export function attackAgainst(card: SlotsAttackCard, target: SlotsActor, targetIndex: number): { result: AttackResult; patch: SlotsActorPatch } {
  const ref = card.targets[targetIndex];
  if (ref === undefined) throw new RulesInputError("card.noTarget", `card.targets[${targetIndex}]`, "FRAY.Common.Chat.Error.NoTarget");
  const played = attackOf({ attacker: card.attacker, target, item: card.item, rolls: card.rolls, time: card.time, round: card.round, targetIsConstruct: ref.construct, accuracyBonus: 0 });
  return { result: played.result, patch: played.target };
}
