/**
 * Declaration merging for fvtt-types (toolchain.md): what every world of Fray has. Each ruleset
 * merges its own queries, settings and flags in its folder's fvtt-config.ts; the flag scopes are
 * open interfaces here (FrayChatMessageFlags, …) so that each ruleset adds its keys without this
 * file naming them. A .ts file, not a .d.ts, so that tsc checks it (skipLibCheck skips .d.ts).
 * typetests/ proves the merging is live.
 */
import type { RulesetId } from "../core/ruleset-id";
import type { FrayApi } from "./api";
import type { FrayChatMessage } from "./chat/chat-message";
import type { CharacterModel, NpcModel } from "./data/actor/actor-model";
import type { ArmorModel, BehaviorModel, WeaponModel } from "./data/item/item-models";
import type { FrayActor } from "./documents/actor";
import type { FrayTokenDocument } from "./documents/token";

declare global {
  /** Fray's macro API (src/system/api.ts). */
  var fray: FrayApi;

  /**
   * `flags.fray` of a chat message: each ruleset adds its namespace (`trauma`, `banks`, …) and,
   * until the world migration has run, the 0.1.0 keys it read directly here. A `-=key` entry
   * in an update deletes that key (foundry-v13.md §9): the migration removes the old keys so.
   */
  interface FrayChatMessageFlags {
    /** A flag no ruleset writes, so the interface is never empty. */
    schemaVersion?: number;
    [deletion: `-=${string}`]: null | undefined;
  }
  /** `flags.fray` of an actor: each ruleset adds its namespace. */
  interface FrayActorFlags {
    schemaVersion?: number;
    [deletion: `-=${string}`]: null | undefined;
  }
  /** `flags.fray` of a Card (system/cards/card-data.ts): a Joker carries rank "Joker" and its colour instead of a suit. */
  interface FrayCardFlags {
    rank: string;
    suit?: string;
    color?: string;
  }
  /** `flags.fray` of a Cards stack: each ruleset adds its namespace. */
  interface FrayCardsFlags {
    schemaVersion?: number;
    [deletion: `-=${string}`]: null | undefined;
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
    Actor: typeof FrayActor;
    ChatMessage: typeof FrayChatMessage;
    Token: typeof FrayTokenDocument;
  }

  interface ConfiguredActor<SubType extends Actor.SubType> {
    document: FrayActor<SubType>;
  }

  interface ConfiguredChatMessage<SubType extends ChatMessage.SubType> {
    document: FrayChatMessage<SubType>;
  }

  interface DataModelConfig {
    Actor: { character: typeof CharacterModel; npc: typeof NpcModel };
    Item: { weapon: typeof WeaponModel; armor: typeof ArmorModel; behavior: typeof BehaviorModel };
  }

  interface FlagConfig {
    Card: { fray: FrayCardFlags };
    Cards: { fray: FrayCardsFlags };
    ChatMessage: { fray: FrayChatMessageFlags };
    Actor: { fray: FrayActorFlags };
  }

  interface SettingConfig {
    "fray.ruleset": RulesetId;
    /** The layout of Fray's data the world was last migrated to (system/migration). */
    "fray.schemaVersion": number;
  }
}

export {};
