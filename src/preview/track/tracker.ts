/**
 * Foundry's combat sidebar for the track tracker view (page/combat-tracker.ts), with the blocks
 * the adapter adds (src/system/track/combat/tracker-render.ts) from the same templates: the
 * Initiative Passes before the list, each row's badges under the name. A round of the rules
 * journal's fight: the Ganger is Dying, the Night Stalker has an extra pass, Mara and Dez tie.
 */
import { type TrackActor, defaultTrackActor } from "../../core/track";
import { trackTrackerView } from "../../view/track/tracker-view";
import { worded } from "../i18n";
import { trackerSidebar } from "../page/combat-tracker";
import type { PreviewSidebar } from "../page/state";

const T = "systems/fray/templates/track/combat";

export interface TrackFightCombatant {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly initiative: number;
  readonly state: TrackActor;
}

export function trackFightSample(): readonly TrackFightCombatant[] {
  return [
    { id: "ganger", name: "Street Ganger", img: "icons/svg/skull.svg", initiative: 4, state: defaultTrackActor({ slash: 10, back: 10, dying: { secondsLeft: 288 } }) },
    { id: "mara", name: "Mara Okafor", img: "icons/svg/mystery-man.svg", initiative: 3, state: defaultTrackActor({ slash: 6, back: 6, willpower: 3 }) },
    { id: "dez", name: "Dez Castellano", img: "icons/svg/mystery-man.svg", initiative: 3, state: defaultTrackActor({ indomitable: true }) },
    { id: "stalker", name: "Night Stalker", img: "icons/svg/eye.svg", initiative: 2, state: defaultTrackActor({ extraPasses: 1 }) },
  ];
}

export const trackTrackerSidebar = (): PreviewSidebar =>
  trackerSidebar((render) => {
    const sample = trackFightSample();
    const view = worded(trackTrackerView(sample));
    return {
      round: 2,
      before: render(`${T}/passes.hbs`, { passes: view.passes }),
      rows: sample.map((c, i) => {
        const row = view.rows[i];
        return {
          id: c.id,
          name: c.name,
          img: c.img,
          initiative: String(c.initiative),
          active: c.id === "mara",
          defeated: c.state.dead,
          ...(row === undefined || row.badges.length === 0 ? {} : { below: render(`${T}/badges.hbs`, { row }) }),
        };
      }),
    };
  });
