/**
 * An actor's statuses: the ids its active effects carry, gathered when it is prepared, and
 * toggled by creating or deleting the status's effect.
 */
import type { SimDocument } from "../document";
import type { Data } from "../object-utils";
import { currentWorld } from "../current";

interface StatusConfig {
  readonly id: string;
  readonly _id?: string;
  readonly name?: string;
  readonly img?: string;
  readonly statuses?: readonly string[];
}

const statusesOf = (effect: SimDocument): string[] => ((effect._source["statuses"] as string[] | undefined) ?? []).slice();
const configuredStatus = (id: string): StatusConfig | undefined => (currentWorld().config["statusEffects"] as StatusConfig[]).find((e) => e.id === id);

/** @sim the Actor class with Foundry's client statuses on top of its base */
export function withStatuses(Base: typeof SimDocument): typeof SimDocument {
  return class ActorWithStatuses extends Base {
    /** @foundry client/documents/actor.mjs:84-88 (statuses: the statuses applied to this actor by active effects) */
    get statuses(): Set<string> {
      return (this["_statuses"] as Set<string> | undefined) ?? new Set();
    }

    /** @foundry client/documents/actor.mjs:412-417 (prepareEmbeddedDocuments, then applyActiveEffects) */
    override prepareEmbeddedDocuments(): void {
      super.prepareEmbeddedDocuments();
      this.applyActiveEffects();
    }

    /** @foundry client/documents/actor.mjs:206-222 (applyActiveEffects: statuses cleared, then each active effect's statuses added) */
    applyActiveEffects(): void {
      const statuses = new Set<string>();
      const effects = this.getEmbeddedCollection("ActiveEffect");
      // active-effect.mjs:108-110 (active: not disabled); no effect here is suppressed.
      for (const effect of effects.values()) if (!effect._source["disabled"]) for (const id of statusesOf(effect)) statuses.add(id);
      this["_statuses"] = statuses;
    }

    /**
     * @foundry client/documents/actor.mjs:490-522 (toggleStatusEffect: the effect with the status's _id, else every single-status effect of it; removed unless forced active, else created)
     * @foundry client/documents/active-effect.mjs:42-60 (fromStatusEffect: the status's data, its id first among the statuses)
     */
    async toggleStatusEffect(statusId: string, { active }: { active?: boolean } = {}): Promise<unknown> {
      const status = configuredStatus(statusId);
      if (!status) throw new Error(`Invalid status ID "${statusId}" provided to Actor#toggleStatusEffect`);
      const effects = this.getEmbeddedCollection("ActiveEffect");
      const existing = status._id
        ? [effects.get(status._id)?.id].filter((id): id is string => !!id)
        : [...effects.values()].filter((e) => statusesOf(e).length === 1 && statusesOf(e)[0] === status.id).map((e) => e.id);
      if (existing.length) {
        if (active) return true;
        await this.deleteEmbeddedDocuments("ActiveEffect", existing);
        return false;
      }
      if (!active && active !== undefined) return undefined;
      const { id, statuses = [], ...rest } = status;
      const i18n = currentWorld().currentTab().game["i18n"] as { localize(key: string): string };
      const data: Data = { ...rest, name: i18n.localize(rest.name ?? id), statuses: [...new Set([id, ...statuses])] };
      return this.createEmbeddedDocuments("ActiveEffect", [data], { keepId: true });
    }
  };
}
