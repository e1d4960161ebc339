/**
 * The damage banks (docs/rules/banks.md §6.12) as the sheet draws them: Stun (Life only) and
 * Physical as rows of boxes, 2·WIL and 2·BOD of them (core stunCap / physicalCap), each box a
 * button that sets the bank; Bleeding Out (Life only) and Sensory Overload as counters; and
 * the states that stop an actor: unconscious and dead for Life, destroyed for machines.
 */
import { type BanksActor, physicalCap, stunCap } from "../../../core/banks";
import { type Text, text } from "../../i18n";
import { type DotRow, ratingDots } from "../../sheet/dots";

const S = "FRAY.Banks.Sheet";

export type TrackKey = "stun" | "physical";
export type CounterKey = "bleedingOut" | "sensory";
export type StateKey = "unconscious" | "dead" | "destroyed";

export interface BoxTrack {
  readonly key: TrackKey;
  readonly label: Text;
  readonly value: number;
  readonly max: number;
  /** Clicking box n sets the bank to n; clicking the last marked box clears it. */
  readonly boxes: DotRow;
  /** Marked to the cap: Stun knocks out, Physical overflows on the next point (§6.12). */
  readonly full: boolean;
  readonly note: Text;
}

export interface CounterView {
  readonly key: CounterKey;
  readonly label: Text;
  readonly value: number;
  readonly note: Text | null;
  readonly increaseLabel: Text;
  readonly decreaseLabel: Text;
  readonly canDecrease: boolean;
}

export interface StateToggle {
  readonly key: StateKey;
  readonly label: Text;
  readonly checked: boolean;
  readonly field: string;
}

export interface TracksView {
  readonly tracks: readonly BoxTrack[];
  readonly counters: readonly CounterView[];
  readonly states: readonly StateToggle[];
  readonly summary: Text;
}

function track(key: TrackKey, value: number, max: number, note: Text): BoxTrack {
  const label = text(`FRAY.Banks.Bank.${key}`);
  return { key, label, value, max, boxes: ratingDots(label, value, max), full: max > 0 && value >= max, note };
}

function counter(key: CounterKey, value: number, note: Text | null): CounterView {
  const label = text(`${S}.Counter.${key}`);
  return {
    key,
    label,
    value,
    note,
    increaseLabel: text(`${S}.Counter.Increase`, { counter: label }),
    decreaseLabel: text(`${S}.Counter.Decrease`, { counter: label }),
    canDecrease: value > 0,
  };
}

export function tracksView(s: BanksActor): TracksView {
  const life = s.kind === "life";
  const physicalNote = text(life ? `${S}.Track.PhysicalLife` : `${S}.Track.PhysicalMachine`);
  const tracks = life
    ? [track("stun", s.stun, stunCap(s), text(`${S}.Track.Stun`)), track("physical", s.physical, physicalCap(s), physicalNote)]
    : [track("physical", s.physical, physicalCap(s), physicalNote)];
  const bleedingNote = s.maxBleedingOut > 0 ? text(`${S}.Counter.MaxBleedingOut`, { max: s.maxBleedingOut }) : null;
  const counters = life ? [counter("bleedingOut", s.bleedingOut, bleedingNote), counter("sensory", s.sensory, null)] : [counter("sensory", s.sensory, null)];
  // A state that does not fit the kind is still listed while set, so it can be cleared.
  const stateKeys = (["unconscious", "dead", "destroyed"] as const).filter((k) => s[k] || (life ? k !== "destroyed" : k === "destroyed"));
  const states = stateKeys.map((key) => ({ key, label: text(`${S}.State.${key}`), checked: s[key], field: `system.banks.${key}` }));
  const summary = life
    ? text(`${S}.Track.SummaryLife`, { stun: s.stun, stunCap: stunCap(s), physical: s.physical, physicalCap: physicalCap(s) })
    : text(`${S}.Track.SummaryMachine`, { physical: s.physical, physicalCap: physicalCap(s) });
  return { tracks, counters, states, summary };
}
