import { describe, expect, test } from "vitest";
import { defaultBanksWeapon } from "../../../../src/core/banks";
import { weaponChips } from "../../../../src/view/banks/sheet/gear";

const keys = (w: ReturnType<typeof defaultBanksWeapon>): string[] => weaponChips(w).map((c) => c.label.key);

describe("weapon chips name a firing mode only for a fired weapon (docs/rules/banks.md §3.3, §6.18)", () => {
  test("a pistol with Automatic 1 is semi-automatic", () => {
    expect(keys(defaultBanksWeapon())).toContain("FRAY.Banks.Sheet.Weapon.Semi");
  });
  test("a rifle with Automatic 6 shows its Auto rating", () => {
    expect(keys({ ...defaultBanksWeapon(), auto: 6 })).toContain("FRAY.Banks.Sheet.Weapon.Auto");
  });
  test("an axe (Reach) and a grenade (Thrown) with Automatic 1 carry no firing-mode tag", () => {
    for (const w of [{ ...defaultBanksWeapon(), reach: 1 }, { ...defaultBanksWeapon(), qualities: ["Thrown"] }]) {
      expect(keys(w)).not.toContain("FRAY.Banks.Sheet.Weapon.Semi");
      expect(keys(w)).not.toContain("FRAY.Banks.Sheet.Weapon.Auto");
    }
  });
});
