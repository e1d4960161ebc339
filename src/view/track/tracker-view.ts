/**
 * What the track tracker adds to Foundry's (docs/rules/track.md §7), as a pure view-model, one
 * entry per turn row of the round (a combatant with extra passes has a row in each pass): the
 * pass a row belongs to, tie groups drawn as one bracketed turn, the group acting now, the turns
 * each combatant has left, holds, and the Dying, Incapacitated and dead badges. Above the list:
 * which pass is being played.
 */
import { type RoundRow, type TrackActor, canActOnTrack, groupSpan, turnsLeft } from "../../core/track";
import { type Text, text } from "../i18n";
import { clock } from "./monitor-text";

export interface TrackerCombatant {
  readonly id: string;
  readonly name: string;
  readonly initiative: number | null;
  /** Null for an actor the rules cannot read (the shared tracker flags it). */
  readonly state: TrackActor | null;
}

export type BadgeKind = "dying" | "incapacitated" | "dead" | "passes" | "held";
export type GroupPlace = "solo" | "first" | "middle" | "last";

export interface TrackerRowView {
  readonly id: string;
  /** Index in the combat's turns. */
  readonly index: number;
  readonly badges: readonly { readonly kind: BadgeKind; readonly label: Text }[];
  /** On the first row of each pass: "Pass 2". */
  readonly passLabel: Text | null;
  /** On the first row of a tie group: "Together (3)". */
  readonly groupLabel: Text | null;
  readonly place: GroupPlace;
  /** In the group whose turn it is. */
  readonly acting: boolean;
  /** Buttons this viewer may use (the adapter decides who controls whom). */
  readonly canHold: boolean;
  readonly canActNow: boolean;
}

export interface TrackerView {
  readonly rows: readonly TrackerRowView[];
  /** "Round 2 · Pass 1 of 2", once the round has rows. */
  readonly heading: Text | null;
}

export interface TrackerInput {
  /** The combat's turns in order (a combatant once per row). */
  readonly turns: readonly TrackerCombatant[];
  /** The round's rows (core roundRows), matching `turns` index by index; null when unknown. */
  readonly rows: readonly RoundRow[] | null;
  readonly round: number;
  /** The current turn index; null before the combat starts. */
  readonly turn: number | null;
  /** Whether this viewer may hold or release this combatant (owner or GM). */
  readonly controls: (id: string) => boolean;
}

function stateBadges(s: TrackActor): TrackerRowView["badges"][number][] {
  if (s.dead) return [{ kind: "dead", label: text(s.object ? "FRAY.Track.Monitor.Destroyed" : "FRAY.Track.Monitor.Dead") }];
  const badges: TrackerRowView["badges"][number][] = [];
  if (s.dying !== null) badges.push({ kind: "dying", label: text("FRAY.Track.Monitor.Dying", { time: clock(s.dying.secondsLeft) }) });
  if (!canActOnTrack(s)) badges.push({ kind: "incapacitated", label: text("FRAY.Track.Tracker.Skipped") });
  return badges;
}

export function trackTrackerView(input: TrackerInput): TrackerView {
  const rows = input.rows !== null && input.rows.every((r, i) => input.turns[i]?.id === r.id) ? input.rows : null;
  const started = input.turn !== null && input.round > 0;
  const current = started && rows !== null && input.turn !== null && input.turn < rows.length ? groupSpan(rows, input.turn) : null;
  const lastOfPass = new Map<number, number>();
  rows?.forEach((r, i) => lastOfPass.set(r.pass, i));
  const views = input.turns.map((c, index): TrackerRowView => {
    const row = rows?.[index];
    const badges = c.state === null ? [] : stateBadges(c.state);
    const alive = c.state !== null && !c.state.dead;
    if (row && row.held) badges.push({ kind: "held", label: text("FRAY.Track.Tracker.Holding") });
    if (rows && alive) {
      const left = turnsLeft(rows, started ? input.turn : null, c.id);
      if (left > 0 && rows.some((r) => r.id === c.id && r.pass > 1)) badges.push({ kind: "passes", label: text("FRAY.Track.Tracker.TurnsLeft", { n: left }) });
    }
    const before = rows?.[index - 1];
    const after = rows?.[index + 1];
    const inGroupBefore = row !== undefined && before?.group === row.group;
    const inGroupAfter = row !== undefined && after?.group === row.group;
    const place: GroupPlace = inGroupBefore ? (inGroupAfter ? "middle" : "last") : inGroupAfter ? "first" : "solo";
    const acting = current !== null && index >= current.first && index <= current.last;
    const mine = input.controls(c.id) && alive && c.state !== null && canActOnTrack(c.state);
    return {
      id: c.id,
      index,
      badges,
      passLabel: row && before?.pass !== row.pass ? text("FRAY.Track.Tracker.PassLabel", { pass: row.pass }) : null,
      groupLabel: place === "first" && row ? text("FRAY.Track.Tracker.Together", { score: row.score }) : null,
      place,
      acting,
      canHold: mine && acting && row !== undefined && lastOfPass.get(row.pass) !== index,
      canActNow: mine && current !== null && row !== undefined && row.held && index > current.last,
    };
  });
  const passes = rows === null || rows.length === 0 ? 0 : Math.max(...rows.map((r) => r.pass));
  const pass = current !== null ? rows?.[current.last]?.pass : undefined;
  const heading = rows === null || rows.length === 0 ? null : pass === undefined ? text("FRAY.Track.Tracker.PassesPlanned", { passes }) : text("FRAY.Track.Tracker.Heading", { round: input.round, pass, passes });
  return { rows: views, heading };
}
