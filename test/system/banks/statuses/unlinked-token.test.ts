import { afterEach, expect, test, vi } from "vitest";
import { type StatusWorld, installStatusWorld } from "../../../support/status-double";

/**
 * ⚠ Still on the status double: the simulation has no synthetic actor of an unlinked token yet
 * (TokenDocument#actor over its ActorDelta). Move this case into statuses.test.ts once it has.
 */
vi.mock("../../../../src/system/data/actor/actor-system", () => ({
  isFrayActor: () => true,
  actorSystem: (actor: { system: unknown }) => actor.system,
}));

let world: StatusWorld;
afterEach(() => world.uninstall());

test("an unlinked token's delta update is followed too", async () => {
  world = installStatusWorld("banks");
  const hooks = await import("../../../../src/system/banks/statuses/statuses-hooks");
  hooks.registerBanksStatuses();
  const actor = world.actor("token-vex", []);
  world.actAs("gm");
  await actor.updateTokenDelta({ braced: true });
  await world.settle();
  expect([...actor.statuses].sort()).toEqual(["fray-braced"]);
});
