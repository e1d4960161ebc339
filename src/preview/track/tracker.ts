/**
 * Foundry's combat sidebar for the track tracker views (page/combat-tracker.ts), with the blocks
 * the adapter adds (src/system/track/combat/tracker-render.ts) from the same templates: the pass
 * being played above the list, and under each turn row its pass, tie group, badges and the Hold /
 * Act now buttons. A round of the rules journal's fight: the Ganger is Dying, Mara and Dez tie and
 * act together, the Night Stalker has an extra pass, so it has a row in pass 2 as well. The GM
 * controls everyone; Mara's player only Mara.
 */
import { type TrackActor, canActOnTrack, defaultTrackActor, groupSpan, roundRows } from "../../core/track";
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

/** The sample's round 2 as the tracker plays it: its rows, and the turn of Mara and Dez's group. */
export function trackFightRound(viewer: "gm" | "player") {
  const sample = trackFightSample();
  const byId = new Map(sample.map((c) => [c.id, c]));
  const rows = roundRows(sample.map((c) => ({ id: c.id, score: c.initiative, extraPasses: c.state.extraPasses, canAct: canActOnTrack(c.state) })), [], 2);
  const turns = rows.flatMap((r) => byId.get(r.id) ?? []);
  const turn = groupSpan(rows, rows.findIndex((r) => r.id === "mara")).last;
  const view = trackTrackerView({ turns, rows, round: 2, turn, controls: (id) => viewer === "gm" || id === "mara" });
  return { turns, view };
}

export const trackTrackerSidebar = (viewer: "gm" | "player" = "gm"): PreviewSidebar =>
  trackerSidebar((render) => {
    const { turns, view: raw } = trackFightRound(viewer);
    const view = worded(raw);
    return {
      round: 2,
      ...(view.heading === null ? {} : { before: render(`${T}/passes.hbs`, { heading: view.heading }) }),
      rows: turns.map((c, i) => {
        const row = view.rows[i];
        return {
          id: c.id,
          name: c.name,
          img: c.img,
          initiative: String(c.initiative),
          active: row?.acting ?? false,
          defeated: c.state.dead,
          ...(row === undefined ? {} : { below: render(`${T}/badges.hbs`, { row }) }),
        };
      }),
    };
  });
