/**
 * The wounds Action Deck's part of `npm run bench` (docs/rules/wounds.md §7): a round dealt to 50
 * combatants — the core's deal, then what the Foundry side must write — with its database calls
 * counted: the Cards operations the deck and pile need (gm/records/stack-layout-plan.ts; the
 * adapter makes one call per kind of operation, stack-layout.ts) and the Combatant updates (one
 * batch of initiatives). The calls themselves are checked against a double in
 * test/system/wounds/combat/deal-round.test.ts; here the count and the time are reported.
 */
import { performance } from "node:perf_hooks";
import { createRng } from "../src/core/random";
import type { CombatView } from "../src/core/ruleset";
import { type WoundsActor, type WoundsEncounter, actionCardDocId, actionDeck, actionDeckLayout, defaultWoundsEncounter, woundsCombat } from "../src/core/wounds";
import { planStackLayout } from "../src/system/gm/records/stack-layout-plan";
import { wildCard } from "../test/core/wounds/fixtures";

function view(n: number, encounter: WoundsEncounter): CombatView<WoundsActor, WoundsEncounter> {
  const state = wildCard();
  return { round: 1, turn: null, encounter, combatants: Array.from({ length: n }, (_, i) => ({ id: `c${i}`, actorId: `a${i}`, name: `c${i}`, isPlayer: false, defeated: false, initiative: null, state })) };
}

/** One round dealt to `n`: the core's step, then the Cards' plan against a deck in the record's order (as the adapter creates it). */
function dealRound(n: number, seed: number): { cardsCalls: string[]; initiatives: number; ms: number } {
  const start = performance.now();
  const step = woundsCombat.startRound(view(n, defaultWoundsEncounter()), createRng(seed));
  const layout = actionDeckLayout(step.encounterPatch as WoundsEncounter);
  const top = [...layout.available, ...layout.inPlay];
  const rest = actionDeck()
    .map((c) => actionCardDocId(c.id))
    .filter((id) => !top.includes(id));
  const deck = [...top, ...rest].map((id, sort) => ({ id, drawn: false, sort }));
  const ops = planStackLayout({ deck, pile: [] }, { available: layout.available, inPile: layout.inPlay });
  const ms = performance.now() - start;
  if (ops.pass.length !== n) throw new Error(`${ops.pass.length} cards passed, not ${n}`);
  const cardsCalls = [...(ops.pileDelete.length ? ["pile delete"] : []), ...(ops.deckUpdates.length ? ["deck update"] : []), ...(ops.pass.length ? [`Cards#pass of ${ops.pass.length}`] : [])];
  return { cardsCalls, initiatives: Object.keys(step.initiative ?? {}).length, ms };
}

export function woundsCardsBenchRows(): [string, string][] {
  let best = Infinity;
  let last = dealRound(50, 0);
  for (let seed = 1; seed <= 20; seed++) {
    last = dealRound(50, seed);
    best = Math.min(best, last.ms);
  }
  return [
    ["wounds: a round of Action Cards dealt to 50 (ms)", best.toFixed(3)],
    ["wounds: Cards operations for that round", `${last.cardsCalls.length} (${last.cardsCalls.join(", ")})`],
    ["wounds: Combatant batches for that round", `1 (${last.initiatives} initiatives)`],
  ];
}
