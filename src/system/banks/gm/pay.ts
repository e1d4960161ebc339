/**
 * What only the active GM does when a banks action or dodge is declared (design.md "Trust
 * model"): pay its IP — from the actor's bank, then its Team Bank, or as an interrupt — with
 * the core deciding whether it may, exactly once per message. A handler is told only the
 * message id; it re-reads the message, checks the author may act for the actor, recomputes
 * and records the payment on the actor, where the author cannot erase it.
 */
import { type BanksActorPatch, type BanksAttackCard, type BanksTeamPatch, type DeclaredAction, MELEE_ACTIONS, activeDodgeFits, appliedBanks, attackPool, attackThreshold, declarationOf, payBid, payDeclaredAction } from "../../../core/banks";
import { RulesInputError } from "../../../core/errors";
import { isApplied, recordApply } from "../../../core/ledger";
import { applyPatch } from "../../../core/patch";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { actorFromUuid, mayActFor } from "../../gm/actors";
import { banksStateOf } from "../actor-state";
import { type BanksLedgerRecord, banksLedgerOf, bidKey, payKey, writeWithEntry } from "./banks-ledger";
import { type BanksCombatant, actingCombatant, banksCombatantOf, patchEncounter } from "../combat-context";
import { type PaymentRecord, banksActionOf, banksAttackOf, banksBidOf } from "../chat/messages";
import { refreshInitiative } from "../combat/initiative-sync";
import { refusalNotice, refusalReason } from "../../../view/banks/payment-status";
import { targetSnapshotOf } from "../target-snapshot";
import { banksMessageFlags } from "../flags";

/** What a refused payment tells the asker (a sentence) and shows on the card (the view's reason), by core error code. */
function refusalOf(error: unknown): { notice: string; reason: string } {
  const code = error instanceof RulesInputError ? error.code : "";
  return { notice: refusalNotice(code), reason: refusalReason(code) };
}

/** Marks the message refused and answers the asker. */
async function refused(message: ChatMessage.Implementation, error: unknown): Promise<GmActionResult> {
  const { notice, reason } = refusalOf(error);
  await markPayment(message, { state: "refused", reason });
  return refuse(notice);
}

async function markPayment(message: ChatMessage.Implementation, record: PaymentRecord): Promise<void> {
  await message.update({ flags: banksMessageFlags({ paid: record }) });
}

/** The declaration a message makes: an action card, or an attack card's attack action. */
function declarationIn(message: ChatMessage.Implementation): { actorUuid: string; action: DeclaredAction["action"]; attack: BanksAttackCard | null } | null {
  const attack = banksAttackOf(message);
  if (attack) return { actorUuid: attack.attacker.actorUuid, action: attack.action, attack };
  const action = banksActionOf(message);
  return action ? { actorUuid: action.actorUuid, action: action.action, attack: null } : null;
}

/** Spends the team's share and keeps every affected combatant's initiative in step. */
async function settleCombat(ctx: BanksCombatant, team: BanksTeamPatch): Promise<void> {
  if (ctx.team !== null && team.bank !== undefined) await patchEncounter(ctx.combat, { teams: { [ctx.team.id]: team } });
  await refreshInitiative(ctx.combat);
}

function entryFor(kind: BanksLedgerRecord["kind"], ctx: BanksCombatant | null, state: ReturnType<typeof banksStateOf>, patch: BanksActorPatch, team: BanksTeamPatch, threshold: number | null): BanksLedgerRecord {
  const spent = ctx?.team && team.bank !== undefined ? ctx.team.state.bank - team.bank : 0;
  return { kind, applied: appliedBanks(state, applyPatch(state, patch), patch), team: ctx?.team && spent > 0 ? { teamId: ctx.team.id, spent } : null, threshold };
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

export function payForMessage(messageId: string): Promise<GmActionResult> {
  return exclusively(payKey(messageId), () => payNow(messageId));
}

async function payNow(messageId: string): Promise<GmActionResult> {
  const message = game.messages.get(messageId);
  const declared = message ? declarationIn(message) : null;
  if (!message || !declared) return refuse("FRAY.Common.Chat.Error.NoCard");
  const actor = await actorFromUuid(declared.actorUuid);
  if (!actor || !mayActFor(message.author, actor)) return refuse("FRAY.Common.Chat.Error.NotOwner");
  const key = payKey(messageId);
  if (isApplied(banksLedgerOf(actor), key)) return refuse("FRAY.Banks.Gm.AlreadyPaid");
  const ctx = banksCombatantOf(actor);
  const state = ctx?.state ?? banksStateOf(actor);
  const pool = declared.attack ? poolOf(declared.attack, state) : null;
  if (declared.attack && pool === null) {
    await markPayment(message, { state: "refused", reason: "FRAY.Banks.Card.Reason.stale" });
    return refuse("FRAY.Banks.Gm.Refused.stale");
  }
  if (ctx === null) {
    // Nothing is spent, but the entry still vouches for the card's pool when it is applied.
    const entry = recordApply(banksLedgerOf(actor), key, { kind: "pay", applied: { before: {}, after: {} }, team: null, threshold: null, pool }, Date.now());
    await writeWithEntry(actor, {}, key, entry);
    await markPayment(message, { state: "free" });
    return { ok: true, message: "FRAY.Banks.Gm.Free" };
  }
  const acting = actingCombatant(ctx.combat);
  if (acting === null) {
    await markPayment(message, { state: "refused", reason: "FRAY.Banks.Card.Reason.noTurn" });
    return refuse("FRAY.Banks.Gm.Refused.noTurn");
  }
  // Acting on someone else's turn is an interrupt of what they declared (docs/rules/banks.md §6.6).
  const interrupted = acting.combatant.id === ctx.combatant.id ? null : { actor: acting.state, team: acting.team };
  const card = declared.attack;
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
  const entry = recordApply(banksLedgerOf(actor), key, { ...entryFor("pay", ctx, ctx.state, paid.patches.actor, paid.patches.team, null), pool: paidWith }, Date.now());
  await writeWithEntry(actor, paid.patches.actor, key, entry);
  await settleCombat(ctx, paid.patches.team);
  await markPayment(message, { state: "paid", ...paid.result });
  return { ok: true, message: "FRAY.Banks.Gm.Paid" };
}

export function payBidFor(messageId: string): Promise<GmActionResult> {
  return exclusively(`bidmsg_${messageId}`, () => payBidNow(messageId));
}

async function payBidNow(messageId: string): Promise<GmActionResult> {
  const message = game.messages.get(messageId);
  const bid = message ? banksBidOf(message) : null;
  const attackMessage = bid ? game.messages.get(bid.attackMessageId) : undefined;
  const card = attackMessage ? banksAttackOf(attackMessage) : null;
  if (!message || !bid || !attackMessage || !card) return refuse("FRAY.Common.Chat.Error.NoCard");
  const ref = card.targets[bid.targetIndex];
  const target = ref ? await actorFromUuid(ref.actorUuid) : null;
  if (!target) return refuse("FRAY.Common.Chat.Error.NoTarget");
  if (!mayActFor(message.author, target)) return refuse("FRAY.Common.Chat.Error.NotOwner");
  // The defender bids without seeing the roll (§6.7 step 7).
  if (card.dice !== null) return refuse("FRAY.Banks.Gm.Refused.rolled");
  const key = bidKey(bid.attackMessageId, bid.targetIndex);
  return exclusively(key, async () => {
    if (isApplied(banksLedgerOf(target), key)) return refuse("FRAY.Banks.Gm.AlreadyBid");
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
    const entry = recordApply(banksLedgerOf(target), key, entryFor("bid", ctx, state, paid.patches.defender, paid.patches.team, threshold), Date.now());
    await writeWithEntry(target, paid.patches.defender, key, entry);
    if (ctx) await settleCombat(ctx, paid.patches.team);
    const { result } = paid;
    await markPayment(message, { state: "paid", cost: result.bid, fromIp: result.fromIp, fromTeam: result.fromTeam, chutzpahSpent: result.chutzpahSpent, blitzCount: 0, via: "turn" });
    await attackMessage.update({ flags: banksMessageFlags({ bids: { [String(bid.targetIndex)]: { bid: result.bid, chutzpah: result.chutzpahSpent, threshold } } }) });
    return { ok: true, message: "FRAY.Banks.Gm.BidPaid" };
  });
}
