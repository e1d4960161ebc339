/**
 * A coordinated member falling costs the team (docs/rules/banks.md §6.19): an ally incapacitated
 * −2, slain −4, and the leader's fall wipes the bank and leaves the team leaderless. The active
 * GM applies it in the same step as the damage that caused it and takes it back with that
 * damage's Undo (gm/apply.ts). Pure.
 */
import { type BanksActor, type BanksEncounter, type BanksTeam, isIncapable, teamBankEvent, teamOf } from "../../../core/banks";
import type { TeamLoss } from "../gm/banks-records";
import type { BanksCombatant } from "../combat-context";

/** The loss `before` → `after` brings the target's team, or null when it has none or did not fall. */
export function teamLossFor(ctx: BanksCombatant | null, before: BanksActor, after: BanksActor): TeamLoss | null {
  if (ctx === null || ctx.combatant.id === null) return null;
  const team = teamOf(ctx.encounter, ctx.combatant.id, before);
  if (team === null || isIncapable(before) || !isIncapable(after)) return null;
  const slain = after.dead || after.destroyed;
  const { result } = teamBankEvent(team.state, { type: slain ? "allySlain" : "allyIncapacitated", memberId: ctx.combatant.id });
  return { teamId: team.id, before: { bank: team.state.bank, leaderId: team.state.leaderId }, after: { bank: result.bank, leaderId: result.leaderId } };
}

/** Undo: the bank gets its loss back (keeping what changed since); the leader returns if no one replaced them. */
export function teamLossUndone(encounter: BanksEncounter, loss: TeamLoss): Partial<BanksTeam> | null {
  // A team id is typed by a person: read it as data, never as a key that could be "constructor".
  const team = Object.hasOwn(encounter.teams, loss.teamId) ? encounter.teams[loss.teamId] : undefined;
  if (team === undefined) return null;
  const patch: Partial<BanksTeam> = { bank: team.bank + (loss.before.bank - loss.after.bank) };
  if (team.leaderId === loss.after.leaderId) patch.leaderId = loss.before.leaderId;
  return patch;
}
