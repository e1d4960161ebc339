/**
 * Cards and Card: permissions as the common documents declare them, and the client's default
 * of new ids for a stack's cards. Dealing and passing are in cards-actions.ts.
 */
import { type DocumentMeta, SimDocument } from "../document";
import type { Data } from "../object-utils";
import type { SimUser } from "../users";

/** @foundry common/documents/cards.mjs:23-35 (metadata: cards embedded; create CARDS_CREATE; delete OWNER) */
export const cardsMeta: DocumentMeta = { name: "Cards", collection: "cards", embedded: { Card: "cards" }, permissions: { create: "CARDS_CREATE", delete: "OWNER" }, hasOwnership: true };

/**
 * @foundry common/documents/card.mjs:25-36 (metadata: create #canCreate, update #canUpdate, delete OWNER)
 * @foundry common/documents/card.mjs:88-105 (a GM; into a hand or pile anyone; a deck's owner; anyone may mark a card drawn)
 */
export class BaseCard extends SimDocument {
  static override meta: DocumentMeta = {
    name: "Card",
    collection: null,
    embedded: {},
    permissions: {
      create: (user: SimUser, doc: SimDocument) => user.isGM || doc.parent?.["type"] !== "deck" || !!doc.parent?.testUserPermission(user, "OWNER"),
      update: (user: SimUser, doc: SimDocument, data: Data) => {
        if (user.isGM) return true;
        const keys = Object.keys(data).sort().join();
        if (keys === "_id,drawn") return true;
        return !!doc.parent?.testUserPermission(user, "OWNER");
      },
      delete: "OWNER",
    },
    hasOwnership: false,
  };
}

export class BaseCards extends SimDocument {
  static override meta = cardsMeta;

  /** @foundry client/documents/cards.mjs:79-82 (createDocuments: keepEmbeddedIds false unless passed) */
  static override createDocuments(data: Data[] = [], options: Data = {}): Promise<SimDocument[]> {
    return super.createDocuments(data, { ...options, keepEmbeddedIds: options["keepEmbeddedIds"] ?? false });
  }
}
