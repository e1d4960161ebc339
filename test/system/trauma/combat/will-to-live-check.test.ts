import { describe, expect, test } from "vitest";
import { type WillToLiveFacts, checkWillToLive, readWillToLive, readWillToLivePrompt, willToLiveKey } from "../../../../src/system/trauma/combat/will-to-live-check";

const flag = { combatId: "cb1", round: 2, combatantId: "A", actorUuid: "Actor.a", cards: [{ id: "x", rank: "10", suit: "S" }] } as const;
const facts = (over: Partial<WillToLiveFacts> = {}): WillToLiveFacts => ({
  flag,
  combatRound: 2,
  actorUuid: "Actor.a",
  authorMayAct: true,
  ledger: { done: [], pending: [willToLiveKey(flag)], resolved: [] },
  ...over,
});

describe("reading a Will-to-Live message", () => {
  test("reads a well-formed flag and validates its cards", () => {
    expect(readWillToLive(flag)).toEqual(flag);
  });

  test.each([
    ["no flag", undefined],
    ["a round that is no integer", { ...flag, round: "2" }],
    ["round 0", { ...flag, round: 0 }],
    ["a card that is no card", { ...flag, cards: [{ id: "x", rank: "11", suit: "S" }] }],
    ["no cards array", { ...flag, cards: "10S" }],
  ])("reads %s as nothing", (_, value) => {
    expect(readWillToLive(value)).toBeNull();
  });

  test("reads the prompt card's references", () => {
    expect(readWillToLivePrompt({ combatId: "cb1", round: 2, combatantId: "A" })).toEqual({ combatId: "cb1", round: 2, combatantId: "A" });
    expect(readWillToLivePrompt({ combatId: "cb1" })).toBeNull();
  });
});

describe("the GM's checks", () => {
  test("an owner's draw for an open prompt of this round passes", () => {
    expect(checkWillToLive(facts())).toBeNull();
  });

  test.each<[string, Partial<WillToLiveFacts>, string]>([
    ["the combat is gone", { combatRound: null }, "unknownCombat"],
    ["the combatant is gone", { actorUuid: null }, "unknownCombatant"],
    ["the message names another actor", { actorUuid: "Actor.b" }, "actorMismatch"],
    ["the author does not own the actor", { authorMayAct: false }, "notOwner"],
    ["the round moved on", { combatRound: 3 }, "wrongRound"],
    ["the prompt was answered", { ledger: { done: [], pending: [], resolved: ["trauma.willToLive:r2:A"] } }, "alreadyResolved"],
    ["no prompt was posted", { ledger: { done: [], pending: [], resolved: [] } }, "notPrompted"],
  ])("refuses when %s", (_, over, reason) => {
    expect(checkWillToLive(facts(over))).toBe(reason);
  });
});
