/**
 * The token bars of a banks actor (docs/rules/banks.md §8): Stun and Physical as what is left of each
 * damage bank, `2·WIL − stun` and `2·BOD − physical`. Machines and vehicles have no Stun bank
 * (Life only), so their Stun bar is empty.
 */
import { requireInt, RulesInputError, shown, requireRecord } from "../errors";
import type { BarsSpec } from "../ruleset";
import type { BanksActor } from "./state";

export interface Bar {
  readonly value: number;
  readonly max: number;
}

export interface BanksBars {
  readonly stun: Bar;
  readonly physical: Bar;
}

/** The fields the bars read, as stored (Foundry's schema types `kind` as a plain string). */
type BarSource = Pick<BanksActor, "stun" | "physical"> & { readonly kind: string; readonly attributes: Pick<BanksActor["attributes"], "WIL" | "BOD"> };

const bar = (max: number, taken: number): Bar => {
  const top = Math.max(0, max);
  return { value: Math.max(0, Math.min(top, top - taken)), max: top };
};

/** Works on stored data as it is (clamped), so a sheet or token never fails to draw. */
export function banksBars(source: BarSource): BanksBars {
  const v = requireRecord(source, "source", "actor.invalid");
  const attributes = requireRecord(v["attributes"], "source.attributes", "actor.invalid");
  for (const key of ["BOD", "WIL"]) requireInt(attributes[key], `source.attributes.${key}`, "actor.invalid", { min: 0 });
  // Stored banks may be out of range: the bars clamp them (the property test in test/core/banks/bars.test.ts).
  for (const key of ["stun", "physical"]) requireInt(v[key], `source.${key}`, "actor.invalid");
  const physical = bar(2 * source.attributes.BOD, source.physical);
  return { stun: source.kind === "life" ? bar(2 * source.attributes.WIL, source.stun) : { value: 0, max: 0 }, physical };
}

/** The bank value that leaves `wanted` on a bar of `max` (a token bar edit). */
export function takenFor(max: number, wanted: number): number {
  requireInt(max, "max", "bar.invalid", { min: 0 });
  if (typeof wanted !== "number" || !Number.isFinite(wanted)) throw new RulesInputError("bar.invalid", "value", `value must be a number, got ${shown(wanted)}`);
  return Math.max(0, Math.min(max, max - Math.round(wanted)));
}

/** The banks bars as the core contract reads and sets them (core/ruleset.ts BarsSpec): `physical` is the main one. */
export const BANKS_BARS: BarsSpec<BanksActor> = {
  main: "physical",
  read: (state) => ({ ...banksBars(state) }),
  set(state, name, value) {
    requireInt(value, "value", "bar.invalid", { min: Number.MIN_SAFE_INTEGER });
    if (name !== "stun" && name !== "physical") throw new RulesInputError("bar.unknown", "bar", `a banks actor has the bars stun and physical, not ${shown(name)}`);
    return { [name]: takenFor(banksBars(state)[name].max, value) };
  },
};
