/**
 * Declaration merging for fvtt-types (toolchain.md): Fray's settings, queries and flags
 * become part of Foundry's types, so a wrong key or value fails to compile. typetests/ proves
 * the merging is live.
 */
import type { RulesetId } from "../core/ruleset-id";
import type { CharacterModel, NpcModel } from "./data/actor/actor-model";
import type { ArmorModel, BehaviorModel, WeaponModel } from "./data/item/item-models";

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

  interface SettingConfig {
    "fray.ruleset": RulesetId;
  }
}
