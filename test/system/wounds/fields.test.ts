// The `system.wounds` schema pieces (src/system/wounds), built against the Foundry double: a new
// document stores exactly the core's defaults, and the token bar reads them.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { woundsRuleset } from "../../../src/core/wounds";
import { localize } from "../../../src/view/i18n";
import { lang } from "../../support/examples";
import { type FieldDouble, type FoundryDouble, installFoundryDouble } from "../../support/foundry-double";
import { initialOf, optionsOf } from "../../support/schema-fields";
import type * as ActorFields from "../../../src/system/wounds/actor-fields";
import type * as ItemFields from "../../../src/system/wounds/item-fields";
import type * as TokenBars from "../../../src/system/wounds/token-bars";

let foundry: FoundryDouble;
let modules: { actor: typeof ActorFields; items: typeof ItemFields; bars: typeof TokenBars };
beforeAll(async () => {
  foundry = installFoundryDouble();
  modules = {
    actor: await import("../../../src/system/wounds/actor-fields"),
    items: await import("../../../src/system/wounds/item-fields"),
    bars: await import("../../../src/system/wounds/token-bars"),
  };
});
afterAll(() => foundry.uninstall());

describe("system.wounds schemas", () => {
  test.each(["character", "npc"] as const)("a new %s starts with the wounds ruleset's defaults, and its bar reads them", (kind) => {
    const initial = initialOf(modules.actor.woundsActorField(kind) as unknown as FieldDouble);
    expect(initial).toEqual(woundsRuleset.actor.defaults({ kind }));
    const bar = modules.bars.woundsTokenBars.health({ wounds: initial });
    expect(bar).toEqual({ value: 0, max: kind === "character" ? 3 : 0 });
  });

  test("weapons and armor start with the core's defaults", () => {
    expect(initialOf(modules.items.woundsWeaponField() as unknown as FieldDouble)).toEqual(woundsRuleset.items.weapon?.defaults({ kind: "weapon" }));
    expect(initialOf(modules.items.woundsArmorField() as unknown as FieldDouble)).toEqual(woundsRuleset.items.armor?.defaults({ kind: "armor" }));
  });

  test("trait names are letters and digits, and every choice label is worded", () => {
    const field = modules.actor.woundsActorField("character") as unknown as FieldDouble;
    const traits = field.fields["traits"]!;
    const validateKey = optionsOf(traits)["validateKey"] as (key: string) => boolean;
    expect(["vigor", "fighting", "commonKnowledge"].every(validateKey)).toBe(true);
    expect(["a.b", "__proto__", "", "9lives"].some(validateKey)).toBe(false);
    const en = lang();
    const isField = (v: unknown): v is FieldDouble => typeof v === "object" && v !== null && "kind" in v;
    const children = (f: FieldDouble): FieldDouble[] => [...Object.values(f.fields ?? {}), ...f.args.filter(isField)];
    const labels = (f: FieldDouble): string[] => [...Object.values((optionsOf(f)["choices"] ?? {}) as Record<string, string>), ...children(f).flatMap(labels)];
    const all = labels(field).filter((l) => l.startsWith("FRAY."));
    expect(all.length).toBeGreaterThan(10);
    for (const label of all) expect(localize(en, label), label).not.toBe(label);
  });
});
