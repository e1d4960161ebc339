/**
 * A stored `system` as the wounds core reads it: Foundry stores an injury's absent optional
 * parts as null, the core reads them as absent. Pure, so the sheet's view-model and the
 * preview read actors the way the adapter does.
 */

function withoutNullParts(slice: unknown): unknown {
  if (typeof slice !== "object" || slice === null || Array.isArray(slice)) return slice;
  const s = slice as Record<string, unknown>;
  const injuries = s["injuries"];
  if (!Array.isArray(injuries)) return slice;
  const clean = injuries.map((i: unknown) => (typeof i === "object" && i !== null ? Object.fromEntries(Object.entries(i).filter(([, v]) => v !== null)) : i));
  return { ...s, injuries: clean };
}

/** The system source with its wounds slice ready for the core. */
export function woundsSourceOf(system: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return system["wounds"] === undefined ? { ...system } : { ...system, wounds: withoutNullParts(system["wounds"]) };
}
