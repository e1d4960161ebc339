/**
 * Checks a whole `system.banks` actor state (docs/rules/banks.md §3.1, §7): shape errors are
 * `actor.invalid`, counters outside their range `bank.outOfRange`, size classes `size.invalid`.
 */
import { RulesInputError, requireInt } from "../errors";
import { requireBoolean, requireCounts, requireObject, requireString, requireStringOrNull } from "./checks";
import { DAMAGE_LETTERS, isDamageLetter } from "./damage-code";
import { TARGET_KINDS } from "./damage-chart";
import { requireSizeClass } from "./size-class";
import { ATTRIBUTE_KEYS, type BanksActor, COVERS, MAX_ATTRIBUTE, incapable } from "./state";

const INVALID = "actor.invalid";
const RANGE = "bank.outOfRange";

function requireBank(value: unknown, path: string, max?: number): number {
  return requireInt(value, path, RANGE, max === undefined ? { min: 0 } : { min: 0, max });
}

/** Returns the state typed, or throws with the path of the first bad field, e.g. "actor.stun". */
export function validateBanksActor(value: unknown, path = "actor"): BanksActor {
  const v = requireObject(value, path, INVALID);
  if (!(TARGET_KINDS as readonly unknown[]).includes(v["kind"])) {
    throw new RulesInputError(INVALID, `${path}.kind`, `${path}.kind must be life, machine or vehicle`);
  }
  requireBoolean(v["isPlayer"], `${path}.isPlayer`, INVALID);
  const attributes = requireObject(v["attributes"], `${path}.attributes`, INVALID);
  for (const key of ATTRIBUTE_KEYS) requireInt(attributes[key], `${path}.attributes.${key}`, INVALID, { min: 0, max: MAX_ATTRIBUTE });
  requireCounts(attributes["extra"], `${path}.attributes.extra`, INVALID, MAX_ATTRIBUTE);
  const WIL = attributes["WIL"] as number;
  const BOD = attributes["BOD"] as number;
  requireBank(v["chutzpah"], `${path}.chutzpah`);
  requireCounts(v["skills"], `${path}.skills`, INVALID);
  requireBank(v["ip"], `${path}.ip`);
  if ((v["ipReplenish"] === null) !== (v["ipMax"] === null)) {
    throw new RulesInputError(INVALID, `${path}.ipMax`, "A core or vehicle has both ipReplenish and ipMax; a character has neither");
  }
  if (v["ipMax"] !== null) {
    requireBank(v["ipReplenish"], `${path}.ipReplenish`);
    requireBank(v["ipMax"], `${path}.ipMax`);
  }
  requireSizeClass(v["sizeClass"], `${path}.sizeClass`);
  requireStringOrNull(v["teamId"], `${path}.teamId`, INVALID);
  // docs/rules/banks.md §3.1: Stun 0–2·WIL, Physical 0–2·BOD; the rest only ≥ 0.
  requireBank(v["stun"], `${path}.stun`, 2 * WIL);
  requireBank(v["physical"], `${path}.physical`, 2 * BOD);
  for (const key of ["bleedingOut", "maxBleedingOut", "sensory", "recoil"]) requireBank(v[key], `${path}.${key}`);
  for (const key of ["unconscious", "dead", "destroyed", "grounded", "braced", "prone"]) requireBoolean(v[key], `${path}.${key}`, INVALID);
  const armor = requireObject(v["armor"], `${path}.armor`, INVALID);
  for (const [key, rating] of Object.entries(armor)) {
    if (key !== "all" && !isDamageLetter(key)) {
      throw new RulesInputError(INVALID, `${path}.armor.${key}`, `Armor is rated per damage letter (${DAMAGE_LETTERS.join(" ")}) or "all"`);
    }
    requireInt(rating, `${path}.armor.${key}`, INVALID, { min: 0 });
  }
  if (!(COVERS as readonly unknown[]).includes(v["cover"])) throw new RulesInputError(INVALID, `${path}.cover`, `${path}.cover must be open, partial or full`);
  if (v["activeDodgeBank"] !== null) {
    const bank = requireObject(v["activeDodgeBank"], `${path}.activeDodgeBank`, INVALID);
    requireString(bank["spec"], `${path}.activeDodgeBank.spec`, INVALID);
    requireBank(bank["hits"], `${path}.activeDodgeBank.hits`);
  }
  if (v["martialMomentum"] !== null) {
    const momentum = requireObject(v["martialMomentum"], `${path}.martialMomentum`, INVALID);
    requireString(momentum["targetId"], `${path}.martialMomentum.targetId`, INVALID);
    requireBank(momentum["value"], `${path}.martialMomentum.value`, BOD);
  }
  if (v["grapple"] !== null) {
    const grapple = requireObject(v["grapple"], `${path}.grapple`, INVALID);
    if (grapple["role"] !== "grappler" && grapple["role"] !== "grappled") {
      throw new RulesInputError(INVALID, `${path}.grapple.role`, `${path}.grapple.role must be grappler or grappled`);
    }
    requireString(grapple["otherId"], `${path}.grapple.otherId`, INVALID);
    requireBank(grapple["bank"], `${path}.grapple.bank`);
  }
  const turn = requireObject(v["turn"], `${path}.turn`, INVALID);
  requireInt(turn["blitzCount"], `${path}.turn.blitzCount`, INVALID, { min: 0 });
  for (const key of ["acted", "passed", "attackedThisRound", "ran"]) requireBoolean(turn[key], `${path}.turn.${key}`, INVALID);
  return value as BanksActor;
}

/** §7 `actor.incapable`: a dead, destroyed or unconscious actor asked to act. */
export function requireCapable(actor: BanksActor, path: string, what: string): void {
  validateBanksActor(actor, path);
  if (!incapable(actor)) return;
  const field = actor.dead ? "dead" : actor.destroyed ? "destroyed" : "unconscious";
  throw new RulesInputError("actor.incapable", `${path}.${field}`, `A ${field} actor cannot ${what}`);
}
