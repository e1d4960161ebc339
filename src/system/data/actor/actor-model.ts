/**
 * Actors (design.md: every actor carries the state of every ruleset, each in its own
 * sub-object). Characters and NPCs differ only in their defaults, so they share one schema
 * type, composed from each registered ruleset's piece (its adapter's `schema.actor`).
 */
import type { ActorKind } from "../../../core/ruleset";
import { activeAdapter } from "../../active-ruleset";
import type { BarValue } from "../../ruleset-adapter";
import { type RegisteredRulesets, allAdapters } from "../../rulesets";

type RulesetActorFields = { [K in keyof RegisteredRulesets]: ReturnType<RegisteredRulesets[K]["schema"]["actor"]> };

function actorSchema(kind: ActorKind) {
  const f = foundry.data.fields;
  const rulesets = Object.fromEntries(allAdapters().map((a) => [a.id, a.schema.actor(kind)])) as RulesetActorFields;
  return { biography: new f.HTMLField({ required: true, blank: true }), ...rulesets };
}
export type ActorSchema = ReturnType<typeof actorSchema>;

/**
 * What prepareDerivedData adds: `health`, the token bar of the active ruleset's main resource,
 * so `primaryTokenAttribute` stays one path for every ruleset; and `bars`, the further bars
 * rulesets derive (banks: `bars.stun`, `bars.physical`).
 */
export type ActorDerived = {
  health: BarValue;
  bars: Record<string, BarValue>;
};

export class CharacterModel extends foundry.abstract.TypeDataModel<ActorSchema, Actor.Implementation, Record<never, never>, ActorDerived> {
  static override LOCALIZATION_PREFIXES = ["FRAY.Common.Actor"];
  /** The actor type this model is for: its defaults and its migrations follow it. */
  static readonly actorKind: ActorKind = "character";

  static override defineSchema(): ActorSchema {
    return actorSchema(this.actorKind);
  }

  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    for (const adapter of allAdapters()) adapter.schema.migrate?.("Actor", this.actorKind, source);
    return super.migrateData(source);
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const system = this as unknown as Readonly<Record<string, unknown>>;
    this.bars = Object.assign({}, ...allAdapters().map((a) => a.tokenBars.derived?.(system) ?? {})) as Record<string, BarValue>;
    this.health = activeAdapter().tokenBars.health(system);
  }
}

export class NpcModel extends CharacterModel {
  static override readonly actorKind: ActorKind = "npc";
}
