// A misspelt field is refused with the nearest known name, wherever the scenario format defines
// the fields: the top level, the ruleset's slice of actors and items, and every step type.
import { describe, expect, test } from "vitest";
import { exampleJson, fray, scratchDir } from "./fray";

const scenarioFile = scratchDir("fray-fields-");

async function refused(raw: unknown): Promise<string[]> {
  const { code, err } = await fray("run", scenarioFile("typo.json", raw));
  expect(code).toBe(2);
  return err;
}

describe("unknown fields are refused with the closest known name", () => {
  test("at the scenario's top level", async () => {
    const raw = exampleJson("trauma/qulia-vs-ashmite");
    raw["titel"] = "x";
    expect(await refused(raw)).toEqual(['fray: $.titel: unknown field; did you mean "title"? [scenario.unknownField]']);
  });

  test("in a banks step", async () => {
    const raw = exampleJson("banks/burst-through-armor");
    raw.steps[2] = { ...raw.steps[2], bulets: 3 };
    expect(await refused(raw)).toEqual(['fray: $.steps[2].bulets: unknown field; did you mean "bullets"? [scenario.unknownField]']);
  });

  test("in a banks pool written as attribute and skill", async () => {
    const raw = exampleJson("banks/burst-through-armor");
    raw.steps[2] = { ...raw.steps[2], pool: { attribute: "AGI", skil: "Firearms" } };
    expect(await refused(raw)).toEqual(['fray: $.steps[2].pool.skil: unknown field; did you mean "skill"? [scenario.unknownField]']);
  });

  test("in a trauma step", async () => {
    const raw = exampleJson("trauma/qulia-vs-ashmite");
    raw.steps[0] = { ...raw.steps[0], resits: ["8S", "4D", "AH"] };
    expect(await refused(raw)).toEqual(['fray: $.steps[0].resits: unknown field; did you mean "resist"? [scenario.unknownField]']);
  });

  test("a name nothing is close to lists the known fields", async () => {
    const raw = exampleJson("trauma/qulia-vs-ashmite");
    raw.steps.push({ type: "endRound", when: "now" });
    expect(await refused(raw)).toEqual(["fray: $.steps[1].when: unknown field; known fields: type [scenario.unknownField]"]);
  });

  test("every step type of both rulesets checks its fields", async () => {
    const steps: [string, Record<string, unknown>][] = [
      ["trauma/qulia-vs-ashmite", { type: "startRound", willToLife: {} }],
      ["trauma/qulia-vs-ashmite", { type: "moveRelic", actor: "Qulia", relic: "r", actr: "Qulia" }],
      ["banks/burst-through-armor", { type: "act", actor: "Ria", action: "run", intrerupt: true }],
      ["banks/burst-through-armor", { type: "pass", actro: "Ria" }],
      ["banks/burst-through-armor", { type: "teamBank", team: "crew", event: "allySlain", membr: "Ria" }],
    ];
    const expected = ['"willToLive"', '"actor"', '"interrupt"', '"actor"', '"member"'];
    for (const [i, [path, step]] of steps.entries()) {
      const raw = exampleJson(path);
      raw.steps.push(step);
      const [line] = await refused(raw);
      expect(line).toContain(`did you mean ${expected[i]}?`);
    }
  });

  test("in the ruleset's slice of an actor, an embedded item and a world item", async () => {
    const actor = exampleJson("trauma/qulia-vs-ashmite");
    actor.actors[0]!.system["trauma"]!["maxVin"] = 17;
    expect(await refused(actor)).toEqual(['fray: $.actors[0].system.trauma.maxVin: unknown field; did you mean "maxVim"? [scenario.unknownField]']);
    const item = exampleJson("trauma/qulia-vs-ashmite");
    item.actors[0]!.items[0]!.system["trauma"]!["dificulty"] = 7;
    expect(await refused(item)).toEqual(['fray: $.actors[0].items[0].system.trauma.dificulty: unknown field; did you mean "difficulty"? [scenario.unknownField]']);
    const world = exampleJson("banks/burst-through-armor");
    world["items"] = [{ _id: "worldknife000001", name: "Knife", type: "weapon", system: { banks: { code: "2P", reech: 1 } } }];
    expect(await refused(world)).toEqual(['fray: $.items[0].system.banks.reech: unknown field; did you mean "reach"? [scenario.unknownField]']);
  });

  test("Foundry's own fields and other rulesets' slices of a pasted document are left alone", async () => {
    const raw = exampleJson("trauma/qulia-vs-ashmite");
    const qulia = raw.actors[0] as unknown as Record<string, unknown> & { system: Record<string, unknown> };
    Object.assign(qulia, { folder: null, flags: { core: {} }, ownership: { default: 0 }, prototypeToken: {}, effects: [] });
    qulia.system["banks"] = { whatever: 1 };
    const { code, err } = await fray("run", scenarioFile("pasted.json", raw));
    expect(err).toEqual([]);
    expect(code).toBe(0);
  });
});
