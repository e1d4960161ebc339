/**
 * The wounds ruleset's flags under `flags.fray.wounds`, and the one way to read them. A message's
 * flags are its author's to write, so every reader validates what it finds (design.md "Trust
 * model"); only `applied` is the active GM's, written with each Apply and Undo.
 */

import type { WoundsAppliedFlag } from "../../view/wounds/attack-card-view";

export type { WoundsAppliedFlag };

/** `flags.fray.wounds` of a chat message. */
export interface WoundsMessageFlags {
  /** An attack card (attack/attack-card.ts validates it). */
  attack?: unknown;
  /** A Soak roll answering one target of an attack card. */
  soak?: unknown;
  applied?: Record<string, WoundsAppliedFlag>;
  /** A taken-out Wild Card's Vigor roll and Injury Table rolls (attack/incapacitation-card.ts). */
  incapacitationRoll?: unknown;
  /** The GM's outcome of each target's Incapacitation roll (null once undone). */
  incapacitation?: Record<string, string | null>;
  /** The injury each target's Incapacitation roll gave, as applied (null once undone). */
  injury?: Record<string, unknown>;
  /** A Benny spent (bennies/benny-card.ts validates it). */
  benny?: unknown;
  /** The GM's record of that spend: who paid, and whether it was undone. */
  bennySpent?: unknown;
  /** Who rolled which trait, so a Benny can roll it again (bennies/reroll.ts). */
  traitRoll?: unknown;
  /** A refresh of every Wild Card's Bennies and the GM's pool (bennies/refresh.ts). */
  refresh?: unknown;
  /** A healing roll (healing/heal-card.ts validates it). */
  heal?: unknown;
  /** The GM's record of that healing: Wounds healed, injuries ended, whether it was undone. */
  healed?: unknown;
}

/** The message's wounds flag `key`, as stored (unvalidated). */
export function woundsMessageFlag<K extends keyof WoundsMessageFlags>(message: ChatMessage.Implementation, key: K): WoundsMessageFlags[K] | undefined {
  const flags = (message.flags as { fray?: FrayChatMessageFlags }).fray?.wounds;
  return flags === undefined || !Object.hasOwn(flags, key) ? undefined : flags[key];
}
