/**
 * Fray's entry point in Foundry: everything is registered at `init` (foundry-v13.md §11).
 * This is the only place that wires Fray into CONFIG; each piece lives in its own module.
 */
import { registerDataModels } from "./data/register";
import { registerSettings, activeRulesetId, SYSTEM_ID } from "./settings";

Hooks.once("init", () => {
  registerSettings();
  registerDataModels();
  console.info(`${SYSTEM_ID} | initialised`);
});

Hooks.once("ready", () => {
  console.info(`${SYSTEM_ID} | ruleset: ${activeRulesetId()}`);
});
