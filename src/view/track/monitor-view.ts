/**
 * The condition monitor as a sheet draws it (rules/track.md §3.1, §7): ten boxes, each a button
 * with its strokes, a label a screen reader speaks and what a click makes of it; the penalty
 * beside them; Incapacitated, Dying and Dead. Labels are lang keys; the template only prints.
 */
import { type TrackActor, BOXES, boxLevel, boxMarks, filledBoxes, isIncapacitated, woundPenalty } from "../../core/track";
import { type Text, text } from "../i18n";
import { clock } from "./monitor-text";

/** The mark a box shows: the three whole marks, and the partial ones healing leaves. */
export type BoxMark = "empty" | "normal" | "lethal" | "aggravated" | "back" | "bar";

export interface MonitorBox {
  readonly box: number;
  readonly mark: BoxMark;
  readonly strokes: { readonly slash: boolean; readonly back: boolean; readonly bar: boolean };
  /** "Box 3: Lethal", spoken by screen readers and shown as a tooltip. */
  readonly label: Text;
  /** What a click (or Enter / Space) makes of it. */
  readonly next: Text;
}

export interface MonitorView {
  readonly boxes: readonly MonitorBox[];
  readonly filled: number;
  readonly max: number;
  readonly penalty: number;
  readonly penaltyLabel: Text;
  readonly conditions: readonly Text[];
}

const MARK_KEYS: Readonly<Record<BoxMark, string>> = { empty: "Empty", normal: "Normal", lethal: "Lethal", aggravated: "Aggravated", back: "Back", bar: "Bar" };
const NEXT: readonly BoxMark[] = ["normal", "lethal", "aggravated", "empty"];

function markOf(m: { slash: boolean; back: boolean; bar: boolean }): BoxMark {
  if (m.bar) return m.slash && m.back ? "aggravated" : "bar";
  if (m.back) return m.slash ? "lethal" : "back";
  return m.slash ? "normal" : "empty";
}

export function monitorView(state: TrackActor): MonitorView {
  const boxes: MonitorBox[] = [];
  for (let box = 1; box <= BOXES; box++) {
    const strokes = boxMarks(state, box);
    const mark = markOf(strokes);
    const next = NEXT[boxLevel(state, box)] ?? "empty";
    boxes.push({
      box,
      mark,
      strokes,
      label: text("FRAY.Track.Monitor.Box", { box, mark: text(`FRAY.Track.Monitor.Mark.${MARK_KEYS[mark]}`) }),
      next: text("FRAY.Track.Monitor.Next", { mark: text(`FRAY.Track.Monitor.Mark.${MARK_KEYS[next]}`) }),
    });
  }
  const penalty = woundPenalty(state);
  // Objects take no penalties (docs/rules/track.md §7); the Indomitable ignore theirs.
  const penaltyLabel = state.object
    ? text("FRAY.Track.Monitor.ObjectNoPenalty")
    : state.indomitable
      ? text("FRAY.Track.Monitor.Indomitable")
      : text("FRAY.Track.Monitor.Penalty", { penalty });
  const conditions: Text[] = [];
  if (state.dead) conditions.push(text(state.object ? "FRAY.Track.Monitor.Destroyed" : "FRAY.Track.Monitor.Dead"));
  else {
    if (isIncapacitated(state)) conditions.push(text("FRAY.Track.Monitor.Incapacitated"));
    if (state.dying !== null) conditions.push(text("FRAY.Track.Monitor.Dying", { time: clock(state.dying.secondsLeft) }));
    if (state.deathCount > 0) conditions.push(text("FRAY.Track.Monitor.DeathCount", { count: state.deathCount, limit: state.willpower + state.deathThresholdBonus }));
  }
  return { boxes, filled: filledBoxes(state), max: BOXES, penalty, penaltyLabel, conditions };
}
