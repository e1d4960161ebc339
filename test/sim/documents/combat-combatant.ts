/**
 * Combatant: permissions as the common document declares them, its actor and token, who owns
 * it, and the client's pre-operation steps that keep the current combatant's turn when
 * combatants are added, changed or removed.
 */
import { type DocumentMeta, SimDocument } from "../document";
import { currentWorld } from "../current";
import { type Data, deepClone, mergeUpdate } from "../object-utils";
import type { SimUser } from "../users";
import { simI18n } from "../i18n";
import type { SimCombatTurns } from "./combat-turns";

type Operation = Data & { parent?: SimCombatTurns | null; combatTurn?: number; turnEvents?: boolean };

/** @foundry common/abstract/data.mjs:349-352 (clone: the combat a pre-operation clones, with the proposed combatant sources) */
function proposed(combat: SimCombatTurns, change: (combatants: Data[]) => Data[]): SimCombatTurns {
  const source = combat.toObject();
  source["combatants"] = change((source["combatants"] as Data[] | undefined) ?? []);
  const cls = combat.constructor as unknown as new (source: Data, options: { parent: SimDocument | null }) => SimCombatTurns;
  return new cls(source, { parent: combat.parent });
}

export class BaseCombatant extends SimDocument {
  declare initiative: number | null;
  declare actorId: string | null;
  declare tokenId: string | null;
  declare sceneId: string | null;
  declare defeated: boolean;
  declare hidden: boolean;
  declare name: string;

  /**
   * @foundry common/documents/combatant.mjs:25-37 (metadata: create OWNER, update #canUpdate, delete OWNER)
   * @foundry common/documents/combatant.mjs:69-77 (#canUpdate: an owner may change initiative, flags, defeated and system)
   */
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

  /** @foundry client/documents/combatant.mjs:151-163 (prepareDerivedData: the name from the token or the actor when the combatant has none) */
  override _initialize(): void {
    super._initialize();
    if (this.isServerCopy) return;
    const token = this.token;
    this.actorId ??= (token?.["actorId"] as string | null | undefined) ?? null;
    this.name ||= (token?.["name"] as string | undefined) || (this.actor?.["name"] as string | undefined) || simI18n.localize("COMBAT.UnknownCombatant");
  }

  /** @foundry common/documents/combatant.mjs:82-85 (getUserLevel: the actor's, when there is one) */
  override getUserLevel(user: SimUser): number {
    const actor = this.actor;
    if (actor) return actor.getUserLevel(user);
    return super.getUserLevel(user);
  }

  /** @foundry client/documents/combatant.mjs:46-48 (combat: the parent) */
  get combat(): SimDocument | null {
    return this.parent;
  }

  /**
   * The token's actor, else the world actor; on the server, the stored actor.
   * @foundry client/documents/combatant.mjs:84-87 (actor: token.actor, else game.actors.get(actorId))
   */
  get actor(): SimDocument | null {
    if (this.isServerCopy) return this.actorId ? currentWorld().server.serverDocument(`Actor.${this.actorId}`) : null;
    const token = this.token;
    if (token) return (token["actor"] as SimDocument | null | undefined) ?? null;
    return (this.actorId ? currentWorld().currentTab().collection("Actor").get(this.actorId) : undefined) ?? null;
  }

  /** @foundry client/documents/combatant.mjs:95-98 (token: the token of the combatant's scene, else of the combat's) */
  get token(): SimDocument | null {
    if (this.isServerCopy || !this.tokenId) return null;
    const sceneId = this.sceneId ?? (this.parent?.["scene"] as string | null | undefined) ?? null;
    const scene = sceneId ? currentWorld().currentTab().collection("Scene").get(sceneId) : undefined;
    return scene?.getEmbeddedCollection("Token").get(this.tokenId) ?? null;
  }

  /** @foundry client/documents/combatant.mjs:106-108 (players: the non-GM users who own it) */
  get players(): SimUser[] {
    return currentWorld().users.filter((u) => !u.isGM && this.testUserPermission(u, "OWNER"));
  }

  /** @foundry client/documents/abstract/client-document.mjs:116-118 (hasPlayerOwner: some non-GM user owns it) */
  get hasPlayerOwner(): boolean {
    return currentWorld().users.some((u) => !u.isGM && this.testUserPermission(u, "OWNER"));
  }

  /** @foundry client/documents/combatant.mjs:56-58 (isNPC: no actor or no player owner) */
  get isNPC(): boolean {
    return !this.actor || !this.hasPlayerOwner;
  }

  /** @foundry client/documents/combatant.mjs:74-76 (visible: its owner, or anyone when not hidden) */
  get visible(): boolean {
    return this.isOwner || !this.hidden;
  }

  /** @foundry client/documents/combatant.mjs:116-118 (isDefeated: defeated, or the actor has the DEFEATED status) */
  get isDefeated(): boolean {
    const statuses = this.actor?.["statuses"];
    const defeated = (currentWorld().config["specialStatusEffects"] as { DEFEATED: string }).DEFEATED;
    return this.defeated || (statuses instanceof Set && statuses.has(defeated));
  }

  /** @foundry client/documents/combatant.mjs:219-227 (_preCreateOperation: the combat's turn kept on the current combatant, without turn events) */
  static override async _preCreateOperation(documents: SimDocument[], operation: Operation): Promise<boolean | undefined> {
    const combatant = operation.parent?.combatant;
    if (!operation.parent || !combatant) return undefined;
    const combat = proposed(operation.parent, (list) => [...list, ...documents.map((d) => d.toObject())]);
    combat.setupTurns();
    operation.combatTurn = Math.max(combat.turns.findIndex((t) => t.id === combatant.id), 0);
    operation.turnEvents = false;
    return undefined;
  }

  /** @foundry client/documents/combatant.mjs:232-242 (_preUpdateOperation: the combat's turn kept on the current combatant, without turn events) */
  static override async _preUpdateOperation(_documents: SimDocument[], operation: Operation): Promise<boolean | undefined> {
    const combatant = operation.parent?.combatant;
    if (!operation.parent || !combatant) return undefined;
    const updates = (operation["updates"] as Data[] | undefined) ?? [];
    const combat = proposed(operation.parent, (list) =>
      list.map((c) => {
        const change = updates.find((u) => u["_id"] === c["_id"]);
        return change ? mergeUpdate(deepClone(c), deepClone(change)) : c;
      }),
    );
    combat.setupTurns();
    if (operation.combatTurn === undefined) {
      operation.combatTurn = Math.max(combat.turns.findIndex((t) => t.id === combatant.id), 0);
      operation.turnEvents = false;
    }
    return undefined;
  }

  /**
   * Foundry compares the rows with `this.turn` read on the Combatant class (undefined), so when
   * the current combatant goes no survivor is found and the turn is left where it was.
   * @foundry client/documents/combatant.mjs:247-279 (_preDeleteOperation: prevSurvivor/nextSurvivor by this.turn; else the same combatant's turn)
   */
  static override async _preDeleteOperation(_documents: SimDocument[], operation: Operation): Promise<boolean | undefined> {
    const parent = operation.parent;
    const combatant = parent?.combatant;
    if (!parent || !combatant) return undefined;
    const ids = (operation["ids"] as string[] | undefined) ?? [];
    const combat = proposed(parent, (list) => list.filter((c) => !ids.includes(String(c["_id"]))));
    combat.setupTurns();
    if (ids.includes(combatant.id)) return undefined;
    operation.combatTurn = Math.max(combat.turns.findIndex((t) => t.id === combatant.id), 0);
    operation.turnEvents = false;
    return undefined;
  }
}
