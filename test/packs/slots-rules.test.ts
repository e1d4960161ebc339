import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { DAMAGE_TYPES, SLOTS_STATUSES, type SlotsActor, type SlotsItem } from "../../src/core/slots";
import { attackOf } from "../../src/core/slots/attack";
import { slotsActorFromSource, slotsItemFromSource } from "../../src/core/slots/document";
import { activePhaseCycle } from "../../src/core/slots";
import { evasionOf } from "../../src/core/slots/accuracy";
import { hesitationOf, phaseEndOf, phaseStartOf } from "../../src/core/slots/phase";
import { upkeepOf } from "../../src/core/slots/upkeep";
import { applyPatch } from "../../src/core/patch";
import { readJson, repoRoot } from "../support/examples";

/**
 * The slots compendiums: the rules journal ("Slots, Stress and Upkeep") is listed like every pack,
 * covers the ruleset's topics and every condition, and its worked Full Round is recomputed step by
 * step by the rules core from the compendium's own characters, NPC and weapons. The abilities and
 * weapons cover every damage type and every effect a hit can leave; one NPC is a construct.
 */
type Page = { name: string; text: { content: string } };
type Doc = { name: string; type: string; system: Record<string, unknown>; items?: Doc[] };
const manifest = readJson<{ packs: { name: string; path: string; type: string }[]; packFolders: { packs: string[] }[] }>("system.json");
const journal = readJson<{ name: string; pages: Page[] }>("packs/slots/slots-rules/slots-stress-and-upkeep.json");
const plain = (html: string): string => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const allText = journal.pages.map((p) => plain(p.text.content)).join(" ");
const docsIn = (pack: string): Doc[] => readdirSync(join(repoRoot, "packs/slots", pack)).map((f) => readJson<Doc>(`packs/slots/${pack}/${f}`));
const actorOf = (doc: Doc): SlotsActor => slotsActorFromSource({ type: doc.type, system: doc.system, items: [] }, doc.name);
const itemOf = (doc: Doc, name: string): SlotsItem => {
  const item = doc.items?.find((i) => i.name === name);
  if (!item) throw new Error(`${doc.name} has no ${name}`);
  return slotsItemFromSource(item, name);
};

describe("the slots rules journal", () => {
  test("is the JournalEntry pack slots-rules in the Fray folder", () => {
    expect(manifest.packs.find((p) => p.name === "slots-rules")).toMatchObject({ path: "packs/slots/slots-rules", type: "JournalEntry" });
    expect(manifest.packFolders.flatMap((f) => f.packs)).toContain("slots-rules");
  });

  test.each([
    ["the Awareness order and ties", /equal.*one group/],
    ["the Stay action", /Stay/],
    ["Action Slots", /5 plus Agility/],
    ["Reserved Slots and Hesitation", /Reserved Slots.*Hesitation/],
    ["the Final Phase price", /Final Phase/],
    ["Half-Hits", /Half-Hit/],
    ["Weakness, Resistance and Erosion", /Weakness.*Resistance.*Erosion/],
    ["every counter", /Bleed.*Hemorrhage.*Exsanguination.*Stun.*Agony.*Frostbite.*Slow/],
    ["the three burnouts", /Strained.*Seizure.*Lost Voice/],
    ["Maims", /Sensory Deprivation.*Dismemberment.*Breakage/],
    ["Cinematic Execution", /Cinematic Execution/],
    ["Upkeep", /Upkeep/],
    ["the outro", /All Resolve.*Slow Burn/],
    ["world time", /5 seconds/],
  ])("covers %s", (_topic, pattern) => {
    expect(allText).toMatch(pattern);
  });

  test("its Conditions page names every status a token can show", () => {
    const conditions = plain(journal.pages.find((p) => p.name === "Conditions")!.text.content);
    const names: Record<(typeof SLOTS_STATUSES)[number], string> = { dead: "Dead", unconscious: "Unconscious", vulnerable: "Vulnerable", stunned: "Stunned", slowed: "Slowed", agony: "Agony", bleeding: "Bleeding", hemorrhaging: "Hemorrhaging", prone: "Prone", strained: "Strained", mindFog: "Mind Fog", mute: "Mute" };
    for (const status of SLOTS_STATUSES) expect(conditions, status).toContain(names[status]);
  });
});

function summary(): Record<string, number> {
  const page = journal.pages.at(-1)!;
  expect(page.name).toMatch(/^Worked Example/);
  const rows = [...page.text.content.matchAll(/<tr><td>([^<]+)<\/td><td>(\d+)<\/td><\/tr>/g)];
  return Object.fromEntries(rows.map((m) => [m[1]!.replace(/&#39;|'/g, "'"), Number(m[2])]));
}

test("the worked Full Round's numbers are what the rules core computes", () => {
  const seraphineDoc = readJson<Doc>("packs/slots/slots-characters/seraphine-vell.json");
  const odoDoc = readJson<Doc>("packs/slots/slots-characters/odo-brannock.json");
  const houndDoc = readJson<Doc>("packs/slots/slots-npcs/thorn-hound.json");
  let seraphine = actorOf(seraphineDoc);
  let odo = actorOf(odoDoc);
  let hound = actorOf(houndDoc);
  const gladius = itemOf(seraphineDoc, "Gladius");
  const knife = itemOf(houndDoc, "Serrated Knife");
  const maul = itemOf(odoDoc, "Thunder Maul");

  const order = activePhaseCycle({ rolls: [{ id: "seraphine", natural: 11, awareness: seraphine.awareness }, { id: "odo", natural: 7, awareness: odo.awareness }] });
  expect(order.cycle).toEqual([["seraphine"], ["odo"]]);
  // The NPC's pool: its Action Slots for the whole round, spent at AS prices.
  const houndStart = phaseStartOf(hound, 1);
  hound = applyPatch(hound, houndStart.patch);

  const seraphineStart = phaseStartOf(seraphine, 1);
  seraphine = applyPatch(seraphine, seraphineStart.patch);
  const attack = (attacker: SlotsActor, target: SlotsActor, item: SlotsItem, rolls: { accuracy: number; damage: number; stun?: number }, time: "active" | "final") => attackOf({ attacker, target, item, rolls, time, round: 1, targetIsConstruct: false, accuracyBonus: 0 });
  const first = attack(seraphine, hound, gladius, { accuracy: 10, damage: 5 }, "active");
  seraphine = applyPatch(seraphine, first.attacker);
  hound = applyPatch(hound, first.target);
  seraphine = applyPatch(seraphine, phaseEndOf(seraphine).patch);
  const reserved = seraphine.reservedSlots;

  const bite = attack(hound, odo, knife, { accuracy: 14, damage: 3 }, "active");
  hound = applyPatch(hound, bite.attacker);
  odo = applyPatch(odo, bite.target);
  const odoBleed = odo.bleed;

  const odoStart = phaseStartOf(odo, 1);
  odo = applyPatch(odo, odoStart.patch);
  const swing = attack(odo, hound, maul, { accuracy: 12, damage: 6, stun: 2 }, "active");
  odo = applyPatch(odo, swing.attacker);
  hound = applyPatch(hound, swing.target);
  odo = applyPatch(odo, phaseEndOf(odo).patch);

  const reaction = attack(seraphine, hound, gladius, { accuracy: 3, damage: 8 }, "final");
  seraphine = applyPatch(seraphine, reaction.attacker);
  hound = applyPatch(hound, reaction.target);

  const seraphineLost = hesitationOf(seraphine).result.lost;
  const odoHesitation = hesitationOf(odo);
  const odoLost = odoHesitation.result.lost;
  odo = applyPatch(odo, odoHesitation.patch);
  const upkeep = upkeepOf(odo, 1, {});
  odo = applyPatch(odo, upkeep.patch);

  expect([first, bite, swing, reaction].map((a) => a.result.outcome)).toEqual(["hit", "hit", "hit", "hit"]);
  expect(summary()).toEqual({
    "Seraphine's Awareness": order.totals["seraphine"],
    "Odo's Awareness": order.totals["odo"],
    "Hound's slots": houndStart.result.base,
    "Seraphine's Action Slots": seraphineStart.result.base,
    "Hound's Evasion": evasionOf(actorOf(houndDoc)),
    "Gladius damage": first.result.damage?.dealt,
    "Seraphine's Reserved Slots": reserved,
    "Serrated Knife damage": bite.result.damage?.dealt,
    "Odo's Bleed": odoBleed,
    "Odo's Action Slots": odoStart.result.base,
    "Thunder Maul damage": swing.result.damage?.dealt,
    "Slots lost to Stun": swing.result.effects?.actionLostToStun,
    "Final Phase price": reaction.result.payment.price,
    "Second Gladius damage": reaction.result.damage?.dealt,
    "Hound's HP": hound.hp,
    "Seraphine's Hesitation": seraphineLost,
    "Odo's Hesitation": odoLost,
    "Bleed damage at Upkeep": upkeep.result.bleedDamage,
    "Odo's HP after Upkeep": odo.hp,
    "Odo's Bleed after Upkeep": odo.bleed,
  });
});

describe("the slots compendiums", () => {
  const characters = [...docsIn("slots-characters"), ...docsIn("slots-npcs")];
  const abilities = [...docsIn("slots-abilities"), ...characters.flatMap((c) => c.items ?? [])].map((d) => slotsItemFromSource(d, d.name));

  test("every character and NPC reads through the core at full HP; one NPC is a construct", () => {
    for (const doc of characters) expect(() => actorOf(doc), doc.name).not.toThrow();
    expect(characters.filter((d) => actorOf(d).construct).map((d) => d.name)).toEqual(["Clockwork Warden"]);
    expect(characters.filter((d) => !actorOf(d).isPlayer).length).toBeGreaterThanOrEqual(2);
  });

  test("abilities and weapons cover every damage type of the seed", () => {
    const types = new Set(abilities.flatMap((a) => a.types));
    for (const type of DAMAGE_TYPES) expect(types, type).toContain(type);
  });

  test("and every effect a hit can leave: Bleed, Hemorrhage, Exsanguination, Stun, Agony, Frostbite, Slow, plus an Erosion above 1 and both areas", () => {
    expect(abilities.some((a) => a.onHit.bleed > 0)).toBe(true);
    expect(abilities.some((a) => a.onHit.hemorrhage > 0)).toBe(true);
    expect(abilities.some((a) => a.onHit.exsanguinate)).toBe(true);
    expect(abilities.some((a) => a.onHit.stunV > 0)).toBe(true);
    expect(abilities.some((a) => a.onHit.agony)).toBe(true);
    expect(abilities.some((a) => a.onHit.frostbite)).toBe(true);
    expect(abilities.some((a) => a.onHit.slow !== null)).toBe(true);
    expect(abilities.some((a) => a.erosion > 1)).toBe(true);
    expect(new Set(abilities.map((a) => a.aoe))).toEqual(new Set(["none", "impact", "engulf"]));
  });
});
