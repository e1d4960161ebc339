/**
 * One combatant's line in the banks combat tracker (docs/rules/banks.md §8): its IP, its effective
 * IP (IP + the Team Bank it may use), the Blitz count and what its next Simple action costs
 * (Blitz doubling and size, §6.4), Recoil, Martial Momentum and where it stands in the round.
 * Every number comes from the core; this file only arranges them.
 */
import { type BanksActor, type BanksEncounter, actionCost, combatantEffectiveIp, isEligible, sizeSteps, teamOf, usableTeamBank } from "../../../core/banks";
import type { CombatantView } from "../../../core/ruleset";
import { type Text, text } from "../../i18n";

const K = "FRAY.Banks.Tracker";

/**
 * acting: has the turn now; waiting: still to act this round; acted / passed: done for the
 * round (§6.3 step 3); cannotAct: defeated, dead, destroyed or unconscious.
 */
export type TrackerStatus = "acting" | "waiting" | "acted" | "passed" | "cannotAct";

export interface TrackerRow {
  readonly id: string;
  readonly ip: number;
  readonly effectiveIp: number;
  /** The Team Bank counted in the effective IP (never negative, DECISION §9.6). */
  readonly teamBank: number;
  /** The team the combatant is coordinated with, or null. */
  readonly teamId: string | null;
  readonly blitzCount: number;
  readonly nextSimpleCost: number;
  readonly recoil: number;
  /** Martial Momentum's value, or null when the combatant has none. */
  readonly momentum: number | null;
  readonly status: TrackerStatus;
  /** The owner may pass: it is this combatant's turn and it has not passed yet. */
  readonly canPass: boolean;
  readonly labels: {
    readonly ip: Text;
    readonly effectiveIp: Text;
    /** How the effective IP is made up, for the tooltip. */
    readonly effectiveIpHint: Text;
    readonly blitz: Text;
    readonly nextCost: Text;
    /** base × Blitz factor × size factor = cost, for the tooltip. */
    readonly nextCostHint: Text;
    readonly recoil: Text;
    readonly momentum: Text | null;
    /** Ran this round: attacks on it face +1 (§6.7 step 4). */
    readonly ran: Text | null;
    readonly status: Text;
    /** Everything above in one sentence, for screen readers. */
    readonly summary: Text;
    readonly pass: Text;
  };
}

export interface TrackerRowContext {
  readonly encounter: BanksEncounter;
  /** The combatant whose turn it is, or null before the combat starts and between turns. */
  readonly currentId: string | null;
  /** Whether the viewing user owns this combatant (a GM owns all). */
  readonly owns: (combatantId: string) => boolean;
}

function statusOf(c: CombatantView<BanksActor>, currentId: string | null): TrackerStatus {
  const { turn } = c.state;
  if (turn.passed) return "passed";
  if (c.id === currentId) return c.defeated ? "cannotAct" : "acting";
  if (turn.acted) return "acted";
  return isEligible(c) ? "waiting" : "cannotAct";
}

/** The row of one combatant; the state is the core's, already validated when it was read. */
export function trackerRow(c: CombatantView<BanksActor>, context: TrackerRowContext): TrackerRow {
  const { state } = c;
  const { encounter } = context;
  const team = teamOf(encounter, c.id, state);
  const teamBank = usableTeamBank(state, team);
  const effectiveIp = combatantEffectiveIp(c, encounter);
  const cost = actionCost({ kind: "simple", blitzCount: state.turn.blitzCount, sizeSteps: sizeSteps(state.sizeClass, encounter.timeClass) });
  const status = statusOf(c, context.currentId);
  const momentum = state.martialMomentum?.value ?? null;
  const name = c.name;
  const statusLabel = text(`${K}.Status.${status}`);
  return {
    id: c.id,
    ip: state.ip,
    effectiveIp,
    teamBank,
    teamId: team?.id ?? null,
    blitzCount: state.turn.blitzCount,
    nextSimpleCost: cost.cost,
    recoil: state.recoil,
    momentum,
    status,
    canPass: status === "acting" && context.owns(c.id),
    labels: {
      ip: text(`${K}.Ip`, { ip: state.ip }),
      effectiveIp: text(`${K}.EffectiveIp`, { effective: effectiveIp }),
      effectiveIpHint: team === null ? text(`${K}.EffectiveIpAlone`, { ip: state.ip }) : text(`${K}.EffectiveIpTeam`, { ip: state.ip, team: teamBank, teamId: team.id, effective: effectiveIp }),
      blitz: text(`${K}.Blitz`, { count: state.turn.blitzCount }),
      nextCost: text(`${K}.NextCost`, { cost: cost.cost }),
      nextCostHint: text(`${K}.NextCostHint`, { base: cost.base, blitz: cost.blitzFactor, size: cost.sizeFactor, cost: cost.cost }),
      recoil: text(`${K}.Recoil`, { recoil: state.recoil }),
      momentum: momentum === null ? null : text(`${K}.Momentum`, { momentum }),
      ran: state.turn.ran ? text(`${K}.Ran`) : null,
      status: statusLabel,
      summary: text(`${K}.Summary`, { name, ip: state.ip, effective: effectiveIp, count: state.turn.blitzCount, cost: cost.cost, recoil: state.recoil, status: statusLabel }),
      pass: text(`${K}.Pass`, { name }),
    },
  };
}
