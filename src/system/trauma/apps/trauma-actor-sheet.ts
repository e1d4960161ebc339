/**
 * The trauma ruleset's actor sheet (shared by the character and NPC sheets): its actions, a thin
 * `sheetView` over the pure view-model, the form hook that keeps the Vim invariant when Max Vim
 * is edited, and a redraw when the Perk hand changes. The shared machinery is FrayActorSheet;
 * the click handlers live in actor-sheet-actions.ts.
 */
import { actorSheetView } from "../../../view/trauma/actor-sheet";
import type { ActorSheetView, TraumaSheetSource } from "../../../view/trauma/actor-sheet";
import { maxVimEdit } from "../../../view/trauma/actor-sheet-vim";
import { coreCardsOf } from "../../cards/card-identity";
import { actorSystem } from "../../data/actor/actor-system";
import { perkHandOf, traumaStateOf } from "../actor-state";
import { ACTOR_SHEET_ACTIONS } from "./actor-sheet-actions";
import { FrayActorSheet, type FrayActorContext } from "../../apps/actor-sheet";
import { imgOf } from "../../apps/document-data";
import { formatText } from "../../i18n";

export type TraumaActorContext = FrayActorContext<ActorSheetView>;

type SubmitData = { system?: { trauma?: { maxVim?: unknown; vim?: Record<string, unknown> } } };

export class TraumaActorSheet extends FrayActorSheet<ActorSheetView> {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = { actions: ACTOR_SHEET_ACTIONS };

  protected override readState(): unknown {
    return traumaStateOf(this.actor);
  }

  protected override sheetView(): ActorSheetView {
    const actor = this.actor;
    const hand = perkHandOf(actor);
    return actorSheetView({
      name: actor.name,
      img: imgOf(actor.img),
      kind: actor.type === "npc" ? "npc" : "character",
      trauma: actorSystem(actor).trauma as TraumaSheetSource,
      items: this.sheetItems(),
      perkHand: hand === null ? null : coreCardsOf(hand),
      editMode: this.editing,
    });
  }

  /**
   * A new Max Vim moves the difference to or from Life Support (docs/rules/trauma.md §5.11); one that
   * would not leave room for the Vim held elsewhere is refused with a message.
   */
  protected override adjustSubmit(submitted: object): object {
    const data = submitted as SubmitData;
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
    context: Parameters<FrayActorSheet<ActorSheetView>["_onFirstRender"]>[0],
    options: Parameters<FrayActorSheet<ActorSheetView>["_onFirstRender"]>[1],
  ): Promise<void> {
    await super._onFirstRender(context, options);
    const refresh = (card: Card.Implementation): void => {
      if (card.parent !== null && card.parent.id === actorSystem(this.actor).trauma.decks.perkHand) void this.render();
    };
    this.listen("createCard", refresh);
    this.listen("updateCard", refresh);
    this.listen("deleteCard", refresh);
  }
}
