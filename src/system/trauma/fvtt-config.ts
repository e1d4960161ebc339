/**
 * The trauma ruleset's part of the fvtt-types declaration merging (src/system/fvtt-config.ts):
 * its GM queries, settings and flags.
 */
import type { QueryHandler } from "../ruleset-adapter";
import type { DeckSettingsField } from "./cards/deck-settings";
import type { TraumaActorFlags, TraumaCardsFlags, TraumaMessageFlags } from "./flags";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- fvtt-types declares the query registry as CONFIG.Queries
  namespace CONFIG {
    interface Queries {
      "fray.applyTrauma": QueryHandler;
      "fray.undoTrauma": QueryHandler;
      "fray.dealPerk": QueryHandler;
      "fray.discardPerks": QueryHandler;
    }
  }

  // Each flag sits in `flags.fray.trauma` (flags.ts); 0.1.0 kept the same keys directly under
  // `flags.fray`, where flags.ts still reads them until the world migration moves them.
  interface FrayChatMessageFlags extends TraumaMessageFlags {
    trauma?: TraumaMessageFlags;
  }

  interface FrayActorFlags extends TraumaActorFlags {
    trauma?: TraumaActorFlags;
  }

  interface FrayCardsFlags extends TraumaCardsFlags {
    trauma?: TraumaCardsFlags;
  }
}

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fray.decks": DeckSettingsField;
    "fray.autoResistNpc": boolean;
    "fray.npcPerks": boolean;
  }
}

export {};
