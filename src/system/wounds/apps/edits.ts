/** What the sheet's clicks and edits write, as pure functions (tested without Foundry). */

/** A Wound box clicked: the Wounds up to it; the last filled box clicked again empties it. */
export function woundsAfterClick(current: number, index: number): number {
  return index === current - 1 ? index : index + 1;
}

/** An edit that lowers the capacity brings the Wounds down with it (the core refuses more). */
export function clampSubmittedWounds(wounds: Record<string, unknown>, stored: { wounds: number; woundCapacity: number }): void {
  const capacity = typeof wounds["woundCapacity"] === "number" ? wounds["woundCapacity"] : stored.woundCapacity;
  const current = typeof wounds["wounds"] === "number" ? wounds["wounds"] : stored.wounds;
  if (current > capacity) wounds["wounds"] = Math.max(0, capacity);
}
