/**
 * The attack flow of docs/rules/trauma.md §5.8 in Foundry, on the clicking user's client: the
 * attacker's draw becomes an attack card; each target's resistance draw becomes its own
 * message, authored by whoever may act for that target. Outcomes are never stored: every
 * reader recomputes them from these inputs, and only the active GM applies them.
 */
import { type AttackCardState, type DrawPlay, type PerkIntent, actorDrawInput, planPerkPlays, resistanceCall, resolveDraw, familyOf, DEFAULT_TRAUMA_REGISTRY, validateTraumaWeapon, attackCardOutcome } from "../../core/trauma";
import { CardDraw } from "./cards/card-draw";
import { coreCardsOf } from "../cards/card-identity";
import { weaponSystem } from "../data/item/item-system";
import { askGm, report } from "../gm/gm-request";
import { attackCardOf, resistanceFor } from "./attack-messages";
import { actorFromUuid, mayActFor } from "../gm/actors";
import { perkHandOf, traumaStateOf } from "./actor-state";
import type { AttackRequest, PerkChoice } from "./attack-request";
import { dealPerkFor, discardPerksFor } from "./gm/gm-actions";
import { postAttackCard, postResistance } from "./chat/post-draw";
import { cardAttacker } from "./chat/card-attacker";

function intentsFrom(actor: Actor.Implementation, choices: readonly PerkChoice[]): PerkIntent[] {
  const hand = coreCardsOf(perkHandOf(actor));
  return choices.flatMap((choice) => {
    const card = hand.find((c) => c.id === choice.cardId);
    if (!card) return [];
    return choice.targetIndex === undefined ? [{ card }] : [{ card, targetIndex: choice.targetIndex }];
  });
}

/** After a draw message exists: played perks go to the discard pile, a failed draw earns one. */
async function settlePerks(messageId: string, played: boolean, earns: boolean): Promise<void> {
  if (played) {
    const result = await askGm("fray.discardPerks", { messageId }, () => discardPerksFor(messageId));
    if (!result.ok) report(result);
  }
  if (earns) {
    const result = await askGm("fray.dealPerk", { messageId }, () => dealPerkFor(messageId));
    if (result.ok) report(result);
  }
}

export async function performAttack(request: AttackRequest): Promise<void> {
  const { actor, item } = request;
  const system = weaponSystem(item);
  if (!system) throw new Error(`Fray | ${item.name} is not a weapon`);
  const weapon = validateTraumaWeapon({ ...system.toObject().trauma, difficulty: request.difficulty }, `Item.${item.id}.system.trauma`);
  const state = traumaStateOf(actor);
  const draw = await CardDraw.forActor(actor, state.abilities[weapon.ability] ?? 0);
  const perks = planPerkPlays(draw.cards, intentsFrom(actor, request.perks));
  const play: DrawPlay = { cards: draw.cards, perks };
  // Check the draw now, so a bad one never reaches the chat log.
  const { result } = resolveDraw(actorDrawInput(state, weapon.ability, weapon.lobe, weapon.difficulty, play));
  const card: AttackCardState = {
    version: 1,
    attacker: { actorUuid: actor.uuid, name: actor.name, state: cardAttacker(state, weapon, perks) },
    weapon: { itemUuid: item.uuid, name: item.name, profile: weapon },
    draw: play,
    targets: request.targets.flatMap((t) => (t.actor ? [{ actorUuid: t.actor.uuid, name: t.name }] : [])),
  };
  const message = await postAttackCard(actor, item.name, card);
  if (message?.id) await settlePerks(message.id, perks.length > 0, result.earnsPerk);
}

/** The resistance draw for one target of an attack card, by someone who may act for it. */
export async function resistFor(attackMessageId: string, targetIndex: number, choices: readonly PerkChoice[] = []): Promise<void> {
  const attackMessage = game.messages.get(attackMessageId);
  const card = attackMessage ? attackCardOf(attackMessage) : null;
  const ref = card?.targets[targetIndex];
  const target = ref ? await actorFromUuid(ref.actorUuid) : null;
  if (!card || !ref || !target || !mayActFor(game.user, target)) return;
  if (await resistanceFor(attackMessageId, targetIndex, target)) return;
  const state = traumaStateOf(target);
  const call = resistanceCall(state, familyOf(DEFAULT_TRAUMA_REGISTRY, card.weapon.profile.traumaType));
  const draw = await CardDraw.forActor(target, call.abilityRating);
  const perks = planPerkPlays(draw.cards, intentsFrom(target, choices));
  const play: DrawPlay = { cards: draw.cards, perks };
  const outcome = attackCardOutcome(card, state, play);
  const message = await postResistance(target, { attackMessageId, targetIndex, draw: play });
  if (message?.id) await settlePerks(message.id, perks.length > 0, outcome.result.perks.target.earns);
}
