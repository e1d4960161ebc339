/**
 * Renders the banks chat cards from what they record (the outcome is recomputed every time,
 * never stored): attack cards with each target's threshold, roll and damage, action cards and
 * bid cards with what the GM paid. Every client renders them, and players cannot read the GM's
 * records, so whatever the GM decided is taken from what it wrote on the cards themselves (the
 * payment, each bid's threshold, each Apply's change). The buttons shown are the ones this
 * viewer may use.
 */
import { type AppliedBanks, type BanksActor, type BanksAttackCard, type DeclaredAction, banksAttackOutcome, isGrappleAction, isMedicineAction, undoBanksPatch } from "../../../core/banks";
import { applyPatch } from "../../../core/patch";
import { medicineCardView } from "../../../view/banks/medicine-view";
import { medicineRollOf } from "../gm/medicine";
import { wedgeRollOf } from "../gm/wedge";
import { wedgeCardView } from "../../../view/banks/wedge-view";
import { type BanksAttackTargetInput, type PaymentStatus, banksAttackCardView } from "../../../view/banks/attack-card-view";
import { actionCardView } from "../../../view/banks/action-card-view";
import { bidCardView } from "../../../view/banks/bid-card-view";
import { wordView } from "../../i18n";
import { actorFromUuid, mayActFor } from "../../gm/actors";
import { banksStateOf } from "../actor-state";
import { appliedOfPair } from "../gm/banks-records";
import { banksActionOf, banksAttackOf, banksBidOf, paymentOf } from "./messages";
import { targetSnapshotOf } from "../target-snapshot";
import { teamRollOf } from "../gm/team-roll";
import { activeDodgeOf } from "../gm/active-dodge";
import type { ActionRollView } from "../../../view/banks/action-roll-view";
import { activeDodgeCardView } from "../../../view/banks/active-dodge-view";
import { teamRollCardView } from "../../../view/banks/team-roll-view";
import { banksMessageFlag } from "../flags";

const TEMPLATES = {
  attack: "systems/fray/templates/banks/chat/attack.hbs",
  action: "systems/fray/templates/banks/chat/action.hbs",
  bid: "systems/fray/templates/banks/chat/bid.hbs",
} as const;

function statusOf(message: ChatMessage.Implementation): PaymentStatus {
  return paymentOf(message) ?? { state: "pending" };
}

/**
 * The target as the card found it: once the card is applied, the change the GM wrote on the card
 * with the Apply is taken back out, so an applied card keeps showing what it did rather than a
 * second hit on the result.
 */
function stateBeforeApply(state: BanksActor, applied: AppliedBanks | null): BanksActor {
  return applied ? applyPatch(state, undoBanksPatch(state, applied)) : state;
}

async function attackTargets(message: ChatMessage.Implementation, card: BanksAttackCard): Promise<BanksAttackTargetInput[]> {
  const applied = banksMessageFlag(message, "applied") ?? {};
  const bids = banksMessageFlag(message, "bids") ?? {};
  const mayApply = game.user.isGM || message.isAuthor;
  // A melee attack carries the Martial Momentum the GM wrote with the payment into its first target.
  const attacker = await actorFromUuid(card.attacker.actorUuid);
  const payment = paymentOf(message);
  const momentum = payment?.state === "paid" ? payment.momentum : undefined;
  return Promise.all(
    card.targets.map(async (ref, i): Promise<BanksAttackTargetInput> => {
      const target = await actorFromUuid(ref.actorUuid);
      const bid = bids[String(i)] ?? null;
      const shown = applied[String(i)] ?? null;
      const status = shown ? { undone: shown.undone } : null;
      if (!target) return { name: ref.name, outcome: null, bid, applied: status, can: { bid: false, apply: false, undo: false } };
      let outcome = null;
      let state = null;
      try {
        const standing = shown && !shown.undone ? shown : null;
        state = stateBeforeApply(banksStateOf(target), appliedOfPair(standing?.target));
        // A grapple reads (and changes) the attacker too: as it was before this card, like the target.
        const grappler = isGrappleAction(card.action) && attacker ? { attacker: stateBeforeApply(banksStateOf(attacker), appliedOfPair(standing?.attacker)), ids: { attacker: card.attacker.actorUuid, target: target.uuid } } : {};
        outcome = banksAttackOutcome(card, targetSnapshotOf(target, state), {
          recordedThreshold: bid?.threshold ?? null,
          ...(i === 0 && momentum !== undefined ? { momentum } : {}),
          ...grappler,
        });
      } catch (error) {
        // A target the rules now reject (or an unreadable one) shows as unavailable.
        console.debug("Fray | banks attack target unavailable", error);
      }
      return { name: ref.name, outcome, state, bid, applied: status, can: { bid: mayActFor(game.user, target), apply: mayApply, undo: mayApply } };
    }),
  );
}

/** The roll an action card carries (a leader's Team Bank roll, Active Dodge/Parry), or null. */
function actionRollOf(message: ChatMessage.Implementation, action: DeclaredAction["action"], canRoll: boolean): ActionRollView | null {
  if (action === "leadershipTactics") return teamRollCardView({ roll: teamRollOf(message), record: banksMessageFlag(message, "teamResult") ?? null, canRoll });
  if (action === "activeDodge") return activeDodgeCardView({ roll: activeDodgeOf(message), record: banksMessageFlag(message, "dodgeResult") ?? null, canRoll });
  if (isMedicineAction(action)) return medicineCardView({ action, roll: medicineRollOf(message), record: banksMessageFlag(message, "medicineResult") ?? null, canRoll });
  if (action === "wedge") return wedgeCardView({ roll: wedgeRollOf(message), record: banksMessageFlag(message, "wedgeResult") ?? null, canRoll });
  return null;
}

/** Fills the message's content with its banks card; false when the message is not one. */
export async function renderBanksCard(message: ChatMessage.Implementation, content: Element): Promise<boolean> {
  const render = foundry.applications.handlebars.renderTemplate;
  const card = banksAttackOf(message);
  if (card) {
    const applied = banksMessageFlag(message, "applied");
    const view = banksAttackCardView({ card, payment: statusOf(message), targets: await attackTargets(message, card), can: { roll: message.isAuthor, chooseMultiHit: message.isAuthor && applied === undefined } });
    content.innerHTML = await render(TEMPLATES.attack, { messageId: message.id, view: wordView(view) });
    return true;
  }
  const action = banksActionOf(message);
  if (action) {
    const payment = statusOf(message);
    const roll = actionRollOf(message, action.action, message.isAuthor && payment.state === "paid");
    content.innerHTML = await render(TEMPLATES.action, { messageId: message.id, view: wordView(actionCardView({ action, payment, roll })) });
    return true;
  }
  const bid = banksBidOf(message);
  if (bid) {
    const attack = game.messages.get(bid.attackMessageId);
    const attackCard = attack ? banksAttackOf(attack) : null;
    const threshold = (attack ? banksMessageFlag(attack, "bids") : undefined)?.[String(bid.targetIndex)]?.threshold ?? null;
    const view = bidCardView({
      defenderName: attackCard?.targets[bid.targetIndex]?.name ?? "",
      attackerName: attackCard?.attacker.name ?? "",
      weaponName: attackCard?.weapon.name ?? "",
      bid,
      payment: statusOf(message),
      threshold,
    });
    content.innerHTML = await render(TEMPLATES.bid, { messageId: message.id, view: wordView(view) });
    return true;
  }
  return false;
}
