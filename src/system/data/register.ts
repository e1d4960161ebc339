import { activeAdapter } from "../active-ruleset";
import { CharacterModel, NpcModel } from "./actor/actor-model";
import { ArmorModel, BehaviorModel, WeaponModel } from "./item/item-models";

/** Wires the TypeDataModels into CONFIG (foundry-v13.md §2); called at init. */
export function registerDataModels(): void {
  CONFIG.Actor.dataModels.character = CharacterModel;
  CONFIG.Actor.dataModels.npc = NpcModel;
  CONFIG.Item.dataModels.weapon = WeaponModel;
  CONFIG.Item.dataModels.armor = ArmorModel;
  CONFIG.Item.dataModels.behavior = BehaviorModel;
  // `health` is every ruleset's main bar; the rest are the world's ruleset's own.
  const { bar, value } = activeAdapter().tokenBars.trackable;
  const trackable = { bar: ["health", ...bar], value: [...value] };
  CONFIG.Actor.trackableAttributes = { character: trackable, npc: { bar: [...trackable.bar], value: [...trackable.value] } };
}
