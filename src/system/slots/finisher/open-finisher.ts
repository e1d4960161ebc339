/**
 * The Execution or Maim of a Vulnerable target, opened from the attack card's target row
 * (docs/rules/slots.md §5.12): the dialog offers a lethal or non-lethal Cinematic Execution at
 * its price now (3AS in the executioner's own Active Phase; nothing outside a running combat) and
 * a Maim with its kind, part and side. The executioner's owner pays (its own actor, checked by
 * the core first), posts the card, and asks the active GM to apply it at once (gm/finish.ts);
 * without a GM the card keeps its Apply button.
 */
import { RulesInputError } from "../../../core/errors";
import type { SlotsActor, SpendTime } from "../../../core/slots";
import { FINISHER_KINDS, type FinisherKind, type SlotsFinisherCard, finisherAgainst, validateFinisherMaim } from "../../../view/slots/finisher-card";
import { finisherDialogView } from "../../../view/slots/finisher-view";
import { actorFromUuid } from "../../gm/actors";
import { askGm, report } from "../../gm/gm-request";
import { formatText, wordView } from "../../i18n";
import { slotsStateOf } from "../actor-state";
import { preferredTime } from "../attack/spend-time-now";
import { slotsMessageFlags } from "../flags";
import { applyFinisher } from "../gm/finish";
import { postCard } from "../../chat/post-card";

interface Choice {
  readonly kind: FinisherKind;
  readonly maim: unknown;
}

async function choose(actor: Actor.Implementation, view: ReturnType<typeof finisherDialogView>): Promise<Choice | null> {
  const content = await foundry.applications.handlebars.renderTemplate("systems/fray/templates/slots/dialog/finisher.hbs", { view: wordView(view), dialogId: `fray-slots-finisher-${actor.id ?? ""}` });
  const chosen: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: formatText(view.title) },
    content,
    buttons: [
      {
        action: "finish",
        label: game.i18n.localize("FRAY.Slots.Finisher.Go"),
        default: true,
        callback: (_event: PointerEvent | SubmitEvent, button: HTMLButtonElement) => {
          const form = button.form ? new FormData(button.form) : null;
          if (form === null) return null;
          const side = form.get("side");
          return { kind: form.get("kind"), maim: { kind: form.get("maimKind"), part: form.get("part"), side: side === "" ? null : side } };
        },
      },
    ],
    rejectClose: false,
  });
  if (typeof chosen !== "object" || chosen === null) return null;
  const { kind, maim } = chosen as { kind: unknown; maim: unknown };
  const found = FINISHER_KINDS.find((k) => k === kind);
  return found === undefined ? null : { kind: found, maim };
}

/** Opens the dialog for `executioner` against the card's target; owners and GMs only. */
export async function openFinisher(executionerUuid: string, targetUuid: string, targetName: string): Promise<void> {
  try {
    await run(executionerUuid, targetUuid, targetName);
  } catch (error) {
    if (!(error instanceof RulesInputError)) throw error;
    ui.notifications?.warn(game.i18n.has(error.message) ? game.i18n.localize(error.message) : error.message);
  }
}

async function run(executionerUuid: string, targetUuid: string, targetName: string): Promise<void> {
  const actor = await actorFromUuid(executionerUuid);
  const target = await actorFromUuid(targetUuid);
  if (!actor?.isOwner || !target) return;
  const state: SlotsActor = slotsStateOf(actor);
  const targetState = slotsStateOf(target);
  const when = preferredTime(actor);
  const time: SpendTime | null = when.fromCycle ? when.time : null;
  const view = finisherDialogView({ actor: state, actorName: actor.name, targetName, target: targetState, time });
  const choice = await choose(actor, view);
  if (choice === null) return;
  const card: SlotsFinisherCard = {
    version: 1,
    kind: choice.kind,
    actorUuid: actor.uuid,
    actorName: actor.name,
    actor: state,
    time,
    round: Math.max(1, game.combat?.round ?? 1),
    targetUuid: target.uuid,
    targetName,
    maim: choice.kind === "maim" ? validateFinisherMaim(choice.maim) : null,
  };
  // The core checks the whole step before anything is paid: a refusal changes nothing.
  const outcome = finisherAgainst(card, targetState);
  if (Object.keys(outcome.actor).length > 0) await actor.update({ system: { slots: outcome.actor } });
  const message = await postCard({
    speaker: ChatMessage.implementation.getSpeaker({ actor }),
    content: `<p>${foundry.utils.escapeHTML(targetName)}</p>`,
    flags: slotsMessageFlags({ finisher: card }),
  });
  const messageId = message?.id;
  if (messageId) report(await askGm("fray.slotsFinish", { messageId }, () => applyFinisher(messageId)));
}
