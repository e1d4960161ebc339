/**
 * The pool roll dialog (docs/rules/banks.md §5): pool from attribute + skill or typed, dice modifier,
 * threshold and Glitch Risk, with the exact odds (core `poolOdds`) updating as the numbers
 * change; Roll posts a `PoolRoll` to chat. The inputs and the odds are two parts, so typing
 * re-renders only the odds and the caret stays where it is.
 */
import { ATTRIBUTE_KEYS, type BanksActor } from "../../../core/banks";
import { type PoolDialogState, type PoolDialogView, type PoolTrait, poolDialogView } from "../../../view/banks/pool-dialog-view";
import { poolTitle } from "../../../view/banks/pool-roll-view";
import { FrayApplicationBase } from "../../apps/fray-sheets";
import { type Worded, formatText, wordView } from "../../i18n";
import { banksStateOf } from "../actor-state";
import { PoolRoll } from "../pool-roll";
import { chatModes } from "../../compat";
import { isElement } from "../../compat";

interface PoolDialogContext extends foundry.applications.api.ApplicationV2.RenderContext {
  view: Worded<PoolDialogView>;
  dialogId: string;
}

export interface PoolDialogOptions {
  readonly actor?: Actor.Implementation;
  readonly label: string;
  readonly pool: number;
  readonly threshold: number;
  readonly gr?: number;
}

type Context = Parameters<FrayApplicationBase<PoolDialogContext>["_onFirstRender"]>[0];
type RenderOptions = Parameters<FrayApplicationBase<PoolDialogContext>["_onFirstRender"]>[1];

/** The actor's banks state, or null (no actor, or data the core rejects: only the typed pool then). */
function stateOf(actor: Actor.Implementation | undefined): BanksActor | null {
  if (actor === undefined) return null;
  try {
    return banksStateOf(actor);
  } catch {
    return null;
  }
}

function traitsOf(state: BanksActor | null): { attributes: PoolTrait[]; skills: PoolTrait[] } {
  if (state === null) return { attributes: [], skills: [] };
  const { extra, ...named } = state.attributes;
  return {
    attributes: [...ATTRIBUTE_KEYS.map((key) => ({ key, value: named[key] })), ...Object.entries(extra).map(([key, value]) => ({ key, value }))],
    skills: Object.entries(state.skills).map(([key, value]) => ({ key, value })),
  };
}

/** A number field as the form holds it: NaN for an empty or broken field, so the view reports it. */
function numberOf(value: unknown): number {
  return typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
}

const keyOf = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

let nextId = 0;

export class PoolDialog extends FrayApplicationBase<PoolDialogContext> {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["fray", "fray-dialog", "fray-pool-dialog"],
    window: { icon: "fa-solid fa-dice-six", resizable: true },
    position: { width: 440 },
    form: { handler: PoolDialog.#onSubmit, submitOnChange: true, closeOnSubmit: false },
    actions: { roll: PoolDialog.#roll, cancel: PoolDialog.#cancel },
  };

  static override PARTS = {
    inputs: { template: "systems/fray/templates/banks/dialog/pool-roll.hbs" },
    result: { template: "systems/fray/templates/banks/dialog/pool-roll-result.hbs" },
  };

  readonly actor: Actor.Implementation | undefined;
  readonly label: string;
  readonly #traits: { attributes: PoolTrait[]; skills: PoolTrait[] };
  #state: PoolDialogState;
  #rolling = false;

  constructor(options: PoolDialogOptions) {
    super({ id: `fray-pool-${++nextId}` });
    this.actor = options.actor;
    this.label = options.label;
    this.#traits = traitsOf(stateOf(options.actor));
    this.#state = {
      attribute: null,
      skill: null,
      dice: options.pool,
      modifier: 0,
      threshold: options.threshold,
      gr: options.gr ?? 0,
      rollMode: chatModes().current,
    };
  }

  // From the label alone: no private state, which does not exist while the base constructor runs.
  override get title(): string {
    return formatText(poolTitle(this.label));
  }

  #view(): PoolDialogView {
    return poolDialogView({ label: this.label, ...this.#traits, rollModes: chatModes().options, state: this.#state });
  }

  protected override async _prepareContext(options: Parameters<FrayApplicationBase<PoolDialogContext>["_prepareContext"]>[0]): Promise<PoolDialogContext> {
    const context = await super._prepareContext(options);
    context.view = wordView(this.#view());
    context.dialogId = this.id;
    return context;
  }

  protected override async _onFirstRender(context: Context, options: RenderOptions): Promise<void> {
    await super._onFirstRender(context, options);
    // `change` (the form handler) fires when a field is left; `input` makes the odds follow each
    // keystroke. The form element outlives re-renders of its parts, so one listener is enough.
    this.element.addEventListener("input", this.#onInput);
  }

  readonly #onInput = (event: Event): void => {
    if (!(isElement(event.target, "input")) || event.target.type !== "number") return;
    if (!(isElement(this.element, "form"))) return;
    this.#read(new foundry.applications.ux.FormDataExtended(this.element).object);
    void this.render({ parts: ["result"] });
  };

  /** Keeps the form's values; returns whether the pool's source (attribute, skill) changed. */
  #read(data: Record<string, unknown>): boolean {
    const before = this.#state;
    const attribute = keyOf(data["attribute"]);
    this.#state = {
      attribute,
      skill: attribute === null ? null : keyOf(data["skill"]),
      dice: "dice" in data ? numberOf(data["dice"]) : before.dice,
      modifier: numberOf(data["modifier"]),
      threshold: numberOf(data["threshold"]),
      gr: numberOf(data["gr"]),
      rollMode: typeof data["rollMode"] === "string" ? data["rollMode"] : before.rollMode,
    };
    return attribute !== before.attribute || this.#state.skill !== before.skill;
  }

  static async #onSubmit(this: PoolDialog, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: foundry.applications.ux.FormDataExtended): Promise<void> {
    const sourceChanged = this.#read(formData.object as Record<string, unknown>);
    // A new source enables or disables the typed field: only then are the inputs redrawn.
    await this.render(sourceChanged ? {} : { parts: ["result"] });
  }

  static async #roll(this: PoolDialog, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (this.#rolling) return;
    const { request } = this.#view();
    if (request === null) return;
    this.#rolling = true;
    if (isElement(target, "button")) target.disabled = true;
    try {
      const roll = PoolRoll.forPool(request.pool, { threshold: request.threshold, gr: request.gr, label: request.label });
      await roll.evaluate();
      const speaker = this.actor ? ChatMessage.getSpeaker({ actor: this.actor }) : ChatMessage.getSpeaker();
      // Foundry prints a message's flavor as HTML: the label is user data, so it is escaped here.
      const flavor = foundry.utils.escapeHTML(request.label);
      // Who sees it: the mode picked in the dialog, in this Foundry's terms (v13 roll modes, v14 message modes).
      await roll.toMessage({ speaker, flavor }, chatModes().messageOptions(request.rollMode) as Parameters<typeof roll.toMessage>[1]);
      await this.close();
    } catch (error) {
      ui.notifications?.error(error instanceof Error ? error.message : String(error));
      if (isElement(target, "button")) target.disabled = false;
    } finally {
      this.#rolling = false;
    }
  }

  static async #cancel(this: PoolDialog): Promise<void> {
    await this.close();
  }
}

/** Opens a pool roll dialog; resolves once it is shown (the roll itself is posted by its button). */
export async function openPoolDialog(options: PoolDialogOptions): Promise<void> {
  await new PoolDialog(options).render({ force: true });
}
