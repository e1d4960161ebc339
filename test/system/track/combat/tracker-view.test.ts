import { describe, expect, test } from "vitest";
import { defaultTrackActor } from "../../../../src/core/track";
import { trackTrackerView } from "../../../../src/view/track/tracker-view";
import { formatText } from "../../../../src/view/i18n";
import { en } from "../../../templates/render";

const word = (t: Parameters<typeof formatText>[1]) => formatText(en, t);

describe("the track tracker", () => {
  const combatants = [
    { id: "m", name: "Mara", initiative: 3, state: defaultTrackActor() },
    { id: "d", name: "Dez", initiative: 3, state: defaultTrackActor() },
    { id: "s", name: "Stalker", initiative: 2, state: defaultTrackActor({ extraPasses: 1 }) },
    { id: "g", name: "Ganger", initiative: 4, state: defaultTrackActor({ slash: 10, back: 10, dying: { secondsLeft: 288 } }) },
  ];

  test("equal scores act as one group; extra passes come after everyone; the Incapacitated are skipped", () => {
    expect(trackTrackerView(combatants).passes.map(word)).toEqual(["Pass 1: Mara + Dez (3), Stalker (2)", "Pass 2: Stalker (2)"]);
  });

  test("a Dying combatant's row shows the time left, and that it is skipped for actions", () => {
    const row = trackTrackerView(combatants).rows.find((r) => r.id === "g")!;
    expect(row.badges.map((b) => [b.kind, word(b.label)])).toEqual([
      ["dying", "Dying: 4:48 left"],
      ["incapacitated", "Incapacitated: skipped for actions"],
    ]);
  });

  test("no passes before initiative is rolled; an unreadable actor gets no badges", () => {
    const view = trackTrackerView([{ id: "x", name: "X", initiative: null, state: null }]);
    expect(view.passes).toEqual([]);
    expect(view.rows).toEqual([{ id: "x", badges: [] }]);
  });
});
