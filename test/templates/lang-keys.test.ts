import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { localize } from "../../src/view/i18n";
import { en } from "./render";

const root = join(import.meta.dirname, "../..");
const list = (dir: string, keep: (f: string) => boolean): string[] =>
  readdirSync(join(root, dir))
    .filter(keep)
    .map((f) => join(dir, f));

/** The sheets', dialog's and their view-models' sources and templates. */
const sources = [
  ...list("src/view/trauma", (f) => /sheet|dialog/.test(f)),
  ...list("src/view/sheet", (f) => f.endsWith(".ts")),
  ...list("src/system/apps", (f) => f.endsWith(".ts")),
  ...["actor", "item", "dialog", "parts"].flatMap((d) => list(`templates/${d}`, (f) => f.endsWith(".hbs"))),
];

const exists = (key: string): boolean => localize(en, key) !== key;
/** A literal may also be a prefix (a tab group's labelPrefix): then it must name a namespace. */
const known = (key: string): boolean => exists(key) || key.split(".").reduce<unknown>((node, part) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined), en) !== undefined;

describe("every lang key the sheets use is in lang/en.json", () => {
  test.each(sources)("%s", (file) => {
    const text = readFileSync(join(root, file), "utf8");
    // Literal keys only; a key built from data ends in "." before `${` and is checked below.
    const keys = [...text.matchAll(/FRAY(?:\.[A-Za-z0-9]+)+\.?/g)].map((m) => m[0]).filter((k) => !k.endsWith("."));
    expect(keys.filter((k) => !known(k))).toEqual([]);
  });

  test("keys built from data exist for every value they can take", () => {
    const families: Record<string, readonly string[]> = {
      "FRAY.Trauma.Ability": ["communicate", "labor", "move", "operate", "sense", "surge", "think", "will"],
      "FRAY.Trauma.Lobe": ["correl", "focal", "marvel", "natural"],
      "FRAY.Trauma.Behavior.Summary": ["Immune", "Weak", "Resistant", "Percent"],
      "FRAY.Trauma.Behavior.Preset": ["Immune", "Resistant", "Weak"],
      "FRAY.Trauma.Behavior.Scope": ["type", "family"],
      "FRAY.Sheet.Vim": ["lifeSupport", "clot", "hunger", "fatigue"],
      "FRAY.Sheet.Status": ["dead", "unconscious", "overkill"],
      "FRAY.Sheet.Tab": ["overview", "vim", "defenses", "biography"],
      "FRAY.Sheet.Label": ["character", "npc", "weapon", "armor", "behavior"],
      "FRAY.Sheet.Item.Create": ["weapon", "armor", "behavior"],
      "FRAY.Sheet.Item.NewName": ["weapon", "armor", "behavior"],
      "FRAY.Item.Type": ["weapon", "armor", "behavior"],
    };
    const missing = Object.entries(families).flatMap(([prefix, values]) => values.map((v) => `${prefix}.${v}`).filter((k) => !exists(k)));
    expect(missing).toEqual([]);
  });
});
