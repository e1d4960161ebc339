/**
 * The structural checks of a compendium source document: `_id`, and a `_key` whose prefix
 * matches its collection (the Foundry CLI does not catch a wrong prefix). Rules validation of
 * `system` data is done by the tests with the core's validators.
 */
export interface PackDocument {
  _id?: unknown;
  _key?: unknown;
  name?: unknown;
  type?: unknown;
  system?: unknown;
  items?: PackDocument[];
  pages?: PackDocument[];
  [key: string]: unknown;
}

const COLLECTIONS: Record<string, string> = {
  Actor: "actors",
  Item: "items",
  JournalEntry: "journal",
  RollTable: "tables",
  Macro: "macros",
  Cards: "cards",
};

const ID = /^[A-Za-z0-9]{16}$/;

export function checkPackSource(doc: PackDocument, documentName: string): string[] {
  const problems: string[] = [];
  const collection = COLLECTIONS[documentName];
  if (!collection) return [`unknown pack type ${documentName}`];
  if (typeof doc._id !== "string" || !ID.test(doc._id)) problems.push("_id must be 16 letters or digits");
  if (doc._key !== `!${collection}!${String(doc._id)}`) problems.push(`_key must be "!${collection}!${String(doc._id)}"`);
  if (typeof doc.name !== "string" || doc.name.trim() === "") problems.push("name is missing");
  const embedded: [string, PackDocument[] | undefined][] = [
    ["items", doc.items],
    ["pages", doc.pages],
  ];
  for (const [field, children] of embedded) {
    for (const [i, child] of (children ?? []).entries()) {
      const key = `!${collection}.${field}!${String(doc._id)}.${String(child._id)}`;
      if (typeof child._id !== "string" || !ID.test(child._id)) problems.push(`${field}[${i}]._id must be 16 letters or digits`);
      if (child._key !== key) problems.push(`${field}[${i}]._key must be "${key}"`);
    }
  }
  return problems;
}
