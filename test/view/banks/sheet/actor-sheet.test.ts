/**
 * The banks actor sheet's view-model from the compendium's actors: damage boxes sized by the
 * core's caps, what a machine lacks, the Initiative Bank of a core, gear, and a sheet whose
 * stored data breaks the rules still opening.
 */
import { describe, expect, test } from "vitest";
import { banksActorSheetView } from "../../../../src/view/banks/sheet/actor-sheet";
import { capsAfterEdit, boxValue, counterStep } from "../../../../src/view/banks/sheet/edits";
import { newTraitName } from "../../../../src/view/banks/sheet/traits";
import { hornet, ines, loader, packItem, sheetInput, stateOf, tomas, withBanks } from "./fixtures";

const attrs = (over: Record<string, number>) => ({ ...(ines().system.banks["attributes"] as Record<string, unknown>), ...over });

describe("damage tracks", () => {
  test("Stun has 2·WIL boxes and Physical 2·BOD, each box setting the bank", () => {
    const view = banksActorSheetView(sheetInput(withBanks(ines(), { attributes: attrs({ WIL: 4, BOD: 2 }), stun: 3, physical: 1 })));
    const [stun, physical] = view.tracks.tracks;
    expect(stun?.key).toBe("stun");
    expect(stun?.boxes.dots).toHaveLength(8);
    expect(physical?.boxes.dots).toHaveLength(4);
    expect(stun?.boxes.dots.filter((d) => d.filled)).toHaveLength(3);
    // Box 5 marks 5; the last marked box (3) clears one.
    expect(stun?.boxes.dots.map((d) => d.value)).toEqual([1, 2, 2, 4, 5, 6, 7, 8]);
    expect(view.tracks.summary).toEqual({ key: "FRAY.Banks.Sheet.Track.SummaryLife", data: { stun: 3, stunCap: 8, physical: 1, physicalCap: 4 } });
  });

  test("a full Stun row is marked full (knocked out at 2·WIL)", () => {
    const view = banksActorSheetView(sheetInput(withBanks(ines(), { stun: 6, unconscious: true })));
    expect(view.tracks.tracks[0]?.full).toBe(true);
    expect(view.header.badges.map((b) => b.key)).toContain("unconscious");
  });

  test("a machine has no Stun track and no Bleeding Out; destroyed is its state", () => {
    const view = banksActorSheetView(sheetInput(hornet()));
    expect(view.tracks.tracks.map((t) => t.key)).toEqual(["physical"]);
    expect(view.tracks.tracks[0]?.boxes.dots).toHaveLength(2 * stateOf(hornet()).attributes.BOD);
    expect(view.tracks.counters.map((c) => c.key)).toEqual(["sensory"]);
    expect(view.tracks.states.map((s) => s.key)).toEqual(["destroyed"]);
  });

  test("a life form has Bleeding Out and Sensory Overload counters, unconscious and dead", () => {
    const view = banksActorSheetView(sheetInput(withBanks(ines(), { bleedingOut: 2, maxBleedingOut: 3 })));
    expect(view.tracks.counters.map((c) => [c.key, c.value])).toEqual([
      ["bleedingOut", 2],
      ["sensory", 0],
    ]);
    expect(view.tracks.counters[0]?.note).toEqual({ key: "FRAY.Banks.Sheet.Counter.MaxBleedingOut", data: { max: 3 } });
    expect(view.tracks.states.map((s) => s.key)).toEqual(["unconscious", "dead"]);
    expect(view.header.badges.map((b) => b.key)).toContain("bleedingOut");
  });
});

describe("header and situation", () => {
  test("a core shows IP as replenish / max (§6.16)", () => {
    const view = banksActorSheetView(sheetInput(withBanks(hornet(), { ip: 3 })));
    expect(view.core).toBe(true);
    expect(view.header.initiative.summary).toEqual({ key: "FRAY.Banks.Sheet.Ip.Core", data: { ip: 3, replenish: 2, max: 4 } });
    expect(view.header.kind).toEqual({ key: "FRAY.Banks.Field.Kind.machine" });
    expect(view.header.size).toEqual({ key: "FRAY.Banks.Sheet.SizeBadge", data: { size: "A" } });
  });

  test("a coordinated member sees IP with the Team Bank", () => {
    const team = { id: "crew", state: { leaderId: null, bank: 3, usedTactics: [], members: ["c1"] }, memberId: "c1" };
    const view = banksActorSheetView(sheetInput(withBanks(ines(), { ip: 2, teamId: "crew" }), { combat: { timeClass: "B", team, current: null, ownTurn: true } }));
    expect(view.header.initiative.effective).toEqual({ key: "FRAY.Banks.Sheet.Ip.Effective", data: { effective: 5, team: 3 } });
  });

  test("recoil shows the dice it costs (B-17: recoil 6, BOD 3 → −3)", () => {
    const view = banksActorSheetView(sheetInput(withBanks(ines(), { recoil: 6 })));
    expect(view.situation.recoil.penalty).toEqual({ key: "FRAY.Banks.Sheet.Recoil.Penalty", data: { dice: 3 } });
  });

  test("posture flags and momentum", () => {
    const view = banksActorSheetView(sheetInput(withBanks(tomas(), { prone: true, cover: "partial", martialMomentum: { targetId: "x", value: 2 } })));
    expect(view.header.badges.map((b) => b.key)).toEqual(["prone", "coverPartial"]);
    expect(view.situation.flags.find((f) => f.key === "prone")?.checked).toBe(true);
    expect(view.situation.coverOptions.find((o) => o.selected)?.value).toBe("partial");
    expect(view.situation.momentum?.data).toMatchObject({ value: 2 });
    expect(view.situation.ran).toBeNull();
  });

  test("a runner and an Active Dodge/Parry bank, worded", () => {
    const view = banksActorSheetView(sheetInput(withBanks(tomas(), { turn: { blitzCount: 1, acted: true, passed: false, attackedThisRound: false, ran: true }, activeDodgeBank: { spec: "weaponParry", hits: 2 } })));
    expect(view.situation.ran).toEqual({ key: "FRAY.Banks.Sheet.Ran" });
    expect(view.situation.dodgeBank).toEqual({ key: "FRAY.Banks.Sheet.DodgeBank", data: { hits: 2, spec: { key: "FRAY.Banks.Card.Dodge.Spec.weaponParry" } } });
  });
});

describe("gear", () => {
  test("weapons with their code and what it deals; armor worn and what it stops", () => {
    const view = banksActorSheetView(sheetInput(tomas()));
    expect(view.weapons.map((w) => [w.name, w.code])).toEqual([
      ["Spacer Carbine", "5P"],
      ["Shock Baton", "2I 4E"],
    ]);
    expect(view.weapons[0]?.chips.map((c) => c.label)).toContainEqual({ key: "FRAY.Banks.Sheet.Weapon.Auto", data: { value: 3 } });
    expect(view.armor.rows[0]?.worn).toBe(true);
    // Ballistic Plate Vest: all 1, P 4, I 3.
    const stops = Object.fromEntries(view.armor.effective.map((c) => [c.key, c.value]));
    expect(stops).toMatchObject({ P: 4, I: 3, E: 1, S: 1 });
  });

  test("armor taken off stops nothing", () => {
    const t = tomas();
    t.items = t.items.map((i) => (i.type === "armor" ? { ...i, system: { ...i.system, banks: { ...(i.system["banks"] as object), equipped: false } } } : i));
    const view = banksActorSheetView(sheetInput(t));
    expect(view.armor.rows[0]?.worn).toBe(false);
    expect(view.armor.effective.every((c) => c.value === 0)).toBe(true);
  });

  test("a weapon whose code the rules reject gets a flagged row", () => {
    const t = tomas();
    const broken = packItem("packs/banks/banks-weapons/slug-pistol.json");
    broken.system = { ...broken.system, banks: { ...(broken.system["banks"] as object), code: "6Q" } };
    t.items.push(broken);
    const row = banksActorSheetView(sheetInput(t)).weapons.find((w) => w.id === broken._id);
    expect(row?.invalid).toEqual({ key: "FRAY.Common.Sheet.Item.Invalid", data: { name: "Slug Pistol" } });
    expect(row?.code).toBeNull();
  });
});

describe("data the rules reject", () => {
  test("Stun above 2·WIL still opens, clamped, and says where", () => {
    const view = banksActorSheetView(sheetInput(withBanks(ines(), { stun: 9 })));
    expect(view.problem).toEqual({ key: "FRAY.Banks.Sheet.Invalid", data: { path: "actor.system.banks.stun" } });
    expect(view.tracks.tracks[0]?.value).toBe(6);
  });

  test("a broken armor item does not hide the actor", () => {
    const l = loader();
    l.items.push({ _id: "brokenarmor00001", name: "Bad plate", type: "armor", img: "", system: { banks: { ratings: { Q: 2 } } } });
    const view = banksActorSheetView(sheetInput(l));
    expect(view.problem?.key).toBe("FRAY.Banks.Sheet.Invalid");
    expect(view.header.initiative.max).toBe(3);
    expect(view.armor.rows.find((r) => r.name === "Bad plate")?.invalid).not.toBeNull();
  });
});

describe("edits", () => {
  test("lowering WIL brings Stun down to the new cap; lowering BOD brings Physical and Momentum down", () => {
    const state = stateOf(withBanks(ines(), { stun: 6, physical: 5, martialMomentum: { targetId: "t", value: 3 } }));
    expect(capsAfterEdit(state, { WIL: 2 })).toEqual({ stun: 4 });
    expect(capsAfterEdit(state, { BOD: 2 })).toEqual({ physical: 4, martialMomentum: { targetId: "t", value: 2 } });
    expect(capsAfterEdit(state, { WIL: 5, BOD: 3 })).toEqual({});
  });

  test("a box sets the bank within its row; a counter steps, keeping Bleeding Out's highest", () => {
    const state = stateOf(withBanks(ines(), { bleedingOut: 2, maxBleedingOut: 2 }));
    expect(boxValue(state, "stun", 4)).toBe(4);
    expect(boxValue(state, "physical", 99)).toBe(6);
    expect(boxValue(state, "stun", -1)).toBe(0);
    expect(counterStep(state, "bleedingOut", 1)).toEqual({ bleedingOut: 3, maxBleedingOut: 3 });
    expect(counterStep(state, "bleedingOut", -1)).toEqual({ bleedingOut: 1 });
    expect(counterStep(state, "sensory", -1)).toBeNull();
  });

  test("a new skill's name: trimmed, no dots, not taken", () => {
    expect(newTraitName("  Piloting ", {})).toEqual({ name: "Piloting" });
    expect(newTraitName("", {})).toBeNull();
    expect(newTraitName("Fire.arms", {})).toEqual({ error: { key: "FRAY.Banks.Sheet.Skill.Dot" } });
    expect(newTraitName("Stealth", { Stealth: 2 })).toEqual({ error: { key: "FRAY.Banks.Sheet.Skill.Taken", data: { name: "Stealth" } } });
  });
});
