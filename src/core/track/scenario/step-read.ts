/**
 * Reading a track scenario step (rules/track.md §7.1): its shape, its references and its
 * numbers are checked before anything is played, so a typo is reported with its path.
 */
import { RulesInputError } from "../../errors";
import { SCENARIO_BOUNDS, boundedInt, checkFields, table as generic } from "../../encounter";
import { type ArmorCategory, BOXES, type DamageType, MAX_DOT_DELAY } from "../state";
import { requireDamageType } from "../checks";
import { MAX_TICK_SECONDS, MAX_TEST_HITS } from "../dying";
import { MAX_ATTACK_DICE, MAX_EXTRA_DICE, MAX_THRESHOLD } from "../soak";
import { MAX_WEAPON_DAMAGE, requireCategory } from "../items";
import { requireFaces } from "../whole";
import type { TrackTable } from "./table";

type Raw = Readonly<Record<string, unknown>>;

export type SoakChoice = { soakDice?: number[]; boughtHits: number; extraSoakDice: number };

export type TrackStep =
  | ({ type: "attack"; path: string; actor: string; target: string; item: string; pool: number; threshold: number; attackDice?: number[] } & SoakChoice)
  | ({ type: "damage"; path: string; target: string; damage: number; damageType: DamageType; category: ArmorCategory } & SoakChoice)
  | { type: "startRound"; path: string; dice: Record<string, number[]> }
  | { type: "endRound" | "passTime"; path: string; seconds: number }
  | { type: "healingTest" | "finalHealingTest" | "firstAid"; path: string; actor: string; hits: number }
  | { type: "heal"; path: string; actor: string; damageType: DamageType; success: boolean }
  | { type: "edge"; path: string; actor: string }
  | { type: "click"; path: string; actor: string; box: number }
  | { type: "addDot"; path: string; actor: string; damageType: DamageType; delay: number; resistanceHits: number };

const FIELDS: Readonly<Record<TrackStep["type"], readonly string[]>> = {
  attack: ["actor", "target", "item", "pool", "threshold", "attackDice", "soakDice", "boughtHits", "extraSoakDice"],
  damage: ["target", "damage", "damageType", "category", "soakDice", "boughtHits", "extraSoakDice"],
  startRound: ["dice"],
  endRound: [],
  passTime: ["seconds"],
  healingTest: ["actor", "hits"],
  finalHealingTest: ["actor", "hits"],
  firstAid: ["actor", "hits"],
  heal: ["actor", "damageType", "success"],
  edge: ["actor"],
  click: ["actor", "box"],
  addDot: ["actor", "damageType", "delay", "resistanceHits"],
};

const isType = (t: unknown): t is TrackStep["type"] => typeof t === "string" && Object.hasOwn(FIELDS, t);

function dice(value: unknown, path: string): number[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value) && value.length > SCENARIO_BOUNDS.poolDice) throw new RulesInputError("scenario.invalid", path, `${path} holds too many dice`);
  return [...requireFaces(value, path)];
}

function soakChoice(raw: Raw, path: string): SoakChoice {
  const soakDice = dice(raw["soakDice"], `${path}.soakDice`);
  return {
    ...(soakDice === undefined ? {} : { soakDice }),
    boughtHits: raw["boughtHits"] === undefined ? 0 : boundedInt(raw["boughtHits"], `${path}.boughtHits`, SCENARIO_BOUNDS.count),
    extraSoakDice: raw["extraSoakDice"] === undefined ? 0 : boundedInt(raw["extraSoakDice"], `${path}.extraSoakDice`, MAX_EXTRA_DICE),
  };
}

export function readTrackStep(table: TrackTable, raw: Raw, path: string): TrackStep {
  const type = raw["type"];
  if (!isType(type)) throw new RulesInputError("scenario.invalid", `${path}.type`, `${path}.type must be one of ${Object.keys(FIELDS).join(", ")}`);
  checkFields(raw, ["type", ...FIELDS[type]], path);
  const actor = (key: string): string => generic.actorRef(table, raw[key], `${path}.${key}`).id;
  switch (type) {
    case "attack": {
      const attacker = generic.actorRef(table, raw["actor"], `${path}.actor`);
      const attackDice = dice(raw["attackDice"], `${path}.attackDice`);
      return {
        type,
        path,
        actor: attacker.id,
        target: actor("target"),
        item: generic.weaponRef(table, attacker, raw["item"], `${path}.item`).id,
        pool: boundedInt(raw["pool"], `${path}.pool`, MAX_ATTACK_DICE),
        threshold: boundedInt(raw["threshold"] ?? 0, `${path}.threshold`, MAX_THRESHOLD),
        ...(attackDice === undefined ? {} : { attackDice }),
        ...soakChoice(raw, path),
      };
    }
    case "damage":
      return {
        type,
        path,
        target: actor("target"),
        damage: boundedInt(raw["damage"], `${path}.damage`, MAX_WEAPON_DAMAGE + MAX_ATTACK_DICE),
        damageType: requireDamageType(raw["damageType"] ?? "lethal", `${path}.damageType`),
        category: requireCategory(raw["category"] ?? "ballistics", `${path}.category`),
        ...soakChoice(raw, path),
      };
    case "startRound": {
      const given = raw["dice"] ?? {};
      if (typeof given !== "object" || given === null || Array.isArray(given)) throw new RulesInputError("scenario.invalid", `${path}.dice`, `${path}.dice must map actor names to dice`);
      const out: Record<string, number[]> = {};
      for (const [ref, d] of Object.entries(given)) out[generic.actorRef(table, ref, `${path}.dice`).id] = dice(d, `${path}.dice.${ref}`) ?? [];
      return { type, path, dice: out };
    }
    case "endRound":
      return { type, path, seconds: 12 };
    case "passTime":
      return { type, path, seconds: boundedInt(raw["seconds"], `${path}.seconds`, MAX_TICK_SECONDS) };
    case "healingTest":
    case "finalHealingTest":
    case "firstAid":
      return { type, path, actor: actor("actor"), hits: boundedInt(raw["hits"], `${path}.hits`, MAX_TEST_HITS) };
    case "heal": {
      if (typeof raw["success"] !== "boolean") throw new RulesInputError("scenario.invalid", `${path}.success`, `${path}.success must be true or false`);
      return { type, path, actor: actor("actor"), damageType: requireDamageType(raw["damageType"], `${path}.damageType`), success: raw["success"] };
    }
    case "edge":
      return { type, path, actor: actor("actor") };
    case "click":
      return { type, path, actor: actor("actor"), box: boundedInt(raw["box"], `${path}.box`, BOXES, 1) };
    case "addDot":
      return {
        type,
        path,
        actor: actor("actor"),
        damageType: requireDamageType(raw["damageType"], `${path}.damageType`),
        delay: boundedInt(raw["delay"], `${path}.delay`, MAX_DOT_DELAY),
        resistanceHits: boundedInt(raw["resistanceHits"] ?? 0, `${path}.resistanceHits`, MAX_DOT_DELAY),
      };
  }
}
