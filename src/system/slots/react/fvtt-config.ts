/**
 * The "react now" and Stay queries in fvtt-types' registry of queries (see src/system/slots/fvtt-config.ts
 * for the slots ruleset's others).
 */
import type { QueryHandler } from "../../ruleset-adapter";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- fvtt-types declares the query registry as CONFIG.Queries
  namespace CONFIG {
    interface Queries {
      "fray.slotsReact": QueryHandler;
      "fray.slotsStay": QueryHandler;
    }
  }
}

export {};
