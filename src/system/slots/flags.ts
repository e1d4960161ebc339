/**
 * What slots chat messages carry under `flags.fray.slots`: the attack card (its author's to
 * edit, so the GM re-checks it and applies its frozen copy) and, written by the GM, what was
 * applied to each target.
 */
export interface SlotsAppliedFlag {
  readonly undone: boolean;
  readonly dealt: number;
}

export interface SlotsMessageFlags {
  attack?: unknown;
  applied?: Record<string, SlotsAppliedFlag>;
}

export const slotsMessageFlags = (slots: SlotsMessageFlags): { fray: { slots: SlotsMessageFlags } } => ({ fray: { slots } });

export function slotsMessageFlag<K extends keyof SlotsMessageFlags>(message: ChatMessage.Implementation, key: K): SlotsMessageFlags[K] | undefined {
  const fray = message.flags.fray as { slots?: SlotsMessageFlags } | undefined;
  const slots = fray?.slots;
  return typeof slots === "object" && slots !== null && Object.hasOwn(slots, key) ? slots[key] : undefined;
}
