/** The major Foundry version running (13, 14, …); 13 when it cannot be read (Fray's minimum). */
export function foundryGeneration(): number {
  // Through globalThis: code that runs before `game` exists (tests, early init) reads 13.
  const generation = (globalThis as { game?: { release?: { generation?: unknown } } }).game?.release?.generation;
  return typeof generation === "number" ? generation : 13;
}
