/**
 * Fray's entry point in Foundry: everything is registered at `init` (foundry-v13.md §11), by
 * looping over the ruleset adapters (rulesets.ts). Nothing here is ruleset-specific: every
 * adapter registers what must exist in any world, and the world's own ruleset activates.
 */
import { activeAdapter, unplayableStoredRuleset } from "./active-ruleset";
import { frayApi } from "./api";
import { preloadTemplates } from "./apps/register";
import { warnAboutStaleDefaultSheets } from "./apps/sheet-registry";
import { FrayChatMessage } from "./chat/chat-message";
import { registerCombat } from "./combat/register";
import { registerDataModels } from "./data/register";
import { FrayActor } from "./documents/actor";
import { FrayTokenDocument } from "./documents/token";
import { registerQueries } from "./gm/queries";
import { registerGmRecords, resumeAsActiveGm } from "./gm/records/register";
import { registerHotbar } from "./hotbar";
import { migrateWorld } from "./migration/migrate-world";
import { allAdapters } from "./rulesets";
import { SYSTEM_ID, registerSettings } from "./settings";

Hooks.once("init", () => {
  registerSettings();
  const active = activeAdapter();
  registerDataModels();
  CONFIG.Actor.documentClass = FrayActor;
  CONFIG.ChatMessage.documentClass = FrayChatMessage;
  CONFIG.Token.documentClass = FrayTokenDocument;
  for (const adapter of allAdapters()) adapter.registerAlways(adapter === active);
  registerCombat();
  registerQueries();
  registerGmRecords();
  active.activate();
  registerHotbar();
  globalThis.fray = frayApi;
  void preloadTemplates();
  console.info(`${SYSTEM_ID} | initialised (${active.id})`);
});

Hooks.once("ready", () => {
  warnAboutStaleDefaultSheets(activeAdapter().id);
  // Only the active GM migrates; the others return at once.
  migrateWorld()
    .catch((error: unknown) => console.error(`${SYSTEM_ID} | the world migration failed; it runs again at the next start`, error))
    .then(resumeAsActiveGm)
    .catch((error: unknown) => console.error(`${SYSTEM_ID} | completing GM records failed`, error));
  const stored = unplayableStoredRuleset();
  if (stored !== null && game.user.isGM) {
    ui.notifications.warn(game.i18n.format("FRAY.Common.Settings.Ruleset.Unplayable", { stored, ruleset: game.i18n.localize(activeAdapter().core.label) }), { permanent: true });
  }
});
