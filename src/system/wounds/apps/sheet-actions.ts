/**
 * What the buttons of the wounds actor sheet do (`data-action` → handler, `this` the sheet). A
 * Wound box sets the Wounds up to it (the core clamps to the capacity); Shaken toggles; a Benny
 * spent to remove Shaken goes through the core (unshakeWithBenny) and is said on a chat card, as
 * every spend is; a trait's die opens its roll, a weapon's button its attack.
 */
import { woundsRuleset } from "../../../core/wounds";
import type { WoundsActor } from "../../../core/wounds";
import { isElement } from "../../compat";
import { equipToggle } from "../../apps/item-equip";
import { woundsStateOf } from "../actor-state";
import { report } from "../../gm/gm-request";
import { spendBenny } from "../bennies/spend-benny";
import { openHealing } from "../healing/heal-flow";
import { woundsAfterClick } from "./edits";
import { openTraitRoll } from "../rolls/trait-roll-dialog";
import { openWoundsAttack } from "../attack/attack-flow";
import { itemOf } from "../../apps/item-actions";
import type { WoundsActorSheet } from "./wounds-actor-sheet";

type Handler = (this: WoundsActorSheet, event: PointerEvent, target: HTMLElement) => Promise<void>;

function stateOf(sheet: WoundsActorSheet): WoundsActor | null {
  try {
    return woundsStateOf(sheet.actor);
  } catch (error) {
    ui.notifications?.warn(error instanceof Error ? error.message : String(error));
    return null;
  }
}

const setWounds: Handler = async function (_event, target) {
  const state = stateOf(this);
  const index = Number(target.dataset["index"]);
  if (state === null || !Number.isInteger(index)) return;
  const patch = woundsRuleset.bars.set(state, "wounds", woundsAfterClick(state.wounds, index));
  await this.actor.update({ system: { wounds: patch } });
};

const toggleShaken: Handler = async function () {
  const state = stateOf(this);
  if (state === null || state.dead) return;
  await this.actor.update({ system: { wounds: { shaken: !state.shaken } } });
};

/** A Benny removes Shaken at any time (docs/rules/wounds.md §5.8): spent through the GM, on a chat card. */
const unshakeBenny: Handler = async function (_event, target) {
  await withButtonBusy(target, async () => report(await spendBenny(this.actor, "unshake")));
};

/** A Benny spent for a reroll (the roll is then made again from the sheet or the card), on a chat card. */
const spendBennyAction: Handler = async function (_event, target) {
  await withButtonBusy(target, async () => report(await spendBenny(this.actor, "reroll")));
};

/** A double click spends one Benny: the button is off until the GM has answered. */
async function withButtonBusy(target: HTMLElement, run: () => Promise<void>): Promise<void> {
  if (isElement(target, "button") && target.disabled) return;
  if (isElement(target, "button")) target.disabled = true;
  try {
    await run();
  } finally {
    if (isElement(target, "button")) target.disabled = false;
  }
}

/** A Healing roll for this patient (by the user's character), or its own natural healing Vigor roll. */
const healRoll: Handler = async function (_event, target) {
  await openHealing(this.actor, target.dataset["trait"] === "vigor" ? "vigor" : "healing");
};

const rollTrait: Handler = async function (_event, target) {
  const trait = target.closest<HTMLElement>("[data-trait]")?.dataset["trait"];
  if (trait !== undefined) await openTraitRoll(this.actor, trait);
};

const woundsAttack: Handler = async function (_event, target) {
  const item = itemOf(this, target);
  if (item !== undefined) await openWoundsAttack(this.actor, item);
};

export const WOUNDS_SHEET_ACTIONS = {
  rollTrait,
  woundsAttack,
  setWounds,
  toggleShaken,
  unshakeBenny,
  spendBenny: spendBennyAction,
  healRoll,
  toggleEquipped: equipToggle("wounds"),
};
