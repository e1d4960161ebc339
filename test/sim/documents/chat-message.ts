/**
 * ChatMessage: the author is the creating client's user, and the server refuses impersonation.
 */
import { type DocumentMeta, OWNERSHIP, SimDocument } from "../document";
import { currentWorld } from "../current";
import type { Data } from "../object-utils";
import type { SimUser } from "../users";

export class BaseChatMessage extends SimDocument {
  /**
   * @foundry common/documents/chat-message.mjs:25-36 (metadata: create #canCreate, delete OWNER)
   * @foundry common/documents/chat-message.mjs:73-77 (#canCreate: a GM, or the author themself)
   */
  static override meta: DocumentMeta = {
    name: "ChatMessage",
    collection: "messages",
    embedded: {},
    permissions: {
      create: (user: SimUser, doc: SimDocument) => user.isGM || user.id === doc._source["author"],
      delete: "OWNER",
    },
    hasOwnership: false,
  };

  /** @foundry common/data/fields.mjs:2938-2950 (DocumentAuthorField: the initial author is game.user) */
  constructor(source: Data, options: { parent?: SimDocument | null; server?: boolean } = {}) {
    super({ author: currentWorld().currentTab().user.id, ...source }, options);
  }

  /** @foundry common/documents/chat-message.mjs:48 (author: a ForeignDocumentField, read as the User) */
  override _initialize(): void {
    super._initialize();
    const id = this._source["author"];
    this["author"] = typeof id === "string" ? (currentWorld().users.find((u) => u.id === id) ?? null) : null;
  }

  /** @foundry common/documents/chat-message.mjs:93-97 (getUserLevel: the author is OWNER) */
  override getUserLevel(user: SimUser): number {
    if (user.id === this._source["author"]) return OWNERSHIP.OWNER;
    return super.getUserLevel(user);
  }

  /** @foundry client/documents/chat-message.mjs:202-230 (getSpeaker: alias and actor/token ids) */
  static getSpeaker({ actor, alias }: { actor?: { id?: string; name?: string } | null; alias?: string } = {}): Data {
    return { actor: actor?.id ?? null, alias: alias ?? actor?.name ?? currentWorld().currentTab().user.name, scene: null, token: null };
  }
}
