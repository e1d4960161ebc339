/**
 * A Benny rerolls a trait roll (docs/rules/wounds.md §5.10): the roll's card carries who rolled
 * which trait, and its owner (or a GM) gets a button to spend a Benny — through the GM, on its
 * own card — and roll the whole thing again, Wild Die included; the better result counts, as the
 * table reads the two cards. A critical failure is never offered a reroll.
 */
import { RulesInputError } from "../../../core/errors";
import { traitDieOf, woundPenaltyOf } from "../../../core/wounds";
import { actorFromUuid, mayActFor } from "../../gm/actors";
import { report } from "../../gm/gm-request";
import { formatText } from "../../i18n";
import { woundsStateOf } from "../actor-state";
import { type TraitRollFlag, traitRollFlagOf } from "./trait-roll-flag";
import { WoundsTraitRoll } from "../rolls/trait-roll";
import { maySpendBenny, spendBenny } from "./spend-benny";
import { rollMessageOptions } from "../../chat/post-card";

function rollOf(message: ChatMessage.Implementation): WoundsTraitRoll | null {
  const roll = message.rolls[0];
  return roll instanceof WoundsTraitRoll ? roll : null;
}

/** Posts a trait roll with what a reroll needs. */
export async function postTraitRoll(actor: Actor.Implementation, roll: WoundsTraitRoll, flag: TraitRollFlag, flavor: string): Promise<void> {
  await roll.toMessage({ speaker: ChatMessage.implementation.getSpeaker({ actor }), flavor, flags: { fray: { wounds: { traitRoll: flag } } } } as ChatMessage.CreateData, rollMessageOptions());
}

/** Adds the reroll button to a trait roll card this user may reroll; true when the card is a wounds trait roll. */
export async function decorateTraitRoll(message: ChatMessage.Implementation, content: HTMLElement): Promise<boolean> {
  const flag = traitRollFlagOf(message);
  const roll = rollOf(message);
  if (!flag || !roll) return false;
  const actor = await actorFromUuid(flag.actorUuid);
  let critical = true;
  try {
    critical = roll.card().outcome === "critical";
  } catch {
    // Faces the core refuses: nothing to reroll.
  }
  if (!critical && actor && maySpendBenny(actor)) {
    const label = foundry.utils.escapeHTML(game.i18n.localize("FRAY.Wounds.Benny.Reroll"));
    content.insertAdjacentHTML("beforeend", `<div class="fray-wounds-card-actions"><button type="button" data-action="fray-wounds-reroll"><i class="fa-solid fa-coins" aria-hidden="true" inert></i> ${label}</button></div>`);
  }
  return true;
}

/** Spends the Benny through the GM, then rolls the trait again (the wound penalty as it is now). */
export async function rerollWithBenny(message: ChatMessage.Implementation): Promise<void> {
  const flag = traitRollFlagOf(message);
  const previous = rollOf(message);
  const actor = flag ? await actorFromUuid(flag.actorUuid) : null;
  if (!flag || !previous || !actor || !mayActFor(game.user, actor)) return;
  if (previous.card().outcome === "critical") throw new RulesInputError("reroll.criticalFailure", "roll", "FRAY.Wounds.Log.CriticalFailure");
  const spent = await spendBenny(actor, "reroll");
  report(spent);
  if (!spent.ok) return;
  const state = woundsStateOf(actor);
  const roll = WoundsTraitRoll.forTrait({ die: traitDieOf(state, flag.trait), isWildCard: state.isWildCard, modifier: woundPenaltyOf(state.wounds) + flag.extra, tn: flag.tn, label: previous.label });
  await roll.evaluate();
  await postTraitRoll(actor, roll, flag, formatText({ key: "FRAY.Wounds.Benny.Rerolled", data: { label: previous.label } }));
}
