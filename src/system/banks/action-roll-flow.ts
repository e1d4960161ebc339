/**
 * The roll a paid action card makes, on its author's client: a leader's roll for the Team Bank
 * ("Use Leadership/Tactics", gm-banks-team.ts), an Active Dodge/Parry (gm-banks-dodge.ts), or a
 * treatment — Stabilize, Triage, Clear Senses — of the targeted patient (gm-banks-medicine.ts).
 * Choose, roll the pool, record the dice on the card, and ask the active GM to count it.
 */
import { type MedicineAction, activeDodgePoolSize, isDodgeSpec, isMedicineAction, medicinePoolSize, teamRollPoolSize, validateActiveDodgeRoll, validateMedicineRoll, validateTeamRoll, validateWedgeRoll } from "../../core/banks";
import { medicineDialogView } from "../../view/banks/medicine-view";
import { activeDodgeDialogView } from "../../view/banks/active-dodge-view";
import { teamRollDialogView } from "../../view/banks/team-roll-view";
import { askGm, report } from "../gm/gm-request";
import { actorFromUuid } from "../gm/actors";
import { banksStateOf } from "./actor-state";
import { chooseActionRoll } from "./apps/action-roll-dialog";
import { banksCombatantOf } from "./combat-context";
import { activeDodgeOf, applyActiveDodge } from "./gm/active-dodge";
import { applyTeamRoll, teamRollOf } from "./gm/team-roll";
import { applyMedicine, medicineRollOf } from "./gm/medicine";
import { applyWedge, wedgeRollOf } from "./gm/wedge";
import { wedgeDialogView } from "../../view/banks/wedge-view";
import { banksActionOf, paymentOf } from "./chat/messages";
import { PoolRoll } from "./pool-roll";
import { targetedActors } from "./targets";
import { banksMessageFlags } from "./flags";


async function rollDice(size: number, label: string): Promise<number[]> {
  const roll = PoolRoll.forPool(size, { label });
  await roll.evaluate();
  return roll.faces;
}

async function rollForTeam(message: ChatMessage.Implementation, messageId: string, actor: Actor.Implementation): Promise<void> {
  const ctx = banksCombatantOf(actor);
  if (!ctx?.team) {
    ui.notifications?.warn(game.i18n.localize("FRAY.Banks.Gm.Refused.notLeader"));
    return;
  }
  const choice = await chooseActionRoll(actor, "leadershipTactics", teamRollDialogView(ctx.state));
  if (choice === null) return;
  const kind = choice.kind as "leadership" | "tactics" | "strategy";
  const dice = await rollDice(teamRollPoolSize(ctx.state, { kind, pool: choice.pool }, ctx.team.state.bank), actor.name);
  const teamRoll = validateTeamRoll({ kind, specialization: choice.specialization, pool: choice.pool, dice });
  await message.update({ flags: banksMessageFlags({ teamRoll }) });
  report(await askGm("fray.banksTeamRoll", { messageId }, () => applyTeamRoll(messageId)));
}

async function rollActiveDodge(message: ChatMessage.Implementation, messageId: string, actor: Actor.Implementation): Promise<void> {
  const state = banksStateOf(actor);
  const choice = await chooseActionRoll(actor, "activeDodge", activeDodgeDialogView(state));
  if (choice === null || !isDodgeSpec(choice.kind)) return;
  const dice = await rollDice(activeDodgePoolSize(state, choice.pool), actor.name);
  const activeDodge = validateActiveDodgeRoll({ spec: choice.kind, pool: choice.pool, dice });
  await message.update({ flags: banksMessageFlags({ activeDodge }) });
  report(await askGm("fray.banksActiveDodge", { messageId }, () => applyActiveDodge(messageId)));
}

/** The patient: the one token the user targets, or the medic themself. */
function patientOf(medic: Actor.Implementation): { actor: Actor.Implementation; name: string } | null {
  const targets = targetedActors();
  if (targets.length > 1) return null;
  return targets[0] ?? { actor: medic, name: medic.name };
}

async function rollMedicine(message: ChatMessage.Implementation, messageId: string, actor: Actor.Implementation, action: MedicineAction): Promise<void> {
  const patient = patientOf(actor);
  if (patient === null) {
    ui.notifications?.warn(game.i18n.localize("FRAY.Banks.Card.Medicine.NoPatient"));
    return;
  }
  const state = banksStateOf(actor);
  const choice = await chooseActionRoll(actor, action, medicineDialogView(action, state));
  if (choice === null) return;
  const dice = await rollDice(medicinePoolSize(state, choice.pool), actor.name);
  const medicine = validateMedicineRoll({ patientUuid: patient.actor.uuid, patientName: patient.name, pool: choice.pool, dice });
  await message.update({ flags: banksMessageFlags({ medicine }) });
  report(await askGm("fray.banksMedicine", { messageId }, () => applyMedicine(messageId)));
}

async function rollWedge(message: ChatMessage.Implementation, messageId: string, actor: Actor.Implementation): Promise<void> {
  const targets = targetedActors();
  const enemy = targets.length === 1 ? targets[0] : undefined;
  if (enemy === undefined) {
    ui.notifications?.warn(game.i18n.localize("FRAY.Banks.Card.Wedge.OneTarget"));
    return;
  }
  const state = banksStateOf(actor);
  const choice = await chooseActionRoll(actor, "wedge", wedgeDialogView(state));
  if (choice === null) return;
  const dice = await rollDice(activeDodgePoolSize(state, choice.pool), actor.name);
  const wedge = validateWedgeRoll({ targetUuid: enemy.actor.uuid, targetName: enemy.name, pool: choice.pool, dice });
  await message.update({ flags: banksMessageFlags({ wedge }) });
  report(await askGm("fray.banksWedge", { messageId }, () => applyWedge(messageId)));
}

/** The card's author rolls once, after the action is paid. */
export async function rollOnActionCard(message: ChatMessage.Implementation): Promise<void> {
  const action = banksActionOf(message);
  const messageId = message.id;
  if (!messageId || !action || !message.isAuthor || paymentOf(message)?.state !== "paid") return;
  const actor = await actorFromUuid(action.actorUuid);
  if (!actor) return;
  try {
    if (action.action === "leadershipTactics" && teamRollOf(message) === null) await rollForTeam(message, messageId, actor);
    if (action.action === "activeDodge" && activeDodgeOf(message) === null) await rollActiveDodge(message, messageId, actor);
    if (isMedicineAction(action.action) && medicineRollOf(message) === null) await rollMedicine(message, messageId, actor, action.action);
    if (action.action === "wedge" && wedgeRollOf(message) === null) await rollWedge(message, messageId, actor);
  } catch (error) {
    ui.notifications?.error(error instanceof Error ? error.message : String(error));
  }
}
