/**
 * World time as a combat update moves it: the server advances the core.time setting by the
 * update's `worldTime.delta`, and every client hears `updateWorldTime` before the combat update
 * itself reaches it (the server finishes the operation, time included, before it answers).
 */
import type { Data } from "../object-utils";
import type { SimTab } from "../world";
import type { SimUser } from "../users";

/** @sim the world clock a test reads (the core.time world setting) */
export function worldTimeOf(tab: SimTab): number {
  return tab.world.server.worldTime;
}

/**
 * @foundry dist/database/documents/combat.mjs:1 (minified; _onUpdateOperation: advanceTime → worldTime.delta, then Setting.advanceTime(delta))
 * @foundry dist/database/backend/server-backend.mjs:1 (minified; the update awaits _onUpdateOperation before it returns)
 * @foundry client/helpers/time.mjs:211-216 (onUpdateWorldTime: updateWorldTime hook with the new time and the change)
 */
export async function advanceWorldTimeFromCombat(tab: SimTab, options: Data, user: SimUser): Promise<void> {
  if (typeof options["advanceTime"] === "number" && !options["worldTime"]) options["worldTime"] = { delta: options["advanceTime"] };
  const requested = options["worldTime"];
  if (typeof requested !== "object" || requested === null) return;
  const { delta, ...rest } = requested as Data;
  if (typeof delta !== "number" || !Number.isFinite(delta)) return;
  tab.world.server.advanceTime(delta, user.id, rest);
}
