/**
 * The readable log of a slots scenario step, as text keys (FRAY.Slots.Log.*): the Active Phase
 * Cycle, groups gaining and keeping slots, what each action paid and did, Hesitation and Upkeep
 * (docs/rules/slots.md §5, §7). The CLI words it with lang/en.json; chat cards may use the same keys.
 */
import type { AbilityRecord, AttackRecord, EventRecord, PaymentRecord, SlotsRecord, TargetRecord } from "../../core/slots/scenario";
import type { EffectsResult } from "../../core/slots/effects";
import type { StressResult } from "../../core/slots/stress";
import { DAMAGE_TYPES } from "../../core/slots";
import { type Text, text } from "../i18n";

const L = "FRAY.Slots.Log";

const names = (list: readonly string[]): string => list.join(", ");

/** A seed damage type by its lang key; a designer's own type by its name. */
const damageType = (type: string): Text | string => ((DAMAGE_TYPES as readonly string[]).includes(type) ? text(`FRAY.Slots.DamageType.${type}`) : type);

function paymentLine(name: string, p: PaymentRecord): Text {
  return text(`${L}.Paid.${p.time}`, { name, price: p.price, left: p.left });
}

export function stressLines(name: string, s: StressResult | null): Text[] {
  if (s === null) return [];
  const track = text(`FRAY.Slots.Track.${s.track}`);
  const lines = [text(`${L}.Stress`, { name, track, gained: s.gained, stress: s.stress })];
  if (s.burnout) lines.push(text(`${L}.Burnout.${s.track}`, { name, length: s.burnoutLength ?? 0, hp: s.hpLost }));
  return lines;
}

export function effectLines(name: string, e: EffectsResult | null): Text[] {
  if (e === null) return [];
  const lines: Text[] = [];
  if (e.bleedAdded > 0) lines.push(text(`${L}.Effect.bleed`, { name, n: e.bleedAdded }));
  if (e.hemorrhageAdded > 0) lines.push(text(`${L}.Effect.hemorrhage`, { name, n: e.hemorrhageAdded }));
  if (e.exsanguination > 0) lines.push(text(`${L}.Effect.exsanguination`, { name, n: e.exsanguination }));
  if (e.stun > 0) lines.push(text(`${L}.Effect.stun`, { name, n: e.stun, held: e.reservedLostToStun + e.actionLostToStun }));
  if (e.reservedLostToSlow > 0) lines.push(text(`${L}.Effect.slowReserved`, { name, n: e.reservedLostToSlow }));
  if (e.agony) lines.push(text(`${L}.Effect.agony`, { name }));
  if (e.frostbite !== null) lines.push(text(`${L}.Effect.frostbite`, { name, limb: e.frostbite }));
  return lines;
}

function afterLine(name: string, t: TargetRecord): Text {
  if (t.dead) return text(`${L}.After.dead`, { name });
  return text(t.vulnerable ? `${L}.After.vulnerable` : `${L}.After.hp`, { name, hp: t.hp, max: t.maxHp, bleed: t.bleed, hemorrhage: t.hemorrhage });
}

function attackLines(r: AttackRecord): Text[] {
  const lines = [text(`${L}.Attack`, { name: r.attacker, item: r.item, target: r.target }), paymentLine(r.attacker, r.payment), ...stressLines(r.attacker, r.stress)];
  if (!r.activated) return [...lines, text(`${L}.Cancelled`, { name: r.attacker })];
  lines.push(text(`${L}.Accuracy.${r.outcome ?? "miss"}`, { total: r.accuracyTotal ?? 0, evasion: r.evasion }));
  const d = r.damage;
  if (d !== null) {
    lines.push(text(`${L}.Damage`, { raw: d.raw, type: damageType(r.damageType), dealt: d.dealt, name: r.target }));
    if (d.absorbed > 0) lines.push(text(`${L}.Absorbed`, { n: d.absorbed, durability: d.armorDurability ?? 0 }));
    if (d.maimChance !== null) lines.push(text(`${L}.MaimChance`, { name: r.target, chance: d.maimChance }));
  }
  return [...lines, ...effectLines(r.target, r.effects), afterLine(r.target, r.after)];
}

function abilityLines(r: AbilityRecord): Text[] {
  const lines = [text(`${L}.Ability`, { name: r.actor, item: r.item }), paymentLine(r.actor, r.payment), ...stressLines(r.actor, r.stress)];
  if (r.stress !== null && !r.stress.activates) lines.push(text(`${L}.Cancelled`, { name: r.actor }));
  if (r.channel !== null) lines.push(text(`${L}.Channel`, { name: r.actor, rounds: r.channel.rounds }));
  return lines;
}

/** One policy event: its numbers go to the lines of its type. */
export function eventLines(e: EventRecord): Text[] {
  const data: Record<string, string | number> = { name: e.name };
  for (const [key, value] of Object.entries(e.detail)) if (value !== null && typeof value !== "boolean") data[key] = value;
  if (e.type === "slots.phaseStart" || e.type === "slots.npcSlots") {
    if (e.detail["skipped"] === true) return [text(`${L}.Event.skipped`, data)];
    return [
      text(`${L}.Event.${e.type === "slots.npcSlots" ? "npcSlots" : "phaseStart"}`, data),
      ...(Number(e.detail["slowLost"]) > 0 ? [text(`${L}.Event.slowLost`, data)] : []),
      ...(Number(e.detail["stunPaid"]) > 0 ? [text(`${L}.Event.stunPaid`, data)] : []),
    ];
  }
  if (e.type !== "slots.upkeep") return [text(`${L}.Event.${e.type.replace(/^slots\./, "")}`, data)];
  const out = [text(e.detail["died"] === true ? `${L}.Event.upkeepDied` : `${L}.Event.upkeep`, data)];
  const burnouts = String(e.detail["burnouts"] ?? "");
  for (const track of burnouts === "" ? [] : burnouts.split(",")) out.push(text(`${L}.Event.upkeepBurnout`, { name: e.name, track: text(`FRAY.Slots.Track.${track}`) }));
  const expired = String(e.detail["expired"] ?? "");
  if (expired !== "") out.push(text(`${L}.Event.expired`, { name: e.name, list: expired }));
  return out;
}

export function slotsStepLog(r: SlotsRecord): Text[] {
  switch (r.kind) {
    case "initiative":
      return [
        ...r.rolls.map((x) => text(`${L}.Awareness`, { name: x.name, natural: x.natural, awareness: x.awareness, total: x.total })),
        ...r.stays.map((name) => text(`${L}.Stay`, { name })),
        text(`${L}.Cycle`, { cycle: r.cycle.map((g) => (g.length > 1 ? `[${names(g)}]` : names(g))).join(" → ") }),
      ];
    case "startRound":
    case "endPhase": {
      const head = r.kind === "startRound" ? [text(`${L}.StartRound`, { round: r.round })] : [];
      const acting = r.group.length === 0 ? [text(`${L}.CycleDone`)] : [text(r.final ? `${L}.FinalPhase` : `${L}.Group`, { names: names(r.group) })];
      return [...head, ...r.events.flatMap(eventLines), ...acting];
    }
    case "endRound":
      return [text(`${L}.EndRound`, { round: r.round }), ...r.events.flatMap(eventLines)];
    case "attack":
      return attackLines(r);
    case "ability":
      return abilityLines(r);
    case "effect":
      return [...effectLines(r.target, r.effects), ...(r.timed === null ? [] : [text(`${L}.Timed`, { name: r.target, ...r.timed })]), afterLine(r.target, r.after)];
    case "execute":
      return [text(`${L}.Execute.${r.lethal ? "lethal" : "knockout"}`, { name: r.actor, target: r.target, price: r.price, left: r.left })];
    case "maim":
      return [text(`${L}.Maim.${r.maim.kind}`, { name: r.target, part: r.maim.side === null ? r.maim.part : `${r.maim.side} ${r.maim.part}` }), text(`${L}.Movement`, { name: r.target, cost: r.movement })];
    case "outro":
      return [text(`${L}.Outro.${r.mode}`)];
  }
}
