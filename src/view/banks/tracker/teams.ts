/**
 * The Team Banks of a banks encounter as the tracker shows them (docs/rules/banks.md §3.2, §6.19,
 * §8 "Team Banks are shown per team on the tracker"): bank, leader, members and the Tactics
 * already rolled. A member counts only while coordinated (the encounter lists it and its actor
 * names the team, core `isCoordinated`); a listed member whose actor names another team is
 * flagged, so the GM sees the two records disagree.
 */
import { type BanksActor, type BanksEncounter, isCoordinated, teamGoalModifier } from "../../../core/banks";
import type { CombatantView } from "../../../core/ruleset";
import { type Text, text } from "../../i18n";

const K = "FRAY.Banks.Tracker.Team";

export interface TrackerTeamMember {
  readonly id: string;
  readonly name: Text;
  readonly isLeader: boolean;
  readonly coordinated: boolean;
  /** Why the member does not count, or null. */
  readonly note: Text | null;
  readonly remove: Text;
}

export interface TrackerChoice {
  /** A combatant id; "" for "no leader". */
  readonly id: string;
  readonly label: Text;
  readonly selected: boolean;
}

export interface TrackerTeam {
  readonly id: string;
  readonly heading: Text;
  readonly bank: number;
  /** The bank as the folded panel shows it, with a true minus sign (−1, not -1). */
  readonly bankShort: string;
  readonly bankLabel: Text;
  /** A negative bank is the members' pool modifier toward the team goal (§6.19); null otherwise. */
  readonly goalModifier: Text | null;
  readonly leader: Text;
  readonly members: readonly TrackerTeamMember[];
  readonly usedTactics: Text;
  readonly hasUsedTactics: boolean;
  /** The leader select of the GM controls: no leader, then each member. */
  readonly leaderChoices: readonly TrackerChoice[];
  /** Combatants not in this team, for the GM's "add member" select. */
  readonly candidates: readonly TrackerChoice[];
  readonly controls: {
    readonly raise: Text;
    readonly lower: Text;
    readonly clearTactics: Text;
    readonly leader: Text;
    readonly add: Text;
    readonly disband: Text;
  };
}

/** Every team of the encounter, by name; members in `hidden` are left out, a hidden leader is not named. */
export function trackerTeams(combatants: readonly CombatantView<BanksActor>[], encounter: BanksEncounter, hidden: ReadonlySet<string> = new Set()): TrackerTeam[] {
  const byId = new Map(combatants.map((c) => [c.id, c]));
  const nameOf = (id: string): Text => {
    const c = byId.get(id);
    return c === undefined ? text(`${K}.Gone`) : text(`${K}.Name`, { name: c.name });
  };
  return Object.entries(encounter.teams)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, state]) => {
      const members = state.members.filter((m) => !hidden.has(m)).map((memberId): TrackerTeamMember => {
        const c = byId.get(memberId);
        const coordinated = c !== undefined && isCoordinated(c.state, { id, state, memberId });
        const note = c === undefined ? null : coordinated ? null : c.state.teamId === null ? text(`${K}.NoTeamOnActor`) : text(`${K}.OtherTeamOnActor`, { team: c.state.teamId });
        return { id: memberId, name: nameOf(memberId), isLeader: memberId === state.leaderId, coordinated, note, remove: text(`${K}.Remove`, { name: nameOf(memberId), team: id }) };
      });
      const modifier = teamGoalModifier(state.bank);
      return {
        id,
        heading: text(`${K}.Heading`, { team: id }),
        bank: state.bank,
        bankShort: state.bank < 0 ? `−${-state.bank}` : String(state.bank),
        bankLabel: text(`${K}.Bank`, { bank: state.bank }),
        goalModifier: modifier < 0 ? text(Math.abs(modifier) === 1 ? `${K}.GoalModifierOne` : `${K}.GoalModifier`, { modifier: `−${Math.abs(modifier)}` }) : null,
        leader: state.leaderId === null ? text(`${K}.NoLeader`) : hidden.has(state.leaderId) ? text(`${K}.HiddenLeader`) : text(`${K}.Leader`, { name: nameOf(state.leaderId) }),
        members,
        usedTactics: state.usedTactics.length ? text(`${K}.UsedTactics`, { list: state.usedTactics.join(", ") }) : text(`${K}.NoTactics`),
        hasUsedTactics: state.usedTactics.length > 0,
        leaderChoices: [
          { id: "", label: text(`${K}.NoLeaderChoice`), selected: state.leaderId === null },
          ...state.members.filter((m) => byId.has(m)).map((m) => ({ id: m, label: nameOf(m), selected: m === state.leaderId })),
        ],
        candidates: combatants.filter((c) => !state.members.includes(c.id)).map((c) => ({ id: c.id, label: nameOf(c.id), selected: false })),
        controls: {
          raise: text(`${K}.Raise`, { team: id }),
          lower: text(`${K}.Lower`, { team: id }),
          clearTactics: text(`${K}.ClearTactics`, { team: id }),
          leader: text(`${K}.SetLeader`, { team: id }),
          add: text(`${K}.Add`, { team: id }),
          disband: text(`${K}.Disband`, { team: id }),
        },
      };
    });
}
