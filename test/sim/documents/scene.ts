/**
 * Scene and Token: permissions as the common documents declare them. The synthetic actor of an
 * unlinked token and what redraws a token's bars are in token-actor.ts.
 */
import { type DocumentMeta, SimDocument } from "../document";
import type { SimUser } from "../users";

/** @foundry common/documents/scene.mjs:29-45 (metadata: tokens embedded) */
export const sceneMeta: DocumentMeta = { name: "Scene", collection: "scenes", embedded: { Token: "tokens" }, permissions: {}, hasOwnership: true };

/**
 * @foundry common/documents/token.mjs:33-47 (metadata: create TOKEN_CREATE, update #canUpdate, delete TOKEN_DELETE)
 * @foundry common/documents/token.mjs:228-235 (#canUpdate: a GM, the actor's owner, or anyone for an actor-less token)
 */
export const tokenMeta: DocumentMeta = {
  name: "Token",
  collection: null,
  embedded: {},
  permissions: {
    create: "TOKEN_CREATE",
    update: (user: SimUser, doc: SimDocument) => {
      if (user.isGM) return true;
      const actor = doc["actor"] as SimDocument | null | undefined;
      if (actor) return actor.testUserPermission(user, "OWNER");
      return !doc["actorId"];
    },
    delete: "TOKEN_DELETE",
  },
  hasOwnership: false,
};

export class BaseScene extends SimDocument {
  static override meta = sceneMeta;
}
export class BaseToken extends SimDocument {
  static override meta = tokenMeta;
}
