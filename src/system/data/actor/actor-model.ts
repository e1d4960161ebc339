/**
 * Actors (design.md: every actor carries the state of every ruleset, each in its own
 * sub-object). Characters are Leads; NPCs are bioforms and antagonists. The two differ only in
 * their defaults, so they share one schema type.
 */
import { banksBars } from "../../../core/banks";
import type { ActorKind } from "../../../core/ruleset";
import { activeRulesetId } from "../../settings";
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
 * (trauma: Life Support of Max Vim; banks: what is left of the Physical bank), so
 * `primaryTokenAttribute` stays one path for every ruleset; and `bars`, the banks ruleset's
 * Stun and Physical bars (rules/banks.md §8).
 */
export type ActorDerived = {
  health: { value: number; max: number };
  bars: { stun: { value: number; max: number }; physical: { value: number; max: number } };
};

/** The world's ruleset, or trauma while settings are not readable yet (early data preparation). */
function rulesetNow(): string {
  try {
    return activeRulesetId();
  } catch {
    return "trauma";
  }
}

export class CharacterModel extends foundry.abstract.TypeDataModel<ActorSchema, Actor.Implementation, Record<never, never>, ActorDerived> {
  static override LOCALIZATION_PREFIXES = ["FRAY.Actor"];

  static override defineSchema(): ActorSchema {
    return actorSchema("character");
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const bars = banksBars(this.banks);
    this.bars = { stun: { ...bars.stun }, physical: { ...bars.physical } };
    this.health = rulesetNow() === "banks" ? { ...bars.physical } : { value: this.trauma.vim.lifeSupport, max: this.trauma.maxVim };
  }
}

export class NpcModel extends CharacterModel {
  static override defineSchema(): ActorSchema {
    return actorSchema("npc");
  }
}
