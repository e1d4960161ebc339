/**
 * A healing roll from the patient's sheet (docs/rules/wounds.md §7 "Healing"): natural healing is
 * the patient's own Vigor roll; a Healing roll is made by the user's character (else the selected
 * token's actor, else the patient), with the patient's wound penalty offered as a modifier
 * (DECISION: the patient's Wounds hinder the healer, as the published rules have it). The dialog
 * shows the odds; the roll goes on a card and the active GM applies it once.
 */
import { type WoundsActor, traitDieOf, woundPenaltyOf } from "../../../core/wounds";
import { awaitChoice } from "../../apps/choice-dialog";
import { report } from "../../gm/gm-request";
import { askGm } from "../../gm/gm-request";
import { formatText } from "../../i18n";
import type { TraitDialogState } from "../../../view/wounds/roll-views";
import { woundsStateOf } from "../actor-state";
import { WoundsTraitDialog } from "../rolls/trait-roll-dialog";
import { WoundsTraitRoll } from "../rolls/trait-roll";
import type { HealTrait, WoundsHealCard } from "./heal-card";
import { applyHeal } from "./gm-heal";
import { postCard } from "../../chat/post-card";

function readable(actor: Actor.Implementation | null | undefined): WoundsActor | null {
  if (!actor) return null;
  try {
    return woundsStateOf(actor);
  } catch {
    return null;
  }
}

/** Who rolls Healing for this patient: the user's character, a selected token's actor, else the patient. */
function healerFor(patient: Actor.Implementation): Actor.Implementation {
  const own = game.user.character;
  if (own && own.id !== patient.id && readable(own) !== null) return own;
  const selected = canvas?.tokens?.controlled.map((t) => t.actor).find((a): a is Actor.Implementation => !!a && a.id !== patient.id && readable(a) !== null);
  return selected ?? patient;
}

export async function openHealing(patient: Actor.Implementation, trait: HealTrait): Promise<void> {
  const healer = trait === "vigor" ? patient : healerFor(patient);
  const healerState = readable(healer);
  const patientState = readable(patient);
  if (!healerState || !patientState || healerState.dead || patientState.dead) return;
  const patientPenalty = healer === patient ? 0 : woundPenaltyOf(patientState.wounds);
  const choice = await awaitChoice<TraitDialogState>((resolve) => new WoundsTraitDialog(healerState, trait, { modifier: patientPenalty, tn: 4 }, resolve));
  if (choice === null) return;
  const modifier = woundPenaltyOf(healerState.wounds) + choice.modifier;
  const label = formatText({ key: "FRAY.Wounds.Log.HealRoll", data: { healer: healer.name, name: patient.name } });
  const roll = WoundsTraitRoll.forTrait({ die: traitDieOf(healerState, trait), isWildCard: healerState.isWildCard, modifier, tn: 4, label });
  await roll.evaluate();
  const heal: WoundsHealCard = {
    healer: { actorUuid: healer.uuid, name: healer.name },
    patient: { actorUuid: patient.uuid, name: patient.name },
    trait,
    chain: roll.traitChain,
    wildChain: roll.wildChain,
    modifier,
  };
  const message = await postCard({ speaker: ChatMessage.implementation.getSpeaker({ actor: healer }), content: "", rolls: [roll], flags: { fray: { wounds: { heal } } } } as ChatMessage.CreateData);
  const messageId = message?.id;
  if (!messageId) return;
  report(await askGm("fray.woundsHeal", { messageId }, () => applyHeal(messageId)));
}
