export { createRng, shuffle } from "./rng";
export type { Rng } from "./rng";
