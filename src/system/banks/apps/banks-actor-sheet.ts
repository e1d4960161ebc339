/**
 * The banks ruleset's actor sheets: their actions, a thin `sheetView` over the pure view-model
 * (src/view/banks/sheet), and the form hook that keeps the stored state valid (a lowered WIL or
 * BOD brings Stun, Physical and Momentum down; an empty rating or team means none). The sheet
 * re-renders when the viewed combat changes, since the prices, the Team Bank and the Interrupt
 * section depend on whose turn it is and what everyone holds. The shared machinery is
 * FrayActorSheet.
 */
import { banksActorSheetView, type BanksActorSheetView } from "../../../view/banks/sheet/actor-sheet";
import { capsAfterEdit } from "../../../view/banks/sheet/edits";
import { BANKS_CHARACTER_LAYOUT, BANKS_NPC_LAYOUT } from "../../../view/banks/sheet/layout";
import { ratingsUpdate } from "./ratings-update";
import { banksStateOf } from "../actor-state";
import { banksSheetCombat } from "../sheet-combat";
import { BANKS_SHEET_ACTIONS } from "./banks-sheet-actions";
import { FrayActorSheet, type FrayActorContext } from "../../apps/actor-sheet";
import { partsOf, tabsOf, windowOptionsOf } from "../../apps/sheet-layout";

export type BanksActorContext = FrayActorContext<BanksActorSheetView>;

type Base = FrayActorSheet<BanksActorSheetView>;
type SubmitData = { system?: { banks?: Record<string, unknown> } };

/** Document hooks after which the viewed combat may look different to this sheet. */
const COMBAT_HOOKS = ["createCombat", "updateCombat", "deleteCombat", "createCombatant", "updateCombatant", "deleteCombatant", "combatTurnChange"] as const;

export class BanksActorSheet extends FrayActorSheet<BanksActorSheetView> {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = { actions: BANKS_SHEET_ACTIONS };

  readonly #rerender = foundry.utils.debounce(() => {
    if (this.rendered) void this.render();
  }, 50);

  protected override readState(): unknown {
    return banksStateOf(this.actor);
  }

  protected override sheetView(): BanksActorSheetView {
    return banksActorSheetView({ ...this.sheetSource(), combat: banksSheetCombat(this.actor) });
  }

  protected override adjustSubmit(submitted: object): object {
    const data = submitted as SubmitData;
    const banks = data.system?.banks;
    if (banks === undefined) return data;
    if (banks["teamId"] === "" || (typeof banks["teamId"] === "string" && banks["teamId"].trim() === "")) banks["teamId"] = null;
    const armor = banks["armor"];
    if (typeof armor === "object" && armor !== null) banks["armor"] = ratingsUpdate(armor as Record<string, unknown>);
    const attributes = banks["attributes"];
    if (typeof attributes === "object" && attributes !== null) {
      try {
        Object.assign(banks, capsAfterEdit(banksStateOf(this.actor), attributes as Record<string, unknown>));
      } catch {
        // Stored data the core rejects: the sheet already says so; submit what was typed.
      }
    }
    return data;
  }

  /** Costs and the Interrupt section follow the combat: redraw when it or a combatant changes. */
  protected override async _onFirstRender(context: Parameters<Base["_onFirstRender"]>[0], options: Parameters<Base["_onFirstRender"]>[1]): Promise<void> {
    await super._onFirstRender(context, options);
    const onCombat = (): void => this.#rerender();
    for (const hook of COMBAT_HOOKS) this.listen(hook, onCombat);
    this.listen("updateActor", (actor: Actor.Implementation): void => {
      // This actor's own updates re-render the sheet already.
      if (actor.uuid === this.actor.uuid) return;
      if (game.combat?.combatants.some((c) => c.actor?.uuid === actor.uuid)) this.#rerender();
    });
  }
}

/** A player's character: header, then tabs for combat, attributes, armor and biography. */
export class BanksCharacterSheet extends BanksActorSheet {
  static override DEFAULT_OPTIONS = windowOptionsOf(BANKS_CHARACTER_LAYOUT);
  static override PARTS = partsOf(BANKS_CHARACTER_LAYOUT);
  static override TABS = tabsOf(BANKS_CHARACTER_LAYOUT);
}

/** An NPC, drone, core or vehicle on one page, for a GM running several at once. */
export class BanksNpcSheet extends BanksActorSheet {
  static override DEFAULT_OPTIONS = windowOptionsOf(BANKS_NPC_LAYOUT);
  static override PARTS = partsOf(BANKS_NPC_LAYOUT);
}
