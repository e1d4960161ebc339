import { describe, expect, test } from "vitest";
import { defaultTrackActor, roundRows, canActOnTrack, type TrackActor } from "../../../../src/core/track";
import { trackTrackerView } from "../../../../src/view/track/tracker-view";
import { formatText } from "../../../../src/view/i18n";
import { en } from "../../../templates/render";

const word = (t: Parameters<typeof formatText>[1]) => formatText(en, t);

describe("the track tracker", () => {
  const combatants: { id: string; name: string; initiative: number; state: TrackActor }[] = [
    { id: "m", name: "Mara", initiative: 3, state: defaultTrackActor() },
    { id: "d", name: "Dez", initiative: 3, state: defaultTrackActor() },
    { id: "s", name: "Stalker", initiative: 2, state: defaultTrackActor({ extraPasses: 1 }) },
    { id: "g", name: "Ganger", initiative: 4, state: defaultTrackActor({ slash: 10, back: 10, dying: { secondsLeft: 288 } }) },
  ];
  const byId = new Map(combatants.map((c) => [c.id, c]));
  const rows = roundRows(combatants.map((c) => ({ id: c.id, score: c.initiative, extraPasses: c.state.extraPasses, canAct: canActOnTrack(c.state) })), [], 1);
  const turns = rows.map((r) => byId.get(r.id)!);
  const view = (turn: number | null, controls: (id: string) => boolean = () => true) => trackTrackerView({ turns, rows, round: 1, turn, controls });

  test("one row per turn: equal scores side by side as one group, the extra pass after everyone", () => {
    expect(turns.map((c) => c.id)).toEqual(["g", "d", "m", "s", "s"]);
    const v = view(2);
    expect(v.rows.map((r) => r.place)).toEqual(["solo", "first", "last", "solo", "solo"]);
    expect(v.rows.map((r) => (r.passLabel ? word(r.passLabel) : null))).toEqual(["Pass 1", null, null, null, "Pass 2"]);
    expect(word(v.rows[1]!.groupLabel!)).toBe("Acting together (score 3)");
    expect(word(v.heading!)).toBe("Round 1 · Pass 1 of 2");
  });

  test("the whole group is acting on its turn, and each may hold but the last of the pass", () => {
    const v = view(2);
    expect(v.rows.filter((r) => r.acting).map((r) => r.id)).toEqual(["d", "m"]);
    expect(v.rows.filter((r) => r.canHold).map((r) => r.id)).toEqual(["d", "m"]);
    expect(view(3).rows.filter((r) => r.canHold)).toEqual([]); // the Stalker is last in pass 1
  });

  test("only the owner (or a GM) gets the buttons", () => {
    expect(view(2, (id) => id === "m").rows.filter((r) => r.canHold).map((r) => r.id)).toEqual(["m"]);
  });

  test("turns left count down as the round goes, and are shown only to those with extra passes", () => {
    const left = (turn: number) => view(turn).rows.filter((r) => r.badges.some((b) => b.kind === "passes")).map((r) => [r.index, word(r.badges.find((b) => b.kind === "passes")!.label)]);
    expect(left(0)).toEqual([[3, "2 turn(s) left"], [4, "2 turn(s) left"]]);
    expect(left(3)).toEqual([[3, "1 turn(s) left"], [4, "1 turn(s) left"]]);
    expect(word(view(4).heading!)).toBe("Round 1 · Pass 2 of 2");
  });

  test("a Dying combatant's row shows the time left, and that it is skipped for actions", () => {
    const row = view(0).rows.find((r) => r.id === "g")!;
    expect(row.badges.map((b) => [b.kind, word(b.label)])).toEqual([
      ["dying", "Dying: 4:48 left"],
      ["incapacitated", "Incapacitated: skipped for actions"],
    ]);
    expect(row.canHold).toBe(false);
  });

  test("a held row says so, and its owner may act now while it is still to come", () => {
    const held = roundRows(turns.map((c) => ({ id: c.id, score: c.initiative, extraPasses: c.state.extraPasses, canAct: canActOnTrack(c.state) })).filter((e, i, a) => a.findIndex((x) => x.id === e.id) === i), [{ round: 1, pass: 1, id: "d", at: null }], 1);
    const heldTurns = held.map((r) => byId.get(r.id)!);
    const v = trackTrackerView({ turns: heldTurns, rows: held, round: 1, turn: 1, controls: () => true });
    expect(heldTurns.map((c) => c.id)).toEqual(["g", "m", "s", "d", "s"]);
    const dez = v.rows[3]!;
    expect(dez.badges.map((b) => b.kind)).toContain("held");
    expect(dez.canActNow).toBe(true);
  });

  test("no heading before initiative is rolled; rows that do not match the turns are not trusted; an unreadable actor gets no badges", () => {
    const v = trackTrackerView({ turns: [{ id: "x", name: "X", initiative: null, state: null }], rows: [], round: 0, turn: null, controls: () => true });
    expect(v.heading).toBeNull();
    expect(v.rows[0]!.badges).toEqual([]);
    const mismatched = trackTrackerView({ turns: [...turns].reverse(), rows, round: 1, turn: 0, controls: () => true });
    expect(mismatched.heading).toBeNull();
  });
});
