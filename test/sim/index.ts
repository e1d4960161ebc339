/**
 * The Foundry simulation the adapter's tests run on: Foundry 13.350's behaviour, written from its
 * client, common and server source, each behaviour citing the file and lines it follows
 * (`@foundry path:lines`); `@sim` marks the harness around it (tabs, seeding, settling).
 * Import "test/sim/install" before src/system, then `createWorld`.
 */
import { SimWorld, type UserSpec } from "./world";

export { SimWorld, SimTab, type UserSpec } from "./world";
export { SimDocument, SimCollection } from "./document";
export type { SimUser } from "./users";

/** @sim the usual table: a GM, an assistant GM and two players. */
export const TABLE: readonly UserSpec[] = [
  { id: "gm", name: "Gamemaster", role: "GAMEMASTER" },
  { id: "gm2", name: "Assistant", role: "ASSISTANT" },
  { id: "p1", name: "Player One", role: "PLAYER" },
  { id: "p2", name: "Player Two", role: "PLAYER" },
];

/** @sim a new world with these users (no client open yet) */
export function createWorld({ users = TABLE, generation = 13 }: { users?: readonly UserSpec[]; generation?: number } = {}): SimWorld {
  return new SimWorld({ users, generation });
}
