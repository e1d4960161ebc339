/**
 * What a trauma attack card records of its attacker. Every client holds every chat message
 * (docs/trust.md), so the card keeps only what the attack itself uses and shows: the ability and
 * lobe the weapon draws with, and the perks played; not the attacker's whole sheet (an NPC's
 * other abilities, Vim, behaviours, armour, perk hand).
 */
import { type PerkPlay, type TraumaActor, type TraumaWeapon, defaultTraumaActor } from "../../../core/trauma";

export function cardAttacker(state: TraumaActor, weapon: Pick<TraumaWeapon, "ability" | "lobe">, played: readonly PerkPlay[]): TraumaActor {
  const abilities = { [weapon.ability]: state.abilities[weapon.ability] ?? 0 };
  const lobes = weapon.lobe === null ? {} : { [weapon.lobe]: state.lobes[weapon.lobe] ?? 0 };
  // maxVim is not the attacker's business on the card: the smallest a valid actor has.
  const shown = defaultTraumaActor({ isLead: false, abilities, lobes, maxVim: 1 });
  return { ...shown, isLead: state.isLead, abilities, lobes, perkHand: played.map((p) => p.card) };
}
