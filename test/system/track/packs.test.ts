/**
 * The track compendiums: the rules journal's worked example recomputed step by step by the rules
 * core, and every actor read back by the core (objects included).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { type TrackActor, applyWound, netDamage, resolveSoak, soakPoolSize, trackActorFromSource, trackWeaponFromSource, woundForNetDamage, woundPenalty } from "../../../src/core/track";
import { computeAttack } from "../../../src/core/track/soak";
import { readJson, repoRoot } from "../../support/examples";

type Page = { name: string; text: { content: string } };
type Doc = { name: string; type: string; system: Record<string, unknown>; items?: Doc[] };
const journal = readJson<{ name: string; pages: Page[] }>("packs/track/track-rules/boxes-soaks-and-sundown.json");
const docsIn = (pack: string): Doc[] => readdirSync(join(repoRoot, "packs/track", pack)).map((f) => readJson<Doc>(`packs/track/${pack}/${f}`));
const stateOf = (doc: Doc): TrackActor => trackActorFromSource({ type: doc.type, system: doc.system, items: doc.items ?? [] }, doc.name);

function summary(): Map<string, number> {
  const page = journal.pages.at(-1)!;
  expect(page.name).toMatch(/^Worked Example/);
  const rows = [...page.text.content.matchAll(/<tr><td>([^<]+)<\/td><td>(\d+)<\/td><\/tr>/g)];
  return new Map(rows.map((m) => [m[1]!, Number(m[2])]));
}

test("the worked example's numbers are what the rules core computes", () => {
  const table = summary();
  const mara = stateOf(readJson<Doc>("packs/track/track-characters/mara-okafor.json"));
  const pistol = trackWeaponFromSource(readJson<Doc>("packs/track/track-weapons/heavy-pistol.json"));
  const first = computeAttack([6, 5, 5, 3, 2, 2, 1, 1].filter((d) => d >= 5).length, 1, pistol.damage);
  const pool = soakPoolSize({ strength: mara.strength, edge: mara.edge, armorRating: mara.armor[pistol.category], extraDice: 0 });
  const soak = resolveSoak({ strength: mara.strength, edge: mara.edge, armorRating: mara.armor.ballistics, extraDice: 0, boughtHits: 2, dice: [5, 6, 2] });
  const net = netDamage(first.damage, soak.soakHits);
  const wound = applyWound(mara, { wound: woundForNetDamage(net), damageType: pistol.damageType });
  const afterFirst = { ...mara, ...wound.patch } as TrackActor;
  const secondDamage = pistol.damage + 4;
  const secondSoak = resolveSoak({ strength: mara.strength, edge: mara.edge, armorRating: mara.armor.ballistics, extraDice: 0, boughtHits: 0, dice: [5, 5, 4, 3, 3, 2, 2, 1, 1] });
  const secondNet = netDamage(secondDamage, secondSoak.soakHits);
  const second = applyWound(afterFirst, { wound: woundForNetDamage(secondNet), damageType: pistol.damageType });
  const afterSecond = { ...afterFirst, ...second.patch } as TrackActor;
  expect(woundForNetDamage(net)).toBe("serious");
  expect(woundForNetDamage(secondNet)).toBe("terminal");
  expect(Object.fromEntries(table)).toEqual({
    "First damage": first.damage,
    "Soak pool": pool,
    "Hits bought": soak.boughtHits,
    "Dice rolled": soak.rolled,
    "Soak hits": soak.soakHits,
    "Net Damage": net,
    "Boxes filled": afterFirst.slash,
    "Wound penalty": woundPenalty(afterFirst),
    "Second damage": secondDamage,
    "Second soak hits": secondSoak.soakHits,
    "Second Net Damage": secondNet,
    "Boxes after": afterSecond.slash,
    "Dying seconds": afterSecond.dying?.secondsLeft,
    "Penalty after": woundPenalty(afterSecond),
  });
});

describe("the track compendiums", () => {
  test("every character and NPC reads back with the core", () => {
    for (const doc of [...docsIn("track-characters"), ...docsIn("track-npcs")]) expect(() => stateOf(doc), doc.name).not.toThrow();
  });

  test("there is an object (a car door) and a vehicle, and they are objects", () => {
    const objects = docsIn("track-npcs").filter((d) => stateOf(d).object);
    expect(objects.map((d) => d.name).sort()).toEqual(["Car Door", "Delivery Van"]);
  });

  test("weapons of the three damage types, and armor in every category", () => {
    const weapons = docsIn("track-weapons").map((d) => trackWeaponFromSource(d));
    expect(new Set(weapons.map((w) => w.damageType))).toEqual(new Set(["normal", "lethal", "aggravated"]));
    expect(new Set(weapons.map((w) => w.category))).toEqual(new Set(["ballistics", "melee", "heat"]));
    const armor = docsIn("track-armor").map((d) => d.system["track"] as Record<string, number>);
    for (const category of ["ballistics", "melee", "heat"]) expect(armor.some((a) => (a[category] ?? 0) > 0), category).toBe(true);
  });
});
