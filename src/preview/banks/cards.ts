/**
 * The banks chat cards and dialogs in the preview, from samples.ts: each card's
 * context as the Foundry chat glue renders it (`messageId` and the worded view), and each
 * dialog as its class configures it (its layout in src/view/banks/sheet/layout.ts: classes,
 * width, the inputs and result parts).
 */
import { actionCardView } from "../../view/banks/action-card-view";
import { banksAttackCardView } from "../../view/banks/attack-card-view";
import { attackDialogView } from "../../view/banks/attack-dialog-view";
import { bidCardView } from "../../view/banks/bid-card-view";
import { bidDialogView } from "../../view/banks/bid-dialog-view";
import { BANKS_NAMES, type BanksCardStage, banksActionSample, banksActiveDodgeSample, banksAttackDialogSample, banksAttackSample, banksBidDialogSample, banksBidSample, banksTeamRollSample } from "./samples";
import { localizeKey, worded } from "../i18n";
import { type WindowFrame, layoutFrame } from "../page/frame";
import type { DialogLayout } from "../../view/sheet/layout";
import { BANKS_ATTACK_DIALOG_LAYOUT, BANKS_BID_DIALOG_LAYOUT } from "../../view/banks/sheet/layout";
import type { RenderTemplate } from "../templates";

const T = "systems/fray/templates";

export interface BanksChatMessage {
  readonly sender: string;
  readonly html: string;
}

export function banksAttackMessage(stage: BanksCardStage, weaponName: string, render: RenderTemplate): BanksChatMessage {
  const view = worded(banksAttackCardView(banksAttackSample(stage, weaponName)));
  return { sender: BANKS_NAMES.attacker, html: render(`${T}/banks/chat/attack.hbs`, { messageId: `banks-attack-${stage}`, view }) };
}

export function banksBidMessage(weaponName: string, render: RenderTemplate): BanksChatMessage {
  const view = worded(bidCardView(banksBidSample(weaponName)));
  return { sender: BANKS_NAMES.target, html: render(`${T}/banks/chat/bid.hbs`, { messageId: "banks-bid", view }) };
}

/** An action card: Ines's interrupt (the default), Tomas's Team Bank roll, or his Active Dodge/Parry before and after its roll. */
export function banksActionMessage(render: RenderTemplate, sample: "cover" | "team" | "dodge" | "dodgeRolled" = "cover"): BanksChatMessage {
  const input = sample === "team" ? banksTeamRollSample() : sample === "dodge" ? banksActiveDodgeSample(false) : sample === "dodgeRolled" ? banksActiveDodgeSample(true) : banksActionSample();
  const view = worded(actionCardView(input));
  return { sender: input.action.name, html: render(`${T}/banks/chat/action.hbs`, { messageId: `banks-action-${sample}`, view }) };
}

function dialogFrame(key: string, title: string, layout: DialogLayout, context: object, render: RenderTemplate): WindowFrame {
  return layoutFrame(layout, { key, title, icon: layout.icon, sheet: false }, (_id, template) => render(template, context));
}

export function banksAttackDialogFrame(key: string, weaponName: string, render: RenderTemplate): WindowFrame {
  const view = worded(attackDialogView(banksAttackDialogSample(weaponName)));
  const title = localizeKey("FRAY.Banks.AttackDialog.Title", { attacker: BANKS_NAMES.attacker, weapon: weaponName });
  return dialogFrame(key, title, BANKS_ATTACK_DIALOG_LAYOUT, { view, dialogId: key }, render);
}

export function banksBidDialogFrame(key: string, weaponName: string, render: RenderTemplate): WindowFrame {
  const view = worded(bidDialogView(banksBidDialogSample(weaponName)));
  const title = localizeKey("FRAY.Banks.BidDialog.Title", { attacker: BANKS_NAMES.attacker, weapon: weaponName });
  return dialogFrame(key, title, BANKS_BID_DIALOG_LAYOUT, { view, dialogId: key }, render);
}
