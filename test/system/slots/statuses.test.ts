import "../../sim/install";
import { beforeEach, describe, expect, test } from "vitest";
import { type SlotsActor, SLOTS_STATUSES, slotsRuleset } from "../../../src/core/slots";
import { slotsStatuses, statusCounter } from "../../../src/core/slots/statuses";
import { localize } from "../../../src/view/i18n";
import { en } from "../../templates/render";
import { createWorld } from "../../sim";

const { registerSettings } = await import("../../../src/system/settings");
const { registerDataModels } = await import("../../../src/system/data/register");

/**
 * Slots' statuses on tokens (docs/rules/slots.md §7): each status follows its piece of state, the
 * counted ones carry their count in their name, Foundry's own ids are reused where they exist,
 * and HP is the token's health bar, set through the core. The sync machinery itself is shared
 * (system/statuses) and tested there; here only what slots gives it.
 */

const base = (): SlotsActor => ({ ...slotsRuleset.actor.defaults({ kind: "character" }), strength: 10, vitality: 10, hp: 170 });
const BURNOUT = base().burnout;
const cases: readonly [string, Partial<SlotsActor>][] = [
  ["unconscious", { unconscious: { hoursLeft: 10 } }],
  ["vulnerable", { hp: 0 }],
  ["stunned", { stunDebt: 2 }],
  ["slowed", { slow: { fraction: "1/2", startRound: 1, rounds: 2 } }],
  ["agony", { agony: true }],
  ["bleeding", { bleed: 3 }],
  ["hemorrhaging", { hemorrhage: 1 }],
  ["prone", { prone: true }],
  ["strained", { burnout: { ...BURNOUT, strainedDays: 3 } }],
  ["mindFog", { burnout: { ...BURNOUT, mindFog: { startRound: 2, rounds: 6 } } }],
  ["mute", { burnout: { ...BURNOUT, mute: { startRound: 2, rounds: 7 } } }],
];

describe("which statuses a state shows", () => {
  test.each(cases)("%s", (status, over) => {
    expect(slotsStatuses({ ...base(), ...over })).toEqual(status === "vulnerable" ? ["vulnerable"] : [status]);
  });

  test("a healthy character shows none; every status has a case above or is Dead", () => {
    expect(slotsStatuses(base())).toEqual([]);
    expect(new Set([...cases.map(([s]) => s), "dead"])).toEqual(new Set(SLOTS_STATUSES));
  });

  test("a Seizure shows as Stunned (no slots) with Vulnerable and Prone; Vulnerable by an effect shows at full HP", () => {
    const seizing = { ...base(), hp: 0, prone: true, burnout: { ...BURNOUT, seizure: { startRound: 1, rounds: 4 } } };
    expect(slotsStatuses(seizing)).toEqual(["vulnerable", "stunned", "prone"]);
    expect(slotsStatuses({ ...base(), vulnerableByEffect: true })).toEqual(["vulnerable"]);
  });

  test("the dead show Dead, and Prone if they fell, nothing else", () => {
    expect(slotsStatuses({ ...base(), dead: true, hp: 0, bleed: 4, prone: true })).toEqual(["dead", "prone"]);
    expect(slotsStatuses({ ...base(), dead: true, agony: true })).toEqual(["dead"]);
  });

  test("Bleeding, Hemorrhaging and Stunned carry their counts", () => {
    const s = { ...base(), bleed: 5, hemorrhage: 2, stunDebt: 3 };
    expect([statusCounter(s, "bleeding"), statusCounter(s, "hemorrhaging"), statusCounter(s, "stunned"), statusCounter(s, "agony")]).toEqual([5, 2, 3, null]);
  });
});

describe("in Foundry", () => {
  type Entry = { id: string; name: string; img: string; hud?: unknown };
  let entries: Entry[];
  let coreCount: number;
  beforeEach(() => {
    const world = createWorld();
    world.settings.world.set("fray.ruleset", "slots");
    const gm = world.open("gm");
    world.focus(gm);
    world.inTabSync(gm, () => {
      registerSettings();
      registerDataModels();
    });
    // Core's status effects, as a new client's CONFIG holds them.
    entries = CONFIG.statusEffects as unknown as Entry[];
    coreCount = entries.length;
    world.seed("Actor", { _id: "odo", name: "Odo", type: "character", system: { slots: { ...base(), hp: 120 } } });
  });

  test("core's dead, unconscious, stun and prone are reused; the rest are Fray's, off the HUD, each with a worded name", async () => {
    const { registerSlotsStatusEffects, slotsStatusIdOf } = await import("../../../src/system/slots/statuses/statuses");
    registerSlotsStatusEffects();
    expect(["dead", "unconscious", "stunned", "prone"].map((s) => slotsStatusIdOf(s as never))).toEqual(["dead", "unconscious", "stun", "prone"]);
    const added = entries.slice(coreCount);
    expect(added.map((e) => e.id)).toEqual(["fray-slots-vulnerable", "fray-slots-slowed", "fray-slots-agony", "fray-slots-bleeding", "fray-slots-hemorrhaging", "fray-slots-strained", "fray-slots-mind-fog", "fray-slots-mute"]);
    for (const e of added) {
      expect(e.hud).toBe(false);
      expect(localize(en, e.name)).not.toBe(e.name);
    }
  });

  test("a bleeding, hemorrhaging, stunned character's token shows 'Bleeding 3', 'Hemorrhaging 1' and 'Stunned 2'", async () => {
    const { registerSlotsStatusEffects } = await import("../../../src/system/slots/statuses/statuses");
    const { statusLabel } = await import("../../../src/system/slots/statuses/statuses-sync");
    registerSlotsStatusEffects();
    const s = { ...base(), bleed: 3, hemorrhage: 1, stunDebt: 2 };
    expect([statusLabel(s, "bleeding"), statusLabel(s, "hemorrhaging"), statusLabel(s, "stunned"), statusLabel(s, "agony")]).toEqual(["Bleeding 3", "Hemorrhaging 1", "Stunned 2", "Agony"]);
  });

  test("HP is the health bar, and setting it from the token goes through the core (clamped to 0…max)", async () => {
    const { slotsTokenBars } = await import("../../../src/system/slots/token-bars");
    const system = { slots: { ...base(), hp: 120 } };
    expect(slotsTokenBars.health(system)).toEqual({ value: 120, max: 170 });
    const actor = game.actors!.get("odo")!;
    expect(slotsTokenBars.barUpdate(actor, "health", -30, true, true)).toEqual({ system: { slots: { hp: 90 } } });
    expect(slotsTokenBars.barUpdate(actor, "health", 500, false, true)).toEqual({ system: { slots: { hp: 170 } } });
    expect(slotsTokenBars.barUpdate(actor, "health", -500, true, true)).toEqual({ system: { slots: { hp: 0 } } });
    expect(slotsTokenBars.barUpdate(actor, "something.else", 3, false, true)).toBeNull();
    expect(slotsTokenBars.health({ slots: "broken" })).toEqual({ value: 0, max: 0 });
  });
});
