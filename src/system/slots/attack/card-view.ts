/**
 * The slots attack card as a view-model (pure): the price paid and the Stress, then per target
 * the Accuracy total against Evasion, the damage through the target's weakness and resistance,
 * the counters and effects a hit inflicts, and its Apply or Undo button. Before an Apply the
 * numbers are the core's against the target as it stands; after, what the GM applied.
 */
import type { SlotsActor } from "../../../core/slots";
import { type Text, text } from "../../../view/i18n";
import type { SlotsAppliedFlag } from "../flags";
import { type SlotsAttackCard, attackAgainst } from "./card";

const K = "FRAY.Slots.Card";

export interface AttackCardTargetView {
  readonly index: number;
  readonly name: string;
  readonly outcome: Text;
  readonly tone: "hit" | "halfHit" | "miss" | "cancelled";
  readonly lines: readonly Text[];
  readonly applied: boolean;
  readonly canApply: boolean;
  readonly problem: string | null;
}

export interface AttackCardView {
  readonly title: Text;
  readonly paid: Text;
  readonly stress: Text | null;
  readonly targets: readonly AttackCardTargetView[];
}

function targetView(card: SlotsAttackCard, index: number, state: SlotsActor | null, applied: SlotsAppliedFlag | undefined): AttackCardTargetView {
  const ref = card.targets[index];
  const name = ref?.name ?? "?";
  const isApplied = applied !== undefined && !applied.undone;
  if (state === null) return { index, name, outcome: text(`${K}.NoTarget`), tone: "cancelled", lines: [], applied: isApplied, canApply: false, problem: null };
  try {
    const { result } = attackAgainst(card, state, index);
    if (!result.activated) return { index, name, outcome: text(`${K}.Cancelled`), tone: "cancelled", lines: [], applied: isApplied, canApply: false, problem: null };
    const outcome = result.outcome ?? "miss";
    const lines: Text[] = [];
    const damage = result.damage;
    if (damage !== null) {
      lines.push(text(`${K}.Damage`, { raw: damage.raw, type: text(`FRAY.Slots.DamageType.${result.damageType}`), dealt: isApplied ? applied.dealt : damage.dealt }));
      if (damage.absorbed > 0) lines.push(text(`${K}.Absorbed`, { n: damage.absorbed }));
    }
    const e = result.effects;
    if (e !== null) {
      if (e.bleedAdded > 0) lines.push(text(`${K}.Bleed`, { n: e.bleedAdded }));
      if (e.hemorrhageAdded > 0) lines.push(text(`${K}.Hemorrhage`, { n: e.hemorrhageAdded }));
      if (e.exsanguination > 0) lines.push(text(`${K}.Exsanguination`, { n: e.exsanguination }));
      if (e.stun > 0) lines.push(text(`${K}.Stun`, { n: e.stun }));
      if (e.agony) lines.push(text("FRAY.Slots.Status.agony"));
      lines.push(text(e.died ? `${K}.Dead` : `${K}.Hp`, { hp: e.hp }));
    }
    return {
      index,
      name,
      outcome: text(`${K}.Outcome.${outcome}`, { total: result.accuracyTotal ?? 0, evasion: result.evasion }),
      tone: outcome,
      lines,
      applied: isApplied,
      canApply: outcome !== "miss",
      problem: null,
    };
  } catch (error) {
    return { index, name, outcome: text(`${K}.Unreadable`), tone: "cancelled", lines: [], applied: isApplied, canApply: false, problem: error instanceof Error ? error.message : String(error) };
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
