import { describe, expect, test } from "vitest";
import { closest, describeProblem } from "../../../src/core/encounter";
import { RulesInputError, requireInt } from "../../../src/core/errors";

function thrown(f: () => unknown): RulesInputError {
  try {
    f();
  } catch (error) {
    if (error instanceof RulesInputError) return error;
  }
  throw new Error("expected a RulesInputError");
}

describe("a scenario problem names its path once, in plain words", () => {
  test("a message that starts with its own path does not repeat it", () => {
    const error = new RulesInputError("scenario.invalid", "$.steps[0].bid", "$.steps[0].bid must be at least 0, got -1");
    expect(describeProblem(error)).toEqual({ code: "scenario.invalid", path: "$.steps[0].bid", message: "must be at least 0, got -1" });
  });

  test("a range with only a maximum reads 'at most', never the smallest safe integer", () => {
    const error = thrown(() => requireInt(100000, "poolSize", "input.invalid", { max: 1000 }));
    expect(describeProblem(error).message).toBe("must be at most 1000, got 100000");
  });
});

describe("the closest known name", () => {
  test("a typo finds its field", () => {
    expect(closest("bulets", ["bid", "bullets", "pool"])).toBe("bullets");
    expect(closest("Teamgoal", ["teamGoal", "team"])).toBe("teamGoal");
    expect(closest("resits", ["resist", "resistPerks"])).toBe("resist");
  });

  test("nothing near enough suggests nothing", () => {
    expect(closest("colour", ["pool", "dice"])).toBeNull();
  });
});
