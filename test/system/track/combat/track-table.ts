/**
 * A track fight on the Foundry simulation: a GM and two players, each client running Fray's
 * combat class and the track tracker's hooks (as every real client loads the system), four
 * combatants with one tie group, a Dying ganger and a stalker with an extra Initiative Pass.
 * The test file mocks Fray's own data-model boundary and ruleset registry (see its vi.mock
 * lines): the simulation has no TypeDataModel, and the registry would load every sheet.
 */
import { type SimTab, type SimWorld, createWorld } from "../../../sim";
import type { Data } from "../../../sim/object-utils";
import { type TrackActor, defaultTrackActor } from "../../../../src/core/track";
import { FrayCombat } from "../../../../src/system/documents/combat";
import { registerTrackTracker } from "../../../../src/system/track/combat/register";
import { registerTrackWorldTime } from "../../../../src/system/track/combat/world-time";

export interface TrackTable {
  readonly world: SimWorld;
  readonly gm: SimTab;
  readonly p1: SimTab;
  readonly p2: SimTab;
}

export const ROUND_SECONDS = 12;

const track = (over: Partial<TrackActor> = {}): Data => ({ track: defaultTrackActor(over) as unknown as Data });

/** What a track world's client registers when it loads Fray (the track adapter's activate()). */
export function loadSystem(world: SimWorld, tab: SimTab): void {
  world.inTabSync(tab, () => {
    registerTrackTracker();
    registerTrackWorldTime();
  });
}

/** The fight's combat as one client holds it. */
export function combatIn(table: TrackTable, tab: SimTab): Combat.Implementation {
  return table.world.inTabSync(tab, () => game.combats!.get("fight")!);
}

/** Row ids (without the "c-" prefix) of the turns one client shows. */
export function rowsIn(table: TrackTable, tab: SimTab): string[] {
  return combatIn(table, tab).turns.map((c) => (c.id ?? "").slice(2));
}

/** Round and turn as one client shows them. */
export function positionIn(table: TrackTable, tab: SimTab): [number, number | null] {
  const combat = combatIn(table, tab);
  return [combat.round, combat.turn];
}

/** The table, with the fight at `round`/`turn` (scores: ganger 4, Dez and Mara tied at 3, stalker 2). */
export function trackTable({ round = 1, turn = 2 }: { round?: number; turn?: number | null } = {}): TrackTable {
  const world = createWorld();
  (world.config["Combat"] as Data)["documentClass"] = FrayCombat;
  // The track adapter's activate(): a round is 12 seconds of world time.
  (world.config["time"] as Data)["roundTime"] = ROUND_SECONDS;
  const gm = world.open("gm");
  const p1 = world.open("p1");
  const p2 = world.open("p2");
  for (const tab of [gm, p1, p2]) loadSystem(world, tab);
  const actor = (id: string, owner: string | null, state: Data): void =>
    world.seed("Actor", { _id: id, name: id[0]!.toUpperCase() + id.slice(1), type: "npc", ownership: { default: 0, ...(owner ? { [owner]: 3 } : {}) }, system: state, items: [] });
  actor("ganger", null, track({ slash: 10, back: 10, dying: { secondsLeft: 300 } }));
  actor("mara", "p1", track());
  actor("dez", "p2", track());
  actor("stalker", null, track({ extraPasses: 1 }));
  const combatant = (id: string, initiative: number): Data => ({ _id: `c-${id}`, actorId: id, initiative, defeated: false, hidden: false, name: "", flags: {} });
  world.seed("Combat", { _id: "fight", round, turn, flags: {}, combatants: [combatant("ganger", 4), combatant("mara", 3), combatant("dez", 3), combatant("stalker", 2)] });
  world.focus(gm);
  return { world, gm, p1, p2 };
}
