/**
 * The simulated document classes by name, and the CONFIG a fresh world starts with.
 */
import type { SimDocument } from "./document";
import { BaseActiveEffect, BaseActor, BaseFolder, BaseItem, BaseJournalEntry, BaseJournalEntryPage, BaseMacro } from "./documents/world-documents";
import { BaseChatMessage } from "./documents/chat-message";
import { BaseCombat, BaseCombatant } from "./documents/combat";
import { BaseCard, BaseCards } from "./documents/cards";
import { BaseScene, BaseToken } from "./documents/scene";
import type { Data } from "./object-utils";
import { SimRoll } from "./dice";
import { coreStatusEffects } from "./documents/active-effect";

const CLASSES: readonly (typeof SimDocument)[] = [BaseActor, BaseItem, BaseActiveEffect, BaseJournalEntry, BaseJournalEntryPage, BaseMacro, BaseFolder, BaseChatMessage, BaseCombat, BaseCombatant, BaseCards, BaseCard, BaseScene, BaseToken];

/**
 * The ids of core's status effects (their names and images are not simulated).
 * @foundry client/config.mjs:1453-1623 (statusEffects: the array of status effects which can be applied to an Actor)
 */

export interface DocumentRegistry {
  base(name: string): typeof SimDocument;
  all(): readonly (typeof SimDocument)[];
  worldCollections(): [type: string, key: string][];
  config(): Data;
}

/** @sim the simulated classes, looked up by document name */
export function documentRegistry(): DocumentRegistry {
  const byName = new Map(CLASSES.map((c) => [c.meta.name, c]));
  return {
    /** @sim */
    base(name) {
      const found = byName.get(name);
      if (!found) throw new Error(`the simulation has no ${name} document`);
      return found;
    },
    all: () => CLASSES,
    worldCollections: () => CLASSES.flatMap((c) => (c.meta.collection ? [[c.meta.name, c.meta.collection] as [string, string]] : [])),
    /** @foundry client/config.mjs:40-400 (CONFIG: per document name its documentClass and dataModels; queries; Dice; time) */
    config() {
      const config: Data = {
        queries: {},
        statusEffects: coreStatusEffects(),
        specialStatusEffects: { DEFEATED: "dead", INVISIBLE: "invisible", BLIND: "blind" },
        Dice: { rolls: [SimRoll], rollModes: { publicroll: { label: "CHAT.RollPublic" }, gmroll: { label: "CHAT.RollPrivate" }, blindroll: { label: "CHAT.RollBlind" }, selfroll: { label: "CHAT.RollSelf" } }, randomUniform: Math.random },
        time: { roundTime: 0, turnTime: 0 },
        debug: {},
        ui: {},
      };
      for (const cls of CLASSES) config[cls.meta.name] = { documentClass: null, dataModels: {}, typeLabels: {} };
      Object.assign(config["Combat"] as Data, { initiative: { formula: null, decimals: 2 } });
      Object.assign(config["Actor"] as Data, { trackableAttributes: {} });
      return config;
    },
  };
}
