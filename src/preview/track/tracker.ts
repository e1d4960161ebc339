/**
 * Foundry's combat sidebar for the track tracker view (page/combat-tracker.ts), with the blocks
 * the adapter adds (src/system/track/combat/tracker-render.ts) from the same templates: the
 * Initiative Passes before the list, each row's badges under the name. A round of the rules
 * journal's fight: the Ganger is Dying, the Night Stalker has an extra pass, Mara and Dez tie.
 */
import { type TrackActor, canActOnTrack, defaultTrackActor, initiativePasses } from "../../core/track";
import { text } from "../../view/i18n";
import { clock } from "../../view/track/monitor-text";
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

/** The adapter's tracker view-model (src/system/track/combat/tracker-view.ts) over the sample. */
export function trackTrackerViewOf(combatants: readonly TrackFightCombatant[]) {
  const rows = combatants.map((c) => {
    const s = c.state;
    const badges: { kind: "dying" | "incapacitated" | "dead" | "passes"; label: ReturnType<typeof text> }[] = [];
    if (s.dead) badges.push({ kind: "dead", label: text(s.object ? "FRAY.Track.Monitor.Destroyed" : "FRAY.Track.Monitor.Dead") });
    else {
      if (s.dying !== null) badges.push({ kind: "dying", label: text("FRAY.Track.Monitor.Dying", { time: clock(s.dying.secondsLeft) }) });
      if (!canActOnTrack(s)) badges.push({ kind: "incapacitated", label: text("FRAY.Track.Tracker.Skipped") });
      if (s.extraPasses > 0) badges.push({ kind: "passes", label: text("FRAY.Track.Tracker.ExtraPasses", { n: s.extraPasses }) });
    }
    return { id: c.id, badges };
  });
  const names = new Map(combatants.map((c) => [c.id, c.name]));
  const passes = initiativePasses(combatants.map((c) => ({ id: c.id, score: c.initiative, extraPasses: c.state.extraPasses, canAct: canActOnTrack(c.state) }))).map((pass) =>
    text("FRAY.Track.Tracker.Pass", { pass: pass.pass, order: pass.groups.map((g) => `${g.ids.map((id) => names.get(id) ?? id).join(" + ")} (${g.score})`).join(", ") }),
  );
  return { rows, passes };
}

export const trackTrackerSidebar = (): PreviewSidebar =>
  trackerSidebar((render) => {
    const sample = trackFightSample();
    const view = worded(trackTrackerViewOf(sample));
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
