/**
 * Fray's entry point in Foundry: everything is registered at `init` (foundry-v13.md §11).
 * This is the only place that wires Fray into CONFIG; each piece lives in its own module.
 */
import { registerSettings, activeRulesetId, SYSTEM_ID } from "./settings";

Hooks.once("init", () => {
  registerSettings();
  console.info(`${SYSTEM_ID} | initialised`);
});

Hooks.once("ready", () => {
  console.info(`${SYSTEM_ID} | ruleset: ${activeRulesetId()}`);
});
