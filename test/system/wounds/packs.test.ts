/**
 * The wounds compendiums beyond actors and items: the Injury Table is a RollTable whose results
 * agree with the rules core's table (every 2d6 total lands on exactly one result, and that
 * result's location is the core's), and the rules journal's worked example is recomputed step by
 * step by the core.
 */
import { describe, expect, test } from "vitest";
import { damageRoll, traitRoll } from "../../../src/core/dice";
import { type WoundsActor, applyDamage, effectiveTraits, incapacitationRoll, injuryTable, toughnessOf, woundsActorFromDocument, woundsWeaponFromItem } from "../../../src/core/wounds";
import { readJson } from "../../support/examples";

type Result = { _id: string; _key: string; type: string; name: string; description: string; range: [number, number]; weight: number; flags: { fray?: { wounds?: { location?: string } } } };
type Table = { _id: string; name: string; formula: string; replacement: boolean; results: Result[] };
type Doc = { name: string; type: string; system: Record<string, unknown>; items: { name: string; type: string; system: Record<string, unknown> }[] };
type Page = { name: string; text: { content: string } };

const table = readJson<Table>("packs/wounds/wounds-tables/injury-table.json");
const manifest = readJson<{ packs: { name: string; path: string; type: string }[]; packFolders: { packs: string[] }[] }>("system.json");
const journal = readJson<{ name: string; pages: Page[] }>("packs/wounds/wounds-rules/shaken-wounds-and-bennies.json");
const actorOf = (path: string): { doc: Doc; state: WoundsActor } => {
  const doc = readJson<Doc>(path);
  return { doc, state: woundsActorFromDocument({ type: doc.type, system: doc.system, items: doc.items }, doc.name) };
};

describe("the Injury Table RollTable", () => {
  test("is the RollTable pack wounds-tables, in the Fray folder", () => {
    expect(manifest.packs.find((p) => p.name === "wounds-tables")).toMatchObject({ path: "packs/wounds/wounds-tables", type: "RollTable" });
    expect(manifest.packFolders.flatMap((f) => f.packs)).toEqual(expect.arrayContaining(["wounds-tables", "wounds-rules"]));
  });

  test("rolls 2d6, and every total from 2 to 12 falls on exactly one result", () => {
    expect(table.formula).toBe("2d6");
    for (let total = 2; total <= 12; total++) expect(table.results.filter((r) => r.range[0] <= total && total <= r.range[1])).toHaveLength(1);
    expect(table.results.every((r) => r.range[0] >= 2 && r.range[1] <= 12 && r.range[0] <= r.range[1])).toBe(true);
  });

  test("its results are keyed as embedded table results, as the Foundry CLI needs", () => {
    for (const r of table.results) expect(r._key).toBe(`!tables.results!${table._id}.${r._id}`);
  });

  test.each(Array.from({ length: 11 }, (_, i) => i + 2))("a 2d6 of %i: the drawn result's location is the core's", (total) => {
    const { state } = actorOf("packs/wounds/wounds-characters/red.json");
    const result = table.results.find((r) => r.range[0] <= total && total <= r.range[1])!;
    const core = injuryTable(state, { roll2d6: total, subRoll: 1 }, "untilHealed");
    expect(result.flags.fray?.wounds?.location).toBe(core.location);
    expect(result.type).toBe("text");
    expect(result.description.length).toBeGreaterThan(20);
  });
});

describe("the rules journal", () => {
  test("has its pages in order, the worked example last", () => {
    expect(journal.name).toBe("Shaken, Wounds and Bennies");
    expect(journal.pages.map((p) => p.name)).toEqual(["Trait Rolls, Aces and the Wild Die", "Toughness, Shaken and Wounds", "Bennies and Soak", "Incapacitation, Injuries and Healing", "Worked Example: Red and the Bandit Chief"]);
  });

  test("the worked example's numbers are what the rules core computes", () => {
    const page = journal.pages.at(-1)!;
    const rows = [...page.text.content.matchAll(/<tr><td>([^<]+)<\/td><td>(\d+)<\/td><\/tr>/g)];
    const summary = Object.fromEntries(rows.map((m) => [m[1]!, Number(m[2])]));
    const { state: red } = actorOf("packs/wounds/wounds-characters/red.json");
    const { doc: chiefDoc, state: chief } = actorOf("packs/wounds/wounds-extras/bandit-chief.json");
    const pick = woundsWeaponFromItem(chiefDoc.items.find((i) => i.name === "War Pick")!, "War Pick");
    const fighting = effectiveTraits(chief)["fighting"]!;
    const strength = { ...effectiveTraits(chief)["strength"]! };
    const toughness = toughnessOf(red, pick.ap);
    const weaponDie = pick.damage.dice[0]!.sides;

    // The first swing, soaked to one Wound.
    const attack1 = traitRoll({ die: fighting, chain: [7], wildChain: [3], modifier: 0, isWildCard: true });
    const damage1 = damageRoll({ dice: [{ sides: weaponDie, chain: [4] }], strengthDie: { ...strength, chain: [8, 3] }, flat: pick.damage.flat });
    const hit1 = applyDamage(red, { damage: damage1.damage, toughness, soak: { rolls: [{ chain: [5], wildChain: [2] }] } });
    const afterFirst = { ...red, ...hit1.patch } as WoundsActor;

    // The second swing, with a raise; the Soak fails; Red is taken out.
    const attack2 = traitRoll({ die: fighting, chain: [8, 5], wildChain: [4], modifier: 0, isWildCard: true });
    const damage2 = damageRoll({ dice: [{ sides: weaponDie, chain: [6, 2] }], strengthDie: { ...strength, chain: [6] }, flat: pick.damage.flat, attackRaise: [5] });
    const hit2 = applyDamage(afterFirst, { damage: damage2.damage, toughness, soak: { rolls: [{ chain: [2], wildChain: [1] }] } });
    const afterSecond = { ...afterFirst, ...hit2.patch } as WoundsActor;
    const incapacitation = incapacitationRoll(afterSecond, [{ chain: [3], wildChain: [4] }], { roll2d6: 7, subRoll: 4 });
    const afterInjury = { ...afterSecond, ...incapacitation.patch } as WoundsActor;

    expect(attack1.raises).toBe(0);
    expect(hit2.result.becameIncapacitated).toBe(true);
    expect(afterSecond.shaken).toBe(false);
    expect(incapacitation.result.outcome).toBe("bleedingOut");
    expect(incapacitation.result.injury).toMatchObject({ location: "guts", effect: "vigorDown", duration: "permanent" });
    expect(summary).toEqual({
      "Red's Toughness": toughness,
      "First attack total": attack1.total,
      "First damage": damage1.damage,
      "Wounds from the first hit": hit1.result.pendingWounds,
      "First Soak total": hit1.result.soak?.total,
      "Wounds soaked": hit1.result.soak?.soaked,
      "Wounds after the first hit": afterFirst.wounds,
      "Bennies after the first hit": afterFirst.bennies,
      "Second attack total": attack2.total,
      "Second attack raises": attack2.raises,
      "Second damage": damage2.damage,
      "Wounds from the second hit": hit2.result.pendingWounds,
      "Second Soak total": hit2.result.soak?.total,
      "Wounds after the second hit": afterSecond.wounds,
      "Bennies after the second hit": afterSecond.bennies,
      "Incapacitation roll total": incapacitation.result.total,
      "Injury Table roll": incapacitation.result.injury?.roll2d6,
      "Vigor die after the injury": effectiveTraits(afterInjury)["vigor"]?.sides,
    });
  });
});
