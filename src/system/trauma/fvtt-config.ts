/**
 * The trauma ruleset's part of the fvtt-types declaration merging (src/system/fvtt-config.ts):
 * its GM queries, settings and flags.
 */
import type { LedgerEntry } from "../../core/ledger";
import type { AttackCardState } from "../../core/trauma";
import type { QueryHandler } from "../ruleset-adapter";
import type { ResistanceFlag } from "./attack-messages";
import type { DeckSettingsField } from "./cards/deck-settings";
import type { WillToLiveOutcome } from "./combat/will-to-live-apply";
import type { WillToLiveFlag, WillToLivePromptFlag } from "./combat/will-to-live-check";
import type { LedgerRecord } from "./gm/gm-actions";

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

  interface FrayChatMessageFlags {
    attack: AttackCardState;
    resistance: ResistanceFlag;
    applied: Record<string, { finalTrauma: number; undone: boolean }>;
    /** The resistance message that counts for each target, recorded by the active GM. */
    resisted: Record<string, string>;
    willToLive: WillToLiveFlag;
    willToLivePrompt: WillToLivePromptFlag;
    willToLiveOutcome: WillToLiveOutcome;
  }

  interface FrayActorFlags {
    ledger: Record<string, LedgerEntry<LedgerRecord>>;
  }

  interface FrayCardsFlags {
    role: string;
    leads: number;
    dealt: Record<string, string>;
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
