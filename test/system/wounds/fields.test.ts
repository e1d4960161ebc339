// The `system.wounds` schema pieces (src/system/wounds), built from Foundry's data fields (the
// simulation's): a new document stores exactly the core's defaults, and the token bar reads them.
import "../../sim/install";
import { beforeAll, describe, expect, test } from "vitest";
import { woundsRuleset } from "../../../src/core/wounds";
import { localize } from "../../../src/view/i18n";
import { lang } from "../../support/examples";
import type { DataField } from "../../sim/data/fields";
import type * as ActorFields from "../../../src/system/wounds/actor-fields";
import type * as ItemFields from "../../../src/system/wounds/item-fields";
import type * as TokenBars from "../../../src/system/wounds/token-bars";

type Field = DataField & { fields?: Record<string, Field>; element?: Field };
/** What Foundry stores for a field of a new document. */
const initialOf = (field: DataField): unknown => field.getInitialValue();

let modules: { actor: typeof ActorFields; items: typeof ItemFields; bars: typeof TokenBars };
beforeAll(async () => {
  modules = {
    actor: await import("../../../src/system/wounds/actor-fields"),
    items: await import("../../../src/system/wounds/item-fields"),
    bars: await import("../../../src/system/wounds/token-bars"),
  };
});

describe("system.wounds schemas", () => {
  test.each(["character", "npc"] as const)("a new %s starts with the wounds ruleset's defaults, and its bar reads them", (kind) => {
    const initial = initialOf(modules.actor.woundsActorField(kind) as unknown as Field);
    expect(initial).toEqual(woundsRuleset.actor.defaults({ kind }));
    const bar = modules.bars.woundsTokenBars.health({ wounds: initial });
    expect(bar).toEqual({ value: 0, max: kind === "character" ? 3 : 0 });
  });

  test("weapons and armor start with the core's defaults", () => {
    expect(initialOf(modules.items.woundsWeaponField() as unknown as Field)).toEqual(woundsRuleset.items.weapon?.defaults({ kind: "weapon" }));
    expect(initialOf(modules.items.woundsArmorField() as unknown as Field)).toEqual(woundsRuleset.items.armor?.defaults({ kind: "armor" }));
  });

  test("trait names are letters and digits, and every choice label is worded", () => {
    const field = modules.actor.woundsActorField("character") as unknown as Field;
    const traits = field.fields!["traits"]!;
    const validateKey = traits.options["validateKey"] as (key: string) => boolean;
    expect(["vigor", "fighting", "commonKnowledge"].every(validateKey)).toBe(true);
    expect(["a.b", "__proto__", "", "9lives"].some(validateKey)).toBe(false);
    const en = lang();
    const children = (f: Field): Field[] => [...Object.values(f.fields ?? {}), ...(f.element ? [f.element] : [])];
    const labels = (f: Field): string[] => [...Object.values((f.options["choices"] ?? {}) as Record<string, string>), ...children(f).flatMap(labels)];
    const all = labels(field).filter((l) => l.startsWith("FRAY."));
    expect(all.length).toBeGreaterThan(10);
    for (const label of all) expect(localize(en, label), label).not.toBe(label);
  });
});
