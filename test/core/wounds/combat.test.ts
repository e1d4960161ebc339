// The wounds combat policy (rules/wounds.md §7), as the tracker and the CLI call it.
import { describe, expect, it } from "vitest";
import { applyPatch } from "../../../src/core/patch";
import { createRng } from "../../../src/core/random";
import type { CombatView } from "../../../src/core/ruleset";
import { type WoundsActor, type WoundsEncounter, defaultWoundsEncounter, setHold, woundsCombat } from "../../../src/core/wounds";
import { wildCard } from "./fixtures";

function view(states: Record<string, WoundsActor>, encounter: WoundsEncounter = defaultWoundsEncounter()): CombatView<WoundsActor, WoundsEncounter> {
  return {
    round: 1,
    turn: null,
    encounter,
    combatants: Object.entries(states).map(([id, state]) => ({ id, actorId: id, name: id, isPlayer: true, defeated: state.dead, initiative: null, state })),
  };
}

describe("the wounds combat policy", () => {
  const states = { red: wildCard(), out: wildCard({ wounds: 3, incapacitated: true, bleedingOut: true }), gone: wildCard({ dead: true }), held: wildCard() };

  it("deals every living combatant a card, the Incapacitated too, and none to the dead or those on Hold", () => {
    const step = woundsCombat.startRound(view(states, setHold(defaultWoundsEncounter(), "held", true)), createRng(1));
    const encounter = applyPatch(defaultWoundsEncounter(), step.encounterPatch ?? {});
    expect(encounter.dealt.map((d) => d.combatantId).sort()).toEqual(["out", "red"]);
    expect(step.actorPatches).toEqual({});
    const order = woundsCombat.turnOrder(view(states, encounter), createRng(1));
    expect(order[0]).toBe("held");
    expect([...order].sort()).toEqual(["held", "out", "red"]);
  });

  it("the Incapacitated and the dead cannot act; the start of a turn prompts the right roll once", () => {
    const v = view(states);
    expect(v.combatants.map((c) => woundsCombat.canAct(c))).toEqual([true, false, false, true]);
    const bleeding = woundsCombat.startTurn(v, "out", createRng(1));
    expect(bleeding.prompts).toEqual([{ type: "wounds.bleedingOut", combatantId: "out" }]);
    expect(woundsCombat.startTurn(v, "red", createRng(1)).prompts).toEqual([]);
    expect(woundsCombat.startTurn(view({ s: wildCard({ shaken: true }) }), "s", createRng(1)).prompts).toEqual([{ type: "wounds.shakenRecovery", combatantId: "s" }]);
  });

  it("the end of a round gathers the cards", () => {
    const rng = createRng(2);
    const dealt = applyPatch(defaultWoundsEncounter(), woundsCombat.startRound(view({ red: wildCard() }), rng).encounterPatch ?? {});
    const ended = applyPatch(dealt, woundsCombat.endRound(view({ red: wildCard() }, dealt), rng).encounterPatch ?? {});
    expect(ended.dealt).toEqual([]);
    expect(ended.deck.length + ended.discard.length).toBe(54);
  });
});
