/**
 * What only the active GM does when a banks action or dodge is declared (design.md "Trust
 * model"): pay its IP — from the actor's bank, then its Team Bank, or as an interrupt — with
 * the core deciding whether it may, exactly once per message. A handler is told only the
 * message id; it re-reads the message, checks the author may act for the actor, recomputes,
 * and records the payment as a GM record (banks-records.ts), where no player can erase or
 * forge it. The actor's patch, the Team Bank and the card's marks are one step.
 */
import { type BanksAttackCard, type DeclaredAction, MELEE_ACTIONS, activeDodgeFits, attackPool, attackThreshold, declarationOf, payBid, payDeclaredAction } from "../../../core/banks";
import { RulesInputError } from "../../../core/errors";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { actorFromUuid, mayActFor } from "../../gm/actors";
import { findRecord } from "../../gm/records/record-book";
import { banksStateOf } from "../actor-state";
import { type PaidRecord, bidKey, payKey } from "./banks-records";
import { acceptAttack } from "./accepted-attack";
import { actorWrite, banksStep, messageWrite, teamWrite } from "./banks-step";
import { type BanksCombatant, actingCombatant, banksCombatantOf } from "../combat-context";
import { type PaymentRecord, banksActionOf, banksAttackOf, banksBidOf, paymentOf } from "../chat/messages";
import { refusalNotice, refusalReason } from "../../../view/banks/payment-status";
import { targetSnapshotOf } from "../target-snapshot";
import { banksMessageFlags } from "../flags";
import type { RecordedWrite } from "../../gm/records/gm-record";

/** What a refused payment tells the asker (a sentence) and shows on the card (the view's reason), by core error code. */
function refusalOf(error: unknown): { notice: string; reason: string } {
  const code = error instanceof RulesInputError ? error.code : "";
  return { notice: refusalNotice(code), reason: refusalReason(code) };
}

/** Marks the message refused and answers the asker (a refusal changes nothing else, so it needs no record). */
async function refused(message: ChatMessage.Implementation, error: unknown): Promise<GmActionResult> {
  const { notice, reason } = refusalOf(error);
  await markRefused(message, reason);
  return refuse(notice);
}

async function markRefused(message: ChatMessage.Implementation, reason: string): Promise<void> {
  await message.update({ flags: banksMessageFlags({ paid: { state: "refused", reason } }) });
}

interface Declared {
  readonly actorUuid: string;
  readonly action: DeclaredAction["action"];
  readonly attack: BanksAttackCard | null;
}

/** The declaration a message makes: an action card, or an attack card's attack action. */
function declarationIn(message: ChatMessage.Implementation): Declared | null {
  const attack = banksAttackOf(message);
  if (attack) return { actorUuid: attack.attacker.actorUuid, action: attack.action, attack };
  const action = banksActionOf(message);
  return action ? { actorUuid: action.actorUuid, action: action.action, attack: null } : null;
}

/** The Team Bank a payment spends, as the team's new absolute state. */
function teamSpent(ctx: BanksCombatant, team: { bank?: number }): RecordedWrite[] {
  return ctx.team !== null && team.bank !== undefined ? teamWrite(ctx.combat, ctx.team.id, team) : [];
}

/**
 * The attack's pool, if the card's snapshot of the attacker still gives the pool, Glitch Risk
 * and size the actor has now; null when it does not (a stale or edited card is not paid).
 */
function poolOf(card: BanksAttackCard, now: ReturnType<typeof banksStateOf>): { size: number; gr: number } | null {
  try {
    const declared = attackPool(declarationOf(card));
    const actual = attackPool({ ...declarationOf(card), attacker: now });
    const same = declared.size === actual.size && declared.gr === actual.gr && card.attacker.state.sizeClass === now.sizeClass;
    return same ? { size: declared.size, gr: declared.gr } : null;
  } catch {
    return null;
  }
}

/**
 * Paid already: by a record, or — for a card paid before the records existed (0.2 kept the
 * payment on the player's actor, which no longer counts) — by the GM's mark on the card, so an
 * old card is never paid a second time. The mark only ever refuses, so forging it gains nothing.
 */
function paidAlready(message: ChatMessage.Implementation, messageId: string): boolean {
  const mark = paymentOf(message)?.state;
  return findRecord(payKey(messageId)) !== null || mark === "paid" || mark === "free";
}

export function payForMessage(messageId: string): Promise<GmActionResult> {
  return exclusively(payKey(messageId), () => payNow(messageId));
}

async function payNow(messageId: string): Promise<GmActionResult> {
  const message = game.messages.get(messageId);
  const current = message ? declarationIn(message) : null;
  if (!message || !current) return refuse("FRAY.Common.Chat.Error.NoCard");
  const author = await actorFromUuid(current.actorUuid);
  if (!author || !mayActFor(message.author, author)) return refuse("FRAY.Common.Chat.Error.NotOwner");
  if (paidAlready(message, messageId)) return refuse("FRAY.Banks.Gm.AlreadyPaid");
  // From here on the card's declaration is the GM's frozen copy, whatever the message says later.
  const card = current.attack ? await acceptAttack(messageId, current.attack) : null;
  const declared: Declared = card ? { actorUuid: card.attacker.actorUuid, action: card.action, attack: card } : current;
  const actor = declared.actorUuid === current.actorUuid ? author : await actorFromUuid(declared.actorUuid);
  if (!actor || !mayActFor(message.author, actor)) return refuse("FRAY.Common.Chat.Error.NotOwner");
  const ctx = banksCombatantOf(actor);
  const state = ctx?.state ?? banksStateOf(actor);
  const pool = card ? poolOf(card, state) : null;
  if (card && pool === null) {
    await markRefused(message, "FRAY.Banks.Card.Reason.stale");
    return refuse("FRAY.Banks.Gm.Refused.stale");
  }
  const record = (paidPool: PaidRecord["pool"]): PaidRecord => ({ actorUuid: declared.actorUuid, action: declared.action, pool: paidPool });
  if (ctx === null) {
    // Nothing is spent, but the record still vouches for the card's pool when it is applied.
    const free: PaymentRecord = { state: "free" };
    const claimed = await banksStep(payKey(messageId), [messageId], null, () => ({ writes: [messageWrite(message, { paid: free })], data: record(pool) }));
    return claimed ? { ok: true, message: "FRAY.Banks.Gm.Free" } : refuse("FRAY.Banks.Gm.AlreadyPaid");
  }
  const acting = actingCombatant(ctx.combat);
  if (acting === null) {
    await markRefused(message, "FRAY.Banks.Card.Reason.noTurn");
    return refuse("FRAY.Banks.Gm.Refused.noTurn");
  }
  // Acting on someone else's turn is an interrupt of what they declared (docs/rules/banks.md §6.6).
  const interrupted = acting.combatant.id === ctx.combatant.id ? null : { actor: acting.state, team: acting.team };
  const meleeTarget = card && MELEE_ACTIONS.includes(card.action) ? (card.targets[0]?.actorUuid ?? null) : null;
  const withRun = card?.action === "strike" || card?.action === "meleeWeaponAttack";
  const attack = card ? { weapon: card.weapon.profile, bullets: card.bullets, meleeTarget, withRun } : null;
  let paid: ReturnType<typeof payDeclaredAction>;
  try {
    paid = payDeclaredAction(declared.action, { actor: ctx.state, team: ctx.team, timeClass: ctx.encounter.timeClass, interrupted }, attack);
  } catch (error) {
    return refused(message, error);
  }
  const paidWith = pool === null ? null : { ...pool, ...(paid.result.momentum === undefined ? {} : { momentum: paid.result.momentum }) };
  const mark: PaymentRecord = { state: "paid", ...paid.result };
  const claimed = await banksStep(payKey(messageId), [messageId], ctx.combat, () => ({
    writes: [...actorWrite(actor, paid.patches.actor), ...teamSpent(ctx, paid.patches.team), messageWrite(message, { paid: mark })],
    data: record(paidWith),
  }));
  return claimed ? { ok: true, message: "FRAY.Banks.Gm.Paid" } : refuse("FRAY.Banks.Gm.AlreadyPaid");
}

/** The bid's target on the card, when the bid's author may act for it. */
async function bidTarget(card: BanksAttackCard, targetIndex: number, message: ChatMessage.Implementation): Promise<{ actor: Actor.Implementation } | GmActionResult> {
  const ref = card.targets[targetIndex];
  const actor = ref ? await actorFromUuid(ref.actorUuid) : null;
  if (!actor) return refuse("FRAY.Common.Chat.Error.NoTarget");
  return mayActFor(message.author, actor) ? { actor } : refuse("FRAY.Common.Chat.Error.NotOwner");
}

export function payBidFor(messageId: string): Promise<GmActionResult> {
  return exclusively(`bidmsg_${messageId}`, () => payBidNow(messageId));
}

async function payBidNow(messageId: string): Promise<GmActionResult> {
  const message = game.messages.get(messageId);
  const bid = message ? banksBidOf(message) : null;
  const attackMessage = bid ? game.messages.get(bid.attackMessageId) : undefined;
  const current = attackMessage ? banksAttackOf(attackMessage) : null;
  if (!message || !bid || !attackMessage || !current) return refuse("FRAY.Common.Chat.Error.NoCard");
  const asked = await bidTarget(current, bid.targetIndex, message);
  if (!("actor" in asked)) return asked;
  // The defender bids without seeing the roll (§6.7 step 7).
  if (current.dice !== null) return refuse("FRAY.Banks.Gm.Refused.rolled");
  const key = bidKey(bid.attackMessageId, bid.targetIndex);
  return exclusively(key, async () => {
    if (findRecord(key)) return refuse("FRAY.Banks.Gm.AlreadyBid");
    // A bid accepts the attack card too: its targets and declaration are frozen from here on.
    const card = await acceptAttack(bid.attackMessageId, current);
    const same = card.targets[bid.targetIndex]?.actorUuid === current.targets[bid.targetIndex]?.actorUuid;
    const frozenTarget = same ? asked : await bidTarget(card, bid.targetIndex, message);
    if (!("actor" in frozenTarget)) return frozenTarget;
    const target = frozenTarget.actor;
    const state = banksStateOf(target);
    const ctx = banksCombatantOf(target);
    let paid: ReturnType<typeof payBid>;
    let threshold: number;
    try {
      // Hitting the deck cuts automatic fire's reduction to 1 just as ducking behind cover does (§6.7 step 5).
      threshold = attackThreshold(declarationOf(card), targetSnapshotOf(target, state), { bid: bid.bid, duckToFullCover: bid.duckToFullCover || bid.hitTheDeck }).threshold;
      const activeFits = state.activeDodgeBank !== null && activeDodgeFits(state.activeDodgeBank.spec, card.action);
      paid = payBid({ defender: state, team: ctx?.team ?? null, bid: bid.bid, chutzpah: bid.chutzpah, duckToFullCover: bid.duckToFullCover, hitTheDeck: bid.hitTheDeck, activeDodgeFits: activeFits });
    } catch (error) {
      return refused(message, error);
    }
    const { result } = paid;
    const mark: PaymentRecord = { state: "paid", cost: result.bid, fromIp: result.fromIp, fromTeam: result.fromTeam, chutzpahSpent: result.chutzpahSpent, blitzCount: 0, via: "turn" };
    const shown = { [String(bid.targetIndex)]: { bid: result.bid, chutzpah: result.chutzpahSpent, threshold } };
    const claimed = await banksStep(key, [bid.attackMessageId, messageId], ctx?.combat ?? null, () => ({
      writes: [...actorWrite(target, paid.patches.defender), ...(ctx ? teamSpent(ctx, paid.patches.team) : []), messageWrite(message, { paid: mark }), messageWrite(attackMessage, { bids: shown })],
      data: { threshold },
    }));
    return claimed ? { ok: true, message: "FRAY.Banks.Gm.BidPaid" } : refuse("FRAY.Banks.Gm.AlreadyBid");
  });
}
