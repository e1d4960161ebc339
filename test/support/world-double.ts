/**
 * The world's documents as the world migration sees them, on top of the combat double (users,
 * the active GM, i18n): chat messages, actors and card stacks with their flags, and the v13
 * batch call of each class (`updateDocuments(updates[])`), which applies the updates as Foundry
 * would (`-=key` deletes) and is recorded, so a test counts database round trips.
 */
import { type CombatDouble, CollectionDouble, installCombatDouble } from "./combat-double";
import { applyUpdate } from "./document-update";

export interface FlaggedDouble {
  id: string;
  flags: Record<string, unknown>;
}

export type DocumentClass = "ChatMessage" | "Actor" | "Cards";

export interface WorldDouble extends CombatDouble {
  messages: CollectionDouble<FlaggedDouble>;
  actors: CollectionDouble<FlaggedDouble>;
  cards: CollectionDouble<FlaggedDouble>;
  batches: { document: DocumentClass; updates: Record<string, unknown>[] }[];
  notices: string[];
  /** The next batch call of this class fails before writing anything, as a lost connection would. */
  failNext(document: DocumentClass): void;
}

export function installWorldDouble(documents: { messages?: FlaggedDouble[]; actors?: FlaggedDouble[]; cards?: FlaggedDouble[] }): WorldDouble {
  const base = installCombatDouble();
  const g = globalThis as Record<string, unknown>;
  const messages = new CollectionDouble(documents.messages ?? []);
  const actors = new CollectionDouble(documents.actors ?? []);
  const cards = new CollectionDouble(documents.cards ?? []);
  const batches: WorldDouble["batches"] = [];
  const notices: string[] = [];
  const failing = new Set<DocumentClass>();
  Object.assign(g["game"] as object, { messages, actors, cards });
  const notifications = (g["ui"] as { notifications: Record<string, unknown> }).notifications;
  notifications["info"] = (message: string) => void notices.push(message);

  const batch = (document: DocumentClass, collection: CollectionDouble<FlaggedDouble>) => (updates: Record<string, unknown>[]) => {
    if (failing.delete(document)) return Promise.reject(new Error(`${document}.updateDocuments: connection lost`));
    batches.push({ document, updates: structuredClone(updates) });
    for (const { _id, ...change } of updates) {
      const doc = collection.get(String(_id));
      if (doc) applyUpdate(doc as unknown as Record<string, unknown>, change);
    }
    return Promise.resolve(updates);
  };
  Object.assign(g["ChatMessage"] as object, { updateDocuments: batch("ChatMessage", messages) });
  (g["Actor"] as { implementation: Record<string, unknown> }).implementation["updateDocuments"] = batch("Actor", actors);
  g["Cards"] = { implementation: { updateDocuments: batch("Cards", cards) } };

  return { ...base, messages, actors, cards, batches, notices, failNext: (document) => void failing.add(document) };
}
