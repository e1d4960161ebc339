/**
 * The tracker's initiative buttons in a track world (docs/rules/track.md §7): each combatant the
 * user owns rolls its Intuition + Agility pool through Foundry (so Dice So Nice and roll modes
 * work), the hits are its score, and the scores go in one Combatant update. Later rounds are
 * re-rolled by the active GM at the round's start (core trackCombat.startRound).
 */
import { initiativePool } from "../../../core/track";
import { formatText } from "../../i18n";
import { trackStateOf } from "../actor-state";
import { TrackPoolRoll } from "../pool-roll";
import { privateMode, rollMessageOptions } from "../../chat/post-card";

export async function rollTrackInitiativeFor(combat: Combat.Implementation, ids: readonly string[]): Promise<void> {
  const updates: { _id: string; initiative: number }[] = [];
  const messages: ChatMessage.CreateData[] = [];
  for (const id of ids) {
    const combatant = combat.combatants.get(id);
    const actor = combatant?.actor;
    if (!combatant?.isOwner || !actor) continue;
    let pool: number;
    try {
      pool = initiativePool(trackStateOf(actor));
    } catch {
      continue; // unreadable: the tracker row says why
    }
    const roll = TrackPoolRoll.forPool(pool, 0);
    await roll.evaluate({ allowInteractive: true });
    const score = roll.test.hits;
    updates.push({ _id: id, initiative: score });
    const flavor = formatText({ key: "FRAY.Track.Event.initiative", data: { name: combatant.name ?? actor.name, dice: roll.faces.join(" "), score } });
    // As Foundry's own initiative: a hidden combatant's roll goes to the GMs only.
    const mode = combatant.hidden ? privateMode() : undefined;
    const data = await roll.toMessage({ speaker: ChatMessage.implementation.getSpeaker({ actor }), flavor }, rollMessageOptions(mode, { create: false }));
    messages.push(data as ChatMessage.CreateData);
  }
  if (updates.length === 0) return;
  await combat.updateEmbeddedDocuments("Combatant", updates);
  await ChatMessage.implementation.create(messages);
}
