/**
 * A dialog that only chooses: a form of inputs above a live result (two parts), whose promise
 * resolves with the choice, or null when it is closed. A keystroke in a number field re-renders
 * only the result, so the caret stays where it is; subclasses say how the form reads and what
 * the view-model is.
 */
import { type Worded, wordView } from "../i18n";
import { FrayApplicationBase } from "./fray-sheets";
import { isElement } from "../compat";

export interface ChoiceDialogContext<V extends object> extends foundry.applications.api.ApplicationV2.RenderContext {
  view: Worded<V>;
  dialogId: string;
}

type Base<V extends object> = FrayApplicationBase<ChoiceDialogContext<V>>;

export abstract class ChoiceDialog<V extends object, C> extends FrayApplicationBase<ChoiceDialogContext<V>> {
  readonly #resolve: (choice: C | null) => void;
  #settled = false;

  constructor(id: string, resolve: (choice: C | null) => void) {
    super({ id });
    this.#resolve = resolve;
  }

  /** The view-model of the form as it stands. */
  protected abstract currentView(): V;

  /** Takes in the form's values after a keystroke in a number field. */
  protected abstract readInput(data: Record<string, unknown>, event: Event): void;

  protected override async _prepareContext(options: Parameters<Base<V>["_prepareContext"]>[0]): Promise<ChoiceDialogContext<V>> {
    const context = await super._prepareContext(options);
    context.view = wordView(this.currentView());
    context.dialogId = this.id;
    return context;
  }

  protected override async _onFirstRender(context: Parameters<Base<V>["_onFirstRender"]>[0], options: Parameters<Base<V>["_onFirstRender"]>[1]): Promise<void> {
    await super._onFirstRender(context, options);
    // The form element outlives re-renders of its parts, so one listener is enough.
    this.element.addEventListener("input", this.#onInput);
  }

  protected override _onClose(options: Parameters<Base<V>["_onClose"]>[0]): void {
    this.#settle(null);
    super._onClose(options);
  }

  /** Resolves with `choice` and closes; nothing happens while the form makes no choice (null). */
  protected async choose(choice: C | null): Promise<void> {
    if (choice === null) return;
    this.#settle(choice);
    await this.close();
  }

  #settle(choice: C | null): void {
    if (this.#settled) return;
    this.#settled = true;
    this.#resolve(choice);
  }

  readonly #onInput = (event: Event): void => {
    if (!(isElement(event.target, "input")) || event.target.type !== "number") return;
    if (!(isElement(this.element, "form"))) return;
    this.readInput(new foundry.applications.ux.FormDataExtended(this.element).object as Record<string, unknown>, event);
    void this.render({ parts: ["result"] });
  };
}

/** Renders a choice dialog and waits for its choice; a dialog that fails to open chooses nothing. */
export function awaitChoice<C>(open: (resolve: (choice: C | null) => void) => ChoiceDialog<object, C>): Promise<C | null> {
  return new Promise((resolve) => {
    open(resolve)
      .render({ force: true })
      .catch((error: unknown) => {
        ui.notifications?.error(error instanceof Error ? error.message : String(error));
        resolve(null);
      });
  });
}
