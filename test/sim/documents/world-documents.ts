/**
 * The plain world documents: their collections, embedded collections and permission rules as
 * Foundry's common documents declare them.
 */
import type { SimDocument } from "../document";
import type { SimUser } from "../users";
import { defineDocument } from "./define";

export { BaseActor } from "./actor";
export { BaseActiveEffect } from "./active-effect";

/** @foundry common/documents/item.mjs:24-37 (metadata: effects embedded; delete OWNER) */
export const BaseItem = defineDocument({
  name: "Item",
  collection: "items",
  embedded: { ActiveEffect: "effects" },
  permissions: { create: (user: SimUser, doc: SimDocument) => (doc.parent ? doc.parent.testUserPermission(user, "OWNER") : user.hasPermission("ITEM_CREATE")), delete: "OWNER" },
  hasOwnership: true,
});

/** @foundry common/documents/journal-entry.mjs:23-37 (metadata: pages embedded; create JOURNAL_CREATE; delete OWNER) */
export const BaseJournalEntry = defineDocument({ name: "JournalEntry", collection: "journal", embedded: { JournalEntryPage: "pages" }, permissions: { create: "JOURNAL_CREATE", delete: "OWNER" }, hasOwnership: true });

/** @foundry common/documents/journal-entry-page.mjs:24-36 (metadata: create and delete OWNER of the entry; a page's ownership may INHERIT) */
export const BaseJournalEntryPage = defineDocument({ name: "JournalEntryPage", collection: null, embedded: {}, permissions: { create: "OWNER", delete: "OWNER" }, hasOwnership: true });

/** @foundry common/documents/macro.mjs:25-40 (metadata: macros) */
export const BaseMacro = defineDocument({ name: "Macro", collection: "macros", embedded: {}, permissions: { create: (user: SimUser) => user.hasPermission("MACRO_SCRIPT") }, hasOwnership: true });

/** @foundry common/documents/folder.mjs:20-35 (metadata: folders) */
export const BaseFolder = defineDocument({ name: "Folder", collection: "folders", embedded: {}, permissions: {}, hasOwnership: false });
