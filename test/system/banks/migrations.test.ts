import { describe, expect, test } from "vitest";
import { migrateBanksSource } from "../../../src/system/banks/migrations";

/** 0.1.0 kept armor's one equip flag in system.trauma.equipped and banks read it there. */
describe("an old armor source gets banks' own equip flag", () => {
  test("armor a 0.1.0 world took off stays off in a banks world", () => {
    const system: Record<string, unknown> = { trauma: { spread: [10], equipped: false }, banks: { ratings: { all: 2 } } };
    migrateBanksSource("Item", "armor", system);
    expect(system["banks"]).toEqual({ ratings: { all: 2 }, equipped: false });
  });

  test("an armor with no banks slice yet gets one holding the flag; worn armor stays worn", () => {
    const off: Record<string, unknown> = { trauma: { spread: [10], equipped: false } };
    migrateBanksSource("Item", "armor", off);
    expect(off["banks"]).toEqual({ equipped: false });
    const on: Record<string, unknown> = { trauma: { spread: [10], equipped: true }, banks: { ratings: {} } };
    migrateBanksSource("Item", "armor", on);
    expect(on["banks"]).toEqual({ ratings: {}, equipped: true });
  });

  test("a flag banks already has wins, running twice changes nothing, and other documents are left alone", () => {
    const system: Record<string, unknown> = { trauma: { equipped: false }, banks: { equipped: true } };
    migrateBanksSource("Item", "armor", system);
    migrateBanksSource("Item", "armor", system);
    expect(system["banks"]).toEqual({ equipped: true });
    const weapon: Record<string, unknown> = { trauma: { equipped: false } };
    migrateBanksSource("Item", "weapon", weapon);
    migrateBanksSource("Actor", "character", weapon);
    expect(weapon).toEqual({ trauma: { equipped: false } });
  });
});
