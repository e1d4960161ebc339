/**
 * The banks ruleset's actor sheets: configuration, a thin `_prepareContext` over the pure
 * view-model (src/view/banks/sheet), and the form hook that keeps the stored state valid (a
 * lowered WIL or BOD brings Stun, Physical and Momentum down; an empty rating or team means
 * none). The sheet re-renders when the viewed combat changes, since the prices, the Team Bank
 * and the Interrupt section depend on whose turn it is and what everyone holds.
 */
import { banksActorSheetView, type BanksActorSheetView } from "../../../view/banks/sheet/actor-sheet";
import { capsAfterEdit } from "../../../view/banks/sheet/edits";
import { ratingsUpdate } from "../../../view/banks/sheet/ratings";
import { banksStateOf } from "../actor-state";
import { banksSheetCombat } from "../sheet-combat";
import { actorSystem } from "../../data/actor/actor-system";
import { type Worded, wordView } from "../../i18n";
import { BANKS_SHEET_ACTIONS } from "./banks-sheet-actions";
import { FrayActorSheetBase } from "../../apps/fray-sheets";
import { activateOnKeyboard } from "../../apps/keyboard";

export interface BanksActorContext extends foundry.applications.sheets.ActorSheetV2.RenderContext {
  /** The view-model with every Text worded, so templates print plain (escaped) strings. */
  view: Worded<BanksActorSheetView>;
  biography: { source: string; enriched: string };
  /** The tab a tab part renders (set per part). */
  tab?: foundry.applications.api.ApplicationV2.Tab | undefined;
}

type Base = FrayActorSheetBase<BanksActorContext>;
type SubmitData = { system?: { banks?: Record<string, unknown> } };

/** Image fields are typed loosely by fvtt-types; a sheet only needs a path or nothing. */
const imgOf = (img: unknown): string | null => (typeof img === "string" && img !== "" ? img : null);

const plainSystem = (system: unknown): Record<string, unknown> =>
  system instanceof foundry.abstract.DataModel ? (system.toObject() as Record<string, unknown>) : {};

/** Document hooks after which the viewed combat may look different to this sheet. */
const COMBAT_HOOKS = ["createCombat", "updateCombat", "deleteCombat", "createCombatant", "updateCombatant", "deleteCombatant", "combatTurnChange"] as const;
type SheetHook = (typeof COMBAT_HOOKS)[number] | "updateActor";

const T = "systems/fray/templates/banks";

export class BanksActorSheet extends FrayActorSheetBase<BanksActorContext> {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["fray", "fray-sheet", "fray-actor", "fray-banks"],
    position: { width: 720, height: 800 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: BANKS_SHEET_ACTIONS,
  };

  /** Play mode shows boxes and the catalogue; edit mode adds inputs and the skill list. */
  editMode = false;

  #hooks: [SheetHook, number][] = [];
  readonly #rerender = foundry.utils.debounce(() => {
    if (this.rendered) void this.render();
  }, 50);

  protected override async _prepareContext(options: Parameters<Base["_prepareContext"]>[0]): Promise<BanksActorContext> {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const system = actorSystem(actor);
    const view = banksActorSheetView({
      name: actor.name,
      img: imgOf(actor.img),
      type: actor.type === "npc" ? "npc" : "character",
      system: plainSystem(system),
      items: actor.items.map((item) => ({ id: item.id ?? "", name: item.name, img: imgOf(item.img), type: item.type, system: plainSystem(item.system) })),
      editMode: this.editMode && this.isEditable,
      combat: banksSheetCombat(actor),
    });
    const enriched = await foundry.applications.ux.TextEditor.implementation.enrichHTML(system.biography, { relativeTo: actor, secrets: actor.isOwner });
    context.view = wordView(view);
    context.biography = { source: system.biography, enriched };
    // Only the character sheet has tabs; the NPC sheet is one page.
    if ((this.constructor as typeof BanksActorSheet).TABS["primary"] !== undefined) context.tabs = this._prepareTabs("primary");
    return context;
  }

  protected override async _preparePartContext(partId: string, context: BanksActorContext, options: Parameters<Base["_preparePartContext"]>[2]): Promise<BanksActorContext> {
    const part = await super._preparePartContext(partId, context, options);
    part.tab = context.tabs?.[partId];
    return part;
  }

  protected override async _onRender(context: Parameters<Base["_onRender"]>[0], options: Parameters<Base["_onRender"]>[1]): Promise<void> {
    await super._onRender(context, options);
    activateOnKeyboard(this.element);
  }

  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: foundry.applications.ux.FormDataExtended): object {
    const data = super._processFormData(event, form, formData) as SubmitData;
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
    const onActor = (actor: Actor.Implementation): void => {
      // This actor's own updates re-render the sheet already.
      if (actor.uuid === this.actor.uuid) return;
      if (game.combat?.combatants.some((c) => c.actor?.uuid === actor.uuid)) this.#rerender();
    };
    this.#hooks = [...COMBAT_HOOKS.map((hook): [SheetHook, number] => [hook, Hooks.on(hook, onCombat)]), ["updateActor", Hooks.on("updateActor", onActor)]];
  }

  protected override _onClose(options: Parameters<Base["_onClose"]>[0]): void {
    for (const [hook, id] of this.#hooks) Hooks.off(hook, id);
    this.#hooks = [];
    super._onClose(options);
  }
}

/** A player's character: header, then tabs for combat, attributes, armor and biography. */
export class BanksCharacterSheet extends BanksActorSheet {
  static override DEFAULT_OPTIONS = { classes: ["fray-character"] };

  static override PARTS = {
    header: { template: `${T}/actor/header.hbs` },
    tabs: { template: "systems/fray/templates/common/parts/tabs.hbs" },
    combat: { template: `${T}/actor/combat.hbs`, scrollable: [""] },
    attributes: { template: `${T}/actor/attributes.hbs`, scrollable: [""] },
    armor: { template: `${T}/actor/armor.hbs`, scrollable: [""] },
    biography: { template: "systems/fray/templates/common/actor/biography.hbs", scrollable: [""] },
  };

  static override TABS = {
    primary: {
      tabs: [
        { id: "combat", icon: "fa-solid fa-bolt", cssClass: "" },
        { id: "attributes", icon: "fa-solid fa-id-card", cssClass: "" },
        { id: "armor", icon: "fa-solid fa-shield-halved", cssClass: "" },
        { id: "biography", icon: "fa-solid fa-book-open", cssClass: "" },
      ],
      initial: "combat",
      labelPrefix: "FRAY.Banks.Sheet.Tab",
    },
  };
}

/** An NPC, drone, core or vehicle on one page, for a GM running several at once. */
export class BanksNpcSheet extends BanksActorSheet {
  static override DEFAULT_OPTIONS = { classes: ["fray-npc"], position: { width: 600, height: 760 } };

  static override PARTS = {
    header: { template: `${T}/actor/header.hbs` },
    body: { template: `${T}/actor/npc-body.hbs`, scrollable: [""] },
  };
}
