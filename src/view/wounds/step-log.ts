/**
 * The readable log of a wounds scenario step, as text keys (docs/rules/wounds.md §10): the
 * attack roll, the damage against Toughness, the table's result, the Soak, Incapacitation and
 * its injury, and where the actor stands afterwards. The CLI words it with lang/en.json.
 */
import type { BennyRecord, HitRecord, StartRoundRecord, StartTurnRecord, WoundsRecord } from "../../core/wounds/scenario";
import { type Text, text } from "../i18n";
import { L, diceText, resultText, rollLine, trackLine } from "./log-parts";

/** Traits lang/en.json names; any other skill is shown as written. */
const NAMED_TRAITS: ReadonlySet<string> = new Set(["agility", "smarts", "spirit", "strength", "vigor", "athletics", "fighting", "shooting", "healing", "notice", "stealth", "persuasion", "intimidation", "taunt", "survival", "repair", "riding", "driving", "piloting", "boating", "gambling", "thievery", "research", "occult", "science", "battle", "academics", "electronics", "faith", "focus", "spellcasting", "performance", "language", "hacking", "commonKnowledge"]);
const skillName = (key: string): Text => (NAMED_TRAITS.has(key) ? text(`FRAY.Wounds.Trait.${key}`) : text("FRAY.Wounds.Trait.other", { name: key }));
const sideKey = (side: string | undefined): string => (side === undefined ? "" : `${side[0]?.toUpperCase() ?? ""}${side.slice(1)}`);

function hitLines(r: HitRecord): Text[] {
  const lines: Text[] = [];
  if (r.attack !== null && r.attacker !== null) {
    lines.push(text(`${L}.Attack`, { attacker: r.attacker, target: r.target, weapon: r.weapon ?? "" }));
    if (r.attack.joker) lines.push(text(`${L}.Joker`, { name: r.attacker }));
    lines.push(rollLine(skillName(r.attack.skill), r.attack.roll, r.attack.tn));
    if (r.damage === null) return [...lines, text(`${L}.Miss`)];
    const parts = [...(r.damage.strength === null ? [] : [`[${r.damage.strength.join(", ")}]`]), ...r.damage.dice.map((c) => `[${c.join(", ")}]`), ...(r.damage.raise === null ? [] : [`[${r.damage.raise.join(", ")}]`])];
    lines.push(text(r.damage.raise === null ? `${L}.Damage` : `${L}.DamageRaise`, { total: r.damage.total, dice: parts.join(" + "), flat: r.damage.flat }));
  }
  if (r.margin === null) return lines;
  lines.push(text(`${L}.AgainstToughness`, { target: r.target, damage: r.toughness + r.margin, toughness: r.toughness, ap: r.ap, margin: r.margin, raises: r.raises }));
  lines.push(text(`${L}.Effect.${r.effect}`, { target: r.target, wounds: r.pendingWounds }));
  if (r.soak !== null) {
    lines.push(text(r.soak.fromGmPool ? `${L}.SoakGm` : `${L}.Soak`, { target: r.target, bennies: r.soak.benniesSpent }));
    lines.push(text(`${L}.SoakRoll`, { dice: diceText(r.soak.roll), total: r.soak.roll.total, result: resultText(r.soak.roll), soaked: r.soak.soaked, remaining: r.soak.remaining }));
  }
  if (r.becameIncapacitated) lines.push(text(`${L}.Incapacitated`, { target: r.target }));
  if (r.incapacitation !== null) {
    lines.push(rollLine(text(`${L}.IncapacitationRoll`), r.incapacitation.roll));
    lines.push(text(`${L}.Incapacitation.${r.incapacitation.outcome}`, { target: r.target }));
    const injury = r.incapacitation.injury;
    if (injury !== null) {
      lines.push(
        text(`${L}.Injury`, {
          roll: injury.roll2d6,
          location: text(`FRAY.Wounds.Injury.Location.${injury.location}${sideKey(injury.side)}`),
          effect: text(`FRAY.Wounds.Injury.Effect.${injury.effect}`),
          duration: text(`FRAY.Wounds.Injury.Duration.${injury.duration}`),
        }),
      );
    }
  }
  if (r.lostHold) lines.push(text(`${L}.LostHold`, { target: r.target }));
  lines.push(trackLine(r.target, r.after));
  return lines;
}

function roundLines(r: StartRoundRecord): Text[] {
  return [text(`${L}.StartRound`, { round: r.round }), ...r.order.map((o, i) => text(`${L}.Dealt`, { place: i + 1, name: o.name, card: o.card })), ...r.onHold.map((name) => text(`${L}.OnHold`, { name }))];
}

function turnLines(r: StartTurnRecord): Text[] {
  const lines: Text[] = [text(`${L}.StartTurn`, { name: r.actor })];
  if (r.roll !== null && r.prompt !== null) lines.push(rollLine(text(`${L}.Prompt.${r.prompt}`), r.roll));
  lines.push(text(`${L}.TurnOutcome.${r.outcome}`, { name: r.actor }));
  lines.push(trackLine(r.actor, r.after));
  return lines;
}

function bennyLines(r: BennyRecord): Text[] {
  const head = text(r.fromGmPool ? `${L}.BennyGm` : `${L}.Benny`, { name: r.actor, pool: r.gmBennies });
  if (r.card === null) return [head, text(`${L}.Unshaken`, { name: r.actor }), trackLine(r.actor, r.after)];
  return [head, text(`${L}.Redraw`, { name: r.actor, old: r.card.old, drawn: r.card.drawn, kept: r.card.kept })];
}

export function woundsStepLog(r: WoundsRecord): Text[] {
  switch (r.kind) {
    case "hit":
      return hitLines(r);
    case "startRound":
      return roundLines(r);
    case "endRound":
      return [text(r.reshuffled ? `${L}.EndRoundReshuffle` : `${L}.EndRound`, { round: r.round })];
    case "startTurn":
      return turnLines(r);
    case "benny":
      return bennyLines(r);
    case "heal":
      return [
        rollLine(text(`${L}.HealRoll`, { healer: r.healer, name: r.actor }), r.roll),
        text(`${L}.Healed`, { name: r.actor, healed: r.healed, ended: r.injuriesEnded }),
        trackLine(r.actor, r.after),
      ];
    case "hold":
      return [text(r.hold ? `${L}.Hold` : `${L}.ActNow`, { name: r.actor })];
    case "hours":
      return [text(`${L}.Hours`, { name: r.actor, hours: r.hours, ended: r.injuriesEnded }), trackLine(r.actor, r.after)];
  }
}
