/**
 * The combat-level state of a banks encounter (docs/rules/banks.md §3.2, §3.4): Team Banks keyed by
 * `teamId`, the time class, MED TL for death checks, and who prepared an ambush (§6.1).
 */
import { RulesInputError, requireInt, requireRecord } from "../errors";
import type { Patch } from "../patch";
import { requireObject, requireStringList, requireStringOrNull } from "./checks";
import { requireSizeClass, type SizeClass } from "./size-class";
import type { BanksActor } from "./state";
import { ownValue } from "../own";
import { validateBanksActor } from "./state-validation";

/** DECISION: `leaderId` and `members` hold combatant ids (unique per combat, unlike actor ids of unlinked tokens). */
export type BanksTeam = { leaderId: string | null; bank: number; usedTactics: string[]; members: string[] };

export type BanksEncounter = {
  teams: Record<string, BanksTeam>;
  /** The smallest directly controlled entity's class (§6.22), set each round by the GM. */
  timeClass: SizeClass;
  /** DECISION: the world's `medTL` (§3.4) is copied here so the policy's death checks stay pure. */
  medTL: number;
  /** Combatant ids whose ambush was prepared: they start with IP = INT (§6.1). */
  ambushers: string[];
};

export type BanksEncounterPatch = Patch<BanksEncounter>;
export type BanksTeamPatch = Patch<BanksTeam>;

/** A team as a procedure receives it: its key, its state and the acting member's id. */
export type TeamRef = { id: string; state: BanksTeam; memberId: string };

export function defaultBanksTeam(): BanksTeam {
  return { leaderId: null, bank: 0, usedTactics: [], members: [] };
}

export function defaultBanksEncounter(): BanksEncounter {
  return { teams: {}, timeClass: "B", medTL: 0, ambushers: [] };
}

export function validateBanksTeam(value: unknown, path = "team"): BanksTeam {
  const v = requireObject(value, path, "team.invalid");
  requireStringOrNull(v["leaderId"], `${path}.leaderId`, "team.invalid");
  // docs/rules/banks.md §3.2: a Team Bank may be negative (Wedge, losses).
  requireInt(v["bank"], `${path}.bank`, "team.invalid");
  requireStringList(v["usedTactics"], `${path}.usedTactics`, "team.invalid");
  requireStringList(v["members"], `${path}.members`, "team.invalid");
  return value as BanksTeam;
}

export function validateBanksEncounter(value: unknown, path = "encounter"): BanksEncounter {
  const v = requireObject(value, path, "encounter.invalid");
  const teams = requireObject(v["teams"], `${path}.teams`, "encounter.invalid");
  for (const [id, team] of Object.entries(teams)) validateBanksTeam(team, `${path}.teams.${id}`);
  requireSizeClass(v["timeClass"], `${path}.timeClass`);
  requireInt(v["medTL"], `${path}.medTL`, "encounter.invalid", { min: 0 });
  requireStringList(v["ambushers"], `${path}.ambushers`, "encounter.invalid");
  return value as BanksEncounter;
}

/** A team ref from a caller: a record with the team's key, the acting member's id and its state. */
export function validateTeamRef(value: unknown, path = "team"): TeamRef {
  const v = requireRecord(value, path, "team.invalid");
  if (typeof v["id"] !== "string") throw new RulesInputError("team.invalid", `${path}.id`, `${path}.id must be the team's key`);
  if (typeof v["memberId"] !== "string") throw new RulesInputError("team.invalid", `${path}.memberId`, `${path}.memberId must be a combatant id`);
  validateBanksTeam(v["state"], `${path}.state`);
  return value as TeamRef;
}

/** Coordinated: the actor names the team and its leader looped this member in (§6.19). */
export function isCoordinated(actor: BanksActor, team: TeamRef): boolean {
  validateBanksActor(actor, "actor");
  validateTeamRef(team, "team");
  return actor.teamId === team.id && team.state.members.includes(team.memberId);
}

/**
 * The Team Bank an actor may add to its own (§6.3 step 1, §6.5): `max(0, bank)` — DECISION
 * §9.6, a negative bank penalises pools instead. A team given for an actor not coordinated
 * with it is `team.notMember`.
 */
export function usableTeamBank(actor: BanksActor, team: TeamRef | null | undefined, path = "team"): number {
  if (team === null || team === undefined) return 0;
  validateTeamRef(team, path);
  if (!isCoordinated(actor, team)) {
    throw new RulesInputError("team.notMember", `${path}.memberId`, `${team.memberId} is not coordinated with team ${team.id}`);
  }
  return Math.max(0, team.state.bank);
}

/** Effective IP = IP + max(0, Team Bank) for a coordinated member (§2, §6.3). */
export function effectiveIp(actor: BanksActor, team?: TeamRef | null): number {
  validateBanksActor(actor, "actor");
  return actor.ip + usableTeamBank(actor, team);
}

/** The team a combatant is coordinated with in an encounter, or null (§6.19). */
export function teamOf(encounter: BanksEncounter, combatantId: string, actor: BanksActor): TeamRef | null {
  validateBanksEncounter(encounter, "encounter");
  validateBanksActor(actor, "actor");
  if (typeof combatantId !== "string") throw new RulesInputError("input.invalid", "combatantId", "combatantId must be text");
  return teamIn(encounter, combatantId, actor);
}

/** `teamOf` in a validated encounter for a validated actor (the turn order asks it of every combatant). */
export function teamIn(encounter: BanksEncounter, combatantId: string, actor: BanksActor): TeamRef | null {
  if (actor.teamId === null) return null;
  const state = ownValue(encounter.teams, actor.teamId);
  if (state === undefined || !state.members.includes(combatantId)) return null;
  return { id: actor.teamId, state, memberId: combatantId };
}
