/**
 * The track ruleset's part of the fvtt-types declaration merging (src/system/fvtt-config.ts):
 * its GM queries and flags (`flags.fray.track`, flags.ts).
 */
import type { QueryHandler } from "../ruleset-adapter";
import type { TrackActorFlags, TrackMessageFlags } from "./flags";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- fvtt-types declares the query registry as CONFIG.Queries
  namespace CONFIG {
    interface Queries {
      "fray.trackApply": QueryHandler;
      "fray.trackUndo": QueryHandler;
      "fray.trackFinalTest": QueryHandler;
      "fray.trackHold": QueryHandler;
      "fray.trackActNow": QueryHandler;
    }
  }

  interface FrayChatMessageFlags {
    track?: TrackMessageFlags;
  }

  interface FrayActorFlags {
    track?: TrackActorFlags;
  }
}

export {};
