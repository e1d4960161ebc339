// The condition monitor's view-model (rules/track.md §3.1, §7): marks, labels, what a click does, the penalty.
import { describe, expect, test } from "vitest";
import { defaultTrackActor } from "../../../src/core/track";
import { formatText } from "../../../src/view/i18n";
import { monitorView } from "../../../src/view/track/monitor-view";
import { lang } from "../../support/examples";

const en = lang();
const word = (t: Parameters<typeof formatText>[1]) => formatText(en, t);

describe("monitorView", () => {
  test("K-12's track draws as three Aggravated, three Normal and four empty boxes, with penalty 4 at Willpower 4", () => {
    const view = monitorView(defaultTrackActor({ slash: 6, back: 3, bar: 3, willpower: 4 }));
    expect(view.boxes.map((b) => b.mark)).toEqual(["aggravated", "aggravated", "aggravated", "normal", "normal", "normal", "empty", "empty", "empty", "empty"]);
    expect(word(view.boxes[0]!.label)).toBe("Box 1: Aggravated");
    expect(word(view.boxes[3]!.next)).toBe("Click to mark it Lethal (X)");
    expect(word(view.boxes[9]!.next)).toBe("Click to mark it Normal (/)");
    expect(word(view.penaltyLabel)).toBe("Wound penalty −4 to actions");
    expect(view).toMatchObject({ filled: 6, max: 10, penalty: 4, conditions: [] });
  });

  test("healing's back-stroke-only boxes and the conditions of a Dying character", () => {
    const view = monitorView(defaultTrackActor({ slash: 0, back: 4, bar: 0 }));
    expect(view.boxes.slice(0, 5).map((b) => b.mark)).toEqual(["back", "back", "back", "back", "empty"]);
    const dying = monitorView(defaultTrackActor({ slash: 10, back: 10, dying: { secondsLeft: 288 }, deathCount: 1, willpower: 3 }));
    expect(dying.conditions.map(word)).toEqual(["Incapacitated", "Dying: 4:48 left", "Death Threshold 1 of 3"]);
    expect(monitorView(defaultTrackActor({ slash: 10, dead: true, object: true })).conditions.map(word)).toEqual(["Destroyed"]);
    expect(word(monitorView(defaultTrackActor({ slash: 5, indomitable: true })).penaltyLabel)).toBe("Indomitable: no wound penalty");
  });

  test("every label is worded", () => {
    const view = monitorView(defaultTrackActor({ slash: 7, back: 9, bar: 2 }));
    for (const b of view.boxes) for (const t of [b.label, b.next]) expect(word(t)).not.toMatch(/FRAY\.|\{/);
  });
});

describe("an object's monitor", () => {
  test("says it takes no penalties, rather than a penalty of −0", async () => {
    const { defaultTrackActor } = await import("../../../src/core/track");
    const { monitorView } = await import("../../../src/view/track/monitor-view");
    expect(monitorView(defaultTrackActor({ object: true, slash: 4 })).penaltyLabel).toMatchObject({ key: "FRAY.Track.Monitor.ObjectNoPenalty" });
  });
});
