import { describe, expect, test } from "vitest";
import { EMPTY_LEDGER, afterPhase, afterPrompt, pendingInRound, phaseKey, promptKey, readLedger } from "../../../src/system/combat/automation-ledger";

describe("the automation ledger's keys", () => {
  test("round phases are keyed by round and phase, combat start once", () => {
    expect(phaseKey({ phase: "startCombat" })).toBe("start");
    expect(phaseKey({ phase: "startRound", round: 2 })).toBe("r2:startRound");
    expect(phaseKey({ phase: "endRound", round: 2 })).toBe("r2:endRound");
    expect(phaseKey({ phase: "upkeep", round: 2 })).toBe("r2:upkeep");
  });

  test("turn phases name round, turn and combatant, so a reordered turn index is a new key", () => {
    const a = phaseKey({ phase: "startTurn", round: 3, turn: 1, combatantId: "A" });
    expect(a).toBe("r3:t1:A:startTurn");
    expect(phaseKey({ phase: "startTurn", round: 3, turn: 1, combatantId: "B" })).not.toBe(a);
    expect(phaseKey({ phase: "endTurn", round: 3, turn: 1, combatantId: "A" })).not.toBe(a);
  });

  test("a prompt is keyed by type, round and combatant", () => {
    expect(promptKey({ type: "trauma.willToLive", combatantId: "A" }, 4)).toBe("trauma.willToLive:r4:A");
  });
});

describe("reading and advancing the ledger", () => {
  test("absent or malformed flags read as an empty ledger", () => {
    expect(readLedger(undefined)).toEqual(EMPTY_LEDGER);
    expect(readLedger({ fray: { automation: "x" } })).toEqual(EMPTY_LEDGER);
    expect(readLedger({ fray: { automation: { done: ["a", 3, null], pending: "no" } } })).toEqual({ done: ["a"], pending: [], resolved: [] });
  });

  test("a stored encounter comes back; null means none yet", () => {
    expect(readLedger({ fray: { automation: { done: [], encounter: { bank: 3 } } } }).encounter).toEqual({ bank: 3 });
    expect("encounter" in readLedger({ fray: { automation: { done: [], encounter: null } } })).toBe(false);
  });

  test("a phase records its key and opens its prompts, never reopening an answered one", () => {
    const before = { done: ["r1:startRound"], pending: [], resolved: ["trauma.willToLive:r2:B"] };
    const after = afterPhase(before, "r2:startRound", {}, ["trauma.willToLive:r2:A", "trauma.willToLive:r2:B"]);
    expect(after).toEqual({ done: ["r1:startRound", "r2:startRound"], pending: ["trauma.willToLive:r2:A"], resolved: ["trauma.willToLive:r2:B"], encounter: {} });
    expect(before.done).toEqual(["r1:startRound"]);
  });

  test("an answered prompt leaves pending for resolved", () => {
    const ledger = { done: [], pending: ["trauma.willToLive:r2:A", "trauma.willToLive:r2:B"], resolved: [] };
    expect(afterPrompt(ledger, "trauma.willToLive:r2:A")).toEqual({ done: [], pending: ["trauma.willToLive:r2:B"], resolved: ["trauma.willToLive:r2:A"] });
  });

  test("open prompts are counted per round (r2 does not match r12 or r21)", () => {
    const ledger = { done: [], pending: ["trauma.willToLive:r2:A", "trauma.willToLive:r12:B", "trauma.willToLive:r21:C"], resolved: [] };
    expect(pendingInRound(ledger, 2)).toEqual(["trauma.willToLive:r2:A"]);
    expect(pendingInRound(ledger, 3)).toEqual([]);
  });
});
