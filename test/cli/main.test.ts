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

const example = (name: string): string => join(repoRoot, "examples/trauma", `${name}.json`);
const scratch = mkdtempSync(join(tmpdir(), "fray-cli-"));
function scenarioFile(name: string, content: unknown): string {
  const file = join(scratch, name);
  writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
}

describe("fray run", () => {
  test("npm start's scene: the readable log walks the seed's steps and ends at 6 trauma", async () => {
    const { code, out } = await fray("run", example("qulia-vs-ashmite"));
    expect(code).toBe(0);
    const log = out.join("\n");
    for (const line of [
      "Target difficulty 7 − 2 (Correl) = 5.",
      "Qulia draws 4: 4♠, 3♥, 2♦, 2♣.",
      "Highest card 4: short by 1.",
      "Base trauma: 60% of 12 Max Vim = 7.",
      "Modified trauma (Biotic, Molecular family, no behavior applies): 7.",
      "Ashmite resists with Will: target difficulty 10 − 0 (Focal) = 10.",
      "Armor spread 10% → 75% → 90%: 90% of the modified trauma gets through.",
    ]) {
      expect(log).toContain(line);
    }
    expect(out.at(-1)).toBe("  Final trauma 6: Ashmite has Life Support 6 of 12, Clot 6.");
    expect(log).not.toMatch(/FRAY\./);
  });

  test("--json prints the numbers of every step", async () => {
    const { code, out } = await fray("run", example("qulia-vs-ashmite"), "--json");
    expect(code).toBe(0);
    const json = JSON.parse(out.join("\n")) as { steps: Record<string, unknown>[] };
    expect(json.steps[0]).toMatchObject({
      type: "attack",
      targetDifficulty: 5,
      cards: ["4S", "3H", "2D", "2C"],
      result: 4,
      margin: 1,
      baseTrauma: 7,
      modifiedTrauma: 7,
      resistance: { targetDifficulty: 10, cards: ["8S", "4D", "AH"], result: 8, margin: 2, percent: 90 },
      finalTrauma: 6,
      targetVim: { lifeSupport: 6, clot: 6 },
    });
  });

  test("every example scenario plays without an unresolved language key", async () => {
    for (const name of ["qulia-vs-ashmite", "qulia-plays-a-king", "a-running-fight"]) {
      const { code, out } = await fray("run", example(name));
      expect(code, name).toBe(0);
      expect(out.join("\n"), name).not.toMatch(/FRAY\./);
    }
  });
});

describe("fray odds", () => {
  test("prints the exact odds table for the step", async () => {
    const { code, out } = await fray("odds", example("qulia-vs-ashmite"), "--step", "0");
    expect(code).toBe(0);
    const log = out.join("\n");
    expect(log).toContain("Draw 4 against target difficulty 5");
    expect(log).toMatch(/Complete success \(100%\)\s+91\.1%\s+41\/45/);
    expect(log).toContain("Expected final trauma");
  });

  test("with a perk in hand it shows both tables", async () => {
    const { out } = await fray("odds", example("qulia-plays-a-king"), "--step", "0", "--json");
    const json = JSON.parse(out.join("\n")) as { withoutPerks: { success: string }; withPerks: { success: string; perks: { faces: number } } };
    expect(json.withoutPerks.success).toBe("41/45");
    expect(json.withPerks.perks.faces).toBe(1);
  });
});

describe("bad input: one clear line naming the JSON path, exit code 2", () => {
  test("a malformed weapon spread in a pasted document", async () => {
    const raw = readJson<{ actors: { items: { system: { trauma: { spread: unknown } } }[] }[] }>("examples/trauma/qulia-vs-ashmite.json");
    raw.actors[0]!.items[0]!.system.trauma.spread = [100, "sixty"];
    const { code, err } = await fray("run", scenarioFile("bad-spread.json", raw));
    expect(code).toBe(2);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^fray: \$\.actors\[0\]\.items\[0\]\.system\.trauma\.spread\[1\]: .+ \[spread\.invalid\]$/);
  });

  test("a file that is not JSON", async () => {
    const { code, err } = await fray("run", scenarioFile("broken.json", "{ ruleset: trauma"));
    expect(code).toBe(2);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^fray: .*broken\.json:1:3: invalid JSON: Expected property name or '}' \[scenario\.badJson\]$/);
  });

  test("a missing file", async () => {
    const { code, err } = await fray("run", join(scratch, "nope.json"));
    expect(code).toBe(2);
    expect(err[0]).toContain("cannot read");
  });

  test("a step that fails while playing is reported at that step", async () => {
    const raw = readJson<{ steps: unknown[] }>("examples/trauma/qulia-vs-ashmite.json");
    raw.steps = [{ type: "attack", actor: "Qulia", item: "Grimgrin Paralyzer 272", target: "Ashmite", draw: "4S 3H 2D 2C", perks: ["7C"] }];
    const { code, err } = await fray("run", scenarioFile("no-perk.json", raw));
    expect(code).toBe(2);
    expect(err[0]).toMatch(/^fray: \$\.steps\[0\]\.perks\[0\]: .*7C.*\[perk\.notInHand\]$/);
  });

  test("usage errors", async () => {
    expect((await fray("fly")).code).toBe(2);
    expect((await fray("run")).code).toBe(2);
    expect((await fray("odds", example("qulia-vs-ashmite"))).code).toBe(2);
    expect((await fray("odds", example("qulia-vs-ashmite"), "--step", "5")).code).toBe(2);
    expect((await fray("help")).code).toBe(0);
  });
});
