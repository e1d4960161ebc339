/**
 * The wounds combat policy (rules/wounds.md §7): Action Cards each round (a dynamic order),
 * start-of-turn prompts — the Bleeding Out roll, else the Shaken recovery roll — and the deck
 * reshuffled after a round with a Joker. The prompts are answered by a person (the adapter's
 * chat card, a scenario's dice); the policy itself changes no actor.
 */
import { formatCard } from "../cards";
import { RulesInputError } from "../errors";
import type { Rng } from "../random";
import { type CombatEvent, type CombatPolicy, type CombatPrompt, type CombatStep, type CombatView, type CombatantView, noChange } from "../ruleset";
import { type WoundsEncounter, actionOrder, cardRank, dealActionCards, defaultWoundsEncounter, endActionRound, validateWoundsEncounter } from "./action-cards";
import { requireArray, requireObject, shown } from "./checks";
import type { WoundsActor } from "./state";
import { validateWoundsActor } from "./state-validation";

export const PROMPT_BLEEDING_OUT = "wounds.bleedingOut";
export const PROMPT_SHAKEN_RECOVERY = "wounds.shakenRecovery";

function checkView(view: CombatView<WoundsActor, WoundsEncounter>): { combatants: CombatantView<WoundsActor>[]; encounter: WoundsEncounter } {
  const v = requireObject(view, "view", "combat.invalid");
  const combatants = requireArray(v["combatants"], "view.combatants", "combat.invalid", 500).map((c, i) => {
    const o = requireObject(c, `view.combatants[${i}]`, "combat.invalid");
    if (typeof o["id"] !== "string" || typeof o["name"] !== "string") throw new RulesInputError("combat.invalid", `view.combatants[${i}]`, "a combatant has an id and a name");
    return { ...(o as unknown as CombatantView<WoundsActor>), state: validateWoundsActor(o["state"], `view.combatants[${i}].state`) };
  });
  return { combatants, encounter: validateWoundsEncounter(v["encounter"], "view.encounter") };
}

/** Who the prompt at the start of this combatant's turn is for, if any (rules/wounds.md §7 order). */
export function turnStartPrompt(value: WoundsActor): string | null {
  const state = validateWoundsActor(value, "state");
  if (state.dead) return null;
  if (state.bleedingOut) return PROMPT_BLEEDING_OUT;
  if (state.shaken && !state.incapacitated) return PROMPT_SHAKEN_RECOVERY;
  return null;
}

/**
 * Above every card (a red Joker is 1001): a combatant on Hold from an earlier round holds no card
 * and acts when it likes, so Foundry's own sort puts it first, in the order it went on Hold.
 */
export const HOLD_INITIATIVE = 2000;

/**
 * The initiative each combatant shows (one Combatant batch): its card's rank for the dealt, the
 * Hold value for those on Hold without a card. Foundry's sort then agrees with turnOrder.
 */
export function actionInitiative(value: WoundsEncounter): Record<string, number> {
  const e = validateWoundsEncounter(value);
  const out: Record<string, number> = {};
  for (const d of e.dealt) out[d.combatantId] = cardRank(d.card);
  const waiting = e.onHold.filter((id) => !e.dealt.some((d) => d.combatantId === id));
  waiting.forEach((id, i) => (out[id] = HOLD_INITIATIVE + waiting.length - i));
  return out;
}

function dealRound(view: CombatView<WoundsActor, WoundsEncounter>, rng: Rng): CombatStep<WoundsActor, WoundsEncounter> {
  const { combatants, encounter } = checkView(view);
  const ids = combatants.filter((c) => !c.state.dead && !encounter.onHold.includes(c.id)).map((c) => c.id);
  if (ids.length === 0) return noChange();
  const dealt = dealActionCards(encounter, ids, rng);
  const events: CombatEvent[] = dealt.dealt.map((d) => ({ type: "wounds.dealt", combatantId: d.combatantId, detail: { card: formatCard(d.card, { symbols: true }) } }));
  return { actorPatches: {}, encounterPatch: dealt, initiative: actionInitiative(dealt), events, prompts: [] };
}

export const woundsCombat: CombatPolicy<WoundsActor, WoundsEncounter> = {
  initialEncounter: defaultWoundsEncounter,
  initiative: { mode: "dynamic" },
  // rules/wounds.md §5.5: the Incapacitated take no actions (they are still dealt cards).
  canAct: (c) => !validateWoundsActor(requireObject(c, "combatant", "combat.invalid")["state"], "combatant.state").incapacitated && !c.state.dead,
  // Those who have had their turn this round (the first turn + 1, in the order given) keep their
  // places, so a redraw or a Hold never moves the current turn; the rest: Hold without a card, then by card.
  turnOrder(view) {
    const { combatants, encounter } = checkView(view);
    const kept = view.turn === null ? [] : combatants.slice(0, view.turn + 1).map((c) => c.id);
    const waiting = encounter.onHold.filter((id) => !encounter.dealt.some((d) => d.combatantId === id));
    return [...kept, ...[...waiting, ...actionOrder(encounter)].filter((id) => !kept.includes(id))];
  },
  startCombat: () => noChange(),
  startRound: dealRound,
  startTurn(view, combatantId) {
    const { combatants } = checkView(view);
    const c = combatants.find((x) => x.id === combatantId);
    if (c === undefined) throw new RulesInputError("combat.invalid", "combatantId", `no combatant ${shown(combatantId)}`);
    const type = turnStartPrompt(c.state);
    if (type === null) return noChange();
    const prompt: CombatPrompt = { type, combatantId: c.id };
    return { actorPatches: {}, events: [{ type, combatantId: c.id, detail: { name: c.name } }], prompts: [prompt] };
  },
  endTurn: () => noChange(),
  endRound(view, rng) {
    const { encounter } = checkView(view);
    if (encounter.dealt.length === 0) return noChange();
    const { encounter: next, reshuffled } = endActionRound(encounter, rng);
    return { actorPatches: {}, encounterPatch: next, events: reshuffled ? [{ type: "wounds.reshuffled", detail: {} }] : [], prompts: [] };
  },
  upkeep: () => noChange(),
};
