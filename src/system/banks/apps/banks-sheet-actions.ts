/**
 * What the buttons of the banks actor sheet do (`data-action` → handler, `this` the sheet).
 * Damage boxes and counters set the banks; the catalogue's buttons declare an action or an
 * interrupt through the turn machinery's command surface (src/system/banks/sheet-commands.ts),
 * and a weapon's Attack opens its attack dialog there. The view-model already disabled what the
 * rules refuse; the command surface checks again when it acts.
 */
import { ownValue } from "../../../core/own";
import { ATTRIBUTE_KEYS, type BanksActor, isActionName } from "../../../core/banks";
import { boxValue, counterStep, isCounterKey, isTrackKey } from "../../../view/banks/sheet/edits";
import { newTraitName } from "../../../view/banks/sheet/traits";
import { banksStateOf } from "../actor-state";
import { openPoolDialog } from "./pool-dialog";
import { declareBanksAction, openBanksAttack } from "../sheet-commands";
import { formatText } from "../../i18n";
import type { BanksActorSheet } from "./banks-actor-sheet";
import { itemOf } from "../../apps/item-actions";
import { equipToggle } from "../../apps/item-equip";
import { deleting } from "../../compat";
import { refuseInheritedRemoval } from "../../documents/inherited-keys";

type Handler = (this: BanksActorSheet, event: PointerEvent, target: HTMLElement) => Promise<void>;

/** The state the sheet shows; a warning (and nothing done) when the stored data is broken. */
function stateOf(sheet: BanksActorSheet): BanksActor | null {
  try {
    return banksStateOf(sheet.actor);
  } catch (error) {
    ui.notifications?.warn(error instanceof Error ? error.message : String(error));
    return null;
  }
}

async function updateBanks(sheet: BanksActorSheet, banks: Record<string, unknown>): Promise<void> {
  await sheet.actor.update({ system: { banks } });
}

/** The text typed in the sheet's "new …" field next to the button, cleared once read. */
function takeInput(sheet: BanksActorSheet, name: string): string {
  const input = sheet.element.querySelector<HTMLInputElement>(`input[data-new="${name}"]`);
  const value = input?.value ?? "";
  if (input) input.value = "";
  return value;
}

const setBank: Handler = async function (_event, target) {
  const bank = target.dataset["bank"];
  const state = stateOf(this);
  if (state !== null && isTrackKey(bank)) await updateBanks(this, { [bank]: boxValue(state, bank, Number(target.dataset["value"])) });
};

const stepBank: Handler = async function (_event, target) {
  const bank = target.dataset["bank"];
  const state = stateOf(this);
  if (state === null || !isCounterKey(bank)) return;
  const patch = counterStep(state, bank, target.dataset["delta"] === "-1" ? -1 : 1);
  if (patch !== null) await updateBanks(this, patch);
};

async function addNamed(sheet: BanksActorSheet, input: "skill" | "extra"): Promise<void> {
  const state = stateOf(sheet);
  if (state === null) return;
  const existing = input === "skill" ? state.skills : state.attributes.extra;
  const named = newTraitName(takeInput(sheet, input), existing);
  if (named === null) return;
  if ("error" in named) {
    ui.notifications?.warn(formatText(named.error));
    return;
  }
  await updateBanks(sheet, input === "skill" ? { skills: { [named.name]: 1 } } : { attributes: { extra: { [named.name]: 1 } } });
}

const addSkill: Handler = async function () {
  await addNamed(this, "skill");
};

const addExtra: Handler = async function () {
  await addNamed(this, "extra");
};

// Foundry deletes an object key with the "-=key" form; a plain update could only merge.
const removeSkill: Handler = async function (_event, target) {
  const name = target.dataset["name"];
  if (name && !refuseInheritedRemoval(this.actor, ["banks", "skills"], name)) await updateBanks(this, { skills: deleting(name) });
};

const removeExtra: Handler = async function (_event, target) {
  const name = target.dataset["name"];
  if (name && !refuseInheritedRemoval(this.actor, ["banks", "attributes", "extra"], name)) await updateBanks(this, { attributes: { extra: deleting(name) } });
};

const rollAttribute: Handler = async function (_event, target) {
  const state = stateOf(this);
  const key = target.dataset["key"] ?? "";
  if (state === null) return;
  const extra = target.dataset["extra"] === "true";
  const attribute = ATTRIBUTE_KEYS.find((k) => k === key);
  const value = extra ? ownValue(state.attributes.extra, key) : attribute === undefined ? undefined : state.attributes[attribute];
  if (value === undefined) return;
  const label = extra ? key : formatText({ key: `FRAY.Banks.Sheet.Attribute.${key}` });
  await openPoolDialog({ actor: this.actor, label: `${this.actor.name}: ${label}`, pool: value, threshold: 1 });
};

const declare: Handler = async function (_event, target) {
  const name = target.dataset["name"];
  if (isActionName(name)) await declareBanksAction(this.actor, name);
};

const interrupt: Handler = async function (_event, target) {
  const name = target.dataset["name"];
  if (isActionName(name)) await declareBanksAction(this.actor, name, { interrupt: true });
};

const banksAttack: Handler = async function (_event, target) {
  const item = itemOf(this, target);
  if (item !== undefined && item.type === "weapon") await openBanksAttack(this.actor, item);
};

export const BANKS_SHEET_ACTIONS = {
  setBank,
  stepBank,
  addSkill,
  addExtra,
  removeSkill,
  removeExtra,
  rollAttribute,
  declare,
  interrupt,
  banksAttack,
  toggleEquipped: equipToggle("banks"),
};
