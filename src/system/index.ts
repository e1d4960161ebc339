/**
 * Fray's entry point in Foundry: everything is registered at `init` (foundry-v13.md §11).
 * This is the only place that wires Fray into CONFIG; each piece lives in its own module.
 */
import { frayApi } from "./api";
import { registerSheets, preloadTemplates } from "./apps/register";
import { registerPoolRoll } from "./banks/pool-roll";
import { registerBanksStatuses } from "./banks/statuses/statuses-hooks";
import { registerDeckMenu } from "./trauma/cards/deck-setup-menu";
import { FrayChatMessage } from "./chat/chat-message";
import { registerCombat } from "./combat/register";
import { registerDataModels } from "./data/register";
import { FrayActor } from "./documents/actor";
import { registerQueries } from "./gm/queries";
import { registerSettings, activeRulesetId, SYSTEM_ID } from "./settings";
import { registerHotbar } from "./trauma/hotbar";
import { registerTraumaHooks } from "./trauma/hooks";

Hooks.once("init", () => {
  registerSettings();
  registerDeckMenu();
  registerDataModels();
  CONFIG.Actor.documentClass = FrayActor;
  CONFIG.ChatMessage.documentClass = FrayChatMessage;
  registerCombat();
  registerQueries();
  registerPoolRoll();
  registerBanksStatuses();
  registerSheets();
  registerTraumaHooks();
  registerHotbar();
  globalThis.fray = frayApi;
  void preloadTemplates();
  console.info(`${SYSTEM_ID} | initialised`);
});

Hooks.once("ready", () => {
  console.info(`${SYSTEM_ID} | ruleset: ${activeRulesetId()}`);
});
