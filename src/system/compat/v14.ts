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
