/**
 * A small, explicit test double of the Foundry globals the adapter touches, with the same call
 * shapes as the v13 declarations. It records what was registered so tests can assert on it.
 */
import { RollDouble } from "./roll-double";

type Callback = (...args: unknown[]) => unknown;

/** A stand-in for every `foundry.data.fields` class: it keeps what it was built with. */
export class FieldDouble {
  readonly kind: string;
  readonly args: unknown[];
  constructor(kind: string, args: unknown[]) {
    this.kind = kind;
    this.args = args;
  }
  /** The options object (the last plain-object argument). */
  get options(): Record<string, unknown> {
    const last = [...this.args].reverse().find((a) => typeof a === "object" && a !== null && !(a instanceof FieldDouble));
    return (last ?? {}) as Record<string, unknown>;
  }
  /** A SchemaField's children. */
  get fields(): Record<string, FieldDouble> {
    return (this.kind === "SchemaField" ? this.args[0] : {}) as Record<string, FieldDouble>;
  }
}

const FIELD_KINDS = ["SchemaField", "NumberField", "StringField", "BooleanField", "ArrayField", "HTMLField", "TypedObjectField"];

export interface FoundryDouble {
  /** Sheets registered through DocumentSheetConfig.registerSheet: [documentClass name, sheet name, options]. */
  sheets: { document: string; sheet: string; options: Record<string, unknown> }[];
  menus: Map<string, Record<string, unknown>>;
  hooks: { once: Map<string, Callback[]>; on: Map<string, Callback[]> };
  settings: Map<string, { scope: string; default: unknown; choices?: Record<string, string>; value: unknown }>;
  fire(hook: string, ...args: unknown[]): void;
  uninstall(): void;
}

export function installFoundryDouble(): FoundryDouble {
  const g = globalThis as Record<string, unknown>;
  const names = ["Hooks", "game", "foundry", "CONFIG", "ChatMessage", "Combat", "Actor", "Item", "Cards", "TokenDocument", "Roll", "fray"] as const;
  const saved = Object.fromEntries(names.map((n) => [n, g[n]]));
  const sheets: FoundryDouble["sheets"] = [];
  const menus: FoundryDouble["menus"] = new Map();
  class Base {
    // ApplicationV2's static defaults, which sheet classes read and override.
    static DEFAULT_OPTIONS = {};
    static PARTS = {};
    static TABS = {};
    readonly isDouble = true;
  }
  const named = (name: string) => ({ [name]: class extends Base {} })[name]!;
  const fields = Object.fromEntries(
    FIELD_KINDS.map((kind) => [
      kind,
      class extends FieldDouble {
        constructor(...args: unknown[]) {
          super(kind, args);
        }
      },
    ]),
  );
  class DataModel {
    toObject(): Record<string, unknown> {
      return {};
    }
  }
  class TypeDataModel extends DataModel {
    prepareDerivedData(): void {}
  }
  g["foundry"] = {
    abstract: { DataModel, TypeDataModel },
    data: { fields },
    applications: {
      api: { ApplicationV2: named("ApplicationV2"), DocumentSheetV2: named("DocumentSheetV2"), DialogV2: named("DialogV2"), HandlebarsApplicationMixin: (base: new () => object) => class extends base {} },
      sheets: { ActorSheetV2: named("ActorSheetV2"), ItemSheetV2: named("ItemSheetV2") },
      apps: {
        DocumentSheetConfig: {
          registerSheet: (doc: { name: string }, _scope: string, sheet: { name: string }, options: Record<string, unknown>) => void sheets.push({ document: doc.name, sheet: sheet.name, options }),
          unregisterSheet: () => {},
        },
      },
      handlebars: { loadTemplates: async () => {}, renderTemplate: async () => "" },
    },
  };
  for (const name of ["ChatMessage", "Combat", "Actor", "Item", "Cards", "TokenDocument"]) g[name] = named(name);
  // Roll classes extend the global at import time (src/system/banks/pool-roll.ts).
  g["Roll"] = RollDouble;
  g["CONFIG"] = {
    Actor: { dataModels: {}, trackableAttributes: {} },
    Item: { dataModels: {} },
    ChatMessage: {},
    Token: {},
    Combat: { initiative: {} },
    Dice: { rolls: [RollDouble], rollModes: {} },
    queries: {},
    statusEffects: [],
  };
  const hooks = { once: new Map<string, Callback[]>(), on: new Map<string, Callback[]>() };
  const settings: FoundryDouble["settings"] = new Map();
  const add = (map: Map<string, Callback[]>, name: string, fn: Callback): void => void map.set(name, [...(map.get(name) ?? []), fn]);
  g["Hooks"] = {
    once: (name: string, fn: Callback) => add(hooks.once, name, fn),
    on: (name: string, fn: Callback) => add(hooks.on, name, fn),
  };
  g["game"] = {
    settings: {
      registerMenu(namespace: string, key: string, config: Record<string, unknown>) {
        menus.set(`${namespace}.${key}`, config);
      },
      register(namespace: string, key: string, config: { scope: string; default: unknown; choices?: Record<string, string> }) {
        settings.set(`${namespace}.${key}`, { ...config, value: config.default });
      },
      get(namespace: string, key: string) {
        const entry = settings.get(`${namespace}.${key}`);
        if (!entry) throw new Error(`setting ${namespace}.${key} is not registered`);
        return entry.value;
      },
      set(namespace: string, key: string, value: unknown) {
        const entry = settings.get(`${namespace}.${key}`);
        if (!entry) throw new Error(`setting ${namespace}.${key} is not registered`);
        entry.value = value;
        return Promise.resolve(value);
      },
    },
  };
  return {
    sheets,
    menus,
    hooks,
    settings,
    fire(hook, ...args) {
      for (const fn of hooks.once.get(hook) ?? []) fn(...args);
      hooks.once.delete(hook);
      for (const fn of hooks.on.get(hook) ?? []) fn(...args);
    },
    uninstall() {
      for (const n of names) g[n] = saved[n];
    },
  };
}
