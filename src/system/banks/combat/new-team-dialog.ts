/**
 * The GM's "New team" dialog: a name, the members (the combatants of the tokens the GM has
 * selected are ticked) and a leader; Create makes the team in one roster edit (team-controls.ts).
 */
import { applyRosterEdit } from "./team-controls";
import { suggestedTeamName } from "./team-roster";

export const NEW_TEAM_TEMPLATE = "systems/fray/templates/banks/combat/new-team.hbs";

export interface NewTeamAnswer {
  readonly team: string;
  readonly members: readonly string[];
  readonly leaderId: string | null;
}

/** What the dialog's form says; a leader who is not ticked is ticked too. */
export function readNewTeamForm(form: HTMLFormElement | HTMLElement): NewTeamAnswer {
  const team = form.querySelector<HTMLInputElement>('input[name="team"]')?.value ?? "";
  const members = [...form.querySelectorAll<HTMLInputElement>('input[name="members"]:checked')].map((i) => i.value);
  const leader = form.querySelector<HTMLSelectElement>('select[name="leader"]')?.value ?? "";
  const leaderId = leader === "" ? null : leader;
  return { team, members: leaderId !== null && !members.includes(leaderId) ? [...members, leaderId] : members, leaderId };
}

let dialogs = 0;

export async function promptNewTeam(combat: Combat.Implementation, takenNames: readonly string[]): Promise<boolean> {
  const controlled = new Set((canvas?.tokens?.controlled ?? []).map((t) => t.id));
  const combatants = combat.turns.flatMap((c: Combatant.Implementation) => (c.id && c.actor ? [{ id: c.id, name: c.name ?? c.actor.name, checked: c.tokenId !== null && controlled.has(c.tokenId) }] : []));
  const content = await foundry.applications.handlebars.renderTemplate(NEW_TEAM_TEMPLATE, {
    formId: `fray-new-team-${++dialogs}`,
    suggestedName: suggestedTeamName(takenNames),
    combatants,
  });
  const answer: unknown = await foundry.applications.api.DialogV2.prompt({
    window: { title: game.i18n.localize("FRAY.Banks.Tracker.NewTeam.Title") },
    content,
    ok: {
      label: game.i18n.localize("FRAY.Banks.Tracker.NewTeam.Create"),
      callback: (_event: PointerEvent | SubmitEvent, button: HTMLButtonElement) => readNewTeamForm(button.form ?? button),
    },
    rejectClose: false,
  });
  if (answer === null || typeof answer !== "object") return false;
  const { team, members, leaderId } = answer as NewTeamAnswer;
  return applyRosterEdit(combat, { type: "create", team, members, leaderId });
}
