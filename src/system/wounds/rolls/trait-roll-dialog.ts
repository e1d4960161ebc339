/**
 * The trait roll dialog (docs/rules/wounds.md §4.2): the die as injuries leave it, the Wild Die
 * for a Wild Card, each modifier by name (the wound penalty first) and the exact odds from the
 * core, following each keystroke. Roll posts a WoundsTraitRoll to chat.
 */
import { type WoundsActor, traitDieOf, woundPenaltyOf } from "../../../core/wounds";
import { ChoiceDialog, awaitChoice } from "../../apps/choice-dialog";
import { partsOf } from "../../apps/sheet-layout";
import { formatText } from "../../i18n";
import { woundsStateOf } from "../actor-state";
import { traitLabel } from "../../../view/wounds/sheet-view";
import { WOUNDS_TRAIT_DIALOG_LAYOUT } from "../../../view/wounds/dialog-layout";
import { type TraitDialogState, type TraitDialogView, traitDialogView } from "../../../view/wounds/roll-views";
import { WoundsTraitRoll } from "./trait-roll";
import { postTraitRoll } from "../bennies/reroll";
import { jokerBonusFor } from "../combat/joker-bonus";

const numberOf = (value: unknown): number => (typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN);

let nextId = 0;

export class WoundsTraitDialog extends ChoiceDialog<TraitDialogView, TraitDialogState> {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: [...WOUNDS_TRAIT_DIALOG_LAYOUT.classes],
    window: { icon: WOUNDS_TRAIT_DIALOG_LAYOUT.icon, resizable: true },
    position: { width: WOUNDS_TRAIT_DIALOG_LAYOUT.width },
    form: { handler: WoundsTraitDialog.#onChange, submitOnChange: true, closeOnSubmit: false },
    actions: { roll: WoundsTraitDialog.#roll, cancel: WoundsTraitDialog.#cancel },
  };

  static override PARTS = partsOf(WOUNDS_TRAIT_DIALOG_LAYOUT);

  readonly traitName: string;
  readonly #state: WoundsActor;
  readonly #trait: string;
  readonly #jokerBonus: number;
  #input: TraitDialogState;

  /** `jokerBonus`: the +2 of a Joker held this round (combat/joker-bonus.ts), shown as its own modifier. */
  constructor(state: WoundsActor, trait: string, input: TraitDialogState, resolve: (choice: TraitDialogState | null) => void, jokerBonus = 0) {
    super(`fray-wounds-trait-${++nextId}`, resolve);
    this.traitName = formatText(traitLabel(trait));
    this.#state = state;
    this.#trait = trait;
    this.#input = input;
    this.#jokerBonus = jokerBonus;
  }

  override get title(): string {
    return formatText({ key: "FRAY.Wounds.Roll.Title", data: { trait: this.traitName } });
  }

  protected override currentView(): TraitDialogView {
    return traitDialogView(this.#state, this.#trait, traitDieOf(this.#state, this.#trait), this.#input, this.#jokerBonus);
  }

  protected override readInput(data: Record<string, unknown>): void {
    this.#input = { modifier: numberOf(data["modifier"]), tn: numberOf(data["tn"]) };
  }

  static async #onChange(this: WoundsTraitDialog, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: foundry.applications.ux.FormDataExtended): Promise<void> {
    this.readInput(formData.object as Record<string, unknown>);
    await this.render({ parts: ["result"] });
  }

  static async #roll(this: WoundsTraitDialog): Promise<void> {
    await this.choose(this.currentView().error === null ? this.#input : null);
  }

  static async #cancel(this: WoundsTraitDialog): Promise<void> {
    await this.close();
  }
}

/** Opens the dialog for the actor's trait and, when the person rolls, posts the roll. */
export async function openTraitRoll(actor: Actor.Implementation, trait: string): Promise<void> {
  let state: WoundsActor;
  try {
    state = woundsStateOf(actor);
  } catch (error) {
    ui.notifications?.warn(error instanceof Error ? error.message : String(error));
    return;
  }
  if (state.dead) return;
  const joker = jokerBonusFor(actor);
  const choice = await awaitChoice<TraitDialogState>((resolve) => new WoundsTraitDialog(state, trait, { modifier: 0, tn: 4 }, resolve, joker));
  if (choice === null) return;
  const roll = WoundsTraitRoll.forTrait({
    die: traitDieOf(state, trait),
    isWildCard: state.isWildCard,
    modifier: woundPenaltyOf(state.wounds) + joker + choice.modifier,
    tn: choice.tn,
    label: formatText(traitLabel(trait)),
  });
  await roll.evaluate();
  await postTraitRoll(actor, roll, { actorUuid: actor.uuid, trait, extra: choice.modifier, tn: choice.tn }, formatText({ key: "FRAY.Wounds.Roll.Title", data: { trait: formatText(traitLabel(trait)) } }));
}
