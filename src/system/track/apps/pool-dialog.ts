/**
 * The d6 pool dialog (docs/rules/track.md §5.1, §5.2, §5.6): the dice and the threshold as inputs;
 * the pool's lines with the wound penalty as its own labelled line on actions (never on a
 * Resistance Test), the exact chance of success and of each number of net hits, redrawn as the
 * inputs change (src/view/track/pool-view.ts). An Incapacitated actor is told no roll is allowed.
 */
import { MAX_POOL_DICE } from "../../../core/dice";
import type { TrackActor } from "../../../core/track";
import { text } from "../../../view/i18n";
import { poolRollView } from "../../../view/track/pool-view";
import { isElement } from "../../compat";
import { formatText, wordView } from "../../i18n";

export interface PoolChoiceInput {
  readonly title: string;
  readonly actor: TrackActor;
  readonly dice: number;
  readonly threshold: number;
  readonly resistance: boolean;
  /** Offer a "Resistance or Healing Test" box (a free roll from the sheet); otherwise `resistance` is fixed. */
  readonly askResistance?: boolean;
}

export interface PoolChoice {
  readonly dice: number;
  readonly threshold: number;
  readonly resistance: boolean;
}

const TEMPLATE = "systems/fray/templates/track/dialog/pool.hbs";
const clampWhole = (value: unknown, max: number): number => Math.max(0, Math.min(max, Math.trunc(Number(value)) || 0));

/** A named input of the dialog's form (of whichever window the dialog is in). */
function inputOf(form: HTMLFormElement | null, name: string): HTMLInputElement | null {
  const field = form?.elements.namedItem(name);
  return isElement(field, "input") ? field : null;
}

async function oddsHtml(input: PoolChoiceInput, dice: number, threshold: number, resistance: boolean): Promise<string> {
  const view = poolRollView({ actor: input.actor, parts: [{ label: text("FRAY.Track.Pool.Dice"), dice }], threshold, resistance });
  return foundry.applications.handlebars.renderTemplate(TEMPLATE, { view: wordView(view) });
}

export async function choosePool(input: PoolChoiceInput): Promise<PoolChoice | null> {
  const escape = foundry.utils.escapeHTML;
  const content = `<div class="fray-track-pool-inputs">
    <label>${escape(formatText({ key: "FRAY.Track.Pool.Dice" }))} <input type="number" name="dice" value="${input.dice}" min="0" max="${MAX_POOL_DICE}" step="1"></label>
    <label>${escape(formatText({ key: "FRAY.Track.Pool.Threshold" }))} <input type="number" name="threshold" value="${input.threshold}" min="0" max="20" step="1"></label>
    ${input.askResistance === true ? `<label><input type="checkbox" name="resistance"${input.resistance ? " checked" : ""}> ${escape(formatText({ key: "FRAY.Track.Pool.Resistance" }))}</label>` : ""}
  </div><div class="fray-track-pool-odds" aria-live="polite">${await oddsHtml(input, input.dice, input.threshold, input.resistance)}</div>`;
  const read = (form: HTMLFormElement | null): PoolChoice => ({
    dice: clampWhole(inputOf(form, "dice")?.value ?? input.dice, MAX_POOL_DICE),
    threshold: clampWhole(inputOf(form, "threshold")?.value ?? input.threshold, 20),
    resistance: input.askResistance === true ? inputOf(form, "resistance")?.checked === true : input.resistance,
  });
  const result: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: input.title },
    classes: ["fray", "fray-dialog", "fray-track-dialog"],
    content,
    buttons: [
      { action: "roll", label: formatText({ key: "FRAY.Track.Pool.Roll" }), default: true, callback: (_event, button) => read(button.form) },
      { action: "cancel", label: formatText({ key: "FRAY.Track.Pool.Cancel" }) },
    ],
    render: (_event, dialog) => {
      // The dialog's root may itself be the form, or hold it.
      const root = dialog.element;
      const form = isElement(root, "form") ? root : root.querySelector("form");
      const odds = dialog.element.querySelector<HTMLElement>(".fray-track-pool-odds");
      form?.addEventListener("input", () => {
        const choice = read(form);
        void oddsHtml(input, choice.dice, choice.threshold, choice.resistance).then((html) => {
          if (odds) odds.innerHTML = html;
        });
      });
    },
    rejectClose: false,
  });
  if (typeof result !== "object" || result === null) return null;
  return result as PoolChoice;
}
