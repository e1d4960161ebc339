/**
 * What a wounds attack card records (docs/rules/wounds.md §7) and a Soak roll answering it: the
 * attacker, the weapon, the trait roll's faces, the damage dice's faces and the targets. The
 * message's author could edit any of it, so it is read only through these validators, and the
 * core recomputes every total from the faces (no total is trusted).
 */
import { RulesInputError } from "../../../core/errors";
import { chainTotal, traitRoll } from "../../../core/dice";
import { validateTrait, validateWoundsWeapon } from "../../../core/wounds";
import { woundsMessageFlag } from "../flags";
import type { WoundsAttackCard } from "../../../view/wounds/attack-card-view";

export { attackResult, damageTotal } from "../../../view/wounds/attack-card-view";
export type { ActorRef, WoundsAttackCard } from "../../../view/wounds/attack-card-view";

export interface WoundsSoakCard {
  readonly attackMessageId: string;
  readonly targetIndex: number;
  readonly rolls: readonly { chain: number[]; wildChain?: number[] }[];
}

const bad = (path: string, why: string): RulesInputError => new RulesInputError("card.invalid", path, why);

function record(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw bad(path, `${path} must be an object`);
  return value as Record<string, unknown>;
}

function whole(value: unknown, path: string, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) throw bad(path, `${path} must be a whole number from ${min} to ${max}`);
  return value;
}

function faces(value: unknown, path: string): number[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > 60) throw bad(path, `${path} must list the faces rolled`);
  return value.map((v, i) => whole(v, `${path}[${i}]`, 1, 100));
}

function ref(value: unknown, path: string): { actorUuid: string; name: string } {
  const r = record(value, path);
  if (typeof r["actorUuid"] !== "string" || typeof r["name"] !== "string") throw bad(path, `${path} must name an actor`);
  return { actorUuid: r["actorUuid"], name: r["name"] };
}

export function validateAttackCard(value: unknown, path = "attack"): WoundsAttackCard {
  const v = record(value, path);
  const weapon = record(v["weapon"], `${path}.weapon`);
  if (typeof weapon["name"] !== "string") throw bad(`${path}.weapon.name`, "the weapon has a name");
  const a = record(v["attack"], `${path}.attack`);
  const attack = {
    die: validateTrait(a["die"], `${path}.attack.die`),
    chain: faces(a["chain"], `${path}.attack.chain`),
    wildChain: a["wildChain"] === null ? null : faces(a["wildChain"], `${path}.attack.wildChain`),
    modifier: whole(a["modifier"], `${path}.attack.modifier`, -100, 100),
    tn: whole(a["tn"], `${path}.attack.tn`, -100, 100),
  };
  // The core checks the faces against the dice (an ace is the die's maximum, the chain ends below it).
  traitRoll({ die: attack.die, chain: attack.chain, ...(attack.wildChain === null ? {} : { wildChain: attack.wildChain }), modifier: attack.modifier, tn: attack.tn, isWildCard: attack.wildChain !== null }, `${path}.attack`);
  let damage: WoundsAttackCard["damage"] = null;
  if (v["damage"] !== null) {
    const d = record(v["damage"], `${path}.damage`);
    if (!Array.isArray(d["dice"]) || d["dice"].length > 12) throw bad(`${path}.damage.dice`, "the damage dice are a list");
    const dice = d["dice"].map((x: unknown, i) => {
      const die = record(x, `${path}.damage.dice[${i}]`);
      const sides = whole(die["sides"], `${path}.damage.dice[${i}].sides`, 2, 100);
      const chain = faces(die["chain"], `${path}.damage.dice[${i}].chain`);
      chainTotal(sides, chain, `${path}.damage.dice[${i}].chain`);
      return { sides, chain };
    });
    if (typeof d["raise"] !== "boolean") throw bad(`${path}.damage.raise`, "raise is true or false");
    damage = { dice, flat: whole(d["flat"], `${path}.damage.flat`, -200, 200), raise: d["raise"] };
  }
  if (!Array.isArray(v["targets"]) || v["targets"].length > 20) throw bad(`${path}.targets`, "the targets are a list");
  return {
    attacker: ref(v["attacker"], `${path}.attacker`),
    weapon: { name: weapon["name"], profile: validateWoundsWeapon(weapon["profile"], `${path}.weapon.profile`) },
    attack,
    damage,
    targets: v["targets"].map((t: unknown, i) => ref(t, `${path}.targets[${i}]`)),
  };
}

export function validateSoakCard(value: unknown, path = "soak"): WoundsSoakCard {
  const v = record(value, path);
  if (typeof v["attackMessageId"] !== "string") throw bad(`${path}.attackMessageId`, "a Soak answers an attack");
  if (!Array.isArray(v["rolls"]) || v["rolls"].length === 0 || v["rolls"].length > 20) throw bad(`${path}.rolls`, "a Soak lists its rolls");
  const rolls = v["rolls"].map((r: unknown, i) => {
    const o = record(r, `${path}.rolls[${i}]`);
    const chain = faces(o["chain"], `${path}.rolls[${i}].chain`);
    return o["wildChain"] === undefined ? { chain } : { chain, wildChain: faces(o["wildChain"], `${path}.rolls[${i}].wildChain`) };
  });
  return { attackMessageId: v["attackMessageId"], targetIndex: whole(v["targetIndex"], `${path}.targetIndex`, 0, 19), rolls };
}

function read<T>(message: ChatMessage.Implementation, key: "attack" | "soak", validate: (value: unknown, path: string) => T): T | null {
  const raw = woundsMessageFlag(message, key);
  if (raw === undefined || raw === null) return null;
  try {
    return validate(raw, `ChatMessage.${message.id ?? ""}.flags.fray.wounds.${key}`);
  } catch (error) {
    console.warn(`Fray | ignoring a malformed wounds ${key} message`, message.id, error);
    return null;
  }
}

export const attackCardOf = (message: ChatMessage.Implementation): WoundsAttackCard | null => read(message, "attack", validateAttackCard);
export const soakCardOf = (message: ChatMessage.Implementation): WoundsSoakCard | null => read(message, "soak", validateSoakCard);
