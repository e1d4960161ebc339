/**
 * Documents as the pack sources write them, the preview's stand-in for Foundry's Actor and Item
 * documents: the fields the sheets read, and the lookups and renames every ruleset's sample
 * world needs. A list is a value; a rename returns a new one, as a document update would.
 */

export interface PackDocument {
  readonly _id: string;
  readonly name: string;
  readonly type: string;
  readonly img: string;
  readonly system: Readonly<Record<string, unknown>>;
  readonly items?: readonly PackDocument[];
}

export function documentIn(docs: readonly PackDocument[], id: string, what: string): PackDocument {
  const doc = docs.find((d) => d._id === id);
  if (doc === undefined) throw new Error(`no ${what} ${id} in the preview world`);
  return doc;
}

/** An item anywhere: owned by one of `actors` (with its owner) or among the world `items`. */
export function itemIn(actors: readonly PackDocument[], items: readonly PackDocument[], id: string): { item: PackDocument; owner: PackDocument | null } {
  for (const actor of actors) {
    const item = actor.items?.find((i) => i._id === id);
    if (item !== undefined) return { item, owner: actor };
  }
  return { item: documentIn(items, id, "item"), owner: null };
}

/** The documents with `id` renamed, wherever it is (a world document or an owned item). */
export function renamedIn(docs: readonly PackDocument[], id: string, name: string): PackDocument[] {
  const rename = (doc: PackDocument): PackDocument => (doc._id === id ? { ...doc, name } : doc);
  return docs.map((doc) => (doc.items === undefined ? rename(doc) : { ...rename(doc), items: doc.items.map(rename) }));
}

/** The document with some keys of one object under `system` changed (a moment of play). */
export function withSystemPart(docs: readonly PackDocument[], id: string, key: string, patch: Readonly<Record<string, unknown>>): PackDocument[] {
  return docs.map((doc) => {
    if (doc._id !== id) return doc;
    const current = doc.system[key];
    return { ...doc, system: { ...doc.system, [key]: { ...(typeof current === "object" ? current : {}), ...patch } } };
  });
}
