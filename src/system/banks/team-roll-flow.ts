/**
 * The leader's side of a Team Bank roll: on the card of a paid "Use Leadership/Tactics"
 * action, choose the roll (Leadership, a Tactics specialization, Strategy) and its pool, roll
 * it, record the dice on the card and ask the active GM to count it (gm-banks-team.ts).
 */
import { ATTRIBUTE_KEYS, type AttributeKey, type TeamRoll, type TeamRollKind, TEAM_ROLL_KINDS, teamRollPoolSize, validateTeamRoll } from "../../core/banks";
import { teamRollDialogView } from "../../view/banks/team-roll-view";
import { askGm, report } from "../gm-request";
import { wordView } from "../i18n";
import { actorFromUuid } from "../trauma/attack-messages";
import { banksCombatantOf } from "./combat-context";
import { applyTeamRoll, teamRollOf } from "./gm-banks-team";
import { banksActionOf, paymentOf } from "./messages";
import { PoolRoll } from "./pool-roll";

type Choice = Omit<TeamRoll, "dice">;

function read(form: HTMLFormElement | null): Choice | null {
  if (!form) return null;
  const data = new FormData(form);
  const kind = data.get("kind");
  const attribute = data.get("attribute");
  const skill = data.get("skill");
  const spec = data.get("specialization");
  if (!(TEAM_ROLL_KINDS as readonly unknown[]).includes(kind) || !(ATTRIBUTE_KEYS as readonly unknown[]).includes(attribute)) return null;
  const bonus = Number(data.get("bonus") ?? 0);
  return {
    kind: kind as TeamRollKind,
    specialization: kind === "tactics" && typeof spec === "string" ? spec : null,
    pool: { attribute: attribute as AttributeKey, skill: typeof skill === "string" && skill !== "" ? skill : null, bonus: Number.isInteger(bonus) ? bonus : 0 },
  };
}

async function choose(actor: Actor.Implementation, state: Parameters<typeof teamRollDialogView>[0]): Promise<Choice | null> {
  const content = await foundry.applications.handlebars.renderTemplate("systems/fray/templates/dialog/banks-team-roll.hbs", { view: wordView(teamRollDialogView(state)), dialogId: `fray-team-roll-${actor.id ?? ""}` });
  const chosen: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n.format("FRAY.Banks.Card.Team.DialogTitle", { name: actor.name }) },
    content,
    buttons: [{ action: "roll", label: game.i18n.localize("FRAY.Banks.Card.Team.Roll"), default: true, callback: (_event: PointerEvent | SubmitEvent, button: HTMLButtonElement) => read(button.form) }],
    rejectClose: false,
  });
  return chosen !== null && typeof chosen === "object" ? (chosen as Choice) : null;
}

/** The author of a paid "Use Leadership/Tactics" card rolls for the team once. */
export async function rollForTeam(message: ChatMessage.Implementation): Promise<void> {
  const action = banksActionOf(message);
  const messageId = message.id;
  if (!messageId || !action || action.action !== "leadershipTactics" || !message.isAuthor || teamRollOf(message) !== null) return;
  if (paymentOf(message)?.state !== "paid") return;
  const actor = await actorFromUuid(action.actorUuid);
  const ctx = actor ? banksCombatantOf(actor) : null;
  if (!actor || !ctx?.team) {
    ui.notifications?.warn(game.i18n.localize("FRAY.Banks.Gm.Refused.notLeader"));
    return;
  }
  const choice = await choose(actor, ctx.state);
  if (choice === null) return;
  const roll = PoolRoll.forPool(teamRollPoolSize(ctx.state, choice, ctx.team.state.bank), { label: action.name });
  await roll.evaluate();
  const teamRoll = validateTeamRoll({ ...choice, dice: roll.faces });
  await message.update({ flags: { fray: { banksTeamRoll: teamRoll } } });
  report(await askGm("fray.banksTeamRoll", { messageId }, () => applyTeamRoll(messageId)));
}
