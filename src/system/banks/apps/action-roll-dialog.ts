/**
 * The small dialog before an action card's roll (a Team Bank roll, an Active Dodge/Parry):
 * which roll, an optional specialization, attribute, skill and bonus dice. It only chooses.
 */
import { ATTRIBUTE_KEYS, type AttributeKey, type PoolChoice } from "../../../core/banks";
import type { ActionRollDialogView } from "../../../view/banks/action-roll-view";
import { wordView } from "../../i18n";

export interface ActionRollChoice {
  readonly kind: string;
  readonly specialization: string | null;
  readonly pool: PoolChoice;
}

function read(form: HTMLFormElement | null, view: ActionRollDialogView): ActionRollChoice | null {
  if (!form) return null;
  const data = new FormData(form);
  const kind = data.get("kind");
  const attribute = data.get("attribute");
  const skill = data.get("skill");
  const spec = data.get("specialization");
  if (typeof kind !== "string" || !view.kinds.some((k) => k.value === kind) || !(ATTRIBUTE_KEYS as readonly unknown[]).includes(attribute)) return null;
  const bonus = Number(data.get("bonus") ?? 0);
  return {
    kind,
    specialization: typeof spec === "string" && spec.trim() !== "" ? spec.trim() : null,
    pool: { attribute: attribute as AttributeKey, skill: typeof skill === "string" && skill !== "" ? skill : null, bonus: Number.isInteger(bonus) ? Math.max(-20, Math.min(20, bonus)) : 0 },
  };
}

/** Asks for the roll; null when the dialog is closed. */
export async function chooseActionRoll(actor: Actor.Implementation, action: string, view: ActionRollDialogView): Promise<ActionRollChoice | null> {
  const content = await foundry.applications.handlebars.renderTemplate("systems/fray/templates/banks/dialog/action-roll.hbs", { view: wordView(view), dialogId: `fray-action-roll-${actor.id ?? ""}` });
  const title = game.i18n.format("FRAY.Banks.Card.ActionRoll.Title", { name: actor.name, action: game.i18n.localize(`FRAY.Banks.Action.${action}`) });
  const chosen: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title },
    content,
    buttons: [{ action: "roll", label: game.i18n.localize("FRAY.Banks.Card.ActionRoll.Roll"), default: true, callback: (_event: PointerEvent | SubmitEvent, button: HTMLButtonElement) => read(button.form, view) }],
    rejectClose: false,
  });
  return chosen !== null && typeof chosen === "object" ? (chosen as ActionRollChoice) : null;
}
