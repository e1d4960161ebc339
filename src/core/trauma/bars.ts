/**
 * Trauma's token bar and statuses (docs/rules/trauma.md §3.1, §7): `health` is Life Support out of
 * Max Vim; setting it moves the difference to or from Clot (life-support.ts). The token shows
 * Dead, or Unconscious while alive.
 */
import { RulesInputError, requireInt, requireRecord, shown } from "../errors";
import type { BarsSpec } from "../ruleset";
import { setLifeSupport } from "./life-support";
import type { TraumaActor } from "./state";
import { validateTraumaActor } from "./state-validation";

export const TRAUMA_BARS: BarsSpec<TraumaActor> = {
  main: "health",
  // A token draws an actor mid-edit too: only the two fields read are checked (as banksBars does).
  read: (state) => {
    const v = requireRecord(state, "state", "actor.invalid");
    const lifeSupport = requireInt(requireRecord(v["vim"], "state.vim", "actor.invalid")["lifeSupport"], "state.vim.lifeSupport", "actor.invalid");
    return { health: { value: lifeSupport, max: requireInt(v["maxVim"], "state.maxVim", "actor.invalid") } };
  },
  set(state, bar, value) {
    if (bar !== "health") throw new RulesInputError("bar.unknown", "bar", `a trauma actor has one bar, health, not ${shown(bar)}`);
    return setLifeSupport(state, value).patch;
  },
};

export function traumaStatuses(state: TraumaActor): string[] {
  validateTraumaActor(state, "actor");
  if (state.status.dead) return ["dead"];
  return state.status.unconscious ? ["unconscious"] : [];
}
