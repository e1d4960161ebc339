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
  /** Fray's macro API (src/system/api.ts). */
  var fray: import("./api").FrayApi;

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

  interface DocumentClassConfig {
    ChatMessage: typeof import("./chat/chat-message").FrayChatMessage;
  }

  interface ConfiguredChatMessage<SubType extends ChatMessage.SubType> {
    document: import("./chat/chat-message").FrayChatMessage<SubType>;
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
        willToLive: import("./combat/will-to-live-check").WillToLiveFlag;
        willToLivePrompt: import("./combat/will-to-live-check").WillToLivePromptFlag;
        willToLiveOutcome: import("./combat/will-to-live-apply").WillToLiveOutcome;
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
