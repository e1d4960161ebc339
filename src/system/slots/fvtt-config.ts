/**
 * The slots ruleset's part of the fvtt-types declaration merging (src/system/fvtt-config.ts): its
 * GM queries and flags (under `flags.fray.slots`).
 */
import type { QueryHandler } from "../ruleset-adapter";
import type { SlotsMessageFlags } from "./flags";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- fvtt-types declares the query registry as CONFIG.Queries
  namespace CONFIG {
    interface Queries {
      "fray.slotsApply": QueryHandler;
      "fray.slotsUndo": QueryHandler;
      "fray.slotsFinish": QueryHandler;
      "fray.slotsFinishUndo": QueryHandler;
      "fray.slotsOutro": QueryHandler;
      "fray.slotsOutroUndo": QueryHandler;
      "fray.slotsTreat": QueryHandler;
      "fray.slotsTreatUndo": QueryHandler;
    }
  }

  interface FrayChatMessageFlags {
    slots?: SlotsMessageFlags;
  }
}

export {};
