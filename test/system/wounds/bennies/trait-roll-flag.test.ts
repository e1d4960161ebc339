import { describe, expect, test } from "vitest";
import { traitRollFlagOf } from "../../../../src/system/wounds/bennies/trait-roll-flag";

const message = (traitRoll: unknown) => ({ flags: { fray: { wounds: { traitRoll } } } }) as unknown as ChatMessage.Implementation;

describe("a trait roll's reroll record", () => {
  test("reads back who rolled which trait, the typed modifier and the target number", () => {
    expect(traitRollFlagOf(message({ actorUuid: "Actor.red", trait: "fighting", extra: -2, tn: 4 }))).toEqual({ actorUuid: "Actor.red", trait: "fighting", extra: -2, tn: 4 });
  });

  test.each([
    ["no record", undefined],
    ["a trait that is no key", { actorUuid: "Actor.red", trait: "__proto__", extra: 0, tn: 4 }],
    ["a modifier out of range", { actorUuid: "Actor.red", trait: "fighting", extra: 500, tn: 4 }],
    ["a fractional target", { actorUuid: "Actor.red", trait: "fighting", extra: 0, tn: 4.5 }],
    ["no actor", { trait: "fighting", extra: 0, tn: 4 }],
  ])("refuses %s", (_what, raw) => {
    expect(traitRollFlagOf(message(raw))).toBeNull();
  });
});
