/**
 * Valid calls per fuzzed function (`face.name` → argument lists), so the hostile mutations start
 * from realistic data: the fuzzer replaces one value or renames one key of these. A function
 * without an entry still gets arbitrary arguments. Built from the worked examples' fixtures.
 */
import { defaultBanksActor, defaultBanksEncounter, defaultBanksTeam, defaultBanksWeapon } from "../../../src/core/banks";
import { parseCards, standardDeck } from "../../../src/core/cards";
import { createRng } from "../../../src/core/random";
import { defaultTraumaActor } from "../../../src/core/trauma";

type Calls = readonly (() => unknown[])[];

const qulia = () => ({
  ...defaultTraumaActor({ isLead: true, maxVim: 17, abilities: { communicate: 2, labor: 2, move: 2, operate: 4, sense: 3, surge: 2, think: 5, will: 2 }, lobes: { correl: 2, focal: 3, marvel: 0, natural: 0 } }),
});
const ashmite = () => ({
  ...defaultTraumaActor({ isLead: false, maxVim: 12, abilities: { labor: 4, move: 2, sense: 4, will: 3 }, behaviors: [{ scope: "type", key: "Blunt", percent: 150, label: "Weak to Blunt Trauma" }] }),
});
const grimgrin = () => ({ difficulty: 7, ability: "operate", lobe: "correl", traumaType: "Biotic", spread: [100, 60], condition: "Paralysis" });
const member = () => defaultBanksActor({ teamId: "t1", skills: { dodge: 2 } });
const team = () => ({ ...defaultBanksTeam(), leaderId: "m1", bank: 2, members: ["m1"] });
const pool = () => ({ attribute: "AGI", skill: "dodge", bonus: 1 });

export const VALID_INPUTS: Record<string, Calls> = {
  "trauma.applyPercent": [() => [17, 60], () => [0, 150]],
  "trauma.applyPercents": [() => [17, [150, 60]]],
  "trauma.biologicalTimers": [() => [qulia(), { hours: 7, hoursElapsed: 2 }]],
  "trauma.resolveAttack": [
    () => [{ attacker: qulia(), target: ashmite(), weapon: grimgrin(), draw: { cards: parseCards("4S 3S 2D 2C") } }],
    () => [{ attacker: qulia(), target: ashmite(), weapon: grimgrin(), draw: { cards: parseCards("4S 3S 2D 2C") }, resistance: { cards: parseCards("8S 4D AC") } }],
  ],
  "trauma.validateTraumaActor": [() => [qulia()], () => [ashmite()]],
  "trauma.setMaxVim": [() => [qulia(), 20]],
  "trauma.perkDeck": [() => [2]],
  "banks.actionCost": [() => [{ kind: "simple", blitzCount: 2 }], () => [{ kind: "complex", base: 3, blitzCount: 1, sizeSteps: 1, fullCoverAttack: true }]],
  "banks.takeAction": [() => [{ actor: { ...member(), ip: 6 }, team: { id: "t1", memberId: "m1", state: team() }, action: { kind: "simple" } }]],
  "banks.teamOf": [() => [{ ...defaultBanksEncounter(), teams: { t1: team() } }, "m1", member()]],
  "banks.activeDodgePoolSize": [() => [member(), pool()]],
  "banks.teamRollPoolSize": [() => [member(), { kind: "leadership", pool: pool() }, 2]],
  "banks.validateBanksActor": [() => [member()]],
  "banks.validateBanksEncounter": [() => [{ ...defaultBanksEncounter(), teams: { t1: team() } }]],
  "banks.attackPool": [() => [{ attacker: member(), weapon: defaultBanksWeapon(), action: "fireSimpleWeapon", pool: pool() }]],
  "cards.drawCards": [() => [{ deck: standardDeck().slice(0, 5), hand: [] }, "deck", "hand", 2]],
  "cards.standardDeck": [() => [{ jokers: 2, prefix: "x" }]],
  "random.shuffle": [() => [createRng(7), [1, 2, 3, 4]]],
};
