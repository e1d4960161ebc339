// Test actors for the slots worked examples (docs/rules/slots.md §9): the default actor there is
// Strength 10, Vitality 10 (max HP 170), Agility 0.
import { applyPatch } from "../../../src/core/patch";
import type { SlotsActor, SlotsActorPatch } from "../../../src/core/slots";
import { defaultSlotsActor } from "../../../src/core/slots/state";
import { validateSlotsActor } from "../../../src/core/slots/state-validation";

export function actor(options: Partial<SlotsActor> = {}): SlotsActor {
  return validateSlotsActor(defaultSlotsActor({ strength: 10, vitality: 10, ...options }), "actor");
}

export function apply(state: SlotsActor, patch: SlotsActorPatch): SlotsActor {
  return validateSlotsActor(applyPatch(state, patch), "after");
}
