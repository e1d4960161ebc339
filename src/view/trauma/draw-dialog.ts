/**
 * The draw dialog's view-model: the weapon, the Narrator's target difficulty, Lobe-of-Ease, the
 * cards to draw, the targets, the Perk Cards to play, and the exact odds of the attack
 * (docs/rules/trauma.md §5.12, extended to final trauma by core `attackOdds`) for the perks chosen.
 * It is recomputed on every change, so the odds follow each toggle.
 */
import { cardValue, isFace } from "../../core/cards";
import { drawResultDistribution, marginDistribution } from "../../core/odds";
import {
  DEFAULT_TRAUMA_REGISTRY,
  type TraumaActor,
  type TraumaRegistry,
  type TraumaWeapon,
  attackOdds,
  spreadPercent,
  targetDifficulty,
  PROBABILITY_DECK_VALUES,
} from "../../core/trauma";
import { type Text, text } from "../i18n";
import { weaponTraits } from "./actor-sheet-items";
import {
  type PerkRequest,
  type PerkSelection,
  type PerkToggle,
  fixedFacePositions,
  perkRequests,
  perkToggles,
  selectedPerks,
} from "./draw-dialog-perks";
import { type OddsRow, attackOddsView } from "./odds-view";
import { spreadSteps } from "./spread-text";

export type { PerkSelection, PerkTarget } from "./draw-dialog-perks";

export interface DrawTarget {
  readonly name: string;
  readonly img: string | null;
  /** null when the token's actor has no usable trauma data (not a Fray actor, or broken data). */
  readonly state: TraumaActor | null;
}

export interface DrawDialogInput {
  readonly attackerName: string;
  /** The attacker's core state, perk hand included; null when its data is broken. */
  readonly attacker: TraumaActor | null;
  readonly weaponName: string;
  readonly weaponImg: string | null;
  /** null when the weapon's data is broken. */
  readonly weapon: TraumaWeapon | null;
  readonly targets: readonly DrawTarget[];
  readonly selections: Readonly<Record<string, PerkSelection>>;
  /** The base target difficulty now in force (the weapon's unless the Narrator changed it). */
  readonly difficulty: number;
  readonly canEditDifficulty: boolean;
  readonly registry?: TraumaRegistry;
}

export interface DrawOddsView {
  readonly summary: Text;
  readonly rows: readonly OddsRow[];
  readonly success: string;
  readonly hit: string;
  /** Against a target only. */
  readonly expected: string | null;
  readonly finalTrauma: readonly OddsRow[];
  readonly resistance: Text | null;
}

export interface DrawDialogView {
  readonly weapon: {
    readonly name: string;
    readonly img: string | null;
    readonly traits: Text | null;
    readonly type: string | null;
    readonly family: string | null;
    readonly spread: string | null;
    readonly condition: string | null;
  };
  readonly difficulty: { readonly value: number; readonly weapon: number | null; readonly editable: boolean; readonly changed: boolean };
  readonly lobe: Text;
  readonly targetDifficulty: number | null;
  readonly draw: Text | null;
  readonly targets: readonly { readonly name: string; readonly img: string | null; readonly primary: boolean }[];
  readonly targetNote: Text;
  readonly perks: readonly PerkToggle[];
  readonly perksEmpty: Text | null;
  readonly odds: DrawOddsView | null;
  readonly notes: readonly Text[];
  readonly error: Text | null;
  readonly canDraw: boolean;
  readonly request: { readonly difficulty: number; readonly perks: readonly PerkRequest[] };
}

/** Odds of the draw alone (no target): the chance of each margin on the weapon's spread. */
function drawOnlyOdds(attacker: TraumaActor, weapon: TraumaWeapon, perks: TraumaActor["perkHand"]): DrawOddsView {
  const td = targetDifficulty(weapon.difficulty, weapon.lobe === null ? 0 : (attacker.lobes[weapon.lobe] ?? 0));
  const k = attacker.abilities[weapon.ability] ?? 0;
  const valuedPerks = perks.filter((c) => !isFace(c)).map((c) => cardValue(c) ?? 0);
  const result = drawResultDistribution({ deckValues: PROBABILITY_DECK_VALUES, k, valuedPerks, faceCount: perks.filter(isFace).length });
  const margins = marginDistribution(result, td);
  const rows: OddsRow[] = [];
  const miss = margins.probability((m) => spreadPercent(weapon.spread, m) === null);
  for (const [margin, p] of margins.entries()) {
    const percent = spreadPercent(weapon.spread, margin);
    if (percent === null) continue;
    const label = margin === 0 ? text("FRAY.Trauma.Odds.Success", { percent }) : text("FRAY.Trauma.Odds.Partial", { margin, percent });
    rows.push({ label, fraction: p.toString(), percent: p.toPercent(1) });
  }
  if (!miss.isZero()) rows.push({ label: text("FRAY.Trauma.Odds.Miss"), fraction: miss.toString(), percent: miss.toPercent(1) });
  return {
    summary: text("FRAY.Trauma.Odds.Summary", { td, cards: k }),
    rows,
    success: margins.probability((m) => m === 0).toPercent(1),
    hit: margins.probability((m) => spreadPercent(weapon.spread, m) !== null).toPercent(1),
    expected: null,
    finalTrauma: [],
    resistance: null,
  };
}

function oddsAgainst(attacker: TraumaActor, target: DrawTarget & { state: TraumaActor }, weapon: TraumaWeapon, perks: TraumaActor["perkHand"]): DrawOddsView {
  const odds = attackOdds({ attacker: { ...attacker, perkHand: perks }, target: target.state, weapon, usePerks: true });
  const view = attackOddsView(odds);
  return {
    summary: view.summary,
    rows: view.margins,
    success: view.success,
    hit: view.hit,
    expected: view.expected,
    finalTrauma: view.finalTrauma,
    resistance: text("FRAY.Trauma.Odds.Resistance", {
      target: target.name,
      cards: odds.resistance.cardsDrawn,
      td: odds.resistance.targetDifficulty,
      spread: spreadSteps(odds.resistance.spread),
    }),
  };
}

function lobeText(attacker: TraumaActor | null, weapon: TraumaWeapon | null): Text {
  if (weapon === null) return text("FRAY.Trauma.Dialog.Draw.NoLobe");
  if (weapon.lobe === null) return text("FRAY.Trauma.Dialog.Draw.NoLobe");
  return text("FRAY.Trauma.Dialog.Draw.Lobe", { lobe: text(`FRAY.Trauma.Lobe.${weapon.lobe}`), score: attacker?.lobes[weapon.lobe] ?? 0 });
}

export function drawDialogView(input: DrawDialogInput): DrawDialogView {
  const { attacker, weapon } = input;
  const difficulty = Number.isInteger(input.difficulty) && input.difficulty >= 0 ? input.difficulty : (weapon?.difficulty ?? 0);
  const hand = attacker?.perkHand ?? [];
  const k = attacker !== null && weapon !== null ? (attacker.abilities[weapon.ability] ?? 0) : 0;
  const lobeScore = attacker !== null && weapon?.lobe ? (attacker.lobes[weapon.lobe] ?? 0) : 0;
  const chosen = selectedPerks(hand, input.selections);
  const primary = input.targets[0];
  const notes: Text[] = [];
  let error: Text | null = null;
  let odds: DrawOddsView | null = null;

  if (weapon === null) error = text("FRAY.Trauma.Dialog.Draw.InvalidWeapon", { name: input.weaponName });
  else if (attacker === null) error = text("FRAY.Trauma.Dialog.Draw.InvalidActor", { name: input.attackerName });
  else if (attacker.status.dead) error = text("FRAY.Trauma.Dialog.Draw.Dead", { name: input.attackerName });
  else {
    const called = { ...weapon, difficulty };
    if (k === 0) notes.push(text("FRAY.Trauma.Dialog.Draw.NoCards", { ability: text(`FRAY.Trauma.Ability.${weapon.ability}`) }));
    try {
      odds =
        primary !== undefined && primary.state !== null
          ? oddsAgainst(attacker, { ...primary, state: primary.state }, called, chosen)
          : drawOnlyOdds(attacker, called, chosen);
    } catch {
      notes.push(text("FRAY.Trauma.Dialog.Draw.OddsUnavailable"));
    }
    if (primary !== undefined && primary.state === null) notes.push(text("FRAY.Trauma.Dialog.Draw.TargetUnreadable", { name: primary.name }));
    if (fixedFacePositions(hand, input.selections)) notes.push(text("FRAY.Trauma.Dialog.Draw.FaceOddsNote"));
  }

  return {
    weapon: {
      name: input.weaponName,
      img: input.weaponImg,
      traits: weapon === null ? null : weaponTraits(weapon),
      type: weapon?.traumaType ?? null,
      family: weapon === null ? null : ((input.registry ?? DEFAULT_TRAUMA_REGISTRY).types[weapon.traumaType] ?? null),
      spread: weapon === null ? null : spreadSteps(weapon.spread),
      condition: weapon?.condition ?? null,
    },
    difficulty: { value: difficulty, weapon: weapon?.difficulty ?? null, editable: input.canEditDifficulty, changed: weapon !== null && difficulty !== weapon.difficulty },
    lobe: lobeText(attacker, weapon),
    targetDifficulty: weapon === null ? null : targetDifficulty(difficulty, lobeScore),
    draw: weapon === null ? null : text("FRAY.Trauma.Dialog.Draw.Cards", { ability: text(`FRAY.Trauma.Ability.${weapon.ability}`), cards: k }),
    targets: input.targets.map((t, i) => ({ name: t.name, img: t.img, primary: i === 0 })),
    targetNote:
      primary === undefined
        ? text("FRAY.Trauma.Dialog.Draw.NoTarget")
        : input.targets.length > 1
          ? text("FRAY.Trauma.Dialog.Draw.OddsAgainstFirst", { name: primary.name })
          : text("FRAY.Trauma.Dialog.Draw.OddsAgainst", { name: primary.name }),
    perks: perkToggles(hand, input.selections, k),
    perksEmpty: hand.length === 0 ? text("FRAY.Trauma.Sheet.Perk.None") : null,
    odds,
    notes,
    error,
    canDraw: error === null,
    request: { difficulty, perks: perkRequests(hand, input.selections, k) },
  };
}
