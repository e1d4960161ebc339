/** Lets Foundry rebuild stored wounds rolls (chat log, Dice So Nice): call once at init, in every world. */
import { WoundsDamageRoll } from "./damage-roll";
import { WoundsTraitRoll } from "./trait-roll";

export function registerWoundsRolls(): void {
  if (!CONFIG.Dice.rolls.includes(WoundsTraitRoll)) CONFIG.Dice.rolls.push(WoundsTraitRoll);
  if (!CONFIG.Dice.rolls.includes(WoundsDamageRoll)) CONFIG.Dice.rolls.push(WoundsDamageRoll);
}
