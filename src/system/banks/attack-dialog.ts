/**
 * The banks attack dialog (rules/banks.md §5.3, §6.7, §6.18): action and bullets, attribute,
 * skill and bonus dice, with the pool, its cost and each target's threshold and exact odds
 * updating as they change. It only chooses: `chooseBanksAttack` resolves with the choice (or
 * null when closed) and the caller posts the card and asks the GM to pay for it.
 */
import { type AttackAction, type BanksActor, type BanksWeapon, type PoolChoice, type TargetSnapshot, isAttackAction } from "../../core/banks";
import { type AttackDialogInput, type AttackDialogState, type AttackDialogView, attackDialogView, defaultAttackState, settleAttackState } from "../../view/banks/attack-dialog-view";
import { FrayApplicationBase } from "../apps/fray-sheets";
import { type Worded, formatText, wordView } from "../i18n";
import { banksStateOf, banksWeaponOf } from "./actor-state";
import { fieldOf, keyOf, numberOf } from "./form-values";
import { targetSnapshotOf } from "./target-snapshot";

interface AttackDialogContext extends foundry.applications.api.ApplicationV2.RenderContext {
  view: Worded<AttackDialogView>;
  dialogId: string;
}

export interface BanksAttackChoice {
  readonly action: AttackAction;
  readonly bullets: number;
  readonly pool: PoolChoice;
}

export interface ChooseBanksAttackOptions {
  readonly actor: Actor.Implementation;
  readonly weapon: Item.Implementation;
  readonly targets: readonly { readonly actor: Actor.Implementation; readonly name: string }[];
  /** IP the attack would cost now; null outside a combat (see AttackDialogInput.cost). */
  readonly cost: number | null;
}

interface Setup {
  readonly attacker: BanksActor;
  readonly weapon: BanksWeapon;
  readonly targets: AttackDialogInput["targets"];
}

type Context = Parameters<FrayApplicationBase<AttackDialogContext>["_onFirstRender"]>[0];
type RenderOptions = Parameters<FrayApplicationBase<AttackDialogContext>["_onFirstRender"]>[1];

let nextId = 0;

class BanksAttackDialog extends FrayApplicationBase<AttackDialogContext> {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["fray", "fray-dialog", "fray-banks-dialog", "fray-banks-attack-dialog"],
    window: { icon: "fa-solid fa-crosshairs", resizable: true },
    position: { width: 460 },
    form: { handler: BanksAttackDialog.#onChange, submitOnChange: true, closeOnSubmit: false },
    actions: { declare: BanksAttackDialog.#declare, cancel: BanksAttackDialog.#cancel },
  };

  static override PARTS = {
    inputs: { template: "systems/fray/templates/dialog/banks-attack.hbs" },
    result: { template: "systems/fray/templates/dialog/banks-attack-result.hbs" },
  };

  readonly attackerName: string;
  readonly weaponName: string;
  readonly #setup: Setup;
  readonly #cost: number | null;
  readonly #resolve: (choice: BanksAttackChoice | null) => void;
  #state: AttackDialogState;
  #settled = false;

  constructor(options: ChooseBanksAttackOptions, setup: Setup, resolve: (choice: BanksAttackChoice | null) => void) {
    super({ id: `fray-banks-attack-${++nextId}` });
    this.attackerName = options.actor.name;
    this.weaponName = options.weapon.name;
    this.#setup = setup;
    this.#cost = options.cost;
    this.#resolve = resolve;
    this.#state = defaultAttackState(setup.attacker, setup.weapon);
  }

  // From the names alone: private state does not exist yet while the base constructor runs.
  override get title(): string {
    return formatText({ key: "FRAY.Banks.AttackDialog.Title", data: { attacker: this.attackerName, weapon: this.weaponName } });
  }

  #view(): AttackDialogView {
    return attackDialogView({ attackerName: this.attackerName, weaponName: this.weaponName, ...this.#setup, state: this.#state, cost: this.#cost });
  }

  protected override async _prepareContext(options: Parameters<FrayApplicationBase<AttackDialogContext>["_prepareContext"]>[0]): Promise<AttackDialogContext> {
    const context = await super._prepareContext(options);
    context.view = wordView(this.#view());
    context.dialogId = this.id;
    return context;
  }

  protected override async _onFirstRender(context: Context, options: RenderOptions): Promise<void> {
    await super._onFirstRender(context, options);
    // Typing a number redraws the odds at each keystroke; the inputs part stays, so the caret does too.
    this.element.addEventListener("input", this.#onInput);
  }

  protected override _onClose(options: Parameters<FrayApplicationBase<AttackDialogContext>["_onClose"]>[0]): void {
    this.#finish(null);
    super._onClose(options);
  }

  #finish(choice: BanksAttackChoice | null): void {
    if (this.#settled) return;
    this.#settled = true;
    this.#resolve(choice);
  }

  readonly #onInput = (event: Event): void => {
    if (!(event.target instanceof HTMLInputElement) || event.target.type !== "number") return;
    if (!(this.element instanceof HTMLFormElement)) return;
    // Typed bullets pick the firing action at once: set the select to it too, so the form never
    // holds a stale action (re-rendering the inputs would move the caret).
    this.#read(new foundry.applications.ux.FormDataExtended(this.element).object, fieldOf(event));
    const select = this.element.elements.namedItem("action");
    if (select instanceof HTMLSelectElement) select.value = this.#state.action;
    void this.render({ parts: ["result"] });
  };

  #read(data: Record<string, unknown>, changed: string | null): void {
    const before = this.#state;
    const action = data["action"];
    const attribute = keyOf(data["attribute"]);
    const raw: AttackDialogState = {
      action: isAttackAction(action) ? action : before.action,
      bullets: "bullets" in data ? numberOf(data["bullets"]) : before.bullets,
      attribute: attribute === null ? before.attribute : (attribute as AttackDialogState["attribute"]),
      skill: keyOf(data["skill"]),
      bonus: numberOf(data["bonus"]),
    };
    // settleAttackState keeps the action and bullets consistent (and the attribute a known one).
    this.#state = settleAttackState(this.#setup, raw, changed === "action" || changed === "bullets" ? changed : null);
  }

  static async #onChange(this: BanksAttackDialog, event: Event | SubmitEvent, _form: HTMLFormElement, formData: foundry.applications.ux.FormDataExtended): Promise<void> {
    const changed = fieldOf(event);
    this.#read(formData.object as Record<string, unknown>, changed);
    // A new action, bullet count or trait can change the inputs themselves (options, the bullets field).
    await this.render(changed === "bonus" ? { parts: ["result"] } : {});
  }

  static async #declare(this: BanksAttackDialog): Promise<void> {
    const { request } = this.#view();
    if (request === null) return;
    this.#finish(request);
    await this.close();
  }

  static async #cancel(this: BanksAttackDialog): Promise<void> {
    await this.close();
  }
}

/** The attacker, weapon and target snapshots, or null (after telling the user) when the core rejects one. */
function setupOf(options: ChooseBanksAttackOptions): Setup | null {
  try {
    const targets: { name: string; snapshot: TargetSnapshot }[] = [];
    for (const t of options.targets) {
      try {
        targets.push({ name: t.name, snapshot: targetSnapshotOf(t.actor) });
      } catch {
        // A target whose banks data the core rejects cannot be attacked through the card either.
        ui.notifications?.warn(formatText({ key: "FRAY.Banks.AttackDialog.BadTarget", data: { name: t.name } }));
      }
    }
    return { attacker: banksStateOf(options.actor), weapon: banksWeaponOf(options.weapon), targets };
  } catch (error) {
    ui.notifications?.error(error instanceof Error ? error.message : String(error));
    return null;
  }
}

/** Opens the attack dialog; resolves with the chosen attack, or null when it is closed. */
export async function chooseBanksAttack(options: ChooseBanksAttackOptions): Promise<BanksAttackChoice | null> {
  const setup = setupOf(options);
  if (setup === null) return null;
  return new Promise((resolve) => {
    const dialog = new BanksAttackDialog(options, setup, resolve);
    dialog.render({ force: true }).catch((error: unknown) => {
      ui.notifications?.error(error instanceof Error ? error.message : String(error));
      resolve(null);
    });
  });
}
