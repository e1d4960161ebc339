import { RulesInputError, requireInt } from "../errors";
import { applyPatch } from "../patch";
import type { TraumaActor, TraumaActorPatch } from "./state";
import { sumInUse } from "./state";
import { requireAlive, validateTraumaActor } from "./state-validation";

export type ApplyTraumaResult = {
  trauma: number;
  /** Moved from Life Support to Clot. */
  absorbed: number;
  /** Found no counter: added to clotDeficit. */
  deficit: number;
  /** More trauma than Life Support: death at the end of the round unless relic Vim covers it. */
  overkill: boolean;
};

/** The patch part of applying `trauma` to a (checked) state; shared with resolveAttack. */
export function traumaApplication(state: TraumaActor, trauma: number): { result: ApplyTraumaResult; patch: TraumaActorPatch } {
  const absorbed = Math.min(trauma, state.vim.lifeSupport);
  const deficit = trauma - absorbed;
  const result = { trauma, absorbed, deficit, overkill: deficit > 0 };
  if (trauma === 0) return { result, patch: {} };
  const patch: TraumaActorPatch = { vim: { lifeSupport: state.vim.lifeSupport - absorbed, clot: state.vim.clot + absorbed } };
  if (deficit > 0) patch.clotDeficit = state.clotDeficit + deficit;
  return { result, patch };
}

/** docs/rules/trauma.md §5.8a: final trauma moves Vim from Life Support to Clot; the rest is Overkill. */
export function applyTrauma(state: TraumaActor, trauma: number): { result: ApplyTraumaResult; patch: TraumaActorPatch } {
  validateTraumaActor(state, "actor");
  requireInt(trauma, "trauma", "vim.negative", { min: 0 });
  return traumaApplication(state, trauma);
}

export type MoveRelicVimResult = {
  relicId: string;
  /** Vim moved from the relic to Life Support (all of it, SOURCE). */
  moved: number;
  /** Of that, Vim that went on to cover the Overkill deficit. */
  covered: number;
  clotDeficit: number;
};

/** docs/rules/trauma.md §5.9: drain a relic into Life Support, then cover any Overkill deficit. */
export function moveRelicVim(state: TraumaActor, relicId: string): { result: MoveRelicVimResult; patch: TraumaActorPatch } {
  validateTraumaActor(state, "actor");
  requireAlive(state, "actor", "move Vim from a relic");
  const relic = state.vim.relics.find((r) => r.id === relicId);
  if (relic === undefined) {
    const known = state.vim.relics.map((r) => r.id).join(", ");
    throw new RulesInputError("relic.unknown", "relicId", `No relic with id ${JSON.stringify(relicId)}${known ? `; relics are ${known}` : ""}`);
  }
  const lifeSupport = state.vim.lifeSupport + relic.vim;
  const covered = Math.min(state.clotDeficit, lifeSupport);
  const clotDeficit = state.clotDeficit - covered;
  const patch: TraumaActorPatch = {
    vim: {
      lifeSupport: lifeSupport - covered,
      clot: state.vim.clot + covered,
      relics: state.vim.relics.map((r) => (r.id === relicId ? { ...r, vim: 0 } : { ...r })),
    },
  };
  if (covered > 0) patch.clotDeficit = clotDeficit;
  return { result: { relicId, moved: relic.vim, covered, clotDeficit }, patch };
}

export type AutoDrainResult = { drained: MoveRelicVimResult[]; clotDeficit: number };

/**
 * docs/rules/trauma.md §5.9 step 3 (world setting `autoDrainRelics`): after Overkill, drain relics
 * holding Vim in list order until the deficit is covered or none remain.
 */
export function autoDrainRelics(state: TraumaActor): { result: AutoDrainResult; patch: TraumaActorPatch } {
  validateTraumaActor(state, "actor");
  requireAlive(state, "actor", "move Vim from a relic");
  let current = state;
  const drained: MoveRelicVimResult[] = [];
  for (const relic of state.vim.relics) {
    if (current.clotDeficit === 0) break;
    if (relic.vim === 0) continue;
    const step = moveRelicVim(current, relic.id);
    drained.push(step.result);
    current = applyPatch(current, step.patch);
  }
  if (drained.length === 0) return { result: { drained, clotDeficit: state.clotDeficit }, patch: {} };
  const patch: TraumaActorPatch = {
    vim: { lifeSupport: current.vim.lifeSupport, clot: current.vim.clot, relics: current.vim.relics },
    clotDeficit: current.clotDeficit,
  };
  return { result: { drained, clotDeficit: current.clotDeficit }, patch };
}

export type SetMaxVimResult = { maxVim: number; previous: number; lifeSupport: number };

/** docs/rules/trauma.md §5.11: the difference goes to (or comes from) Life Support. */
export function setMaxVim(state: TraumaActor, maxVim: number): { result: SetMaxVimResult; patch: TraumaActorPatch } {
  validateTraumaActor(state, "actor");
  requireInt(maxVim, "maxVim", "actor.invalid", { min: 1 });
  const used = sumInUse(state.vim); // validated above
  if (maxVim < used) {
    throw new RulesInputError(
      "vim.maxBelowUsed",
      "maxVim",
      `Max Vim ${maxVim} is below the ${used} Vim already in Clot, timers, conditions and relics`,
    );
  }
  const lifeSupport = maxVim - used;
  return {
    result: { maxVim, previous: state.maxVim, lifeSupport },
    patch: maxVim === state.maxVim ? {} : { maxVim, vim: { lifeSupport } },
  };
}
