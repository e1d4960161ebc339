// --out, --version, --help, and the Will-to-Live draw in the trauma log.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { readJson } from "../support/examples";
import { example, fray } from "./fray";

const dir = mkdtempSync(join(tmpdir(), "fray-out-"));

describe("--out writes what would be printed to a file", () => {
  test("run --json --out: the file holds the JSON, nothing is printed", async () => {
    const file = join(dir, "run.json");
    const { code, out, err } = await fray("run", example("trauma/qulia-vs-ashmite"), "--json", "--out", file);
    expect([code, out, err]).toEqual([0, [], []]);
    const json = JSON.parse(readFileSync(file, "utf8")) as { steps: { finalTrauma: number }[] };
    expect(json.steps[0]?.finalTrauma).toBe(6);
  });

  test("odds --out: the file holds the table as words", async () => {
    const file = join(dir, "odds.txt");
    expect((await fray("odds", example("trauma/qulia-vs-ashmite"), "--step", "0", "--out", file)).code).toBe(0);
    expect(readFileSync(file, "utf8")).toContain("Draw 4 against target difficulty 5");
  });

  test("a file that cannot be written", async () => {
    const file = join(dir, "no-such-folder", "run.json");
    expect(await fray("run", example("trauma/qulia-vs-ashmite"), "--out", file)).toMatchObject({ code: 2, err: [`fray: --out ${file}: cannot write the file (ENOENT) [out.unwritable]`] });
  });

  test("--out without a file name is a usage error", async () => {
    expect(await fray("run", example("trauma/qulia-vs-ashmite"), "--out")).toEqual({
      code: 2,
      out: [],
      err: ["fray: --out needs a file name", "Run `fray --help` for commands, options and examples."],
    });
  });
});

describe("--version and --help", () => {
  test("--version prints package.json's version", async () => {
    const { version } = readJson<{ version: string }>("package.json");
    expect(await fray("--version")).toEqual({ code: 0, out: [`fray ${version}`], err: [] });
  });

  test("--help lists the commands, the options and examples, and npm's quiet flag", async () => {
    const { code, out } = await fray("--help");
    expect(code).toBe(0);
    for (const line of [
      "  run <scenario.json>            play a scripted encounter and print its log",
      "  odds <scenario.json> --step N  exact odds of the attack in step N (counted from 0)",
      "  --json         print data (JSON) instead of words",
      "  --out <file>   write the log or JSON to <file> instead of the terminal",
      "  --version      print fray's version",
      "  fray run examples/trauma/qulia-vs-ashmite.json",
      "  npm run -s fray -- run examples/trauma/qulia-vs-ashmite.json --json | jq .steps",
    ]) {
      expect(out).toContain(line);
    }
  });

  test("--step on run is refused rather than ignored", async () => {
    expect((await fray("run", example("trauma/qulia-vs-ashmite"), "--step", "0")).err[0]).toBe("fray: --step is for odds; run plays every step");
  });
});

describe("the Will-to-Live draw shows its cards", () => {
  test("the log words the draw as an attack's draw, before its outcome", async () => {
    const { out } = await fray("run", example("trauma/a-running-fight"));
    const at = out.indexOf("  Ashmite has no Life Support left and must draw for the will to live.");
    expect(out.slice(at + 1, at + 5)).toEqual([
      "  Target difficulty 10 − 0 (Focal) = 10.",
      "  Ashmite draws 3: A♣, 3♥, 6♠.",
      "  Highest card 6: short by 4.",
      "  Ashmite has lost the will to live and dies.",
    ]);
  });

  test("--json carries the draw on the event", async () => {
    const { out } = await fray("run", example("trauma/a-running-fight"), "--json");
    const json = JSON.parse(out.join("\n")) as { steps: { events?: { type: string; draw?: unknown }[] }[] };
    const event = json.steps[7]?.events?.find((e) => e.type === "trauma.willToLiveFailed");
    expect(event?.draw).toEqual({ baseDifficulty: 10, lobeScore: 0, targetDifficulty: 10, cards: ["AC", "3H", "6S"], result: 6, margin: 4, success: false });
  });
});
