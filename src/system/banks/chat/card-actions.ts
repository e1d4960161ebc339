/**
 * The buttons of the banks chat cards. Bidding is done by whoever acts for the target (a
 * whispered bid message, paid by the active GM); the roll, the multi-hit choice and an action
 * card's own roll by the card's author on their own message; Apply, Undo and counting an action
 * card's roll always go through the active GM.
 */
import { type BanksAttackCard, attackPool, declarationOf } from "../../../core/banks";
import { askGm, report } from "../../gm/gm-request";
import { actorFromUuid, mayActFor } from "../../gm/actors";
import { chooseBanksBid } from "../apps/bid-dialog";
import { banksCombatantOf } from "../combat-context";
import { applyBanksTarget, undoBanksTarget } from "../gm/apply";
import { payBidFor } from "../gm/pay";
import { banksAttackOf, paymentOf } from "./messages";
import { PoolRoll } from "../pool-roll";
import { rollOnActionCard } from "../action-roll-flow";
import { banksMessageFlag, banksMessageFlags } from "../flags";

async function bid(message: ChatMessage.Implementation, card: BanksAttackCard, targetIndex: number): Promise<void> {
  const ref = card.targets[targetIndex];
  const target = ref ? await actorFromUuid(ref.actorUuid) : null;
  if (!ref || !target || !mayActFor(game.user, target) || !message.id) return;
  const teamBank = Math.max(0, banksCombatantOf(target)?.team?.state.bank ?? 0);
  const choice = await chooseBanksBid({ defender: target, card, targetIndex, teamBank });
  if (choice === null) return;
  // Whispered to the GMs and the target's owners: the dodge is the defender's business.
  const whisper = game.users.filter((u) => u.isGM || target.testUserPermission(u, "OWNER")).flatMap((u) => (u.id ? [u.id] : []));
  const bidMessage = await ChatMessage.implementation.create({
    speaker: ChatMessage.getSpeaker({ actor: target }),
    content: `<p>${foundry.utils.escapeHTML(ref.name)}</p>`,
    whisper,
    flags: banksMessageFlags({ bid: { attackMessageId: message.id, targetIndex, ...choice } }),
  });
  const bidId = bidMessage?.id;
  if (bidId) report(await askGm("fray.banksBid", { messageId: bidId }, () => payBidFor(bidId)));
}

/** Targets that have not dodged yet lose the chance once the dice are rolled (§6.7): ask first. */
async function confirmWithoutBids(message: ChatMessage.Implementation, card: BanksAttackCard): Promise<boolean> {
  const bids = banksMessageFlag(message, "bids") ?? {};
  const waiting = card.targets.filter((_t, i) => bids[String(i)] === undefined).map((t) => t.name);
  if (waiting.length === 0) return true;
  const confirmed: unknown = await foundry.applications.api.DialogV2.confirm({
    window: { title: game.i18n.localize("FRAY.Banks.Card.RollWithoutBids.Title") },
    content: `<p>${foundry.utils.escapeHTML(game.i18n.format("FRAY.Banks.Card.RollWithoutBids.Text", { names: waiting.join(", ") }))}</p>`,
    rejectClose: false,
  });
  return confirmed === true;
}

async function roll(message: ChatMessage.Implementation, card: BanksAttackCard): Promise<void> {
  if (!message.isAuthor || card.dice !== null || paymentOf(message)?.state === "refused") return;
  if (!(await confirmWithoutBids(message, card))) return;
  const pool = attackPool(declarationOf(card));
  const dice = PoolRoll.forPool(pool.size, { gr: pool.gr, label: card.weapon.name });
  await dice.evaluate();
  await message.update({ flags: banksMessageFlags({ attack: { ...card, dice: dice.faces } }) });
}

async function toggleMultiHit(message: ChatMessage.Implementation, card: BanksAttackCard): Promise<void> {
  if (!message.isAuthor || banksMessageFlag(message, "applied") !== undefined) return;
  await message.update({ flags: banksMessageFlags({ attack: { ...card, choice: card.choice === "multiHit" ? "standard" : "multiHit" } }) });
}

/** Handles a click on a banks card button; returns false when the click is not for a banks card. */
export async function onBanksCardAction(message: ChatMessage.Implementation, action: string, targetIndex: number): Promise<boolean> {
  if (action === "fray-banks-action-roll") {
    await rollOnActionCard(message);
    return true;
  }
  const card = banksAttackOf(message);
  const messageId = message.id;
  if (!card || !messageId) return false;
  switch (action) {
    case "fray-banks-bid":
      await bid(message, card, targetIndex);
      return true;
    case "fray-banks-roll":
      await roll(message, card);
      return true;
    case "fray-banks-multihit":
      await toggleMultiHit(message, card);
      return true;
    case "fray-banks-apply":
      report(await askGm("fray.banksApply", { messageId, targetIndex }, () => applyBanksTarget(messageId, targetIndex)));
      return true;
    case "fray-banks-undo":
      report(await askGm("fray.banksUndo", { messageId, targetIndex }, () => undoBanksTarget(messageId, targetIndex, game.user), { withSender: true }));
      return true;
    default:
      return false;
  }
}
