/**
 * The banks ruleset's part of the fvtt-types declaration merging (src/system/fvtt-config.ts):
 * its GM queries and flags.
 */
import type { QueryHandler } from "../ruleset-adapter";
import type { BanksActorFlags, BanksMessageFlags, LegacyBanksFlags } from "./flags";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- fvtt-types declares the query registry as CONFIG.Queries
  namespace CONFIG {
    interface Queries {
      "fray.banksPay": QueryHandler;
      "fray.banksBid": QueryHandler;
      "fray.banksApply": QueryHandler;
      "fray.banksUndo": QueryHandler;
      "fray.banksTeamRoll": QueryHandler;
      "fray.banksActiveDodge": QueryHandler;
      "fray.banksMedicine": QueryHandler;
      "fray.banksWedge": QueryHandler;
    }
  }

  // Each flag sits in `flags.fray.banks` (flags.ts); 0.1.0 kept it directly under `flags.fray`
  // as `banks<Key>`, where flags.ts still reads it until the world migration moves it.
  interface FrayChatMessageFlags extends LegacyBanksFlags<BanksMessageFlags> {
    banks?: BanksMessageFlags;
  }

  interface FrayActorFlags extends LegacyBanksFlags<BanksActorFlags> {
    banks?: BanksActorFlags;
  }
}

export {};
