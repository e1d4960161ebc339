/**
 * A taken-out Wild Card's Incapacitation roll from the person asked (docs/rules/wounds.md
 * §5.6–§5.7, §5.10): Vigor (its wound penalty counts) with the Injury Table's 2d6 and d6, on one
 * message the GM applies once (gm/incapacitation.ts). Like the Soak, while the roll is short of a
 * raise and not a critical failure, and a Benny is left, the person may spend one to roll Vigor
 * again — the best roll counts; every roll goes on the same message, which says how many Bennies
 * it spends, and the GM pays them when it applies it (the character's own, else the GM's pool for
 * the GM's Wild Card), and gives them back with its Undo.
 */
import { traitDieOf, woundPenaltyOf } from "../../../core/wounds";
import { actorFromUuid, mayActFor } from "../../gm/actors";
import { askGm, report } from "../../gm/gm-request";
import { formatText } from "../../i18n";
import { woundsStateOf } from "../actor-state";
import { gmPoolOf, playerOwned } from "../bennies/gm-pool";
import { bennyPayer } from "../bennies/payer";
import { applyIncapacitation } from "../gm/incapacitation";
import { WoundsTraitRoll } from "../rolls/trait-roll";
import { attackCardOf } from "./attack-card";
import { drawInjury } from "./injury-draw";
import { postCard } from "../../chat/post-card";

type Outcome = "critical" | "failure" | "success" | "raise";
const RANK: Record<Outcome, number> = { critical: 0, failure: 1, success: 2, raise: 3 };

/** The outcome of a rolled Vigor roll as the core reads it (unreadable faces: nothing to reroll). */
function outcomeOf(roll: WoundsTraitRoll): Outcome {
  try {
    return roll.card().outcome as Outcome;
  } catch {
    return "critical";
  }
}

/** Asks whether to spend one more Benny on the Vigor roll; closing the question keeps what was rolled. */
async function askAgain(name: string, best: Outcome, spent: number): Promise<boolean> {
  const content = `<p>${foundry.utils.escapeHTML(formatText({ key: "FRAY.Wounds.Chat.IncapacitationAgain", data: { target: name, outcome: formatText({ key: `FRAY.Wounds.Chat.IncapacitationBest.${best}` }), spent } }))}</p>`;
  const answer: unknown = await foundry.applications.api.DialogV2.confirm({ window: { title: formatText({ key: "FRAY.Wounds.Chat.IncapacitationAgainTitle" }) }, content, rejectClose: false });
  return answer === true;
}

export async function rollIncapacitationFor(message: ChatMessage.Implementation, targetIndex: number): Promise<void> {
  const ref = attackCardOf(message)?.targets[targetIndex];
  const target = ref ? await actorFromUuid(ref.actorUuid) : null;
  if (!message.id || !target || !mayActFor(game.user, target)) return;
  const state = woundsStateOf(target);
  const payer = { bennies: state.bennies, playerOwned: playerOwned(target), pool: game.user.isGM ? gmPoolOf() : 0 };
  const label = formatText({ key: "FRAY.Wounds.Log.IncapacitationRoll" });
  const sub = new Roll("1d6");
  const [table] = await Promise.all([drawInjury(), sub.evaluate()]);
  const vigor: WoundsTraitRoll[] = [];
  let best: Outcome = "critical";
  for (;;) {
    const roll = WoundsTraitRoll.forTrait({ die: traitDieOf(state, "vigor"), isWildCard: state.isWildCard, modifier: woundPenaltyOf(state.wounds), tn: 4, label });
    await roll.evaluate();
    vigor.push(roll);
    const outcome = outcomeOf(roll);
    if (RANK[outcome] > RANK[best] || vigor.length === 1) best = outcome;
    // A critical failure stands (§5.10); a raise cannot be bettered; each reroll needs one more Benny.
    const mayReroll = outcome !== "critical" && best !== "raise" && bennyPayer(payer, vigor.length) !== null;
    if (!mayReroll || !(await askAgain(target.name, best, vigor.length - 1))) break;
  }
  const rerolls = vigor.length - 1;
  const fromPool = rerolls > 0 && bennyPayer(payer, rerolls) === "pool";
  const incapacitationRoll = {
    attackMessageId: message.id,
    targetIndex,
    rolls: vigor.map((r) => (r.wildChain === null ? { chain: r.traitChain } : { chain: r.traitChain, wildChain: r.wildChain })),
    injury: { roll2d6: table.total, subRoll: sub.total ?? 1 },
  };
  const flavor = rerolls === 0 ? label : formatText({ key: fromPool ? "FRAY.Wounds.Log.IncapacitationRerollGm" : "FRAY.Wounds.Log.IncapacitationReroll", data: { target: target.name, bennies: rerolls } });
  await postCard({ speaker: ChatMessage.implementation.getSpeaker({ actor: target }), flavor, rolls: [...vigor, table.roll, sub], flags: { fray: { wounds: { incapacitationRoll } } } });
  const messageId = message.id;
  report(await askGm("fray.woundsIncapacitation", { messageId, targetIndex }, () => applyIncapacitation(messageId, targetIndex)));
}
