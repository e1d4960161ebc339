/**
 * Declaration merging for fvtt-types (toolchain.md): Fray's settings, queries and flags
 * become part of Foundry's types, so a wrong key or value fails to compile. typetests/ proves
 * the merging is live.
 */
import type { RulesetId } from "../core/ruleset-id";
import type { DeckSettingsField } from "./cards/deck-settings";
import type { CharacterModel, NpcModel } from "./data/actor/actor-model";
import type { ArmorModel, BehaviorModel, WeaponModel } from "./data/item/item-models";

declare global {
  namespace CONFIG {
    interface Queries {
      "fray.applyTrauma": (typeof import("./queries").QUERY_HANDLERS)["fray.applyTrauma"];
      "fray.undoTrauma": (typeof import("./queries").QUERY_HANDLERS)["fray.undoTrauma"];
      "fray.dealPerk": (typeof import("./queries").QUERY_HANDLERS)["fray.dealPerk"];
      "fray.discardPerks": (typeof import("./queries").QUERY_HANDLERS)["fray.discardPerks"];
    }
  }
}

declare module "fvtt-types/configuration" {
  interface SystemNameConfig {
    name: "fray";
  }

  interface AssumeHookRan {
    ready: never;
  }

  interface DataModelConfig {
    Actor: { character: typeof CharacterModel; npc: typeof NpcModel };
    Item: { weapon: typeof WeaponModel; armor: typeof ArmorModel; behavior: typeof BehaviorModel };
  }

  interface FlagConfig {
    Card: { fray: { rank: string; suit: string } };
    Cards: { fray: { role: string; leads: number; dealt: Record<string, string> } };
    ChatMessage: {
      fray: {
        attack: import("../core/trauma").AttackCardState;
        resistance: import("./trauma/attack-messages").ResistanceFlag;
        applied: Record<string, { finalTrauma: number; undone: boolean }>;
        /** The resistance message that counts for each target, recorded by the active GM. */
        resisted: Record<string, string>;
        willToLive: { combatId: string; round: number; actorUuid: string; cards: import("../core/cards").Card[] };
      };
    };
    Actor: { fray: { ledger: Record<string, import("../core/ledger").LedgerEntry<import("./trauma/gm-actions").LedgerRecord>> } };
  }

  interface SettingConfig {
    "fray.ruleset": RulesetId;
    "fray.decks": DeckSettingsField;
    "fray.autoResistNpc": boolean;
    "fray.npcPerks": boolean;
  }
}
