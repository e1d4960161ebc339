/**
 * game.settings: registered settings, world values shared by every client, client values per tab.
 */
import type { SimTab } from "./world";

interface Registered {
  scope: string;
  default: unknown;
  onChange?: (value: unknown) => void;
}

export class SimSettings {
  readonly registered = new Map<string, Registered>();
  readonly menus = new Map<string, unknown>();
  readonly world = new Map<string, unknown>();
  readonly client = new Map<SimTab, Map<string, unknown>>();

  /** @sim the game.settings object one client sees */
  forTab(tab: SimTab): Record<string, unknown> {
    const store = (key: string): Map<string, unknown> => {
      if (this.registered.get(key)?.scope !== "client") return this.world;
      let mine = this.client.get(tab);
      if (!mine) this.client.set(tab, (mine = new Map()));
      return mine;
    };
    return {
      /** @foundry client/helpers/client-settings.mjs:125-175 (register) */
      register: (namespace: string, key: string, config: Registered) => void this.registered.set(`${namespace}.${key}`, { ...config, scope: config.scope ?? "client" }),
      /** @foundry client/helpers/client-settings.mjs:185-200 (registerMenu) */
      registerMenu: (namespace: string, key: string, config: unknown) => void this.menus.set(`${namespace}.${key}`, config),
      /** @foundry client/helpers/client-settings.mjs:212-235 (get: the stored value, else the default; unknown keys throw) */
      get: (namespace: string, key: string) => {
        const id = `${namespace}.${key}`;
        const setting = this.registered.get(id);
        if (!setting) throw new Error(`"${id}" is not a registered game setting`);
        const stored = store(id);
        return stored.has(id) ? structuredClone(stored.get(id)) : structuredClone(setting.default);
      },
      /** @foundry client/helpers/client-settings.mjs:249-275 (set: stores, then onChange) */
      set: async (namespace: string, key: string, value: unknown) => {
        const id = `${namespace}.${key}`;
        const setting = this.registered.get(id);
        if (!setting) throw new Error(`"${id}" is not a registered game setting`);
        store(id).set(id, structuredClone(value));
        setting.onChange?.(value);
        return value;
      },
    };
  }
}
