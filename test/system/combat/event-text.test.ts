import { expect, test } from "vitest";
import { UNKNOWN_EVENT_KEY, eventText, eventTextKey } from "../../../src/system/combat/event-text";

test("an event type names its ruleset's Event key", () => {
  expect(eventTextKey("trauma.overkillDeath")).toBe("FRAY.Trauma.Event.overkillDeath");
  expect(eventTextKey("banks.blitz.started")).toBe("FRAY.Banks.Event.blitz.started");
  expect(eventTextKey("nodot")).toBe(UNKNOWN_EVENT_KEY);
  expect(eventTextKey(".x")).toBe(UNKNOWN_EVENT_KEY);
  expect(eventTextKey("x.")).toBe(UNKNOWN_EVENT_KEY);
});

test("the tracker's name wins over the policy's; details become text data", () => {
  const event = { type: "trauma.overkillDeath", combatantId: "a", detail: { name: "policy", deficit: 3, late: true, none: null } };
  expect(eventText(event, "Qulia")).toEqual({
    key: "FRAY.Trauma.Event.overkillDeath",
    data: { type: "trauma.overkillDeath", name: "Qulia", deficit: 3, late: "true", none: "" },
  });
  expect(eventText(event).data?.["name"]).toBe("policy");
});
