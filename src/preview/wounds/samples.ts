/**
 * The wounds preview's moment of play, the rules journal's worked example (packs/wounds/
 * wounds-rules): the Bandit Chief's War Pick hits Red, who Soaks one Wound; the second swing,
 * with a raise, takes Red out, Bleeding Out with a Guts injury. Every number is the core's
 * (test/system/wounds/packs.test.ts checks the journal against it).
 */
import { type Injury, type WoundsActor, applyDamage, incapacitationRoll, toughnessOf } from "../../core/wounds";
import type { ApplyDamageResult } from "../../core/wounds";
import type { WoundsAppliedFlag, WoundsAttackCard } from "../../view/wounds/attack-card-view";

export const WOUNDS_NAMES = { attacker: "Bandit Chief", target: "Red", weapon: "War Pick", player: "Player One" } as const;

const PICK = { damage: { strength: true, dice: [{ sides: 6 }], flat: 0 }, ap: 1, skill: "fighting" };

/** The first swing: 7 to hit, 15 damage (Str d8 8+3, d6 4). */
export function firstSwing(weapon: string): WoundsAttackCard {
  return {
    attacker: { actorUuid: "Actor.chief", name: WOUNDS_NAMES.attacker },
    weapon: { name: weapon, profile: PICK },
    attack: { die: { sides: 8, mod: 0 }, chain: [7], wildChain: [3], modifier: 0, tn: 4 },
    damage: { dice: [{ sides: 8, chain: [8, 3] }, { sides: 6, chain: [4] }], flat: 0, raise: false },
    targets: [{ actorUuid: "Actor.red", name: WOUNDS_NAMES.target }],
  };
}

/** The second swing: 13 to hit (two raises), 19 damage with the raise's d6. */
export function secondSwing(weapon: string): WoundsAttackCard {
  return {
    ...firstSwing(weapon),
    attack: { die: { sides: 8, mod: 0 }, chain: [8, 5], wildChain: [4], modifier: 0, tn: 4 },
    damage: { dice: [{ sides: 8, chain: [6] }, { sides: 6, chain: [6, 2] }, { sides: 6, chain: [5] }], flat: 0, raise: true },
  };
}

export const FIRST_SOAK = { chain: [5], wildChain: [2] } as const;
export const SECOND_SOAK = { chain: [2], wildChain: [1] } as const;
const VIGOR = { chain: [3], wildChain: [4] } as const;
const INJURY = { roll2d6: 7, subRoll: 4 } as const;

export interface HitMoment {
  readonly before: WoundsActor;
  readonly after: WoundsActor;
  readonly hit: { result: ApplyDamageResult; toughness: number; damage: number };
  readonly applied: WoundsAppliedFlag;
}

function hitOn(before: WoundsActor, damage: number, soak: { chain: readonly number[]; wildChain: readonly number[] }): HitMoment {
  const toughness = toughnessOf(before, PICK.ap);
  const { result, patch } = applyDamage(before, { damage, toughness, soak: { rolls: [{ chain: [...soak.chain], wildChain: [...soak.wildChain] }] } });
  const after = { ...before, ...patch } as WoundsActor;
  const applied: WoundsAppliedFlag = {
    undone: false,
    woundsTaken: result.woundsTaken,
    soaked: result.soak?.soaked ?? 0,
    benniesSpent: result.benniesSpent,
    shaken: after.shaken,
    incapacitated: result.becameIncapacitated,
    needsIncapacitationRoll: result.needsIncapacitationRoll,
  };
  return { before, after, hit: { result: applyDamage(before, { damage, toughness }).result, toughness, damage }, applied };
}

export const firstHit = (red: WoundsActor): HitMoment => hitOn(red, 15, FIRST_SOAK);
export const secondHit = (afterFirst: WoundsActor): HitMoment => hitOn(afterFirst, 19, SECOND_SOAK);

/** Red taken out: the Vigor roll fails (Bleeding Out), the Injury Table gives the Guts, Battered. */
export function takenOut(afterSecond: WoundsActor): { after: WoundsActor; outcome: string; injury: Injury | null } {
  const { result, patch } = incapacitationRoll(afterSecond, [{ chain: [...VIGOR.chain], wildChain: [...VIGOR.wildChain] }], INJURY);
  return { after: { ...afterSecond, ...patch } as WoundsActor, outcome: result.outcome, injury: result.injury };
}
