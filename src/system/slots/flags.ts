/**
 * What slots chat messages carry under `flags.fray.slots`: the attack card (its author's to
 * edit, so the GM re-checks it and applies its frozen copy) and, written by the GM, what was
 * applied to each target.
 */
import type { SlotsAppliedFlag } from "../../view/slots/attack-card-view";
import type { SlotsTreatedFlag } from "../../view/slots/treat-card";

export type { SlotsAppliedFlag };

export interface SlotsMessageFlags {
  attack?: unknown;
  applied?: Record<string, SlotsAppliedFlag>;
  /** An Execution or Maim of a Vulnerable target (view/slots/finisher-card.ts), its author's. */
  finisher?: unknown;
  /** Written by the GM: whether the finisher stands, and what it cost. */
  finished?: { undone: boolean; price: number };
  /** The encounter outro (view/slots/outro-card.ts), posted by the GM. */
  outro?: unknown;
  /** Written by the GM: which outro was chosen, unless undone. */
  outroChosen?: { choice: "allResolve" | "slowBurn"; undone: boolean };
  /** A treated bleed-out (view/slots/treat-card.ts), its author's. */
  treat?: unknown;
  /** Written by the GM: the limbs whose bleed-out the treatment stopped, unless undone. */
  treated?: SlotsTreatedFlag;
}

export const slotsMessageFlags = (slots: SlotsMessageFlags): { fray: { slots: SlotsMessageFlags } } => ({ fray: { slots } });

export function slotsMessageFlag<K extends keyof SlotsMessageFlags>(message: ChatMessage.Implementation, key: K): SlotsMessageFlags[K] | undefined {
  const fray = message.flags.fray as { slots?: SlotsMessageFlags } | undefined;
  const slots = fray?.slots;
  return typeof slots === "object" && slots !== null && Object.hasOwn(slots, key) ? slots[key] : undefined;
}
