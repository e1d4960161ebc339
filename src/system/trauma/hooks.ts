/**
 * The trauma ruleset's reactions to Foundry events, run on the active GM's client only so
 * they happen once: auto-resistance for targets no player owns, pinning the resistance draw
 * that counts, keeping token statuses in step with Unconscious and Dead, and building decks
 * for new Leads.
 */
import { setUpDecks } from "./cards/deck-setup";
import { actorSystem, isFrayActor } from "../data/actor/actor-system";
import { attackCardOf, resistanceOf } from "./attack-messages";
import { actorFromUuid, mayActFor } from "../gm/actors";
import { resistFor } from "./attack-flow";
import { traumaMessageFlag, traumaMessageFlags } from "./flags";

const isActiveGm = (): boolean => game.user.isActiveGM;

async function onChatMessage(message: ChatMessage.Implementation): Promise<void> {
  const card = attackCardOf(message);
  if (card && message.id && game.settings.get("fray", "autoResistNpc")) {
    for (const [i, ref] of card.targets.entries()) {
      const target = await actorFromUuid(ref.actorUuid);
      if (target && !target.hasPlayerOwner) await resistFor(message.id, i);
    }
  }
  const resistance = resistanceOf(message);
  if (resistance && message.id) {
    const attack = game.messages.get(resistance.attackMessageId);
    const ref = attack ? attackCardOf(attack)?.targets[resistance.targetIndex] : undefined;
    const target = ref ? await actorFromUuid(ref.actorUuid) : null;
    const key = String(resistance.targetIndex);
    // The first valid draw counts; the GM's record also re-renders the card for everyone.
    if (attack && mayActFor(message.author, target) && !traumaMessageFlag(attack, "resisted")?.[key]) {
      await attack.update({ flags: traumaMessageFlags({ resisted: { [key]: message.id } }) });
    }
  }
}

async function syncStatuses(actor: Actor.Implementation): Promise<void> {
  if (!isFrayActor(actor)) return;
  const { unconscious, dead } = actorSystem(actor).trauma.status;
  if (actor.statuses.has("dead") !== dead) await actor.toggleStatusEffect("dead", { active: dead, overlay: true });
  if (actor.statuses.has("unconscious") !== (unconscious && !dead)) await actor.toggleStatusEffect("unconscious", { active: unconscious && !dead });
}

export function registerTraumaHooks(): void {
  Hooks.on("createChatMessage", (message: ChatMessage.Implementation) => {
    if (isActiveGm()) void onChatMessage(message);
  });
  Hooks.on("updateActor", (actor: Actor.Implementation, changes: Actor.UpdateData) => {
    if (isActiveGm() && (changes as { system?: { trauma?: { status?: unknown } } }).system?.trauma?.status !== undefined) void syncStatuses(actor);
  });
  Hooks.on("createActor", (actor: Actor.Implementation) => {
    if (isActiveGm() && actor.type === "character") void setUpDecks();
  });
  Hooks.once("ready", () => {
    if (isActiveGm()) void setUpDecks();
  });
}
