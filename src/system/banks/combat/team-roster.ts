/**
 * The GM's Team Bank bookkeeping in the tracker (docs/rules/banks.md §3.2, §6.19): make a team, name
 * its leader, add and remove members, adjust the bank, clear the used Tactics, disband it. A member counts
 * only when the encounter lists its combatant id AND its actor's `teamId` names the team (core
 * `isCoordinated`), so every membership change also says which actors' `teamId` to set; an
 * actor has one `teamId`, so joining a team leaves any other. Pure: no Foundry.
 */
import { type BanksEncounter, type BanksTeam, defaultBanksTeam, validateBanksEncounter } from "../../../core/banks";
import { RulesInputError, requireInt } from "../../../core/errors";

export interface RosterChange {
  readonly encounter: BanksEncounter;
  /** A team the edit removes: Foundry merges flag updates, so a removed key needs its own deletion. */
  readonly removed?: string;
  /** Combatant id → the team its actor's `teamId` must now name. */
  readonly joins: Readonly<Record<string, string>>;
  /** Combatant id → the team its actor's `teamId` must stop naming (left alone if it names another). */
  readonly leaves: Readonly<Record<string, string>>;
}

export type RosterEdit =
  | { readonly type: "create"; readonly team: string; readonly members: readonly string[]; readonly leaderId: string | null }
  | { readonly type: "add"; readonly team: string; readonly combatantId: string }
  | { readonly type: "remove"; readonly team: string; readonly combatantId: string }
  | { readonly type: "leader"; readonly team: string; readonly leaderId: string | null }
  | { readonly type: "bank"; readonly team: string; readonly delta: number }
  | { readonly type: "clearTactics"; readonly team: string }
  | { readonly type: "disband"; readonly team: string };

/** Foundry addresses flags by dotted paths, so a team key (also the actors' `teamId`) holds no dot. */
export function checkTeamName(name: string, encounter: BanksEncounter): string {
  const team = name.trim();
  if (team === "" || team.includes(".")) throw new RulesInputError("team.badName", "team", `A team name must be non-empty and hold no dot, got ${JSON.stringify(name)}`);
  if (Object.hasOwn(encounter.teams, team)) throw new RulesInputError("team.taken", "team", `There is already a team ${team}`);
  return team;
}

function teamIn(encounter: BanksEncounter, team: string): BanksTeam {
  const state = Object.hasOwn(encounter.teams, team) ? encounter.teams[team] : undefined;
  if (state === undefined) throw new RulesInputError("team.unknown", "team", `There is no team ${team}`);
  return state;
}

/** `ids` out of every team but `keep`; a leader who leaves leaves its team leaderless. */
function leaveOtherTeams(teams: Record<string, BanksTeam>, ids: readonly string[], keep: string | null): Record<string, BanksTeam> {
  const out: Record<string, BanksTeam> = {};
  for (const [id, state] of Object.entries(teams)) {
    if (id === keep || !state.members.some((m) => ids.includes(m))) {
      out[id] = state;
      continue;
    }
    const leaderLeaves = state.leaderId !== null && ids.includes(state.leaderId);
    out[id] = { ...state, members: state.members.filter((m) => !ids.includes(m)), leaderId: leaderLeaves ? null : state.leaderId };
  }
  return out;
}

const withTeam = (encounter: BanksEncounter, teams: Record<string, BanksTeam>, team: string, state: BanksTeam): BanksEncounter => ({
  ...encounter,
  teams: { ...teams, [team]: state },
});

export function editRoster(given: BanksEncounter, edit: RosterEdit): RosterChange {
  const encounter = validateBanksEncounter(given);
  switch (edit.type) {
    case "create": {
      const team = checkTeamName(edit.team, encounter);
      const members = [...new Set(edit.members)];
      if (edit.leaderId !== null && !members.includes(edit.leaderId)) throw new RulesInputError("team.leaderNotMember", "leaderId", "The leader must be one of the members");
      const state: BanksTeam = { ...defaultBanksTeam(), members, leaderId: edit.leaderId };
      return { encounter: withTeam(encounter, leaveOtherTeams(encounter.teams, members, null), team, state), joins: Object.fromEntries(members.map((m) => [m, team])), leaves: {} };
    }
    case "add": {
      const state = teamIn(encounter, edit.team);
      const joins = { [edit.combatantId]: edit.team };
      if (state.members.includes(edit.combatantId)) return { encounter, joins, leaves: {} };
      const teams = leaveOtherTeams(encounter.teams, [edit.combatantId], edit.team);
      return { encounter: withTeam(encounter, teams, edit.team, { ...state, members: [...state.members, edit.combatantId] }), joins, leaves: {} };
    }
    case "remove": {
      const state = teamIn(encounter, edit.team);
      const next = { ...state, members: state.members.filter((m) => m !== edit.combatantId), leaderId: state.leaderId === edit.combatantId ? null : state.leaderId };
      return { encounter: withTeam(encounter, encounter.teams, edit.team, next), joins: {}, leaves: { [edit.combatantId]: edit.team } };
    }
    case "leader": {
      const state = teamIn(encounter, edit.team);
      if (edit.leaderId !== null && !state.members.includes(edit.leaderId)) throw new RulesInputError("team.leaderNotMember", "leaderId", "The leader must be one of the members");
      return { encounter: withTeam(encounter, encounter.teams, edit.team, { ...state, leaderId: edit.leaderId }), joins: {}, leaves: {} };
    }
    case "bank": {
      const state = teamIn(encounter, edit.team);
      // §3.2: the bank may go negative.
      const bank = state.bank + requireInt(edit.delta, "delta", "input.invalid");
      return { encounter: withTeam(encounter, encounter.teams, edit.team, { ...state, bank }), joins: {}, leaves: {} };
    }
    case "clearTactics": {
      const state = teamIn(encounter, edit.team);
      return { encounter: withTeam(encounter, encounter.teams, edit.team, { ...state, usedTactics: [] }), joins: {}, leaves: {} };
    }
    case "disband": {
      // Every member leaves; the bank goes with the team.
      const state = teamIn(encounter, edit.team);
      const teams = Object.fromEntries(Object.entries(encounter.teams).filter(([id]) => id !== edit.team));
      return { encounter: { ...encounter, teams }, joins: {}, leaves: Object.fromEntries(state.members.map((m) => [m, edit.team])), removed: edit.team };
    }
  }
}

/** The first of "1", "2", … no team has: a name the GM can keep or overwrite. */
export function suggestedTeamName(taken: readonly string[]): string {
  let n = 1;
  while (taken.includes(String(n))) n++;
  return String(n);
}

/** The roster edit a control asks for, or null (an empty select, an unknown control). */
export function editFor(action: string, team: string, control: { readonly value: string; readonly member: string | null }): RosterEdit | null {
  switch (action) {
    case "raise":
      return { type: "bank", team, delta: 1 };
    case "lower":
      return { type: "bank", team, delta: -1 };
    case "clearTactics":
      return { type: "clearTactics", team };
    case "disband":
      return { type: "disband", team };
    case "leader":
      return { type: "leader", team, leaderId: control.value === "" ? null : control.value };
    case "add":
      return control.value === "" ? null : { type: "add", team, combatantId: control.value };
    case "remove":
      return control.member === null ? null : { type: "remove", team, combatantId: control.member };
    default:
      return null;
  }
}
