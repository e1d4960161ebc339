/**
 * Puts the simulated Foundry on the globals Fray's adapter reads. Import this module before any
 * module of src/system: Fray's document classes extend the globals (`class FrayCombat extends
 * Combat`) when they are first imported. `game`, `ui` and `Hooks` are read through the client
 * the calling code runs in.
 */
import { currentWorld } from "./current";
import { BaseActiveEffect, BaseActor, BaseFolder, BaseItem, BaseJournalEntry, BaseJournalEntryPage, BaseMacro } from "./documents/world-documents";
import { BaseChatMessage } from "./documents/chat-message";
import { BaseCombat, BaseCombatant } from "./documents/combat";
import { BaseCard, BaseCards } from "./documents/cards";
import { BaseScene, BaseToken } from "./documents/scene";
import { OWNERSHIP } from "./document";
import { USER_ROLES } from "./users";
import { simApplications } from "./applications";
import { SimRoll } from "./dice";
import { SimDataModel, SimTypeDataModel } from "./data/data-model";
import { simFields } from "./data/fields";
import { deepClone, expandObject, getProperty, mergeUpdate, randomID, setProperty } from "./object-utils";

const g = globalThis as Record<string, unknown>;
const perTab = (read: () => unknown) => ({ get: read, set: () => undefined, configurable: true });

Object.defineProperty(g, "game", perTab(() => currentWorld().currentTab().game));
Object.defineProperty(g, "Hooks", perTab(() => currentWorld().currentTab().hooks));
Object.defineProperty(g, "ui", perTab(() => ({ notifications: currentWorld().currentTab().notifications, combat: { render: () => undefined }, chat: { render: () => undefined } })));
Object.defineProperty(g, "CONFIG", perTab(() => currentWorld().config));
Object.assign(g, {
  Actor: BaseActor,
  Item: BaseItem,
  ActiveEffect: BaseActiveEffect,
  JournalEntry: BaseJournalEntry,
  JournalEntryPage: BaseJournalEntryPage,
  Macro: BaseMacro,
  Folder: BaseFolder,
  ChatMessage: BaseChatMessage,
  Combat: BaseCombat,
  Combatant: BaseCombatant,
  Cards: BaseCards,
  Card: BaseCard,
  Scene: BaseScene,
  TokenDocument: BaseToken,
  Roll: SimRoll,
  /** @foundry common/constants.mjs:372-380, 1156-1163, 100-110 (ownership levels, roles, card draw modes) */
  CONST: { DOCUMENT_OWNERSHIP_LEVELS: OWNERSHIP, USER_ROLES, CARD_DRAW_MODES: { TOP: 0, FIRST: 0, BOTTOM: 1, LAST: 1, RANDOM: 2 }, CHAT_MESSAGE_STYLES: { OTHER: 0, OOC: 1, IC: 2, EMOTE: 3 } },
  fromUuid: async (uuid: string) => currentWorld().resolveIn(currentWorld().currentTab(), uuid),
  fromUuidSync: (uuid: string) => currentWorld().resolveIn(currentWorld().currentTab(), uuid),
  foundry: {
    applications: simApplications,
    abstract: { DataModel: SimDataModel, TypeDataModel: SimTypeDataModel },
    data: { fields: simFields },
    utils: {
      deepClone,
      expandObject,
      getProperty,
      setProperty,
      mergeObject: (original: Record<string, unknown>, other: Record<string, unknown>) => mergeUpdate(original, other),
      randomID: () => randomID(Math.random),
      fromUuidSync: (uuid: string) => currentWorld().resolveIn(currentWorld().currentTab(), uuid),
      /** @foundry common/utils/helpers.mjs:1309-1320 (escapeHTML) */
      escapeHTML: (text: unknown) => String(text).replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#x27" }[c]};`),
    },
  },
});
