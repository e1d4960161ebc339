import { describe, expect, test } from "vitest";
import {
  type BanksActor,
  actionCost,
  applyDamage,
  banksCombat,
  canInterrupt,
  defaultBanksActor,
  dodgeThreshold,
  payBid,
  payCost,
  rerollInitiative,
  resolveTest,
} from "../../src/core/banks";
import { applyPatch } from "../../src/core/patch";
import { createRng } from "../../src/core/random";
import { readJson } from "../support/examples";

/**
 * The banks rules journal ("Banks, Bids and Blitz"): listed in system.json like every pack (so
 * the generic pack tests compile and read it back), covering the ruleset's topics, and with a
 * worked exchange whose summary table the rules core recomputes step by step.
 */
type Page = { _id: string; name: string; type: string; text: { content: string } };
const manifest = readJson<{ packs: { name: string; path: string; type: string }[]; packFolders: { packs: string[] }[] }>("system.json");
const journal = readJson<{ name: string; pages: Page[] }>("packs/banks/banks-rules/banks-bids-and-blitz.json");
const plain = (html: string): string => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const allText = journal.pages.map((p) => plain(p.text.content)).join(" ");

describe("the banks rules journal", () => {
  test("is the JournalEntry pack banks-rules in the Fray folder", () => {
    expect(manifest.packs.find((p) => p.name === "banks-rules")).toMatchObject({ path: "packs/banks/banks-rules", type: "JournalEntry" });
    expect(manifest.packFolders.flatMap((f) => f.packs)).toContain("banks-rules");
  });

  test("has 6 to 8 text pages, in order", () => {
    expect(journal.name).toBe("Banks, Bids and Blitz");
    expect(journal.pages.length).toBeGreaterThanOrEqual(6);
    expect(journal.pages.length).toBeLessThanOrEqual(8);
    expect(journal.pages.every((p) => p.type === "text")).toBe(true);
  });

  test.each([
    ["pools and hits", /5 or a 6 is a hit/],
    ["criticals", /critical/i],
    ["glitches", /Glitch Risk/],
    ["carry-over", /trimmed to the character's INT/],
    ["Cores", /replenish \/ maximum/],
    ["CRIT ties", /CRIT/],
    ["Blitz", /Blitz/],
    ["interrupts", /interrupt/],
    ["dodge bids", /bids/],
    ["cover", /Partial cover/],
    ["size", /size class/],
    ["autofire", /Automatic Fire/i],
    ["damage codes", /6P 3I/],
    ["armor and Piercing", /Piercing part gets through/],
    ["Stun", /WIL × 2/],
    ["Physical and Bleeding Out", /BOD × 2.*Bleeding Out/],
    ["recovery and medicine", /Stabilize.*Triage.*Clear Senses/],
    ["the Team Bank", /Team Bank/],
  ])("covers %s", (_topic, pattern) => {
    expect(allText).toMatch(pattern);
  });
});

/** The summary table of the worked example: step → result. */
function summary(): Map<string, number> {
  const page = journal.pages.at(-1)!;
  expect(page.name).toMatch(/^Worked Example/);
  const rows = [...page.text.content.matchAll(/<tr><td>([^<]+)<\/td><td>(\d+)<\/td><\/tr>/g)];
  return new Map(rows.map((m) => [m[1]!, Number(m[2])]));
}

const vex = (over: Partial<BanksActor> = {}): BanksActor => defaultBanksActor({ armor: { all: 2 }, ...over });
const raider = (over: Partial<BanksActor> = {}): BanksActor => defaultBanksActor({ isPlayer: false, ...over });

test("the worked exchange's numbers are what the rules core computes", () => {
  // 1. Round end trims 7 IP to INT 3; the reroll banks 3 hits.
  const view = { round: 1, turn: null, encounter: banksCombat.initialEncounter(), combatants: [{ id: "vex", actorId: "vex", name: "Vex", isPlayer: true, defeated: false, initiative: 7, state: vex({ ip: 7 }) }] };
  const carried = applyPatch(vex({ ip: 7 }), banksCombat.endRound(view, createRng(1)).actorPatches["vex"] ?? {});
  const roll = rerollInitiative({ actor: carried, initiativeDice: [5, 6, 1, 2, 5, 4] }).result;
  // 2. Vex cannot interrupt on IP alone; Chutzpah would buy it.
  expect(canInterrupt({ interrupter: vex({ ip: 6 }), actor: raider({ ip: 10 }), action: { kind: "simple" } })).toMatchObject({ allowed: true, via: "chutzpah" });
  // 3. The bid and the autofire; both sides pay.
  const threshold = dodgeThreshold({ aware: true, bid: 2, agi: 3, cover: "open", autoBullets: 6 }).threshold;
  const bid = payBid({ defender: vex({ ip: 6 }), bid: 2 });
  const burst = actionCost({ kind: "complex", base: 3, blitzCount: 0 }).cost;
  const paid = payCost({ actor: raider({ ip: 10 }), cost: burst });
  // 4. The roll.
  const test = resolveTest({ dice: [6, 5, 4, 3, 2, 1], threshold });
  expect(test).toMatchObject({ success: true, critical: false, glitch: false });
  // 5. The damage.
  const hit = applyDamage({ target: vex({ ip: 4 }), components: "3P 8E", critical: test.critical });
  expect(hit.result.knockedOut).toBe(true);
  // 7. The next reroll while unconscious: Stun recovery, no initiative roll.
  const downed = applyPatch(vex({ ip: 4 }), hit.patch);
  const capped = applyPatch(downed, { ip: Math.min(downed.ip, downed.attributes.INT) });
  const next = rerollInitiative({ actor: capped, stunDice: [5, 6, 2] });
  expect(next.result).toMatchObject({ rolled: false, woke: false });
  const after = applyPatch(capped, next.patch);

  expect(Object.fromEntries(summary())).toEqual({
    "Vex's IP carried into round 2": carried.ip,
    "Vex's initiative hits": roll.hits,
    "Vex's IP after the roll": roll.ip,
    "Threshold after the bid and the autofire": threshold,
    "Vex's IP after the bid": applyPatch(vex({ ip: 6 }), bid.patches.defender).ip,
    "Raider's IP after the burst": applyPatch(raider({ ip: 10 }), paid.patches.actor).ip,
    "Raider's hits": test.hits,
    "Raider's net hits": test.net,
    "Vex's Stun after the hit": hit.result.after.stun,
    "Vex's Physical after the hit": hit.result.after.physical,
    "Vex's Bleeding Out after the hit": hit.result.after.bleedingOut,
    "Cost of a second burst that turn": actionCost({ kind: "complex", base: 3, blitzCount: 1 }).cost,
    "Vex's Stun after the round 3 reroll": after.stun,
    "Vex's IP in round 3": after.ip,
  });
});
