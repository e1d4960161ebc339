/**
 * The slots attack card as a view-model (pure): the price paid and the Stress, then per target
 * the Accuracy total against Evasion, the damage through the target's Weakness ×, Resistance ÷
 * and, against a construct, Erosion × (§5.7, §5.8), every effect a hit inflicts (Bleed,
 * Hemorrhage, Exsanguination, Stun, Agony, Frostbite, Slow), its Apply or Undo button, and
 * whether the target now lies Vulnerable (an Execution or a Maim may follow, §5.12). Before an
 * Apply the numbers are the core's against the target as it stands; after, what the GM applied.
 */
import type { SLOW_FRACTIONS } from "../../core/slots";
import { type SlotsActor } from "../../core/slots";
import { isVulnerable } from "../../core/slots/state";
import { type Text, text } from "../i18n";
import { type SlotsAttackCard, attackAgainst } from "./attack-card";
import { limbText } from "./limbs";

const K = "FRAY.Slots.Card";

/** An Impact's maim as the GM applied it: the chance then, and whether the roll maimed. */
export interface ImpactMaimApplied {
  readonly chance: number;
  readonly maimed: boolean;
}

/** What the GM wrote on the message for one target (flags.fray.slots.applied). */
export interface SlotsAppliedFlag {
  readonly undone: boolean;
  readonly dealt: number;
  readonly maim?: ImpactMaimApplied | null;
}

export interface AttackCardTargetView {
  readonly index: number;
  readonly name: string;
  readonly outcome: Text;
  readonly tone: "hit" | "halfHit" | "miss" | "cancelled";
  readonly lines: readonly Text[];
  readonly applied: boolean;
  readonly canApply: boolean;
  /** The target lies Vulnerable and alive now: Execution and Maim buttons may follow (the caller decides who sees them). */
  readonly vulnerable: boolean;
  readonly problem: string | null;
}

export interface AttackCardView {
  readonly title: Text;
  readonly paid: Text;
  readonly stress: Text | null;
  readonly targets: readonly AttackCardTargetView[];
}

const own = (table: Readonly<Record<string, number>>, type: string): number => (Object.hasOwn(table, type) ? (table[type] ?? 1) : 1);
const SLOW_LABEL: Readonly<Record<(typeof SLOW_FRACTIONS)[number], string>> = { "1/4": "¼", "1/2": "½" };

/** The multipliers the damage went through, each only when it is not 1. */
function multiplierLines(card: SlotsAttackCard, state: SlotsActor, type: string, construct: boolean): Text[] {
  const lines: Text[] = [];
  const w = own(state.weakness, type);
  const r = own(state.resistance, type);
  if (w !== 1) lines.push(text(`${K}.Weakness`, { n: w }));
  if (r !== 1) lines.push(text(`${K}.Resistance`, { n: r }));
  if (construct && card.item.erosion !== 1) lines.push(text(`${K}.Erosion`, { n: card.item.erosion }));
  return lines;
}

/** An Impact's chance, its (v:100) and the maim it inflicted: once applied, as the GM applied them. */
function maimLines(card: SlotsAttackCard, maim: { readonly chance: number | null; readonly maimed: boolean } | null): Text[] {
  if (maim === null || maim.chance === null) return [];
  const lines = [text(`${K}.MaimChance`, { chance: maim.chance })];
  if (card.rolls.maim !== undefined) lines.push(text(`${K}.MaimRoll`, { roll: card.rolls.maim, chance: maim.chance }));
  const named = card.rolls.impactMaim;
  if (maim.maimed && named !== undefined) lines.push(text(`${K}.Maimed`, { kind: text(`FRAY.Slots.Field.Maim.${named.kind}`), limb: limbText(named.part, named.side) }));
  return lines;
}

function targetView(card: SlotsAttackCard, index: number, state: SlotsActor | null, applied: SlotsAppliedFlag | undefined): AttackCardTargetView {
  const ref = card.targets[index];
  const name = ref?.name ?? "?";
  const isApplied = applied !== undefined && !applied.undone;
  const base = { index, name, applied: isApplied, vulnerable: false, problem: null, lines: [], canApply: false, tone: "cancelled" as const };
  if (state === null) return { ...base, outcome: text(`${K}.NoTarget`) };
  const vulnerable = isVulnerable(state) && !state.dead;
  try {
    const { result } = attackAgainst(card, state, index);
    if (!result.activated) return { ...base, vulnerable, outcome: text(`${K}.Cancelled`) };
    const outcome = result.outcome ?? "miss";
    const lines: Text[] = [];
    const damage = result.damage;
    if (damage !== null) {
      lines.push(text(`${K}.Damage`, { raw: damage.raw, type: text(`FRAY.Slots.DamageType.${result.damageType}`), dealt: isApplied ? applied.dealt : damage.dealt }));
      lines.push(...multiplierLines(card, state, result.damageType, ref?.construct === true || state.construct === true));
      if (damage.absorbed > 0) lines.push(text(`${K}.Absorbed`, { n: damage.absorbed }));
      lines.push(...maimLines(card, isApplied && applied.maim !== undefined ? applied.maim : { chance: damage.maimChance, maimed: result.maimed !== null }));
    }
    const e = result.effects;
    if (e !== null) {
      if (e.bleedAdded > 0) lines.push(text(`${K}.Bleed`, { n: e.bleedAdded }));
      if (e.hemorrhageAdded > 0) lines.push(text(`${K}.Hemorrhage`, { n: e.hemorrhageAdded }));
      if (e.exsanguination > 0) lines.push(text(`${K}.Exsanguination`, { n: e.exsanguination }));
      if (e.stun > 0) lines.push(text(`${K}.Stun`, { n: e.stun, held: e.reservedLostToStun + e.actionLostToStun }));
      if (e.agony) lines.push(text(`${K}.Agony`));
      const slow = card.item.onHit.slow;
      if (slow !== null && outcome === "hit") lines.push(text(`${K}.Slow`, { fraction: SLOW_LABEL[slow.fraction], rounds: slow.rounds, lost: e.reservedLostToSlow }));
      const bitten = card.rolls.frostbite;
      if (e.frostbite !== null && bitten !== undefined) lines.push(text(`${K}.Frostbite`, { limb: limbText(bitten.part, bitten.side) }));
      lines.push(text(e.died ? `${K}.Dead` : e.hp === 0 ? `${K}.Vulnerable` : `${K}.Hp`, { hp: e.hp }));
    }
    return { ...base, outcome: text(`${K}.Outcome.${outcome}`, { total: result.accuracyTotal ?? 0, evasion: result.evasion }), tone: outcome, lines, canApply: outcome !== "miss", vulnerable };
  } catch (error) {
    return { ...base, vulnerable, outcome: text(`${K}.Unreadable`), problem: error instanceof Error ? error.message : String(error) };
  }
}

export function attackCardView(card: SlotsAttackCard, targets: readonly (SlotsActor | null)[], applied: Readonly<Record<string, SlotsAppliedFlag>>): AttackCardView {
  const first = card.targets.length > 0 ? attackAgainst(card, card.attacker, 0) : null;
  const payment = first?.result.payment;
  const stress = first?.result.stress ?? null;
  return {
    title: text(`${K}.Title`, { name: card.attackerName, item: card.itemName }),
    paid: payment ? text(`FRAY.Slots.Log.Paid.${payment.time}`, { name: card.attackerName, price: payment.price, left: payment.left }) : text(`${K}.NotPaid`),
    stress: stress === null ? null : text("FRAY.Slots.Log.Stress", { name: card.attackerName, track: text(`FRAY.Slots.Track.${stress.track}`), gained: stress.gained, stress: stress.stress }),
    targets: card.targets.map((_t, i) => targetView(card, i, targets[i] ?? null, applied[String(i)])),
  };
}
