/**
 * Combat and Combatant: permissions as the common documents declare them. Turn behaviour is
 * in combat-turns.ts.
 */
import { type DocumentMeta, SimDocument } from "../document";
import type { Data } from "../object-utils";
import type { SimUser } from "../users";

/**
 * @foundry common/documents/combat.mjs:26-38 (metadata: combatants embedded; update #canUpdate)
 * @foundry common/documents/combat.mjs:74-83 (#canUpdate: players may change only round, turn and combatants)
 * @foundry common/documents/combat.mjs:116-124 (#canModifyCombatants: each combatant change needs that combatant's update permission)
 */
export const combatMeta: DocumentMeta = {
  name: "Combat",
  collection: "combats",
  embedded: { Combatant: "combatants" },
  permissions: {
    update: (user: SimUser, doc: SimDocument, data: Data) => {
      if (user.isGM) return true;
      if (Object.keys(data).some((k) => !["_id", "round", "turn", "combatants"].includes(k))) return false;
      const changes = (data["combatants"] as Data[] | undefined) ?? [];
      return changes.every(({ _id, ...change }) => {
        const combatant = doc.getEmbeddedCollection("Combatant").get(String(_id));
        return !!combatant && combatant.canUserModify(user, "update", change);
      });
    },
  },
  hasOwnership: false,
};

/**
 * @foundry common/documents/combatant.mjs:25-37 (metadata: create OWNER, update #canUpdate, delete OWNER)
 * @foundry common/documents/combatant.mjs:69-77 (#canUpdate: an owner may change initiative, flags, defeated and system)
 * @foundry common/documents/combatant.mjs:82-85 (getUserLevel: the actor's)
 */
export class BaseCombatant extends SimDocument {
  static override meta: DocumentMeta = {
    name: "Combatant",
    collection: null,
    embedded: {},
    permissions: {
      create: "OWNER",
      update: (user: SimUser, doc: SimDocument, data: Data) => user.isGM || (doc.testUserPermission(user, "OWNER") && Object.keys(data).every((k) => ["_id", "initiative", "flags", "defeated", "system"].includes(k))),
      delete: "OWNER",
    },
    hasOwnership: false,
  };
}

/** The Combat base class Fray's FrayCombat extends; its turn behaviour is added from Foundry's client Combat. */
export class BaseCombat extends SimDocument {
  static override meta = combatMeta;
}
