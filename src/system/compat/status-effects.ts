/**
 * Registering a status effect: v13's `CONFIG.statusEffects` is an array; v14's is a record by
 * id behind an array-compatible proxy, registered by id. Both answer `some`.
 */
import { foundryGeneration } from "./generation";

type StatusEffect = (typeof CONFIG.statusEffects)[number];

export function hasStatusEffect(id: string): boolean {
  return CONFIG.statusEffects.some((effect) => effect.id === id);
}

export function registerStatusEffect(effect: StatusEffect): void {
  if (hasStatusEffect(effect.id)) return;
  if (foundryGeneration() >= 14) (CONFIG.statusEffects as unknown as Record<string, StatusEffect>)[effect.id] = effect;
  else CONFIG.statusEffects.push(effect);
}
