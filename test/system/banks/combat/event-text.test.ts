/**
 * Every event the banks combat policy posts has its own sentence (docs/rules/banks.md §8), so the
 * events card never falls back to the generic line; the types are read from the policy's
 * source, so a new event without a text fails here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { eventTextKey } from "../../../../src/system/combat/event-text";
import { formatText, localize } from "../../../../src/view/i18n";
import { lang } from "../../../support/examples";

const en = lang();
const source = readFileSync(join(import.meta.dirname, "../../../../src/core/banks/combat.ts"), "utf8");
const types = [...new Set([...source.matchAll(/type: "(banks\.[A-Za-z]+)"/g)].map((m) => m[1]!))].sort();

test("the policy's event types are found", () => {
  expect(types).toEqual(["banks.bleedingOut", "banks.cannotAct", "banks.dead", "banks.initiative", "banks.ipCapped", "banks.replenish", "banks.startingIp", "banks.stunRecovery", "banks.turn", "banks.wakes"]);
});

test.each(types)("%s has a sentence in lang/en.json", (type) => {
  const key = eventTextKey(type);
  expect(localize(en, key)).not.toBe(key);
});

test("the round end's cap reads with its numbers", () => {
  expect(formatText(en, { key: eventTextKey("banks.ipCapped"), data: { name: "Ria", from: 7, to: 3 } })).toBe("Ria carries 3 of 7 IP into the next round (the rest is lost).");
});
