/**
 * A ruleset's flags live in its own namespace, `flags.fray.<ruleset>.<key>`; Fray 0.1.0 kept
 * them directly under `flags.fray`. These pure helpers read a key from either place and compute
 * the update that moves the old keys, from a table each ruleset gives (system/<ruleset>/flags.ts).
 * No Foundry here: the world migration (run-migration.ts) and the accessors share them.
 */

/** Where one key of a namespace sat in 0.1.0 (directly under `flags.fray`), and its value there. */
export interface LegacyFlag<Fray, Value> {
  readonly key: string;
  read(fray: Fray): Value | undefined;
}

export const legacyFlag = <Fray, Value>(key: string, read: (fray: Fray) => Value | undefined): LegacyFlag<Fray, Value> => ({ key, read });

export interface FlagNamespace<Flags, Fray> {
  /** Every key of the namespace, with its 0.1.0 place. */
  readonly legacy: { readonly [K in keyof Flags]-?: LegacyFlag<Fray, Flags[K]> };
  /**
   * Keys whose values are records of independent entries (ledgers, per-target marks): a write
   * to an unmigrated document adds one entry in the new place, so both places are read, entry
   * by entry, the new one winning. Every other key is one value: the new one wins whole.
   */
  readonly entries: readonly (keyof Flags)[];
}

/** `-=key` in an update deletes the key (foundry-v13.md §9). */
export type FlagDeletion = Record<`-=${string}`, null>;

const isEntries = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A key of the namespace: the new place, else 0.1.0's (merged entry by entry for `entries` keys). */
export function readFlag<Flags, Fray, K extends keyof Flags>(fray: Fray | undefined, current: Flags | undefined, layout: FlagNamespace<Flags, Fray>, key: K): Flags[K] | undefined {
  const now = current?.[key];
  const old = fray === undefined ? undefined : layout.legacy[key].read(fray);
  if (layout.entries.includes(key) && isEntries(now) && isEntries(old)) return { ...old, ...now };
  return now ?? old;
}

export interface FlagMove<Flags> {
  /** What to write into the namespace: values only 0.1.0's place had, and entries the new place lacks. */
  readonly moved: Partial<Flags>;
  readonly deleted: FlagDeletion;
}

/**
 * The update that moves a document's 0.1.0 keys into the namespace and deletes them, or null
 * when none is left (so a second run changes nothing). Writes go through Foundry's recursive
 * merge: a value the new place already has is not written (the new one wins), and a record of
 * entries gets only the entries it lacks.
 */
export function moveFlags<Flags, Fray>(fray: Fray, current: Flags | undefined, layout: FlagNamespace<Flags, Fray>): FlagMove<Flags> | null {
  const moved: Partial<Flags> = {};
  const deleted: FlagDeletion = {};
  let found = false;
  for (const key in layout.legacy) {
    const entry = layout.legacy[key];
    const old = entry.read(fray);
    if (old === undefined) continue;
    found = true;
    deleted[`-=${entry.key}`] = null;
    const now = current?.[key];
    if (now === undefined || now === null) moved[key] = old;
    else if (layout.entries.includes(key) && isEntries(now) && isEntries(old)) {
      const missing = { ...old };
      for (const id of Object.keys(now)) Reflect.deleteProperty(missing, id);
      if (Object.keys(missing).length) moved[key] = missing;
    }
  }
  return found ? { moved, deleted } : null;
}
