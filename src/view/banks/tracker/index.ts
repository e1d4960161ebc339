/**
 * The banks combat tracker as a view-model (docs/rules/banks.md §8): one row per combatant, to sit
 * in that combatant's line of Foundry's tracker, and a Team Bank panel above the list. Pure:
 * the adapter (src/system/combat/banks) and the preview build it from the same core state.
 */
import type { BanksActor, BanksEncounter } from "../../../core/banks";
import type { CombatView } from "../../../core/ruleset";
import { type Text, text } from "../../i18n";
import { type TrackerRow, trackerRow } from "./rows";
import { type TrackerTeam, trackerTeams } from "./teams";

export type { TrackerRow, TrackerStatus } from "./rows";
export type { TrackerChoice, TrackerTeam, TrackerTeamMember } from "./teams";

export interface BanksTrackerInput {
  /** The combatants with their banks state, and the encounter (Team Banks, time class). */
  readonly view: CombatView<BanksActor, BanksEncounter>;
  readonly currentId: string | null;
  readonly owns: (combatantId: string) => boolean;
  /** GMs get the Team Bank controls (design.md "Trust model": the GM changes Team Banks). */
  readonly isGM: boolean;
  /** Combatants hidden from this user: no row, and their names never show in a team. */
  readonly hiddenIds?: ReadonlySet<string>;
}

export interface BanksTeamPanel {
  readonly teams: readonly TrackerTeam[];
  readonly hasTeams: boolean;
  readonly gm: boolean;
  readonly labels: {
    readonly heading: Text;
    readonly timeClass: Text;
    readonly noTeams: Text;
    readonly newTeam: Text;
  };
}

export interface BanksTrackerView {
  readonly rows: readonly TrackerRow[];
  readonly panel: BanksTeamPanel;
}

export function banksTrackerView(input: BanksTrackerInput): BanksTrackerView {
  const { view, currentId, owns, isGM } = input;
  const hidden = input.hiddenIds ?? new Set<string>();
  const shown = view.combatants.filter((c) => !hidden.has(c.id));
  const rows = shown.map((c) => trackerRow(c, { encounter: view.encounter, currentId, owns }));
  const teams = trackerTeams(shown, view.encounter, hidden);
  const K = "FRAY.Banks.Tracker.Panel";
  return {
    rows,
    panel: {
      teams,
      hasTeams: teams.length > 0,
      gm: isGM,
      labels: {
        heading: text(`${K}.Heading`),
        timeClass: text(`${K}.TimeClass`, { timeClass: text(`FRAY.Banks.Field.Size.${view.encounter.timeClass}`) }),
        noTeams: text(`${K}.NoTeams`),
        newTeam: text(`${K}.NewTeam`),
      },
    },
  };
}
