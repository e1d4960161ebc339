/**
 * The slots ruleset's part of the fvtt-types declaration merging (src/system/fvtt-config.ts): its
 * GM queries and flags (under `flags.fray.slots`).
 */
import type { SlotsMessageFlags } from "./flags";

declare global {
  interface FrayChatMessageFlags {
    slots?: SlotsMessageFlags;
  }
}

export {};
