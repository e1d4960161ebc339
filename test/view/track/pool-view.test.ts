// The pool dialog (rules/track.md §5.6): the wound penalty is its own line on actions, never on Resistance Tests.
import { describe, expect, test } from "vitest";
import { defaultTrackActor } from "../../../src/core/track";
import { type Text, formatText, text } from "../../../src/view/i18n";
import { poolRollView } from "../../../src/view/track/pool-view";
import { lang } from "../../support/examples";

const en = lang();
const word = (t: Text) => formatText(en, t);
const parts = [{ label: text("FRAY.Track.Monitor.Mark.Normal"), dice: 5 }];

describe("poolRollView", () => {
  test("K-1's penalty of 3 comes off an action as a labelled line, with exact odds", () => {
    const actor = defaultTrackActor({ slash: 5, willpower: 4 });
    const view = poolRollView({ actor, parts, threshold: 1, resistance: false });
    expect(view.lines.map((l) => `${word(l.label)} ${l.dice}`)).toEqual(["Normal (/) +5", "Wound penalty −3"]);
    expect(view.pool).toBe(2);
    // Two dice, at least one hit: 1 − (2/3)² = 5/9.
    expect(view.success).toBe("55.6%");
    expect(view.net.map((n) => `${word(n.label)} ${n.fraction}`)).toEqual(["net hits 0 4/9", "net hits 1 1/9"]);
    expect(view.blocked).toBeNull();
  });

  test("a Resistance Test keeps every die, and the Incapacitated may still make one", () => {
    const actor = defaultTrackActor({ slash: 10, willpower: 2 });
    expect(poolRollView({ actor, parts, threshold: 0, resistance: true })).toMatchObject({ pool: 5, blocked: null });
    expect(word(poolRollView({ actor, parts, threshold: 0, resistance: false }).blocked!)).toBe("Incapacitated: no action that needs a roll.");
  });
});
