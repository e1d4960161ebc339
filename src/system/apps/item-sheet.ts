/**
 * The machinery every ruleset's item sheet shares: the type's label and the enriched
 * description in the context, keyboard use of action elements, and a hook on submitted form
 * data. A ruleset's sheet adds its layout and `addView()`, which puts its worded view-model in
 * the context.
 */
import { FrayItemSheetBase, type ItemRenderContext } from "./fray-sheets";
import { activateOnKeyboard } from "./keyboard";

export interface FrayItemContext extends ItemRenderContext {
  typeLabel: string;
  description: { source: string; enriched: string };
}

type Base<RC extends FrayItemContext> = FrayItemSheetBase<RC>;

export abstract class FrayItemSheet<RC extends FrayItemContext> extends FrayItemSheetBase<RC> {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    window: { resizable: true },
    form: { submitOnChange: true },
  };

  /** Puts the ruleset's view-model of the item into the context. */
  protected abstract addView(context: RC): void;

  /** Clean-up of the submitted data before Foundry validates it; by default none. */
  protected adjustSubmit(data: object): object {
    return data;
  }

  protected override async _prepareContext(options: Parameters<Base<RC>["_prepareContext"]>[0]): Promise<RC> {
    const context = await super._prepareContext(options);
    const item = this.item;
    const system = item.system;
    // Read without the data models, whose module imports the adapter registry (and so every sheet).
    const source = "description" in system && typeof system.description === "string" ? system.description : "";
    context.typeLabel = game.i18n.localize(`FRAY.Common.Item.Type.${item.type}`);
    context.description = {
      source,
      enriched: await foundry.applications.ux.TextEditor.implementation.enrichHTML(source, { relativeTo: item, secrets: item.isOwner }),
    };
    this.addView(context);
    return context;
  }

  protected override async _onRender(context: Parameters<Base<RC>["_onRender"]>[0], options: Parameters<Base<RC>["_onRender"]>[1]): Promise<void> {
    await super._onRender(context, options);
    activateOnKeyboard(this.element);
  }

  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: foundry.applications.ux.FormDataExtended): object {
    return this.adjustSubmit(super._processFormData(event, form, formData));
  }
}
