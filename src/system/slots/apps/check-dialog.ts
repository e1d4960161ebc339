/**
 * Before a (v:X) check is rolled, its exact odds (docs/rules/slots.md §4, §5.10): of meeting the
 * target, of Nat Max and Nat Min, and for a Stress check of gaining Stress (1–5 in Agony). The
 * odds are the view-model's (src/view/slots/check-dialog.ts), computed by the core.
 */
import type { StressTrack } from "../../../core/slots";
import { checkDialogView, type CheckDialogInput } from "../../../view/slots/check-dialog";
import { formatText, wordView } from "../../i18n";
import { VariableRoll } from "../variable-roll";
import { rollMessageOptions } from "../../chat/post-card";

export interface CheckRequest {
  readonly label: string;
  readonly sides: number;
  readonly bonus: number;
  readonly target?: number;
  readonly stress?: { readonly track: StressTrack; readonly agony: boolean };
}

/** Shows the odds; resolves true when the person rolls, false when the dialog is closed. */
export async function confirmCheck(actor: Actor.Implementation, request: CheckRequest): Promise<boolean> {
  const input: CheckDialogInput = { name: actor.name, sides: request.sides, bonus: request.bonus, ...(request.target === undefined ? {} : { target: request.target }), ...(request.stress === undefined ? {} : { stress: request.stress }) };
  const view = checkDialogView(input);
  const content = await foundry.applications.handlebars.renderTemplate("systems/fray/templates/slots/dialog/check.hbs", { view: wordView(view), dialogId: `fray-slots-check-${actor.id ?? ""}` });
  const chosen: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: formatText(view.title) },
    content,
    buttons: [{ action: "roll", label: game.i18n.localize("FRAY.Slots.Roll.Roll"), default: true, callback: () => true }],
    rejectClose: false,
  });
  return chosen === true;
}

/** Shows the odds, then rolls the check as a (v:X) Roll and posts it; null when cancelled. */
export async function rollCheck(actor: Actor.Implementation, request: CheckRequest): Promise<VariableRoll | null> {
  if (!(await confirmCheck(actor, request))) return null;
  const roll = VariableRoll.check(request.sides, { bonus: request.bonus, target: request.target ?? null, stress: request.stress ?? null, label: request.label });
  await roll.evaluate();
  await roll.toMessage({ speaker: ChatMessage.implementation.getSpeaker({ actor }) }, rollMessageOptions());
  return roll;
}
