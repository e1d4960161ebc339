/**
 * What an Apply changed on a banks actor, and the patch that takes exactly that back (design.md
 * "Trust model": Undo reverses the recorded change). Counters are reversed by their difference,
 * so damage or IP changed in between is kept; any other field goes back only if it still shows
 * what the Apply wrote (a status changed since by hand stays as the user left it).
 */
import type { BanksActor, BanksActorPatch } from "../state";
import { RulesInputError, requireRecord } from "../../errors";
import { validateBanksActor } from "../state-validation";

type Key = keyof BanksActor;
const COUNTERS: ReadonlySet<Key> = new Set<Key>(["ip", "chutzpah", "stun", "physical", "bleedingOut", "sensory", "recoil"]);

export interface AppliedBanks {
  /** For each top-level field the patch touched: its value before and after. */
  readonly before: Partial<BanksActor>;
  readonly after: Partial<BanksActor>;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A record whose keys are all fields of the actor: a key such as `__proto__` is refused, never read or written. */
function requireFields(value: unknown, actor: BanksActor, path: string): void {
  for (const key of Object.keys(requireRecord(value, path))) {
    if (!Object.hasOwn(actor, key)) throw new RulesInputError("actor.invalid", `${path}.${key}`, `${path}.${key} is not a field of a banks actor`);
  }
}

/** Records `state` → `next` for the fields of `patch` (next = state with the patch applied). */
export function appliedBanks(state: BanksActor, next: BanksActor, patch: BanksActorPatch): AppliedBanks {
  validateBanksActor(state, "state");
  validateBanksActor(next, "next");
  requireFields(patch, state, "patch");
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of Object.keys(patch) as Key[]) {
    if (patch[key] === undefined || same(state[key], next[key])) continue;
    before[key] = state[key];
    after[key] = next[key];
  }
  return { before: before as Partial<BanksActor>, after: after as Partial<BanksActor> };
}

/** The patch that reverses `applied` on the actor as it is now. */
export function undoBanksPatch(current: BanksActor, applied: AppliedBanks): BanksActorPatch {
  validateBanksActor(current, "current");
  const a = requireRecord(applied, "applied");
  requireFields(a["before"], current, "applied.before");
  requireFields(a["after"], current, "applied.after");
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(applied.after) as Key[]) {
    const was = applied.before[key];
    const wrote = applied.after[key];
    if (COUNTERS.has(key) && typeof was === "number" && typeof wrote === "number") {
      const value = Math.max(0, (current[key] as number) - (wrote - was));
      if (value !== current[key]) patch[key] = value;
    } else if (same(current[key], wrote)) {
      patch[key] = was;
    }
  }
  return patch as BanksActorPatch;
}
