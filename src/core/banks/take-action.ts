/**
 * Taking an action on one's turn (docs/rules/banks.md §6.4–§6.5, §8): price it at the current Blitz
 * count and size, pay it, count it for Blitz, and drop the Active Dodge bank (it "vanishes
 * when the character acts next"). An action cancelled by an interrupt costs nothing but still
 * counts for Blitz (SEED "Making an Interrupt Action").
 */
import type { ActionCost, ActionCostInput } from "./blitz";
import { checkActionCost, computeActionCost } from "./blitz";
import { optionalFlag } from "./checks";
import { type TeamRef, usableTeamBank } from "./encounter";
import { type Payment, type PaymentPatches, paymentPatches, splitCost } from "./payment";
import { type SizeClass, requireSizeClass, sizeSteps } from "./size-class";
import type { BanksActor } from "./state";
import { requireCapable, validateBanksActor } from "./state-validation";
import { requireRecord } from "../errors";

export type TakeActionInput = {
  actor: BanksActor;
  team?: TeamRef | null;
  action: Omit<ActionCostInput, "blitzCount" | "sizeSteps">;
  /** The encounter's time class (default B): larger actors pay double per class (§6.22). */
  timeClass?: SizeClass;
  /** Cancelled by an interrupt: nothing is paid, Blitz still counts. */
  cancelled?: boolean;
};

export type TakeActionResult = { price: ActionCost; payment: Payment | null; blitzCount: number; cancelled: boolean };

export function takeAction(input: TakeActionInput, path = "takeAction"): { result: TakeActionResult; patches: PaymentPatches } {
  requireRecord(input, path);
  const actor = validateBanksActor(input.actor, `${path}.actor`);
  const timeClass = requireSizeClass(input.timeClass ?? "B", `${path}.timeClass`);
  const cancelled = optionalFlag(input.cancelled, `${path}.cancelled`);
  usableTeamBank(actor, input.team, `${path}.team`);
  const costInput: ActionCostInput = { ...input.action, blitzCount: actor.turn.blitzCount, sizeSteps: sizeSteps(actor.sizeClass, timeClass) };
  checkActionCost(costInput, `${path}.action`);
  requireCapable(actor, `${path}.actor`, "act");
  const price = computeActionCost(costInput);
  const payment = cancelled ? null : splitCost(actor, input.team, price.cost, path);
  const patches = payment === null ? { actor: {}, team: {} } : paymentPatches(payment);
  const blitzCount = actor.turn.blitzCount + (price.countsForBlitz ? 1 : 0);
  if (blitzCount !== actor.turn.blitzCount) patches.actor.turn = { blitzCount };
  if (actor.activeDodgeBank !== null) patches.actor.activeDodgeBank = null;
  return { result: { price, payment, blitzCount, cancelled }, patches };
}
