/**
 * The simulated world the globals point at. One test file builds one world at a time; the
 * document classes are created once (Fray's classes extend them at import time) and ask this
 * for the world they live in.
 */
import type { SimWorld } from "./world";

let world: SimWorld | null = null;

/** @sim the world the globals and document classes read */
export function currentWorld(): SimWorld {
  if (!world) throw new Error("no simulated Foundry world: call createWorld() first");
  return world;
}

/** @sim sets (or clears) the current world */
export function setCurrentWorld(next: SimWorld | null): void {
  world = next;
}
