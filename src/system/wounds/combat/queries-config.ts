/**
 * The wounds combat's GM queries for the fvtt-types declaration merging (src/system/fvtt-config.ts):
 * the tracker's Hold, Act Now and redraw (with their sender) and a start-of-turn answer.
 */
import type { QueryHandler } from "../../ruleset-adapter";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- fvtt-types declares the query registry as CONFIG.Queries
  namespace CONFIG {
    interface Queries {
      "fray.woundsHold": QueryHandler;
      "fray.woundsActNow": QueryHandler;
      "fray.woundsRedraw": QueryHandler;
      "fray.woundsDeal": QueryHandler;
      "fray.woundsUnshake": QueryHandler;
      "fray.woundsTurnRoll": QueryHandler;
    }
  }
}

export {};
