/**
 * The status effects a slots actor shows on its token (docs/rules/slots.md §7), read from
 * `system.slots`: the state is the truth and the statuses follow it.
 */
import { RulesInputError } from "../errors";
import { field, requireRecord } from "./shape";
import { type SlotsActor, isVulnerable } from "./state";

/**
 * The fields the statuses read, checked for type only (not range), so an actor mid-edit still
 * shows its statuses while hostile input is refused.
 */
export function checkStatusSource(value: unknown, path = "state"): SlotsActor {
  const s = requireRecord(value, path, "actor.invalid");
  const bad = (key: string): never => {
    throw new RulesInputError("actor.invalid", `${path}.${key}`, `${path}.${key} has the wrong type`);
  };
  for (const key of ["dead", "prone", "agony", "vulnerableByEffect"]) if (typeof field(s, key) !== "boolean") bad(key);
  for (const key of ["hp", "bleed", "hemorrhage", "stunDebt"]) if (typeof field(s, key) !== "number") bad(key);
  for (const key of ["unconscious", "slow"]) if (typeof field(s, key) !== "object") bad(key);
  const b = field(s, "burnout");
  if (typeof b !== "object" || b === null) return bad("burnout");
  const burnout = b as Readonly<Record<string, unknown>>;
  if (typeof field(burnout, "strainedDays") !== "number") bad("burnout.strainedDays");
  for (const key of ["seizure", "mindFog", "mute"]) if (typeof field(burnout, key) !== "object") bad(`burnout.${key}`);
  return value as SlotsActor;
}

export const SLOTS_STATUSES = ["dead", "unconscious", "vulnerable", "stunned", "slowed", "agony", "bleeding", "hemorrhaging", "prone", "strained", "mindFog", "mute"] as const;
export type SlotsStatus = (typeof SLOTS_STATUSES)[number];

/** Dead hides the rest but Prone: nothing else matters to a corpse. */
export function slotsStatuses(state: SlotsActor): SlotsStatus[] {
  if (state.dead) return state.prone ? ["dead", "prone"] : ["dead"];
  const b = state.burnout;
  const shown: Record<SlotsStatus, boolean> = {
    dead: false,
    unconscious: state.unconscious !== null,
    vulnerable: isVulnerable(state),
    stunned: state.stunDebt > 0 || b.seizure !== null,
    slowed: state.slow !== null,
    agony: state.agony,
    bleeding: state.bleed > 0,
    hemorrhaging: state.hemorrhage > 0,
    prone: state.prone,
    strained: b.strainedDays > 0,
    mindFog: b.mindFog !== null,
    mute: b.mute !== null,
  };
  return SLOTS_STATUSES.filter((s) => shown[s]);
}

/** The counter a status shows on its icon (Bleeding 3), or null. */
export function statusCounter(state: SlotsActor, status: SlotsStatus): number | null {
  if (status === "bleeding") return state.bleed;
  if (status === "hemorrhaging") return state.hemorrhage;
  if (status === "stunned") return state.stunDebt > 0 ? state.stunDebt : null;
  return null;
}
