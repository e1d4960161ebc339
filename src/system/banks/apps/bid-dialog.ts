/**
 * The dodge bid dialog (docs/rules/banks.md §6.7): the defender's IP to bid, Chutzpah to turn into
 * IP, ducking or hitting the deck, with the threshold, the attack's chance and the payment
 * (core `attackThreshold`, `payBid`) updating as they change. It only chooses:
 * `chooseBanksBid` resolves with the bid (or null when closed); the caller records and pays it.
 */
import { BANKS_BID_DIALOG_LAYOUT } from "../../../view/banks/sheet/layout";
import { partsOf } from "../../apps/sheet-layout";
import { type BanksAttackCard, declarationOf } from "../../../core/banks";
import { type BidDialogInput, type BidDialogState, type BidDialogView, bidDialogView } from "../../../view/banks/bid-dialog-view";
import { ChoiceDialog, awaitChoice } from "../../apps/choice-dialog";
import { formatText } from "../../i18n";
import { flagOf, numberOf } from "./form-values";
import { targetSnapshotOf } from "../target-snapshot";

export interface BanksBidChoice {
  readonly bid: number;
  readonly chutzpah: number;
  readonly duckToFullCover: boolean;
  readonly hitTheDeck: boolean;
}

export interface ChooseBanksBidOptions {
  readonly defender: Actor.Implementation;
  readonly card: BanksAttackCard;
  readonly targetIndex: number;
  /** The Team Bank the defender may spend (0 when not coordinated with a team that has one). */
  readonly teamBank: number;
}

type Fixed = Omit<BidDialogInput, "state">;

let nextId = 0;

export class BanksBidDialog extends ChoiceDialog<BidDialogView, BanksBidChoice> {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: [...BANKS_BID_DIALOG_LAYOUT.classes],
    window: { icon: BANKS_BID_DIALOG_LAYOUT.icon, resizable: true },
    position: { width: BANKS_BID_DIALOG_LAYOUT.width },
    form: { handler: BanksBidDialog.#onChange, submitOnChange: true, closeOnSubmit: false },
    actions: { confirm: BanksBidDialog.#confirm, cancel: BanksBidDialog.#cancel },
  };

  static override PARTS = partsOf(BANKS_BID_DIALOG_LAYOUT);

  readonly attackerName: string;
  readonly weaponName: string;
  readonly #fixed: Fixed;
  #state: BidDialogState = { bid: 0, chutzpah: 0, duckToFullCover: false, hitTheDeck: false };

  constructor(fixed: Fixed, resolve: (choice: BanksBidChoice | null) => void) {
    super(`fray-banks-bid-${++nextId}`, resolve);
    this.attackerName = fixed.attackerName;
    this.weaponName = fixed.weaponName;
    this.#fixed = fixed;
  }

  // From the names alone: private state does not exist yet while the base constructor runs.
  override get title(): string {
    return formatText({ key: "FRAY.Banks.BidDialog.Title", data: { attacker: this.attackerName, weapon: this.weaponName } });
  }

  protected override currentView(): BidDialogView {
    return bidDialogView({ ...this.#fixed, state: this.#state });
  }

  protected override readInput(data: Record<string, unknown>): void {
    this.#state = {
      bid: numberOf(data["bid"]),
      // The Chutzpah field is left out when the defender has none.
      chutzpah: "chutzpah" in data ? numberOf(data["chutzpah"]) : 0,
      duckToFullCover: flagOf(data["duckToFullCover"]),
      hitTheDeck: flagOf(data["hitTheDeck"]),
    };
  }

  static async #onChange(this: BanksBidDialog, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: foundry.applications.ux.FormDataExtended): Promise<void> {
    this.readInput(formData.object as Record<string, unknown>);
    await this.render({ parts: ["result"] });
  }

  static async #confirm(this: BanksBidDialog): Promise<void> {
    await this.choose(this.currentView().request);
  }

  static async #cancel(this: BanksBidDialog): Promise<void> {
    await this.close();
  }
}

/** Opens the bid dialog for the card's target `targetIndex`; resolves with the bid, or null when closed. */
export async function chooseBanksBid(options: ChooseBanksBidOptions): Promise<BanksBidChoice | null> {
  const { card, defender } = options;
  let fixed: Fixed;
  try {
    const snapshot = targetSnapshotOf(defender);
    fixed = {
      defenderName: card.targets[options.targetIndex]?.name ?? defender.name,
      attackerName: card.attacker.name,
      weaponName: card.weapon.name,
      declaration: declarationOf(card),
      snapshot,
      available: { ip: snapshot.state.ip, teamBank: Math.max(0, options.teamBank), chutzpah: snapshot.state.chutzpah },
    };
  } catch (error) {
    ui.notifications?.error(error instanceof Error ? error.message : String(error));
    return null;
  }
  return awaitChoice((resolve: (choice: BanksBidChoice | null) => void) => new BanksBidDialog(fixed, resolve));
}
