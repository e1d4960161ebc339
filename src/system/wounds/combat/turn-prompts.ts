/**
 * The start-of-turn prompts (docs/rules/wounds.md §7): the Bleeding Out roll, else the Shaken
 * recovery roll. The active GM posts a card whispered to the GMs and the actor's owners; its
 * buttons show for the person asked — the owning player if one is active (the one whose character
 * it is first), else the GM — and for GMs, who may always answer. The click rolls on the clicking
 * client and posts the faces on an answer message the server signs with its author; the active GM
 * applies it once (turn-apply.ts). Shaken's "spend a Benny instead" is an ordinary Benny spend
 * (bennies/spend-benny.ts), which answers the prompt too. Until then the tracker holds the round (FrayCombat.nextTurn).
 */
import { PROMPT_BLEEDING_OUT, type WoundsActor, traitDieOf, woundPenaltyOf } from "../../../core/wounds";
import { readLedger } from "../../combat/automation-ledger";
import { gmIds } from "../../gm/gm-users";
import { askGm, report } from "../../gm/gm-request";
import { mayActFor } from "../../gm/actors";
import { formatText } from "../../i18n";
import { woundsStateOf } from "../actor-state";
import { WoundsTraitRoll } from "../rolls/trait-roll";
import { jokerBonusFor } from "./joker-bonus";
import { maySpendBenny, spendBenny } from "../bennies/spend-benny";
import { gmPoolOf, playerOwned } from "../bennies/gm-pool";
import { applyTurnAnswer, turnPromptKey } from "./turn-apply";
import { type TurnPrompt, type TurnRollType, turnPromptOf } from "./turn-roll-card";
import { turnPromptView } from "../../../view/wounds/turn-prompt";
import { wordView } from "../../i18n";
import { postCard } from "../../chat/post-card";

export const TURN_PROMPT_TEMPLATE = "systems/fray/templates/wounds/chat/turn-prompt.hbs";
export const TURN_ROLL_ACTION = "fray-wounds-turn-roll";
export const TURN_BENNY_ACTION = "fray-wounds-turn-benny";

/** Who is asked: the active player whose character it is, else any active owning player, else the active GM. */
export function turnAskedOf(actor: Actor.Implementation): User.Implementation | null {
  const players = game.users.filter((u) => u.active && !u.isGM && actor.testUserPermission(u, "OWNER"));
  return players.find((u) => u.character?.id === actor.id) ?? players[0] ?? game.users.activeGM ?? null;
}

/** A prompt is open while its key waits in the combat's ledger. */
function isOpen(combat: Combat.Implementation, prompt: Pick<TurnPrompt, "type" | "combatantId" | "round">): boolean {
  const key = turnPromptKey(prompt);
  const ledger = readLedger(combat.flags);
  return ledger.pending.includes(key) && !ledger.resolved.includes(key);
}

/** The PromptPoster of one roll type; a prompt already on the table (a turn started twice) is not posted again. */
export function turnPromptPoster(type: TurnRollType) {
  return async (combat: Combat.Implementation, combatant: Combatant.Implementation, round: number): Promise<void> => {
    if (!combat.id || !combatant.id || !combatant.actor) return;
    const prompt: TurnPrompt = { combatId: combat.id, round, combatantId: combatant.id, type };
    if (!isOpen(combat, prompt)) return;
    const posted = game.messages.some((m) => {
      const p = turnPromptOf(m);
      return p !== null && p.combatId === prompt.combatId && p.round === round && p.combatantId === prompt.combatantId && p.type === type;
    });
    if (posted) return;
    const state = woundsStateOf(combatant.actor);
    // Posted by the active GM, who can read the pool a GM's Wild Card may draw on.
    const pool = playerOwned(combatant.actor) ? 0 : gmPoolOf();
    const view = turnPromptView(combatant.name ?? combatant.actor.name, type, state, jokerBonusFor(combatant.actor), pool);
    const content = await foundry.applications.handlebars.renderTemplate(TURN_PROMPT_TEMPLATE, { view: wordView(view), rollAction: TURN_ROLL_ACTION, bennyAction: TURN_BENNY_ACTION });
    await ChatMessage.implementation.create({
      speaker: ChatMessage.implementation.getSpeaker({ alias: game.i18n.localize("FRAY.Common.Combat.Speaker") }),
      content,
      whisper: [...new Set([...gmIds(), ...combatant.players.flatMap((u) => (u.id ? [u.id] : []))])],
      flags: { fray: { wounds: { turnPrompt: prompt } } },
    } as ChatMessage.CreateData);
  };
}

function targetOf(prompt: TurnPrompt): { combat: Combat.Implementation; combatant: Combatant.Implementation; actor: Actor.Implementation } | null {
  const combat = game.combats.get(prompt.combatId);
  const combatant = combat?.combatants.get(prompt.combatantId);
  const actor = combatant?.actor;
  return combat && combatant && actor ? { combat, combatant, actor } : null;
}

/** This user sees the prompt's buttons: it is open, and the user is the one asked or a GM (who may act for anyone). */
export function mayAnswer(prompt: TurnPrompt, user: User.Implementation = game.user): boolean {
  const target = targetOf(prompt);
  if (!target || !isOpen(target.combat, prompt) || !mayActFor(user, target.actor)) return false;
  return user.isGM || turnAskedOf(target.actor)?.id === user.id;
}

function rollFor(type: TurnRollType, state: WoundsActor, joker: number, label: string): WoundsTraitRoll {
  const bleeding = type === PROMPT_BLEEDING_OUT;
  const trait = bleeding ? "vigor" : "spirit";
  const bonus = bleeding ? state.bleedingOutBonus : state.unshakeBonus;
  return WoundsTraitRoll.forTrait({ die: traitDieOf(state, trait), isWildCard: state.isWildCard, modifier: woundPenaltyOf(state.wounds) + bonus + joker, tn: 4, label });
}

/** Rolls and posts the answer; then asks the active GM to apply it. */
export async function answerTurnPrompt(prompt: TurnPrompt): Promise<void> {
  const target = targetOf(prompt);
  if (!target || !mayAnswer(prompt)) {
    ui.notifications?.warn("FRAY.Wounds.Combat.Error.NotYours", { localize: true });
    return;
  }
  const { actor } = target;
  const label = formatText({ key: `FRAY.Wounds.Combat.Prompt.${prompt.type === PROMPT_BLEEDING_OUT ? "BleedingOut" : "Shaken"}.Roll`, data: { name: target.combatant.name ?? actor.name } });
  const r = rollFor(prompt.type, woundsStateOf(actor), jokerBonusFor(actor), label);
  await r.evaluate();
  const wildChain = r.wildChain;
  const answer = { ...prompt, roll: wildChain === null ? { chain: r.traitChain } : { chain: r.traitChain, wildChain } };
  const message = await postCard({
    speaker: ChatMessage.implementation.getSpeaker({ actor }),
    flavor: label,
    rolls: [r],
    flags: { fray: { wounds: { turnAnswer: answer } } },
  } as ChatMessage.CreateData);
  const messageId = message?.id;
  if (!messageId) return;
  report(await askGm("fray.woundsTurnRoll", { messageId }, () => applyTurnAnswer(messageId)));
}

/**
 * A Benny ends Shaken instead of the roll: spent the one way every Benny is, on its own card with
 * Undo (the actor's own, else a Wild Card NPC's from the GM's pool); the GM's spend answers this
 * prompt with it (bennies/gm-spend.ts).
 */
async function bennyInstead(prompt: TurnPrompt): Promise<void> {
  const target = targetOf(prompt);
  if (!target || !mayAnswer(prompt)) {
    ui.notifications?.warn("FRAY.Wounds.Combat.Error.NotYours", { localize: true });
    return;
  }
  report(await spendBenny(target.actor, "unshake"));
}

/** The GM's verdict on an answer message (turn-apply.ts writes it), for every client to read. */
function showOutcome(message: ChatMessage.Implementation, html: HTMLElement): void {
  const outcome = (message.flags as { fray?: { wounds?: { turnOutcome?: unknown } } }).fray?.wounds?.turnOutcome;
  if (typeof outcome !== "string" || !/^[A-Za-z]+$/.test(outcome) || !game.i18n.has(`FRAY.Wounds.Combat.Outcome.${outcome}`)) return;
  const line = document.createElement("p");
  line.className = "fray-wounds-turn-outcome";
  line.textContent = game.i18n.localize(`FRAY.Wounds.Combat.Outcome.${outcome}`);
  html.querySelector(".message-content")?.append(line);
}

/** renderChatMessageHTML: wires the prompt's buttons, hidden from those who may not use them; shows an answer's verdict. */
export function onRenderTurnPrompt(message: ChatMessage.Implementation, html: HTMLElement): void {
  showOutcome(message, html);
  const prompt = turnPromptOf(message);
  if (!prompt) return;
  const may = mayAnswer(prompt);
  const actor = targetOf(prompt)?.actor ?? null;
  for (const [action, benny] of [[TURN_ROLL_ACTION, false], [TURN_BENNY_ACTION, true]] as const) {
    const button = html.querySelector<HTMLButtonElement>(`[data-action="${action}"]`);
    if (!button) continue;
    if (!may || (benny && !maySpendBenny(actor))) {
      button.hidden = true;
      continue;
    }
    button.addEventListener("click", (event) => {
      event.preventDefault();
      event.stopPropagation();
      button.disabled = true;
      (benny ? bennyInstead(prompt) : answerTurnPrompt(prompt)).catch((error: unknown) => {
        console.error("Fray | the start-of-turn roll failed", error);
        button.disabled = false;
      });
    });
  }
}
