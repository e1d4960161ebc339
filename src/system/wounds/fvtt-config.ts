/**
 * The wounds ruleset's part of the fvtt-types declaration merging (src/system/fvtt-config.ts):
 * its GM queries and its flags under `flags.fray.wounds`.
 */
import type { QueryHandler } from "../ruleset-adapter";
import type { WoundsMessageFlags } from "./flags";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- fvtt-types declares the query registry as CONFIG.Queries
  namespace CONFIG {
    interface Queries {
      "fray.woundsApply": QueryHandler;
      "fray.woundsUndo": QueryHandler;
      "fray.woundsIncapacitation": QueryHandler;
      "fray.woundsBenny": QueryHandler;
      "fray.woundsBennyUndo": QueryHandler;
      "fray.woundsHeal": QueryHandler;
      "fray.woundsHealUndo": QueryHandler;
    }
  }

  interface FrayChatMessageFlags {
    wounds?: WoundsMessageFlags;
  }
}

export {};
