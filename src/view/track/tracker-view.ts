/**
 * What the track tracker adds to Foundry's (docs/rules/track.md §7), as a pure view-model: per
 * row, a Dying badge with the time left, Incapacitated (skipped for actions) and extra passes;
 * above the list, the round's Initiative Passes with equal scores shown as one group.
 */
import { type TrackActor, canActOnTrack, initiativePasses } from "../../core/track";
import { type Text, text } from "../i18n";
import { clock } from "./monitor-text";

export interface TrackerCombatant {
  readonly id: string;
  readonly name: string;
  readonly initiative: number | null;
  /** Null for an actor the rules cannot read (the shared tracker flags it). */
  readonly state: TrackActor | null;
}

export interface TrackerRowView {
  readonly id: string;
  readonly badges: readonly { readonly kind: "dying" | "incapacitated" | "dead" | "passes"; readonly label: Text }[];
}

export interface TrackerView {
  readonly rows: readonly TrackerRowView[];
  /** "Pass 1: Mara + Dez (4), Ganger (2)", once initiative is rolled. */
  readonly passes: readonly Text[];
}

export function trackTrackerView(combatants: readonly TrackerCombatant[]): TrackerView {
  const rows = combatants.map((c): TrackerRowView => {
    const s = c.state;
    if (s === null) return { id: c.id, badges: [] };
    const badges: TrackerRowView["badges"][number][] = [];
    if (s.dead) badges.push({ kind: "dead", label: text(s.object ? "FRAY.Track.Monitor.Destroyed" : "FRAY.Track.Monitor.Dead") });
    else {
      if (s.dying !== null) badges.push({ kind: "dying", label: text("FRAY.Track.Monitor.Dying", { time: clock(s.dying.secondsLeft) }) });
      if (!canActOnTrack(s)) badges.push({ kind: "incapacitated", label: text("FRAY.Track.Tracker.Skipped") });
      if (s.extraPasses > 0) badges.push({ kind: "passes", label: text("FRAY.Track.Tracker.ExtraPasses", { n: s.extraPasses }) });
    }
    return { id: c.id, badges };
  });
  const rolled = combatants.filter((c): c is TrackerCombatant & { initiative: number; state: TrackActor } => c.initiative !== null && c.state !== null);
  const names = new Map(combatants.map((c) => [c.id, c.name]));
  const entries = rolled.map((c) => ({ id: c.id, score: Math.max(0, Math.min(1000, Math.trunc(c.initiative))), extraPasses: c.state.extraPasses, canAct: canActOnTrack(c.state) }));
  const passes = initiativePasses(entries).map((pass) =>
    text("FRAY.Track.Tracker.Pass", { pass: pass.pass, order: pass.groups.map((g) => `${g.ids.map((id) => names.get(id) ?? id).join(" + ")} (${g.score})`).join(", ") }),
  );
  return { rows, passes };
}
