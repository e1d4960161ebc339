/** A document's fields as the pure view-models read them. */

/** Image fields are typed loosely by fvtt-types; a sheet only needs a path or nothing. */
export const imgOf = (img: unknown): string | null => (typeof img === "string" && img !== "" ? img : null);

/** A document's `system` as plain data. */
export const plainSystem = (system: unknown): Record<string, unknown> =>
  system instanceof foundry.abstract.DataModel ? (system.toObject() as Record<string, unknown>) : {};
