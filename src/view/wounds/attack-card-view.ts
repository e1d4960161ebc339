/**
 * The wounds attack card as a pure view-model (docs/rules/wounds.md §7): what the card records
 * (the attacker, the weapon, the trait roll's faces, the damage dice's faces, the targets), the
 * core's verdict on those faces, and per target the damage against Toughness, the raises and what
 * the hit does — or, once the GM applied it, what it did, and the injury it left — with the
 * buttons this viewer may use. Foundry's chat card and the preview both build it here.
 */
import { chainTotal, traitRoll } from "../../core/dice";
import type { ApplyDamageResult, Injury, TraitDie, WoundsWeapon } from "../../core/wounds";
import { type Text, text } from "../i18n";
import { type TraitRollCard, traitRollCard } from "./roll-views";
import { injuryText } from "./sheet-view";

export interface ActorRef {
  readonly actorUuid: string;
  readonly name: string;
}

export interface WoundsAttackCard {
  readonly attacker: ActorRef;
  readonly weapon: { readonly name: string; readonly profile: WoundsWeapon };
  readonly attack: { readonly die: TraitDie; readonly chain: readonly number[]; readonly wildChain: readonly number[] | null; readonly modifier: number; readonly tn: number };
  /** Each damage die with its exploding chain (the raise's d6 among them), and the flat part; null on a miss. */
  readonly damage: { readonly dice: readonly { sides: number; chain: readonly number[] }[]; readonly flat: number; readonly raise: boolean } | null;
  readonly targets: readonly ActorRef[];
}

/** What the active GM wrote about one target's Apply, for every client to show. */
export interface WoundsAppliedFlag {
  readonly undone: boolean;
  readonly woundsTaken: number;
  readonly soaked: number;
  readonly benniesSpent: number;
  readonly shaken: boolean;
  readonly incapacitated: boolean;
  /** A Wild Card taken out rolls Vigor and the Injury Table at once. */
  readonly needsIncapacitationRoll?: boolean;
}

/** The damage the dice show: every chain's total plus the flat part, never below 0. */
export function damageTotal(damage: NonNullable<WoundsAttackCard["damage"]>): number {
  return Math.max(0, damage.dice.reduce((sum, d) => sum + chainTotal(d.sides, d.chain), 0) + damage.flat);
}

/** The core's verdict on the attack roll. */
export function attackResult(card: WoundsAttackCard) {
  const a = card.attack;
  return traitRoll({ die: a.die, chain: a.chain, ...(a.wildChain === null ? {} : { wildChain: a.wildChain }), modifier: a.modifier, tn: a.tn, isWildCard: a.wildChain !== null });
}

const C = "FRAY.Wounds.Chat";

export interface AttackTargetInput {
  readonly name: string;
  /** The hit as the core resolves it against the target now; null when it cannot be read. */
  readonly hit: { result: ApplyDamageResult; toughness: number; damage: number } | null;
  readonly applied: WoundsAppliedFlag | null;
  readonly soaked: boolean;
  /** The GM's outcome of the target's Incapacitation roll, if made. */
  readonly incapacitation: string | null;
  /** The injury that roll applied (from the Injury Table), if any. */
  readonly injury?: Injury | null;
  readonly can: { soak: boolean; apply: boolean; undo: boolean; incapacitation: boolean };
}

export interface AttackTargetView {
  readonly index: number;
  readonly name: string;
  readonly against: Text | null;
  readonly effect: Text | null;
  readonly applied: Text | null;
  readonly soakPending: boolean;
  readonly buttons: { soak: boolean; apply: boolean; undo: boolean; incapacitation: boolean };
  readonly incapacitation: Text | null;
  /** "Injury Table 7: Guts, Battered …": what was applied, said on the card. */
  readonly injury: Text | null;
  readonly soakLabel: Text;
}

export interface AttackCardView {
  readonly title: Text;
  readonly roll: TraitRollCard;
  readonly damage: { total: number; dice: string; raise: boolean } | null;
  readonly missed: boolean;
  readonly targets: readonly AttackTargetView[];
}

function effectOf(result: ApplyDamageResult, name: string): Text {
  if (result.ignored) return text("FRAY.Wounds.Log.Effect.ignored", { target: name });
  if (result.outcome.effect === "none") return text("FRAY.Wounds.Log.Effect.none", { target: name });
  if (result.outcome.effect === "shaken") return text("FRAY.Wounds.Log.Effect.shaken", { target: name });
  return text("FRAY.Wounds.Log.Effect.wounds", { target: name, wounds: result.pendingWounds });
}

function appliedText(a: WoundsAppliedFlag, name: string): Text {
  if (a.undone) return text(`${C}.Undone`, { target: name });
  return text(`${C}.AppliedSummary`, { target: name, wounds: a.woundsTaken, soaked: a.soaked, bennies: a.benniesSpent, state: text(a.incapacitated ? "FRAY.Wounds.Status.incapacitated" : a.shaken ? "FRAY.Wounds.Status.shaken" : "FRAY.Wounds.Status.active") });
}

export function attackCardView(card: WoundsAttackCard, targets: readonly AttackTargetInput[]): AttackCardView {
  const a = card.attack;
  const roll = traitRollCard({ label: card.weapon.name, die: a.die, chain: a.chain, wildChain: a.wildChain, modifier: a.modifier, tn: a.tn });
  const hit = attackResult(card).success && card.damage !== null;
  return {
    title: text(`${C}.AttackTitle`, { attacker: card.attacker.name, weapon: card.weapon.name }),
    roll,
    damage: card.damage === null ? null : { total: damageTotal(card.damage), dice: card.damage.dice.map((d) => `d${d.sides} [${d.chain.join(", ")}]`).join(" + ") + (card.damage.flat === 0 ? "" : ` ${card.damage.flat > 0 ? "+" : "−"} ${Math.abs(card.damage.flat)}`), raise: card.damage.raise },
    missed: !hit,
    targets: targets.map((t, index) => {
      const live = t.applied === null || t.applied.undone;
      const pending = t.hit?.result.pendingWounds ?? 0;
      return {
        index,
        name: t.name,
        against: t.hit === null || !hit ? null : text(`${C}.Against`, { damage: t.hit.damage, toughness: t.hit.toughness, margin: t.hit.result.outcome.margin, raises: t.hit.result.outcome.raises }),
        effect: t.hit === null || !hit || !live ? null : effectOf(t.hit.result, t.name),
        applied: t.applied === null ? null : appliedText(t.applied, t.name),
        soakPending: hit && live && pending > 0 && t.soaked,
        buttons: {
          soak: hit && live && pending > 0 && !t.soaked && t.can.soak,
          apply: hit && live && t.can.apply,
          undo: !live && t.can.undo,
          incapacitation: !live && t.applied?.needsIncapacitationRoll === true && t.incapacitation === null && t.can.incapacitation,
        },
        incapacitation: t.incapacitation === null || live ? null : text(`FRAY.Wounds.Log.Incapacitation.${t.incapacitation}`, { target: t.name }),
        injury: t.incapacitation === null || live || !t.injury ? null : text(`${C}.InjuryApplied`, { roll: t.injury.roll2d6, injury: injuryText(t.injury) }),
        soakLabel: text(`${C}.Soak`, { target: t.name }),
      };
    }),
  };
}
