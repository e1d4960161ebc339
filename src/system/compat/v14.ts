/**
 * What Foundry v14 adds that Fray touches, as narrow shapes (the v14 declarations cannot be
 * installed here). Each is read at run time and only on v14.
 */
export interface V14Operators {
  /** `foundry.data.operators.ForcedDeletion`: the value that deletes a key (replaces `-=key`). */
  readonly ForcedDeletion: { create(): unknown };
}

export function v14Operators(): V14Operators | null {
  const operators = (foundry.data as unknown as { operators?: Partial<V14Operators> }).operators;
  return operators?.ForcedDeletion ? (operators as V14Operators) : null;
}

/** v14's chat message modes (`CONFIG.ChatMessage.modes`), replacing v13's roll modes. */
export type V14MessageModes = Readonly<Record<string, { readonly label: string }>>;

export function v14MessageModes(): V14MessageModes | null {
  const modes = (CONFIG.ChatMessage as unknown as { modes?: V14MessageModes }).modes;
  return modes ?? null;
}

/**
 * v14's `ChatMessage.applyMode(data, mode)`, the successor of v13's `applyRollMode` (not read
 * from v14's source, which is not available here: null where the class has no such function,
 * and then only the `{messageMode}` create option carries the mode).
 */
export function v14ApplyMode(): ((data: Record<string, unknown>, mode: string) => unknown) | null {
  const cls = ChatMessage.implementation as unknown as { applyMode?: (data: Record<string, unknown>, mode: string) => unknown };
  const applyMode = cls.applyMode;
  return typeof applyMode === "function" ? (data, mode) => applyMode.call(cls, data, mode) : null;
}
