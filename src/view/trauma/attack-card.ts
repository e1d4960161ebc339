/**
 * The attack chat card as a person reads it: the attacker's draw once, then one block per
 * target with the trauma worked out step by step (the same lines `fray run` prints), its
 * state (waiting for resistance, ready, applied, undone) and the buttons this viewer may use.
 */
import { type Card, formatCard } from "../../core/cards";
import type { AttackCardState, AttackResult, DrawResult } from "../../core/trauma";
import { type Text, text } from "../i18n";
import { spreadSteps } from "./spread-text";

export interface CardFace {
  readonly src: string;
  readonly alt: string;
}

export interface AttackCardTargetInput {
  readonly name: string;
  /** null when the target's actor no longer exists. */
  readonly outcome: AttackResult | null;
  readonly applied: { readonly finalTrauma: number; readonly undone: boolean } | null;
  readonly can: { readonly resist: boolean; readonly apply: boolean; readonly undo: boolean };
}

export type TargetStatus = "missing" | "awaitingResistance" | "ready" | "applied" | "undone";

export interface AttackCardTargetView {
  readonly index: number;
  readonly name: string;
  readonly status: TargetStatus;
  readonly statusLabel: Text;
  readonly lines: readonly Text[];
  readonly resistCards: readonly CardFace[];
  readonly finalTrauma: number | null;
  /** Final trauma is known (a miss or nullified hit shows 0; a pending one shows nothing). */
  readonly showFinal: boolean;
  readonly buttons: { readonly resist: boolean; readonly apply: boolean; readonly undo: boolean };
  /** Accessible names of the buttons: they say whom they act on. */
  readonly labels: { readonly resist: Text; readonly apply: Text; readonly undo: Text };
}

export interface AttackCardView {
  readonly title: Text;
  readonly difficulty: Text;
  readonly cards: readonly CardFace[];
  readonly perks: readonly CardFace[];
  readonly result: Text;
  readonly botch: boolean;
  readonly targets: readonly AttackCardTargetView[];
}

const face = (imageOf: (c: Card) => string) => (c: Card): CardFace => ({ src: imageOf(c), alt: formatCard(c, { symbols: true }) });

function resultLine(draw: DrawResult): Text {
  return draw.success ? text("FRAY.Trauma.Log.ResultSuccess", { result: draw.result }) : text("FRAY.Trauma.Log.ResultShort", { result: draw.result, margin: draw.margin });
}

function targetLines(r: AttackResult, name: string): Text[] {
  if (!r.hit) return [text("FRAY.Trauma.Log.Miss", { margin: r.attack.margin })];
  const lines: Text[] = [
    text("FRAY.Trauma.Chat.Base", { percent: r.spreadPercent ?? 0, base: r.baseTrauma }),
    r.modifier.percents.length
      ? text("FRAY.Trauma.Log.Modified", { type: r.traumaType, family: r.family, percents: r.modifier.percents.map((p) => `${p}%`).join(", "), modified: r.modifiedTrauma })
      : text("FRAY.Trauma.Log.Unmodified", { type: r.traumaType, family: r.family, modified: r.modifiedTrauma }),
  ];
  if (r.modifiedTrauma === 0) return [...lines, text("FRAY.Trauma.Log.ResistanceMoot")];
  const call = r.resistanceCall;
  if (call) lines.push(text("FRAY.Trauma.Log.ResistanceDifficulty", { target: name, ability: text(`FRAY.Trauma.Ability.${call.ability}`), lobe: text(`FRAY.Trauma.Lobe.${call.lobe}`), lobeScore: call.lobeScore, td: call.targetDifficulty }));
  const res = r.resistance;
  if (res) {
    lines.push(resultLine(res.draw));
    lines.push(text("FRAY.Trauma.Log.Armor", { spread: spreadSteps(res.spread), percent: res.percent }));
  }
  if (r.condition) lines.push(text("FRAY.Trauma.Log.Condition", { target: name, condition: r.condition }));
  return lines;
}

function statusOf(t: AttackCardTargetInput): TargetStatus {
  if (!t.outcome) return "missing";
  if (t.applied) return t.applied.undone ? "undone" : "applied";
  return t.outcome.stage === "needsResistance" ? "awaitingResistance" : "ready";
}

export function attackCardView(card: AttackCardState, attackDraw: DrawResult, targets: readonly AttackCardTargetInput[], imageOf: (c: Card) => string): AttackCardView {
  const toFace = face(imageOf);
  const lobe = card.weapon.profile.lobe;
  return {
    title: text("FRAY.Trauma.Log.Attack", { attacker: card.attacker.name, target: targets.map((t) => t.name).join(", ") || "—", weapon: card.weapon.name }),
    difficulty:
      lobe === null
        ? text("FRAY.Trauma.Log.TargetDifficultyNoLobe", { td: attackDraw.targetDifficulty })
        : text("FRAY.Trauma.Log.TargetDifficulty", { base: card.weapon.profile.difficulty, lobe: text(`FRAY.Trauma.Lobe.${lobe}`), lobeScore: card.weapon.profile.difficulty - attackDraw.targetDifficulty, td: attackDraw.targetDifficulty }),
    cards: card.draw.cards.map(toFace),
    perks: (card.draw.perks ?? []).map((p) => toFace(p.card)),
    result: resultLine(attackDraw),
    botch: attackDraw.botch,
    targets: targets.map((t, index): AttackCardTargetView => {
      const status = statusOf(t);
      const outcome = t.outcome;
      return {
        index,
        name: t.name,
        status,
        statusLabel: text(`FRAY.Trauma.Chat.Status.${status}`),
        lines: outcome ? targetLines(outcome, t.name) : [],
        resistCards: outcome?.resistance ? outcome.resistance.draw.cards.map(toFace) : [],
        finalTrauma: outcome?.finalTrauma ?? null,
        showFinal: (outcome?.finalTrauma ?? null) !== null,
        buttons: {
          resist: status === "awaitingResistance" && t.can.resist,
          apply: (status === "ready" || status === "undone") && t.can.apply,
          undo: status === "applied" && t.can.undo,
        },
        labels: {
          resist: text("FRAY.Trauma.Chat.ResistFor", { name: t.name }),
          apply: text("FRAY.Trauma.Chat.ApplyTo", { name: t.name, final: outcome?.finalTrauma ?? 0 }),
          undo: text("FRAY.Trauma.Chat.UndoFor", { name: t.name }),
        },
      };
    }),
  };
}
