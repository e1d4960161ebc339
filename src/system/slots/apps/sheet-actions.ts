/**
 * What the buttons of the slots actor sheet do (`data-action` → handler, `this` the sheet): a
 * Stress pip sets its track, the counter steppers move Bleed, Hemorrhage and Stun debt by one,
 * and an ability's Use opens its action (attack-flow.ts). The core clamps every value.
 */
import { LIMITS, type SlotsActor } from "../../../core/slots";
import { pipValue } from "./pip-value";
import { itemOf } from "../../apps/item-actions";
import { slotsStateOf } from "../actor-state";
import { openSlotsAction } from "../attack/open-action";
import { reactNowWith } from "../react/react-control";
import { treatBleedOutOf } from "../treat/treat-bleed-out";
import type { SlotsActorSheet } from "./slots-actor-sheet";

type Handler = (this: SlotsActorSheet, event: PointerEvent, target: HTMLElement) => Promise<void>;

const TRACKS = ["physical", "mental", "vocal"] as const;
const COUNTERS = ["bleed", "hemorrhage", "stunDebt"] as const;

function stateOf(sheet: SlotsActorSheet): SlotsActor | null {
  try {
    return slotsStateOf(sheet.actor);
  } catch (error) {
    ui.notifications?.warn(error instanceof Error ? error.message : String(error));
    return null;
  }
}

const setStress: Handler = async function (_event, target) {
  const track = TRACKS.find((t) => t === target.dataset["track"]);
  const state = stateOf(this);
  if (track === undefined || state === null) return;
  await this.actor.update({ system: { slots: { stress: { [track]: pipValue(state.stress[track], Number(target.dataset["value"])) } } } });
};

const stepCounter: Handler = async function (_event, target) {
  const key = COUNTERS.find((c) => c === target.dataset["counter"]);
  const state = stateOf(this);
  if (key === undefined || state === null) return;
  const next = Math.max(0, Math.min(LIMITS.counters, state[key] + (target.dataset["delta"] === "-1" ? -1 : 1)));
  await this.actor.update({ system: { slots: { [key]: next } } });
};

const useItem: Handler = async function (_event, target) {
  const item = itemOf(this, target);
  if (item) await openSlotsAction(this.actor, item);
};

/** "React now": the same action, out of phase; the tracker's cycle decides the price and the GM takes it. */
const reactNow: Handler = async function (_event, target) {
  const item = itemOf(this, target);
  if (item) await reactNowWith(this.actor, item);
};

/** A dismembered limb bleeding out: the GM stops every bleed-out of this actor (treat/). */
const treatBleedOut: Handler = async function () {
  await treatBleedOutOf(this.actor);
};

export const SLOTS_SHEET_ACTIONS = { setStress, stepCounter, useItem, reactNow, treatBleedOut };
