/**
 * What the buttons of the trauma actor sheet do (`data-action` → handler, with `this` the
 * sheet). Each handler reads the stored data, asks a pure edit from src/view or the core for
 * the change, and makes one document update; the view-model already disabled what cannot apply.
 */
import { moveRelicVim } from "../../../core/trauma";
import { type TraitGroup, addedTraitRating, clampRating } from "../../../view/trauma/actor-sheet-traits";
import {
  type VimCounter,
  type VimPatch,
  VIM_COUNTERS,
  addRelic,
  moveCondition,
  moveCounter,
  moveRelic,
  rebalanceVim,
  removeCondition,
  removeRelic,
} from "../../../view/trauma/actor-sheet-vim";
import { actorSystem } from "../../data/actor/actor-system";
import { traumaStateOf } from "../actor-state";
import { DrawDialog } from "./draw-dialog";
import { itemOf } from "../../apps/item-actions";
import { equipToggle } from "../../apps/item-equip";
import { formatText } from "../../i18n";
import type { TraumaActorSheet } from "./trauma-actor-sheet";
import { deleting } from "../../compat";
import { refuseInheritedRemoval } from "../../documents/inherited-keys";

type Handler = (this: TraumaActorSheet, event: PointerEvent, target: HTMLElement) => Promise<void>;

const isGroup = (v: string | undefined): v is TraitGroup => v === "abilities" || v === "lobes";
const isCounter = (v: string | undefined): v is VimCounter => (VIM_COUNTERS as readonly string[]).includes(v ?? "");
const deltaOf = (target: HTMLElement): 1 | -1 => (target.dataset["delta"] === "-1" ? -1 : 1);

async function updateTrauma(sheet: TraumaActorSheet, trauma: Record<string, unknown>): Promise<void> {
  await sheet.actor.update({ system: { trauma } });
}

async function updateVim(sheet: TraumaActorSheet, patch: VimPatch | null): Promise<void> {
  if (patch !== null) await updateTrauma(sheet, { vim: patch });
}

/** The text typed in the sheet's "new …" field next to the button, cleared once read. */
function takeInput(sheet: TraumaActorSheet, name: string): string {
  const input = sheet.element.querySelector<HTMLInputElement>(`input[data-new="${name}"]`);
  const value = input?.value.trim() ?? "";
  if (input) input.value = "";
  return value;
}

const setRating: Handler = async function (_event, target) {
  const { group, key, value } = target.dataset;
  if (!isGroup(group) || key === undefined) return;
  await updateTrauma(this, { [group]: { [key]: clampRating(group, Number(value), actorSystem(this.actor).trauma.isLead) } });
};

const addTrait: Handler = async function (_event, target) {
  const { group, key } = target.dataset;
  if (isGroup(group) && key !== undefined) await updateTrauma(this, { [group]: { [key]: addedTraitRating(group) } });
};

const removeTrait: Handler = async function (_event, target) {
  const { group, key } = target.dataset;
  if (isGroup(group) && key !== undefined) await updateTrauma(this, { [group]: { [key]: null } });
};

const moveVim: Handler = async function (_event, target) {
  const counter = target.dataset["counter"];
  if (isCounter(counter)) await updateVim(this, moveCounter(actorSystem(this.actor).trauma.vim, counter, deltaOf(target)));
};

const moveConditionVim: Handler = async function (_event, target) {
  await updateVim(this, moveCondition(actorSystem(this.actor).trauma.vim, target.dataset["name"] ?? "", deltaOf(target)));
};

const addCondition: Handler = async function () {
  const name = takeInput(this, "condition");
  const vim = actorSystem(this.actor).trauma.vim;
  // A condition's name is an object key, and Foundry reads dots in update keys as paths.
  if (name.includes(".")) ui.notifications?.warn(formatText({ key: "FRAY.Trauma.Sheet.Vim.ConditionDot" }));
  else if (name !== "" && !Object.hasOwn(vim.conditions, name)) await updateVim(this, { conditions: { [name]: 0 } });
};

const deleteCondition: Handler = async function (_event, target) {
  const name = target.dataset["name"] ?? "";
  if (refuseInheritedRemoval(this.actor, ["trauma", "vim", "conditions"], name)) return;
  const back = removeCondition(actorSystem(this.actor).trauma.vim, name);
  // Foundry deletes an object key with the "-=key" form; a plain update could only merge.
  if (back !== null) await updateTrauma(this, { vim: { lifeSupport: back.lifeSupport, conditions: deleting(name) } });
};

const moveRelicCounter: Handler = async function (_event, target) {
  await updateVim(this, moveRelic(actorSystem(this.actor).trauma.vim, target.dataset["id"] ?? "", deltaOf(target)));
};

const createRelic: Handler = async function () {
  const name = takeInput(this, "relic");
  await updateVim(this, addRelic(actorSystem(this.actor).trauma.vim, foundry.utils.randomID(), name));
};

const deleteRelic: Handler = async function (_event, target) {
  await updateVim(this, removeRelic(actorSystem(this.actor).trauma.vim, target.dataset["id"] ?? ""));
};

/** docs/rules/trauma.md §5.9: all of a relic's Vim back to Life Support, covering Overkill first. */
const drainRelic: Handler = async function (_event, target) {
  try {
    const { patch } = moveRelicVim(traumaStateOf(this.actor), target.dataset["id"] ?? "");
    await updateTrauma(this, { vim: patch.vim, ...(patch.clotDeficit === undefined ? {} : { clotDeficit: patch.clotDeficit }) });
  } catch (error) {
    ui.notifications?.error(error instanceof Error ? error.message : String(error));
  }
};

const rebalance: Handler = async function () {
  const trauma = actorSystem(this.actor).trauma;
  await updateVim(this, rebalanceVim(trauma.vim, trauma.maxVim));
};

const addInflicted: Handler = async function () {
  const name = takeInput(this, "inflicted");
  const list = actorSystem(this.actor).trauma.conditionsInflicted;
  if (name !== "" && !list.includes(name)) await updateTrauma(this, { conditionsInflicted: [...list, name] });
};

const removeInflicted: Handler = async function (_event, target) {
  const name = target.dataset["name"];
  const list = actorSystem(this.actor).trauma.conditionsInflicted;
  await updateTrauma(this, { conditionsInflicted: list.filter((c) => c !== name) });
};

const attack: Handler = async function (_event, target) {
  const item = itemOf(this, target);
  if (item !== undefined) await DrawDialog.open(this.actor, item);
};

export const ACTOR_SHEET_ACTIONS = {
  setRating,
  addTrait,
  removeTrait,
  moveVim,
  moveConditionVim,
  addCondition,
  deleteCondition,
  moveRelicCounter,
  createRelic,
  deleteRelic,
  drainRelic,
  rebalance,
  addInflicted,
  removeInflicted,
  attack,
  toggleEquipped: equipToggle("trauma"),
};
