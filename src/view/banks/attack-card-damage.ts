/**
 * One target's damage on a banks attack card, worded exactly as `fray run` words it
 * (attack-log.ts `damageLines`): the core's AttackResult turned into the log's record shape by
 * the same helpers the encounter engine uses, so the card and the log cannot drift apart.
 */
import { type ApplyDamageResult, type AttackResult, type BanksActor, damageBanksOf, formatDamageCode, parseDamageCode, physicalCap, stunCap } from "../../core/banks";
import { attackOverflow, componentRecords, damageStateOf as banksStateOf } from "../../core/banks";
import { type Text, text } from "../i18n";
import { type DamageRecord, damageLines } from "./attack-log";

const L = "FRAY.Banks.Log";

/** The applications of damage the result chose: one, or one per net hit (§6.8 step 4). */
function applications(result: AttackResult): readonly ApplyDamageResult[] {
  if (result.applied === "standard") return result.standard ? [result.standard] : [];
  if (result.applied === "multiHit") return result.multiHit ?? [];
  if (result.applied === "splash") return result.splash ? [result.splash] : [];
  return [];
}

/** The log's record of the damage `result` deals to `target` (its state before the attack). */
export function cardDamageRecord(name: string, weaponCode: string, result: AttackResult, target: BanksActor): DamageRecord | null {
  const last = applications(result).at(-1);
  if (last === undefined) return null;
  const code = formatDamageCode(parseDamageCode(weaponCode));
  const components = componentRecords(result, target);
  const caps = { stunCap: stunCap(target), physicalCap: physicalCap(target) };
  return {
    target: name,
    hits: result.test.hits,
    net: result.test.net,
    threshold: { threshold: result.test.threshold },
    code,
    damageCode: result.applied === "multiHit" ? code : formatDamageCode(result.components),
    applied: result.applied,
    multiHit: result.multiHit === null ? null : { times: result.multiHit.length, code },
    components,
    overflow: attackOverflow(components, target, { ...target, ...last.after }),
    before: banksStateOf(damageBanksOf(target), caps),
    after: banksStateOf(last.after, caps),
    knockedOut: last.after.unconscious && !target.unconscious,
    died: last.after.dead && !target.dead,
    destroyed: last.after.destroyed && !target.destroyed,
  };
}

/**
 * The damage lines of one target. Without its state (the caller could not read it) the card
 * still says what was dealt and what became of the target, but not the banks' caps or which
 * armor Piercing opened.
 */
export function cardDamageLines(name: string, weaponCode: string, result: AttackResult, target: BanksActor | null): Text[] {
  const all = applications(result);
  const first = all[0];
  const last = all.at(-1);
  if (first === undefined || last === undefined) return [];
  const lines: Text[] = [];
  const record = target === null ? null : cardDamageRecord(name, weaponCode, result, target);
  if (record !== null) lines.push(...damageLines(record));
  else {
    const dealt = result.applied === "multiHit" ? formatDamageCode(parseDamageCode(weaponCode)) : formatDamageCode(result.components);
    lines.push(text(`${L}.Code`, { dealt }));
    if (last.after.dead && !first.before.dead) lines.push(text(`${L}.Dead`, { target: name }));
    else if (last.after.destroyed && !first.before.destroyed) lines.push(text(`${L}.Destroyed`, { target: name }));
    else if (last.after.unconscious && !first.before.unconscious) lines.push(text(`${L}.KnockedOut`, { target: name }));
  }
  // Bleeding Out grows each round until someone stabilizes the target (§6.2 step 1c, §6.13): say so plainly.
  if (last.after.bleedingOut > first.before.bleedingOut && !last.after.dead) lines.push(text(`${L}.BleedingOut`, { name, bleedingOut: last.after.bleedingOut }));
  return lines;
}
