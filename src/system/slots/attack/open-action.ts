/**
 * An ability's or weapon's action from the sheet or the hotbar (docs/rules/slots.md §5.5, §5.7):
 * the dialog shows the exact odds against each targeted token and the price now; then the
 * actor pays (its owner writes its own slots and Stress, checked by the core first), every
 * die is rolled as a (v:X) Roll, and the attack card goes to chat for the GM to apply.
 * An ability without targets that costs a (v:X) Stress check is rolled as that check alone.
 */
import { RulesInputError } from "../../../core/errors";
import { type SlotsActor, SPEND_TIMES, type SpendTime, type StressTrack } from "../../../core/slots";
import { type AttackRolls, attackOf } from "../../../core/slots/attack";
import { isFrayActor } from "../../data/actor/actor-system";
import { formatText, wordView } from "../../i18n";
import { slotsItemOf, slotsStateOf } from "../actor-state";
import { rollCheck } from "../apps/check-dialog";
import { slotsMessageFlags } from "../flags";
import { VariableRoll } from "../variable-roll";
import type { SlotsAttackCard } from "../../../view/slots/attack-card";
import { preferredTime } from "./spend-time-now";
import { attackDialogView } from "../../../view/slots/attack-dialog-view";
import { FROSTBITE_LIMBS, LIMB_SIDES } from "../../../view/slots/limbs";
import { isCinematicExecution, validateFinisherMaim } from "../../../view/slots/finisher-card";
import { openFinisher } from "../finisher/open-finisher";
import { payOutOfPhase } from "../react/react-now";
import { postCard } from "../../chat/post-card";

const BURNOUT_DIE: Readonly<Record<StressTrack, number>> = { physical: 4, mental: 6, vocal: 10 };

function targetedActors(): { actor: Actor.Implementation; state: SlotsActor }[] {
  const found: { actor: Actor.Implementation; state: SlotsActor }[] = [];
  for (const token of game.user.targets) {
    const actor = token.actor;
    if (!actor || !isFrayActor(actor)) continue;
    try {
      found.push({ actor, state: slotsStateOf(actor) });
    } catch {
      // A target the rules cannot read is left out; its sheet says why.
    }
  }
  return found.slice(0, 16);
}

interface AttackChoice {
  readonly time: SpendTime;
  readonly frostbite: AttackRolls["frostbite"];
  readonly impactMaim: AttackRolls["impactMaim"];
}

/** The maim named in the dialog for an Impact; a sense or a side that does not fit is refused by the validator. */
function impactMaimOf(form: FormData): AttackRolls["impactMaim"] {
  const side = form.get("impactMaimSide");
  return validateFinisherMaim({ kind: form.get("impactMaimKind"), part: form.get("impactMaimPart"), side: side === "" ? null : side }, "impactMaim");
}

/** The limb named in the dialog, when the effect inflicts Frostbite and the form names one. */
function frostbiteOf(form: FormData): AttackRolls["frostbite"] {
  const part = FROSTBITE_LIMBS.find((p) => p === form.get("frostbitePart"));
  const side = LIMB_SIDES.find((s) => s === form.get("frostbiteSide")) ?? null;
  return part === undefined ? undefined : { part, side };
}

async function chooseTime(actor: Actor.Implementation, view: ReturnType<typeof attackDialogView>): Promise<AttackChoice | null> {
  const content = await foundry.applications.handlebars.renderTemplate("systems/fray/templates/slots/dialog/attack.hbs", { view: wordView(view), dialogId: `fray-slots-attack-${actor.id ?? ""}` });
  const chosen: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: formatText(view.title) },
    content,
    buttons: [
      {
        action: "attack",
        label: game.i18n.localize("FRAY.Slots.Attack.Roll"),
        default: true,
        callback: (_event: PointerEvent | SubmitEvent, button: HTMLButtonElement) => (button.form ? new FormData(button.form) : null),
      },
    ],
    rejectClose: false,
  });
  if (!(chosen instanceof FormData)) return null;
  const time = SPEND_TIMES.find((t) => t === chosen.get("time"));
  if (time === undefined) return null;
  return { time, frostbite: view.frostbite === null ? undefined : frostbiteOf(chosen), impactMaim: view.impactMaim === null ? undefined : impactMaimOf(chosen) };
}

async function rolled(sides: number, label: string): Promise<VariableRoll> {
  const roll = VariableRoll.check(sides, { label });
  await roll.evaluate();
  return roll;
}

export async function openSlotsAction(actor: Actor.Implementation, item: Item.Implementation): Promise<void> {
  try {
    await runAction(actor, item);
  } catch (error) {
    if (!(error instanceof RulesInputError)) throw error;
    ui.notifications?.warn(error.message);
  }
}

async function runAction(actor: Actor.Implementation, item: Item.Implementation): Promise<void> {
  const profile = slotsItemOf(item);
  const state = slotsStateOf(actor);
  const targets = targetedActors();
  if (targets.length === 0) {
    if (profile.stress?.kind === "variable") {
      await rollCheck(actor, { label: item.name, sides: profile.stress.n, bonus: 0, stress: { track: profile.stress.track, agony: state.agony } });
      return;
    }
    ui.notifications?.info(game.i18n.localize("FRAY.Slots.Attack.NoTarget"));
    return;
  }
  const first = targets[0];
  if (first === undefined) return;
  if (isCinematicExecution(profile)) {
    await openFinisher(actor.uuid, first.actor.uuid, first.actor.name);
    return;
  }
  const round = Math.max(1, game.combat?.round ?? 1);
  const when = preferredTime(actor);
  const view = attackDialogView({ attacker: state, attackerName: actor.name, item: profile, itemName: item.name, targets: targets.map((t) => ({ name: t.actor.name, state: t.state })), preferred: when.time, onlyPreferred: when.fromCycle });
  if (!view.canAttack) {
    ui.notifications?.warn(view.times.find((t) => t.reason !== null)?.reason ?? game.i18n.localize("FRAY.Slots.Attack.CannotPay"));
    return;
  }
  const choice = await chooseTime(actor, view);
  if (choice === null) return;
  const time = choice.time;
  // Out of phase in a running combat the active GM takes the price, one spend at a time (react/).
  const combat = game.combat;
  const prepaid = when.fromCycle && time !== "active" && combat ? await payOutOfPhase(actor, item, combat) : null;
  if (when.fromCycle && time !== "active" && prepaid === null) return;
  const payer = prepaid?.before ?? state;
  const dice: VariableRoll[] = [];
  const natural = async (sides: number, what: string): Promise<number> => {
    const roll = await rolled(sides, `${item.name}: ${game.i18n.localize(`FRAY.Slots.Attack.Die.${what}`)}`);
    dice.push(roll);
    return roll.natural;
  };
  const rolls: { -readonly [K in keyof AttackRolls]: AttackRolls[K] } = { accuracy: await natural(20, "accuracy") };
  if (profile.damage.die > 0) rolls.damage = await natural(profile.damage.die, "damage");
  if (profile.stress !== null) {
    if (profile.stress.kind === "variable") rolls.stress = await natural(profile.stress.n, "stress");
    rolls.burnout = await natural(BURNOUT_DIE[profile.stress.track], "burnout");
  }
  if (profile.onHit.stunV > 0) rolls.stun = await natural(profile.onHit.stunV, "stun");
  if (choice.frostbite !== undefined) rolls.frostbite = choice.frostbite;
  if (choice.impactMaim !== undefined) {
    // One (v:100) for the Impact: each unarmored target is maimed iff it is at most that target's chance (§5.7 step 6).
    rolls.maim = await natural(100, "maim");
    rolls.impactMaim = choice.impactMaim;
  }
  // The attacker's side (price, Stress) does not depend on the target: the core computes it once.
  const played = attackOf({ attacker: payer, target: first.state, item: profile, rolls, time, round, targetIsConstruct: false, accuracyBonus: 0 });
  // What the GM paid is not written again: another spend may have followed it.
  const { reservedSlots: _paid, ...unpaid } = played.attacker;
  const own = prepaid ? unpaid : played.attacker;
  if (Object.keys(own).length > 0) await actor.update({ system: { slots: own } });
  const card: SlotsAttackCard = {
    version: 1,
    attackerUuid: actor.uuid,
    attackerName: actor.name,
    itemName: item.name,
    item: profile,
    attacker: payer,
    time,
    round,
    rolls,
    targets: targets.map((t) => ({ actorUuid: t.actor.uuid, name: t.actor.name, construct: t.state.construct === true })),
  };
  await postCard({
    speaker: ChatMessage.implementation.getSpeaker({ actor }),
    content: `<p>${foundry.utils.escapeHTML(item.name)}</p>`,
    rolls: dice,
    flags: slotsMessageFlags({ attack: card }),
  });
}
