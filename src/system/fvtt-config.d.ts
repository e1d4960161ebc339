/**
 * Declaration merging for fvtt-types (toolchain.md): Fray's settings, queries and flags
 * become part of Foundry's types, so a wrong key or value fails to compile. typetests/ proves
 * the merging is live.
 */
import type { RulesetId } from "../core/ruleset-id";

declare module "fvtt-types/configuration" {
  interface SystemNameConfig {
    name: "fray";
  }

  interface AssumeHookRan {
    ready: never;
  }

  interface SettingConfig {
    "fray.ruleset": RulesetId;
  }
}
