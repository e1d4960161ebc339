/**
 * When a combat of the slots world ends, the active GM posts the encounter outro's card
 * (docs/rules/slots.md §5.14) with its All Resolve and Slow Burn buttons. Posted once per combat,
 * even with two GM tabs open: the card's step is claimed in the GM record book by the combat's id
 * first. A combat that never started, or held no slots fighter, ends without one.
 */
import type { SlotsOutroCard } from "../../../view/slots/outro-card";
import { runStep } from "../../gm/records/exactly-once";
import { isFrayActor } from "../../data/actor/actor-system";
import { slotsMessageFlags } from "../flags";
import { slotsStateOf } from "../actor-state";

/** The card of a combat that just ended, or null when there is nothing to resolve. Reads each fighter once. */
export function outroCardOf(combat: Combat.Implementation): SlotsOutroCard | null {
  if (!combat.started || !combat.id) return null;
  const seen = new Set<string>();
  const actors: SlotsOutroCard["actors"][number][] = [];
  for (const combatant of combat.combatants) {
    const actor = combatant.actor;
    if (!actor || seen.has(actor.uuid) || !isFrayActor(actor)) continue;
    try {
      slotsStateOf(actor);
    } catch {
      continue;
    }
    seen.add(actor.uuid);
    actors.push({ uuid: actor.uuid, name: actor.name.slice(0, 200), tokenId: combatant.tokenId ?? null });
  }
  if (actors.length === 0) return null;
  return { version: 1, combatId: combat.id, sceneId: combat.scene?.id ?? null, round: combat.round, actors };
}

export async function postOutro(combat: Combat.Implementation): Promise<void> {
  if (!game.user.isActiveGM) return;
  const card = outroCardOf(combat);
  if (card === null) return;
  if (!(await runStep({ key: `slots.outroPosted:${card.combatId}`, writes: [], data: null, refs: [] }))) return;
  await ChatMessage.implementation.create({ content: "", flags: slotsMessageFlags({ outro: card }) });
}

export function registerSlotsOutro(): void {
  Hooks.on("deleteCombat", (combat) => {
    postOutro(combat as Combat.Implementation).catch((error: unknown) => console.error("fray | the encounter outro could not be posted", error));
  });
}
