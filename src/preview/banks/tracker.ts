/**
 * Foundry's combat sidebar for the banks tracker views (page/combat-tracker.ts), with Fray's
 * blocks put where the adapter puts them (src/system/combat/banks/tracker-render.ts): the Team
 * Bank panel before the list, each row's block under the combatant's name. The view-model and
 * templates are the adapter's own.
 */
import { banksTrackerView } from "../../view/banks/tracker";
import { worded } from "../i18n";
import { trackerSidebar } from "../page/combat-tracker";
import type { PreviewSidebar } from "../page/state";
import type { BanksFightSample } from "./fight";

/** The combat sidebar of a banks fight. */
export interface BanksTrackerSpec {
  readonly sample: BanksFightSample;
  /** A GM sees the Team Bank controls; a player owns Pell (the combatant acting) only. */
  readonly isGM: boolean;
}

const T = "systems/fray/templates/banks/combat";

export const banksTrackerSidebar = ({ sample, isGM }: BanksTrackerSpec): PreviewSidebar =>
  trackerSidebar((render) => {
    const view = worded(
      banksTrackerView({
        view: { round: sample.round, turn: 1, combatants: sample.combatants, encounter: sample.encounter },
        currentId: sample.currentId,
        owns: (id) => isGM || id === sample.currentId,
        isGM,
      }),
    );
    return {
      round: sample.round,
      before: render(`${T}/teams.hbs`, { panel: view.panel }),
      rows: sample.combatants.map((c, i) => {
        const row = view.rows[i];
        return {
          id: c.id,
          name: c.name,
          img: sample.images[c.id] ?? "",
          // Foundry shows the combatant's initiative: banks writes the effective IP there (§8).
          initiative: String(row?.effectiveIp ?? ""),
          active: c.id === sample.currentId,
          defeated: c.defeated,
          ...(row === undefined ? {} : { below: render(`${T}/row.hbs`, { row }) }),
        };
      }),
    };
  });
