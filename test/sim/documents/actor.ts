/**
 * The Actor: permissions as the common document declares them, its schema's defaults, and the
 * client behaviour Fray's status code relies on — the statuses its active effects grant, core's
 * status toggle, and whether it is a token's synthetic actor.
 */
import { type DocumentMeta, type SimCollection, SimDocument } from "../document";
import { currentWorld } from "../current";
import type { Data } from "../object-utils";
import type { SimUser } from "../users";
import type { BaseActiveEffect } from "./active-effect";

export class BaseActor extends SimDocument {
  /**
   * @foundry common/documents/actor.mjs:26-38 (metadata: items and effects embedded; create ACTOR_CREATE; update needs OWNER)
   * @foundry common/documents/actor.mjs:121-145 (#canCreate, #canUpdate)
   */
  static override meta: DocumentMeta = {
    name: "Actor",
    collection: "actors",
    embedded: { Item: "items", ActiveEffect: "effects" },
    permissions: { create: (user: SimUser) => user.hasPermission("ACTOR_CREATE"), update: (user: SimUser, doc: SimDocument) => doc.testUserPermission(user, "OWNER") },
    hasOwnership: true,
  };
  /** The statuses its active effects apply (client/documents/actor.mjs:88). */
  declare statuses: Set<string>;

  /** @foundry common/documents/actor.mjs:45-62 (defineSchema: items and effects collections, ownership NONE by default, flags) */
  constructor(source: Data, options: { parent?: SimDocument | null; server?: boolean } = {}) {
    super({ items: [], effects: [], ownership: { default: 0 }, flags: {}, ...source }, options);
  }

  /** @foundry client/documents/actor.mjs:133-136 (isToken: the parent is a TokenDocument) */
  get isToken(): boolean {
    return this.parent?.documentName === "Token";
  }

  /** @foundry client/documents/actor.mjs:172-174 (token: the parent TokenDocument, else null) */
  get token(): SimDocument | null {
    return this.isToken ? this.parent : null;
  }

  /** @foundry client/documents/actor.mjs:247-249 (getActiveTokens: none while the canvas is not ready — the simulation has no canvas) */
  getActiveTokens(): unknown[] {
    return [];
  }

  /** @foundry client/documents/actor.mjs:415-418 (prepareEmbeddedDocuments: the embedded documents, then applyActiveEffects) */
  override prepareEmbeddedDocuments(): void {
    super.prepareEmbeddedDocuments();
    this.applyActiveEffects();
  }

  /** @foundry client/documents/actor.mjs:206-221 (applyActiveEffects: statuses cleared, then every active applicable effect's statuses added) */
  applyActiveEffects(): void {
    this.statuses ??= new Set();
    this.statuses.clear();
    for (const effect of this.allApplicableEffects()) if (effect.active) for (const id of effect.statuses) this.statuses.add(id);
  }

  /** @foundry client/documents/actor.mjs:268-278 (allApplicableEffects: its own effects, then its items' effects marked transfer) */
  *allApplicableEffects(): Generator<BaseActiveEffect> {
    for (const effect of (this["effects"] as SimCollection<SimDocument>).values()) yield effect as BaseActiveEffect;
    for (const item of (this["items"] as SimCollection<SimDocument>).values()) {
      for (const effect of ((item["effects"] as SimCollection<SimDocument> | undefined)?.values() ?? [])) if ((effect as BaseActiveEffect).transfer) yield effect as BaseActiveEffect;
    }
  }

  /**
   * Core's toggle, as the token HUD and the tracker's Defeated button call it.
   * @foundry client/documents/actor.mjs:490-524 (toggleStatusEffect: an unknown id throws; single-status effects of the id deleted unless forced active; else one created with keepId)
   */
  async toggleStatusEffect(statusId: string, { active, overlay = false }: { active?: boolean; overlay?: boolean } = {}): Promise<SimDocument | boolean | undefined> {
    const status = (currentWorld().config["statusEffects"] as Data[]).find((e) => e["id"] === statusId);
    if (!status) throw new Error(`Invalid status ID "${statusId}" provided to Actor#toggleStatusEffect`);
    const existing: string[] = [];
    const effects = this["effects"] as SimCollection<SimDocument>;
    if (status["_id"]) {
      const effect = effects.get(String(status["_id"]));
      if (effect) existing.push(effect.id);
    } else {
      for (const effect of effects.values()) {
        const statuses = (effect as BaseActiveEffect).statuses;
        if (statuses.size === 1 && statuses.has(statusId)) existing.push(effect.id);
      }
    }
    if (existing.length) {
      if (active) return true;
      await this.deleteEmbeddedDocuments("ActiveEffect", existing);
      return false;
    }
    if (!active && active !== undefined) return undefined;
    const cls = currentWorld().documentClass("ActiveEffect") as typeof BaseActiveEffect;
    const effect = await cls.fromStatusEffect(statusId);
    if (overlay) effect.updateSource({ "flags.core.overlay": true });
    return cls.implementation.create(effect.toObject(), { parent: this, keepId: true });
  }
}
