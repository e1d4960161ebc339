// `fray run` and `fray odds` on banks scenarios (docs/scenarios.md "Banks").
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { main } from "../../src/cli/main";
import { readJson, repoRoot } from "../support/examples";

async function fray(...argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(...l.split("\n")), err: (l) => err.push(...l.split("\n")) });
  return { code, out, err };
}

const EXAMPLES = ["burst-through-armor", "blitz-and-carry-over", "a-running-fight", "full-cover", "broken-team", "melee-and-grapples"];
const example = (name: string): string => join(repoRoot, "examples/banks", `${name}.json`);
const scratch = mkdtempSync(join(tmpdir(), "fray-banks-"));

describe("fray run on banks scenarios", () => {
  test("every example plays without an unresolved language key", async () => {
    for (const name of EXAMPLES) {
      const { code, out, err } = await fray("run", example(name));
      expect(code, name).toBe(0);
      expect(err, name).toEqual([]);
      expect(out.join("\n"), name).not.toMatch(/FRAY\./);
    }
  });

  test("the burst through armor reads as B-1 and B-21 do", async () => {
    const log = (await fray("run", example("burst-through-armor"))).out.join("\n");
    for (const line of [
      "Next to act: Ria (6) › Vex (3) › Okon (2).",
      "Vex bids 2 IP to dodge: IP 3 → 1.",
      "Threshold 1 (base) + 6 (2 IP × 3 AGI) − 5 (automatic fire, 6 bullets) = 2.",
      "3P: 3 − 2 armor = 1 Physical.",
      "8E: armor pierced, 8 Stun.",
      "Vex: Stun 0 → 6 of 6, Physical 0 → 3 of 6, Bleeding Out 0 → 0.",
      "Stun overflows past 6: 2 into Physical.",
      "Cost 1 × 2 (Blitz) = 2 IP.",
      "Ria rolls 8 − 3 (recoil) = 5 dice: 6, 5, 2, 3, 1.",
      "Damage code 3P 8E, net hits +1 on the first value: 4P 8E.",
      "Physical overflows past 6: 8 into Bleeding Out.",
      "Okon is dead.",
    ]) {
      expect(log).toContain(line);
    }
  });

  test("the running fight shows the Team Bank in the order and in payments", async () => {
    const log = (await fray("run", example("a-running-fight"))).out.join("\n");
    expect(log).toContain("Next to act: Ria (8 = 4 + 4 Team Bank) › Joss (7 = 3 + 4 Team Bank) › Vex (4 = 2 + 2 Team Bank) › Okon (4 = 2 + 2 Team Bank).");
    expect(log).toContain("Ria: IP 2 → 0, and 2 from Team Bank crew (now 2).");
    expect(log).toContain("Okon bleeds to death.");
  });

  test("seed 003's cover, Team Bank, prone and melee rules read in the log", async () => {
    const log = (name: string): Promise<string> => fray("run", example(name)).then((r) => r.out.join("\n"));
    const cover = await log("full-cover");
    for (const line of [
      "Vex spends 1 Chutzpah to interrupt Ria's declared action.",
      "Threshold 1 (base) + 2 (cover) = 3.",
      "Attacking from full cover costs 1 IP more.",
      "Ria rolls 6 − 4 (firing from full cover) = 2 dice: 5, 2.",
      "Okon rolls 9 − 6 (target behind full cover) = 3 dice: 6, 5, 5.",
      "Joss drops prone behind partial cover: now under full cover.",
    ]) {
      expect(cover).toContain(line);
    }
    const team = await log("broken-team");
    expect(team).toContain("Team crew, an enemy's Wedge: Team Bank 1 → -2.");
    expect(team).toContain("Joss rolls 6 − 2 (negative Team Bank) = 4 dice: 5, 2, 2, 1.");
    expect(team).toContain("Ria rolls 6 + 1 (bonus dice) = 7 dice: 5, 5, 2, 2, 1, 3, 4.");
    const melee = await log("melee-and-grapples");
    for (const line of [
      "Kell's Martial Momentum against Brute is now 2.",
      "Kell runs in with the attack: attacks on Kell this round face +1 threshold.",
      "Damage code 3I, net hits +0 and Martial Momentum +2 on the first value: 5I.",
      "Threshold 1 (base) + 4 (1 IP × 4 AGI) + 1 (running) = 6.",
      "Brute is grappled: Grappling Bank 2.",
      "Threshold 1 (base) + 3 (1 IP × 3 BOD) = 4.",
      "Brute loosens Kell's hold: Grappling Bank 1.",
      "Brute is thrown prone and loses 2 IP.",
    ]) {
      expect(melee).toContain(line);
    }
  });

  test("--json prints plain records with the turn order after every step", async () => {
    const { code, out } = await fray("run", example("burst-through-armor"), "--json");
    expect(code).toBe(0);
    const json = JSON.parse(out.join("\n")) as { ruleset: string; steps: Record<string, unknown>[] };
    expect(json.ruleset).toBe("banks");
    expect(json.steps[2]).toMatchObject({ type: "attack", kind: "attack", threshold: { threshold: 2 }, damageCode: "3P 8E", after: { stun: 6, physical: 3 }, turn: { acting: { name: "Ria", ip: 3 } } });
    expect(json.steps.every((s) => typeof s["turn"] === "object")).toBe(true);
  });
});

describe("fray odds on a banks attack step", () => {
  test("prints the exact odds of each net-hit count with its damage code", async () => {
    const { code, out } = await fray("odds", example("burst-through-armor"), "--step", "2");
    expect(code).toBe(0);
    const log = out.join("\n");
    expect(log).toContain("Ria attacks Vex with Arc Rifle: 8 dice against threshold 2.");
    expect(log).toMatch(/Miss\s+19\.5%\s+1280\/6561/);
    expect(log).toMatch(/Hit, net hits 1: 4P 8E\s+27\.3%\s+1792\/6561/);
    expect(log).not.toMatch(/FRAY\./);
  });

  test("--json: the rows sum to 1", async () => {
    const { out } = await fray("odds", example("a-running-fight"), "--step", "13", "--json");
    const json = JSON.parse(out.join("\n")) as { pool: { size: number }; rows: { probability: string; p: number }[] };
    expect(json.pool.size).toBe(6);
    expect(json.rows.reduce((s, r) => s + r.p, 0)).toBeCloseTo(1, 12);
  });
});

describe("bad banks input: one line naming the JSON path, exit code 2", () => {
  test("a weapon code that is not a damage code", async () => {
    const raw = readJson<{ actors: { items: { system: { banks: Record<string, unknown> } }[] }[] }>("examples/banks/burst-through-armor.json");
    raw.actors[0]!.items[0]!.system.banks["code"] = "6Q";
    const file = join(scratch, "bad-code.json");
    writeFileSync(file, JSON.stringify(raw));
    const { code, err } = await fray("run", file);
    expect(code).toBe(2);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^fray: \$\.actors\[0\]\.items\[0\]\.system\.banks\.code: .+ \[code\.invalid\]$/);
  });

  test("a bid larger than the defender's IP", async () => {
    const raw = readJson<{ steps: Record<string, unknown>[] }>("examples/banks/burst-through-armor.json");
    raw.steps[2]!["bid"] = 9;
    const file = join(scratch, "bad-bid.json");
    writeFileSync(file, JSON.stringify(raw));
    const { code, err } = await fray("run", file);
    expect(code).toBe(2);
    expect(err[0]).toMatch(/^fray: \$\.steps\[2\]\.bid: .+ \[bid\.tooLarge\]$/);
  });

  test("odds for a step that is not an attack", async () => {
    const { code, err } = await fray("odds", example("burst-through-armor"), "--step", "0");
    expect(code).toBe(2);
    expect(err[0]).toContain("[scenario.invalid]");
  });
});
