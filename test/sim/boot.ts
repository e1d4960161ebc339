/**
 * Loads Fray in one client ("tab") as Foundry loads a system in a browser: the system's entry
 * module is evaluated (its `Hooks.once("init")` lands in that tab's hooks), then the client's
 * load sequence fires init, i18nInit, setup and ready in that tab.
 *
 * Each tab gets its own copy of Fray's modules, as each browser does: `vi.resetModules()` empties
 * vitest's module registry before the entry is imported, so module state (status queues, the
 * resolved status ids, the GM lock of a tab) is never shared between two clients, and a second
 * tab's import runs the module bodies again. Boots must run one after another (`await` each).
 * What the test file imported itself stays its own copy (another "browser"): a test reaches a
 * tab's Fray through that tab's hooks, CONFIG and documents, or through the modules it asks
 * `boot` to load in that tab's registry (`modules`), e.g. where a class check (`instanceof
 * CharacterModel`) must see the tab's own classes.
 * A module the test imports dynamically after a boot comes from the last booted tab's registry.
 * `globalThis.fray` (the macro API) is a single global: the last tab booted sets it.
 */
import { vi } from "vitest";
import type { SimTab, SimWorld } from "./world";

export interface BootOptions<T> {
  /** Stop after `setup` (the test fires `ready` itself with `ready(world, tab)`). */
  readonly stopBeforeReady?: boolean;
  /** Modules of src/system to load from this tab's registry, returned by `boot`. */
  readonly modules?: () => Promise<T>;
}

/**
 * Boots Fray in `tab`. The world's stored settings (world.settings.world, e.g. "fray.ruleset")
 * must be in place first: Fray reads its ruleset once, at init.
 * @foundry client/game.mjs:657-661 (initialize: Hooks.callAll("init") first)
 * @foundry client/helpers/localization.mjs:56-80 (initialize: the language set, then Hooks.callAll("i18nInit"))
 * @foundry client/game.mjs:739-746 (initializeDocuments, then Hooks.callAll("setup"))
 * @foundry client/game.mjs:783-787 (ready = true, then Hooks.callAll("ready"))
 */
export async function boot<T = undefined>(world: SimWorld, tab: SimTab, { stopBeforeReady = false, modules }: BootOptions<T> = {}): Promise<T> {
  vi.resetModules();
  const silenced = vi.spyOn(console, "info").mockImplementation(() => undefined);
  let loaded: T;
  try {
    await world.inTab(tab, () => import("../../src/system/index"));
    loaded = (await (modules ? world.inTab(tab, modules) : undefined)) as T;
    world.inTabSync(tab, () => {
      tab.hooks.callAll("init");
      registerCoreSettings(world);
      tab.hooks.callAll("i18nInit");
      initializeDocuments(world, tab);
      tab.hooks.callAll("setup");
    });
  } finally {
    silenced.mockRestore();
  }
  if (!stopBeforeReady) ready(world, tab);
  return loaded;
}

/** Fires `ready` on a booted tab. @foundry client/game.mjs:783-787 (ready = true, then Hooks.callAll("ready")) */
export function ready(world: SimWorld, tab: SimTab): void {
  world.inTabSync(tab, () => tab.hooks.callAll("ready"));
}

/**
 * Core's settings Fray reads, registered by the client right after init.
 * @foundry client/game.mjs:1239 (DefaultSheetsConfig.registerSetting: called as the client registers core settings)
 * @foundry client/applications/settings/menus/default-sheets-config.mjs:48-66 (SCHEMA: per document type but ActorDelta, ChatMessage, FogExploration, JournalEntryCategory and Setting, a TypedObjectField starting empty)
 * @foundry client/applications/settings/menus/default-sheets-config.mjs:79-87 (registerSetting: core.sheetClasses, a world setting)
 */
function registerCoreSettings(world: SimWorld): void {
  const types = world.registry.all().map((c) => c.meta.name).filter((name) => name !== "ChatMessage");
  world.settings.registered.set("core.sheetClasses", { scope: "world", default: Object.fromEntries(types.map((name) => [name, {}])) });
}

/**
 * The client builds its world collections after init, with the document classes and data models
 * the system configured, and prepares every document.
 * @foundry client/game.mjs:871-916 (initializeDocuments: each collection from CONFIG[name].documentClass, then _safePrepareData)
 */
function initializeDocuments(world: SimWorld, tab: SimTab): void {
  for (const [type, sources] of world.server.sources) {
    const cls = world.documentClass(type);
    const collection = tab.collection(type);
    collection.clear();
    for (const source of sources.values()) collection.set(String(source["_id"]), new cls(structuredClone(source)));
  }
}
