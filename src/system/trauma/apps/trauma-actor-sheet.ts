/**
 * The trauma ruleset's actor sheet (shared by the character and NPC sheets): configuration, a
 * thin `_prepareContext` over the pure view-model, and the form hook that keeps the Vim
 * invariant when Max Vim is edited. The click handlers live in actor-sheet-actions.ts.
 */
import { actorSheetView } from "../../../view/trauma/actor-sheet";
import type { ActorSheetView, SheetItem, TraumaSheetSource } from "../../../view/trauma/actor-sheet";
import { maxVimEdit } from "../../../view/trauma/actor-sheet-vim";
import { coreCardsOf } from "../../cards/card-identity";
import { actorSystem } from "../../data/actor/actor-system";
import { perkHandOf } from "../actor-state";
import { ACTOR_SHEET_ACTIONS } from "./actor-sheet-actions";
import { FrayActorSheetBase } from "../../apps/fray-sheets";
import { activateOnKeyboard } from "../../apps/keyboard";
import { type Worded, formatText, wordView } from "../../i18n";

export interface TraumaActorContext extends foundry.applications.sheets.ActorSheetV2.RenderContext {
  /** The view-model with every Text worded, so templates print plain (escaped) strings. */
  view: Worded<ActorSheetView>;
  biography: { source: string; enriched: string };
  /** The tab a tab part renders (set per part). */
  tab?: foundry.applications.api.ApplicationV2.Tab | undefined;
}

/** Image fields are typed loosely by fvtt-types; a sheet only needs a path or nothing. */
const imgOf = (img: unknown): string | null => (typeof img === "string" && img !== "" ? img : null);

type CardHook = "createCard" | "updateCard" | "deleteCard";

export class TraumaActorSheet extends FrayActorSheetBase<TraumaActorContext> {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["fray", "fray-sheet", "fray-actor"],
    position: { width: 720, height: 780 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: ACTOR_SHEET_ACTIONS,
  };

  /** Play mode shows dots and trackers; edit mode adds number inputs and remove buttons. */
  editMode = false;

  #cardHooks: [CardHook, number][] = [];

  protected override async _prepareContext(options: Parameters<FrayActorSheetBase<TraumaActorContext>["_prepareContext"]>[0]): Promise<TraumaActorContext> {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const system = actorSystem(actor);
    const hand = perkHandOf(actor);
    const view = actorSheetView({
      name: actor.name,
      img: imgOf(actor.img),
      kind: actor.type === "npc" ? "npc" : "character",
      trauma: system.trauma as TraumaSheetSource,
      items: actor.items.map(
        (item): SheetItem => ({
          id: item.id ?? "",
          name: item.name,
          img: imgOf(item.img),
          type: item.type,
          system: item.system instanceof foundry.abstract.DataModel ? (item.system.toObject() as Record<string, unknown>) : {},
        }),
      ),
      perkHand: hand === null ? null : coreCardsOf(hand),
      editMode: this.editMode && this.isEditable,
    });
    const enriched = await foundry.applications.ux.TextEditor.implementation.enrichHTML(system.biography, {
      relativeTo: actor,
      secrets: actor.isOwner,
    });
    context.view = wordView(view);
    context.biography = { source: system.biography, enriched };
    // Only the character sheet has tabs; the NPC sheet is one page.
    if ((this.constructor as typeof TraumaActorSheet).TABS["primary"] !== undefined) context.tabs = this._prepareTabs("primary");
    return context;
  }

  protected override async _preparePartContext(
    partId: string,
    context: TraumaActorContext,
    options: Parameters<FrayActorSheetBase<TraumaActorContext>["_preparePartContext"]>[2],
  ): Promise<TraumaActorContext> {
    const part = await super._preparePartContext(partId, context, options);
    part.tab = context.tabs?.[partId];
    return part;
  }

  protected override async _onRender(
    context: Parameters<FrayActorSheetBase<TraumaActorContext>["_onRender"]>[0],
    options: Parameters<FrayActorSheetBase<TraumaActorContext>["_onRender"]>[1],
  ): Promise<void> {
    await super._onRender(context, options);
    activateOnKeyboard(this.element);
  }

  /**
   * A new Max Vim moves the difference to or from Life Support (rules/trauma.md §5.11); one that
   * would not leave room for the Vim held elsewhere is refused with a message.
   */
  protected override _processFormData(
    event: SubmitEvent | null,
    form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
  ): object {
    const data = super._processFormData(event, form, formData) as { system?: { trauma?: { maxVim?: unknown; vim?: Record<string, unknown> } } };
    const trauma = data.system?.trauma;
    const current = actorSystem(this.actor).trauma;
    if (trauma !== undefined && typeof trauma.maxVim === "number" && trauma.maxVim !== current.maxVim) {
      const edit = maxVimEdit(current.vim, trauma.maxVim);
      if ("error" in edit) {
        ui.notifications?.warn(formatText(edit.error));
        delete trauma.maxVim;
      } else {
        trauma.vim = { ...trauma.vim, lifeSupport: edit.lifeSupport };
      }
    }
    return data;
  }

  /** The Perk hand is its own Cards document: redraw when a card in it comes, goes or turns. */
  protected override async _onFirstRender(
    context: Parameters<FrayActorSheetBase<TraumaActorContext>["_onFirstRender"]>[0],
    options: Parameters<FrayActorSheetBase<TraumaActorContext>["_onFirstRender"]>[1],
  ): Promise<void> {
    await super._onFirstRender(context, options);
    const refresh = (card: Card.Implementation): void => {
      if (card.parent !== null && card.parent.id === actorSystem(this.actor).trauma.decks.perkHand) void this.render();
    };
    this.#cardHooks = (["createCard", "updateCard", "deleteCard"] as const).map((hook) => [hook, Hooks.on(hook, refresh)]);
  }

  protected override _onClose(options: Parameters<FrayActorSheetBase<TraumaActorContext>["_onClose"]>[0]): void {
    for (const [hook, id] of this.#cardHooks) Hooks.off(hook, id);
    this.#cardHooks = [];
    super._onClose(options);
  }
}
