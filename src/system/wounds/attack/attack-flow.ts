/**
 * The wounds attack from a person's side (docs/rules/wounds.md §7): the weapon's skill roll
 * against the targets they have selected (the trait roll dialog with its odds), the damage roll
 * on a hit (a raise adds its d6), and one chat card recording every face; then, for a target's
 * owner, the Soak: a Vigor roll on its own card, after which the GM applies the hit with it.
 */
import { traitDieOf, woundPenaltyOf } from "../../../core/wounds";
import { awaitChoice } from "../../apps/choice-dialog";
import { mayActFor } from "../../gm/actors";
import { askGm, report } from "../../gm/gm-request";
import { formatText } from "../../i18n";
import { woundsStateOf, woundsWeaponOf } from "../actor-state";
import { traitLabel } from "../../../view/wounds/sheet-view";
import { applyWoundsTarget, resolveHit } from "../gm/apply";
import { WoundsDamageRoll } from "../rolls/damage-roll";
import type { TraitDialogState } from "../../../view/wounds/roll-views";
import { WoundsTraitDialog } from "../rolls/trait-roll-dialog";
import { WoundsTraitRoll } from "../rolls/trait-roll";
import { type ActorRef, type WoundsAttackCard, attackCardOf } from "./attack-card";
import { actorFromUuid } from "../../gm/actors";
import { gmPoolOf, playerOwned } from "../bennies/gm-pool";
import { soakOffer } from "./soak-offer";
import { jokerBonusFor } from "../combat/joker-bonus";
import { postAttackCard, postSoakCard } from "./post-attack";

/** Each die of an evaluated roll with its faces in order. */
const diceOf = (roll: Roll): { sides: number; chain: number[] }[] => roll.dice.map((d) => ({ sides: d.faces ?? 0, chain: d.results.filter((r) => r.active !== false && r.discarded !== true).map((r) => r.result) }));

function selectedTargets(): ActorRef[] {
  return [...game.user.targets].flatMap((token) => (token.actor ? [{ actorUuid: token.actor.uuid, name: token.name }] : []));
}

export async function openWoundsAttack(actor: Actor.Implementation, item: Item.Implementation): Promise<void> {
  let state, weapon;
  try {
    state = woundsStateOf(actor);
    weapon = woundsWeaponOf(item);
  } catch (error) {
    ui.notifications?.warn(error instanceof Error ? error.message : String(error));
    return;
  }
  if (state.dead || state.incapacitated) return;
  const skill = weapon.skill;
  const s = state;
  // docs/rules/wounds.md §7: a Joker's +2 on the attack and on its damage, labelled in the dialog.
  const joker = jokerBonusFor(actor);
  const choice = await awaitChoice<TraitDialogState>((resolve) => new WoundsTraitDialog(s, skill, { modifier: 0, tn: 4 }, resolve, joker));
  if (choice === null) return;
  const die = traitDieOf(state, skill);
  const modifier = woundPenaltyOf(state.wounds) + joker + choice.modifier;
  const attack = WoundsTraitRoll.forTrait({ die, isWildCard: state.isWildCard, modifier, tn: choice.tn, label: `${item.name} (${formatText(traitLabel(skill))})` });
  await attack.evaluate();
  const result = attack.card();
  const rolls: Roll[] = [attack];
  let damage: WoundsAttackCard["damage"] = null;
  if (result.outcome === "success" || result.outcome === "raise") {
    const raise = result.outcome === "raise";
    const roll = WoundsDamageRoll.forWeapon(weapon, traitDieOf(state, "strength"), raise, joker);
    await roll.evaluate();
    rolls.push(roll);
    damage = { dice: diceOf(roll), flat: WoundsDamageRoll.flatOf(weapon, traitDieOf(state, "strength"), joker), raise };
  }
  const card: WoundsAttackCard = {
    attacker: { actorUuid: actor.uuid, name: actor.name },
    weapon: { name: item.name, profile: weapon },
    attack: { die, chain: attack.traitChain, wildChain: attack.wildChain, modifier, tn: choice.tn },
    damage,
    targets: selectedTargets(),
  };
  await postAttackCard(actor, rolls, card);
}

/** The target's Soak: one Benny buys a Vigor roll (its Soak bonus and its wound penalty count); then the GM applies the hit. */
export async function soakFor(message: ChatMessage.Implementation, targetIndex: number): Promise<void> {
  const card = attackCardOf(message);
  const ref = card?.targets[targetIndex];
  const target = ref ? await actorFromUuid(ref.actorUuid) : null;
  if (!message.id || !card || !target || !mayActFor(game.user, target)) return;
  const state = woundsStateOf(target);
  const pending = resolveHit(card, target)?.result.pendingWounds ?? 0;
  const payer = { playerOwned: playerOwned(target), pool: game.user.isGM ? gmPoolOf() : 0 };
  const rolled: WoundsTraitRoll[] = [];
  const dice: { chain: number[]; wildChain?: number[] }[] = [];
  // §5.3 step 6: while Wounds remain and a Benny is left, the person may buy another roll; the best counts.
  for (;;) {
    const roll = WoundsTraitRoll.forTrait({ die: traitDieOf(state, "vigor"), isWildCard: state.isWildCard, modifier: woundPenaltyOf(state.wounds) + state.soakBonus, tn: 4, label: formatText({ key: "FRAY.Wounds.Chat.SoakRoll", data: { target: target.name } }) });
    await roll.evaluate();
    rolled.push(roll);
    const wildChain = roll.wildChain;
    dice.push(wildChain === null ? { chain: roll.traitChain } : { chain: roll.traitChain, wildChain });
    const offer = pending > 0 ? soakOffer(state, pending, dice, payer) : null;
    if (offer === null || !offer.canReroll || !(await askSoakAgain(target.name, offer.soaked, pending, rolled.length))) break;
  }
  const soak = { attackMessageId: message.id, targetIndex, rolls: dice };
  await postSoakCard(target, formatText({ key: state.bennies >= dice.length || playerOwned(target) ? "FRAY.Wounds.Log.Soak" : "FRAY.Wounds.Log.SoakGm", data: { target: target.name, bennies: dice.length } }), rolled, soak);
  const messageId = message.id;
  report(await askGm("fray.woundsApply", { messageId, targetIndex }, () => applyWoundsTarget(messageId, targetIndex)));
}

/** Asks whether to spend one more Benny on the Soak; closing the question keeps what was rolled. */
async function askSoakAgain(name: string, soaked: number, pending: number, spent: number): Promise<boolean> {
  const content = `<p>${foundry.utils.escapeHTML(formatText({ key: "FRAY.Wounds.Chat.SoakAgain", data: { target: name, soaked, pending, spent } }))}</p>`;
  const answer: unknown = await foundry.applications.api.DialogV2.confirm({ window: { title: formatText({ key: "FRAY.Wounds.Chat.SoakAgainTitle" }) }, content, rejectClose: false });
  return answer === true;
}
