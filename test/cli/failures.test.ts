// What a new user meets when a scenario is wrong: the log up to the failing step, the JSON path
// named once in the scenario's terms, one set of bounds for run and odds (docs/scenarios.md "Errors").
import { describe, expect, test } from "vitest";
import { example, exampleJson, fray, scratchDir } from "./fray";

const scenarioFile = scratchDir("fray-failures-");

/** The seed's scene, then the same attack again playing a perk Qulia does not hold. */
function failingSecondStep(): unknown {
  const raw = exampleJson("trauma/qulia-vs-ashmite");
  raw.steps.push({ ...raw.steps[0], perks: ["7C"] });
  return raw;
}

describe("a step that fails while playing", () => {
  test("the log of the steps before it is printed, then the error; exit code 2", async () => {
    const { code, out, err } = await fray("run", scenarioFile("mid-run.json", failingSecondStep()));
    expect(code).toBe(2);
    expect(out[0]).toBe("Qulia vs the Ashmite (the seed's sample scene)");
    expect(out).toContain("Step 0 (attack)");
    expect(out.at(-1)).toBe("  Final trauma 6: Ashmite has Life Support 6 of 12, Clot 6.");
    expect(out).not.toContain("Step 1 (attack)");
    expect(err).toEqual(["fray: $.steps[1].perks[0]: 7C is not in the drawer's perk hand [perk.notInHand]"]);
  });

  test("--json prints the records so far and an error object", async () => {
    const { code, out, err } = await fray("run", scenarioFile("mid-run.json", failingSecondStep()), "--json");
    expect(code).toBe(2);
    const json = JSON.parse(out.join("\n")) as { steps: { index: number; finalTrauma: number }[]; error: unknown };
    expect(json.steps.map((s) => [s.index, s.finalTrauma])).toEqual([[0, 6]]);
    expect(json.error).toEqual({ code: "perk.notInHand", path: "$.steps[1].perks[0]", message: "7C is not in the drawer's perk hand" });
    expect(err).toEqual(["fray: $.steps[1].perks[0]: 7C is not in the drawer's perk hand [perk.notInHand]"]);
  });

  test("a rules error inside a step names the step, not the procedure's inputs", async () => {
    const raw = exampleJson("trauma/a-running-fight");
    raw.steps.push({ type: "attack", actor: "Ashmite", item: "Gnashing Mandibles", target: "Qulia" });
    const { code, out, err } = await fray("run", scenarioFile("dead.json", raw));
    expect(code).toBe(2);
    expect(out.at(-1)).toBe("  Ashmite has lost the will to live and dies.");
    expect(err).toEqual(["fray: $.steps[8]: A dead actor cannot attack [actor.dead]"]);
  });
});

describe("the path is named once, in the scenario's terms", () => {
  test("a step's difficulty is the step's, not the weapon's", async () => {
    const raw = exampleJson("trauma/qulia-vs-ashmite");
    raw.steps[0] = { ...raw.steps[0], difficulty: -1 };
    const { code, err } = await fray("run", scenarioFile("difficulty.json", raw));
    expect(code).toBe(2);
    expect(err).toEqual(["fray: $.steps[0].difficulty: must be between 0 and 1000, got -1 [scenario.invalid]"]);
  });

  test("a pasted document's bad value", async () => {
    const raw = exampleJson("trauma/qulia-vs-ashmite");
    raw.actors[0]!.items[0]!.system["trauma"]!["spread"] = [100, "sixty"];
    const { err } = await fray("run", scenarioFile("spread.json", raw));
    expect(err).toEqual(["fray: $.actors[0].items[0].system.trauma.spread[1]: must be a whole percentage 0–100, got sixty [spread.invalid]"]);
  });

  test("a banks step's bad count", async () => {
    const raw = exampleJson("banks/burst-through-armor");
    raw.steps[2] = { ...raw.steps[2], bid: -2 };
    const { err } = await fray("run", scenarioFile("bid.json", raw));
    expect(err).toEqual(["fray: $.steps[2].bid: must be between 0 and 1000, got -2 [scenario.invalid]"]);
  });

  test("--step out of range", async () => {
    const { code, err } = await fray("odds", example("trauma/qulia-vs-ashmite"), "--step", "5");
    expect(code).toBe(2);
    expect(err).toEqual(["fray: --step 5: the scenario has only step 0 [scenario.invalid]"]);
  });
});

describe("one set of bounds for run and odds", () => {
  test("a 100,000-die pool is refused by both, with the same words", async () => {
    const raw = exampleJson("banks/burst-through-armor");
    raw.steps[2] = { ...raw.steps[2], pool: 100000 };
    delete raw.steps[2]!["dice"];
    const file = scenarioFile("pool.json", raw);
    const line = "fray: $.steps[2].pool: must be between 0 and 1000, got 100000 [scenario.invalid]";
    expect(await fray("run", file)).toMatchObject({ code: 2, err: [line] });
    expect(await fray("odds", file, "--step", "2")).toMatchObject({ code: 2, err: [line] });
  });

  test("a difficulty of 1e9 is refused by both", async () => {
    const raw = exampleJson("trauma/qulia-vs-ashmite");
    raw.steps[0] = { ...raw.steps[0], difficulty: 1e9 };
    const file = scenarioFile("1e9.json", raw);
    const line = "fray: $.steps[0].difficulty: must be between 0 and 1000, got 1000000000 [scenario.invalid]";
    expect(await fray("run", file)).toMatchObject({ code: 2, err: [line] });
    expect(await fray("odds", file, "--step", "0")).toMatchObject({ code: 2, err: [line] });
  });
});

describe("reading the file", () => {
  test("a UTF-8 byte order mark is dropped", async () => {
    const text = JSON.stringify(exampleJson("trauma/qulia-vs-ashmite"));
    const { code, out } = await fray("run", scenarioFile("bom.json", `\uFEFF${text}`));
    expect(code).toBe(0);
    expect(out.at(-1)).toBe("  Final trauma 6: Ashmite has Life Support 6 of 12, Clot 6.");
  });

  test("a syntax error is reported at file:line:column with the parser's complaint", async () => {
    const text = JSON.stringify(exampleJson("trauma/qulia-vs-ashmite"), null, 2).replace('"seed": 272,', '"seed": 272');
    const file = scenarioFile("missing-comma.json", text);
    expect(await fray("run", file)).toMatchObject({ code: 2, err: [`fray: ${file}:5:3: invalid JSON: Expected ',' or '}' after property value [scenario.badJson]`] });
  });

  test("an error Node gives no position for still gets one", async () => {
    const file = scenarioFile("trailing-comma.json", '{\n  "steps": [\n    { "type": "endRound" },\n  ]\n}');
    expect((await fray("run", file)).err).toEqual([`fray: ${file}:4:3: invalid JSON: Unexpected token ']' [scenario.badJson]`]);
  });

  test("a missing file", async () => {
    const file = scenarioFile("here.json", "{}").replace("here.json", "nope.json");
    expect(await fray("run", file)).toMatchObject({ code: 2, err: [`fray: ${file}: cannot read the scenario: no such file [scenario.unreadable]`] });
  });
});
