/**
 * Reading a track card's recorded data without trusting it (design.md "Trust model"): a message's
 * flags can be edited by its author, so the GM reads them through these checks and recomputes
 * everything the rules decide (hits, soak hits, the wound).
 */
import { validateDice } from "../../../core/dice";
import { ARMOR_CATEGORIES, DAMAGE_TYPES } from "../../../core/track";
import { MAX_WEAPON_DAMAGE } from "../../../core/track/items";
import { MAX_EXTRA_DICE, MAX_SOAK_POOL, MAX_THRESHOLD } from "../../../core/track/soak";
import type { TrackAttackCard, TrackSoakMessage } from "../../../view/track/card-messages";

type Source = Record<string, unknown>;
const isRecord = (value: unknown): value is Source => typeof value === "object" && value !== null && !Array.isArray(value);
const whole = (value: unknown, max: number): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= max;
const str = (value: unknown): value is string => typeof value === "string";

function dice(value: unknown, max: number): number[] | null {
  if (!Array.isArray(value) || value.length > max) return null;
  try {
    return [...validateDice(value)];
  } catch {
    return null;
  }
}

/** The attack card with its hits and damage recounted from its dice; null for anything malformed. */
export function readAttackCard(value: unknown): TrackAttackCard | null {
  if (!isRecord(value)) return null;
  const v = value;
  const faces = dice(v["dice"], 200);
  if (faces === null || !str(v["targetUuid"]) || !str(v["target"]) || !str(v["attacker"]) || !str(v["weapon"])) return null;
  if (!(v["attackerUuid"] === null || str(v["attackerUuid"])) || !(v["weaponUuid"] === undefined || str(v["weaponUuid"]))) return null;
  if (!whole(v["threshold"], MAX_THRESHOLD) || !whole(v["damage"], MAX_WEAPON_DAMAGE + 200) || !whole(v["extraDice"], MAX_EXTRA_DICE)) return null;
  if (!whole(v["pool"], 200) || !whole(v["penalty"], 10) || faces.length !== v["pool"]) return null;
  if (!(DAMAGE_TYPES as readonly unknown[]).includes(v["damageType"]) || !(ARMOR_CATEGORIES as readonly unknown[]).includes(v["category"])) return null;
  const hits = faces.filter((d) => d >= 5).length;
  const success = hits >= v["threshold"];
  const netHits = success ? hits - v["threshold"] : 0;
  // The weapon's damage is what the card says less its net hits; the hits are recounted here.
  const weaponDamage = typeof v["netHits"] === "number" ? v["damage"] - v["netHits"] : v["damage"];
  if (weaponDamage < 0 || weaponDamage > MAX_WEAPON_DAMAGE) return null;
  return {
    ...(v as unknown as TrackAttackCard),
    dice: faces,
    hits,
    success,
    netHits,
    damage: success ? weaponDamage + netHits : 0,
  };
}

export function readSoakMessage(value: unknown): TrackSoakMessage | null {
  if (!isRecord(value) || !str(value["attackMessageId"]) || !whole(value["boughtHits"], MAX_SOAK_POOL) || !whole(value["poolSize"], MAX_SOAK_POOL)) return null;
  const faces = dice(value["dice"], MAX_SOAK_POOL);
  if (faces === null) return null;
  return { attackMessageId: value["attackMessageId"], boughtHits: value["boughtHits"], poolSize: value["poolSize"], dice: faces, soakHits: value["boughtHits"] + faces.filter((d) => d >= 5).length };
}
