import { expect } from "vitest";
import { type BanksActor, type BanksActorOptions, type BanksTeam, type TeamRef, defaultBanksActor, defaultBanksTeam } from "../../../src/core/banks";
import { RulesInputError } from "../../../src/core/errors";
import type { Rng } from "../../../src/core/random";

/** Deep-freezes test inputs so any mutation by a procedure throws (strict mode). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** §10 defaults: a Life target, every attribute 3 (WIL 3 → Stun cap 6, BOD 3 → Physical cap 6), armor 0, size B. */
export function life(options: BanksActorOptions = {}): BanksActor {
  return deepFreeze(defaultBanksActor(options));
}

export function drone(options: BanksActorOptions = {}): BanksActor {
  return deepFreeze(defaultBanksActor({ kind: "machine", isPlayer: false, ...options }));
}

export function team(over: Partial<BanksTeam> = {}): BanksTeam {
  return deepFreeze({ ...defaultBanksTeam(), ...over });
}

/** A team ref for member `memberId` of team "t1" (the actor must carry teamId "t1"). */
export function teamRef(bank: number, memberId = "m1", over: Partial<BanksTeam> = {}): TeamRef {
  return deepFreeze({ id: "t1", memberId, state: { ...defaultBanksTeam(), bank, members: [memberId], ...over } });
}

/** The code and path of the RulesInputError `fn` throws. */
export function thrown(fn: () => unknown): { code: string; path: string } {
  try {
    fn();
  } catch (e) {
    if (e instanceof RulesInputError) {
      expect(e.message.length).toBeGreaterThan(5);
      return { code: e.code, path: e.path };
    }
    throw e;
  }
  throw new Error("expected a RulesInputError");
}

/** An Rng that returns the given floats in turn (then repeats the last), for coin tosses. */
export function scriptedRng(values: readonly number[]): Rng {
  let i = 0;
  const next = (): number => values[Math.min(i++, values.length - 1)] ?? 0;
  return { next, int: (min, max) => min + Math.floor(next() * (max - min + 1)) };
}
