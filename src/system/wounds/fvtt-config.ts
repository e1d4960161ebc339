/**
 * The wounds ruleset's part of the fvtt-types declaration merging (src/system/fvtt-config.ts):
 * its GM queries and its flags under `flags.fray.wounds`.
 */
import type { WoundsMessageFlags } from "./flags";

declare global {
  interface FrayChatMessageFlags {
    wounds?: WoundsMessageFlags;
  }
}

export {};
