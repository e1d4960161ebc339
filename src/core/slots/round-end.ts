/**
 * The end of a Full Round as one step (docs/rules/slots.md §5.6, §5.9, §7): Hesitation for every
 * combatant, then Upkeep in cycle order and then the NPCs, merged into one patch per actor with
 * the inverse that undoes it exactly. The Foundry adapter writes it as one recorded, undoable
 * event; the CLI keeps running the policy's two phases, which give the same states.
 */
import { type Patch, isEmptyPatch } from "../patch";
import type { Rng } from "../random";
import type { CombatEvent, CombatView } from "../ruleset";
import { hesitationStep, upkeepStep } from "./combat";
import type { SlotsEncounter } from "./encounter";
import { checkRng, checkView } from "./policy-input";
import type { SlotsActor, SlotsActorPatch } from "./state";

export interface RoundEndEntry {
  readonly combatantId: string;
  /** Hesitation and Upkeep together: the absolute values the step writes. */
  readonly patch: SlotsActorPatch;
  /** What those keys held before: writing it undoes the step. */
  readonly inverse: SlotsActorPatch;
}

export interface FullRoundEnd {
  readonly round: number;
  readonly entries: readonly RoundEndEntry[];
  /** Hesitation losses and Upkeep lines, in order. */
  readonly events: readonly CombatEvent[];
  readonly encounterPatch: Patch<SlotsEncounter>;
  /** Combatants the Upkeep killed. */
  readonly defeated: Readonly<Record<string, boolean>>;
}

/** §7 "End of the round": Hesitation, then Upkeep for everyone, as one step over the view's states. */
export function fullRoundEnd(value: CombatView<SlotsActor, SlotsEncounter>, rngValue: Rng): FullRoundEnd {
  const view = checkView(value);
  const rng = checkRng(rngValue);
  // Checked once above; the two steps then run on trusted states (200 combatants in well under 5 ms).
  const hesitation = hesitationStep(view);
  const hesitated = { ...view, combatants: view.combatants.map((c) => ({ ...c, state: { ...c.state, ...(hesitation.actorPatches[c.id] ?? {}) } as SlotsActor })) };
  const upkeep = upkeepStep(hesitated, rng);
  const entries = view.combatants.flatMap((c): RoundEndEntry[] => {
    // Both steps write whole top-level values (numbers, the Stress and burnout objects, lists),
    // so the merged patch is a spread and its inverse the same keys' values before.
    const patch: SlotsActorPatch = { ...hesitation.actorPatches[c.id], ...upkeep.actorPatches[c.id] };
    const inverse = Object.fromEntries(Object.keys(patch).map((k) => [k, c.state[k as keyof SlotsActor]])) as SlotsActorPatch;
    return isEmptyPatch(patch) ? [] : [{ combatantId: c.id, patch, inverse }];
  });
  return {
    round: view.round,
    entries,
    events: [...hesitation.events, ...upkeep.events],
    encounterPatch: hesitation.encounterPatch ?? {},
    defeated: { ...(hesitation.defeated ?? {}), ...(upkeep.defeated ?? {}) },
  };
}
