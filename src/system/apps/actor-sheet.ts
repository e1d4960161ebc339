/**
 * The machinery every ruleset's actor sheet shares: the worded view-model and the enriched
 * biography in the context, tabs from the class's TABS, keyboard use of action elements, the
 * play/edit mode, the item buttons, a hook on submitted form data, and document hooks that are
 * dropped when the sheet closes. A ruleset's sheet adds its layout, its actions and a
 * `sheetView()` over its pure view-model builder.
 */
import type { ActorSheetSource } from "../../view/sheet/actor-source";
import type { SheetItem } from "../../view/sheet/sheet-item";
import { type Worded, wordView } from "../i18n";
import { imgOf, plainSystem } from "./document-data";
import { FrayActorSheetBase } from "./fray-sheets";
import { createItem, deleteItem, editItem } from "./item-actions";
import { activateOnKeyboard } from "./keyboard";
import { showProblem, unreadableProblem } from "./unreadable";

export interface FrayActorContext<V> extends foundry.applications.sheets.ActorSheetV2.RenderContext {
  /** The view-model with every Text worded, so templates print plain (escaped) strings. */
  view: Worded<V>;
  biography: { source: string; enriched: string };
  /** The tab a tab part renders (set per part). */
  tab?: foundry.applications.api.ApplicationV2.Tab | undefined;
}

type Base<V> = FrayActorSheetBase<FrayActorContext<V>>;

export abstract class FrayActorSheet<V> extends FrayActorSheetBase<FrayActorContext<V>> {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: { toggleMode: FrayActorSheet.#toggleMode, createItem, editItem, deleteItem },
  };

  /** Play mode shows the table view; edit mode adds inputs and remove buttons. */
  editMode = false;

  #hooks: [Hooks.HookName, number][] = [];

  /** The ruleset's view-model of this actor (pure: built in src/view). */
  protected abstract sheetView(): V;

  /** Reads the actor as the rules do (throws `RulesInputError` for data they refuse). */
  protected abstract readState(): unknown;

  /** Whether the sheet shows its edit mode (only to someone who may edit). */
  protected get editing(): boolean {
    return this.editMode && this.isEditable;
  }

  /** The actor's items as every sheet lists them. */
  protected sheetItems(): SheetItem[] {
    return this.actor.items.map((item) => ({ id: item.id ?? "", name: item.name, img: imgOf(item.img), type: item.type, system: plainSystem(item.system) }));
  }

  /** What every ruleset's sheet view-model reads of the actor. */
  protected sheetSource(): ActorSheetSource {
    const actor = this.actor;
    return { name: actor.name, img: imgOf(actor.img), type: actor.type === "npc" ? "npc" : "character", system: plainSystem(actor.system), items: this.sheetItems(), editMode: this.editing };
  }

  /** Clean-up of the submitted data before Foundry validates it; by default none. */
  protected adjustSubmit(data: object): object {
    return data;
  }

  /** Registers a document hook for as long as the sheet is open. */
  protected listen<K extends Hooks.HookName>(hook: K, fn: Hooks.Function<K>): void {
    this.#hooks.push([hook, Hooks.on(hook, fn)]);
  }

  protected override async _prepareContext(options: Parameters<Base<V>["_prepareContext"]>[0]): Promise<FrayActorContext<V>> {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    // Read without the data models, whose module imports the adapter registry (and so every sheet).
    const system = actor.system;
    const biography = "biography" in system && typeof system.biography === "string" ? system.biography : "";
    const enriched = await foundry.applications.ux.TextEditor.implementation.enrichHTML(biography, { relativeTo: actor, secrets: actor.isOwner });
    context.view = wordView(this.sheetView());
    context.biography = { source: biography, enriched };
    // Only a sheet with a tab group gets tabs (an NPC sheet is one page).
    if ((this.constructor as typeof FrayActorSheet).TABS["primary"] !== undefined) context.tabs = this._prepareTabs("primary");
    return context;
  }

  protected override async _preparePartContext(partId: string, context: FrayActorContext<V>, options: Parameters<Base<V>["_preparePartContext"]>[2]): Promise<FrayActorContext<V>> {
    const part = await super._preparePartContext(partId, context, options);
    part.tab = context.tabs?.[partId];
    return part;
  }

  protected override async _onRender(context: Parameters<Base<V>["_onRender"]>[0], options: Parameters<Base<V>["_onRender"]>[1]): Promise<void> {
    await super._onRender(context, options);
    activateOnKeyboard(this.element);
    showProblem(this.element, unreadableProblem(() => this.readState()));
  }

  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: foundry.applications.ux.FormDataExtended): object {
    return this.adjustSubmit(super._processFormData(event, form, formData));
  }

  protected override _onClose(options: Parameters<Base<V>["_onClose"]>[0]): void {
    for (const [hook, id] of this.#hooks) Hooks.off(hook, id);
    this.#hooks = [];
    super._onClose(options);
  }

  static async #toggleMode(this: FrayActorSheet<unknown>): Promise<void> {
    this.editMode = !this.editMode;
    await this.render();
  }
}
