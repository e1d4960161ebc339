/**
 * The action catalogue on the sheet (docs/rules/banks.md §6.18) with what each action would cost
 * now: the core prices it (actionCost at the actor's Blitz count and size class against the
 * encounter's time class, §6.4) and takeAction says whether it can be paid (IP + usable Team
 * Bank, §6.5) and whether the actor can act at all. The Interrupt section lists the actions the
 * core's canInterrupt allows against the combatant whose turn is under way (§6.6), and is
 * absent when it allows none.
 */
import {
  ACTIONS,
  type ActionKind,
  type ActionName,
  type BanksActor,
  type SizeClass,
  actionCost,
  canInterrupt,
  effectiveIp,
  isIncapable,
  isMovingAction,
  sizeSteps,
  takeAction,
} from "../../../core/banks";
import { RulesInputError } from "../../../core/errors";
import { type Text, text } from "../../i18n";
import type { BanksSheetCombat } from "./input";

const S = "FRAY.Banks.Sheet.Action";
const KINDS: readonly ActionKind[] = ["free", "simple", "complex"];
const NAMES = Object.keys(ACTIONS) as ActionName[];

export interface ActionButton {
  readonly name: ActionName;
  readonly label: Text;
  readonly cost: number;
  readonly costLabel: Text;
  readonly disabled: boolean;
  /** Why it is disabled, or null. */
  readonly reason: Text | null;
  /** The button's accessible name: what a click declares, and for how much. */
  readonly buttonLabel: Text;
}

export interface ActionGroup {
  readonly kind: ActionKind;
  readonly label: Text;
  readonly actions: readonly ActionButton[];
}

export interface InterruptButton {
  readonly name: ActionName;
  readonly label: Text;
  readonly cost: number;
  readonly costLabel: Text;
  readonly chutzpah: boolean;
  readonly buttonLabel: Text;
}

export interface InterruptView {
  readonly heading: Text;
  readonly hint: Text;
  readonly actions: readonly InterruptButton[];
}

export interface ActionsView {
  readonly groups: readonly ActionGroup[];
  /** "Actions already taken this turn: 1 — further actions cost more (Blitz)." */
  readonly blitz: Text;
  /** Set when the actor cannot act at all. */
  readonly unable: Text | null;
  readonly interrupt: InterruptView | null;
}

const actionLabel = (name: ActionName): Text => text(`FRAY.Banks.Action.${name}`);

/** Why takeAction refuses, as the sheet says it; null when it would go through. */
function refusal(state: BanksActor, name: ActionName, combat: BanksSheetCombat | null, cost: number): Text | null {
  const spec = ACTIONS[name];
  try {
    takeAction({ actor: state, team: combat?.team ?? null, action: { kind: spec.kind, base: spec.base }, timeClass: combat?.timeClass ?? "B" });
    return null;
  } catch (error) {
    if (!(error instanceof RulesInputError)) throw error;
    if (error.code === "ip.insufficient") return text(`${S}.Short`, { cost, available: effectiveIp(state, combat?.team ?? null) });
    if (error.code === "actor.incapable") return text(`${S}.Incapable`);
    return text(`${S}.Refused`, { path: error.path });
  }
}

function actionButton(state: BanksActor, name: ActionName, combat: BanksSheetCombat | null, timeClass: SizeClass): ActionButton {
  const spec = ACTIONS[name];
  const { cost } = actionCost({ kind: spec.kind, base: spec.base, blitzCount: state.turn.blitzCount, sizeSteps: sizeSteps(state.sizeClass, timeClass) });
  const reason = refusal(state, name, combat, cost);
  const label = actionLabel(name);
  return { name, label, cost, costLabel: text(`${S}.Cost`, { cost }), disabled: reason !== null, reason, buttonLabel: text(`${S}.Declare`, { action: label, cost }) };
}

function interruptView(state: BanksActor, combat: BanksSheetCombat | null): InterruptView | null {
  const current = combat?.current ?? null;
  if (combat === null || current === null || combat.ownTurn) return null;
  const actions = NAMES.flatMap((name): InterruptButton[] => {
    const spec = ACTIONS[name];
    try {
      const check = canInterrupt({
        interrupter: state,
        interrupterTeam: combat.team,
        actor: current.state,
        actorTeam: current.team,
        action: { kind: spec.kind, base: spec.base },
        timeClass: combat.timeClass,
        move: isMovingAction(name),
      });
      if (!check.allowed) return [];
      const label = actionLabel(name);
      const chutzpah = check.via === "chutzpah";
      return [
        {
          name,
          label,
          cost: check.cost,
          costLabel: text(chutzpah ? `${S}.CostChutzpah` : `${S}.Cost`, { cost: check.cost }),
          chutzpah,
          buttonLabel: text(chutzpah ? `${S}.InterruptChutzpah` : `${S}.Interrupt`, { action: label, cost: check.cost, name: current.name }),
        },
      ];
    } catch (error) {
      // A move during an interrupt, or an actor who cannot act: the core says no.
      if (error instanceof RulesInputError) return [];
      throw error;
    }
  });
  if (actions.length === 0) return null;
  return { heading: text(`${S}.InterruptHeading`, { name: current.name }), hint: text(`${S}.InterruptHint`), actions };
}

export function actionsView(state: BanksActor, combat: BanksSheetCombat | null): ActionsView {
  const timeClass = combat?.timeClass ?? "B";
  const buttons = NAMES.map((name) => actionButton(state, name, combat, timeClass));
  const why = state.dead ? "dead" : state.destroyed ? "destroyed" : "unconscious";
  const unable = isIncapable(state) ? text(`${S}.Unable`, { state: text(`FRAY.Banks.Sheet.State.${why}`) }) : null;
  return {
    groups: KINDS.map((kind) => ({ kind, label: text(`${S}.Kind.${kind}`), actions: buttons.filter((b) => ACTIONS[b.name].kind === kind) })),
    blitz: state.turn.blitzCount === 0 ? text(`${S}.BlitzFresh`) : text(`${S}.BlitzTaken`, { count: state.turn.blitzCount }),
    unable,
    interrupt: interruptView(state, combat),
  };
}
