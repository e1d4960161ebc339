import { describe, expect, test } from "vitest";
import { DEFAULT_ARMOR_SPREAD, formatSpread, parseSpread, spreadPercent, validateSpread } from "../../../src/core/trauma";

describe("spreads (docs/rules/trauma.md §3.2)", () => {
  test.each([
    ["100% > 60%", [100, 60]],
    ["10% | 75% | 90%", [10, 75, 90]],
    ["10% > 75% > 90%", [10, 75, 90]],
    ["100, 50, 10", [100, 50, 10]],
    ["  0 25 ", [0, 25]],
    ["100%>50%>10%", [100, 50, 10]],
    ["100", [100]],
  ])("parses %j", (text, spread) => {
    expect(parseSpread(text)).toEqual(spread);
  });

  test.each([
    ["", "weapon.spread"],
    ["100% > abc", "weapon.spread[1]"],
    ["101%", "weapon.spread[0]"],
    ["-5", "weapon.spread[0]"],
    ["50%%", "weapon.spread[0]"],
    ["7.5%", "weapon.spread[0]"],
  ])("rejects %j with spread.invalid", (text, path) => {
    expect(() => parseSpread(text, "weapon.spread")).toThrow(expect.objectContaining({ code: "spread.invalid", path }));
  });

  test("formats back to the seed's notation", () => {
    expect(formatSpread([100, 60])).toBe("100% > 60%");
    expect(formatSpread(DEFAULT_ARMOR_SPREAD, " | ")).toBe("10% | 75% | 90%");
    expect(parseSpread(formatSpread([100, 50, 10]))).toEqual([100, 50, 10]);
  });

  test("validateSpread and spreadPercent", () => {
    expect(() => validateSpread([], "s")).toThrow(expect.objectContaining({ code: "spread.invalid", path: "s" }));
    expect(() => validateSpread([10, 1.5], "s")).toThrow(expect.objectContaining({ path: "s[1]" }));
    expect(() => validateSpread("100", "s")).toThrow(expect.objectContaining({ code: "spread.invalid" }));
    expect(spreadPercent([100, 60], 1)).toBe(60);
    expect(spreadPercent([100, 60], 2)).toBeNull();
  });
});
