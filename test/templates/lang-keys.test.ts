import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { ACTIONS, ATTRIBUTE_KEYS, COVERS, DAMAGE_LETTERS, SIZE_CLASSES, TARGET_KINDS } from "../../src/core/banks";
import { localize } from "../../src/view/i18n";
import { en } from "./render";

const root = join(import.meta.dirname, "../..");
const list = (dir: string, keep: (f: string) => boolean): string[] =>
  readdirSync(join(root, dir)).flatMap((f) => {
    const rel = join(dir, f);
    return statSync(join(root, rel)).isDirectory() ? list(rel, keep) : keep(f) ? [rel] : [];
  });

/** Every source that may name a lang key: the view, the adapter and the templates. */
const sources = [
  ...list("src/view", (f) => f.endsWith(".ts")),
  ...list("src/system", (f) => f.endsWith(".ts")),
  ...list("templates", (f) => f.endsWith(".hbs")),
];

const exists = (key: string): boolean => localize(en, key) !== key;
/** A literal may also be a prefix (a tab group's labelPrefix): then it must name a namespace. */
const known = (key: string): boolean => exists(key) || key.split(".").reduce<unknown>((node, part) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined), en) !== undefined;

describe("every lang key the sheets use is in lang/en.json", () => {
  test.each(sources)("%s", (file) => {
    // A data model's LOCALIZATION_PREFIXES names a namespace Foundry may look fields up in, not a key.
    const text = readFileSync(join(root, file), "utf8").replace(/LOCALIZATION_PREFIXES = \[[^\]]*\]/g, "");
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
      "FRAY.Trauma.Sheet.Vim": ["lifeSupport", "clot", "hunger", "fatigue"],
      "FRAY.Trauma.Sheet.Status": ["dead", "unconscious", "overkill"],
      "FRAY.Trauma.Sheet.Tab": ["overview", "vim", "defenses", "biography"],
      "FRAY.Trauma.Sheet.Label": ["character", "npc", "weapon", "armor", "behavior"],
      "FRAY.Common.Sheet.Item.Create": ["weapon", "armor", "behavior"],
      "FRAY.Common.Sheet.Item.NewName": ["weapon", "armor", "behavior"],
      "FRAY.Common.Item.Type": ["weapon", "armor", "behavior"],
      // The banks sheets (src/view/banks/sheet builds these from its `S` prefix and the data).
      "FRAY.Banks.Action": Object.keys(ACTIONS),
      "FRAY.Banks.Bank": ["stun", "physical"],
      "FRAY.Banks.Field.Kind": TARGET_KINDS,
      "FRAY.Banks.Field.Size": SIZE_CLASSES,
      "FRAY.Banks.Field.Cover": COVERS,
      "FRAY.Banks.Sheet": ["Invalid", "SizeBadge", "Momentum", "DodgeBank"],
      "FRAY.Banks.Sheet.Label": ["character", "npc", "weapon", "armor"],
      "FRAY.Banks.Sheet.Tab": ["combat", "attributes", "armor", "biography"],
      "FRAY.Banks.Sheet.Role": ["character", "npc"],
      "FRAY.Banks.Sheet.Badge": ["dead", "destroyed", "unconscious", "bleedingOut", "prone", "braced", "coverPartial", "coverFull", "grappler", "grappled", "ungrounded"],
      "FRAY.Banks.Sheet.Ip": ["Plain", "Core", "Effective"],
      "FRAY.Banks.Sheet.Attribute": [...ATTRIBUTE_KEYS, "Input", "Roll", "RollOne", "Remove"],
      "FRAY.Banks.Sheet.Skill": ["Input", "Remove", "Dot", "Taken"],
      "FRAY.Banks.Sheet.Track": ["Stun", "PhysicalLife", "PhysicalMachine", "SummaryLife", "SummaryMachine"],
      "FRAY.Banks.Sheet.Counter": ["bleedingOut", "sensory", "Increase", "Decrease", "MaxBleedingOut"],
      "FRAY.Banks.Sheet.State": ["unconscious", "dead", "destroyed"],
      "FRAY.Banks.Sheet.Blitz": ["None", "Taken"],
      "FRAY.Banks.Sheet.Recoil": ["NoPenalty", "Penalty", "PenaltyOne"],
      "FRAY.Banks.Sheet.Grapple": ["grappler", "grappled"],
      "FRAY.Banks.Sheet.Flag": ["grounded", "braced", "prone"].flatMap((f) => [f, `${f}Hint`]),
      "FRAY.Banks.Sheet.Letter": ["all", "allShort", ...DAMAGE_LETTERS],
      "FRAY.Banks.Sheet.Rating": ["Input"],
      "FRAY.Banks.Sheet.Code": ["Component", "Then", "Invalid"],
      "FRAY.Banks.Sheet.Weapon": [...["Size", "Auto", "Semi", "Recoil", "Bracing", "Reach", "Design", "Gr"].flatMap((k) => [k, `${k}Hint`]), "Attack", "Splash"],
      "FRAY.Banks.Sheet.WeaponField": ["recoil", "bracing", "auto", "reach", "design", "designMax", "gr"].flatMap((k) => [k, `${k}Hint`]),
      "FRAY.Banks.Sheet.Action": ["Short", "Incapable", "Refused", "Cost", "CostChutzpah", "Declare", "Interrupt", "InterruptChutzpah", "InterruptHeading", "InterruptHint", "BlitzFresh", "BlitzTaken", "Unable"],
      "FRAY.Banks.Sheet.Action.Kind": ["free", "simple", "complex"],
    };
    const missing = Object.entries(families).flatMap(([prefix, values]) => values.map((v) => `${prefix}.${v}`).filter((k) => !exists(k)));
    expect(missing).toEqual([]);
  });
});
