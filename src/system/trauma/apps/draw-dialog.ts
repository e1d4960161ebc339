/**
 * The draw dialog (docs/rules/trauma.md §5.3, §5.12): opened from a weapon on an actor sheet, it
 * shows what the attack draw will be, lets the player choose Perk Cards (and the Narrator the
 * target difficulty), shows the exact odds against the first targeted token as they change,
 * and hands the choice to the attack flow.
 */
import { DRAW_DIALOG_LAYOUT } from "../../../view/trauma/sheet-layout";
import { partsOf } from "../../apps/sheet-layout";
import { traumaWeaponFromItem } from "../../../core/trauma";
import type { TraumaActor, TraumaWeapon } from "../../../core/trauma";
import { type DrawDialogView, type DrawTarget, type PerkSelection, drawDialogView } from "../../../view/trauma/draw-dialog";
import { traumaStateOf } from "../actor-state";
import { performAttack } from "../attack-flow";
import { FrayApplicationBase } from "../../apps/fray-sheets";
import { type Worded, formatText, wordView } from "../../i18n";
import { isElement } from "../../compat";

interface DrawContext extends foundry.applications.api.ApplicationV2.RenderContext {
  view: Worded<DrawDialogView>;
  /** The request the Draw button sends (kept unworded). */
  request: DrawDialogView["request"];
  canDraw: boolean;
  dialogId: string;
}

export interface DrawDialogOptions {
  readonly actor: Actor.Implementation;
  readonly item: Item.Implementation;
}

/** Core state of an actor, or null when its data does not satisfy the rules (the view says so). */
function stateOf(actor: Actor.Implementation | null): TraumaActor | null {
  if (actor === null) return null;
  try {
    return traumaStateOf(actor);
  } catch {
    return null;
  }
}

function weaponOf(item: Item.Implementation): TraumaWeapon | null {
  const system = item.system instanceof foundry.abstract.DataModel ? (item.system.toObject() as Record<string, unknown>) : {};
  try {
    return traumaWeaponFromItem({ name: item.name, type: item.type, system });
  } catch {
    return null;
  }
}

export class DrawDialog extends FrayApplicationBase<DrawContext> {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: [...DRAW_DIALOG_LAYOUT.classes],
    window: { icon: DRAW_DIALOG_LAYOUT.icon, resizable: true },
    position: { width: DRAW_DIALOG_LAYOUT.width },
    form: { handler: DrawDialog.#onChange, submitOnChange: true, closeOnSubmit: false },
    actions: { draw: DrawDialog.#draw, cancel: DrawDialog.#cancel },
  };

  static override PARTS = partsOf(DRAW_DIALOG_LAYOUT);

  readonly actor: Actor.Implementation;
  readonly item: Item.Implementation;
  #difficulty: number | null = null;
  #selections: Record<string, PerkSelection> = {};
  #targetHook: number | null = null;
  #drawing = false;

  constructor({ actor, item }: DrawDialogOptions) {
    super({ id: DrawDialog.idFor(actor, item) });
    this.actor = actor;
    this.item = item;
  }

  /** One dialog per actor and weapon: the id Foundry registers the open dialog under. */
  static idFor(actor: Actor.Implementation, item: Item.Implementation): string {
    return `fray-draw-${actor.uuid}-${item.id ?? "item"}`.replace(/[^\w-]/g, "-");
  }

  /** Opens the dialog, or brings the one already open for this weapon to the front. */
  static async open(actor: Actor.Implementation, item: Item.Implementation): Promise<void> {
    const open = foundry.applications.instances.get(DrawDialog.idFor(actor, item));
    if (open instanceof DrawDialog) {
      open.bringToFront();
      return;
    }
    await new DrawDialog({ actor, item }).render({ force: true });
  }

  override get title(): string {
    return formatText({ key: "FRAY.Trauma.Dialog.Draw.Title", data: { weapon: this.item.name, actor: this.actor.name } });
  }

  /** The tokens the user targets now: the attack goes against them, the odds against the first. */
  #targets(): TokenDocument.Implementation[] {
    return [...game.user.targets].map((token) => token.document);
  }

  protected override async _prepareContext(options: Parameters<FrayApplicationBase<DrawContext>["_prepareContext"]>[0]): Promise<DrawContext> {
    const context = await super._prepareContext(options);
    const weapon = weaponOf(this.item);
    const targets = this.#targets().map(
      (token): DrawTarget => ({ name: token.name, img: typeof token.texture.src === "string" ? token.texture.src : null, state: stateOf(token.actor) }),
    );
    const view = drawDialogView({
      attackerName: this.actor.name,
      attacker: stateOf(this.actor),
      weaponName: this.item.name,
      weaponImg: typeof this.item.img === "string" ? this.item.img : null,
      weapon,
      targets,
      selections: this.#selections,
      // Only the Narrator sets the target difficulty (seed Step 1.A); players draw against the weapon's.
      difficulty: game.user.isGM ? (this.#difficulty ?? weapon?.difficulty ?? 0) : (weapon?.difficulty ?? 0),
      canEditDifficulty: game.user.isGM,
    });
    context.view = wordView(view);
    context.request = view.request;
    context.canDraw = view.canDraw;
    context.dialogId = this.id;
    return context;
  }

  protected override async _onFirstRender(
    context: Parameters<FrayApplicationBase<DrawContext>["_onFirstRender"]>[0],
    options: Parameters<FrayApplicationBase<DrawContext>["_onFirstRender"]>[1],
  ): Promise<void> {
    await super._onFirstRender(context, options);
    // Targeting another token while the dialog is open updates the odds.
    this.#targetHook = Hooks.on("targetToken", (user) => {
      if (user === game.user) void this.render();
    });
  }

  protected override _onClose(options: Parameters<FrayApplicationBase<DrawContext>["_onClose"]>[0]): void {
    if (this.#targetHook !== null) Hooks.off("targetToken", this.#targetHook);
    this.#targetHook = null;
    super._onClose(options);
  }

  /** Every change of a toggle, a position or the difficulty: keep it and redraw the odds. */
  static async #onChange(this: DrawDialog, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: foundry.applications.ux.FormDataExtended): Promise<void> {
    const data = formData.object as Record<string, unknown>;
    const difficulty = data["difficulty"];
    if (typeof difficulty === "number" && Number.isInteger(difficulty) && difficulty >= 0) this.#difficulty = difficulty;
    const selections: Record<string, PerkSelection> = {};
    for (const [name, value] of Object.entries(data)) {
      if (!name.startsWith("perk-")) continue;
      const id = name.slice("perk-".length);
      const target = data[`perkTarget-${id}`];
      const position = typeof target === "string" && /^\d+$/.test(target) ? Number(target) : typeof target === "number" ? target : "best";
      selections[id] = { selected: value === true, target: position };
    }
    this.#selections = selections;
    await this.render();
  }

  static async #draw(this: DrawDialog, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (this.#drawing) return;
    const context = await this._prepareContext({ isFirstRender: false });
    if (!context.canDraw) return;
    this.#drawing = true;
    if (isElement(target, "button")) target.disabled = true;
    try {
      await performAttack({
        actor: this.actor,
        item: this.item,
        targets: this.#targets(),
        difficulty: context.request.difficulty,
        perks: context.request.perks,
      });
      await this.close();
    } catch (error) {
      ui.notifications?.error(error instanceof Error ? error.message : String(error));
      if (isElement(target, "button")) target.disabled = false;
    } finally {
      this.#drawing = false;
    }
  }

  static async #cancel(this: DrawDialog): Promise<void> {
    await this.close();
  }
}
