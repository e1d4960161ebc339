/**
 * Foundry's combat sidebar for the trauma tracker view (page/combat-tracker.ts): Qulia and the
 * Ashmite at the start of round 2 of the round sample (sample-scenes.ts), the Ashmite at Life
 * Support 0 and waiting on its Will-to-Live draw. Trauma adds nothing to Foundry's tracker: the
 * prompt is a chat message, which the view shows beside it. The initiative is the policy's d10
 * (TRAUMA_INITIATIVE_FORMULA), rolled from the scene's seed so it never changes, and Foundry's
 * order: highest first, the first to act marked.
 */
import { createRng } from "../../core/random";
import { trackerSidebar } from "../page/combat-tracker";
import type { PreviewSidebar } from "../page/state";
import type { PreviewWorld } from "./world";

export interface TraumaTrackerSpec {
  readonly world: PreviewWorld;
  readonly round: number;
}

/** One d10 per actor, in the world's order, from the scene's seed. */
export function sampleInitiative(world: PreviewWorld): ReadonlyMap<string, number> {
  const rng = createRng(`${world.seed}:initiative`);
  return new Map(world.actors.map((a) => [a._id, rng.int(1, 10)]));
}

export const traumaTrackerSidebar = ({ world, round }: TraumaTrackerSpec): PreviewSidebar =>
  trackerSidebar(() => {
    const initiative = sampleInitiative(world);
    // Foundry's Combat#setupTurns: initiative descending, then by name.
    const order = [...world.actors].sort((a, b) => (initiative.get(b._id) ?? 0) - (initiative.get(a._id) ?? 0) || a.name.localeCompare(b.name));
    return {
      round,
      rows: order.map((a, i) => ({
        id: `c-${a._id}`,
        name: a.name,
        img: a.img,
        initiative: String(initiative.get(a._id) ?? ""),
        active: i === 0,
        defeated: false,
      })),
    };
  });
