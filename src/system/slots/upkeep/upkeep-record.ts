/**
 * What the end of a Full Round remembers in the GM's record book (gm/records): the inverse of
 * every value it wrote (actors, defeated marks, the encounter) so its Undo is exact, and the
 * events its card lists, those about hidden combatants kept apart for the GMs. Read back
 * through `readUpkeepRecord`: a malformed record is refused, never trusted.
 */
import { RulesInputError } from "../../../core/errors";
import type { CombatEvent } from "../../../core/ruleset";
import type { SlotsActorPatch } from "../../../core/slots";
import { lineKey } from "../../gm/records/gm-record";

export interface UpkeepRecord {
  readonly combatId: string;
  readonly round: number;
  /** Per actor (its uuid), the values the step's keys held before it. */
  readonly inverse: readonly { readonly uuid: string; readonly patch: SlotsActorPatch }[];
  /** Combatants the step marked defeated, with their mark before. */
  readonly defeatedBefore: readonly { readonly id: string; readonly defeated: boolean }[];
  readonly encounterBefore: unknown;
  readonly events: readonly CombatEvent[];
  readonly hiddenEvents: readonly CombatEvent[];
}

/** The ledger line of one Full Round's end in one combat: applied, undone, applied again (generations). */
export const upkeepLine = (combatId: string, round: number): string => `slots.upkeep:${combatId}:r${round}`;

/** The record key of a line's Apply in a generation (gm-record.ts lineKey). */
export const upkeepApplyKey = (combatId: string, round: number, generation: number): string => lineKey(upkeepLine(combatId, round), generation, "apply");

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function eventsOf(value: unknown): CombatEvent[] | null {
  if (!Array.isArray(value)) return null;
  const ok = value.every((e) => isRecord(e) && typeof e["type"] === "string" && isRecord(e["detail"]) && (e["combatantId"] === undefined || typeof e["combatantId"] === "string"));
  return ok ? (value as CombatEvent[]) : null;
}

export function readUpkeepRecord(data: unknown): UpkeepRecord {
  const bad = (): never => {
    throw new RulesInputError("ledger.notApplied", "record", "FRAY.Common.Chat.Error.NothingToUndo");
  };
  if (!isRecord(data)) return bad();
  const { combatId, round, inverse, defeatedBefore } = data;
  const events = eventsOf(data["events"]);
  const hiddenEvents = eventsOf(data["hiddenEvents"]);
  if (typeof combatId !== "string" || !Number.isInteger(round) || !Array.isArray(inverse) || !Array.isArray(defeatedBefore) || !events || !hiddenEvents) return bad();
  if (!inverse.every((i) => isRecord(i) && typeof i["uuid"] === "string" && isRecord(i["patch"]))) return bad();
  if (!defeatedBefore.every((d) => isRecord(d) && typeof d["id"] === "string" && typeof d["defeated"] === "boolean")) return bad();
  return data as unknown as UpkeepRecord;
}

/** The Full Round a ledger key belongs to (`r3:t1:…`, `r3:endRound`), or null for `start`. */
export function roundOfKey(key: string): number | null {
  const m = /^r(\d+):/.exec(key);
  return m?.[1] === undefined ? null : Number(m[1]);
}
