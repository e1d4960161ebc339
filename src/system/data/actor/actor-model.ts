/**
 * Actors (design.md: every actor carries the state of every ruleset, each in its own
 * sub-object). Characters are Leads; NPCs are bioforms and antagonists. The two differ only in
 * their defaults, so they share one schema type.
 */
import type { ActorKind } from "../../../core/ruleset";
import { banksActorField } from "../../banks/actor-fields";
import { traumaActorField } from "../../trauma/actor-fields";

function actorSchema(kind: ActorKind) {
  const f = foundry.data.fields;
  return {
    biography: new f.HTMLField({ required: true, blank: true }),
    trauma: traumaActorField(kind),
    banks: banksActorField(kind),
  };
}
export type ActorSchema = ReturnType<typeof actorSchema>;

/**
 * What prepareDerivedData adds: `health`, the token bar of the active ruleset's main resource
 * (trauma: Life Support of Max Vim), so `primaryTokenAttribute` stays one path for every ruleset.
 */
export type ActorDerived = { health: { value: number; max: number } };

export class CharacterModel extends foundry.abstract.TypeDataModel<ActorSchema, Actor.Implementation, Record<never, never>, ActorDerived> {
  static override LOCALIZATION_PREFIXES = ["FRAY.Actor"];

  static override defineSchema(): ActorSchema {
    return actorSchema("character");
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.health = { value: this.trauma.vim.lifeSupport, max: this.trauma.maxVim };
  }
}

export class NpcModel extends CharacterModel {
  static override defineSchema(): ActorSchema {
    return actorSchema("npc");
  }
}
