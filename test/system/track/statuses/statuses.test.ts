/**
 * Track's statuses in Foundry (docs/rules/track.md §7): Incapacitated, Dying and Dead follow the
 * monitor through the shared status sync; Dead is Foundry's own `dead` (the tracker's Defeated)
 * when it exists and is drawn over the token; none can be set by hand on the HUD but Dead.
 */
import "../../../sim/install";
import { beforeEach, describe, expect, test } from "vitest";
import { type TrackActor, defaultTrackActor } from "../../../../src/core/track";
import { localize } from "../../../../src/view/i18n";
import { en } from "../../../templates/render";
import { type SimWorld, createWorld } from "../../../sim";

const { registerSettings } = await import("../../../../src/system/settings");
const { registerDataModels } = await import("../../../../src/system/data/register");
const { registerTrackStatusEffects, managedTrackStatusIds } = await import("../../../../src/system/track/statuses/statuses");
const { trackStatusSync, wantedTrackStatusIds } = await import("../../../../src/system/track/statuses/statuses-sync");

type Effect = { id: string; name: string; img: string; hud?: unknown };
const config = () => CONFIG as unknown as { statusEffects: Effect[] };

let world: SimWorld;
let next = 0;
/** A track character as a client holds it (real data model), with these effects. */
function actorOf(track: TrackActor, effects: { id: string; statuses: string[] }[] = []): Actor.Implementation {
  const id = `mara${++next}`;
  world.seed("Actor", { _id: id, name: "Mara", type: "character", system: { track }, effects: effects.map((e) => ({ _id: e.id, name: e.id, statuses: e.statuses })) });
  return game.actors!.get(id)!;
}
const state = (over: Partial<TrackActor>) => defaultTrackActor({ willpower: 3, ...over });

describe("track statuses", () => {
  beforeEach(() => {
    world = createWorld();
    world.settings.world.set("fray.ruleset", "track");
    const gm = world.open("gm");
    world.focus(gm);
    world.inTabSync(gm, () => {
      registerSettings();
      registerDataModels();
    });
    config().statusEffects = [{ id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" }];
    registerTrackStatusEffects();
  });

  test("registration reuses Foundry's dead and adds Incapacitated and Dying, off the HUD, with words in the lang file", () => {
    const added = config().statusEffects.slice(1);
    expect(added.map((e) => [e.id, e.hud])).toEqual([["fray-incapacitated", false], ["fray-dying", false]]);
    for (const e of added) expect(localize(en, e.name), e.name).not.toBe(e.name);
    expect([...managedTrackStatusIds()].sort()).toEqual(["dead", "fray-dying", "fray-incapacitated"]);
    registerTrackStatusEffects();
    expect(config().statusEffects).toHaveLength(3);
  });

  test("a healthy monitor shows none; nine boxes still none; ten boxes Incapacitated; a back stroke in the last box Dying too", () => {
    expect(wantedTrackStatusIds(actorOf(state({})))).toEqual([]);
    expect(wantedTrackStatusIds(actorOf(state({ slash: 9, back: 9 })))).toEqual([]);
    expect(wantedTrackStatusIds(actorOf(state({ slash: 10 })))).toEqual(["fray-incapacitated"]);
    expect(wantedTrackStatusIds(actorOf(state({ slash: 10, back: 10, dying: { secondsLeft: 3600 } })))).toEqual(["fray-incapacitated", "fray-dying"]);
  });

  test("dead shows Dead only; a monitor the rules refuse shows nothing", () => {
    expect(wantedTrackStatusIds(actorOf(state({ slash: 10, back: 10, dead: true })))).toEqual(["dead"]);
    // Foundry's schema clamps a stroke count; a stored monitor the rules refuse reaches Fray as the model's source.
    const refused = actorOf(state({}));
    ((refused.system as unknown as { _source: { track: { slash: number } } })._source.track).slash = 11;
    expect(wantedTrackStatusIds(refused)).toEqual([]);
  });

  test("the sync follows the state: stabilised, Dying goes and Incapacitated stays; dead, the others go and Dead comes", () => {
    const dying = [{ id: "e1", statuses: ["fray-incapacitated"] }, { id: "e2", statuses: ["fray-dying"] }];
    expect(trackStatusSync.plan(actorOf(state({ slash: 10, back: 10, dying: null }), dying))).toEqual({ remove: [{ effectId: "e2", statusId: "fray-dying" }], rename: [], add: [] });
    expect(trackStatusSync.plan(actorOf(state({ slash: 10, back: 10, dead: true }), dying))).toEqual({
      remove: [{ effectId: "e1", statusId: "fray-incapacitated" }, { effectId: "e2", statusId: "fray-dying" }],
      rename: [],
      add: [{ id: "dead", name: null }],
    });
  });

  test("without Foundry's dead, Fray's own Dead is registered and used", () => {
    config().statusEffects = [];
    registerTrackStatusEffects();
    expect(config().statusEffects.map((e) => e.id)).toEqual(["fray-incapacitated", "fray-dying", "fray-dead"]);
    expect(wantedTrackStatusIds(actorOf(state({ dead: true })))).toEqual(["fray-dead"]);
  });
});
