import { CharacterModel, NpcModel } from "./actor/actor-model";
import { ArmorModel, BehaviorModel, WeaponModel } from "./item/item-models";

/** Wires the TypeDataModels into CONFIG (foundry-v13.md §2); called at init. */
export function registerDataModels(): void {
  CONFIG.Actor.dataModels.character = CharacterModel;
  CONFIG.Actor.dataModels.npc = NpcModel;
  CONFIG.Item.dataModels.weapon = WeaponModel;
  CONFIG.Item.dataModels.armor = ArmorModel;
  CONFIG.Item.dataModels.behavior = BehaviorModel;
  CONFIG.Actor.trackableAttributes = {
    character: { bar: ["health", "bars.stun", "bars.physical"], value: ["trauma.vim.clot", "trauma.maxVim", "banks.ip"] },
    npc: { bar: ["health", "bars.stun", "bars.physical"], value: ["trauma.vim.clot", "trauma.maxVim", "banks.ip"] },
  };
}
