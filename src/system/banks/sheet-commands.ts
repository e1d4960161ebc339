/**
 * What a banks actor sheet asks of the turn machinery: declare an action from the catalogue
 * (paid from IP with Blitz doubling, or as an interrupt) and attack with a weapon. Each posts a
 * chat card recording only the declaration, then asks the active GM to pay it; the card shows
 * what was paid or why it was refused.
 */
import { ACTIONS, type ActionName, type ActorRef, type BanksAttackCard, type GrappleAction, attackSituation, defaultBanksWeapon, isGrappleAction, strikeCode, validateBanksAttackCard } from "../../core/banks";
import { grappleDialogView } from "../../view/banks/grapple-view";
import { chooseActionRoll } from "./apps/action-roll-dialog";
import { targetedActors } from "./targets";
import { askGm, report } from "../gm/gm-request";
import { banksStateOf, banksWeaponOf } from "./actor-state";
import { chooseBanksAttack } from "./apps/attack-dialog";
import { actingCombatant, banksCombatantOf } from "./combat-context";
import { payForMessage } from "./gm/pay";
import { banksMessageFlags } from "./flags";
import { postCard } from "../chat/post-card";

export interface DeclareOptions {
  /** Acting inside the current combatant's declared action (docs/rules/banks.md §6.6). */
  readonly interrupt?: boolean;
}

/** Asks the active GM to pay the message's action; a refusal is shown on the card and to the user. */
async function pay(message: ChatMessage.Implementation | undefined): Promise<void> {
  const messageId = message?.id;
  if (!messageId) return;
  const result = await askGm("fray.banksPay", { messageId }, () => payForMessage(messageId));
  if (!result.ok) report(result);
}

/**
 * Declares `action` for `actor`: posts the action card and asks the active GM to pay it. A
 * grapple, an escape or a throw is rolled against a target, so it posts an attack card instead.
 */
export async function declareBanksAction(actor: Actor.Implementation, action: ActionName, options: DeclareOptions = {}): Promise<void> {
  if (!Object.hasOwn(ACTIONS, action)) throw new Error(`Fray | unknown banks action ${action}`);
  if (isGrappleAction(action)) {
    await openBanksGrapple(actor, action);
    return;
  }
  const label = game.i18n.localize(`FRAY.Banks.Action.${action}`);
  const message = await ChatMessage.implementation.create({
    speaker: ChatMessage.getSpeaker({ actor }),
    content: `<p>${foundry.utils.escapeHTML(`${actor.name}: ${label}`)}</p>`,
    flags: banksMessageFlags({ action: { version: 1, actorUuid: actor.uuid, name: actor.name, action, interrupt: options.interrupt === true } }),
  });
  await pay(message);
}

/** An actor as a card names it, with its combatant in a running combat. */
function refOf(actor: Actor.Implementation, name: string): ActorRef {
  return { actorUuid: actor.uuid, name, combatantId: banksCombatantOf(actor)?.combatant.id ?? null };
}

/** Checks the card, posts it (the content is only a plain-text fallback) and asks the GM to pay it. */
async function postAttackCard(actor: Actor.Implementation, card: BanksAttackCard, summary: string): Promise<void> {
  validateBanksAttackCard(card);
  const message = await postCard({
    speaker: ChatMessage.getSpeaker({ actor }),
    content: `<p>${foundry.utils.escapeHTML(summary)}</p>`,
    flags: banksMessageFlags({ attack: card }),
  });
  await pay(message);
}

/** A grapple, an escape or a throw against the one targeted token, with bare hands (§6.17). */
async function openBanksGrapple(actor: Actor.Implementation, action: GrappleAction): Promise<void> {
  const targets = targetedActors();
  const target = targets.length === 1 ? targets[0] : undefined;
  if (target === undefined) {
    ui.notifications?.warn(game.i18n.localize("FRAY.Banks.Card.Grapple.OneTarget"));
    return;
  }
  const state = banksStateOf(actor);
  const choice = await chooseActionRoll(actor, action, grappleDialogView(action, state));
  if (choice === null) return;
  const card: BanksAttackCard = {
    version: 1,
    attacker: { ...refOf(actor, actor.name), state },
    weapon: { itemUuid: actor.uuid, name: game.i18n.localize("FRAY.Banks.Card.Grapple.Unarmed"), profile: { ...defaultBanksWeapon(), code: strikeCode(state.attributes.BOD) } },
    action,
    bullets: 1,
    pool: choice.pool,
    choice: "standard",
    targets: [refOf(target.actor, target.name)],
    dice: null,
    ...(action === "throwGrappledTarget" ? { throwChoice: choice.kind === "ip" ? ("ip" as const) : ("damage" as const) } : {}),
  };
  await postAttackCard(actor, card, `${actor.name}: ${game.i18n.localize(`FRAY.Banks.Action.${action}`)} → ${target.name}`);
}

/** Opens the attack dialog for `weapon` (an owned weapon item of `actor`), then posts the attack card. */
export async function openBanksAttack(actor: Actor.Implementation, weapon: Item.Implementation): Promise<void> {
  let profile;
  try {
    profile = banksWeaponOf(weapon);
    banksStateOf(actor);
  } catch (error) {
    ui.notifications?.error(error instanceof Error ? error.message : String(error));
    return;
  }
  const targets = targetedActors();
  const own = banksCombatantOf(actor);
  // Any number tells the dialog the attacker is in a combat: it then prices each action itself.
  const choice = await chooseBanksAttack({ actor, weapon, targets, cost: own === null ? null : 0 });
  if (choice === null) return;
  const card: BanksAttackCard = {
    version: 1,
    // Read again after the dialog: the state the card records is the one the attack is made with.
    attacker: { ...refOf(actor, actor.name), combatantId: own?.combatant.id ?? null, state: banksStateOf(actor) },
    weapon: { itemUuid: weapon.uuid, name: weapon.name, profile },
    action: choice.action,
    bullets: choice.bullets,
    pool: choice.pool,
    choice: "standard",
    targets: targets.map((t) => refOf(t.actor, t.name)),
    dice: null,
    // Seed 003 "Cover" and "Spending the Team Bank": the first target's cover, an interrupt of that target, the team's bank.
    ...attackSituation({ teamBank: own?.team?.state.bank ?? null, target: targets[0] ? banksStateOf(targets[0].actor) : null, interruptsTarget: own !== null && actingCombatant(own.combat)?.actor.uuid === targets[0]?.actor.uuid && targets[0]?.actor.uuid !== actor.uuid }),
  };
  await postAttackCard(actor, card, `${actor.name}: ${weapon.name}`);
}
