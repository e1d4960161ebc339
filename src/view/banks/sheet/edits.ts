/**
 * The edits a person makes on the banks sheet, as pure patches of `system.banks`: a damage box
 * sets a bank (clamped to the box row), a counter steps by one, and a lowered WIL or BOD brings
 * the banks it caps down with it (docs/rules/banks.md §3.1), so the stored state stays valid.
 */
import { type BanksActor, physicalCap, stunCap } from "../../../core/banks";
import type { CounterKey, TrackKey } from "./tracks";

export const isTrackKey = (v: string | undefined): v is TrackKey => v === "stun" || v === "physical";
export const isCounterKey = (v: string | undefined): v is CounterKey => v === "bleedingOut" || v === "sensory";

/** A clicked box: the bank it sets, within 0 and the row's length. */
export function boxValue(state: BanksActor, bank: TrackKey, value: number): number {
  const cap = bank === "stun" ? stunCap(state) : physicalCap(state);
  return Number.isFinite(value) ? Math.max(0, Math.min(cap, Math.trunc(value))) : 0;
}

/** One more or one less; Bleeding Out also keeps its highest value of the episode (§6.13). */
export function counterStep(state: BanksActor, key: CounterKey, delta: 1 | -1): Partial<Pick<BanksActor, CounterKey | "maxBleedingOut">> | null {
  const value = state[key] + delta;
  if (value < 0) return null;
  if (key === "bleedingOut" && value > state.maxBleedingOut) return { bleedingOut: value, maxBleedingOut: value };
  return { [key]: value };
}

/** Banks above the caps the submitted WIL and BOD allow, brought down to them. */
export function capsAfterEdit(state: BanksActor, submitted: { readonly WIL?: unknown; readonly BOD?: unknown }): Partial<Pick<BanksActor, "stun" | "physical" | "martialMomentum">> {
  const whole = (v: unknown, fallback: number): number => (typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : fallback);
  const attributes = { ...state.attributes, WIL: whole(submitted.WIL, state.attributes.WIL), BOD: whole(submitted.BOD, state.attributes.BOD) };
  const next = { ...state, attributes };
  const patch: Partial<Pick<BanksActor, "stun" | "physical" | "martialMomentum">> = {};
  if (state.stun > stunCap(next)) patch.stun = stunCap(next);
  if (state.physical > physicalCap(next)) patch.physical = physicalCap(next);
  // Martial Momentum is capped at BOD (§6.14).
  if (state.martialMomentum !== null && state.martialMomentum.value > attributes.BOD) patch.martialMomentum = { ...state.martialMomentum, value: attributes.BOD };
  return patch;
}
