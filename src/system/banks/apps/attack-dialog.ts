/**
 * The banks attack dialog (docs/rules/banks.md §5.3, §6.7, §6.18): action and bullets, attribute,
 * skill and bonus dice, with the pool, its cost and each target's threshold and exact odds
 * updating as they change. It only chooses: `chooseBanksAttack` resolves with the choice (or
 * null when closed) and the caller posts the card and asks the GM to pay for it.
 */
import { BANKS_ATTACK_DIALOG_LAYOUT } from "../../../view/banks/sheet/layout";
import { partsOf } from "../../apps/sheet-layout";
import { type AttackAction, type BanksActor, type BanksWeapon, type PoolChoice, type TargetSnapshot, isAttackAction } from "../../../core/banks";
import { type AttackDialogInput, type AttackDialogState, type AttackDialogView, attackDialogView, defaultAttackState, settleAttackState } from "../../../view/banks/attack-dialog-view";
import { ChoiceDialog, awaitChoice } from "../../apps/choice-dialog";
import { formatText } from "../../i18n";
import { banksStateOf, banksWeaponOf } from "../actor-state";
import { fieldOf, keyOf, numberOf } from "./form-values";
import { targetSnapshotOf } from "../target-snapshot";
import { isElement } from "../../compat";

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


let nextId = 0;

export class BanksAttackDialog extends ChoiceDialog<AttackDialogView, BanksAttackChoice> {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: [...BANKS_ATTACK_DIALOG_LAYOUT.classes],
    window: { icon: BANKS_ATTACK_DIALOG_LAYOUT.icon, resizable: true },
    position: { width: BANKS_ATTACK_DIALOG_LAYOUT.width },
    form: { handler: BanksAttackDialog.#onChange, submitOnChange: true, closeOnSubmit: false },
    actions: { declare: BanksAttackDialog.#declare, cancel: BanksAttackDialog.#cancel },
  };

  static override PARTS = partsOf(BANKS_ATTACK_DIALOG_LAYOUT);

  readonly attackerName: string;
  readonly weaponName: string;
  readonly #setup: Setup;
  readonly #cost: number | null;
  #state: AttackDialogState;

  constructor(options: ChooseBanksAttackOptions, setup: Setup, resolve: (choice: BanksAttackChoice | null) => void) {
    super(`fray-banks-attack-${++nextId}`, resolve);
    this.attackerName = options.actor.name;
    this.weaponName = options.weapon.name;
    this.#setup = setup;
    this.#cost = options.cost;
    this.#state = defaultAttackState(setup.attacker, setup.weapon);
  }

  // From the names alone: private state does not exist yet while the base constructor runs.
  override get title(): string {
    return formatText({ key: "FRAY.Banks.AttackDialog.Title", data: { attacker: this.attackerName, weapon: this.weaponName } });
  }

  protected override currentView(): AttackDialogView {
    return attackDialogView({ attackerName: this.attackerName, weaponName: this.weaponName, ...this.#setup, state: this.#state, cost: this.#cost });
  }

  protected override readInput(data: Record<string, unknown>, event: Event): void {
    // Typed bullets pick the firing action at once: set the select to it too, so the form never
    // holds a stale action (re-rendering the inputs would move the caret).
    this.#read(data, fieldOf(event));
    const select = isElement(this.element, "form") ? this.element.elements.namedItem("action") : null;
    if (isElement(select, "select")) select.value = this.#state.action;
  }

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
    await this.choose(this.currentView().request);
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
  return awaitChoice((resolve: (choice: BanksAttackChoice | null) => void) => new BanksAttackDialog(options, setup, resolve));
}
